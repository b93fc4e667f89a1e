/**
 * The Leviath section of `npm run bench:ai`: the search player against the greedy player on each side, and greedy
 * against greedy as the baseline, with fixed seeds (human count cycles 1–4, disaster level 0). Every seat sees only
 * its own view. Prints win rates with 95% intervals, the gain of the search on each side over the baseline (target
 * ≥ 15 points), the match decisions' times, and the default level's decision time at its budget (target ≤ 1 s).
 * Games run in child processes (--workers).
 *
 * Flags (with `npm run bench:ai -- --game leviath`, or `tsx scripts/bench-ai-leviath.ts`): --lv-games N (per pairing,
 * default 200), --lv-playouts N (search playouts per decision in the matches, default 48), --workers N (default 2),
 * --lv-timing N (decisions timed at the default level, default 40).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUDGET_MS } from '../shared/leviath/bots/index';
import { searchDecide } from '../shared/leviath/bots/search';
import { leviath as g } from '../shared/leviath/index';
import { pct, wilson } from './ai-games';
import { intArg, parseArgs } from './args';

type Level = 'greedy' | 'search';
interface Pairing {
  name: string;
  kaiju: Level;
  humans: Level;
}

/** Games of one pairing: `humans` 0 cycles 1–4 human players game by game; seeds `seed` + game. */
export interface MatchSpec {
  kaiju: Level;
  humans: Level;
  games: number;
  playouts: number;
  humanCount: number;
  disaster: number;
  seed: number;
}

const PAIRINGS: Pairing[] = [
  { name: 'greedy kaiju vs greedy humans (baseline)', kaiju: 'greedy', humans: 'greedy' },
  { name: 'search kaiju vs greedy humans', kaiju: 'search', humans: 'greedy' },
  { name: 'greedy kaiju vs search humans', kaiju: 'greedy', humans: 'search' },
];

interface Slice {
  kaijuWins: number;
  games: number;
  times: number[];
}

const optionsOf = (game: number, humans = 0, disaster = 0) => {
  const o = g.parseOptions({ humans: humans || (game % 4) + 1, disaster });
  if (!o.ok) throw new Error('options');
  return o.value;
};

/** Plays games `from` … `to − 1` of a match. */
function play(p: MatchSpec, from: number, to: number): Slice {
  const { playouts } = p;
  const out: Slice = { kaijuWins: 0, games: 0, times: [] };
  for (let game = from; game < to; game++) {
    const { state } = g.setup(optionsOf(game, p.humanCount, p.disaster), p.seed + game);
    for (let k = 0; !g.isOver(state); k++) {
      const seat = g.activeSeats(state)[0];
      const level = seat === 'kaiju' ? p.kaiju : p.humans;
      const view = g.computer.viewFor(state, seat, state.humans);
      const seed = game * 7919 + k;
      let action;
      if (level === 'search') {
        const r = searchDecide(view, seat, { budgetMs: 60_000, playouts, seed });
        if (r.stats.playouts > 0) out.times.push(r.stats.ms);
        action = r.action;
      } else action = g.computer.choose({ view, seat, level, seed });
      const r = g.applyInPlace(state, seat, action);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.error.code}`);
    }
    if (state.result?.winner === 'kaiju') out.kaijuWins++;
    out.games++;
  }
  return out;
}

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

const quantile = (xs: number[], q: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : 0;

/** A match spread over child processes: its kaiju wins, games and search decision times. */
export async function playMatch(spec: MatchSpec, workers: number): Promise<Slice> {
  const slices = await inChildren(spec, workers);
  return {
    kaijuWins: slices.reduce((n, s) => n + s.kaijuWins, 0),
    games: slices.reduce((n, s) => n + s.games, 0),
    times: slices.flatMap((s) => s.times),
  };
}

function inChildren(spec: MatchSpec, workers: number): Promise<Slice[]> {
  const self = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from(
      { length: workers },
      (_, i) =>
        new Promise<Slice>((resolve, reject) => {
          const child = fork(self, ['--lv-slice', String(i), String(workers), JSON.stringify(spec)], {
            execArgv: ['--import', 'tsx'],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          child.on('message', (m) => resolve(m as Slice));
          child.on('error', reject);
          child.on('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
        }),
    ),
  );
}

export async function leviathSection(games: number, playouts: number, workers: number, timing: number) {
  console.log(
    `\nLeviath: ${games} games per pairing (seeds 20000–${20_000 + games - 1}, 1–4 humans in turn, disaster 0), ` +
      `search at ${playouts} playouts per decision, ${workers} workers`,
  );
  const rates: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < PAIRINGS.length; i++) {
    const t0 = performance.now();
    const p = PAIRINGS[i];
    const r = await playMatch(
      { kaiju: p.kaiju, humans: p.humans, games, playouts, humanCount: 0, disaster: 0, seed: 20_000 },
      workers,
    );
    const kaijuWins = r.kaijuWins;
    const played = r.games;
    times.push(...r.times);
    const [lo, hi] = wilson(kaijuWins, played);
    rates.push(kaijuWins / played);
    console.log(
      `  ${PAIRINGS[i].name}: kaiju ${pct(kaijuWins / played)} [${pct(lo)}, ${pct(hi)}], ` +
        `humans ${pct(1 - kaijuWins / played)} [${pct(1 - hi)}, ${pct(1 - lo)}] ` +
        `(${played} games, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  const kaijuGain = rates[1] - rates[0];
  const humansGain = rates[0] - rates[2];
  console.log(`  search as kaiju: ${(100 * kaijuGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  console.log(`  search as humans: ${(100 * humansGain).toFixed(1)} points over the baseline (target ≥ 15)`);
  console.log(
    `  match decisions: ${times.length}, median ${quantile(times, 0.5).toFixed(0)} ms, worst ${Math.max(0, ...times).toFixed(0)} ms`,
  );
  const def = timeDefault(timing);
  console.log(
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

const at = process.argv.indexOf('--lv-slice');
if (at >= 0 && process.send) {
  const [worker, workers] = process.argv.slice(at + 1, at + 3).map(Number);
  const spec = JSON.parse(process.argv[at + 3]) as MatchSpec;
  const per = Math.ceil(spec.games / workers);
  const from = worker * per;
  process.send(play(spec, from, Math.min(spec.games, from + per)), () => process.exit(0));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = parseArgs(process.argv.slice(2));
  void leviathSection(
    intArg(args, 'lv-games', 200, 1, 100_000),
    intArg(args, 'lv-playouts', 48, 1, 100_000),
    intArg(args, 'workers', 2, 1, 64),
    intArg(args, 'lv-timing', 40, 0, 10_000),
  ).then((r) => console.log(JSON.stringify(r)));
}
