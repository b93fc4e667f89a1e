/**
 * The greedy player's rules of thumb (bots/greedy.ts) on the compact game (sim.ts), and whole-game playouts with
 * them: the search player's model of how a game goes on. Each choice is the greedy player's own, down to the order
 * in which it breaks ties, so a playout of greedy opponents is what they would really do with those dice.
 */
import { ROUNDS } from '../data';
import type { Dice } from './turn';
import {
  CON_COST,
  CON_PTS,
  N_CON,
  N_OFF,
  OFF_COST,
  OFF_EFFECT,
  P_BANK,
  P_COPIED,
  P_MARKS,
  P_NOFF,
  P_OFFICES,
  P_PTS,
  P_SHIPPED,
  P_SIZE,
  RES_OF_METAL,
  R_C,
  R_W,
  SHIP_BIG,
  SHIP_SMALL,
  SHIP_STARRED,
  TERRAIN_OF_RES,
  majorities,
  majority,
  officeValue,
  officesNow,
  roundOf,
  total,
  type Table,
} from './sim';
import { affordable, avail, bankDie, build, ship, takeContract, takeOffice, unbuild, type TurnState } from './turn';
import { CLAIM_SPACES, SHIP_SPACES } from '../data';

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

/** The bank's worth once `cost` is paid, dice first (the bank is left as it was). */
function bankWorthAfter(a: Int16Array, o: number, ts: TurnState, cost: readonly number[]): number {
  const b = o + P_BANK;
  const c = Math.max(0, cost[0] - ts.free[0]);
  const w = Math.max(0, cost[1] - ts.free[1]);
  const sv = Math.max(0, cost[2] - ts.free[2]);
  const gd = Math.max(0, cost[3] - ts.free[3]);
  return (
    0 +
    (a[b] - c) * RES_VALUE[0] +
    (a[b + 1] - w) * RES_VALUE[1] +
    (a[b + 2] - sv) * RES_VALUE[2] +
    (a[b + 3] - gd) * RES_VALUE[3]
  );
}

/** The estimate after a build in terrain t: only that terrain's majority moved since `maj` and `before`. */
function afterBuild(
  tb: Table,
  a: Int16Array,
  p: number,
  t: number,
  maj: number,
  before: number,
  withBank: boolean,
): number {
  const o = p * P_SIZE;
  const now = majority(tb, a, p, t);
  const sum = (maj & 4095) - (before & 255) + (now & 255);
  const firsts = (maj >> 12) - ((before >> 8) & 1) + ((now >> 8) & 1);
  const total = a[o + P_PTS] + sum + officesNow(a, o, firsts);
  return withBank ? total + bankWorth(a, o + P_BANK) : total;
}

/** The offices whose worth a contract or a shipment changes, as bit masks over OFFICES (§3.2). */
const maskOf = (effect: number) => OFF_EFFECT.reduce((m, e, i) => (e === effect ? m | (1 << i) : m), 0);
const MASK_OFFICE_CONTRACT = maskOf(0);
const MASK_OFFICE_FIRST = maskOf(1);
const MASK_ROW3 = maskOf(2);
const MASK_COPPER = maskOf(5);
const MASK_STAR = maskOf(6);
const MASK_ROW2 = maskOf(7);
const MASK_CONTRACT3 = maskOf(8);

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
    // a build changes the majority of its terrain only
    const before = majority(tb, a, p, ts.terrain);
    if (room >= 1) {
      const paid = build(a, o, ts, 1);
      const g = afterBuild(tb, a, p, ts.terrain, maj, before, withBank) - base;
      unbuild(a, o, ts, 1, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = CAMP;
      }
    }
    if (room >= 2 && avail(a, o, ts, R_W) >= 2) {
      const paid = build(a, o, ts, 2);
      const g = afterBuild(tb, a, p, ts.terrain, maj, before, withBank) - base;
      unbuild(a, o, ts, 2, paid);
      if (g > bestGain) {
        bestGain = g;
        kind = SETTLE;
      }
    }
  }
  // contracts and shipments change no marks and no office count: their gain is counted rather than played
  const tBase = a[o + P_PTS] + (maj & 4095) + officesNow(a, o, maj >> 12);
  const offs = a[o + P_OFFICES];
  if (!ts.contract)
    for (let c = 0; c < N_CON; c++) {
      if (a[tb.conOwner + c] >= 0 || !affordable(a, o, ts, CON_COST[c])) continue;
      const cost = CON_COST[c];
      let t = tBase + CON_PTS[c];
      if (offs & MASK_OFFICE_CONTRACT) t += 1;
      if (offs & MASK_COPPER) t += cost[R_C];
      if (offs & MASK_CONTRACT3) t += 3;
      const g = (withBank ? t + bankWorthAfter(a, o, ts, cost) : t) - base;
      if (g > bestGain) {
        bestGain = g;
        kind = CONTRACT;
        arg = c;
      }
    }
  if (!ts.office) {
    // one more office: its own worth, and one more for the offices that count offices (CC, CS, GS)
    let more = 0;
    if (offs & MASK_OFFICE_CONTRACT) more += 1;
    if (offs & MASK_OFFICE_FIRST) more += 1;
    if (offs & MASK_ROW2) more += 2;
    a[o + P_NOFF]++;
    for (let f = 0; f < N_OFF; f++) {
      if (a[tb.offOwner + f] >= 0 || !affordable(a, o, ts, OFF_COST[f])) continue;
      const t = tBase + more + officeValue(a, o, OFF_EFFECT[f], maj >> 12);
      const g = (withBank ? t + bankWorthAfter(a, o, ts, OFF_COST[f]) : t) - base;
      if (g > bestGain) {
        bestGain = g;
        kind = OFFICE;
        arg = f;
      }
    }
    a[o + P_NOFF]--;
  }
  for (let m = 0; m < 3; m++) {
    const r = RES_OF_METAL[m];
    const from = a[o + P_SHIPPED + m];
    const max = Math.min(SHIP_SPACES - from, avail(a, o, ts, r));
    let t = tBase;
    for (let k = 1; k <= max; k++) {
      const i = from + k - 1;
      t += SHIP_STARRED[i] && a[tb.bigOwner + m * SHIP_SPACES + i] < 0 ? SHIP_BIG[m][i] : SHIP_SMALL[m][i];
      if (m === 0 && offs & MASK_COPPER) t++;
      if (SHIP_STARRED[i] && offs & MASK_STAR) t++;
      if (i === SHIP_SPACES - 1) {
        if (offs & MASK_ROW3) t += 3;
        if (offs & MASK_ROW2) t += 2;
      }
      let g = t;
      if (withBank) {
        const fromBank = Math.max(0, k - ts.free[r]);
        a[o + P_BANK + r] -= fromBank;
        g += bankWorth(a, o + P_BANK);
        a[o + P_BANK + r] += fromBank;
      }
      g -= base;
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

/** Plays the game on from the roll after `pos` up to the roll `end` (the game's end: the schedule's length), every seat greedy. */
export function playout(tb: Table, a: Int16Array, pos: number, dice: Dice, sc: Scratch, end: number): void {
  const roll = [0, 0, 0, 0];
  const faces = [0, 0, 0];
  for (let at = pos + 1; at < end; at++) {
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
