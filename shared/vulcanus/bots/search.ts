/**
 * The search player: determinized Monte Carlo search with heuristic playouts.
 *
 * Every iteration samples one complete state consistent with the seat's view (determinize.ts), picks a candidate
 * answer with UCB1, applies it, and plays on with the noisy heuristic policy for every seat until the end of the
 * current round (or the game), where the static evaluation scores the result. The candidate with the best mean is
 * chosen. Sampling a fresh determinization per iteration makes this an information-set search over the root's
 * answers (a one-level tree); the opponents' hidden cards are never read, only sampled.
 */
import { estimateRange } from '../../core/estimate';
import { equalJson } from '../../core/clone';
import { Random } from '../../core/rng';
import { cardType, type KaijuCardType } from '../data/cards';
import { townIndex } from '../data/map';
import { applyMut } from '../engine';
import { linesFor, slotsOfLine } from '../planning';
import type { Action, Seat, SlotId, State } from '../types';
import { HIDDEN, type View } from '../view';
import { determinize, unknowns } from './determinize';
import { kaijuWinProbability } from './evaluate';
import { oneCardPerType } from './features';
import { heuristicAction, kaijuCardValue, scoreOption } from './policy';

export interface SearchOptions {
  budgetMs: number;
  /** Stop after this many playouts even if time remains (makes results reproducible). */
  maxPlayouts?: number;
  seed: number;
  /** Candidates kept for prompts with many options (ranked by the heuristic). */
  width?: number;
  /** Noise of the playout policy. */
  noise?: number;
}

export interface SearchStats {
  playouts: number;
  ms: number;
  candidates: { action: Action; visits: number; mean: number }[];
}

export interface SearchResult {
  action: Action | null;
  /** Estimated chance that the seat's side wins after the chosen answer (null when nothing was searched). */
  value: number | null;
  /**
   * The 95% interval of `value` (normal approximation over the chosen answer's playouts, never narrower than the
   * model can claim: shared/core/estimate.ts) and their number.
   */
  interval: { low: number; high: number; samples: number } | null;
  stats: SearchStats;
}

const KAIJU_SLOTS: readonly SlotId[] = ['K1', 'K2', 'K3'];
const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The answers worth searching at the seat's current decision (planning moves are reduced to placements). */
export function candidates(view: View, seat: Seat, width: number): Action[] {
  const p = view.prompts.find((x) => x.seat === seat);
  if (!p || view.result) return [];
  if (p.kind === 'planHumans') {
    const roles = view.humans.roles.filter((r) => r.seat === seat);
    // A role without a line compares every line no teammate holds (which cards come after the kaiju's matters:
    // the last line acts just before the lava phase).
    for (const r of roles)
      if (r.claim === null) {
        const taken = new Set(view.humans.roles.filter((x) => x.role !== r.role).map((x) => x.claim));
        const free = linesFor(view.options.humans).filter((l) => !taken.has(l));
        if (free.length) return free.map((line): Action => ({ type: 'claim', role: r.role, line }));
      }
    const out: Action[] = [];
    for (const r of roles) {
      if (r.claim === null) continue;
      const slots = slotsOfLine(r.claim).filter((x) => view.plan[x] === null);
      out.push(...placements(r.hand, slots));
    }
    return out.length ? out : [{ type: 'done' }];
  }
  if (p.kind === 'planKaiju') {
    const slots = KAIJU_SLOTS.filter((x) => view.plan[x] === null);
    const out = placements(view.kaiju.hand, slots);
    // The free redraw, before anything is placed: swap the weakest cards of the hand.
    const k = view.kaiju;
    if (
      slots.length === KAIJU_SLOTS.length &&
      k.redrawsUsed < view.options.numbers.kaijuFreeRedraws &&
      k.deck.length > 0
    ) {
      const ranked = k.hand
        .filter((c) => c !== HIDDEN)
        .map((c) => ({ c, v: kaijuCardValue(view, cardType(c) as KaijuCardType) }))
        .sort((a, b) => a.v - b.v);
      for (const n of [2, 3])
        if (ranked.length >= n + 3) out.push({ type: 'redraw', cards: ranked.slice(0, n).map((x) => x.c) });
    }
    return out.length ? out : [{ type: 'done' }];
  }
  const unique: Action[] = [];
  for (const a of p.options) {
    // Lava Flow may re-enter towns holding lava without limit; only flows that end are searched.
    if (p.kind === 'lavaFlowStep' && a.type === 'move' && view.towns[townIndex(a.to)].lava > 0) continue;
    if (!unique.some((u) => equalJson(u, a))) unique.push(a);
  }
  if (!unique.length) return p.options.slice(0, 1);
  if (unique.length <= width) return unique;
  const scored = unique.map((a) => ({ a, v: scoreOption(view, seat, p, a) }));
  scored.sort((x, y) => y.v - x.v);
  const kept = scored.slice(0, width).map((x) => x.a);
  const pass = unique.find((a) => a.type === 'pass');
  if (pass && !kept.includes(pass)) kept[kept.length - 1] = pass;
  return kept;
}

