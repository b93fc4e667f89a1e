/**
 * The search player's candidates: every way the rest of a turn can end (terrain, build, contract, office,
 * shipments, own bank), each with the compact game's array at the turn's end. The order of the spends does not
 * change the end (§6.1 pays dice first whatever the order), so a plan is a set of purchases, which `firstStep`
 * plays in a fixed order.
 */
import { CLAIM_SPACES, CONTRACTS, METALS, OFFICES, RESOURCES, ROUNDS } from '../data';
import type { Action, View } from '../types';
import { estimate, startTurn } from './playout';
import {
  CON_COST,
  N_CON,
  N_OFF,
  OFF_COST,
  P_BANK,
  P_MARKS,
  P_SHIPPED,
  P_SIZE,
  RES_OF_METAL,
  R_W,
  encode,
  makeTable,
  resIndex,
  roundOf,
  type Table,
} from './sim';
import {
  affordable,
  avail,
  bankDie,
  build,
  ship,
  takeContract,
  takeOffice,
  unbuild,
  unship,
  untakeContract,
  untakeOffice,
  type TurnState,
} from './turn';

/** A plan for the rest of a turn. */
export interface Plan {
  /** The terrain die's face (resource index), when the terrain is still to be chosen. */
  face: number;
  build: 0 | 1 | 2;
  contract: number;
  office: number;
  ships: [number, number, number];
  /** The resource banked from a leftover die, or -1. */
  bank: number;
}

export interface Candidate {
  plan: Plan;
  end: Int16Array;
  /** The faces the others may copy from this roll (they depend on the terrain die). */
  faces: number[];
  prior: number;
  /** The playouts' results: their sum (as the race scores them), the wins in them, and how many. */
  sum: number;
  wins: number;
  n: number;
}

/** Everything the search reads from the view, in the compact form. */
export interface Position {
  tb: Table;
  a: Int16Array;
  me: number;
  pos: number;
}

export function positionOf(v: View, seat: string): Position {
  const tb = makeTable(v);
  return { tb, a: encode(tb, v), me: tb.seats.indexOf(seat), pos: v.pos };
}

export function turnStateOf(v: View): TurnState | null {
  const t = v.turn;
  if (!t || t.terrain === null) return null;
  const free = [0, 0, 0, 0];
  t.dice.forEach((f, i) => {
    if (i !== t.terrain && t.use[i] === 'free') free[resIndex(f)]++;
  });
  return {
    free,
    terrain: [1, 0, 2, 3][resIndex(t.dice[t.terrain])],
    built: t.built,
    contract: t.contract,
    office: t.office,
    banked: t.banked,
  };
}

// ---------------------------------------------------------------------------------------------------- candidates

