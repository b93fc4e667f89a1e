/**
 * The greedy player's rules of thumb (bots/greedy.ts) on the compact game (sim.ts), and whole-game playouts with
 * them: the search player's model of how a game goes on. Each choice is the greedy player's own, down to the order
 * in which it breaks ties, so a playout of greedy opponents is what they would really do with those dice.
 */
import { ROUNDS } from '../data';
import type { Dice } from './sim';
import {
  CON_COST,
  CON_PTS,
  N_CON,
  N_OFF,
  OFF_COST,
  P_BANK,
  P_COPIED,
  P_MARKS,
  P_PTS,
  P_SHIPPED,
  P_SIZE,
  RES_OF_METAL,
  R_W,
  TERRAIN_OF_RES,
  affordable,
  majorities,
  officesNow,
  avail,
  bankDie,
  build,
  roundOf,
  ship,
  takeContract,
  takeOffice,
  total,
  unbuild,
  unship,
  untakeContract,
  untakeOffice,
  type Table,
  type TurnState,
} from './sim';
import { CLAIM_SPACES } from '../data';

/** What a banked resource is worth to the greedy player (C, W, S, G), as in bots/greedy.ts. */
export const RES_VALUE = [1.1, 1.3, 1.6, 2.0] as const;
/** The order of worth of the resources for the greedy player's own bank: G, S, W, C. */
const BANK_ORDER = [3, 2, 1, 0] as const;

const bankWorth = (a: Int16Array, o: number): number =>
  0 + a[o] * RES_VALUE[0] + a[o + 1] * RES_VALUE[1] + a[o + 2] * RES_VALUE[2] + a[o + 3] * RES_VALUE[3];

/** The greedy player's estimate: the total now, plus its bank's worth while it has turns to come. */
export function estimate(tb: Table, a: Int16Array, p: number, pos: number): number {
  const t = total(tb, a, p);
  return tb.turnsAfter[pos * tb.n + p] > 0 ? t + bankWorth(a, p * P_SIZE + P_BANK) : t;
}

/** The estimate when the marks have not changed since `maj` was taken (majorities() of the same p). */
function estimateSameMarks(a: Int16Array, o: number, maj: number, withBank: boolean): number {
  const t = a[o + P_PTS] + (maj & 4095) + officesNow(a, o, maj >> 12);
  return withBank ? t + bankWorth(a, o + P_BANK) : t;
}

// The kinds of step, in the engine's order of legal actions.
const CAMP = 0;
const SETTLE = 1;
const CONTRACT = 2;
const OFFICE = 3;
const SHIP = 4;

/** One greedy step on a turn in progress: the spend that raises the estimate most, applied; false if none does. */
function greedySpend(tb: Table, a: Int16Array, p: number, pos: number, ts: TurnState): boolean {
  const o = p * P_SIZE;
  const withBank = tb.turnsAfter[pos * tb.n + p] > 0;
  const maj = majorities(tb, a, p);
  const base = estimateSameMarks(a, o, maj, withBank);
  let bestGain = 0.01;
  let kind = -1;
  let arg = 0;
  let arg2 = 0;
  const room = CLAIM_SPACES - a[o + P_MARKS + ts.terrain];
  if (!ts.built && avail(a, o, ts, R_W) >= 1) {
    if (room >= 1) {
      const paid = build(a, o, ts, 1);
      const g = estimate(tb, a, p, pos) - base;
      unbuild(a, o, ts, 1, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = CAMP;
      }
    }
    if (room >= 2 && avail(a, o, ts, R_W) >= 2) {
      const paid = build(a, o, ts, 2);
      const g = estimate(tb, a, p, pos) - base;
      unbuild(a, o, ts, 2, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = SETTLE;
      }
    }
  }
  if (!ts.contract)
    for (let c = 0; c < N_CON; c++) {
      if (a[tb.conOwner + c] >= 0 || !affordable(a, o, ts, CON_COST[c])) continue;
      const paid = takeContract(tb, a, p, ts, c);
      const g = estimateSameMarks(a, o, maj, withBank) - base;
      untakeContract(tb, a, p, ts, c, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = CONTRACT;
        arg = c;
      }
    }
  if (!ts.office)
    for (let f = 0; f < N_OFF; f++) {
      if (a[tb.offOwner + f] >= 0 || !affordable(a, o, ts, OFF_COST[f])) continue;
      const paid = takeOffice(tb, a, p, ts, f);
      const g = estimateSameMarks(a, o, maj, withBank) - base;
      untakeOffice(tb, a, p, ts, f, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = OFFICE;
        arg = f;
      }
    }
  for (let m = 0; m < 3; m++) {
    const max = Math.min(5 - a[o + P_SHIPPED + m], avail(a, o, ts, RES_OF_METAL[m]));
    for (let k = 1; k <= max; k++) {
      const r = ship(tb, a, p, ts, m, k);
      const g = estimateSameMarks(a, o, maj, withBank) - base;
      unship(tb, a, p, ts, m, k, r);
      if (g > bestGain) {
        bestGain = g;
        kind = SHIP;
        arg = m;
        arg2 = k;
      }
    }
  }
  switch (kind) {
    case CAMP:
      build(a, o, ts, 1);
      return true;
    case SETTLE:
      build(a, o, ts, 2);
      return true;
    case CONTRACT:
      takeContract(tb, a, p, ts, arg);
      return true;
    case OFFICE:
      takeOffice(tb, a, p, ts, arg);
      return true;
    case SHIP:
      ship(tb, a, p, ts, arg, arg2);
      return true;
  }
  return false;
}