/** One placement per distinct card type and empty slot (same-type cards are interchangeable). */
function placements(hand: string[], slots: SlotId[]): Action[] {
  const out: Action[] = [];
  for (const card of oneCardPerType(hand)) for (const slot of slots) out.push({ type: 'place', card, slot });
  return out;
}

/** Plays on from `s` (in place) with the noisy heuristic policy to the end of the round; returns actions applied. */
export function playout(s: State, rng: Random, noise: number, maxActions = 600): number {
  const round = s.round;
  let n = 0;
  while (!s.result && s.round === round && n < maxActions) {
    const p = s.prompts[0];
    if (!p) break;
    const a = heuristicAction(s, p.seat, { rng, noise });
    if (!a) break;
    const r = applyMut(s, p.seat, a);
    if (!r.ok) break;
    n++;
  }
  return n;
}

export function search(view: View, seat: Seat, opts: SearchOptions): SearchResult {
  const t0 = now();
  const width = opts.width ?? 8;
  const noise = opts.noise ?? 0.35;
  const cands = candidates(view, seat, width);
  const empty: SearchStats = { playouts: 0, ms: 0, candidates: [] };
  if (cands.length === 0) return { action: null, value: null, interval: null, stats: empty };
  if (cands.length === 1) return { action: cands[0], value: null, interval: null, stats: { ...empty, ms: now() - t0 } };
  const rng = new Random(opts.seed);
  const known = unknowns(view);
  const visits = new Array<number>(cands.length).fill(0);
  const sums = new Array<number>(cands.length).fill(0);
  const squares = new Array<number>(cands.length).fill(0);
  const max = opts.maxPlayouts ?? Infinity;
  const kaiju = seat === 'kaiju';
  let total = 0;
  while (total < max && (total < cands.length || now() - t0 < opts.budgetMs)) {
    // UCB1 over the root's answers; every answer is tried once first.
    let pick = total < cands.length ? total : 0;
    if (total >= cands.length) {
      let best = -Infinity;
      const logN = Math.log(total);
      for (let i = 0; i < cands.length; i++) {
        const u = sums[i] / visits[i] + 0.5 * Math.sqrt(logN / visits[i]);
        if (u > best) {
          best = u;
          pick = i;
        }
      }
    }
    const s = determinize(view, rng, known);
    let value: number;
    const r = applyMut(s, seat, cands[pick]);
    if (!r.ok) {
      value = -1; // never chosen again
    } else {
      playout(s, rng, noise);
      const pk = kaijuWinProbability(s);
      value = kaiju ? pk : 1 - pk;
    }
    visits[pick]++;
    sums[pick] += value;
    squares[pick] += value * value;
    total++;
  }
  const mean = (i: number) => (visits[i] ? sums[i] / visits[i] : -1);
  let bestI = 0;
  for (let i = 1; i < cands.length; i++) if (mean(i) > mean(bestI)) bestI = i;
  // Every candidate failed to apply to the sampled states (should not happen): fall back to the greedy answer.
  const action = mean(bestI) < 0 ? (heuristicAction(view, seat) ?? cands[bestI]) : cands[bestI];
  const n = visits[bestI];
  const m = Math.max(0, mean(bestI));
  const spread = n > 1 ? 1.96 * Math.sqrt(Math.max(0, squares[bestI] / n - m * m) / (n - 1)) : 1;
  return {
    action,
    value: m,
    interval: estimateRange(m, spread, n),
    stats: {
      playouts: total,
      ms: now() - t0,
      candidates: cands.map((action, i) => ({ action, visits: visits[i], mean: mean(i) })),
    },
  };
}
