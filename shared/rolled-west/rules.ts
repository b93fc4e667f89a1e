/**
 * Rolled West's rules (rolled-west.md): setup, legal actions, apply, views and scoring. Pure functions over a
 * plain-JSON state; the dice come from the seeded generator kept in the state.
 */
import { cloneJson } from '../core/clone';
import { gameError, type GameError } from '../core/errors';
import { asView, type ClockSpec, type SeatView, type Viewer } from '../core/game';
import type { Result } from '../core/result';
import { randInt, seedRng } from '../core/rng';
import {
  CAMP_WOOD,
  CLAIMS,
  CLAIM_SPACES,
  CONTRACTS,
  DICE,
  DIE_FACES,
  GHOST_DICE,
  GHOST_LAST_ROUND,
  METALS,
  OFFICES,
  RESOURCES,
  ROUNDS,
  SETTLEMENT_WOOD,
  SHIPPING,
  SHIP_SPACES,
  TERRAINS,
  TERRAIN_OF,
  type Metal,
  type Res,
  type Terrain,
} from './data';
import type { Action, FinalScore, GameEvent, Options, Sheet, Snapshot, State, View } from './types';

export const GHOST = 'ghost';
export const PLAYER_SEATS = ['p1', 'p2', 'p3', 'p4'] as const;

const err = (code: string, params?: Record<string, string | number>): { ok: false; error: GameError } => ({
  ok: false,
  error: gameError(code, params),
});

const zero = <K extends string>(keys: readonly K[], v: number): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, v])) as Record<K, number>;

function emptySheet(): Sheet {
  return {
    bank: zero(RESOURCES, 0),
    light: Array(ROUNDS).fill(null),
    dark: Array(ROUNDS).fill(null),
    claims: Object.fromEntries(TERRAINS.map((t) => [t, Array(CLAIM_SPACES).fill(null)])) as Sheet['claims'],
    shipped: zero(METALS, 0),
    shipBig: Object.fromEntries(METALS.map((m) => [m, Array(SHIP_SPACES).fill(false)])) as Sheet['shipBig'],
    offices: [],
    contracts: [],
    contractCopper: 0,
    points: { claims: 0, shipping: 0, contracts: 0 },
    autoBank: null,
    copied: false,
  };
}

export function seatsOf(o: Options): string[] {
  return [...PLAYER_SEATS.slice(0, o.players), ...(o.players === 2 ? [GHOST] : [])];
}

// ---------------------------------------------------------------------------------------------------- setup

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const rng = seedRng(seed);
  const players = PLAYER_SEATS.slice(0, options.players) as string[];
  // §5.1 [R] the first player is chosen at random; seat order is turn order and never changes [S1].
  const first = randInt(rng, players.length);
  const order = [...players.slice(first), ...players.slice(0, first)];
  const schedule: string[] = [];
  const rounds: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    for (const p of order) {
      schedule.push(p);
      rounds.push(r);
      // §9 with two players the ghost rolls after player 2 (the second in turn order) in rounds 1–5 [S1]
      if (options.players === 2 && p === order[1] && r <= GHOST_LAST_ROUND) {
        schedule.push(GHOST);
        rounds.push(r);
      }
    }
  }
  const state: State = {
    v: 0,
    rng,
    options,
    order,
    schedule,
    rounds,
    pos: 0,
    turn: null,
    ghost: null,
    window: null,
    sheets: Object.fromEntries(players.map((p) => [p, emptySheet()])),
    officeOwner: Object.fromEntries(OFFICES.map((o) => [o.id, null])),
    contractOwner: Object.fromEntries(CONTRACTS.map((c) => [c.id, null])),
    shipBigOwner: Object.fromEntries(METALS.map((m) => [m, Array(SHIP_SPACES).fill(null)])) as State['shipBigOwner'],
    final: null,
    winners: null,
  };
  const events: GameEvent[] = [];
  startRoll(state, events);
  return { state, events };
}

// ---------------------------------------------------------------------------------------------------- helpers

const roll = (s: State, n: number): Res[] =>
  Array.from({ length: n }, () => DIE_FACES[randInt(s.rng, DIE_FACES.length)]);

