/**
 * The property-test game runner shared by the property-*.test.ts files (split so vitest runs them in parallel).
 * One fast-check run = one seeded random game, checked after every action.
 */
import fc from 'fast-check';
import { describeError } from '../../shared/core/errors';
import { cloneJson, equalJson } from '../../shared/core/clone';
import { Random } from '../../shared/core/rng';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { ROLE_IDS, humanDeck, kaijuDeck } from '../../shared/vulcanus/data/cards';
import { TOWN_IDS } from '../../shared/vulcanus/data/map';
import { apply, legalActions, redactEvent, replay, setup, view, vulcanus } from '../../shared/vulcanus/index';
import { checkInvariants } from '../../shared/vulcanus/invariants';
import {
  HUMAN_SEATS,
  type Action,
  type Options,
  type Seat,
  type State,
  type Viewer,
} from '../../shared/vulcanus/types';
import { secretsFor } from './helpers';

const activeSeats = (s: State): Seat[] => vulcanus.activeSeats(s) as Seat[];

export interface GameChecks {
  /** Check the §10 views every this many actions (0: never). */
  viewEvery: number;
  /** Try garbage actions every this many actions (0: never). */
  garbageEvery: number;
  /** Replay the log and compare the final state. */
  replay: boolean;
  /** JSON round trip at one point and continue identically from the copy. */
  jsonRoundTrip: boolean;
  /**
   * Start round 1's planning from a late-game position (high research, a partly filled defense track, eager
   * players), so that research 30, freezing shells, an empty attack supply and a full defense track happen too.
   */
  boost?: boolean;
}

/**
 * Moves the arranged late-game position into the state, keeping every piece conserved: high research, and
 * citizens already on the defense track (even seeds) or on the damage track with some lava (odd seeds), so that
 * both tracks fill in some games.
 */
function boostState(s: State, seed: number): void {
  s.humans.research = 18 + (seed % 12);
  let n = 12 + (seed % 14);
  const d = seed % 2 === 0 ? s.tracks.defense : s.tracks.damage;
  for (const t of s.towns)
    while (n > 0 && t.citizens > 0) {
      t.citizens--;
      d.cells[d.cells.indexOf('')] = 'c';
      n--;
    }
  if (d === s.tracks.damage) {
    // Lava burnt earlier, from the juvenile pool (left with one, so the kaiju does not grow here).
    const burnt = s.kaiju.pools[0] - 1;
    s.kaiju.pools[0] -= burnt;
    for (let i = 0; i < burnt; i++) d.cells[d.cells.indexOf('')] = 'l';
  }
}

/** Prefers doing something over passing, and the humans' strongest options. */
function eagerAction(s: State, seat: Seat, rng: Random): Action | null {
  const p = s.prompts.find((q) => q.seat === seat);
  if (p && p.options.length > 1) {
    const act = p.options.filter((o) => o.type !== 'pass');
    const strong = act.filter(
      (o) => o.type === 'option' && ['tile', 'freezingShell', 'fire', 'buildBase', 'vip'].includes(o.option),
    );
    if (seat !== 'kaiju' && strong.length) return rng.pick(strong);
    if (act.length && rng.float() < 0.9) return rng.pick(act);
  }
  return randomAction(s, seat, rng);
}

const ALL_CARDS = [...kaijuDeck(), ...ROLE_IDS.flatMap((r) => humanDeck(r))];
const SLOTS = ['A1', 'K1', 'B1', 'A2', 'K2', 'B2', 'A3', 'K3', 'B3', 'C4', '__proto__', 'toString', ''];
const PIECES = ['citizens', 'vips', 'fire', 'sdf', 'kaiju', 'lava', 'dragon'];

