/** Tsunami's sections of the command-line tools (shared/core/tools.ts): bench:ai and balance (§C.3). */
import type { BalanceSection, GameTools, ToolSection } from '../../core/tools';
import { BALANCE_DEFAULTS, BALANCE_END, BALANCE_START, balanceRows, balanceSection, balanceSpecs } from './balance';
import { BENCH_AI_DEFAULTS, benchAiReport, benchAiSpecs } from './bench-ai';
import { playGame, type GameRecord, type GameSpec } from './play';

/**
 * `npm run bench:ai -- --game tsunami`: flags --ts-games N (per level and size, default 40), --ts-sizes 2,4,6.
 */
const benchAi: ToolSection<GameSpec, GameRecord> = {
  play: (job, meter) => playGame(job, meter),
  async run(ctx) {
    const a = {
      ...BENCH_AI_DEFAULTS,
      games: ctx.int('ts-games', BENCH_AI_DEFAULTS.games, 1, 100_000),
      sizes: ctx.list('ts-sizes', [...BENCH_AI_DEFAULTS.sizes]),
    };
    const specs = benchAiSpecs(a);
    ctx.log(
      `bench:ai, Tsunami — random, greedy and planner on the same ${a.games} games per family size, ${ctx.workers} workers`,
    );
    const records = await ctx.playAll<GameSpec, GameRecord>(specs);
    const { lines, json } = benchAiReport(records, a);
    for (const line of lines) ctx.log(line);
    ctx.log(`(load average while timing: ${ctx.loadAverage().toFixed(2)})`);
    return json;
  },
};

/**
 * `npm run balance -- --game tsunami`: flags --games N (per family size, default 40), --target-games N (the default
 * family of 4, default 100), --playouts N (default: the default level's), --sizes 2,3,4,5,6, --out PATH.
 */
const balance: BalanceSection<GameSpec, GameRecord> = {
  play: (job, meter) => playGame(job, meter),
  async run(ctx) {
    const a = {
      ...BALANCE_DEFAULTS,
      games: ctx.int('games', BALANCE_DEFAULTS.games, 1, 100_000),
      targetGames: ctx.int('target-games', BALANCE_DEFAULTS.targetGames, 1, 100_000),
      playouts: ctx.int('playouts', BALANCE_DEFAULTS.playouts, 1, 100_000),
      sizes: ctx.list('sizes', [...BALANCE_DEFAULTS.sizes]),
    };
    const specs = balanceSpecs(a);
    const t0 = Date.now();
    ctx.log(`balance, Tsunami — the planner on every member, ${specs.length} games, ${ctx.workers} workers`);
    const records = await ctx.playAll<GameSpec, GameRecord>(specs, (done) => {
      if (done % 20 === 0) ctx.log(`  ${done}/${specs.length} games, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    });
    for (const row of balanceRows(records, a.sizes)) ctx.log(row);
    const date = new Date().toISOString().slice(0, 10);
    const content = balanceSection(
      records,
      a,
      date,
      `npm run balance -- --game tsunami${a.playouts === BALANCE_DEFAULTS.playouts ? '' : ` --playouts ${a.playouts}`}`,
    )
      .slice(BALANCE_START.length)
      .slice(0, -BALANCE_END.length);
    const figures: Record<string, unknown> = {};
    for (const size of a.sizes) {
      const cell = records.filter((r) => r.options.familySize === size);
      figures[`family${size}`] = {
        games: cell.length,
        complete: cell.filter((r) => r.tier === 'completeVictory').length / cell.length,
        tragedy: cell.filter((r) => r.tier === 'tragedy').length / cell.length,
      };
    }
    return { start: BALANCE_START, end: BALANCE_END, content, heading: 'Tsunami', figures };
  },
};

export const tools: GameTools = { benchAi, balance };
