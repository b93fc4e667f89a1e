/**
 * The search level: determinized Monte Carlo. Each iteration rebuilds a full state from the seat's view (hidden tiles
 * and decks drawn from the public pools, determinize.ts), applies one candidate answer, plays every seat on with the
 * greedy policy and some noise up to a horizon (the end of the game, or the seat's marker some spaces on), and scores
 * the result (evaluate.ts). UCB1 spreads the iterations; the best mean is played. It never sees the true state.
 */
import { equalJson } from '../../core/clone';
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
  while (total < cap && (total < cands.length || now() - start < budget)) {
    const i =
      total < cands.length
        ? total
        : stats.reduce(
            (best, x, j) => {
              const ucb = x.sum / x.n + 0.7 * Math.sqrt(Math.log(total) / x.n);
              return ucb > best.v ? { v: ucb, j } : best;
            },
            { v: -Infinity, j: 0 },
          ).j;
    const s = determinize(view, seat, rng.int(2 ** 31));
    const legal = legalActions(s, seat);
    const a = legal.find((x) => equalJson(x, stats[i].action));
    if (a && applyMut(s, seat, a).ok) {
      stats[i].sum += playout(s, seat as Seat, rng);
      stats[i].n++;
    } else stats[i].n++;
    total++;
  }
  const out = stats.map((x) => ({ action: x.action, n: x.n, mean: x.n ? x.sum / x.n : 0 }));
  const best = out.reduce((b, x) => (x.mean > b.mean ? x : b), out[0]);
  return { action: best.action, value: best.mean, playouts: total, stats: out };
}
