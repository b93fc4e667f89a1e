/**
 * Vulcanus's section of `npm run bench:ai`: the search player against the greedy player on each side, and greedy
 * against greedy as the baseline, with fixed seeds (human count cycles 1, 2, 3; disaster level +0). Prints win rates
 * with 95% intervals, the search's playouts per second and its median and worst decision time, then the same timing at
 * the default level (time budget, no playout cap).
 *
 * Flags: --games N (per pairing, default 200), --playouts N (search playouts per decision in the match games,
 * default 200), --workers N (default 2), --timing N (decisions timed at the default level, default 40),
 * --budget MS (the default level's budget, default DEFAULT_BUDGET_MS).
 */
import { pct, quantile, wilson, type Meter, type ToolContext, type ToolSection } from '../../core/tools';
import { DEFAULT_BUDGET_MS, chooseAction, searchDecision } from '../bots/index';
import { applyMut } from '../engine';
import { setup } from '../rules';
import type { Options, Seat } from '../types';
import { view } from '../view';
import { playMatch, type MatchOutcome, type MatchSpec } from './matches';

const PAIRINGS = [
  { name: 'greedy kaiju vs greedy humans (baseline)', kaiju: 'greedy', humans: 'greedy' },
  { name: 'search kaiju vs greedy humans', kaiju: 'search', humans: 'greedy' },
  { name: 'greedy kaiju vs search humans', kaiju: 'greedy', humans: 'search' },
] as const;

function specs(games: number, playouts: number, kaiju: MatchSpec['kaiju'], humans: MatchSpec['humans']): MatchSpec[] {
  return Array.from({ length: games }, (_, g) => ({
    options: { humans: ((g % 3) + 1) as Options['humans'], level: 0 },
    seed: 10_000 + g,
    kaiju,
    humans,
    playouts,
    budgetMs: 60_000,
  }));
}

/** Decisions of the default level (its budget, no playout cap), every fifth of the searching side's, in this process. */
function timeDefaultLevel(timing: number, budget: number, meter: Meter) {
  const ms: number[] = [];
  let po = 0;
  let total = 0;
  let cpu = 0;
  for (let g = 0; ms.length < timing && g < 50; g++) {
    const { state } = setup({ humans: ((g % 3) + 1) as Options['humans'], level: 0 }, 90_000 + g);
    const searchSide: Seat | 'humans' = g % 2 ? 'kaiju' : 'humans';
    for (let n = 0; !state.result && n < 4000 && ms.length < timing; n++) {
      const seat = state.prompts[0]?.seat as Seat;
      const v = view(state, seat);
      const mine = searchSide === 'kaiju' ? seat === 'kaiju' : seat !== 'kaiju';
      let a;
      // Time every fifth decision of the searching side (the others play greedily to move the game along).
      if (mine && n % 5 === 0) {
        const c0 = meter.cpuMs();
        const r = searchDecision({ view: v, seat, budgetMs: budget, seed: n });
        const c = meter.cpuMs() - c0;
        if (r.stats.playouts > 0) {
          cpu += c;
          ms.push(r.stats.ms);
          po += r.stats.playouts;
          total += r.stats.ms;
        }
        a = r.action;
      } else a = chooseAction({ view: v, seat, level: 'greedy' });
      if (!a || !applyMut(state, seat, a).ok) break;
    }
  }
  return {
    median: quantile(ms, 0.5),
    worst: Math.max(0, ...ms),
    playoutsPerSecond: po / (total / 1000),
    playoutsPerCpuSecond: po / (cpu / 1000),
    n: ms.length,
  };
}

async function run(ctx: ToolContext, meter: Meter): Promise<Record<string, unknown>> {
  const games = ctx.int('games', 200, 1, 100000);
  const playouts = ctx.int('playouts', 200, 1, 1000000);
  const timing = ctx.int('timing', 40, 0, 10000);
  const budget = ctx.int('budget', DEFAULT_BUDGET_MS, 1, 60000);
  ctx.log(`bench:ai — ${games} games per pairing, search at ${playouts} playouts/decision, ${ctx.workers} workers`);
  const results: Record<string, { kaijuWins: number; n: number; unfinished: number }> = {};
  const decisions: MatchOutcome['decisions'] = [];
  for (const p of PAIRINGS) {
    const t0 = Date.now();
    const out = await ctx.playAll<MatchSpec, MatchOutcome>(specs(games, playouts, p.kaiju, p.humans));
    const kaijuWins = out.filter((o) => o.winner === 'kaiju').length;
    const unfinished = out.filter((o) => o.winner === null).length;
    results[p.name] = { kaijuWins, n: out.length, unfinished };
    for (const o of out) decisions.push(...o.decisions);
    const [lo, hi] = wilson(kaijuWins, out.length);
    const [hlo, hhi] = [1 - hi, 1 - lo];
    ctx.log(
      `${p.name}: kaiju ${pct(kaijuWins / out.length)} [${pct(lo)}, ${pct(hi)}], humans ${pct(1 - kaijuWins / out.length)} [${pct(hlo)}, ${pct(hhi)}]` +
        `${unfinished ? `, ${unfinished} unfinished` : ''} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  const base = results[PAIRINGS[0].name];
  const sk = results[PAIRINGS[1].name];
  const sh = results[PAIRINGS[2].name];
  const baseK = base.kaijuWins / base.n;
  const kaijuGain = sk.kaijuWins / sk.n - baseK;
  const humansGain = 1 - sh.kaijuWins / sh.n - (1 - baseK);
  ctx.log(`search as kaiju: +${(100 * kaijuGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  ctx.log(`search as humans: +${(100 * humansGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  const ms = decisions.map((d) => d.ms);
  const po = decisions.reduce((a, d) => a + d.playouts, 0);
  const msTotal = ms.reduce((a, b) => a + b, 0);
  const matchPps = po / (msTotal / 1000);
  const matchCpu = po / (decisions.reduce((a, d) => a + d.cpuMs, 0) / 1000);
  ctx.log(
    `match decisions: ${decisions.length}, median ${quantile(ms, 0.5).toFixed(1)} ms, worst ${Math.max(0, ...ms).toFixed(1)} ms, ` +
      `${matchPps.toFixed(0)} playouts/s (wall clock), ${matchCpu.toFixed(0)} playouts per CPU second`,
  );
  const t = timeDefaultLevel(timing, budget, meter);
  ctx.log(
    `default level (${budget} ms budget): ${t.n} decisions, median ${t.median.toFixed(0)} ms, worst ${t.worst.toFixed(0)} ms, ${t.playoutsPerSecond.toFixed(0)} playouts/s (wall clock), ${t.playoutsPerCpuSecond.toFixed(0)} per CPU second`,
  );
  return {
    games,
    playouts,
    baselineKaiju: baseK,
    searchKaiju: sk.kaijuWins / sk.n,
    searchHumans: 1 - sh.kaijuWins / sh.n,
    kaijuGainPoints: +(100 * kaijuGain).toFixed(1),
    humansGainPoints: +(100 * humansGain).toFixed(1),
    matchPlayoutsPerSecond: Math.round(matchPps),
    matchPlayoutsPerCpuSecond: Math.round(matchCpu),
    defaultMedianMs: Math.round(t.median),
    defaultWorstMs: Math.round(t.worst),
    defaultPlayoutsPerSecond: Math.round(t.playoutsPerSecond),
    defaultPlayoutsPerCpuSecond: Math.round(t.playoutsPerCpuSecond),
    loadAverage: ctx.loadAverage(),
  };
}

export const benchAi: ToolSection<MatchSpec, MatchOutcome> = { play: playMatch, run };
