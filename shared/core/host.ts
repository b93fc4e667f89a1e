/**
 * The one host: runs a game for any caller — the server room, the solo worker, the replay viewer, the simulator.
 * Every hosting rule is written here once: applying an action with the version check, numbering events, each
 * viewer's update (view difference, legal actions, redacted events), the clocks (turn timers and decision
 * timers) and the computer players' turns. The caller provides time (a Scheduler), thinking (a Think function),
 * and what to do with each committed change (store it, send it).
 */
import type { AnyGame, BotRequest, ClockSpec, LoggedAction, SeatId, Viewer } from './game';
import { equalJson } from './clone';
import { gameError, type GameError } from './errors';
import { diffJson, pubPatchJson, type FlatMirror, type JsonDiff } from './jsonmirror';
import type { SeatUpdate, Timer } from '../protocol';

export interface Numbered<E = unknown> {
  n: number;
  event: E;
}

/** Time for the host: real timers on a server or in a worker, a virtual clock in the simulator and tests. */
export interface Scheduler {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const realTime: Scheduler = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
};

export interface HostPolicy {
  /** An unanswered decision is answered by the seat's computer player after this many seconds (0: never). */
  decisionSeconds: number;
  /** Pause before a computer player acts, so that people can follow. */
  botDelayMs: number;
  botBudgetMs: number;
  botLevel: string;
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
  private turnClocks = new Map<string, { endsAt: number; cancel: () => void; spec: ClockSpec }>();
  private decisionClocks = new Map<string, () => void>();
  private botTimer: { seat: SeatId; cancel: () => void } | null = null;
  private thinking = new Set<SeatId>();
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
      const e = this.act(seat, action);
      return e && gameError('stale');
    }
    return this.act(seat, action);
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
    for (const [key, c] of this.turnClocks) return { key, seats: c.spec.seats, endsAt: c.endsAt };
    return null;
  }

  /** Brings the clocks and the computer players' turns up to date (after a change of who plays a seat too). */
  refresh(): void {
    if (this.disposed) return;
    if (this.over) return this.clear();
    this.updateClocks();
    this.scheduleComputer();
  }

  private updateClocks(): void {
    const specs = this.game.clocks(this.state);
    const live = new Set<string>();
    for (const spec of specs) {
      live.add(spec.key);
      if (spec.kind === 'turn') {
        if (!spec.seconds || this.turnClocks.has(spec.key)) continue;
        const ms = spec.seconds * 1000;
        const cancel = this.scheduler.after(ms, () => this.turnTimedOut(spec.key));
        this.turnClocks.set(spec.key, { endsAt: this.scheduler.now() + ms, cancel, spec });
      } else {
        const seat = spec.seats[0];
        if (this.policy.decisionSeconds <= 0 || this.decisionClocks.has(spec.key) || this.plays(seat)) continue;
        const cancel = this.scheduler.after(this.policy.decisionSeconds * 1000, () => {
          this.decisionClocks.delete(spec.key);
          if (this.game.clocks(this.state).some((c) => c.key === spec.key)) this.computerMove(seat);
        });
        this.decisionClocks.set(spec.key, cancel);
      }
    }
    for (const [key, c] of this.turnClocks)
      if (!live.has(key)) {
        c.cancel();
        this.turnClocks.delete(key);
      }
    for (const [key, cancel] of this.decisionClocks)
      if (!live.has(key)) {
        cancel();
        this.decisionClocks.delete(key);
      }
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

  /** Computer seats answer one at a time, off the current call stack; the next is scheduled after this move. */
  private scheduleComputer(): void {
    if (this.botTimer) {
      this.botTimer.cancel();
      this.botTimer = null;
    }
    const active = this.game.activeSeats(this.state);
    // a decision a person holds too (a team's choice) is theirs: the computer answers it only when its timer runs out
    const group = (s: SeatId) => this.game.decisionGroup?.(this.state, s) ?? null;
    const people = new Set(active.filter((s) => !this.plays(s)).map(group));
    const seat = active.find(
      (s) => this.plays(s) && !this.thinking.has(s) && (group(s) === null || !people.has(group(s))),
    );
    if (!seat) return;
    const v = this.v;
    const cancel = this.scheduler.after(this.policy.botDelayMs, () => {
      this.botTimer = null;
      if (this.v === v) this.computerMove(seat);
    });
    this.botTimer = { seat, cancel };
  }

  private computerMove(seat: SeatId): void {
    if (this.over || this.thinking.has(seat) || this.disposed) return;
    const v = this.v;
    this.thinking.add(seat);
    const computerSeats = this.game
      .seats(this.options)
      .map((s) => s.id)
      .filter((s) => this.plays(s));
    const req = {
      view: this.game.computer.viewFor(this.state, seat, computerSeats),
      seat,
      level: this.policy.botLevel,
      budgetMs: this.policy.botBudgetMs,
      seed: (v * 7919 + ++this.botSeq) >>> 0,
    };
    const finish = (action: unknown): void => {
      this.thinking.delete(seat);
      if (this.disposed) return;
      // The game may have moved on while it thought (another seat, a timer, its person came back).
      if (this.v !== v || this.over) return this.refresh();
      const error = action ? this.act(seat, action) : gameError('illegal');
      if (error) {
        // A computer player must never stall the game: fall back to the first legal move.
        const fallback = this.game.legalActions(this.state, seat)[0];
        if (fallback !== undefined) this.act(seat, fallback);
      }
    };
    const failed = (e: unknown): null => {
      this.log('a computer player failed', e);
      return null;
    };
    let answer: unknown;
    try {
      answer = this.hooks.think(req);
    } catch (e) {
      answer = failed(e);
    }
    if (answer instanceof Promise) void answer.catch(failed).then(finish);
    else finish(answer);
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
    for (const cancel of this.decisionClocks.values()) cancel();
    this.decisionClocks.clear();
    this.botTimer?.cancel();
    this.botTimer = null;
  }

  dispose(): void {
    this.clear();
    this.disposed = true;
  }

  private log(message: string, e?: unknown): void {
    if (this.hooks.log) this.hooks.log(message, e);
    else console.error(message, e);
  }
}

