/**
 * A compact copy of Rolled West for the search player to think with: every sheet and every owner in one Int16Array
 * (cloned with one slice), read from a view, and the end scoring (§10); the turn's steps are in turn.ts. It is
 * about a hundred times faster than cloning the engine's state, which is what makes whole-game playouts
 * affordable. The engine stays the judge: `test/games/rolled-west/bots.test.ts` plays the two side by side.
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
export function majority(tb: Table, a: Int16Array, p: number, t: number): number {
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

export const roundOf = (tb: Table, pos: number): number => tb.rounds[Math.min(pos, tb.rounds.length - 1)] ?? ROUNDS;
