/**
 * Games between Oztralia's computer players for `npm run bench:ai` and `npm run balance`, with fixed seeds. Every
 * seat decides from its own view; the search is capped at a number of playouts per decision so that a run is
 * reproducible (its thinking time is measured beside it).
 */
import type { Difficulty } from '../data';
import { oztralia as g } from '../index';
import { search } from '../bots/search';
import type { Action, Seat } from '../types';

export type Level = 'greedy' | 'search';

export interface MatchGame {
  /** The level of each seat, p1 first. */
  levels: Level[];
  difficulty: Difficulty;
  game: number;
  playouts: number;
  seed: number;
}

export interface MatchResult {
  /** The seats that won (empty: the Old Ones). */
  winners: Seat[];
  oldOnesWin: boolean;
  scores: Record<string, number>;
  oldOnes: number;
  /** The search's decision times (ms) where it had a choice. */
  times: number[];
}

export function optionsOf(players: number, difficulty: Difficulty) {
  const o = g.parseOptions({ players, difficulty });
  if (!o.ok) throw new Error('options');
  return o.value;
}

export function playMatchGame(p: MatchGame): MatchResult {
  const out: MatchResult = { winners: [], oldOnesWin: false, scores: {}, oldOnes: 0, times: [] };
  const { state } = g.setup(optionsOf(p.levels.length, p.difficulty), p.seed + p.game);
  for (let k = 0; !g.isOver(state); k++) {
    const seat = g.activeSeats(state)[0] as Seat;
    const level = p.levels[Number(seat.slice(1)) - 1] ?? 'greedy';
    const view = g.computer.viewFor(state, seat, [seat]);
    const seed = p.game * 7919 + k;
    let action: Action | null;
    if (level === 'search') {
      const t0 = performance.now();
      const r = search(view, seat, { budgetMs: 60_000, maxPlayouts: p.playouts, seed });
      if (r && r.playouts > 0) out.times.push(performance.now() - t0);
      action = r?.action ?? null;
    } else action = g.computer.choose({ view, seat, level, seed });
    const r = g.applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.error.code}`);
  }
  const res = state.result;
  if (res) {
    out.winners = [...res.winners];
    out.oldOnesWin = res.oldOnesWin;
    out.oldOnes = res.oldOnes.total;
    for (const [seat, sc] of Object.entries(res.scores)) out.scores[seat] = sc.total;
  }
  return out;
}

export function matchGames(spec: Omit<MatchGame, 'game'>, games: number, first = 0): MatchGame[] {
  return Array.from({ length: games }, (_, i) => ({ ...spec, game: first + i }));
}
