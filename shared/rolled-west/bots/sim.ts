/**
 * A compact copy of Rolled West for the search player to think with: every sheet and every owner in one Int16Array
 * (cloned with one slice), the rules the bots need (pay dice first, then the bank §6.1; claims §7.1; contracts §7.2;
 * offices §7.3; shipping §7.4; the own bank §7.5; copies §8) and the end scoring (§10). It is about a hundred times
 * faster than cloning the engine's state, which is what makes whole-game rollouts affordable. The engine stays the
 * judge: `test/games/rolled-west/bots.test.ts` plays the two side by side.
 */
import {
  CLAIMS,
  CONTRACTS,
  DIE_FACES,
  OFFICES,
  RESOURCES,
  ROUNDS,
  SHIPPING,
  SHIP_SPACES,
  TERRAINS,
  TERRAIN_OF,
  type OfficeEffect,
  type Res,
} from '../data';
import { GHOST } from '../rules';
import type { View } from '../types';

// Resources by index (RESOURCES order): C 0, W 1, S 2, G 3. Metals by index: C 0, S 1, G 2. Terrains by index
// (TERRAINS order): woods 0, valley 1, hills 2, mountains 3.
export const R_C = 0;
export const R_W = 1;
export const R_S = 2;
export const R_G = 3;
export const RES_OF_METAL = [R_C, R_S, R_G] as const;
export const resIndex = (r: Res): number => RESOURCES.indexOf(r);
/** The terrain a face names, by index. */
export const TERRAIN_OF_RES: readonly number[] = RESOURCES.map((r) => TERRAINS.indexOf(TERRAIN_OF[r]));
/** The 12 faces of a die as resource indices (§4). */
export const FACES: readonly number[] = DIE_FACES.map(resIndex);

/** Claim points and stars by the number of marks on a track: prefix sums of §3.5. */
export const CLAIM_PTS: readonly (readonly number[])[] = TERRAINS.map((t) =>
  CLAIMS[t].points.reduce<number[]>((acc, p) => [...acc, (acc.at(-1) ?? 0) + p], [0]),
);
export const CLAIM_STARS: readonly (readonly number[])[] = TERRAINS.map((t) =>
  CLAIMS[t].stars.reduce<number[]>((acc, p) => [...acc, (acc.at(-1) ?? 0) + p], [0]),
);
export const MAJ_FIRST: readonly number[] = TERRAINS.map((t) => CLAIMS[t].majority[0]);
export const MAJ_SECOND: readonly number[] = TERRAINS.map((t) => CLAIMS[t].majority[1]);
/** Shipping: the big and small number of each space (equal where the space has one number). */
export const SHIP_BIG: readonly (readonly number[])[] = (['C', 'S', 'G'] as const).map((m) =>
  SHIPPING[m].map((sp) => (typeof sp === 'number' ? sp : sp[0])),
);
export const SHIP_SMALL: readonly (readonly number[])[] = (['C', 'S', 'G'] as const).map((m) =>
  SHIPPING[m].map((sp) => (typeof sp === 'number' ? sp : sp[1])),
);
export const SHIP_STARRED: readonly boolean[] = SHIPPING.C.map((sp) => typeof sp !== 'number');
/** Contract costs as [C, W, S, G] and points. */
export const CON_COST: readonly (readonly number[])[] = CONTRACTS.map((c) =>
  RESOURCES.map((r) => (r === 'W' ? 0 : (c.cost[r] ?? 0))),
);
export const CON_PTS: readonly number[] = CONTRACTS.map((c) => c.points);
export const OFF_COST: readonly (readonly number[])[] = OFFICES.map((o) =>
  RESOURCES.map((r) => (o.row === r ? 1 : 0) + (o.col === r ? 1 : 0)),
);
const EFFECTS: readonly OfficeEffect[] = [
  'perOfficePlusContract',
  'perOfficePlusFirstMajority',
  'perCompletedShipping3',
  'perSettlement2',
  'flat6',
  'perCopperShippedOrContracted',
  'perStar',
  'perOffice2PlusCompletedShipping2',
  'perContract3',
];
export const OFF_EFFECT: readonly number[] = OFFICES.map((o) => EFFECTS.indexOf(o.effect));
export const N_CON = CONTRACTS.length;
export const N_OFF = OFFICES.length;

