/**
 * The one host: runs a game for any caller — the server room, the solo worker, the replay viewer, the simulator.
 * Every hosting rule is written here once: applying an action with the version check, numbering events, each
 * viewer's update (view difference, legal actions, redacted events), the clocks (turn timers and decision
 * timers) and the computer players' turns. The caller provides time (a Scheduler), thinking (a Think function),
 * and what to do with each committed change (store it, send it).
 */
import type { AnyGame, BotRequest, ClockSpec, LoggedAction, SeatId } from './game';
import { equalJson } from './clone';
import { gameError, type GameError } from './errors';
import type { Timer } from '../protocol';
import { UpdateBatch, type Numbered } from './update-batch';
import { PacedAnswer, thinkBudgetMs } from './pace';
import { noTime, type Scheduler } from './scheduler';

export { UpdateBatch, privateDiffOf, seatDiff, type Numbered } from './update-batch';
export { noTime, realTime, type Scheduler } from './scheduler';

export interface HostPolicy {
  /**
   * A decision its seat leaves unanswered this many seconds is answered by the seat's computer player (0: never).
   * The clock restarts whenever the seat acts, so a decision of several moves (a planning) times out only when the
   * seat is idle; once it has run out, the computer plays the decision to its end unless the person acts again.
   */
  decisionSeconds: number;
  /** Pause before a computer player thinks, so that people can follow. */
  botDelayMs: number;
  /**
   * The time a computer player may think. Every computer answer is applied exactly `botDelayMs + botBudgetMs` after
   * it was scheduled, however long the thinking took (see pace.ts): its timing tells nothing.
   */
  botBudgetMs: number;
  botLevel: string;
  /**
   * A turn clock runs its stated seconds times this (1, the default, in play). A server started for journeys that
   * wait for a clock to run out shortens them; the timer sent to players carries the length it really runs.
   */
  turnClockScale?: number;
}

export interface Committed<A = unknown> {
  seat: SeatId;
  action: A;
  /** The action's index in the log (the version it was applied to). */
  index: number;
  events: Numbered[];
  over: boolean;
}

export interface HostHooks {
  /** Whether the computer plays this seat now (a computer seat, or a stand-in for an absent person). */
  computerPlays(seat: SeatId): boolean;
  /**
   * Thinks for a computer seat: returns the action at once (in the same thread), or a promise of it (a worker
   * pool on a server).
   */
  think(req: BotRequest<unknown>): unknown;
  /**
   * Each applied action, right after it was applied: store it (and the end) first, then send the updates. If it
   * throws, the host logs it; the action stays applied.
   */
  committed(change: Committed): void;
  log?(message: string, error?: unknown): void;
}

export class GameHost {
  /** Number of engine events so far (setup included); events are numbered from 1 in game order. */
  eventCount: number;
  private turnClocks = new Map<string, { endsAt: number; ms: number; cancel: () => void; spec: ClockSpec }>();
  private decisionClocks = new Map<string, { seat: SeatId; cancel: () => void }>();
  /** The one computer answer under way: computer players answer one at a time. */
  private answering: PacedAnswer | null = null;
  /** Decisions whose clock ran out, by seat (their prompt id): the computer's until they change or the person acts. */
  private expired = new Map<SeatId, string>();
  /** The seat whose action was applied last, until the clocks are brought up to date (its decision clock restarts). */
  private actor: SeatId | null = null;
  private botSeq = 0;
  /** The seat's current decision and the version at which it was first asked (the stale-action rule). */
  private asked = new Map<SeatId, { id: string; v: number }>();
  private disposed = false;
  private readonly autoSeats: ReadonlySet<SeatId>;
  /**
   * The top-level keys of the public view the actions since the last `takeTouched` may have changed (`Applied.touched`),
   * or null: any of them.
   */
  private touched: Set<string> | null = null;

  private constructor(
    readonly game: AnyGame,
    readonly options: unknown,
    readonly state: unknown,
    eventCount: number,
    private scheduler: Scheduler,
    private policy: HostPolicy,
    private hooks: HostHooks,
  ) {
    this.eventCount = eventCount;
    this.autoSeats = new Set(
      game
        .seats(options)
        .filter((s) => !s.playable)
        .map((s) => s.id),
    );
    this.noteDecisions();
  }

