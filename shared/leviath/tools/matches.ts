/** Games between Leviath's computer players for `npm run bench:ai` and `npm run balance`, with fixed seeds. */
import { searchDecide } from '../bots/search';
import { leviath as g } from '../index';

export type Level = 'greedy' | 'search';

/** One game of a match: `humanCount` 0 cycles 1–4 human players game by game; seed `seed` + game. */
export interface MatchGame {
  kaiju: Level;
  humans: Level;
  game: number;
  playouts: number;
  humanCount: number;
  disaster: number;
  seed: number;
}

export interface MatchResult {
  kaijuWin: boolean;
  /** The search's decision times (ms) where it had a choice. */
  times: number[];
}

export const optionsOf = (game: number, humans = 0, disaster = 0) => {
  const o = g.parseOptions({ humans: humans || (game % 4) + 1, disaster });
  if (!o.ok) throw new Error('options');
  return o.value;
};

/** Every seat sees only its own view (the team's computer players pool their hands). */
export function playMatchGame(p: MatchGame): MatchResult {
  const out: MatchResult = { kaijuWin: false, times: [] };
  const { state } = g.setup(optionsOf(p.game, p.humanCount, p.disaster), p.seed + p.game);
  for (let k = 0; !g.isOver(state); k++) {
    const seat = g.activeSeats(state)[0];
    const level = seat === 'kaiju' ? p.kaiju : p.humans;
    const view = g.computer.viewFor(state, seat, state.humans);
    const seed = p.game * 7919 + k;
    let action;
    if (level === 'search') {
      const r = searchDecide(view, seat, { budgetMs: 60_000, playouts: p.playouts, seed });
      if (r.stats.playouts > 0) out.times.push(r.stats.ms);
      action = r.action;
    } else action = g.computer.choose({ view, seat, level, seed });
    const r = g.applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.error.code}`);
  }
  out.kaijuWin = state.result?.winner === 'kaiju';
  return out;
}

/** A match's games, in order. */
export function matchGames(spec: Omit<MatchGame, 'game'>, games: number): MatchGame[] {
  return Array.from({ length: games }, (_, game) => ({ ...spec, game }));
}
