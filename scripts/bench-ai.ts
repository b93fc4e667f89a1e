/**
 * npm run bench:ai [-- --game ID]: every game's section of the computer players' benchmark (their strength against
 * each other, their decision times), or one game's. A game's section is its `shared/<id>/tools/index.ts` (`benchAi`,
 * see shared/core/tools.ts), with its own flags listed there; games run in child processes (--workers, default 2).
 * Each section prints its figures; the last line is JSON, each game's figures under its id.
 */
import { GAMES, gameById } from '../shared/registry';
import { parseArgs } from './args';
import { meter, toolContext, toolsOf } from './tools';

const args = parseArgs(process.argv.slice(2));
const only = typeof args.game === 'string' ? gameById(args.game) : null;
if (only === undefined) {
  console.error(`--game must be one of ${GAMES.map((g) => g.id).join(', ')}`);
  process.exit(2);
}

const figures: Record<string, unknown> = {};
for (const game of only ? [only] : GAMES) {
  const section = (await toolsOf(game.id)).benchAi;
  if (!section) {
    if (only) {
      console.error(`${game.id} has no bench:ai section (shared/${game.id}/tools/index.ts)`);
      process.exit(2);
    }
    continue;
  }
  figures[game.id] = await section.run(toolContext(game.id, 'benchAi', args), meter);
}
console.log(JSON.stringify(figures));