export const round = (s: State): number => s.rounds[Math.min(s.pos, s.rounds.length - 1)] ?? ROUNDS;

/** §8 a player still has a turn to come after the current roll. */
function turnAhead(s: State, seat: string): number {
  for (let i = s.pos + 1; i < s.schedule.length; i++) if (s.schedule[i] === seat) return i;
  return -1;
}

/** §8 whose rolls a player may copy: neighbours (before or after in turn order); with 2 or 3 players, everyone. */
function mayCopyFrom(s: State, seat: string, roller: string): boolean {
  if (seat === roller) return false;
  if (roller === GHOST || s.options.bankFromAnyOpponent || s.order.length <= 3) return true;
  const i = s.order.indexOf(seat);
  const j = s.order.indexOf(roller);
  const n = s.order.length;
  return (i + 1) % n === j || (j + 1) % n === i; // [R] 4 players: not the player opposite
}

/** The faces on the table a player may pay with: the turn's free resource dice. */
function freeFaces(s: State): Res[] {
  const t = s.turn;
  if (!t || t.terrain === null) return [];
  return t.dice.filter((_, i) => i !== t.terrain && t.use[i] === 'free');
}

function available(s: State, seat: string, r: Res): number {
  return freeFaces(s).filter((f) => f === r).length + s.sheets[seat].bank[r];
}

function affordable(s: State, seat: string, cost: Partial<Record<Res, number>>): boolean {
  return RESOURCES.every((r) => available(s, seat, r) >= (cost[r] ?? 0));
}

/** §6.1 pays from the unspent dice first, then from the bank [S1][R: never worse for the player]. */
function pay(s: State, seat: string, cost: Partial<Record<Res, number>>): void {
  const t = s.turn;
  if (!t) return;
  const sheet = s.sheets[seat];
  for (const r of RESOURCES) {
    let need = cost[r] ?? 0;
    for (let i = 0; i < t.dice.length && need > 0; i++)
      if (i !== t.terrain && t.use[i] === 'free' && t.dice[i] === r) {
        t.use[i] = 'spent';
        need--;
      }
    sheet.bank[r] -= need;
  }
}

const emptySpaces = (marks: (string | null)[]): number => marks.filter((m) => m === null).length;
const chosenTerrain = (s: State): Terrain | null =>
  s.turn && s.turn.terrain !== null ? TERRAIN_OF[s.turn.dice[s.turn.terrain]] : null;

function shipCost(s: State, seat: string, metal: Metal): number {
  return SHIP_SPACES - s.sheets[seat].shipped[metal];
}

function snapshot(s: State): Snapshot {
  const t = s.turn as NonNullable<State['turn']>;
  return {
    sheet: cloneJson(s.sheets[t.seat]),
    use: [...t.use],
    built: t.built,
    contract: t.contract,
    office: t.office,
    banked: t.banked,
  };
}

// ---------------------------------------------------------------------------------------------------- the flow

function startRoll(s: State, events: GameEvent[]): void {
  const seat = s.schedule[s.pos];
  const r = s.rounds[s.pos];
  if (s.pos === 0 || s.rounds[s.pos - 1] !== r) events.push({ type: 'roundStarted', round: r });
  s.window = null;
  if (seat === GHOST) {
    s.turn = null;
    s.ghost = null; // its roll waits for its seat's 'roll' (an automated seat: the host plays it)
    return;
  }
  s.ghost = null;
  const sheet = s.sheets[seat];
  // §8 the copy right refreshes, and the auto-bank choice is cleared, at the start of one's own turn
  sheet.copied = false;
  sheet.autoBank = null;
  const dice = roll(s, DICE);
  s.turn = {
    seat,
    dice,
    terrain: null,
    use: dice.map(() => 'free'),
    built: false,
    contract: false,
    office: false,
    banked: false,
    ended: false,
    undo: [],
  };
  events.push({ type: 'diceRolled', seat, dice: [...dice] });
}