// One player's block in the array.
export const P_BANK = 0; // 4 resources
export const P_MARKS = 4; // 4 terrains
export const P_CIRCLES = 8; // 4 terrains
export const P_SHIPPED = 12; // 3 metals
export const P_OFFICES = 15; // bit mask over OFFICES
export const P_CONTRACTS = 16; // bit mask over CONTRACTS
export const P_NOFF = 17;
export const P_NCON = 18;
export const P_CCOPPER = 19; // copper paid into contracts (the SG office)
export const P_PTS = 20; // claims + shipping + contracts, scored as marked
export const P_COPIED = 21; // has copied since its own latest turn began (§8)
export const P_SIZE = 22;

/** The fixed facts of a game: players, schedule, who may copy from whom. */
export interface Table {
  n: number;
  seats: readonly string[];
  /** Each roll: the player's index in turn order, or -1 for the ghost. */
  schedule: Int8Array;
  rounds: Int8Array;
  /** copyFrom[q * n + r]: q may copy from r's rolls (§8); the ghost's rolls anyone may copy. */
  copyFrom: Uint8Array;
  /** nextTurn[pos * n + p]: the index of p's next roll after pos, or -1. */
  nextTurn: Int16Array;
  /** turnsAfter[pos * n + p]: p's rolls after pos. */
  turnsAfter: Int8Array;
  secondForAll: boolean;
  /** Global fields' offsets. */
  offOwner: number;
  conOwner: number;
  bigOwner: number;
  size: number;
}

export function makeTable(v: Pick<View, 'order' | 'schedule' | 'rounds' | 'options'>): Table {
  const n = v.order.length;
  const len = v.schedule.length;
  const schedule = Int8Array.from(v.schedule.map((s) => (s === GHOST ? -1 : v.order.indexOf(s))));
  const copyFrom = new Uint8Array(n * n);
  for (let q = 0; q < n; q++)
    for (let r = 0; r < n; r++) {
      if (q === r) continue;
      const neighbours = (q + 1) % n === r || (r + 1) % n === q;
      copyFrom[q * n + r] = v.options.bankFromAnyOpponent || n <= 3 || neighbours ? 1 : 0;
    }
  const nextTurn = new Int16Array((len + 1) * n).fill(-1);
  const turnsAfter = new Int8Array((len + 1) * n);
  for (let pos = len - 1; pos >= 0; pos--)
    for (let p = 0; p < n; p++) {
      const after = pos + 1 < len && schedule[pos + 1] === p;
      nextTurn[pos * n + p] = after ? pos + 1 : nextTurn[(pos + 1) * n + p];
      turnsAfter[pos * n + p] = turnsAfter[(pos + 1) * n + p] + (after ? 1 : 0);
    }
  const offOwner = n * P_SIZE;
  const conOwner = offOwner + N_OFF;
  const bigOwner = conOwner + N_CON;
  return {
    n,
    seats: [...v.order],
    schedule,
    rounds: Int8Array.from(v.rounds),
    copyFrom,
    nextTurn,
    turnsAfter,
    secondForAll: v.options.majoritySecondForAll,
    offOwner,
    conOwner,
    bigOwner,
    size: bigOwner + 3 * SHIP_SPACES,
  };
}

