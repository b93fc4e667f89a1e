/**
 * The steps of a turn on the compact game (sim.ts), each with its undo: pay dice first, then the bank (§6.1);
 * claims (§7.1), contracts (§7.2), offices (§7.3), shipping (§7.4), the own bank (§7.5); and the sampled dice.
 */
import {
  CLAIM_PTS,
  CON_COST,
  CON_PTS,
  FACES,
  OFF_COST,
  P_BANK,
  P_CCOPPER,
  P_CIRCLES,
  P_CONTRACTS,
  P_MARKS,
  P_NCON,
  P_NOFF,
  P_OFFICES,
  P_PTS,
  P_SHIPPED,
  P_SIZE,
  RES_OF_METAL,
  R_C,
  SHIP_BIG,
  SHIP_SMALL,
  SHIP_STARRED,
  type Table,
} from './sim';
import { SHIP_SPACES } from '../data';

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
