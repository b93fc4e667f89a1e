/**
 * A server process opening its SQLite file (test/server/store.test.ts starts several at once): says "opening" on
 * standard output, opens the file named by its argument (migrations included), and exits 0, or 1 with the error.
 */
import { GameStore } from '../../server/db';

process.stdout.write('opening\n');
try {
  new GameStore(process.argv[2]).close();
} catch (e) {
  console.error(e);
  process.exit(1);
}