/** The sheets and owners of a view as one array (owners: player index, or -1). */
export function encode(tb: Table, v: Pick<View, 'sheets' | 'officeOwner' | 'contractOwner' | 'shipBigOwner'>) {
  const a = new Int16Array(tb.size);
  tb.seats.forEach((seat, p) => {
    const sh = v.sheets[seat];
    const o = p * P_SIZE;
    RESOURCES.forEach((r, i) => (a[o + P_BANK + i] = sh.bank[r]));
    TERRAINS.forEach((t, i) => {
      a[o + P_MARKS + i] = sh.claims[t].filter((x) => x !== null).length;
      a[o + P_CIRCLES + i] = sh.claims[t].filter((x) => x === 'O').length;
    });
    (['C', 'S', 'G'] as const).forEach((m, i) => (a[o + P_SHIPPED + i] = sh.shipped[m]));
    a[o + P_OFFICES] = OFFICES.reduce((b, x, i) => (sh.offices.includes(x.id) ? b | (1 << i) : b), 0);
    a[o + P_CONTRACTS] = CONTRACTS.reduce((b, x, i) => (sh.contracts.includes(x.id) ? b | (1 << i) : b), 0);
    a[o + P_NOFF] = sh.offices.length;
    a[o + P_NCON] = sh.contracts.length;
    a[o + P_CCOPPER] = sh.contractCopper;
    a[o + P_PTS] = sh.points.claims + sh.points.shipping + sh.points.contracts;
    a[o + P_COPIED] = sh.copied ? 1 : 0;
  });
  const owner = (seat: string | null) => (seat === null ? -1 : tb.seats.indexOf(seat));
  OFFICES.forEach((x, i) => (a[tb.offOwner + i] = owner(v.officeOwner[x.id])));
  CONTRACTS.forEach((x, i) => (a[tb.conOwner + i] = owner(v.contractOwner[x.id])));
  (['C', 'S', 'G'] as const).forEach((m, i) =>
    v.shipBigOwner[m].forEach((s, j) => (a[tb.bigOwner + i * SHIP_SPACES + j] = owner(s))),
  );
  return a;
}

// ---------------------------------------------------------------------------------------------------- scoring

/** §10 p's majority bonus in one terrain and whether it is first (returned as bonus, first place sets bit 8). */
function majority(tb: Table, a: Int16Array, p: number, t: number): number {
  const mine = a[p * P_SIZE + P_MARKS + t];
  if (mine === 0) return 0;
  const key = mine * 16 + a[p * P_SIZE + P_CIRCLES + t];
  let top = key;
  for (let q = 0; q < tb.n; q++) {
    const m = a[q * P_SIZE + P_MARKS + t];
    if (m === 0) continue;
    const k = m * 16 + a[q * P_SIZE + P_CIRCLES + t];
    if (k > top) top = k;
  }
  if (key === top) return MAJ_FIRST[t] | 256;
  if (tb.secondForAll) return MAJ_SECOND[t];
  let second = 0;
  for (let q = 0; q < tb.n; q++) {
    const m = a[q * P_SIZE + P_MARKS + t];
    if (m === 0) continue;
    const k = m * 16 + a[q * P_SIZE + P_CIRCLES + t];
    if (k < top && k > second) second = k;
  }
  return key === second ? MAJ_SECOND[t] : 0;
}

export function completedRows(a: Int16Array, o: number): number {
  let n = 0;
  for (let m = 0; m < 3; m++) if (a[o + P_SHIPPED + m] >= SHIP_SPACES) n++;
  return n;
}

export function stars(a: Int16Array, o: number): number {
  let n = 0;
  for (let t = 0; t < 4; t++) n += CLAIM_STARS[t][a[o + P_MARKS + t]];
  for (let m = 0; m < 3; m++) {
    const s = a[o + P_SHIPPED + m];
    for (let i = 0; i < s; i++) if (SHIP_STARRED[i]) n++;
  }
  return n;
}

/** §3.2 what one office scores for its owner now. */
export function officeValue(a: Int16Array, o: number, effect: number, firsts: number): number {
  switch (effect) {
    case 0:
      return a[o + P_NOFF] + a[o + P_NCON];
    case 1:
      return a[o + P_NOFF] + firsts;
    case 2:
      return 3 * completedRows(a, o);
    case 3:
      return 2 * (a[o + P_CIRCLES] + a[o + P_CIRCLES + 1] + a[o + P_CIRCLES + 2] + a[o + P_CIRCLES + 3]);
    case 4:
      return 6;
    case 5:
      return a[o + P_SHIPPED] + a[o + P_CCOPPER];
    case 6:
      return stars(a, o);
    case 7:
      return 2 * a[o + P_NOFF] + 2 * completedRows(a, o);
    default:
      return 3 * a[o + P_NCON];
  }
}

