/**
 * The search player: determinized playouts. Each round samples the secrets the seat cannot see from its view (the
 * human side: Leviath's space from the public candidate set, its cards, the others' hands and the deck; the kaiju
 * side: the dyke letters, the hands and the deck), then plays every short-listed action out to the end of the game
 * with the greedy players on both sides (common random numbers: one sample and one playout seed per round for all
 * actions). The action winning most often for the seat's side is chosen.
 */
import { cloneJson } from '../../core/clone';
import type { SeatView } from '../../core/game';
import { Random } from '../../core/rng';
import { applyMut, currentPrompt, legalActions } from '../flow';
import type { Action, Sea, State, View } from '../types';
import { safety } from './kaiju-policy';
import { determinize } from './determinize';
import { best, greedy, rank, type Scored } from './policy';

export interface SearchOptions {
  budgetMs: number;
  /** A cap on playouts per decision (fixed-effort matches); time still bounds it. */
  playouts?: number;
  seed: number;
  /** How many of the greedy player's best actions are searched. */
  width?: number;
}

export interface SearchResult {
  action: Action | null;
  scored: Scored | null;
  winChance: number | null;
  /** The playouts the chosen action was judged on (0 when nothing was searched). */
  samples: number;
  stats: { playouts: number; ms: number };
}

/**
 * Decisions the search leaves to the greedy player: the kaiju's pushes of the humans' ships (Maelstrom, Heavy Swell).
 * The humans' own ship steps are searched: mines go only on or beside a ship (§10), so where the ships stand decides
 * the hunt, and a greedy step leaves them where the searched kaiju has learnt to slip past them.
 */
const SHALLOW = new Set(['push']);

const won = (s: State, seat: string): boolean =>
  s.result !== null && (s.result.winner === 'kaiju') === (seat === 'kaiju');

/** Plays a state out with the greedy players (a little noise keeps the playouts from repeating one line). */
export function playout(s: State, rng: Random, maxActions = 600): void {
  for (let n = 0; !s.result && n < maxActions; n++) {
    const seat = currentPrompt(s)?.seat;
    if (!seat) return;
    const legal = legalActions(s, seat);
    const a = rng.int(10) === 0 ? legal[rng.int(legal.length)] : greedy(s, seat, rng);
    if (!a || !applyMut(s, seat, a).ok) return;
  }
}

/**
 * The human side's belief about Leviath's space: every public candidate, weighted by how safe it is for Leviath
 * (ways out, distance from the ships), since a kaiju that plays well stays where it is safe. Public facts only.
 */
function positionWeights(s: State): { at: Sea; w: number }[] {
  if (s.kaiju.at === null) return [];
  return s.candidates.map((at) => ({ at, w: Math.exp(0.8 * Math.max(-5, safety(s, at))) }));
}

function pickWeighted(xs: { at: Sea; w: number }[], rng: Random): Sea | undefined {
  if (!xs.length) return undefined;
  let r = rng.float() * xs.reduce((n, x) => n + x.w, 0);
  for (const x of xs) if ((r -= x.w) <= 0) return x.at;
  return xs[xs.length - 1].at;
}

export function searchDecide(v: SeatView<View>, seat: string, o: SearchOptions): SearchResult {
  const t0 = performance.now();
  const rng = new Random(o.seed);
  const base = determinize(v, rng);
  const legal = legalActions(base, seat);
  const ranked = rank(base, seat, legal).sort((a, b) => b.score - a.score);
  const done = (scored: Scored | null, winChance: number | null, playouts = 0, samples = 0): SearchResult => ({
    action: scored?.action ?? null,
    scored,
    winChance,
    samples,
    stats: { playouts, ms: performance.now() - t0 },
  });
  if (legal.length <= 1 || SHALLOW.has(v.prompt?.kind ?? '')) return done(best(ranked, rng), null);
  const short = ranked.slice(0, o.width ?? 6);
  const where = seat === 'kaiju' ? null : positionWeights(base);
  const wins = short.map(() => 0);
  const plays = short.map(() => 0);
  const cap = o.playouts ?? Infinity;
  let total = 0;
  // rounds of one sample each, every short-listed action played out on it (in the greedy order); time is checked
  // before each playout but the first two, so that the budget holds even when one round would not fit in it
  outer: for (let round = 0; total < cap; round++) {
    const sample = determinize(v, rng, where ? pickWeighted(where, rng) : undefined);
    const seed = rng.int(2 ** 31);
    for (let i = 0; i < short.length; i++) {
      if (total >= cap || (total >= 2 && performance.now() - t0 >= o.budgetMs)) break outer;
      const s = cloneJson(sample);
      if (!applyMut(s, seat, short[i].action).ok) continue;
      playout(s, new Random(seed));
      plays[i]++;
      total++;
      if (won(s, seat)) wins[i]++;
    }
  }
  const mean = (i: number) => (plays[i] ? wins[i] / plays[i] : -1);
  let pick = 0;
  for (let i = 1; i < short.length; i++) if (mean(i) > mean(pick)) pick = i;
  return done(short[pick], mean(pick), total, plays[pick]);
}