/** Computes each viewer's update once per change, however many clients share that viewer. */
export class UpdateBatch {
  private pub: Record<string, unknown> | null = null;
  private cache = new Map<Viewer, string>();
  /** The parts of the update's text every viewer shares (see `baseJson`). */
  private sharedJson: { v: string; events: string; tail: string } | null = null;
  /** The public entries this change touched, and all of them, as `PubPatch` texts (`syncPublic`, `fullPublic`). */
  private pubJson: { diff: string; full: () => string } | null = null;

  constructor(
    private game: AnyGame,
    private state: unknown,
    private events: Numbered[],
    private timerNow: Timer | null,
  ) {}

  /**
   * The spectator's view, which every seat's update is a difference from. It may share parts with the state (the
   * game's `peekView`): read at once, while the state stands still, and never kept.
   */
  get publicView(): Record<string, unknown> {
    const g = this.game;
    return (this.pub ??= (g.peekView ? g.peekView(this.state, 'spectator') : g.view(this.state, 'spectator')) as Record<
      string,
      unknown
    >);
  }

  /**
   * Brings `mirror` (the public entries last sent) to this public view; every update's text then carries the
   * entries that changed (`pub`, a `PubPatch`), or all of them for a viewer that has none yet (`json(viewer, true)`).
   * `touched`: only these top-level keys may have changed since the mirror's last update (`GameHost.takeTouched`).
   */
  syncPublic(mirror: FlatMirror, touched: ReadonlySet<string> | null = null): void {
    const changes: [string, string | null][] = [];
    mirror.update(
      this.publicView,
      (k, v) => changes.push([k, v]),
      (k) => changes.push([k, null]),
      touched,
    );
    let full: string | null = null;
    this.pubJson = { diff: pubPatchJson(changes), full: () => (full ??= pubPatchJson(mirror.entries, true)) };
  }

  /** Every update's text carries all of `mirror`'s entries (a batch for viewers that have none yet). */
  fullPublic(mirror: FlatMirror): void {
    const full = pubPatchJson(mirror.entries, true);
    this.pubJson = { diff: full, full: () => full };
  }

  update(viewer: Viewer, withDiff = true): SeatUpdate {
    const spectator = viewer === 'spectator';
    return {
      v: this.game.version(this.state),
      seat: viewer,
      priv: spectator || !withDiff ? [] : this.priv(viewer),
      legal: spectator ? [] : this.game.legalActions(this.state, viewer),
      standing: spectator ? [] : this.standing(viewer),
      events: this.redacted(viewer) ?? this.events.slice(),
      timer: this.timerNow,
      active: this.game.activeSeats(this.state),
      outcome: this.game.outcome(this.state),
    };
  }

  private priv(viewer: Viewer): JsonDiff {
    return privateDiffOf(this.game, this.state, () => this.publicView, viewer);
  }

