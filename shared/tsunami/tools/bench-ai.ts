/**
 * `npm run bench:ai -- --game tsunami`: the three levels on the same seeded games (random, greedy, planner), with
 * complete victories and tragedies per family size, then the default level's decision time (its budget and playout
 * cap, as a server runs it): median, 95th percentile and worst, and playouts per second. Figures, never assertions.
 */
import { DEFAULT_BUDGET_MS, DEFAULT_PLAYOUTS } from '../bots/planner';
import type { GameRecord, GameSpec, ToolLevel } from './play';
import { pct, quantile, wilson } from '../../core/tools';

export interface BenchAiArgs {
  games: number;
  sizes: readonly number[];
  seed: number;
}

export const BENCH_AI_DEFAULTS: BenchAiArgs = { games: 40, sizes: [2, 4, 6], seed: 80_000 };

const LEVELS: readonly ToolLevel[] = ['random', 'greedy', 'planner'];

export function benchAiSpecs(a: BenchAiArgs): GameSpec[] {
  const out: GameSpec[] = [];
  for (const level of LEVELS)
    for (const size of a.sizes)
      for (let g = 0; g < a.games; g++)
        out.push({
          options: { familySize: size },
          seed: a.seed + g,
          level,
          // the default level as it plays on a server: its playout cap within its time budget
          playouts: DEFAULT_PLAYOUTS,
          budgetMs: DEFAULT_BUDGET_MS,
        });
  return out;
}

export function benchAiReport(
  records: readonly GameRecord[],
  a: BenchAiArgs,
): { lines: string[]; json: Record<string, unknown> } {
  const lines: string[] = ['level    family  games  complete victory        tragedy'];
  const json: Record<string, unknown> = {};
  for (const level of LEVELS)
    for (const size of a.sizes) {
      const cell = records.filter((r) => r.level === level && r.options.familySize === size);
      const n = cell.length;
      const k = cell.filter((r) => r.tier === 'completeVictory').length;
      const t = cell.filter((r) => r.tier === 'tragedy').length;
      const [klo, khi] = wilson(k, n);
      const [tlo, thi] = wilson(t, n);
      lines.push(
        `${level.padEnd(8)} ${String(size).padEnd(7)} ${String(n).padEnd(6)} ${`${pct(k / n)} [${pct(klo)}, ${pct(khi)}]`.padEnd(23)} ${pct(t / n)} [${pct(tlo)}, ${pct(thi)}]`,
      );
      json[`${level}/${size}`] = { games: n, complete: k / n, tragedy: t / n };
    }
  const decisions = records.flatMap((r) => r.decisions);
  const ms = decisions.map((d) => d.ms).sort((x, y) => x - y);
  const cpu = decisions.map((d) => d.cpuMs);
  const playouts = decisions.reduce((s, d) => s + d.playouts, 0);
  const total = ms.reduce((s, x) => s + x, 0);
  const timing = {
    decisions: ms.length,
    medianMs: Number(quantile(ms, 0.5).toFixed(1)),
    p95Ms: Number(quantile(ms, 0.95).toFixed(1)),
    worstMs: Number((ms[ms.length - 1] ?? 0).toFixed(1)),
    medianCpuMs: Number(quantile(cpu, 0.5).toFixed(1)),
    worstCpuMs: Number(quantile(cpu, 1).toFixed(1)),
    playoutsPerSecond: Math.round(playouts / (total / 1000 || 1)),
    budgetMs: DEFAULT_BUDGET_MS,
    cap: DEFAULT_PLAYOUTS,
  };
  lines.push(
    `planner decisions (default level: ${DEFAULT_PLAYOUTS} playouts per answer within ${DEFAULT_BUDGET_MS} ms): ${timing.decisions}, ` +
      `median ${timing.medianMs} ms, 95th percentile ${timing.p95Ms} ms, worst ${timing.worstMs} ms (CPU: median ` +
      `${timing.medianCpuMs} ms, worst ${timing.worstCpuMs} ms), ${timing.playoutsPerSecond} playouts/s`,
  );
  json.timing = timing;
  return { lines, json };
}