/** §8 opens the others' banking window on a roll: auto-banks answer at once, the others are prompted. */
function openWindow(s: State, roller: string, faces: Res[], events: GameEvent[]): void {
  const w = { roller, faces, waiting: [] as string[], answers: {} as Record<string, Res | 'pass'> };
  s.window = w;
  for (const seat of s.order) {
    const sheet = s.sheets[seat];
    if (!mayCopyFrom(s, seat, roller) || sheet.copied) continue;
    const next = turnAhead(s, seat);
    if (next < 0) continue; // §8 not after one's last turn
    if (sheet.autoBank) {
      if (faces.includes(sheet.autoBank)) {
        copy(s, seat, sheet.autoBank, true, events);
        continue;
      }
      // §8 auto-bank passes without a prompt, except on the last chance (the roll just before one's own turn).
      // [R] §12 the choice stays private, but its effect is a move like any other: the pass is announced, so
      // nobody learns from a silent change of who is asked (what it tells — that the choice is not on the
      // table — is what the player's own pass would tell).
      if (next !== s.pos + 1) {
        w.answers[seat] = 'pass';
        events.push({ type: 'bankPassed', seat, auto: true });
        continue;
      }
    }
    w.waiting.push(seat);
  }
}

function copy(s: State, seat: string, face: Res, auto: boolean, events: GameEvent[]): void {
  const sheet = s.sheets[seat];
  sheet.bank[face]++;
  sheet.copied = true;
  // the dark box of the round of the player's next turn: one between-turns bank before each own turn (§13)
  const next = turnAhead(s, seat);
  const col = (next >= 0 ? s.rounds[next] : round(s)) - 1;
  sheet.dark[col] = face;
  if (s.window) s.window.answers[seat] = face;
  events.push({ type: 'resourceBanked', seat, res: face, kind: 'between', auto });
}

/** The next roll begins once the turn is over and the window on it has closed (§6.1.4, §8). */
function maybeAdvance(s: State, events: GameEvent[]): void {
  const w = s.window;
  if (w && w.waiting.length > 0) return;
  const seat = s.schedule[s.pos];
  if (seat === GHOST ? s.ghost === null : !s.turn?.ended) return;
  s.pos++;
  if (s.pos >= s.schedule.length) {
    s.turn = null;
    s.ghost = null;
    s.window = null;
    endGame(s, events);
    return;
  }
  startRoll(s, events);
}

// ---------------------------------------------------------------------------------------------------- legal actions

export function activeSeats(s: State): string[] {
  if (s.winners) return [];
  const out: string[] = [];
  const seat = s.schedule[s.pos];
  if (seat === GHOST && s.ghost === null) out.push(GHOST);
  if (s.turn && !s.turn.ended) out.push(s.turn.seat);
  for (const w of s.window?.waiting ?? []) if (!out.includes(w)) out.push(w);
  return out;
}

export function promptId(s: State, seat: string): string | null {
  if (s.winners) return null;
  if (seat === GHOST) return s.schedule[s.pos] === GHOST && s.ghost === null ? `roll:${s.pos}` : null;
  // A banker's decision stays the same while the active player spends, so its click is never stale.
  if (s.window?.waiting.includes(seat)) return `bank:${s.pos}`;
  if (s.turn?.seat === seat && !s.turn.ended) return `turn:${s.pos}:${s.turn.terrain === null ? 'terrain' : 'spend'}`;
  return null;
}

const distinct = <T>(xs: T[]): T[] => [...new Set(xs)];