  static start(
    game: AnyGame,
    options: unknown,
    seed: number,
    scheduler: Scheduler,
    policy: HostPolicy,
    hooks: HostHooks,
  ): { host: GameHost; events: Numbered[] } {
    const { state, events } = game.setup(options, seed);
    const host = new GameHost(game, options, state, events.length, scheduler, policy, hooks);
    return { host, events: events.map((event, i) => ({ n: i + 1, event })) };
  }

  /**
   * Hosts a state built elsewhere, which the host then owns (tools and tests: a state in the middle of a game, or a
   * copy differing in its secrets); `eventCount` events have happened before it.
   */
  static resume(
    game: AnyGame,
    options: unknown,
    state: unknown,
    eventCount: number,
    scheduler: Scheduler,
    policy: HostPolicy,
    hooks: HostHooks,
  ): GameHost {
    return new GameHost(game, options, state, eventCount, scheduler, policy, hooks);
  }

  /**
   * Rebuilds a stored game by replaying its log, with every event so far (numbered), for a viewer that rebuilds its
   * log; throws if the log does not replay (a bug or a corrupt file).
   */
  static restore(
    game: AnyGame,
    options: unknown,
    seed: number,
    log: readonly LoggedAction[],
    scheduler: Scheduler,
    policy: HostPolicy,
    hooks: HostHooks,
  ): { host: GameHost; events: Numbered[] } {
    const { state, events } = game.setup(options, seed);
    for (let i = 0; i < log.length; i++) {
      const r = game.applyInPlace(state, log[i].seat, log[i].action);
      if (!r.ok) throw new Error(`stored action ${i} does not replay: ${r.error.code}`);
      for (const e of r.value) events.push(e);
    }
    const host = new GameHost(game, options, state, events.length, scheduler, policy, hooks);
    return { host, events: events.map((event, i) => ({ n: i + 1, event })) };
  }

  get v(): number {
    return this.game.version(this.state);
  }

  get over(): boolean {
    return this.game.isOver(this.state);
  }

  /**
   * An action from a person, sent with the version of the state they saw. An action sent on an older version is
   * still applied when the seat is being asked the same decision as then and the action is legal now (two friends
   * planning at once never lose a click); otherwise it is refused as stale, which the client does not show.
   */
  submit(seat: SeatId, action: unknown, seenV: number): GameError | null {
    if (this.over) return gameError('gameOver');
    const v = this.v;
    if (seenV > v) return gameError('stale');
    if (seenV < v) {
      // a standing preference (an auto-bank choice) answers no decision: it is never stale while it is allowed
      const standing = this.game.standingActions?.(this.state, seat) ?? [];
      if (standing.some((a) => equalJson(a, action))) return this.act(seat, action);
      const asked = this.asked.get(seat);
      if (!asked || asked.v > seenV) return gameError('stale');
      const e = this.byPerson(seat, action);
      return e && (this.game.raceErrors?.includes(e.code) ? e : gameError('stale'));
    }
    return this.byPerson(seat, action);
  }

  /** A person's own action takes back a decision whose clock had run out. */
  private byPerson(seat: SeatId, action: unknown): GameError | null {
    const expired = this.expired.get(seat);
    this.expired.delete(seat);
    const e = this.act(seat, action);
    if (e && expired !== undefined) this.expired.set(seat, expired);
    return e;
  }

  /** The one door for every action (people, computer players, timers): apply, commit, then clocks and turns. */
  act(seat: SeatId, action: unknown): GameError | null {
    if (this.disposed) return gameError('gameOver');
    const index = this.v;
    const r = this.game.applyInPlace(this.state, seat, action);
    if (!r.ok) return r.error;
    if (!r.touched) this.touched = null;
    else if (this.touched) for (const k of r.touched) this.touched.add(k);
    const first = this.eventCount + 1;
    this.eventCount += r.value.length;
    const events = r.value.map((event, i) => ({ n: first + i, event }));
    this.noteDecisions();
    this.actor = seat;
    this.refresh();
    try {
      this.hooks.committed({ seat, action, index, events, over: this.over });
    } catch (e) {
      this.log('storing or sending a change failed', e);
    }
    return null;
  }

  private noteDecisions(): void {
    const v = this.v;
    for (const seat of this.game.activeSeats(this.state)) {
      const id = this.game.promptId(this.state, seat);
      if (id === null) continue;
      if (this.asked.get(seat)?.id !== id) this.asked.set(seat, { id, v });
    }
  }

