/**
 * What a game provides to the platform. The server room, the solo worker, the replay viewer, the simulator, the
 * conformance kit and the client shell read a game only through this interface (and the registry), so a new game
 * is a folder that exports one of these and a line in shared/registry.ts.
 */
import type { z } from 'zod';
import type { GameError } from './errors';
import type { Result } from './result';
import type { JsonDiff } from './jsonmirror';

export type SeatId = string;
export type Viewer = SeatId | 'spectator';

declare const seatViewBrand: unique symbol;
/**
 * What one seat (or a spectator) may see. Only a game's view functions make one, so a computer player, a client
 * or a log can never be handed the full state by mistake: a State is not a SeatView.
 */
export type SeatView<V> = V & { readonly [seatViewBrand]: true };

/** Marks a value computed by a game's view function as a view. Call it only there. */
export const asView = <V>(v: V): SeatView<V> => v as SeatView<V>;

export interface SeatSpec {
  id: SeatId;
  /** Seats of one team share a chat channel and a planning clock where the game says so. */
  team: string;
  /** False for an automated side no person can take: the host always plays it. */
  playable: boolean;
}

/** A running clock of the game, computed from the state: the host starts it when its key first appears. */
export interface ClockSpec {
  /** Changes whenever a new period starts, so the timer restarts exactly then. */
  key: string;
  seats: SeatId[];
  /**
   * 'turn': a timer the game's options set (`seconds`); on expiry `timeoutAction` applies to each seat.
   * 'decision': the server's decision timer; on expiry the seat's computer player answers.
   */
  kind: 'turn' | 'decision';
  /** For 'turn' clocks: their length. */
  seconds?: number;
}

export interface ChatChannel {
  id: string;
  /** Who may write; 'all' includes spectators. */
  speakers: SeatId[] | 'all';
  listeners: SeatId[] | 'all';
}

/** A translatable reason: the game's strings translate `<gameId>.reason.<key>`. */
export interface Reason {
  key: string;
  params?: Record<string, string | number>;
}

export interface BotRequest<V> {
  view: SeatView<V>;
  seat: SeatId;
  level: string;
  /** Milliseconds the computer player may think. */
  budgetMs?: number;
  seed?: number;
}

export interface Hint<A> {
  action: A;
  reason: Reason;
  /** The estimate of the seat's side winning after this answer, 0–1 (null when there was no choice). */
  winChance: number | null;
  /**
   * Optional: how far the estimate can be trusted — the 95% interval of `winChance` and the simulated games it
   * rests on. The frame then shows the estimate as a range, and nothing when it rests on too few games.
   */
  estimate?: { low: number; high: number; samples: number };
}

export interface ComputerPlayers<S, A, V> {
  levels: readonly string[];
  defaultLevel: string;
  /** Levels that think for their whole budget (servers run them off the main thread). */
  heavy: readonly string[];
  /** What a computer seat knows: its own view, or a team view pooling what its computer teammates hold. */
  viewFor(state: S, seat: SeatId, computerSeats: readonly SeatId[]): SeatView<V>;
  choose(req: BotRequest<V>): A | null;
  hint(req: Omit<BotRequest<V>, 'level'>): Hint<A> | null;
}

export interface GameSummary {
  /** A translatable one-line description of a room's game, for room lists. */
  key: string;
  params: Record<string, string | number>;
}

export interface Outcome {
  /** The seats that won (all seats of the winning team). */
  winners: SeatId[];
  /** A translatable reason key (`<gameId>.end.<reason>`). */
  reason: string;
}

/**
 * `applyInPlace`'s answer: the events, and optionally `touched`, the top-level keys of the public view (the spectator's
 * view) that the action may have changed. Every other key of the public view must be exactly as it was before the
 * action: the host's public mirror then compares only these (shared/core/jsonmirror.ts), which matters for a game
 * whose view is large and whose common moves change a small part of it. Absent: any key may have changed. The
 * conformance kit checks the claim on every action of its games (test/kit/play.ts).
 */
export type Applied<E> = { ok: true; value: E[]; touched?: readonly string[] } | { ok: false; error: GameError };

