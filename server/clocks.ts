/**
 * The clocks of a running game: the planning timer of each side (§7.2; when it runs out the engine's timeout
 * rule applies), the decision timer (an unanswered prompt goes to the seat's computer player), and the computer
 * players' turns. Every action still goes through the room's one door, `host.act`.
 */
import type { BotLevel } from '../shared/vulcanus/bots/index';
import { legalActions, teamView, vulcanus } from '../shared/vulcanus/index';
import { humanSeats } from '../shared/vulcanus/planning';
import type { Action, Seat } from '../shared/vulcanus/types';
import type { BotPool } from './bots';
import type { ServerConfig } from './config';
import type { GameSession, Timer } from './session';

/** What the clocks read from their room, always current. */
export interface ClockHost {
  roomId(): string;
  session(): GameSession | null;
  planningSeconds(): number;
  botLevel(): BotLevel;
  config(): ServerConfig;
  bots(): BotPool;
  botControlled(seat: Seat): boolean;
  act(seat: Seat, action: Action): string | null;
}

export class TurnClocks {
  private botTimers = new Map<Seat, NodeJS.Timeout>();
  private decisionTimers = new Map<Seat, { prompt: number; timer: NodeJS.Timeout }>();
  private planning: { key: string; endsAt: number; timer: NodeJS.Timeout | null } | null = null;
  private botSeq = 0;
  private thinking = new Set<Seat>();

  constructor(private host: ClockHost) {}

  timer(): Timer {
    const p = this.host.session()?.state.planning;
    return p && this.planning ? { side: p.side, endsAt: this.planning.endsAt } : null;
  }

  /** §7.2: each side's planning has its own timer; when it runs out, the engine's timeout rule applies. */
  updatePlanningTimer(): void {
    const s = this.host.session()?.state;
    const seconds = this.host.planningSeconds();
    if (!s?.planning || seconds <= 0 || s.result) {
      if (this.planning?.timer) clearTimeout(this.planning.timer);
      this.planning = null;
      return;
    }
    const key = `${s.round}:${s.planning.side}`;
    if (this.planning?.key === key) return;
    if (this.planning?.timer) clearTimeout(this.planning.timer);
    const timer = setTimeout(() => this.planningTimedOut(key), seconds * 1000);
    this.planning = { key, endsAt: Date.now() + seconds * 1000, timer };
  }

  private planningTimedOut(key: string): void {
    if (this.planning?.key !== key) return;
    this.planning.timer = null;
    const s = this.host.session()?.state;
    if (!s) return;
    for (const p of [...s.prompts]) {
      const a = vulcanus.timeoutAction(s, p.seat);
      if (a && this.planning?.key === key) this.host.act(p.seat, a);
    }
  }

  cancelBot(seat: Seat): void {
    const t = this.botTimers.get(seat);
    if (t) clearTimeout(t);
    this.botTimers.delete(seat);
  }

  /** Computer seats answer their prompts one at a time, off the current call stack. */
  scheduleBots(): void {
    const s = this.host.session()?.state;
    if (!s || s.result) return;
    for (const seat of [...this.botTimers.keys()]) this.cancelBot(seat);
    for (const p of s.prompts) {
      if (!this.host.botControlled(p.seat)) continue;
      const v = s.v;
      const seat = p.seat;
      this.botTimers.set(
        seat,
        setTimeout(() => {
          this.botTimers.delete(seat);
          if (this.host.session()?.v === v) this.botMove(seat);
        }, this.host.config().botDelayMs),
      );
      // Several computer seats planning at once act one after another; the next is scheduled after this move.
      break;
    }
  }

  botMove(seat: Seat): void {
    const session = this.host.session();
    if (!session || session.over || this.thinking.has(seat)) return;
    const v = session.v;
    const level: BotLevel = this.host.botLevel();
    this.thinking.add(seat);
    this.host
      .bots()
      .choose({
        // The team's computer players pool their hands; the hand of a seat a person is playing is never read.
        view: teamView(
          session.state,
          seat,
          humanSeats(session.state).filter((x) => this.host.botControlled(x)),
        ),
        seat,
        level,
        budgetMs: this.host.config().botBudgetMs,
        seed: (v * 7919 + ++this.botSeq) >>> 0,
      })
      .catch((e: unknown) => {
        console.error(`room ${this.host.roomId()}: computer player failed`, e);
        return null;
      })
      .then((action) => {
        this.thinking.delete(seat);
        // The game may have moved on while it thought (another seat, a timer, its person came back).
        if (this.host.session() !== session || session.v !== v || session.over) return this.scheduleBots();
        const error = action ? this.host.act(seat, action) : 'no action';
        if (error) {
          // A computer player must never stall the game: fall back to the first legal move.
          const fallback = legalActions(session.state, seat)[0];
          if (fallback) this.host.act(seat, fallback);
        }
      });
  }

  /** A decision left unanswered for `decisionSeconds` is answered by the seat's computer player. */
  updateDecisionTimers(): void {
    const s = this.host.session()?.state;
    if (!s) return;
    const live = new Set<Seat>();
    for (const p of s.prompts) {
      if (p.kind === 'planHumans' || p.kind === 'planKaiju' || this.host.botControlled(p.seat)) continue;
      live.add(p.seat);
      const cur = this.decisionTimers.get(p.seat);
      if (cur?.prompt === p.id) continue;
      if (cur) clearTimeout(cur.timer);
      const id = p.id;
      const seat = p.seat;
      const timer = setTimeout(() => {
        this.decisionTimers.delete(seat);
        if (this.host.session()?.state.prompts.some((q) => q.id === id && q.seat === seat)) this.botMove(seat);
      }, this.host.config().decisionSeconds * 1000);
      this.decisionTimers.set(seat, { prompt: id, timer });
    }
    for (const [seat, cur] of this.decisionTimers)
      if (!live.has(seat)) {
        clearTimeout(cur.timer);
        this.decisionTimers.delete(seat);
      }
  }

  clear(): void {
    for (const seat of [...this.botTimers.keys()]) this.cancelBot(seat);
    for (const cur of this.decisionTimers.values()) clearTimeout(cur.timer);
    this.decisionTimers.clear();
    if (this.planning?.timer) clearTimeout(this.planning.timer);
    this.planning = null;
  }
}
