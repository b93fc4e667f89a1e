/**
 * The search player. On its turn it lists every way the turn can end (terrain, build, contract, office, shipments,
 * own bank: the order of the spends does not change the end, §6.1 pays dice first whatever the order), keeps the
 * most promising by the greedy estimate, and plays each on to the end of the game many times with the same sampled
 * dice for every candidate (common random numbers), everyone playing the greedy player's rules of thumb
 * (playout.ts). Successive halving spends the playouts on the candidates still in the running. The candidate that
 * wins most often is its plan, and its first step is the answer. Between turns it compares each face it may copy,
 * and passing when a later roll may still be copied, the same way.
 */
import { CLAIM_SPACES, CONTRACTS, METALS, OFFICES, RESOURCES, ROUNDS } from '../data';
import { GHOST } from '../rules';
import type { Action, View } from '../types';
import { copies, estimate, greedyCopy, greedyRest, playout, Scratch, startTurn } from './playout';
import {
  CON_COST,
  Dice,
  N_CON,
  N_OFF,
  OFF_COST,
  P_BANK,
  P_COPIED,
  P_MARKS,
  P_SHIPPED,
  P_SIZE,
  RES_OF_METAL,
  R_W,
  affordable,
  avail,
  bankDie,
  build,
  encode,
  makeTable,
  resIndex,
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

/** How the search spends its effort (tests and benchmarks set these; the default scales with the budget). */
export interface SearchSettings {
  /** Simulated turns in all (a playout from round r costs the turns left after it). */
  work: number;
  /** Candidates kept for playouts. */
  keep: number;
}

/** Simulated turns per millisecond of budget: about a sixth of what one idle core does, for a busy machine. */
export const TURNS_PER_MS = 20;

export function settingsFor(budgetMs: number): SearchSettings {
  return { work: Math.max(200, Math.round(budgetMs * TURNS_PER_MS)), keep: 16 };
}

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

interface Candidate {
  plan: Plan;
  end: Int16Array;
  /** The faces the others may copy from this roll (they depend on the terrain die). */
  faces: number[];
  prior: number;
  sum: number;
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

function turnStateOf(v: View): TurnState | null {
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

// ---------------------------------------------------------------------------------------------------- playouts

/** The share of the win p takes in a finished game (a tie shares it). */
function winShare(tb: Table, a: Int16Array, p: number): number {
  const mine = total(tb, a, p);
  let tied = 1;
  for (let q = 0; q < tb.n; q++) {
    if (q === p) continue;
    const t = total(tb, a, q);
    if (t > mine) return 0;
    if (t === mine) tied++;
  }
  return 1 / tied;
}

/** A seed for the sampled dice that depends only on the position (so each step of one turn sees the same dice). */
function positionSeed(pz: Position): number {
  let h = 0x9e3779b9 ^ pz.pos;
  for (let i = 0; i < pz.a.length; i++) h = Math.imul(h ^ pz.a[i], 0x01000193);
  return h >>> 0;
}

/**
 * Successive halving over the candidates: every survivor plays the same new playouts, the worse half drops out,
 * until one is left or the work is spent. `finish` turns a candidate's array into the state after the current roll
 * (the others' copies and the rest of the current turn), ready for `playout`.
 */
function race(
  pz: Position,
  cands: Candidate[],
  work: number,
  finish: (c: Candidate, a: Int16Array) => void,
  deadline: number,
): Candidate {
  const { tb, me, pos } = pz;
  const left = Math.max(1, tb.schedule.length - pos - 1);
  let total = Math.max(cands.length, Math.floor(work / left));
  const sc = new Scratch(tb.size);
  const a = new Int16Array(tb.size);
  const seed = positionSeed(pz);
  let alive = cands;
  let done = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
  while (alive.length > 1 && total > 0) {
    const per = Math.max(1, Math.floor(total / rounds / alive.length));
    for (const c of alive) {
      for (let i = done; i < done + per; i++) {
        a.set(c.end);
        finish(c, a);
        playout(tb, a, pos, new Dice(seed + i * 0x9e3779b1), sc);
        c.sum += winShare(tb, a, me);
        c.n++;
      }
    }
    done += per;
    total -= per * alive.length;
    alive = [...alive].sort((x, y) => y.sum / y.n - x.sum / x.n || y.prior - x.prior);
    alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
    if (performance.now() > deadline) break;
  }
  return alive[0];
}

// ---------------------------------------------------------------------------------------------------- decisions

/** The others still to answer the window on the current roll, by index. */
function waitingOf(v: View, tb: Table, except: number): number[] {
  return (v.window?.waiting ?? []).map((s) => tb.seats.indexOf(s)).filter((q) => q >= 0 && q !== except);
}

function answerWaiting(pz: Position, a: Int16Array, waiting: readonly number[], faces: readonly number[]): void {
  for (const q of waiting) {
    if (a[q * P_SIZE + P_COPIED]) continue;
    const f = greedyCopy(pz.tb, a, q, faces);
    a[q * P_SIZE + P_BANK + f]++;
    a[q * P_SIZE + P_COPIED] = 1;
  }
}

/** The best plan for the rest of the seat's turn. */
export function bestPlan(v: View, seat: string, s: SearchSettings, deadline: number): Plan | null {
  const t = v.turn;
  if (!t || t.seat !== seat) return null;
  const pz = positionOf(v, seat);
  const { tb, a, me } = pz;
  const dice = t.dice.map(resIndex);
  const work = a.slice();
  const cands: Candidate[] = [];
  if (t.terrain === null) {
    for (let i = 0; i < dice.length; i++) {
      if (dice.indexOf(dice[i]) !== i) continue;
      const ts = startTurn(
        { free: [0, 0, 0, 0], terrain: 0, built: false, contract: false, office: false, banked: false },
        dice,
        i,
      );
      enumerate(
        pz,
        work,
        ts,
        dice[i],
        dice.filter((_, j) => j !== i),
        cands,
      );
    }
  } else {
    const ts = turnStateOf(v);
    if (!ts) return null;
    enumerate(
      pz,
      work,
      ts,
      dice[t.terrain],
      dice.filter((_, j) => j !== t.terrain),
      cands,
    );
  }
  if (!cands.length) return null;
  if (cands.length === 1) return cands[0].plan;
  cands.sort((x, y) => y.prior - x.prior);
  const kept = dedupe(cands).slice(0, s.keep);
  // the others copy from this roll once the turn is over: those still waiting, or (terrain not yet chosen) all
  // who may
  const waiting = t.terrain === null ? null : waitingOf(v, tb, me);
  const finish = (c: Candidate, x: Int16Array) => {
    if (waiting) answerWaiting(pz, x, waiting, c.faces);
    else copies(tb, x, pz.pos, me, c.faces);
  };
  return race(pz, kept, s.work, finish, deadline).plan;
}

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

/** p may still copy from a roll after this one and before its own next turn (§8). */
function laterChance(tb: Table, pos: number, p: number): boolean {
  const next = tb.nextTurn[pos * tb.n + p];
  for (let j = pos + 1; j < next; j++) {
    const who = tb.schedule[j];
    if (who < 0 || tb.copyFrom[p * tb.n + who]) return true;
  }
  return false;
}

/** Between turns: the face to copy from the roll on the table, or a pass to wait for a later roll. */
export function bestCopy(v: View, seat: string, s: SearchSettings, deadline: number): Action | null {
  const w = v.window;
  if (!w || !w.waiting.includes(seat)) return null;
  const pz = positionOf(v, seat);
  const { tb, a, me, pos } = pz;
  const faces = w.faces.map(resIndex);
  const options = [...new Set(faces)];
  const cands: Candidate[] = options.map((f) => {
    const end = a.slice();
    end[me * P_SIZE + P_BANK + f]++;
    end[me * P_SIZE + P_COPIED] = 1;
    return { plan: { ...NO_PLAN, bank: f }, end, faces, prior: estimate(tb, end, me, pos), sum: 0, n: 0 };
  });
  if (laterChance(tb, pos, me))
    cands.push({ plan: NO_PLAN, end: a.slice(), faces, prior: estimate(tb, a, me, pos) - 1, sum: 0, n: 0 });
  const roller = w.roller === GHOST ? -1 : tb.seats.indexOf(w.roller);
  const t = v.turn;
  const rest = t && !t.ended && t.seat === w.roller ? turnStateOf(v) : null;
  const waiting = waitingOf(v, tb, me);
  const finish = (_c: Candidate, x: Int16Array) => {
    if (rest && roller >= 0) greedyRest(tb, x, roller, pos, { ...rest, free: [...rest.free] });
    answerWaiting(pz, x, waiting, faces);
  };
  const best = cands.length === 1 ? cands[0] : race(pz, cands, s.work, finish, deadline);
  return best.plan.bank >= 0 ? { type: 'copy', face: RESOURCES[best.plan.bank] } : { type: 'pass' };
}

const NO_PLAN: Plan = { face: -1, build: 0, contract: -1, office: -1, ships: [0, 0, 0], bank: -1 };
