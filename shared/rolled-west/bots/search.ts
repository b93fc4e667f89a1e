/**
 * The search player. On its turn it lists every way the turn can end (terrain, build, contract, office, shipments,
 * own bank: the order of the spends does not change the end, §6.1 pays dice first whatever the order), keeps the
 * most promising by the greedy estimate, and plays each on to the end of the game many times with the same sampled
 * dice for every candidate (common random numbers), everyone playing the greedy player's rules of thumb
 * (playout.ts). Successive halving spends the playouts on the candidates still in the running. The candidate that
 * wins most often is its plan, and its first step is the answer. Between turns it compares each face it may copy,
 * and passing when a later roll may still be copied, the same way.
 */
import { RESOURCES } from '../data';
import { GHOST } from '../rules';
import type { Action, View } from '../types';
import {
  NO_PLAN,
  firstStep,
  positionOf,
  turnEnds,
  turnStateOf,
  type Candidate,
  type Plan,
  type Position,
} from './plans';
import { copies, estimate, greedyCopy, greedyRest, playout, Scratch } from './playout';
import { P_BANK, P_COPIED, P_SIZE, resIndex, total, type Table } from './sim';
import { Dice } from './turn';

/** How the search spends its effort (tests and benchmarks set these; the default scales with the budget). */
export interface SearchSettings {
  /** Simulated turns in all (a playout from round r costs the turns left after it). */
  work: number;
  /** Candidates kept for playouts. */
  keep: number;
  /**
   * The weight of the final lead in a playout's result, besides the win: a game won by one point and one lost by
   * one are nearly the same game, and the lead tells them apart with far less noise than the win alone.
   */
  margin: number;
  /** Experiments: the lead that counts as a sure win, roughly (the tanh's scale; default 8 points). */
  scale?: number;
}

/** Simulated turns per millisecond of budget: about a quarter of what one idle core does, for a busy machine. */
export const TURNS_PER_MS = 40;

export function settingsFor(budgetMs: number): SearchSettings {
  return { work: Math.max(200, Math.round(budgetMs * TURNS_PER_MS)), keep: 16, margin: 0.5 };
}

/** A decision and the share of the playouts it won (null when there was nothing to compare). */
export interface Choice<T> {
  best: T;
  winChance: number | null;
  /** The playouts the chosen answer was judged on (0 when there was nothing to compare). */
  samples?: number;
}

// ---------------------------------------------------------------------------------------------------- playouts

/** What a finished playout is worth to p: its share of the win, plus `margin` times its squashed final lead. */
function outcome(tb: Table, a: Int16Array, p: number, margin: number, scale: number): { win: number; value: number } {
  const worth = (q: number) => total(tb, a, q);
  const mine = worth(p);
  let tied = 1;
  let best = -Infinity;
  for (let q = 0; q < tb.n; q++) {
    if (q === p) continue;
    const t = worth(q);
    if (t > best) best = t;
    if (t === mine) tied++;
  }
  const win = mine > best ? 1 : mine === best ? 1 / tied : 0;
  return { win, value: margin ? win + margin * Math.tanh((mine - best) / scale) : win };
}

/**
 * A seed for the sampled dice from the roll on the table and whose it is, nothing else: every step of one turn
 * then sees the same futures, so the plan it chose at the terrain stays the best of what is left after each step.
 */
function rollSeed(pz: Position, roll: readonly number[]): number {
  let h = Math.imul(0x9e3779b9 ^ pz.pos, 0x01000193) ^ pz.me;
  for (const f of roll) h = Math.imul(h ^ f, 0x01000193);
  return h >>> 0;
}

/**
 * Successive halving over the candidates: every survivor plays the same new playouts, the worse half drops out,
 * until one is left or the work is spent. `finish` turns a candidate's array into the state after the current roll
 * (the others' copies and the rest of the current turn), ready for `playout`.
 */
