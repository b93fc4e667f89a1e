/**
 * Oztralia's section of `npm run bench:ai`: in 4-player games, one seat played by the search and three by the greedy
 * player, against the baseline of four greedy players; the seat under test turns round p1…p4 game by game, so that
 * every seat position counts alike. A seat wins when it is among the winners (a shared win counts its share). Prints
 * both win rates with 95% intervals and the search's gain (target ≥ 15 points), the match decisions' times, and the
 * default level's decision time at its budget (target ≤ 1 s).
 *
 * Flags (with `npm run bench:ai -- --game oztralia`): --oz-games N (per pairing, default 200), --oz-playouts N (search
 * playouts per decision in the matches, default 48), --oz-timing N (decisions timed at the default level, default 40),
 * --workers N (default 2).
 */
import { pct, quantile, wilson, type ToolContext, type ToolSection } from '../../core/tools';
import { DEFAULT_BUDGET_MS, search } from '../bots/search';
import { oztralia as g } from '../index';
import type { Seat } from '../types';
import { matchGames, optionsOf, playMatchGame, type Level, type MatchGame, type MatchResult } from './matches';

const SEATS: Seat[] = ['p1', 'p2', 'p3', 'p4'];

/** The seat under test in game `game`, and the levels of the four seats. */
const tested = (game: number): Seat => SEATS[game % 4];
function levelsFor(game: number, test: Level): Level[] {
  return SEATS.map((s) => (s === tested(game) ? test : 'greedy'));
}

/** The share of wins of the seat under test. */
function share(results: MatchResult[], first: number): number {
  let w = 0;
  results.forEach((r, i) => {
    const seat = tested(first + i);
    if (r.winners.includes(seat)) w += 1 / r.winners.length;
  });
  return w;
}

/** Decisions of the default level (its time budget, no playout cap) at points of greedy games. */
function timeDefault(n: number): number[] {
  const ms: number[] = [];
  for (let game = 0; ms.length < n && game < 100; game++) {
    const { state } = g.setup(optionsOf((game % 4) + 1, 'normal'), 90_000 + game);
    for (let k = 0; !g.isOver(state) && ms.length < n; k++) {
      const seat = g.activeSeats(state)[0];
      const view = g.computer.viewFor(state, seat, [seat]);
      let action;
      if (k % 5 === 0) {
        const t0 = performance.now();
        const r = search(view, seat, { budgetMs: DEFAULT_BUDGET_MS, seed: k });
        if (r && r.playouts > 0) ms.push(performance.now() - t0);
        action = r?.action ?? null;
      } else action = g.computer.choose({ view, seat, level: 'greedy', seed: k });
      if (!g.applyInPlace(state, seat, action).ok) break;
    }
  }
  return ms;
}

async function run(ctx: ToolContext): Promise<Record<string, number>> {
  const games = ctx.int('oz-games', 200, 4, 100000);
  const playouts = ctx.int('oz-playouts', 48, 1, 1000000);
  const timing = ctx.int('oz-timing', 40, 0, 10000);
  ctx.log(
    `\nOztralia: ${games} four-player games per pairing (seeds 30000–${30_000 + games - 1}, normal), the seat under ` +
      `test turning round, search at ${playouts} playouts per decision, ${ctx.workers} workers`,
  );
  const rates: number[] = [];
  const times: number[] = [];
  for (const test of ['greedy', 'search'] as Level[]) {
    const t0 = performance.now();
    const jobs = matchGames({ levels: [], difficulty: 'normal', playouts, seed: 30_000 }, games).map((j) => ({
      ...j,
      levels: levelsFor(j.game, test),
    }));
    const r = await ctx.playAll<MatchGame, MatchResult>(jobs);
    times.push(...r.flatMap((x) => x.times));
    const w = share(r, 0);
    const [lo, hi] = wilson(Math.round(w), r.length);
    rates.push(w / r.length);
    const old = r.filter((x) => x.oldOnesWin).length / r.length;
    ctx.log(
      `  ${test} seat among three greedy: wins ${pct(w / r.length)} [${pct(lo)}, ${pct(hi)}], Old Ones ${pct(old)} ` +
        `(${r.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  const gain = rates[1] - rates[0];
  ctx.log(`  search over greedy: ${(100 * gain).toFixed(1)} points of win rate (target ≥ 15)`);
  ctx.log(
    `  match decisions: ${times.length}, median ${quantile(times, 0.5).toFixed(0)} ms, worst ${Math.max(0, ...times).toFixed(0)} ms`,
  );
  const def = timeDefault(timing);
  ctx.log(
    `  default level (${DEFAULT_BUDGET_MS} ms budget): ${def.length} decisions, median ${quantile(def, 0.5).toFixed(0)} ms, ` +
      `worst ${Math.max(0, ...def).toFixed(0)} ms (target ≤ 1 s)`,
  );
  return {
    ozGreedySeat: +rates[0].toFixed(3),
    ozSearchSeat: +rates[1].toFixed(3),
    ozGainPoints: +(100 * gain).toFixed(1),
    ozDefaultMedianMs: Math.round(quantile(def, 0.5)),
    ozDefaultWorstMs: Math.round(Math.max(0, ...def)),
  };
}

export const benchAi: ToolSection<MatchGame, MatchResult> = { play: playMatchGame, run };
