/**
 * npm run bench: complete random games per second and applied actions per second on one core, median of
 * several runs. The last line is JSON.
 */
import { playGame } from '../shared/vulcanus/simulate';
import type { Options } from '../shared/vulcanus/types';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const runs = intArg(args, 'runs', 5, 1, 100);
const games = intArg(args, 'games', 2000, 10, 1_000_000);

function once(offset: number): { gps: number; aps: number } {
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
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
  gamesPerSecond: Math.round(median(results.map((r) => r.gps))),
  actionsPerSecond: Math.round(median(results.map((r) => r.aps))),
};
console.log(JSON.stringify(out));