/** Every end of the turn from `ts` on (a die left over is always banked when the rules allow: it only adds). */
function enumerate(
  pz: Position,
  work: Int16Array,
  ts: TurnState,
  face: number,
  faces: number[],
  out: Candidate[],
): void {
  const { tb, me: p, pos } = pz;
  const o = p * P_SIZE;
  const mayBank = !ts.banked && roundOf(tb, pos) < ROUNDS;
  const plan: Plan = { face, build: 0, contract: -1, office: -1, ships: [0, 0, 0], bank: -1 };
  const leaf = () => {
    if (mayBank) {
      let any = false;
      for (let r = 0; r < 4; r++) {
        if (ts.free[r] <= 0) continue;
        any = true;
        bankDie(work, o, ts, r);
        out.push(candidate({ ...plan, ships: [...plan.ships], bank: r }, work));
        work[o + P_BANK + r]--;
        ts.free[r]++;
        ts.banked = false;
      }
      if (any) return;
    }
    out.push(candidate({ ...plan, ships: [...plan.ships] }, work));
  };
  const candidate = (pl: Plan, w: Int16Array): Candidate => ({
    plan: pl,
    end: w.slice(),
    faces,
    prior: estimate(tb, w, p, pos),
    sum: 0,
    wins: 0,
    n: 0,
  });
  const ships = (m: number) => {
    if (m === 3) return leaf();
    ships(m + 1);
    const max = Math.min(5 - work[o + P_SHIPPED + m], avail(work, o, ts, RES_OF_METAL[m]));
    for (let k = 1; k <= max; k++) {
      const r = ship(tb, work, p, ts, m, k);
      plan.ships[m] = k;
      ships(m + 1);
      plan.ships[m] = 0;
      unship(tb, work, p, ts, m, k, r);
    }
  };
  const offices = () => {
    ships(0);
    if (ts.office) return;
    for (let f = 0; f < N_OFF; f++) {
      if (work[tb.offOwner + f] >= 0 || !affordable(work, o, ts, OFF_COST[f])) continue;
      const paid = takeOffice(tb, work, p, ts, f);
      plan.office = f;
      ships(0);
      plan.office = -1;
      untakeOffice(tb, work, p, ts, f, paid);
    }
  };
  const contracts = () => {
    offices();
    if (ts.contract) return;
    for (let c = 0; c < N_CON; c++) {
      if (work[tb.conOwner + c] >= 0 || !affordable(work, o, ts, CON_COST[c])) continue;
      const paid = takeContract(tb, work, p, ts, c);
      plan.contract = c;
      offices();
      plan.contract = -1;
      untakeContract(tb, work, p, ts, c, paid);
    }
  };
  contracts();
  if (ts.built) return;
  const room = CLAIM_SPACES - work[o + P_MARKS + ts.terrain];
  for (const marks of [1, 2] as const) {
    if (room < marks || avail(work, o, ts, R_W) < marks) continue;
    const paid = build(work, o, ts, marks);
    plan.build = marks;
    contracts();
    plan.build = 0;
    unbuild(work, o, ts, marks, paid);
  }
}

/** Every end of the seat's turn from the view on (every terrain while it is still to be chosen), best prior first. */
export function turnEnds(v: View, pz: Position): Candidate[] {
  const t = v.turn;
  if (!t) return [];
  const dice = t.dice.map(resIndex);
  const work = pz.a.slice();
  const cands: Candidate[] = [];
  const others = (die: number) => dice.filter((_, j) => j !== die);
  if (t.terrain === null) {
    for (let i = 0; i < dice.length; i++) {
      if (dice.indexOf(dice[i]) !== i) continue; // one terrain per distinct face
      const ts = startTurn(
        { free: [0, 0, 0, 0], terrain: 0, built: false, contract: false, office: false, banked: false },
        dice,
        i,
      );
      enumerate(pz, work, ts, dice[i], others(i), cands);
    }
  } else {
    const ts = turnStateOf(v);
    if (!ts) return [];
    enumerate(pz, work, ts, dice[t.terrain], others(t.terrain), cands);
  }
  cands.sort((x, y) => y.prior - x.prior);
  return dedupe(cands);
}

/** One candidate per end: plans that end the same way are the same plan. */
function dedupe(cands: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return cands.filter((c) => {
    const k = c.end.join(',');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The first step of a plan, as an action. */
export function firstStep(v: View, plan: Plan): Action {
  const t = v.turn;
  if (t && t.terrain === null) return { type: 'terrain', face: RESOURCES[plan.face] };
  if (plan.build === 1) return { type: 'camp' };
  if (plan.build === 2) return { type: 'settlement' };
  if (plan.contract >= 0) return { type: 'contract', id: CONTRACTS[plan.contract].id };
  if (plan.office >= 0) return { type: 'office', id: OFFICES[plan.office].id };
  for (let m = 0; m < 3; m++) if (plan.ships[m] > 0) return { type: 'ship', metal: METALS[m], n: plan.ships[m] };
  if (plan.bank >= 0) return { type: 'bank', face: RESOURCES[plan.bank] };
  return { type: 'endTurn' };
}

/** No plan: between turns, a pass. */
export const NO_PLAN: Plan = { face: -1, build: 0, contract: -1, office: -1, ships: [0, 0, 0], bank: -1 };