function race(
  pz: Position,
  roll: readonly number[],
  cands: Candidate[],
  settings: SearchSettings,
  finish: (c: Candidate, a: Int16Array) => void,
  deadline: number,
): Candidate {
  const { tb, me, pos } = pz;
  const end = tb.schedule.length;
  const left = Math.max(1, end - pos - 1);
  const playouts = Math.max(cands.length, Math.floor(settings.work / left));
  const sc = new Scratch(tb.size);
  const a = new Int16Array(tb.size);
  const seed = rollSeed(pz, roll);
  let alive = cands;
  let done = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
  const margin = settings.margin;
  const mean = (c: Candidate) => (c.n ? c.sum / c.n : -1);
  const byMean = (x: Candidate, y: Candidate) => mean(y) - mean(x) || y.prior - x.prior;
  // each round of the halving gets the same share of the playouts
  while (alive.length > 1) {
    const per = Math.max(1, Math.floor(playouts / rounds / alive.length));
    for (const c of alive) {
      for (let i = done; i < done + per; i++) {
        a.set(c.end);
        finish(c, a);
        playout(tb, a, pos, new Dice(seed + i * 0x9e3779b1), sc, end);
        const r = outcome(tb, a, me, margin, settings.scale ?? 8);
        c.wins += r.win;
        c.sum += r.value;
        c.n++;
      }
      // out of time (a machine far busier than planned for): the best so far
      if (performance.now() > deadline) return [...alive].sort(byMean)[0];
    }
    done += per;
    alive = [...alive].sort(byMean).slice(0, Math.ceil(alive.length / 2));
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

/** The best plan for the rest of the seat's turn, and its share of wins in the playouts. */
export function bestPlan(v: View, seat: string, s: SearchSettings, deadline: number): Choice<Plan> | null {
  const t = v.turn;
  if (!t || t.seat !== seat) return null;
  const pz = positionOf(v, seat);
  const { tb, me } = pz;
  const cands = turnEnds(v, pz);
  if (!cands.length) return null;
  if (cands.length === 1) return { best: cands[0].plan, winChance: null };
  // on the game's last roll a playout is the final scoring itself: every candidate can be judged exactly
  const keep = pz.pos === tb.schedule.length - 1 ? cands.length : s.keep;
  // the others copy from this roll once the turn is over: those still waiting, or (terrain not yet chosen) all
  // who may
  const waiting = t.terrain === null ? null : waitingOf(v, tb, me);
  const finish = (c: Candidate, x: Int16Array) => {
    if (waiting) answerWaiting(pz, x, waiting, c.faces);
    else copies(tb, x, pz.pos, me, c.faces);
  };
  const best = race(pz, t.dice.map(resIndex), cands.slice(0, keep), s, finish, deadline);
  return { best: best.plan, winChance: best.n ? best.wins / best.n : null, samples: best.n };
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
export function bestCopy(v: View, seat: string, s: SearchSettings, deadline: number): Choice<Action> | null {
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
    return { plan: { ...NO_PLAN, bank: f }, end, faces, prior: estimate(tb, end, me, pos), sum: 0, wins: 0, n: 0 };
  });
  if (laterChance(tb, pos, me))
    cands.push({ plan: NO_PLAN, end: a.slice(), faces, prior: estimate(tb, a, me, pos) - 1, sum: 0, wins: 0, n: 0 });
  const roller = w.roller === GHOST ? -1 : tb.seats.indexOf(w.roller);
  const t = v.turn;
  const rest = t && !t.ended && t.seat === w.roller ? turnStateOf(v) : null;
  const waiting = waitingOf(v, tb, me);
  const finish = (_c: Candidate, x: Int16Array) => {
    if (rest && roller >= 0) greedyRest(tb, x, roller, pos, { ...rest, free: [...rest.free] });
    answerWaiting(pz, x, waiting, faces);
  };
  const best = cands.length === 1 ? cands[0] : race(pz, faces, cands, s, finish, deadline);
  const action: Action = best.plan.bank >= 0 ? { type: 'copy', face: RESOURCES[best.plan.bank] } : { type: 'pass' };
  return { best: action, winChance: best.n ? best.wins / best.n : null, samples: best.n };
}

/** The search player's decision on the view: the next step of its best plan on its turn, or its copy or pass. */
export function searchDecision(v: View, seat: string, s: SearchSettings, deadline: number): Choice<Action> | null {
  if (v.window?.waiting.includes(seat) && !(v.turn?.seat === seat && !v.turn.ended))
    return bestCopy(v, seat, s, deadline);
  const plan = bestPlan(v, seat, s, deadline);
  return plan && { ...plan, best: firstStep(v, plan.best) };
}
