/**
 * npm run sim -- [--game ID] --games N --seed S [--bot LEVEL] [--<option> value ...] [--json]
 *
 * Plays complete games through the one host with computer players on every seat (the game's first level unless
 * --bot), checking the game's invariants after every action. Any other flag sets a game option of that name
 * (e.g. --humans 2 --level 1 for Vulcanus); the others keep their defaults.
 */
import { simulate } from '../shared/core/simulate';
import { GAMES, gameById } from '../shared/registry';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const game = gameById(args.game ?? GAMES[0].id);
if (!game) {
  console.error(`--game must be one of ${GAMES.map((g) => g.id).join(', ')}`);
  process.exit(2);
}
const games = intArg(args, 'games', 1000, 1, 10_000_000);
const seed = intArg(args, 'seed', 1, 0, 2 ** 31 - 1);
const json = args.json === true;
const botLevel = typeof args.bot === 'string' ? args.bot : game.computer.levels[0];
const given: Record<string, unknown> = {};
for (const [k, v] of Object.entries(args))
  if (!['game', 'games', 'seed', 'json', 'bot'].includes(k)) given[k] = v === true ? true : Number(v);
const parsed = game.parseOptions(given);
if (!parsed.ok) {
  console.error(
    `invalid options ${JSON.stringify(given)}: ${parsed.error.code} ${JSON.stringify(parsed.error.params)}`,
  );
  process.exit(2);
}

const wins: Record<string, number> = {};
const reasons: Record<string, number> = {};
let actions = 0;
let violations = 0;
const firstViolations: string[] = [];
const teams = new Map(game.seats(parsed.value).map((s) => [s.id, s.team]));
const t0 = performance.now();
let lastProgress = t0;
for (let g = 0; g < games; g++) {
  const rec = simulate(game, parsed.value, seed + g, { level: botLevel, check: true });
  // a finished game nobody won (a cooperative game's worst end) counts as 'nobody', not as an unknown team
  const team = !rec.outcome
    ? 'none'
    : rec.outcome.winners.length
      ? (teams.get(rec.outcome.winners[0]) ?? '?')
      : 'nobody';
  wins[team] = (wins[team] ?? 0) + 1;
  if (rec.outcome) reasons[rec.outcome.reason] = (reasons[rec.outcome.reason] ?? 0) + 1;
  actions += rec.log.length;
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
  game: game.id,
  options: parsed.value,
  games,
  winsByTeam: wins,
  averageActions: Number((actions / games).toFixed(1)),
  endReasons: reasons,
  gamesPerSecond: Number((games / seconds).toFixed(1)),
  invariantViolations: violations,
};
if (json) console.log(JSON.stringify(summary));
else {
  process.stderr.write('\n');
  console.log(`game                 ${summary.game} ${JSON.stringify(summary.options)}`);
  console.log(`games                ${summary.games}`);
  for (const [team, n] of Object.entries(wins))
    console.log(`${`${team} wins`.padEnd(20)} ${n} (${((n / games) * 100).toFixed(1)}%)`);
  console.log(`average actions      ${summary.averageActions}`);
  console.log(
    `end reasons          ${Object.entries(reasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`games per second     ${summary.gamesPerSecond} (through the host, invariants after every action)`);
  console.log(`invariant violations ${violations}`);
  for (const v of firstViolations) console.log(`  ${v}`);
}
process.exitCode = violations ? 1 : 0;
