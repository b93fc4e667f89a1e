/**
 * npm run bench [-- --game ID]: complete random games per second and applied actions per second on one core,
 * median of several runs. The last line is JSON. Vulcanus (the default) cycles its human counts and levels; any
 * other registered game plays its default options with uniformly random legal actions.
 */
import { Random } from '../shared/core/rng';
import { gameById } from '../shared/registry';
import { playGame } from '../shared/vulcanus/simulate';
import type { Options } from '../shared/vulcanus/types';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const runs = intArg(args, 'runs', 5, 1, 100);
const games = intArg(args, 'games', 2000, 10, 1_000_000);
const id = typeof args.game === 'string' ? args.game : 'vulcanus';
const game = gameById(id);
if (!game) {
  console.error(`--game: no game '${id}'`);
  process.exit(2);
}

/** One random game of any game: every active seat plays a random legal action; returns the actions applied. */
function randomGame(seed: number): number {
  const g = game as NonNullable<typeof game>;
  const o = g.parseOptions({});
  if (!o.ok) throw new Error('default options refused');
  const { state } = g.setup(o.value, seed);
  const rng = new Random(seed);
  let n = 0;
  while (!g.isOver(state)) {
    const seat = g.activeSeats(state)[0];
    const legal = g.legalActions(state, seat);
    if (!g.applyInPlace(state, seat, legal[rng.int(legal.length)]).ok) throw new Error('a legal action was refused');
    n++;
  }
  return n;
}

function once(offset: number): { gps: number; aps: number } {
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    if (id !== 'vulcanus') {
      actions += randomGame(offset + g);
      continue;
    }
    const rec = playGame(
      { humans: ((g % 3) + 1) as Options['humans'], level: (g % 4) as Options['level'] },
      offset + g,
      {
        record: true,
      },
    );
    actions += rec.actions.length;
  }
  const s = (performance.now() - t0) / 1000;
  return { gps: games / s, aps: actions / s };
}

once(1_000_000); // warm-up
const results = [];
for (let r = 0; r < runs; r++) {
  const x = once(r * games);
  results.push(x);
  console.log(`run ${r + 1}/${runs}: ${x.gps.toFixed(0)} games/s, ${x.aps.toFixed(0)} actions/s`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = {
  game: id,
  gamesPerSecond: Math.round(median(results.map((r) => r.gps))),
  actionsPerSecond: Math.round(median(results.map((r) => r.aps))),
};
console.log(JSON.stringify(out));