  /** The running turn timer shown to players, if any. */
  timer(): Timer | null {
    for (const [key, c] of this.turnClocks) return { key, seats: c.spec.seats, endsAt: c.endsAt, ms: c.ms };
    return null;
  }

  /** Brings the clocks and the computer players' turns up to date (after a change of who plays a seat too). */
  refresh(): void {
    if (this.disposed) return;
    if (this.over) return this.clear();
    for (const [seat, id] of this.expired) if (this.game.promptId(this.state, seat) !== id) this.expired.delete(seat);
    this.updateClocks();
    this.actor = null;
    this.scheduleComputer();
  }

  private updateClocks(): void {
    const specs = this.game.clocks(this.state);
    const live = new Set<string>();
    for (const spec of specs) {
      live.add(spec.key);
      if (spec.kind === 'turn') {
        if (!spec.seconds || this.turnClocks.has(spec.key)) continue;
        const ms = Math.round(spec.seconds * 1000 * (this.policy.turnClockScale ?? 1));
        const cancel = this.scheduler.after(ms, () => this.turnTimedOut(spec.key));
        this.turnClocks.set(spec.key, { endsAt: this.scheduler.now() + ms, ms, cancel, spec });
      } else {
        const seat = spec.seats[0];
        const running = this.decisionClocks.get(spec.key);
        // the seat acted: its decision clock starts again (a decision of several moves times out only when idle)
        if (running && seat === this.actor) {
          running.cancel();
          this.decisionClocks.delete(spec.key);
        } else if (running) continue;
        if (this.policy.decisionSeconds <= 0 || this.plays(seat) || this.expired.has(seat)) continue;
        const cancel = this.scheduler.after(this.policy.decisionSeconds * 1000, () => this.decisionTimedOut(spec.key));
        this.decisionClocks.set(spec.key, { seat, cancel });
      }
    }
    for (const [key, c] of this.turnClocks)
      if (!live.has(key)) {
        c.cancel();
        this.turnClocks.delete(key);
      }
    for (const [key, c] of this.decisionClocks)
      if (!live.has(key) || this.plays(c.seat)) {
        c.cancel();
        this.decisionClocks.delete(key);
      }
  }

  /** A decision clock ran out: the seat's decision is the computer's until it changes or the person acts. */
  private decisionTimedOut(key: string): void {
    const clock = this.decisionClocks.get(key);
    this.decisionClocks.delete(key);
    const id = clock && this.game.promptId(this.state, clock.seat);
    if (!clock || id === null || id === undefined || !this.game.clocks(this.state).some((c) => c.key === key)) return;
    this.expired.set(clock.seat, id);
    this.scheduleComputer();
  }

  private turnTimedOut(key: string): void {
    const clock = this.turnClocks.get(key);
    if (!clock) return;
    clock.cancel = () => undefined;
    for (const seat of clock.spec.seats) {
      if (!this.game.clocks(this.state).some((c) => c.key === key)) break;
      const a = this.game.timeoutAction(this.state, seat);
      if (a) this.act(seat, a);
    }
  }

  private plays(seat: SeatId): boolean {
    return this.autoSeats.has(seat) || this.hooks.computerPlays(seat);
  }

  /**
   * The seats the computer answers for now, in the game's order: computer seats, stand-ins and decisions whose clock
   * ran out. A decision a person holds too (a team's choice) is the person's: a computer seat leaves it to them.
   */
  private computerSeatsNow(): SeatId[] {
    const active = this.game.activeSeats(this.state);
    const group = (s: SeatId) => this.game.decisionGroup?.(this.state, s) ?? null;
    const byComputer = (s: SeatId) => this.plays(s) || this.expired.has(s);
    const people = new Set(active.filter((s) => !byComputer(s)).map(group));
    return active.filter((s) => this.expired.has(s) || (this.plays(s) && (group(s) === null || !people.has(group(s)))));
  }