/** What the seat must decide now (its prompts). */
export function legalActions(s: State, seat: string): Action[] {
  if (s.winners) return [];
  const out: Action[] = [];
  if (seat === GHOST) return s.schedule[s.pos] === GHOST && s.ghost === null ? [{ type: 'roll' }] : [];
  const t = s.turn;
  if (t && t.seat === seat && !t.ended) {
    if (t.terrain === null) {
      // §11 chooseTerrain: one of the distinct faces among the dice
      for (const face of distinct(t.dice)) out.push({ type: 'terrain', face });
    } else {
      const sheet = s.sheets[seat];
      const terrain = chosenTerrain(s) as Terrain;
      const room = emptySpaces(sheet.claims[terrain]);
      if (!t.built && room >= 1 && available(s, seat, 'W') >= CAMP_WOOD) out.push({ type: 'camp' });
      if (!t.built && room >= 2 && available(s, seat, 'W') >= SETTLEMENT_WOOD) out.push({ type: 'settlement' });
      if (!t.contract)
        for (const c of CONTRACTS)
          if (s.contractOwner[c.id] === null && affordable(s, seat, c.cost)) out.push({ type: 'contract', id: c.id });
      if (!t.office)
        for (const o of OFFICES)
          if (s.officeOwner[o.id] === null && affordable(s, seat, officeCost(o.id)))
            out.push({ type: 'office', id: o.id });
      for (const m of METALS) {
        const max = Math.min(shipCost(s, seat, m), available(s, seat, m));
        for (let n = 1; n <= max; n++) out.push({ type: 'ship', metal: m, n });
      }
      // §7.5 one own-turn bank, never in round 6 [R]
      if (!t.banked && round(s) < ROUNDS) for (const face of distinct(freeFaces(s))) out.push({ type: 'bank', face });
      if (t.undo.length) out.push({ type: 'undo' });
      out.push({ type: 'endTurn' });
    }
  }
  if (s.window?.waiting.includes(seat)) {
    for (const face of distinct(s.window.faces)) out.push({ type: 'copy', face });
    out.push({ type: 'pass' });
  }
  return out;
}

/** §8 auto-bank: a standing preference, set at any time before one's last turn (not a decision). */
export function standingActions(s: State, seat: string): Action[] {
  if (s.winners || !(seat in s.sheets) || turnAhead(s, seat) < 0) return [];
  const cur = s.sheets[seat].autoBank;
  return ([null, ...RESOURCES] as (Res | null)[]).filter((r) => r !== cur).map((res) => ({ type: 'autoBank', res }));
}

export function officeCost(id: string): Partial<Record<Res, number>> {
  const o = OFFICES.find((x) => x.id === id);
  if (!o) return {};
  const c: Partial<Record<Res, number>> = {};
  c[o.row] = (c[o.row] ?? 0) + 1;
  c[o.col] = (c[o.col] ?? 0) + 1;
  return c;
}

