/**
 * Leviath's section of `npm run bench:ai`: the search player against the greedy player on each side, and greedy
 * against greedy as the baseline, with fixed seeds (human count cycles 1–4, disaster level 0). Every seat sees only its
 * own view. Prints win rates with 95% intervals, the gain of the search on each side over the baseline (target ≥ 15
 * points), the match decisions' times, and the default level's decision time at its budget (target ≤ 1 s).
 *
 * Flags (with `npm run bench:ai -- --game leviath`): --lv-games N (per pairing, default 200), --lv-playouts N (search
 * playouts per decision in the matches, default 48), --workers N (default 2), --lv-timing N (decisions timed at the
 * default level, default 40).
 */
import { pct, quantile, wilson, type ToolContext, type ToolSection } from '../../core/tools';
import { DEFAULT_BUDGET_MS } from '../bots/index';
import { searchDecide } from '../bots/search';
import { leviath as g } from '../index';
import { matchGames, optionsOf, playMatchGame, type Level, type MatchGame, type MatchResult } from './matches';

const PAIRINGS: { name: string; kaiju: Level; humans: Level }[] = [
  { name: 'greedy kaiju vs greedy humans (baseline)', kaiju: 'greedy', humans: 'greedy' },
  { name: 'search kaiju vs greedy humans', kaiju: 'search', humans: 'greedy' },
  { name: 'greedy kaiju vs search humans', kaiju: 'greedy', humans: 'search' },
];

/** Decisions of the default level (its time budget, no playout cap) at points of greedy games. */
function timeDefault(n: number): number[] {
  const ms: number[] = [];
  for (let game = 0; ms.length < n && game < 100; game++) {
    const { state } = g.setup(optionsOf(game), 90_000 + game);
    for (let k = 0; !g.isOver(state) && ms.length < n; k++) {
      const seat = g.activeSeats(state)[0];
      const view = g.computer.viewFor(state, seat, [seat]);
      let action;
      if (k % 7 === 0) {
        const r = searchDecide(view, seat, { budgetMs: DEFAULT_BUDGET_MS, seed: k });
        if (r.stats.playouts > 0) ms.push(r.stats.ms);
        action = r.action;
      } else action = g.computer.choose({ view, seat, level: 'greedy', seed: k });
      if (!g.applyInPlace(state, seat, action).ok) break;
    }
  }
  return ms;
}

async function run(ctx: ToolContext): Promise<Record<string, number>> {
  const games = ctx.int('lv-games', 200, 1, 100000);
  const playouts = ctx.int('lv-playouts', 48, 1, 1000000);
  const timing = ctx.int('lv-timing', 40, 0, 10000);
  ctx.log(
    `\nLeviath: ${games} games per pairing (seeds 20000–${20_000 + games - 1}, 1–4 humans in turn, disaster 0), ` +
      `search at ${playouts} playouts per decision, ${ctx.workers} workers`,
  );
  const rates: number[] = [];
  const times: number[] = [];
  for (const p of PAIRINGS) {
    const t0 = performance.now();
    const spec = { kaiju: p.kaiju, humans: p.humans, playouts, humanCount: 0, disaster: 0, seed: 20_000 };
    const r = await ctx.playAll<MatchGame, MatchResult>(matchGames(spec, games));
    const kaijuWins = r.filter((x) => x.kaijuWin).length;
    times.push(...r.flatMap((x) => x.times));
    const [lo, hi] = wilson(kaijuWins, r.length);
    rates.push(kaijuWins / r.length);
    ctx.log(
      `  ${p.name}: kaiju ${pct(kaijuWins / r.length)} [${pct(lo)}, ${pct(hi)}], ` +
        `humans ${pct(1 - kaijuWins / r.length)} [${pct(1 - hi)}, ${pct(1 - lo)}] ` +
        `(${r.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  const kaijuGain = rates[1] - rates[0];
  const humansGain = rates[0] - rates[2];
  ctx.log(`  search as kaiju: ${(100 * kaijuGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  ctx.log(`  search as humans: ${(100 * humansGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  ctx.log(
    `  match decisions: ${times.length}, median ${quantile(times, 0.5).toFixed(0)} ms, worst ${Math.max(0, ...times).toFixed(0)} ms`,
  );
  const def = timeDefault(timing);
  ctx.log(
    `  default level (${DEFAULT_BUDGET_MS} ms budget): ${def.length} decisions, median ${quantile(def, 0.5).toFixed(0)} ms, ` +
      `worst ${Math.max(0, ...def).toFixed(0)} ms (target ≤ 1 s)`,
  );
  return {
    lvBaselineKaiju: rates[0],
    lvSearchKaiju: rates[1],
    lvSearchHumans: 1 - rates[2],
    lvKaijuGainPoints: +(100 * kaijuGain).toFixed(1),
    lvHumansGainPoints: +(100 * humansGain).toFixed(1),
    lvDefaultMedianMs: Math.round(quantile(def, 0.5)),
    lvDefaultWorstMs: Math.round(Math.max(0, ...def)),
  };
}

export const benchAi: ToolSection<MatchGame, MatchResult> = { play: playMatchGame, run };
