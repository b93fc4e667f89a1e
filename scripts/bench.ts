/**
 * npm run bench [-- --game ID|all]: complete random games and applied actions per second of this process's CPU time
 * (a machine shared with other work moves wall-clock figures several-fold between runs; CPU time far less),
 * median of several runs, against a yardstick measured in the same run: boardgame.io's reducer playing random
 * tic-tac-toe (scripts/bench-reducer.ts). Each run measures the yardstick and then every game asked, in turn, so the
 * ratio "N× the reducer's actions per second" holds whatever the machine's load. The last line is JSON.
 *
 * A game plays as its tools say (`benchGame` in shared/<id>/tools/index.ts, e.g. its option sets in turn through its
 * own random player), or else its default options with uniformly random legal actions, through its GameDefinition.
 * Without --game: the first registered game.
 */
import type { AnyGame } from '../shared/core/game';
import { Random } from '../shared/core/rng';
import { GAMES, gameById } from '../shared/registry';
import type { GameTools } from '../shared/core/tools';
import { intArg, parseArgs } from './args';
import { loadReducer } from './bench-reducer';
import { meter, toolsOf } from './tools';

const args = parseArgs(process.argv.slice(2));
const runs = intArg(args, 'runs', 5, 1, 100);
const games = intArg(args, 'games', 2000, 10, 1_000_000);
const reducerGames = intArg(args, 'reducer-games', 3000, 100, 10_000_000);
const asked = typeof args.game === 'string' ? args.game : GAMES[0].id;
const chosen: AnyGame[] = asked === 'all' ? [...GAMES] : [gameById(asked)].filter((g) => g !== undefined);
if (!chosen.length) {
  console.error(`--game: no game '${asked}' (or all)`);
  process.exit(2);
}
const tools = new Map<string, GameTools>();
for (const game of chosen) tools.set(game.id, await toolsOf(game.id));

/** Each game's default options, parsed once: the bench measures the engine, not the options' schema. */
const defaults = new Map(
  chosen.map((game) => {
    const o = game.parseOptions({});
    if (!o.ok) throw new Error(`${game.id}: default options refused`);
    return [game.id, o.value];
  }),
);

/** One random game of any game: every active seat plays a random legal action; returns the actions applied. */
function randomGame(game: AnyGame, seed: number): number {
  const { state } = game.setup(defaults.get(game.id), seed);
  const rng = new Random(seed);
  let n = 0;
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    if (!game.applyInPlace(state, seat, legal[rng.int(legal.length)]).ok) throw new Error('a legal action was refused');
    n++;
  }
  return n;
}

interface Rate {
  gps: number;
  aps: number;
}

function once(game: AnyGame, offset: number): Rate {
  let actions = 0;
  const t0 = meter.cpuMs();
  const own = tools.get(game.id)?.benchGame;
  for (let g = 0; g < games; g++) actions += own ? own(g, offset + g) : randomGame(game, offset + g);
  const s = (meter.cpuMs() - t0) / 1000;
  return { gps: games / s, aps: actions / s };
}

const reducer = loadReducer();
if (!reducer) console.log('boardgame.io is not installed (npm install): no yardstick in this run');
function onceReducer(offset: number): Rate {
  const t0 = meter.cpuMs();
  const moves = reducer?.play(reducerGames, offset + 1) ?? 0;
  const s = (meter.cpuMs() - t0) / 1000;
  return { gps: reducerGames / s, aps: moves / s };
}

// warm-up
onceReducer(1_000_000);
for (const game of chosen) once(game, 1_000_000);
const reducerRuns: Rate[] = [];
const gameRuns = new Map<string, Rate[]>(chosen.map((g) => [g.id, []]));
for (let r = 0; r < runs; r++) {
  if (reducer) {
    const x = onceReducer(r * reducerGames);
    reducerRuns.push(x);
    console.log(`run ${r + 1}/${runs}: the reducer (tic-tac-toe) ${x.aps.toFixed(0)} actions/s`);
  }
  for (const game of chosen) {
    const x = once(game, r * games);
    gameRuns.get(game.id)?.push(x);
    console.log(`run ${r + 1}/${runs}: ${game.id} ${x.gps.toFixed(0)} games/s, ${x.aps.toFixed(0)} actions/s`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const reducerAps = reducer ? Math.round(median(reducerRuns.map((x) => x.aps))) : null;
const out = chosen.map((game) => {
  const rs = gameRuns.get(game.id) ?? [];
  const aps = Math.round(median(rs.map((x) => x.aps)));
  // how many of this game's actions take the time of one of the reducer's (the ratio of the medians)
  const vsReducer = reducerAps ? Math.round((aps / reducerAps) * 10) / 10 : null;
  const line = `${game.id}: ${aps} actions/s, ${Math.round(median(rs.map((x) => x.gps)))} games/s`;
  console.log(vsReducer ? `${line}: ${vsReducer}× the reducer's actions per second (${reducerAps})` : line);
  return {
    game: game.id,
    gamesPerSecond: Math.round(median(rs.map((x) => x.gps))),
    actionsPerSecond: aps,
    reducerActionsPerSecond: reducerAps,
    timesReducer: vsReducer,
  };
});
console.log(JSON.stringify(out.length === 1 ? out[0] : out));