/** The greedy player plays out a turn in progress: spends while it gains, banks its best leftover die, ends. */
export function greedyRest(tb: Table, a: Int16Array, p: number, pos: number, ts: TurnState): void {
  for (let i = 0; i < 20; i++) {
    if (greedySpend(tb, a, p, pos, ts)) continue;
    if (ts.banked || roundOf(tb, pos) >= ROUNDS) return;
    let r = -1;
    for (const x of BANK_ORDER)
      if (ts.free[x] > 0) {
        r = x;
        break;
      }
    if (r < 0) return;
    bankDie(a, p * P_SIZE, ts, r);
  }
}

/** A scratch array per use, so that playouts allocate nothing per turn. */
export class Scratch {
  readonly try: Int16Array;
  readonly best: Int16Array;
  readonly ts: TurnState = {
    free: [0, 0, 0, 0],
    terrain: 0,
    built: false,
    contract: false,
    office: false,
    banked: false,
  };
  constructor(size: number) {
    this.try = new Int16Array(size);
    this.best = new Int16Array(size);
  }
}

export function startTurn(ts: TurnState, dice: readonly number[], terrainDie: number): TurnState {
  ts.free[0] = ts.free[1] = ts.free[2] = ts.free[3] = 0;
  for (let i = 0; i < dice.length; i++) if (i !== terrainDie) ts.free[dice[i]]++;
  ts.terrain = TERRAIN_OF_RES[dice[terrainDie]];
  ts.built = ts.contract = ts.office = ts.banked = false;
  return ts;
}

/**
 * The greedy player's whole turn on the roll `dice`: each distinct face as the terrain, played out greedily, and
 * the best kept. Returns the terrain die's index; `a` holds the turn's end.
 */
export function greedyTurn(tb: Table, a: Int16Array, p: number, pos: number, dice: readonly number[], sc: Scratch) {
  let bestV = -Infinity;
  let bestDie = 0;
  for (let i = 0; i < dice.length; i++) {
    if (dice.indexOf(dice[i]) !== i) continue; // one try per distinct face
    sc.try.set(a);
    greedyRest(tb, sc.try, p, pos, startTurn(sc.ts, dice, i));
    const v = estimate(tb, sc.try, p, pos);
    if (v > bestV) {
      bestV = v;
      bestDie = i;
      sc.best.set(sc.try);
    }
  }
  a.set(sc.best);
  return bestDie;
}

/** The greedy player's copy (bots/greedy.ts copyChoice): the resource its open contracts lack most. */
export function greedyCopy(tb: Table, a: Int16Array, q: number, faces: readonly number[]): number {
  const o = q * P_SIZE + P_BANK;
  const need = [RES_VALUE[0], RES_VALUE[1], RES_VALUE[2], RES_VALUE[3]];
  for (let c = 0; c < N_CON; c++) {
    if (a[tb.conOwner + c] >= 0) continue;
    for (let m = 0; m < 3; m++) {
      const r = RES_OF_METAL[m];
      if (CON_COST[c][r] > a[o + r]) need[r] += 0.05 * CON_PTS[c];
    }
  }
  let best = faces[0];
  for (const f of faces) if (need[f] > need[best]) best = f;
  return best;
}

/** The others' copies on a roll (§8), each as the greedy player would (copies resolve once the turn is over). */
export function copies(tb: Table, a: Int16Array, pos: number, roller: number, faces: readonly number[]): void {
  for (let q = 0; q < tb.n; q++) {
    if (q === roller || a[q * P_SIZE + P_COPIED]) continue;
    if (roller >= 0 && !tb.copyFrom[q * tb.n + roller]) continue;
    if (tb.nextTurn[pos * tb.n + q] < 0) continue;
    const f = greedyCopy(tb, a, q, faces);
    a[q * P_SIZE + P_BANK + f]++;
    a[q * P_SIZE + P_COPIED] = 1;
  }
}

/** Plays the game on from the roll after `pos` to its end, every seat greedy. */
export function playout(tb: Table, a: Int16Array, pos: number, dice: Dice, sc: Scratch): void {
  const roll = [0, 0, 0, 0];
  const faces = [0, 0, 0];
  for (let at = pos + 1; at < tb.schedule.length; at++) {
    const who = tb.schedule[at];
    if (who < 0) {
      faces[0] = dice.face();
      faces[1] = dice.face();
      faces[2] = dice.face();
    } else {
      a[who * P_SIZE + P_COPIED] = 0;
      for (let i = 0; i < 4; i++) roll[i] = dice.face();
      const td = greedyTurn(tb, a, who, at, roll, sc);
      for (let i = 0, j = 0; i < 4; i++) if (i !== td) faces[j++] = roll[i];
    }
    copies(tb, a, at, who, faces);
  }
}
