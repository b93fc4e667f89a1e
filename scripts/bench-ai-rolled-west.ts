/**
 * The Rolled West section of `npm run bench:ai`: the search player against three greedy players in 4-player
 * games with fixed seeds (the search seat moves round the table game by game), with its win rate and 95% interval
 * against the 25% baseline, its median and worst decision time at the default budget (wall clock, as a player waits;
 * the CPU time beside it shows how busy the machine was), and its average lead over the best of the others at the
 * end. A shared win counts as a fraction (1/2 for a two-way tie). Games run in child processes (--workers).
 *
 * Flags (with `npm run bench:ai -- --game rolled-west`): --rw-games N (default 400), --workers N (default 2),
 * --rw-budget MS (default 300).
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { rolledWest as g } from '../shared/rolled-west/index';
import { pct, wilson } from './ai-games';

interface Slice {
  wins: number;
  games: number;
  /** The search seat's final total minus the best of the others', summed. */
  lead: number;
  times: number[];
  cpu: number[];
}

function play(from: number, to: number, budgetMs: number): Slice {
  const out: Slice = { wins: 0, games: 0, lead: 0, times: [], cpu: [] };
  for (let game = from; game < to; game++) {
    const o = g.parseOptions({ players: 4 });
    if (!o.ok) throw new Error('options');
    const { state } = g.setup(o.value, 50_000 + game);
    const me = state.order[game % 4];
    let k = 0;
    while (!g.isOver(state)) {
      const seat = g.activeSeats(state)[0];
      const level = seat === me ? 'search' : 'greedy';
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = g.computer.choose({
        view: g.computer.viewFor(state, seat, []),
        seat,
        level,
        budgetMs,
        seed: game * 7919 + k++,
      });
      if (seat === me) {
        out.times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        out.cpu.push((c.user + c.system) / 1000);
      }
      const r = g.applyInPlace(state, seat, a);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.code}`);
    }
    const w = state.winners ?? [];
    if (w.includes(me)) out.wins += 1 / w.length;
    const totals = state.final ?? {};
    out.lead +=
      (totals[me]?.total ?? 0) - Math.max(...state.order.filter((p) => p !== me).map((p) => totals[p]?.total ?? 0));
    out.games++;
  }
  return out;
}

export async function rolledWestSection(
  games: number,
  workers: number,
  budgetMs: number,
): Promise<Record<string, number>> {
  const self = fileURLToPath(import.meta.url);
  const per = Math.ceil(games / workers);
  const t0 = performance.now();
  const load0 = loadavg()[0];
  const slices = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const from = i * per;
      const to = Math.min(games, from + per);
      return new Promise<Slice>((resolve, reject) => {
        const child = fork(self, ['--slice', String(from), String(to), String(budgetMs)], {
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        child.on('message', (m) => resolve(m as Slice));
        child.on('error', reject);
        child.on('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
      });
    }),
  );
  const wins = slices.reduce((n, s) => n + s.wins, 0);
  const played = slices.reduce((n, s) => n + s.games, 0);
  const times = slices.flatMap((s) => s.times).sort((a, b) => a - b);
  const cpu = slices.flatMap((s) => s.cpu).sort((a, b) => a - b);
  const lead = slices.reduce((n, s) => n + s.lead, 0) / Math.max(1, played);
  const [lo, hi] = wilson(wins, played);
  const median = times[times.length >> 1] ?? 0;
  const worst = times.at(-1) ?? 0;
  console.log(
    `\nRolled West: search vs three greedy players, 4 players, ${played} games (seeds 50000–${50_000 + played - 1})`,
  );
  console.log(`  search wins ${pct(wins / played)} [${pct(lo)}, ${pct(hi)}] against the 25% baseline (target ≥ 40%)`);
  console.log(`  its final lead over the best of the others: ${lead.toFixed(2)} points on average`);
  console.log(
    `  decision time at ${budgetMs} ms budget (${times.length} decisions): median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ 1 s); CPU median ${(cpu[cpu.length >> 1] ?? 0).toFixed(1)} ms, worst ${(cpu.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `  ${((performance.now() - t0) / 1000).toFixed(0)} s with ${workers} workers (load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`,
  );
  return {
    rwGames: played,
    rwWinRate: wins / played,
    rwLow: lo,
    rwHigh: hi,
    rwLead: lead,
    rwMedianMs: median,
    rwWorstMs: worst,
  };
}

const i = process.argv.indexOf('--slice');
if (i >= 0 && process.send) {
  const [from, to, budget] = process.argv.slice(i + 1, i + 4).map(Number);
  process.send(play(from, to, budget), () => process.exit(0));
}
