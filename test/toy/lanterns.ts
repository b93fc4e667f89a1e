/**
 * Lanterns (灯籠), the worked example of docs/adding-a-game.md: a whole game written with `defineGame` and nothing
 * else, small enough to read in one sitting. It is not a registered game (the kit's test runs it; the server does not
 * serve it). Its rules, numbered as a game's rules reference would be:
 *
 * §1 A cooperative game: one to three people are the keepers, one team, against the storm — an automated side that no
 *    person plays (its seat is not playable: the host plays it).
 * §2 Three keepers' roles, red, green and blue, are shared among the people: with fewer than three people, one person
 *    holds several roles and plays each one's turn (`seatRoles`; role i goes to person (i mod people) + 1).
 * §3 Setup: fifteen oil cards (five each of 1, 2 and 3) are shuffled; each keeper draws two. The light starts at 0.
 * §4 A round: red, green and blue each play a turn, then the storm. On its turn a keeper plays one card of its hand
 *    (the light rises by its value), then draws one if the deck has any; a keeper without cards passes.
 * §5 The storm blows: the light falls by 1 to 3 (at random), never below 0.
 * §6 The keepers win as soon as the light reaches GOAL; the storm wins when the last round ends before that.
 * §7 Each keeper's hand is known only to the person holding it; the deck's order and the next gust to nobody.
 * §8 A table may set a turn timer: a keeper whose time runs out plays its lowest card (or passes).
 */
import { z } from 'zod';
import { cloneJson } from '../../shared/core/clone';
import { defineGame } from '../../shared/core/define';
import { gameError } from '../../shared/core/errors';
import { asView, type Applied, type GameDefinition, type Viewer } from '../../shared/core/game';
import { randInt, seedRng, shuffle, type RngState } from '../../shared/core/rng';

// [T] the game's numbers, in one place
export const GOAL = 12;
export const ROUNDS = 5;
export const DECK: readonly number[] = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3];
export const HAND = 2;

export const KEEPERS = ['red', 'green', 'blue'] as const;
export type Keeper = (typeof KEEPERS)[number];
const ORDER = [...KEEPERS, 'storm'] as const;
export const STORM = 'storm';

export const optionsSchema = z.strictObject({
  players: z.number().int().min(1).max(3).default(1),
  /** §8 a table setting: seconds per keeper's turn (absent: no timer). */
  turnSeconds: z.number().int().min(5).max(120).optional().meta({ table: true }),
});
export type Options = z.infer<typeof optionsSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.number().int().min(1).max(3) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('blow') }),
]);
export type Action = z.infer<typeof actionSchema>;

export type Event =
  | { type: 'played'; keeper: Keeper; card: number }
  | { type: 'drew'; keeper: Keeper; card: number | null }
  | { type: 'blew'; gust: number }
  | { type: 'ended'; winner: 'keepers' | 'storm' };

export interface State {
  v: number;
  options: Options;
  rng: RngState;
  deck: number[];
  hands: Record<Keeper, number[]>;
  /** The cards played, face up. */
  spent: number[];
  light: number;
  round: number;
  /** Whose turn it is: a keeper, or the storm. */
  turn: (typeof ORDER)[number];
  result: { winner: 'keepers' | 'storm'; reason: 'lit' | 'dark' } | null;
}

/** What a viewer sees: the hands it holds, the others' as hidden cards (null), the deck as its size. */
export type View = Omit<State, 'rng' | 'deck' | 'hands'> & { deck: number; hands: Record<Keeper, (number | null)[]> };

/** §2 the person holding a keeper's role. */
export const holder = (players: number, k: Keeper): string => `p${(KEEPERS.indexOf(k) % players) + 1}`;
const holds = (s: State, viewer: Viewer, k: Keeper) => holder(s.options.players, k) === viewer;
const active = (s: State): string | null =>
  s.result ? null : s.turn === STORM ? STORM : holder(s.options.players, s.turn);

function setup(options: Options, seed: number): { state: State; events: Event[] } {
  const rng = seedRng(seed);
  const deck = shuffle(rng, [...DECK]);
  const hands = { red: deck.splice(0, HAND), green: deck.splice(0, HAND), blue: deck.splice(0, HAND) };
  const state: State = { v: 0, options, rng, deck, hands, spent: [], light: 0, round: 1, turn: 'red', result: null };
  return { state, events: KEEPERS.flatMap((keeper) => hands[keeper].map((card) => ({ type: 'drew', keeper, card }))) };
}

function legalActions(s: State, seat: string): Action[] {
  if (active(s) !== seat) return [];
  if (s.turn === STORM) return [{ type: 'blow' }];
  const hand = s.hands[s.turn];
  return hand.length ? [...new Set(hand)].sort().map((card) => ({ type: 'play', card })) : [{ type: 'pass' }];
}

/** The turn after this one (§4), and the end (§6). */
function next(s: State, events: Event[]): void {
  if (s.light >= GOAL) s.result = { winner: 'keepers', reason: 'lit' };
  else if (s.turn === STORM && s.round === ROUNDS) s.result = { winner: 'storm', reason: 'dark' };
  if (s.result) {
    events.push({ type: 'ended', winner: s.result.winner });
    return;
  }
  const i = ORDER.indexOf(s.turn);
  if (s.turn === STORM) s.round++;
  s.turn = ORDER[(i + 1) % ORDER.length];
}