  /**
   * Computer seats answer one at a time, off the current call stack, each paced (pace.ts): an answer under way is
   * kept while the game stands still and its seat is still the computer's; any change starts the next one afresh.
   */
  private scheduleComputer(): void {
    const seats = this.computerSeatsNow();
    const a = this.answering;
    if (a) {
      if (a.v === this.v && seats.includes(a.seat)) return;
      a.cancel();
      this.answering = null;
    }
    const seat = seats[0];
    if (seat === undefined) return;
    const v = this.v;
    this.answering = new PacedAnswer(seat, v, () => this.request(seat, v), {
      scheduler: this.scheduler,
      delayMs: this.policy.botDelayMs,
      budgetMs: this.policy.botBudgetMs,
      think: (req) => this.hooks.think(req),
      quick: (req) => this.quickAnswer(req),
      answer: (s, action) => this.computerAnswered(s, action),
      log: (message, ...e) => this.log(message, ...e),
    });
  }

  /** What a computer player thinks from: the seat's view as its computer knows it (teammates' hands pooled). */
  private request(seat: SeatId, v: number): BotRequest<unknown> {
    const computerSeats = this.game
      .seats(this.options)
      .map((s) => s.id)
      .filter((s) => s === seat || this.plays(s));
    return {
      view: this.game.computer.viewFor(this.state, seat, computerSeats),
      seat,
      level: this.policy.botLevel,
      budgetMs: thinkBudgetMs(this.policy.botBudgetMs),
      seed: (v * 7919 + ++this.botSeq) >>> 0,
    };
  }

  /** The game's lightest computer player, when the chosen one overran its budget. */
  private quickAnswer(req: BotRequest<unknown>): unknown {
    const c = this.game.computer;
    const level = c.levels.find((l) => !c.heavy.includes(l));
    if (level === undefined) return null;
    try {
      return c.choose({ ...req, level });
    } catch (e) {
      this.log('a computer player failed', e);
      return null;
    }
  }

  private computerAnswered(seat: SeatId, action: unknown): void {
    this.answering = null;
    if (this.disposed || this.over) return;
    const error = action ? this.act(seat, action) : gameError('illegal');
    if (!error) return;
    if (action) this.log(`a computer player's answer was refused: ${error.code}`);
    // A computer player must never stall the game: fall back to the first legal move.
    const fallback = this.game.legalActions(this.state, seat)[0];
    if (fallback !== undefined) this.act(seat, fallback);
  }

  /** The computer players' answer for a seat a person plays, on request (solo play's hint). */
  hint(seat: SeatId, budgetMs: number): ReturnType<AnyGame['computer']['hint']> {
    return this.game.computer.hint({ view: this.game.view(this.state, seat), seat, budgetMs });
  }

  /**
   * The top-level keys of the public view that may have changed since the last call (null: any of them), for a
   * mirror of the public view that is brought up to date after each change (`UpdateBatch.syncPublic`).
   */
  takeTouched(): ReadonlySet<string> | null {
    const t = this.touched;
    this.touched = new Set();
    return t;
  }

  batch(events: Numbered[]): UpdateBatch {
    return new UpdateBatch(this.game, this.state, events, this.timer());
  }

  private clear(): void {
    for (const c of this.turnClocks.values()) c.cancel();
    this.turnClocks.clear();
    for (const c of this.decisionClocks.values()) c.cancel();
    this.decisionClocks.clear();
    this.answering?.cancel();
    this.answering = null;
  }

  dispose(): void {
    this.clear();
    this.disposed = true;
  }

  private log(message: string, ...e: unknown[]): void {
    if (this.hooks.log) this.hooks.log(message, ...e);
    else console.error(message, ...e);
  }
}

export interface Timeline {
  /** The state before any action, then after each applied action (plain JSON copies). */
  states: unknown[];
  /** The numbered events that led to each state (setup's for the first). */
  events: Numbered[][];
  /** Whether every logged action applied (a log from another rules version may stop early). */
  complete: boolean;
}

/** Hosts a finished game's log step by step: what the replay viewer and the tools show. */
export function timeline(game: AnyGame, options: unknown, seed: number, actions: readonly LoggedAction[]): Timeline {
  const events: Numbered[][] = [];
  const policy: HostPolicy = { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: '' };
  let last: Numbered[] = [];
  const started = GameHost.start(game, options, seed, noTime, policy, {
    computerPlays: () => false,
    think: () => null,
    committed: (c) => (last = c.events),
  });
  const host = started.host;
  const snapshot = (): unknown => JSON.parse(JSON.stringify(host.state));
  const states = [snapshot()];
  events.push(started.events);
  for (const { seat, action } of actions) {
    if (host.act(seat, action)) return { states, events, complete: false };
    states.push(snapshot());
    events.push(last);
  }
  host.dispose();
  return { states, events, complete: true };
}