/** Malformed and well-formed actions of every kind, mostly illegal in any given state. */
export const garbageAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    0,
    42,
    'done',
    [],
    {},
    { type: 7 },
    { type: 'nope' },
    { type: '' },
    { type: 'pass', x: 1 },
    { type: '__proto__' },
    { type: 'constructor' },
    { type: 'toString' },
    { type: 'hasOwnProperty' },
  ),
  fc.record({ type: fc.constant('town'), town: fc.oneof(fc.constantFrom(...TOWN_IDS), fc.string()) }),
  fc.record({
    type: fc.constant('move'),
    piece: fc.constantFrom(...PIECES),
    from: fc.constantFrom(...TOWN_IDS),
    to: fc.constantFrom(...TOWN_IDS),
  }),
  fc.record({
    type: fc.constant('people'),
    citizens: fc.integer({ min: -2, max: 5 }),
    vips: fc.integer({ min: -1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('option'),
    option: fc.constantFrom('lava', 'fire', 'killAll', 'twoLava', 'buildBase', 'x'),
  }),
  fc.record({ type: fc.constant('node'), node: fc.constantFrom('walk', 'lavaFlow', 'roar', 'wings') }),
  fc.record({
    type: fc.constant('claim'),
    role: fc.constantFrom(...ROLE_IDS, 'kaiju'),
    line: fc.constantFrom('row1', 'colA', 'colB', 'colC'),
  }),
  fc.record({ type: fc.constant('place'), card: fc.constantFrom(...ALL_CARDS, 'x'), slot: fc.constantFrom(...SLOTS) }),
  fc.record({ type: fc.constant('takeBack'), slot: fc.constantFrom(...SLOTS) }),
  fc.record({
    type: fc.constant('redraw'),
    role: fc.constantFrom(...ROLE_IDS),
    cards: fc.array(fc.constantFrom(...ALL_CARDS), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('bonus'), tile: fc.constantFrom('crossing', 'tower', 'sensoji', 'nope') }),
  fc.record({ type: fc.constant('role'), role: fc.constantFrom(...ROLE_IDS) }),
  fc.constant({ type: 'done' }),
  fc.constant({ type: 'timeout' }),
);

const garbageSeat: fc.Arbitrary<string> = fc.constantFrom(
  'kaiju',
  'h1',
  'h2',
  'h3',
  'spectator',
  'h4',
  '',
  '__proto__',
);

export const optionsArb: fc.Arbitrary<Options> = fc.record({
  humans: fc.constantFrom(1 as const, 2 as const, 3 as const),
  level: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
});

function viewersOf(s: State): Viewer[] {
  return ['kaiju', ...HUMAN_SEATS.slice(0, s.options.humans), 'spectator'];
}

/** Whether an accepted action is one the seat could legally take (redraw subsets compare as sets). */
function isListed(legal: Action[], a: unknown): boolean {
  if (legal.some((l) => equalJson(l, a))) return true;
  const x = a as Action;
  if (x?.type !== 'redraw' || !Array.isArray(x.cards)) return false;
  const key = [...x.cards].sort().join();
  return legal.some((l) => l.type === 'redraw' && l.role === x.role && [...l.cards].sort().join() === key);
}

function fail(msg: string): never {
  throw new Error(msg);
}

const PUBLIC_EVENTS = new Set([
  'cardRevealed',
  'cardResolved',
  'continuityTarget',
  'eventRevealed',
  'bonusTileRevealed',
]);

function checkViews(s: State, events: ReturnType<typeof vulcanus.applyInPlace> | null): void {
  // The state is plain JSON: a round trip gives an equal state (no undefined fields, no class instances).
  if (!equalJson(JSON.parse(JSON.stringify(s)), s)) fail('the state does not survive a JSON round trip');
  for (const viewer of viewersOf(s)) {
    const v = view(s, viewer);
    const json = JSON.stringify(v);
    const secrets = secretsFor(s, viewer);
    for (const id of secrets) if (json.includes(`"${id}"`)) fail(`${viewer} view holds secret ${id}`);
    if (v.kaiju.deck.some((c) => c !== '?') || v.humans.roles.some((r) => r.deck.some((c) => c !== '?')))
      fail(`${viewer} view shows a deck`);
    if (v.rng.some((n) => n !== 0)) fail(`${viewer} view holds the generator state`);
    if (v.seed === s.seed && s.seed !== 0) fail(`${viewer} view holds the seed (replaying setup reveals every deck)`);
    // The shape and counts stay as they are.
    if (v.kaiju.hand.length !== s.kaiju.hand.length) fail('view changed a count');
    if (viewer !== 'spectator') {
      const p = s.prompts.find((q) => q.seat === viewer);
      if (p && !equalJson(legalActions(v, viewer), legalActions(s, viewer)))
        fail(`legalActions on ${viewer}'s own view differ from the state's`);
    }
    if (events && events.ok)
      for (const e of events.value) {
        // These make a card or tile public on purpose; it may be secret again by the end of the action
        // (e.g. a resolved card shuffled back and drawn for the next round).
        if (PUBLIC_EVENTS.has(e.type)) continue;
        const r = redactEvent(s, e, viewer);
        if (r === null) continue;
        const ej = JSON.stringify(r);
        for (const id of secrets) if (ej.includes(`"${id}"`)) fail(`${viewer} receives secret ${id} in ${e.type}`);
      }
  }
}

/** Prompts: a single-option prompt is answered at once, so none is left pending; options are distinct. */
function checkPrompts(s: State): void {
  for (const p of s.prompts) {
    if (p.kind === 'planHumans' || p.kind === 'planKaiju') continue;
    if (p.options.length < 2) fail(`${p.kind} pending with ${p.options.length} option(s)`);
    if (new Set(p.options.map((o) => JSON.stringify(o))).size !== p.options.length) fail(`${p.kind} repeats an option`);
  }
  if (new Set(s.prompts.map((p) => p.seat)).size !== s.prompts.length) fail('two prompts for one seat');
}

/** Every action legalActions lists is accepted (a few sampled per active seat). */
function checkLegalAccepted(s: State, rng: Random): void {
  for (const seat of activeSeats(s)) {
    const legal = legalActions(s, seat);
    for (let i = 0; i < Math.min(4, legal.length); i++) {
      const a = legal[rng.int(legal.length)];
      const r = apply(s, seat, a);
      if (!r.ok) fail(`listed action rejected for ${seat}: ${JSON.stringify(a)}: ${describeError(r.error)}`);
    }
  }
}

function checkGarbage(s: State, seed: number): void {
  const samples = fc.sample(fc.tuple(garbageSeat, garbageAction), { seed, numRuns: 6 });
  for (const [seat, a] of samples) {
    const before = cloneJson(s);
    const legal = seat === 'spectator' || !activeSeats(s).includes(seat as Seat) ? [] : legalActions(s, seat as Seat);
    const copy = cloneJson(s);
    const r = vulcanus.applyInPlace(copy, seat as Seat, a);
    if (r.ok) {
      // A seat may end its own planning early the way its timer would (timeoutAction); the server owns timers.
      const timeout = activeSeats(s).includes(seat as Seat) ? vulcanus.timeoutAction(s, seat as Seat) : null;
      if (!isListed(timeout ? [...legal, timeout] : legal, a))
        fail(`accepted an unlisted action for ${seat}: ${JSON.stringify(a)}`);
      continue;
    }
    if (typeof r.error.code !== 'string' || r.error.code.length === 0) fail('rejection without an error code');
    if (!equalJson(copy, before)) fail(`a rejected action changed the state: ${JSON.stringify(a)}`);
    if (!equalJson(s, before)) fail('apply changed its input');
  }
}

export interface PlayedGame {
  state: State;
  actions: { seat: Seat; action: Action }[];
}

/** Plays one random game with every check of GameChecks; throws on the first broken property. */
export function checkedGame(options: Options, seed: number, checks: GameChecks): PlayedGame {
  const rng = new Random(seed * 2654435761);
  const { state } = setup(options, seed);
  const actions: PlayedGame['actions'] = [];
  const roundTripAt = checks.jsonRoundTrip ? 20 + (seed % 150) : -1;
  let snapshot: { json: string; at: number } | null = null;
  let boosted = !checks.boost;
  for (let n = 0; !state.result; n++) {
    if (n > 20000) fail('game did not end');
    if (n === roundTripAt) snapshot = { json: JSON.stringify(state), at: actions.length };
    if (!boosted && state.phase === 'planning') {
      boostState(state, seed);
      boosted = true;
    }
    const seats = activeSeats(state);
    if (!seats.length) fail('nobody to act');
    const seat = seats[rng.int(seats.length)];
    // Now and then a planning timer runs out (§7.2.4) instead of the seat finishing its plan.
    const timeout = vulcanus.timeoutAction(state, seat);
    const a = timeout && rng.float() < 0.08 ? timeout : (checks.boost ? eagerAction : randomAction)(state, seat, rng);
    if (!a) fail(`no legal action for ${seat}`);
    if (checks.garbageEvery && n % checks.garbageEvery === 0) {
      checkGarbage(state, seed * 1000 + n);
      checkLegalAccepted(state, rng);
    }
    let r: ReturnType<typeof vulcanus.applyInPlace>;
    // Setup (role picks, the returned bonus tile) is always checked, then every viewEvery actions.
    if (checks.viewEvery && (n < 12 || n % checks.viewEvery === 0)) {
      // The pure apply never mutates its input.
      const before = cloneJson(state);
      const p = apply(state, seat, a);
      if (!equalJson(state, before)) fail('apply mutated its input');
      r = vulcanus.applyInPlace(state, seat, a);
      if (!p.ok || !r.ok || !equalJson(p.value.state, state)) fail('apply and applyInPlace disagree');
      checkViews(state, r);
      checkPrompts(state);
    } else r = vulcanus.applyInPlace(state, seat, a);
    if (!r.ok) fail(`legal action rejected: ${describeError(r.error)} (${JSON.stringify(a)})`);
    actions.push({ seat, action: a });
    const bad = checkInvariants(state);
    if (bad.length) fail(`after action ${n} (${seat} ${JSON.stringify(a)}): ${bad.join('; ')}`);
    if (state.round > 6) fail('round beyond 6');
  }
  if (state.result === null || state.round > 6) fail('no result by round 6');
  if (activeSeats(state).length) fail('seats active after the end');
  if (checks.replay) {
    const re = replay(options, seed, actions);
    if (!re.ok) fail(`replay failed: ${re.error}`);
    if (!equalJson(re.value, state)) fail('replay differs from the played game');
  }
  if (snapshot) {
    const copy = JSON.parse(snapshot.json) as State;
    if (!equalJson(JSON.parse(JSON.stringify(copy)), copy)) fail('JSON round trip is not stable');
    for (const { seat, action } of actions.slice(snapshot.at)) {
      const r = vulcanus.applyInPlace(copy, seat, action);
      if (!r.ok) fail(`continuing from the JSON copy failed: ${describeError(r.error)}`);
    }
    if (!equalJson(copy, state)) fail('play from the JSON copy differs');
  }
  return { state, actions };
}

export interface Coverage {
  games: number;
  ends: Record<string, number>;
  research30: number;
  noAttackLeft: number;
  bonusPlaced: number;
  allPoolsEmpty: number;
}

/** Runs `runs` games through fast-check (fixed seed, so the suite is deterministic); returns what they reached. */
export function propertyGames(runs: number, fcSeed: number, checks: GameChecks): Coverage {
  const cov: Coverage = { games: 0, ends: {}, research30: 0, noAttackLeft: 0, bonusPlaced: 0, allPoolsEmpty: 0 };
  fc.assert(
    fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
      const { state: s } = checkedGame(options, seed, checks);
      const end = `${s.result?.reason}:${s.result?.winner}`;
      cov.games++;
      cov.ends[end] = (cov.ends[end] ?? 0) + 1;
      if (s.humans.research >= 30) cov.research30++;
      if (s.humans.attackSupply === 0) cov.noAttackLeft++;
      if (s.kaiju.bonusPlaced.length) cov.bonusPlaced++;
      if (s.kaiju.stage >= 6) cov.allPoolsEmpty++;
    }),
    { numRuns: runs, seed: fcSeed, endOnFailure: true },
  );
  return cov;
}
