/**
 * The authoring contract: `defineGame(spec)` turns what a game must say into a whole `GameDefinition`, filling in what
 * every game would otherwise write the same way. A game states only what differs:
 *
 * - `apply` is `applyInPlace` on a copy; `version` is the state's `v`; `isOver` is "there is an outcome";
 * - every pending decision has a decision clock (`DECISION_SECONDS` on the server: an absent person's decision is
 *   then answered by the seat's computer player), beside the game's own turn clocks (`turnClocks`). A game cannot
 *   leave a decision without one: `clocks` is not part of the spec;
 * - one chat channel everybody speaks and hears; options parsed by their schema (`invalidOptions` with the path);
 * - the spectator's view as the replay's "show everything" at the end, events seen as they are, no private keys;
 * - a computer seat knows its own view (`computer.viewFor`), no turn timer's expiry does anything (`timeoutAction`).
 *
 * Anything else given in the spec wins over the default.
 */
import type { z } from 'zod';
import { cloneJson } from './clone';
import { gameError, type GameError } from './errors';
import type { Applied, ChatChannel, ClockSpec, ComputerPlayers, GameDefinition, SeatId } from './game';
import type { Result } from './result';

/** The members a game must write itself. */
type Required<S, O, A, E, V> = Pick<
  GameDefinition<S, O, A, E, V>,
  | 'id'
  | 'rulesVersion'
  | 'optionsSchema'
  | 'actionSchema'
  | 'seats'
  | 'setup'
  | 'activeSeats'
  | 'promptId'
  | 'legalActions'
  | 'applyInPlace'
  | 'view'
  | 'outcome'
>;

export type GameSpec<S, O, A, E, V> = Required<S, O, A, E, V> &
  Partial<Omit<GameDefinition<S, O, A, E, V>, keyof Required<S, O, A, E, V> | 'clocks' | 'computer'>> & {
    /**
     * The game's own turn clocks (a table timer whose expiry applies `timeoutAction`). The decision clocks are added
     * for every pending decision.
     */
    turnClocks?(state: S): ClockSpec[];
    /** The computer players; `viewFor` defaults to the seat's own view. */
    computer: Omit<ComputerPlayers<S, A, V>, 'viewFor'> & Partial<Pick<ComputerPlayers<S, A, V>, 'viewFor'>>;
  };

/**
 * A decision clock for each seat with a pending decision (its key changes with the decision; the host restarts it
 * whenever the seat acts, so a decision of several moves times out only when the seat is idle).
 */
export function decisionClocks<S>(
  state: S,
  activeSeats: (s: S) => SeatId[],
  promptId: (s: S, seat: SeatId) => string | null,
): ClockSpec[] {
  const out: ClockSpec[] = [];
  for (const seat of activeSeats(state)) {
    const id = promptId(state, seat);
    if (id !== null) out.push({ key: `decide:${seat}:${id}`, seats: [seat], kind: 'decision' });
  }
  return out;
}

/** Options checked and defaulted by their schema; a refusal names the first wrong path. */
export function parseBySchema<O>(schema: z.ZodType<O>, input: unknown): Result<O, GameError> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  return { ok: false, error: gameError('invalidOptions', { path: issue?.path.join('.') ?? '' }) };
}

/**
 * The channels of a game with a team: 'all' for everyone, and 'team' where the team speaks and its members hear,
 * overheard by `overhearers` (a table may keep them out) — as both kaiju games rule it.
 */
export function teamChat(team: readonly SeatId[], overhearers: readonly SeatId[] = []): ChatChannel[] {
  return [
    { id: 'all', speakers: 'all', listeners: 'all' },
    { id: 'team', speakers: [...team], listeners: [...team, ...overhearers] },
  ];
}

const ONE_CHANNEL: readonly ChatChannel[] = Object.freeze([{ id: 'all', speakers: 'all', listeners: 'all' }]);

export function defineGame<S, O, A, E, V>(spec: GameSpec<S, O, A, E, V>): GameDefinition<S, O, A, E, V> {
  const { turnClocks, computer, ...given } = spec;
  const outcome = spec.outcome;
  const applyInPlace = spec.applyInPlace;
  const view = spec.view;
  const clocks = (s: S): ClockSpec[] => {
    if (outcome(s)) return [];
    const turn = turnClocks ? turnClocks(s) : [];
    const decide = decisionClocks(s, spec.activeSeats, spec.promptId);
    return turn.length ? [...turn, ...decide] : decide;
  };
  return {
    parseOptions: (input: unknown) => parseBySchema(spec.optionsSchema, input),
    version: (s: S) => (s as { v: number }).v,
    isOver: (s: S) => outcome(s) !== null,
    apply(s: S, seat: SeatId, action: unknown): Result<{ state: S; events: E[] }, GameError> {
      const copy = cloneJson(s);
      const r: Applied<E> = applyInPlace(copy, seat, action);
      return r.ok ? { ok: true, value: { state: copy, events: r.value } } : r;
    },
    timeoutAction: () => null,
    chatChannels: () => ONE_CHANNEL.map((c) => ({ ...c })),
    summary: () => ({ key: `${spec.id}.summary`, params: {} }),
    fullView: (s: S) => view(s, 'spectator'),
    redactEvent: (_s: S, e: E) => e,
    privateKeys: [],
    ...given,
    clocks,
    computer: { viewFor: (s: S, seat: SeatId) => view(s, seat), ...computer },
  };
}
