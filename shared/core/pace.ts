/**
 * Paced computer answers: a computer player's answer must not tell by its timing anything its seat's opponents cannot
 * see (a search returns at once when it has one legal option, and takes its whole budget otherwise; a captain who
 * times the kaiju would learn whether it holds a playable card). So every computer answer — a computer seat's turn,
 * a stand-in for an absent person, a decision whose clock ran out — is applied exactly `botDelayMs + botBudgetMs`
 * after the host scheduled it (the last change of the game, or the moment the computer became responsible for the
 * seat: all public moments), whatever the thinking took:
 *
 * - the pause (`botDelayMs`) lets people follow; the thinking starts after it, with a budget a little under
 *   `botBudgetMs` (`thinkBudgetMs`), so that a worker thread's round trip fits;
 * - an answer ready sooner is held back until the due moment;
 * - an answer not ready then is not waited for: the game's lightest computer player answers at once instead, and
 *   the overrun is logged (a late answer arriving afterwards is dropped); so does it when the thinking gave none. Thinking done in the same thread cannot be
 *   cut short: if it returns after the due moment it is applied then, and logged.
 *
 * Nothing else marks a computer's thinking: no message, no indicator, one update when the answer is applied.
 */
import type { BotRequest, SeatId } from './game';
import type { Scheduler } from './scheduler';

/** The budget a computer player is given to think, out of the host's `botBudgetMs`: a fifth (at most 100 ms) spare. */
export function thinkBudgetMs(botBudgetMs: number): number {
  return Math.max(0, botBudgetMs - Math.min(100, Math.floor(botBudgetMs / 5)));
}

export interface PaceDeps {
  scheduler: Scheduler;
  delayMs: number;
  budgetMs: number;
  /** Thinks: the action at once, or a promise of it (a worker thread). */
  think(req: BotRequest<unknown>): unknown;
  /** A quick answer when the thinking overran (the lightest computer player), or null. */
  quick(req: BotRequest<unknown>): unknown;
  /** The answer, at its due moment. */
  answer(seat: SeatId, action: unknown): void;
  log(message: string, ...error: unknown[]): void;
}

/** One computer answer under way, for `seat` at version `v` of the game. */
export class PacedAnswer {
  readonly due: number;
  private timer: () => void;
  private req: BotRequest<unknown> | null = null;
  private result: { action: unknown } | null = null;
  private over = false;

  constructor(
    readonly seat: SeatId,
    readonly v: number,
    private request: () => BotRequest<unknown>,
    private deps: PaceDeps,
  ) {
    const now = deps.scheduler.now();
    this.due = now + deps.delayMs + deps.budgetMs;
    this.timer = deps.scheduler.after(deps.delayMs, () => this.think());
  }

  /** Drops the answer (the game moved on, or the seat is no longer the computer's). */
  cancel(): void {
    this.over = true;
    this.timer();
  }

  private think(): void {
    if (this.over) return;
    const req = (this.req = this.request());
    let answer: unknown;
    try {
      answer = this.deps.think(req);
    } catch (e) {
      this.deps.log('a computer player failed', e);
      answer = null;
    }
    if (answer instanceof Promise) {
      answer.then(
        (a: unknown) => this.ready(a),
        (e: unknown) => {
          this.deps.log('a computer player failed', e);
          this.ready(null);
        },
      );
    } else this.ready(answer);
    if (this.over) return;
    const wait = this.due - this.deps.scheduler.now();
    if (wait < 0 && this.result)
      this.deps.log(`a computer player overran its budget of ${this.deps.budgetMs} ms by ${-wait} ms`);
    if (wait <= 0 && this.result) this.deliver();
    else this.timer = this.deps.scheduler.after(Math.max(0, wait), () => this.deliver());
  }

  private ready(action: unknown): void {
    if (!this.over && !this.result) this.result = { action };
  }

  private deliver(): void {
    if (this.over) return;
    this.over = true;
    // (an answer ready by the time this runs is in time, even if this timer itself ran late)
    const r = this.result;
    if (!r)
      this.deps.log(`a computer player overran its budget of ${this.deps.budgetMs} ms: the quick player answered`);
    // no answer (not in time, or none: a worker that could not think in time gives none) is the quick player's
    const action = r?.action ?? null;
    this.deps.answer(this.seat, action === null && this.req ? this.deps.quick(this.req) : action);
  }
}