function applyInPlace(s: State, seat: string, input: unknown): Applied<Event> {
  if (s.result) return { ok: false, error: gameError('gameOver') };
  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: gameError('notAnAction') };
  if (active(s) !== seat) return { ok: false, error: gameError('notYourTurn') };
  const a = parsed.data;
  const events: Event[] = [];
  if (s.turn === STORM) {
    if (a.type !== 'blow') return { ok: false, error: gameError('illegal') };
    const gust = 1 + randInt(s.rng, 3); // §5
    s.light = Math.max(0, s.light - gust);
    events.push({ type: 'blew', gust });
  } else {
    const keeper = s.turn;
    const hand = s.hands[keeper];
    if (a.type === 'pass' ? hand.length > 0 : a.type !== 'play' || !hand.includes(a.card))
      return { ok: false, error: gameError('illegal') };
    if (a.type === 'play') {
      hand.splice(hand.indexOf(a.card), 1);
      s.spent.push(a.card);
      s.light += a.card;
      events.push({ type: 'played', keeper, card: a.card });
      const card = s.deck.shift();
      if (card !== undefined) {
        hand.push(card);
        events.push({ type: 'drew', keeper, card });
      }
    }
  }
  s.v++;
  next(s, events);
  return { ok: true, value: events };
}

function view(s: State, viewer: Viewer): View {
  const hands = {} as View['hands'];
  for (const k of KEEPERS) hands[k] = s.hands[k].map((c) => (holds(s, viewer, k) ? c : null));
  const { rng: _rng, deck, hands: _hands, ...open } = cloneJson(s);
  return { ...open, deck: deck.length, hands };
}

/** §7 a copy that differs only in what `viewer` alone knows (its hands) and in hidden randomness. */
function perturbSecrets(s: State, viewer: Viewer, seed: number): State {
  const c = cloneJson(s);
  const rng = seedRng(seed);
  for (const k of KEEPERS.filter((k) => holds(c, viewer, k))) {
    const pool = shuffle(rng, [...c.hands[k], ...c.deck]);
    c.hands[k] = pool.splice(0, c.hands[k].length);
    c.deck = pool;
  }
  c.deck = shuffle(rng, c.deck);
  c.rng = seedRng(seed ^ 0x5a5a);
  return c;
}

/** Every card is somewhere, once (§3). */
function invariants(s: State): string[] {
  const all = [...s.deck, ...KEEPERS.flatMap((k) => s.hands[k]), ...s.spent].sort();
  return JSON.stringify(all) === JSON.stringify([...DECK].sort()) ? [] : ['the cards do not add up to the deck'];
}

/** A computer keeper plays its brightest card ('bright') or its first ('first'); the storm blows. */
function choose(v: View, level: string): Action {
  if (v.turn === STORM) return { type: 'blow' };
  const hand = v.hands[v.turn].filter((c): c is number => c !== null);
  if (!hand.length) return { type: 'pass' };
  return { type: 'play', card: level === 'first' ? hand[0] : Math.max(...hand) };
}

export const lanterns: GameDefinition<State, Options, Action, Event, View> = defineGame({
  id: 'lanterns',
  rulesVersion: 1,
  optionsSchema,
  actionSchema,
  // §1 the keepers are people; the storm is a side no person can take
  seats: (o) => [
    ...KEEPERS.slice(0, o.players).map((_, i) => ({ id: `p${i + 1}`, team: 'keepers', playable: true })),
    { id: STORM, team: 'storm', playable: false },
  ],
  // §2 roles held by one person: the lobby and the seat list show them
  seatRoles: (o, _s, seat) => KEEPERS.filter((k) => holder(o.players, k) === seat),
  setup,
  activeSeats: (s) => {
    const seat = active(s);
    return seat ? [seat] : [];
  },
  promptId: (s, seat) => (active(s) === seat ? `t${s.v}` : null),
  legalActions,
  applyInPlace,
  view: (s, viewer) => asView(view(s, viewer)),
  fullView: (s) => asView({ ...view(s, 'spectator'), hands: cloneJson(s.hands), deck: s.deck.length }),
  privateKeys: ['hands'],
  // §7 the card a keeper draws is seen by its holder alone
  redactEvent: (s, e, viewer) =>
    e.type === 'drew' && !holds(s, viewer, e.keeper) ? { type: 'drew', keeper: e.keeper, card: null } : e,
  perturbSecrets,
  invariants,
  outcome: (s) =>
    s.result && {
      winners: s.result.winner === 'keepers' ? KEEPERS.slice(0, s.options.players).map((_, i) => `p${i + 1}`) : [STORM],
      reason: s.result.reason,
    },
  // §8 the table's turn timer; every decision's clock is defineGame's
  turnClocks: (s) => {
    const seat = active(s);
    const seconds = s.options.turnSeconds;
    return seconds && seat && seat !== STORM ? [{ key: `turn:${s.v}`, seats: [seat], kind: 'turn', seconds }] : [];
  },
  timeoutAction: (s, seat) => (active(s) === seat && s.turn !== STORM ? (legalActions(s, seat)[0] ?? null) : null),
  computer: {
    levels: ['first', 'bright'],
    defaultLevel: 'bright',
    heavy: [],
    choose: (req) => choose(req.view, req.level),
    hint: (req) => ({ action: choose(req.view, 'bright'), reason: { key: 'brightest' }, winChance: null }),
  },
});
