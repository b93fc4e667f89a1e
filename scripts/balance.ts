/**
 * npm run balance [-- --game ID]: each game's balance table (its strongest computer players against each other),
 * written into the balance page (--out, docs/balance.md by default) between that game's markers, the rest of the page
 * kept as it is; every game that has a section, or one. A game's section is its `shared/<id>/tools/index.ts`
 * (`balance`, see shared/core/tools.ts), with its own flags listed there; games run in child processes (--workers).
 * An experiment (a section's flags that change its numbers) must write elsewhere (--out).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import type { BalanceTable } from '../shared/core/tools';
import { GAMES, gameById } from '../shared/registry';
import { parseArgs } from './args';
import { meter, toolContext, toolsOf } from './tools';

const PAGE = 'docs/balance.md';
const args = parseArgs(process.argv.slice(2));
const out = typeof args.out === 'string' ? args.out : PAGE;
const only = typeof args.game === 'string' ? gameById(args.game) : null;
if (only === undefined) {
  console.error(`--game must be one of ${GAMES.map((g) => g.id).join(', ')}`);
  process.exit(2);
}

if (args.set !== undefined && out === PAGE) {
  console.error(`--set is an experiment: give --out as well, ${PAGE} shows the committed numbers`);
  process.exit(2);
}

/** The page with the table between its markers (or under its heading at the end, or a new page). */
function placed(page: string | null, t: BalanceTable): string {
  const section = `${t.start}${t.content}${t.end}`;
  const doc = page ?? t.newPage ?? '# Balance\n';
  const a = doc.indexOf(t.start);
  const b = doc.indexOf(t.end);
  if (a >= 0 && b > a) return doc.slice(0, a) + section + doc.slice(b + t.end.length);
  return `${doc.trimEnd()}\n\n## ${t.heading}\n\n${section}\n`;
}

const t0 = Date.now();
for (const game of only ? [only] : GAMES) {
  const section = (await toolsOf(game.id)).balance;
  if (!section) {
    if (only) {
      console.error(`${game.id} has no balance section (shared/${game.id}/tools/index.ts)`);
      process.exit(2);
    }
    continue;
  }
  const table = await section.run(toolContext(game.id, 'balance', args), meter);
  if (table.experiment && out === PAGE) {
    console.error(`an experiment must give --out as well: ${PAGE} shows the committed numbers`);
    process.exit(2);
  }
  const doc = placed(existsSync(out) ? readFileSync(out, 'utf8') : null, table);
  // Keep the page as `prettier --check` wants it (tables are aligned).
  const config = (await prettier.resolveConfig(out)) ?? {};
  writeFileSync(out, await prettier.format(doc, { ...config, filepath: out }));
  console.log(JSON.stringify({ game: game.id, ...table.figures }));
  console.log(`wrote ${game.id}'s table into ${out} (${((Date.now() - t0) / 1000).toFixed(0)} s so far)`);
}
