/**
 * npm run backup -- FILE: a consistent copy of the server's SQLite file (DB_PATH, as the server reads it), taken
 * while the server runs: SQLite's VACUUM INTO writes the file as of one commit, in one read transaction, which the
 * server's writes never wait for (the write-ahead log). The copy is checked (SQLite's integrity check) and its
 * games counted. It never overwrites a file.
 * With DATABASE_URL the games are in PostgreSQL: back them up with pg_dump.
 *
 * To restore: stop the server, put the copy at DB_PATH (without the old file's -wal and -shm), start the server.
 */
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { configFromEnv } from '../server/config';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(2);
}

const dest = process.argv.slice(2).find((a) => !a.startsWith('--'));
const config = configFromEnv();
if (config.databaseUrl) fail('DATABASE_URL is set: the games are in PostgreSQL; back them up with pg_dump');
if (!dest) fail('name the copy to write: npm run backup -- FILE');
if (!existsSync(config.dbPath)) fail(`no database at ${config.dbPath} (DB_PATH)`);
if (existsSync(dest)) fail(`${dest} exists: name a new file`);

try {
  const source = new Database(config.dbPath, { readonly: true, fileMustExist: true });
  source.prepare('VACUUM INTO ?').run(dest);
  source.close();
} catch (e) {
  rmSync(dest, { force: true });
  fail(`could not copy ${config.dbPath} to ${dest}: ${(e as Error).message}`);
}

const copy = new Database(dest, { readonly: true, fileMustExist: true });
const check = copy.pragma('integrity_check', { simple: true });
if (check !== 'ok') fail(`the copy at ${dest} fails SQLite's integrity check: ${String(check)}`);
const count = (sql: string) => copy.prepare(sql).pluck().get() as number;
const games = count('SELECT count(*) FROM games');
const running = count("SELECT count(*) FROM games WHERE status = 'running'");
// the newest actions wait in `recent` until they move to `actions` (server/db.ts, GameStore.compact)
const hasRecent = count("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'recent'") > 0;
const actions = count('SELECT count(*) FROM actions') + (hasRecent ? count('SELECT count(*) FROM recent') : 0);
copy.close();
console.log(`backed up ${config.dbPath} to ${dest}: ${games} games (${running} running), ${actions} actions`);