// ---------------------------------------------------------------------------------------------------- apply

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Changes `s` in place; a refusal changes nothing. */
export function applyMut(s: State, seat: string, raw: unknown): Result<GameEvent[], GameError> {
  if (s.winners) return err('gameOver');
  const a = normalize(raw);
  if (!a) return err('notAnAction');
  const legal = [...legalActions(s, seat), ...standingActions(s, seat)];
  if (!legal.some((x) => sameAction(x, a))) {
    if (!activeSeats(s).includes(seat) && a.type !== 'autoBank') return err('notYourTurn');
    return err('illegal');
  }
  const events: GameEvent[] = [];
  s.v++;
  const t = s.turn;
  switch (a.type) {
    case 'roll': {
      // §9 the ghost rolls three dice, chooses nothing, and opens the window at once
      s.ghost = roll(s, GHOST_DICE);
      events.push({ type: 'ghostRolled', dice: [...s.ghost] });
      openWindow(s, GHOST, [...s.ghost], events);
      maybeAdvance(s, events);
      break;
    }
    case 'terrain': {
      if (!t) break;
      t.terrain = t.dice.indexOf(a.face);
      events.push({ type: 'terrainChosen', seat, face: a.face, terrain: TERRAIN_OF[a.face] });
      // §8 the window opens when the terrain is chosen: the three other dice may be copied
      openWindow(
        s,
        seat,
        t.dice.filter((_, i) => i !== t.terrain),
        events,
      );
      break;
    }
    case 'camp':
    case 'settlement': {
      if (!t) break;
      t.undo.push(snapshot(s));
      const sheet = s.sheets[seat];
      const terrain = chosenTerrain(s) as Terrain;
      const marks = sheet.claims[terrain];
      const i = marks.indexOf(null);
      pay(s, seat, { W: a.type === 'camp' ? CAMP_WOOD : SETTLEMENT_WOOD });
      // §7.1 a camp marks the leftmost empty space; a settlement that one (a triangle) and the next (a circle)
      let points = CLAIMS[terrain].points[i];
      marks[i] = 'T';
      if (a.type === 'settlement') {
        marks[i + 1] = 'O';
        points += CLAIMS[terrain].points[i + 1];
      }
      sheet.points.claims += points;
      t.built = true;
      events.push({ type: a.type === 'camp' ? 'campBuilt' : 'settlementBuilt', seat, terrain, space: i, points });
      break;
    }
    case 'contract': {
      if (!t) break;
      const c = CONTRACTS.find((x) => x.id === a.id);
      if (!c) break;
      pay(s, seat, c.cost);
      const sheet = s.sheets[seat];
      sheet.contracts.push(c.id);
      sheet.contractCopper += c.cost.C ?? 0;
      sheet.points.contracts += c.points;
      s.contractOwner[c.id] = seat;
      t.contract = true;
      t.undo = []; // §11 [R] an exclusive take changes every other sheet: undo stops here
      events.push({ type: 'contractCompleted', seat, id: c.id, points: c.points });
      crossOut(s, seat, 'contract', c.id, events);
      break;
    }
    case 'office': {
      if (!t) break;
      pay(s, seat, officeCost(a.id));
      s.sheets[seat].offices.push(a.id);
      s.officeOwner[a.id] = seat;
      t.office = true;
      t.undo = [];
      events.push({ type: 'officeBought', seat, id: a.id });
      crossOut(s, seat, 'office', a.id, events);
      break;
    }
    case 'ship': {
      if (!t) break;
      const snap = snapshot(s);
      pay(s, seat, { [a.metal]: a.n });
      const sheet = s.sheets[seat];
      const from = sheet.shipped[a.metal];
      let points = 0;
      const firstBonus: number[] = [];
      for (let i = from; i < from + a.n; i++) {
        const space = SHIPPING[a.metal][i];
        if (typeof space === 'number') points += space;
        else if (s.shipBigOwner[a.metal][i] === null) {
          // §7.4 the first to mark a two-number space scores the big number; it is crossed out elsewhere
          points += space[0];
          s.shipBigOwner[a.metal][i] = seat;
          sheet.shipBig[a.metal][i] = true;
          firstBonus.push(i);
        } else points += space[1];
      }
      sheet.shipped[a.metal] = from + a.n;
      sheet.points.shipping += points;
      if (firstBonus.length) t.undo = [];
      else t.undo.push(snap);
      events.push({ type: 'shipped', seat, metal: a.metal, from, n: a.n, points, firstBonus });
      for (const i of firstBonus) crossOut(s, seat, 'ship', `${a.metal}${i + 1}`, events);
      break;
    }
    case 'bank': {
      if (!t) break;
      t.undo.push(snapshot(s));
      const i = t.dice.findIndex((f, j) => f === a.face && j !== t.terrain && t.use[j] === 'free');
      t.use[i] = 'banked';
      t.banked = true;
      const sheet = s.sheets[seat];
      sheet.bank[a.face]++;
      sheet.light[round(s) - 1] = a.face;
      events.push({ type: 'resourceBanked', seat, res: a.face, kind: 'own', auto: false });
      break;
    }
    case 'undo': {
      if (!t) break;
      const snap = t.undo.pop() as Snapshot;
      // keep what the undone steps never touched: the auto-bank choice and the copy right belong to the player
      const sheet = s.sheets[seat];
      s.sheets[seat] = { ...snap.sheet, autoBank: sheet.autoBank, copied: sheet.copied };
      t.use = snap.use;
      t.built = snap.built;
      t.contract = snap.contract;
      t.office = snap.office;
      t.banked = snap.banked;
      events.push({ type: 'undone', seat });
      break;
    }
    case 'endTurn': {
      if (!t) break;
      t.ended = true;
      t.undo = [];
      events.push({ type: 'turnEnded', seat });
      maybeAdvance(s, events);
      break;
    }
    case 'copy':
    case 'pass': {
      const w = s.window;
      if (!w) break;
      w.waiting = w.waiting.filter((x) => x !== seat);
      if (a.type === 'copy') copy(s, seat, a.face, false, events);
      else {
        w.answers[seat] = 'pass';
        events.push({ type: 'bankPassed', seat, auto: false });
      }
      maybeAdvance(s, events);
      break;
    }
    case 'autoBank': {
      s.sheets[seat].autoBank = a.res;
      events.push({ type: 'autoBankSet', seat, res: a.res });
      break;
    }
  }
  return { ok: true, value: events };
}