  private standing(viewer: Viewer): unknown[] {
    return this.game.standingActions?.(this.state, viewer) ?? [];
  }

  /** The events as `viewer` sees them, or null when it sees every one as it is. */
  private redacted(viewer: Viewer): Numbered[] | null {
    let out: Numbered[] | null = null;
    for (let i = 0; i < this.events.length; i++) {
      const e = this.events[i];
      const r = this.game.redactEvent(this.state, e.event, viewer);
      if (r === e.event && !out) continue;
      // the first event this viewer sees otherwise: its list from here on is its own
      if (!out) out = this.events.slice(0, i);
      if (r) out.push({ n: e.n, event: r });
    }
    return out;
  }

  /** The update with the viewer's whole view instead of its difference (hosts in the same process). */
  full(viewer: Viewer): Omit<SeatUpdate, 'priv'> & { view: unknown } {
    const { priv: _priv, ...rest } = this.update(viewer, false);
    return { ...rest, view: this.game.view(this.state, viewer) };
  }

  /**
   * The JSON text of `update(viewer)`, once per viewer. After `syncPublic`, it also carries the public entries
   * (`pub`): those that changed, or with `fullPublic` all of them, written once for every viewer.
   */
  json(viewer: Viewer, fullPublic = false): string {
    const { base, pub } = this.jsonParts(viewer, fullPublic);
    return pub === null ? base : `${base.slice(0, -1)},"pub":${pub}}`;
  }

  /**
   * `json(viewer, fullPublic)` in its two parts, for a server that writes them into bytes without joining the texts:
   * the update's text without `pub` (`base`), and the `PubPatch` text (null before `syncPublic` or `fullPublic`).
   * With a `pub`, the update's text is `base` without its closing brace, `,"pub":`, `pub` and the brace.
   */
  jsonParts(viewer: Viewer, fullPublic = false): { base: string; pub: string | null } {
    const pub = this.pubJson;
    return { base: this.baseJson(viewer), pub: pub ? (fullPublic ? pub.full() : pub.diff) : null };
  }

  /**
   * The update's text without `pub`: `JSON.stringify(this.update(viewer))`, written from parts, so that what every
   * viewer's update shares is written once per change rather than once per viewer (the events, when the viewer sees
   * them as they are; the timer, the active seats, the outcome).
   */
  private baseJson(viewer: Viewer): string {
    let json = this.cache.get(viewer);
    if (json !== undefined) return json;
    const g = this.game;
    const state = this.state;
    const spectator = viewer === 'spectator';
    const events = this.redacted(viewer);
    const shared = (this.sharedJson ??= {
      v: JSON.stringify(g.version(state)),
      events: JSON.stringify(this.events),
      tail: `"timer":${JSON.stringify(this.timerNow)},"active":${JSON.stringify(g.activeSeats(state))},"outcome":${JSON.stringify(g.outcome(state))}}`,
    });
    const priv = spectator ? '[]' : JSON.stringify(this.priv(viewer));
    const legal = spectator ? '[]' : JSON.stringify(g.legalActions(state, viewer));
    const standing = spectator ? '[]' : JSON.stringify(this.standing(viewer));
    json =
      `{"v":${shared.v},"seat":${JSON.stringify(viewer)},"priv":${priv},"legal":${legal},"standing":${standing},` +
      `"events":${events ? JSON.stringify(events) : shared.events},${shared.tail}`;
    this.cache.set(viewer, json);
    return json;
  }
}

/** What the host sends a seat beside the public view: the game's `privateDiff`, or the difference of its view. */
export function privateDiffOf(
  game: AnyGame,
  state: unknown,
  pub: () => Record<string, unknown>,
  viewer: Viewer,
): JsonDiff {
  if (game.privateDiff) return game.privateDiff(state, viewer);
  return seatDiff(game, pub(), game.privateView ? game.privateView(state, viewer) : game.view(state, viewer));
}

/** A seat's view as differences from the public view, under the game's private keys only. */
export function seatDiff(game: AnyGame, pub: Record<string, unknown>, own: unknown): JsonDiff {
  const mine = own as Record<string, unknown>;
  const out: JsonDiff = [];
  for (const key of game.privateKeys)
    for (const [path, value] of diffJson(pub[key], mine[key])) out.push([[key, ...path], value]);
  return out;
}

/** A scheduler that never fires: for hosting a game step by step (replays, tools). */
export const noTime: Scheduler = { now: () => 0, after: () => () => undefined };

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