export interface GameDefinition<S, O, A, E, V> {
  readonly id: string;
  /** Bumped whenever a rules change alters how a stored action log replays. */
  readonly rulesVersion: number;
  /**
   * Optional: the definitions of earlier rules versions this build still keeps, so that a game stored under one of
   * them is restored and replayed under the rules it was played with (shared/core/versions.ts). A log of a version
   * neither this nor any of these is refused (`rulesVersionGone`), never replayed under other rules.
   */
  readonly olderRules?: readonly AnyGame[];
  /** Options with defaults and limits: the solo setup form and the room creation form are drawn from it. */
  readonly optionsSchema: z.ZodType<O>;
  /** The shape of an action on the wire: untrusted input is parsed by it before the engine judges it. */
  readonly actionSchema: z.ZodType<A>;
  /** Checks and normalizes untrusted options. */
  parseOptions(input: unknown): Result<O, GameError>;
  /** The seats, teams and roles for these options (the lobby draws them). */
  seats(options: O): SeatSpec[];
  /** The roles a seat plays, for the lobby and the seat list: from the options, then from the game once set up. */
  seatRoles?(options: O, state: S | null, seat: SeatId): string[];
  setup(options: O, seed: number): { state: S; events: E[] };
  /** The state version: the number of actions applied. */
  version(state: S): number;
  /** The seats that may act now (have a pending decision). */
  activeSeats(state: S): SeatId[];
  /**
   * Identifies the seat's pending decision; it changes when the seat is asked something new, and stays the same
   * while the seat goes on with the same decision (a planning phase whose moves are free-form).
   */
  promptId(state: S, seat: SeatId): string | null;
  legalActions(state: S, seat: SeatId): A[];
  /**
   * Optional: seats asked one decision together (a team's choice, where the first answer stands) share a group id,
   * null otherwise. The host's computer players leave such a decision to a person who holds it too; the decision
   * timer hands it to the computer if nobody answers.
   */
  decisionGroup?(state: S, seat: SeatId): string | null;
  /**
   * Optional: refusal codes that mean another seat got there first (a claim while a teammate's move runs). The host
   * answers an action sent on an older version with such a refusal as it is, where it would otherwise say `stale`
   * (which the client does not show): the player learns why the click did nothing.
   */
  readonly raceErrors?: readonly string[];
  /**
   * Optional: standing preferences a seat may set at any time, with no decision pending (an auto-bank choice).
   * They never make the seat active; its updates list them apart from its legal actions.
   */
  standingActions?(state: S, seat: SeatId): A[];
  /** Pure: never changes `state`. */
  apply(state: S, seat: SeatId, action: unknown): Result<{ state: S; events: E[] }, GameError>;
  /**
   * Like apply, but changes `state` in place (for hosts, simulations and search that own their copy). It may also say
   * which top-level keys of the public view the action can have changed (`Applied.touched`).
   */
  applyInPlace(state: S, seat: SeatId, action: unknown): Applied<E>;
  view(state: S, viewer: Viewer): SeatView<V>;
  /**
   * Optional fast path: `view` without its copy. It may share every part it does not rewrite with the state, so the
   * caller reads it at once and never keeps or changes it (the host mirrors the public view from it, and copies what
   * it keeps).
   */
  peekView?(state: S, viewer: Viewer): SeatView<V>;
  /** Optional: everything, secrets included, for the replay of a finished game ("show everything"). */
  fullView?(state: S): SeatView<V>;
  /**
   * An event as `viewer` may see it, or null when it may not see it at all. Its answer for an event never changes
   * as the game goes on (the state only tells it what stays so, such as who holds which role): a server redacts with
   * the current state the history it sends a late spectator or a returning player (server/history.ts), which must be
   * what they would have been sent live (the conformance kit's socket game checks it). An event, once emitted, is
   * never changed by the engine either (no reference into the state that later changes).
   */
  redactEvent(state: S, event: E, viewer: Viewer): E | null;
  /**
   * The top-level keys of a view that can differ between viewers: the host sends each seat only the difference
   * from the public view under these keys. Every other key must be the same in every view.
   */
  readonly privateKeys: readonly string[];
  /** Optional fast path: the viewer's view with only the private keys filled in (the other keys may be anything). */
  privateView?(state: S, viewer: Viewer): Partial<V>;
  /**
   * Optional faster path: the viewer's view as differences from the spectator's (`applyDiff(view(state,
   * 'spectator'), diff)` is `view(state, viewer)`), built from the state without copying a whole view. The host
   * sends it to every seat after every action; without it, the host diffs `privateView` (or `view`) against the
   * public view.
   */
  privateDiff?(state: S, viewer: Viewer): JsonDiff;
  /**
   * For the conformance kit's secrecy check (test/kit/): a copy of `state` differing only in what `seat` alone may
   * know (its hidden hand, private preferences) and in hidden randomness (the random generator's future, the order
   * of face-down piles), chosen by `seed`. With `'spectator'` it changes only what nobody may know. Every other
   * viewer's view, legal actions and redacted events must be the same for the copy. Never changes `state`, and
   * the copy is a valid state (the invariants hold). Optional in the type, but the kit fails a game without one.
   */
  perturbSecrets?(state: S, seat: Viewer, seed: number): S;
  /** Optional: the rules' invariants that must hold after every action (the simulator checks them). */
  invariants?(state: S): string[];
  isOver(state: S): boolean;
  outcome(state: S): Outcome | null;
  /** The clocks running now. */
  clocks(state: S): ClockSpec[];
  /** What a 'turn' clock's expiry does for a seat, if anything. */
  timeoutAction(state: S, seat: SeatId): A | null;
  chatChannels(options: O): ChatChannel[];
  summary(options: O): GameSummary;
  computer: ComputerPlayers<S, A, V>;
}

/**
 * A game definition with its type parameters forgotten: what the registry and the platform hold. (Its functions
 * are methods, whose parameters TypeScript checks both ways, so every game's definition is one.)
 */
export type AnyGame = GameDefinition<unknown, unknown, unknown, unknown, unknown>;

export interface LoggedAction<A = unknown> {
  seat: SeatId;
  action: A;
}

/** Rebuilds a game from its options, seed and action log; fails on the first rejected action. */
export function replay<S, O, A, E, V>(
  game: GameDefinition<S, O, A, E, V>,
  options: O,
  seed: number,
  actions: readonly LoggedAction[],
): Result<S, GameError & { index: number }> {
  const { state } = game.setup(options, seed);
  for (let i = 0; i < actions.length; i++) {
    const { seat, action } = actions[i];
    const r = game.applyInPlace(state, seat, action);
    if (!r.ok) return { ok: false, error: { ...r.error, index: i } };
  }
  return { ok: true, value: state };
}