function crossOut(s: State, by: string, item: 'contract' | 'office' | 'ship', id: string, events: GameEvent[]): void {
  for (const p of s.order) if (p !== by) events.push({ type: 'itemCrossedOut', sheet: p, by, item, id });
}

/** A well-formed action, copied field by field (never the caller's object), or null. */
function normalize(raw: unknown): Action | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const type = Object.prototype.hasOwnProperty.call(o, 'type') ? o.type : undefined;
  const res = (x: unknown): x is Res => typeof x === 'string' && (RESOURCES as readonly string[]).includes(x);
  const str = (x: unknown): x is string => typeof x === 'string' && x.length <= 8;
  const keys = Object.keys(o);
  const only = (...k: string[]) => keys.length === k.length + 1 && k.every((x) => keys.includes(x));
  switch (type) {
    case 'roll':
    case 'camp':
    case 'settlement':
    case 'undo':
    case 'endTurn':
    case 'pass':
      return only() ? { type } : null;
    case 'terrain':
    case 'bank':
    case 'copy':
      return only('face') && res(o.face) ? { type, face: o.face } : null;
    case 'contract':
    case 'office':
      return only('id') && str(o.id) ? { type, id: o.id } : null;
    case 'ship':
      return only('metal', 'n') &&
        typeof o.metal === 'string' &&
        (METALS as readonly string[]).includes(o.metal) &&
        typeof o.n === 'number' &&
        Number.isInteger(o.n)
        ? { type, metal: o.metal as Metal, n: o.n }
        : null;
    case 'autoBank':
      return only('res') && (o.res === null || res(o.res)) ? { type, res: o.res as Res | null } : null;
    default:
      return null;
  }
}

export function apply(
  s: State,
  seat: string,
  action: unknown,
): Result<{ state: State; events: GameEvent[] }, GameError> {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  return r.ok ? { ok: true, value: { state: next, events: r.value } } : r;
}

// ---------------------------------------------------------------------------------------------------- the end