/** p's majority bonuses as they stand (low byte per unit: points; firsts in bits 12+). */
export function majorities(tb: Table, a: Int16Array, p: number): number {
  let sum = 0;
  let firsts = 0;
  for (let t = 0; t < 4; t++) {
    const m = majority(tb, a, p, t);
    sum += m & 255;
    if (m & 256) firsts++;
  }
  return sum | (firsts << 12);
}

/** p's offices' worth now, given its first places. */
export function officesNow(a: Int16Array, o: number, firsts: number): number {
  const offices = a[o + P_OFFICES];
  let sum = 0;
  if (offices) for (let i = 0; i < N_OFF; i++) if (offices & (1 << i)) sum += officeValue(a, o, OFF_EFFECT[i], firsts);
  return sum;
}

/** p's total if the game ended now: points, majorities as they stand, offices (as `scores` in rules.ts). */
export function total(tb: Table, a: Int16Array, p: number): number {
  const o = p * P_SIZE;
  const m = majorities(tb, a, p);
  return a[o + P_PTS] + (m & 4095) + officesNow(a, o, m >> 12);
}

// ---------------------------------------------------------------------------------------------------- a turn

/**
 * A turn in progress: the free resource dice as counts per resource (the terrain die is not among them) and what
 * the turn has used up (§6.1: one build, one contract, one office, one own bank).
 */
export interface TurnState {
  free: number[];
  terrain: number;
  built: boolean;
  contract: boolean;
  office: boolean;
  banked: boolean;
}

export const avail = (a: Int16Array, o: number, ts: TurnState, r: number): number => ts.free[r] + a[o + P_BANK + r];

/** §6.1 pays dice first, then the bank; returns what came from the bank per resource (for undo), packed 4 bits each. */
export function pay(a: Int16Array, o: number, ts: TurnState, cost: readonly number[]): number {
  let fromBank = 0;
  for (let r = 0; r < 4; r++) {
    const need = cost[r];
    if (!need) continue;
    const d = Math.min(ts.free[r], need);
    ts.free[r] -= d;
    a[o + P_BANK + r] -= need - d;
    fromBank |= (need - d) << (4 * r);
  }
  return fromBank;
}

export function unpay(a: Int16Array, o: number, ts: TurnState, cost: readonly number[], fromBank: number): void {
  for (let r = 0; r < 4; r++) {
    const need = cost[r];
    if (!need) continue;
    const b = (fromBank >> (4 * r)) & 15;
    a[o + P_BANK + r] += b;
    ts.free[r] += need - b;
  }
}

export const affordable = (a: Int16Array, o: number, ts: TurnState, cost: readonly number[]): boolean =>
  avail(a, o, ts, 0) >= cost[0] &&
  avail(a, o, ts, 1) >= cost[1] &&
  avail(a, o, ts, 2) >= cost[2] &&
  avail(a, o, ts, 3) >= cost[3];

const WOOD1 = [0, 1, 0, 0];
const WOOD2 = [0, 2, 0, 0];
const METAL_COST: readonly (readonly (readonly number[])[])[] = [0, 1, 2].map((m) =>
  [0, 1, 2, 3, 4, 5].map((k) => [0, 1, 2, 3].map((r) => (r === RES_OF_METAL[m] ? k : 0))),
);

/** §7.1 a camp (marks 1) or a settlement (marks 2); returns the bank payment for undo. */
export function build(a: Int16Array, o: number, ts: TurnState, marks: 1 | 2): number {
  const t = ts.terrain;
  const from = a[o + P_MARKS + t];
  const paid = pay(a, o, ts, marks === 1 ? WOOD1 : WOOD2);
  a[o + P_MARKS + t] = from + marks;
  if (marks === 2) a[o + P_CIRCLES + t]++;
  a[o + P_PTS] += CLAIM_PTS[t][from + marks] - CLAIM_PTS[t][from];
  ts.built = true;
  return paid;
}

export function unbuild(a: Int16Array, o: number, ts: TurnState, marks: 1 | 2, paid: number): void {
  const t = ts.terrain;
  const to = a[o + P_MARKS + t];
  a[o + P_PTS] -= CLAIM_PTS[t][to] - CLAIM_PTS[t][to - marks];
  a[o + P_MARKS + t] = to - marks;
  if (marks === 2) a[o + P_CIRCLES + t]--;
  unpay(a, o, ts, marks === 1 ? WOOD1 : WOOD2, paid);
  ts.built = false;
}

