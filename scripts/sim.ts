/** npm run sim -- --games N --seed S [--humans 1|2|3] [--level 0|1|2|3] [--json] */
import { playGame } from '../shared/vulcanus/simulate';
import type { Options } from '../shared/vulcanus/types';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const games = intArg(args, 'games', 1000, 1, 10_000_000);
const seed = intArg(args, 'seed', 1, 0, 2 ** 31 - 1);
const humans = args.humans === undefined ? null : (intArg(args, 'humans', 1, 1, 3) as Options['humans']);
const level = intArg(args, 'level', 0, 0, 3) as Options['level'];
const json = args.json === true;

let kaiju = 0;
let human = 0;
let rounds = 0;
let violations = 0;
const reasons: Record<string, number> = {};
const firstViolations: string[] = [];
const t0 = performance.now();
let lastProgress = t0;
for (let g = 0; g < games; g++) {
  const h = humans ?? (((g % 3) + 1) as Options['humans']);
  const rec = playGame({ humans: h, level }, seed + g, { check: true });
  if (rec.result?.winner === 'kaiju') kaiju++;
  if (rec.result?.winner === 'humans') human++;
  if (rec.result) reasons[rec.result.reason] = (reasons[rec.result.reason] ?? 0) + 1;
  rounds += rec.state.round;
  violations += rec.violations.length;
  if (rec.violations.length && firstViolations.length < 5)
    firstViolations.push(`seed ${seed + g}: ${rec.violations[0]}`);
  const now = performance.now();
  if (!json && now - lastProgress > 1000) {
    lastProgress = now;
    process.stderr.write(`\r${g + 1}/${games} games (${Math.round(((g + 1) / games) * 100)}%)`);
  }
}
const seconds = (performance.now() - t0) / 1000;
const summary = {
  games,
  kaijuWins: kaiju,
  humanWins: human,
  averageRounds: Number((rounds / games).toFixed(3)),
  endReasons: reasons,
  gamesPerSecond: Number((games / seconds).toFixed(1)),
  invariantViolations: violations,
};
if (json) console.log(JSON.stringify(summary));
else {
  process.stderr.write('\n');
  console.log(`games                ${summary.games}`);
  console.log(`kaiju wins           ${summary.kaijuWins} (${((kaiju / games) * 100).toFixed(1)}%)`);
  console.log(`human wins           ${summary.humanWins} (${((human / games) * 100).toFixed(1)}%)`);
  console.log(`average rounds       ${summary.averageRounds}`);
  console.log(
    `end reasons          ${Object.entries(reasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`games per second     ${summary.gamesPerSecond} (with invariant checks after every action)`);
  console.log(`invariant violations ${violations}`);
  for (const v of firstViolations) console.log(`  ${v}`);
}
process.exitCode = violations ? 1 : 0;