/** §10 majority per terrain: marks, then circles; the top group scores the first bonus, the next the second. */
export function majorities(s: State): { terrain: Terrain; seat: string; place: 1 | 2; points: number }[] {
  const out: { terrain: Terrain; seat: string; place: 1 | 2; points: number }[] = [];
  for (const t of TERRAINS) {
    const ranked = s.order
      .map((seat) => {
        const m = s.sheets[seat].claims[t];
        return { seat, marks: m.filter((x) => x !== null).length, circles: m.filter((x) => x === 'O').length };
      })
      .filter((x) => x.marks > 0) // a player with no mark never scores its bonus
      .sort((a, b) => b.marks - a.marks || b.circles - a.circles);
    if (!ranked.length) continue;
    const same = (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
      a.marks === b.marks && a.circles === b.circles;
    const top = ranked.filter((x) => same(x, ranked[0]));
    const rest = ranked.filter((x) => !same(x, ranked[0]));
    const [first, second] = CLAIMS[t].majority;
    for (const x of top) out.push({ terrain: t, seat: x.seat, place: 1, points: first });
    // [R] option majoritySecondForAll: everyone below the top group scores the second bonus (the seed's 2位以下)
    const seconds = s.options.majoritySecondForAll ? rest : rest.filter((x) => rest[0] && same(x, rest[0]));
    for (const x of seconds) out.push({ terrain: t, seat: x.seat, place: 2, points: second });
  }
  return out;
}

const completedRows = (sh: Sheet): number => METALS.filter((m) => sh.shipped[m] >= SHIP_SPACES).length;

export function officeScore(s: State, seat: string, id: string, firstPlaces: number): number {
  const sh = s.sheets[seat];
  const o = OFFICES.find((x) => x.id === id);
  switch (o?.effect) {
    case 'perOfficePlusContract':
      return sh.offices.length + sh.contracts.length;
    case 'perOfficePlusFirstMajority':
      return sh.offices.length + firstPlaces;
    case 'perCompletedShipping3':
      return 3 * completedRows(sh);
    case 'perSettlement2':
      return 2 * TERRAINS.reduce((n, t) => n + sh.claims[t].filter((x) => x === 'O').length, 0);
    case 'flat6':
      return 6;
    case 'perCopperShippedOrContracted':
      return sh.shipped.C + sh.contractCopper;
    case 'perStar': {
      const claimStars = TERRAINS.reduce(
        (n, t) => n + sh.claims[t].filter((x, i) => x !== null && CLAIMS[t].stars[i] === 1).length,
        0,
      );
      const shipStars = METALS.reduce(
        (n, m) => n + SHIPPING[m].filter((sp, i) => typeof sp !== 'number' && i < sh.shipped[m]).length,
        0,
      );
      return claimStars + shipStars;
    }
    case 'perOffice2PlusCompletedShipping2':
      return 2 * sh.offices.length + 2 * completedRows(sh);
    case 'perContract3':
      return 3 * sh.contracts.length;
    default:
      return 0;
  }
}

/** The breakdown of every player's score now (the end's, once the game is over). */
export function scores(s: State): Record<string, FinalScore> {
  const maj = majorities(s);
  return Object.fromEntries(
    s.order.map((seat) => {
      const sh = s.sheets[seat];
      const majority = Object.fromEntries(TERRAINS.map((t) => [t, 0])) as Record<Terrain, number>;
      for (const m of maj) if (m.seat === seat) majority[m.terrain] += m.points;
      const firsts = maj.filter((m) => m.seat === seat && m.place === 1).length;
      const offices = Object.fromEntries(sh.offices.map((id) => [id, officeScore(s, seat, id, firsts)]));
      const total =
        sh.points.claims +
        sh.points.shipping +
        sh.points.contracts +
        Object.values(majority).reduce((a, b) => a + b, 0) +
        Object.values(offices).reduce((a, b) => a + b, 0);
      return [seat, { ...sh.points, majority, offices, total }];
    }),
  );
}

function endGame(s: State, events: GameEvent[]): void {
  for (const m of majorities(s)) events.push({ type: 'majorityScored', ...m });
  const final = scores(s);
  for (const seat of s.order)
    for (const [id, points] of Object.entries(final[seat].offices))
      events.push({ type: 'officeScored', seat, id, points });
  const best = Math.max(...s.order.map((p) => final[p].total));
  // §10 [R] ties share the victory: BGA defines no tie-breaker [S1]
  s.winners = s.order.filter((p) => final[p].total === best);
  s.final = final;
  events.push({
    type: 'gameEnded',
    winners: [...s.winners],
    totals: Object.fromEntries(s.order.map((p) => [p, final[p].total])),
  });
}

// ---------------------------------------------------------------------------------------------------- views

/** The turn as anyone sees it: the undo snapshots stay with the state; a view says only whether there is one. */
function publicTurn(t: State['turn']): View['turn'] {
  if (!t) return null;
  const { undo, ...rest } = t;
  return { ...cloneJson(rest), canUndo: undo.length > 0 };
}

/** §12 everything is open but the generator and each player's auto-bank choice. */
export function view(s: State, viewer: Viewer): SeatView<View> {
  const sheets = Object.fromEntries(
    Object.entries(s.sheets).map(([seat, sh]) => {
      const { autoBank: _hidden, ...pub } = sh;
      return [seat, cloneJson(pub)];
    }),
  );
  const t = s.turn;
  return asView<View>({
    round: round(s),
    pos: s.pos,
    order: [...s.order],
    schedule: [...s.schedule],
    rounds: [...s.rounds],
    turn: publicTurn(t),
    ghost: s.ghost ? [...s.ghost] : null,
    window: s.window ? cloneJson(s.window) : null,
    sheets,
    officeOwner: { ...s.officeOwner },
    contractOwner: { ...s.contractOwner },
    shipBigOwner: cloneJson(s.shipBigOwner),
    final: s.final ? cloneJson(s.final) : null,
    winners: s.winners ? [...s.winners] : null,
    options: { ...s.options },
    me: viewer in s.sheets ? { seat: viewer, autoBank: s.sheets[viewer].autoBank } : null,
  });
}

export const PRIVATE_KEYS = ['me'] as const;

export function privateView(s: State, viewer: Viewer): Partial<View> {
  return { me: viewer in s.sheets ? { seat: viewer, autoBank: s.sheets[viewer].autoBank } : null };
}

/** §12 a player's auto-bank choice is told only to that player. */
/**
 * §12 a player's auto-bank preference is theirs alone: the setting is never sent to anyone else, nor is the mark
 * that an answer came from it. [R] What the others see is the answer, as for any answer: a bank, or a pass. That
 * an answer came at once, unprompted, is §8's own rule ("they pass without a prompt") and shows on any table.
 */
export function redactEvent(_s: State, e: GameEvent, viewer: Viewer): GameEvent | null {
  if (e.type === 'autoBankSet' && e.seat !== viewer) return null;
  if ((e.type === 'resourceBanked' || e.type === 'bankPassed') && e.auto && e.seat !== viewer)
    return { ...e, auto: false };
  return e;
}

// ---------------------------------------------------------------------------------------------------- clocks

/** §8 [R][T] in real-time rooms the window closes bankSeconds after the turn ends (after a ghost roll: after it). */
export function clocks(s: State): ClockSpec[] {
  const w = s.window;
  const seconds = s.options.bankSeconds ?? 0;
  if (!w || !w.waiting.length || seconds <= 0 || s.winners) return [];
  const rollerDone = w.roller === GHOST || !!s.turn?.ended;
  if (!rollerDone) return [];
  return [{ key: `bank:${s.pos}`, seats: [...w.waiting], kind: 'turn', seconds }];
}

export function timeoutAction(s: State, seat: string): Action | null {
  return s.window?.waiting.includes(seat) ? { type: 'pass' } : null;
}

// ---------------------------------------------------------------------------------------------------- invariants

export function invariants(s: State): string[] {
  const out: string[] = [];
  for (const [seat, sh] of Object.entries(s.sheets)) {
    for (const r of RESOURCES) if (sh.bank[r] < 0) out.push(`${seat} has a negative ${r} bank`);
    for (const t of TERRAINS) {
      const m = sh.claims[t];
      if (m.length !== CLAIM_SPACES) out.push(`${seat} ${t} track length`);
      const first = m.indexOf(null);
      if (first >= 0 && m.slice(first).some((x) => x !== null)) out.push(`${seat} ${t} marks are not from the left`);
    }
    for (const m of METALS) if (sh.shipped[m] < 0 || sh.shipped[m] > SHIP_SPACES) out.push(`${seat} ${m} shipping`);
    const claimPts = TERRAINS.reduce(
      (n, t) => n + sh.claims[t].reduce((a, x, i) => a + (x ? CLAIMS[t].points[i] : 0), 0),
      0,
    );
    if (claimPts !== sh.points.claims) out.push(`${seat} claim points ${sh.points.claims} ≠ ${claimPts}`);
    const contractPts = sh.contracts.reduce((n, id) => n + (CONTRACTS.find((c) => c.id === id)?.points ?? 0), 0);
    if (contractPts !== sh.points.contracts) out.push(`${seat} contract points`);
    for (const id of sh.contracts) if (s.contractOwner[id] !== seat) out.push(`${seat} holds contract ${id}`);
    for (const id of sh.offices) if (s.officeOwner[id] !== seat) out.push(`${seat} holds office ${id}`);
    const light = sh.light.filter(Boolean).length;
    const dark = sh.dark.filter(Boolean).length;
    if (light > ROUNDS - 1 || dark > ROUNDS) out.push(`${seat} banked too often`);
  }
  for (const [id, owner] of Object.entries(s.contractOwner))
    if (owner && !s.sheets[owner]?.contracts.includes(id)) out.push(`contract ${id} owner`);
  for (const [id, owner] of Object.entries(s.officeOwner))
    if (owner && !s.sheets[owner]?.offices.includes(id)) out.push(`office ${id} owner`);
  for (const m of METALS)
    s.shipBigOwner[m].forEach((owner, i) => {
      if (owner && !s.sheets[owner].shipBig[m][i]) out.push(`ship ${m}${i + 1} big owner`);
    });
  if (s.turn && s.turn.terrain !== null && s.turn.use[s.turn.terrain] !== 'free') out.push('the terrain die was used');
  return out;
}
