import type { Result } from './result';

/**
 * What any game of the engine provides. A second game is a new folder that exports one of these;
 * the server, bots, simulator and replays only talk to this interface.
 */
export interface GameDefinition<S, O, A, E, Seat extends string, V> {
  readonly id: string;
  /** Checks and normalizes untrusted options. */
  parseOptions(input: unknown): Result<O>;
  setup(options: O, seed: number): { state: S; events: E[] };
  /** The seats that may act now (have a pending decision). */
  activeSeats(state: S): Seat[];
  legalActions(state: S, seat: Seat): A[];
  /** Pure: never changes `state`. */
  apply(state: S, seat: Seat, action: unknown): Result<{ state: S; events: E[] }>;
  /** Like apply, but changes `state` in place (for simulations and search that own their copy). */
  applyInPlace(state: S, seat: Seat, action: unknown): Result<E[]>;
  view(state: S, seat: Seat | 'spectator'): V;
  redactEvent(state: S, event: E, viewer: Seat | 'spectator'): E | null;
  isOver(state: S): boolean;
  /** The actions a seat's timer expiry triggers (planning timeout), if any. */
  timeoutAction(state: S, seat: Seat): A | null;
}

export interface LoggedAction<A, Seat extends string> {
  seat: Seat;
  action: A;
}

/** Rebuilds a game from its options, seed and action log; fails on the first rejected action. */
export function replay<S, O, A, E, Seat extends string, V>(
  game: GameDefinition<S, O, A, E, Seat, V>,
  options: O,
  seed: number,
  actions: readonly LoggedAction<A, Seat>[],
): Result<S> {
  const { state } = game.setup(options, seed);
  for (let i = 0; i < actions.length; i++) {
    const { seat, action } = actions[i];
    const r = game.applyInPlace(state, seat, action);
    if (!r.ok) return { ok: false, error: `action ${i} (${seat}): ${r.error}` };
  }
  return { ok: true, value: state };
}