export function takeContract(tb: Table, a: Int16Array, p: number, ts: TurnState, c: number): number {
  const o = p * P_SIZE;
  const paid = pay(a, o, ts, CON_COST[c]);
  a[o + P_CONTRACTS] |= 1 << c;
  a[o + P_NCON]++;
  a[o + P_CCOPPER] += CON_COST[c][R_C];
  a[o + P_PTS] += CON_PTS[c];
  a[tb.conOwner + c] = p;
  ts.contract = true;
  return paid;
}

export function untakeContract(tb: Table, a: Int16Array, p: number, ts: TurnState, c: number, paid: number): void {
  const o = p * P_SIZE;
  a[o + P_CONTRACTS] &= ~(1 << c);
  a[o + P_NCON]--;
  a[o + P_CCOPPER] -= CON_COST[c][R_C];
  a[o + P_PTS] -= CON_PTS[c];
  a[tb.conOwner + c] = -1;
  unpay(a, o, ts, CON_COST[c], paid);
  ts.contract = false;
}

export function takeOffice(tb: Table, a: Int16Array, p: number, ts: TurnState, f: number): number {
  const o = p * P_SIZE;
  const paid = pay(a, o, ts, OFF_COST[f]);
  a[o + P_OFFICES] |= 1 << f;
  a[o + P_NOFF]++;
  a[tb.offOwner + f] = p;
  ts.office = true;
  return paid;
}

export function untakeOffice(tb: Table, a: Int16Array, p: number, ts: TurnState, f: number, paid: number): void {
  const o = p * P_SIZE;
  a[o + P_OFFICES] &= ~(1 << f);
  a[o + P_NOFF]--;
  a[tb.offOwner + f] = -1;
  unpay(a, o, ts, OFF_COST[f], paid);
  ts.office = false;
}

/**
 * §7.4 ships k of metal m: returns the bank payment (low 16 bits) and which spaces took their big number (bits 16+),
 * for undo.
 */
export function ship(tb: Table, a: Int16Array, p: number, ts: TurnState, m: number, k: number): number {
  const o = p * P_SIZE;
  const paid = pay(a, o, ts, METAL_COST[m][k]);
  const from = a[o + P_SHIPPED + m];
  let pts = 0;
  let bigs = 0;
  for (let i = from; i < from + k; i++) {
    const own = tb.bigOwner + m * SHIP_SPACES + i;
    if (SHIP_STARRED[i] && a[own] < 0) {
      pts += SHIP_BIG[m][i];
      a[own] = p;
      bigs |= 1 << i;
    } else pts += SHIP_SMALL[m][i];
  }
  a[o + P_SHIPPED + m] = from + k;
  a[o + P_PTS] += pts;
  return paid | (bigs << 16) | (pts << 21);
}

export function unship(tb: Table, a: Int16Array, p: number, ts: TurnState, m: number, k: number, r: number): void {
  const o = p * P_SIZE;
  const bigs = (r >> 16) & 31;
  a[o + P_PTS] -= r >> 21;
  a[o + P_SHIPPED + m] -= k;
  for (let i = 0; i < SHIP_SPACES; i++) if (bigs & (1 << i)) a[tb.bigOwner + m * SHIP_SPACES + i] = -1;
  unpay(a, o, ts, METAL_COST[m][k], r & 0xffff);
}

/** §7.5 banks one free die of resource r. */
export function bankDie(a: Int16Array, o: number, ts: TurnState, r: number): void {
  ts.free[r]--;
  a[o + P_BANK + r]++;
  ts.banked = true;
}

// ---------------------------------------------------------------------------------------------------- dice

/** A small fast generator (mulberry32) for sampled rolls; the search seeds one per rollout. */
export class Dice {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  face(): number {
    return FACES[Math.floor(this.next() * 12)];
  }
}

export const roundOf = (tb: Table, pos: number): number => tb.rounds[Math.min(pos, tb.rounds.length - 1)] ?? ROUNDS;
