/**
 * The search level: determinized Monte Carlo. Each round rebuilds a full state from the seat's view (hidden tiles and
 * decks drawn from the public pools, determinize.ts); every candidate answer is applied to a copy of it and played on
 * by every seat with the greedy policy and some noise up to a horizon (the end of the game, or the seat's marker some
 * spaces on), then scored (evaluate.ts). The best mean is played. It never sees the true state.
 */
import { cloneJson, equalJson } from '../../core/clone';
import type { SeatView } from '../../core/game';
import { Random } from '../../core/rng';
import { applyMut, legalActions } from '../flow';
import { posOf } from '../calendar';
import type { Action, Seat, State, View } from '../types';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { greedyAction, score } from './policy';

export const DEFAULT_BUDGET_MS = 500;
const MAX_CANDIDATES = 8;
/** Calendar spaces a playout runs past the seat's marker before it is scored. */
const HORIZON = 14;
const NOISE = 0.8;

export interface SearchResult {
  action: Action;
  value: number;
  playouts: number;
  stats: { action: Action; n: number; mean: number }[];
}

function candidates(s: State, seat: Seat): Action[] {
  const legal = legalActions(s, seat);
  if (legal.length <= MAX_CANDIDATES) return legal;
  return legal
    .map((a) => ({ a, v: score(s, seat, a) }))
    .sort((x, y) => y.v - x.v)
    .slice(0, MAX_CANDIDATES)
    .map((x) => x.a);
}

function playout(s: State, seat: Seat, rng: Random): number {
  const stop = posOf(s, seat) + HORIZON;
  for (let guard = 0; guard < 4000 && !s.result; guard++) {
    if (posOf(s, seat) >= stop) break;
    const p = s.prompts[0];
    if (!p) break;
    const a = greedyAction(s, p.seat, rng, NOISE);
    if (!a || !applyMut(s, p.seat, a).ok) break;
  }
  return evaluate(s, seat);
}

/**
 * Rounds of common random numbers: each round draws one determinization and one playout seed, and plays every
 * candidate from that same world, so that candidates are compared on equal terms (far less noise for few playouts).
 */
export function search(
  view: SeatView<View>,
  seat: string,
  opts: { budgetMs?: number; seed?: number; maxPlayouts?: number; now?: () => number },
): SearchResult | null {
  const rng = new Random(opts.seed ?? 1);
  const first = determinize(view, seat, rng.int(2 ** 31));
  const cands = candidates(first, seat as Seat);
  if (!cands.length) return null;
  const stats = cands.map((action) => ({ action, n: 0, sum: 0 }));
  if (cands.length === 1)
    return { action: cands[0], value: 0.5, playouts: 0, stats: [{ action: cands[0], n: 0, mean: 0.5 }] };
  const now = opts.now ?? (() => Date.now());
  const start = now();
  const budget = opts.budgetMs ?? DEFAULT_BUDGET_MS;
  const cap = opts.maxPlayouts ?? Infinity;
  let total = 0;
  while (total + cands.length <= Math.max(cap, cands.length) && (total === 0 || now() - start < budget)) {
    const world = determinize(view, seat, rng.int(2 ** 31));
    const roll = rng.int(2 ** 31);
    for (const st of stats) {
      const s = cloneJson(world);
      const legal = legalActions(s, seat);
      const a = legal.find((x) => equalJson(x, st.action));
      st.n++;
      total++;
      if (a && applyMut(s, seat, a).ok) st.sum += playout(s, seat as Seat, new Random(roll));
    }
  }
  const out = stats.map((x) => ({ action: x.action, n: x.n, mean: x.n ? x.sum / x.n : 0 }));
  const best = out.reduce((b, x) => (x.mean > b.mean ? x : b), out[0]);
  return { action: best.action, value: best.mean, playouts: total, stats: out };
}
