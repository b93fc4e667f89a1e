/**
 * Rolled West's section of `npm run bench:ai`: the search player against three greedy players in 4-player games with
 * fixed seeds (the search seat moves round the table game by game), with its win rate and 95% interval against the
 * 25% baseline, its median and worst decision time at the default budget (wall clock, as a player waits; the CPU time
 * beside it shows how busy the machine was), and its average lead over the best of the others at the end. A shared
 * win counts as a fraction (1/2 for a two-way tie).
 *
 * Flags (with `npm run bench:ai -- --game rolled-west`): --rw-games N (default 400), --workers N (default 2),
 * --rw-budget MS (default 300); the hint-follower's flags are in shared/core/follow.ts (--part, --follow-games,
 * --follow-budget).
 */
import { withFollower } from '../../core/follow';
import { pct, wilson, type GameTools, type Meter, type ToolContext, type ToolSection } from '../../core/tools';
import { rolledWest as g } from '../index';

interface Job {
  game: number;
  budgetMs: number;
}

interface Played {
  /** 1 for a win, 1/n for a win shared by n. */
  win: number;
  /** The search seat's final total minus the best of the others'. */
  lead: number;
  times: number[];
  cpu: number[];
}

function play({ game, budgetMs }: Job, meter: Meter): Played {
  const out: Played = { win: 0, lead: 0, times: [], cpu: [] };
  const o = g.parseOptions({ players: 4 });
  if (!o.ok) throw new Error('options');
  const { state } = g.setup(o.value, 50_000 + game);
  const me = state.order[game % 4];
  let k = 0;
  while (!g.isOver(state)) {
    const seat = g.activeSeats(state)[0];
    const level = seat === me ? 'search' : 'greedy';
    const t0 = performance.now();
    const c0 = meter.cpuMs();
    const a = g.computer.choose({
      view: g.computer.viewFor(state, seat, []),
      seat,
      level,
      budgetMs,
      seed: game * 7919 + k++,
    });
    if (seat === me) {
      out.times.push(performance.now() - t0);
      out.cpu.push(meter.cpuMs() - c0);
    }
    const r = g.applyInPlace(state, seat, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.code}`);
  }
  const w = state.winners ?? [];
  if (w.includes(me)) out.win = 1 / w.length;
  const totals = state.final ?? {};
  out.lead =
    (totals[me]?.total ?? 0) - Math.max(...state.order.filter((p) => p !== me).map((p) => totals[p]?.total ?? 0));
  return out;
}

async function run(ctx: ToolContext): Promise<Record<string, number>> {
  const games = ctx.int('rw-games', 400, 1, 100000);
  const budgetMs = ctx.int('rw-budget', 300, 1, 60000);
  const t0 = performance.now();
  const load0 = ctx.loadAverage();
  const jobs = Array.from({ length: games }, (_, game) => ({ game, budgetMs }));
  const played = await ctx.playAll<Job, Played>(jobs);
  const wins = played.reduce((n, s) => n + s.win, 0);
  const times = played.flatMap((s) => s.times).sort((a, b) => a - b);
  const cpu = played.flatMap((s) => s.cpu).sort((a, b) => a - b);
  const lead = played.reduce((n, s) => n + s.lead, 0) / Math.max(1, games);
  const [lo, hi] = wilson(wins, games);
  const median = times[times.length >> 1] ?? 0;
  const worst = times.at(-1) ?? 0;
  ctx.log(
    `\nRolled West: search vs three greedy players, 4 players, ${games} games (seeds 50000–${50_000 + games - 1})`,
  );
  ctx.log(`  search wins ${pct(wins / games)} [${pct(lo)}, ${pct(hi)}] against the 25% baseline (target ≥ 40%)`);
  ctx.log(`  its final lead over the best of the others: ${lead.toFixed(2)} points on average`);
  ctx.log(
    `  decision time at ${budgetMs} ms budget (${times.length} decisions): median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ 1 s); CPU median ${(cpu[cpu.length >> 1] ?? 0).toFixed(1)} ms, worst ${(cpu.at(-1) ?? 0).toFixed(1)} ms`,
  );
  ctx.log(
    `  ${((performance.now() - t0) / 1000).toFixed(0)} s with ${ctx.workers} workers (load average ${load0.toFixed(1)} at the start, ${ctx.loadAverage().toFixed(1)} at the end)`,
  );
  return {
    rwGames: games,
    rwWinRate: wins / games,
    rwLow: lo,
    rwHigh: hi,
    rwLead: lead,
    rwMedianMs: median,
    rwWorstMs: worst,
  };
}

const strength: ToolSection<Job, Played> = { play, run };

/** The hint-follower (shared/core/follow.ts): the default two-player game, the follower in either seat in turn (the first player is drawn). */
const benchAi = withFollower(
  g,
  strength,
  (games, budgetMs) => ({
    title: `Rolled West: the hint-follower against the Normal computer, 2 players, ${games} games (seeds 60000–${60_000 + games - 1}), hint at ${budgetMs} ms`,
    jobs: Array.from({ length: games }, (_, i) => ({
      follow: true as const,
      group: i % 2 ? 'as p2' : 'as p1',
      options: { players: 2 },
      seed: 60_000 + i,
      me: i % 2 ? 'p2' : 'p1',
      level: 'greedy',
      budgetMs,
    })),
  }),
  40,
);

export const tools: GameTools = { benchAi };
