/**
 * The store interface, the same tests against both engines: the embedded SQLite file and a real PostgreSQL
 * (started here on a loopback port with a throwaway data folder). Writes, the transaction around each tick's
 * batch, ownership (leases, claims, fencing, release) and the versioned migrations.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPACT_ROWS, GameStore } from '../../server/db';
import { emptyBatch, type NewGame, type Store, type WriteBatch } from '../../server/store';
import { MIGRATIONS, PgStore } from '../../server/store-pg';
import type { CheckpointResult } from '../../server/checkpoint-worker';
import { SqliteStore } from '../../server/store-sqlite';
import { startPostgres, type Service } from './services';

const dir = mkdtempSync(join(tmpdir(), 'kaiju-store-'));
/** A process that opens a SQLite file as a server does (open-store.ts). */
const OPEN_STORE = fileURLToPath(new URL('./open-store.ts', import.meta.url));
let postgres: Service;
let databases = 0;
const open: Store[] = [];

beforeAll(async () => {
  postgres = await startPostgres(5761);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close().catch(() => undefined)));
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A new empty database of each engine for each test. */
const engines: Record<string, () => Promise<Store>> = {
  sqlite: async () => new SqliteStore(join(dir, `t${++databases}.sqlite`)),
  postgres: async () => {
    const name = `t${++databases}`;
    const admin = new pg.Client(postgres.url);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return PgStore.open(postgres.url.replace(/\/postgres$/, `/${name}`));
  },
};

async function fresh(engine: string): Promise<Store> {
  const store = await engines[engine]();
  open.push(store);
  return store;
}

const game = (id: string, created = Date.now()): NewGame => ({
  id,
  game: 'vulcanus',
  rulesVersion: 2,
  options: { game: { humans: 1, level: 0 }, isPrivate: false, name: 'Ümlaut "quoted" 日本' },
  seed: 2 ** 31 - 1,
  seats: [{ seat: 'h1', kind: 'human', name: 'p1', playerId: 'pid', token: 'secret-token-0123456789' }],
  hostId: 'pid',
  created,
});

const batch = (b: Partial<WriteBatch>): WriteBatch => ({ ...emptyBatch(), ...b });
const act = (g: string, idx: number, action: unknown = { type: 'move', to: idx }) => ({
  game: g,
  idx,
  seat: 'h1',
  action: JSON.stringify(action),
});

describe.each(['sqlite', 'postgres'])('the %s store', (engine) => {
  it('stores a game, its actions in order and its end; reads them back', async () => {
    const s = await fresh(engine);
    expect(await s.exists('G1')).toBe(false);
    expect(await s.commit('a', batch({ created: [game('G1', 1_700_000_000_123)], actions: [act('G1', 0)] }))).toEqual(
      [],
    );
    const more = batch({ actions: [act('G1', 1, { type: 'x', n: [1, null, 'y'] }), act('G1', 2)] });
    expect(await s.commit('a', more)).toEqual([]);
    expect(await s.exists('G1')).toBe(true);
    const g = await s.get('G1');
    expect(g).toEqual({ ...game('G1', 1_700_000_000_123), status: 'running', finished: null, result: null });
    expect(await s.actions('G1')).toEqual([
      { seat: 'h1', action: { type: 'move', to: 0 } },
      { seat: 'h1', action: { type: 'x', n: [1, null, 'y'] } },
      { seat: 'h1', action: { type: 'move', to: 2 } },
    ]);
    const result = { winners: ['h1'], reason: 'vulcanus.end.x' };
    await s.commit('a', batch({ actions: [act('G1', 3)], ended: [{ game: 'G1', result, at: 1_700_000_999_000 }] }));
    expect(await s.get('G1')).toMatchObject({ status: 'finished', finished: 1_700_000_999_000, result });
    expect(await s.renew('a', 10_000)).toEqual([]); // a finished game has no owner
    expect(await s.get('nope')).toBeNull();
    expect(await s.actions('nope')).toEqual([]);
  });

  it('a batch is one transaction: when one write fails, none of its writes is stored', async () => {
    const s = await fresh(engine);
    await s.commit('a', batch({ created: [game('G1')], actions: [act('G1', 0)] }));
    // An action index stored already (never happens but by a bug): the whole batch fails, the new game with it.
    await expect(
      s.commit('a', batch({ created: [game('G2')], actions: [act('G2', 0), act('G1', 0)] })),
    ).rejects.toThrow();
    expect(await s.exists('G2')).toBe(false);
    expect(await s.actions('G1')).toHaveLength(1);
  });

  it('leases: a process holds its games while it renews; another claims them once the lease lapses', async () => {
    const s = await fresh(engine);
    expect(await s.renew('a', 60_000)).toEqual([]);
    await s.commit('a', batch({ created: [game('G1', 1), game('G2', 2)] }));
    expect(await s.renew('a', 60_000)).toEqual(['G1', 'G2']);
    expect(await s.claim('b', 60_000, 10)).toEqual([]); // a's lease runs
    await s.renew('a', 1); // ...and now lapses
    await new Promise((r) => setTimeout(r, 20));
    expect((await s.claim('b', 60_000, 1)).length).toBe(1); // the limit holds
    expect((await s.claim('b', 60_000, 10)).length).toBe(1);
    expect(await s.renew('b', 60_000)).toEqual(['G1', 'G2']);
    expect(await s.renew('a', 60_000)).toEqual([]);
  });

  it('fencing: a process that lost a game cannot write to it; its other games are stored', async () => {
    const s = await fresh(engine);
    await s.commit('a', batch({ created: [game('G1'), game('G2')] }));
    await s.renew('a', 1);
    await new Promise((r) => setTimeout(r, 20));
    await s.renew('b', 60_000);
    expect(await s.claim('b', 60_000, 1)).toEqual(['G1']);
    await s.renew('a', 60_000); // a comes back: G2 is still its own
    const lost = await s.commit(
      'a',
      batch({ actions: [act('G1', 0), act('G2', 0)], ended: [{ game: 'G1', result: null, at: 1 }] }),
    );
    expect(lost).toEqual(['G1']);
    expect(await s.actions('G1')).toEqual([]);
    expect((await s.get('G1'))?.status).toBe('running');
    expect(await s.actions('G2')).toHaveLength(1);
    await s.finish('a', 'G1', null, 5); // not its game: nothing happens
    expect((await s.get('G1'))?.status).toBe('running');
    await s.finish('b', 'G1', { winners: [], reason: 'r' }, 5);
    expect((await s.get('G1'))?.status).toBe('finished');
  });

  it('two processes claiming at once never take the same game', async () => {
    const s = await fresh(engine);
    const other = engine === 'sqlite' ? new SqliteStore(join(dir, `t${databases}.sqlite`)) : s;
    if (other !== s) open.push(other);
    await s.commit('gone', batch({ created: Array.from({ length: 40 }, (_, i) => game(`G${i}`, i)) }));
    const [a, b] = await Promise.all([s.claim('a', 60_000, 25), other.claim('b', 60_000, 25)]);
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
    expect(a.length + b.length).toBe(40);
  });

  it('a clean stop gives the games up at once', async () => {
    const s = await fresh(engine);
    await s.renew('a', 60_000);
    await s.commit('a', batch({ created: [game('G1')] }));
    await s.release('a');
    expect(await s.claim('b', 60_000, 10)).toEqual(['G1']);
  });
});

describe('migrations', () => {
  it('PostgreSQL: each step once, recorded; opening again (or twice at once) changes nothing', async () => {
    const a = await fresh('postgres');
    const url = postgres.url.replace(/\/postgres$/, `/t${databases}`);
    await a.commit('a', batch({ created: [game('G1')] }));
    const [b, c] = await Promise.all([PgStore.open(url), PgStore.open(url)]);
    open.push(b, c);
    const client = new pg.Client(url);
    await client.connect();
    const versions = (await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows;
    await client.end();
    expect(versions.map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(await b.exists('G1')).toBe(true);
  });

  it('SQLite: a file from before versioning (and before games named their game) is brought up to date', async () => {
    const path = join(dir, 'legacy.sqlite');
    const old = new Database(path);
    old.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, options TEXT NOT NULL, seed INTEGER NOT NULL, status TEXT NOT NULL,
        seats TEXT NOT NULL, host_id TEXT NOT NULL, created INTEGER NOT NULL, finished INTEGER, result TEXT);
      CREATE TABLE actions (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT NOT NULL, action TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
      INSERT INTO games VALUES ('OLD1', '{"game":{"humans":1},"planningSeconds":30}', 5, 'running', '[]', 'h', 1,
        NULL, NULL);
    `);
    old.close();
    const s = new SqliteStore(path);
    open.push(s);
    expect(await s.get('OLD1')).toMatchObject({
      game: 'vulcanus',
      rulesVersion: 1,
      options: { game: { humans: 1, planningSeconds: 30 } },
    });
    expect(await s.claim('a', 60_000, 10)).toEqual(['OLD1']); // stored before owners: the first process takes it
    const again = new GameStore(path);
    expect(again.running()).toEqual(['OLD1']);
    again.close();
    const file = new Database(path);
    expect(file.pragma('user_version', { simple: true })).toBe(3);
    file.close();
  });
});

describe('SQLite: the newest actions wait in `recent`, then move into their games (GameStore.compact)', () => {
  it('a game reads the same across the move, in order; a duplicate index is refused while it waits; close moves all', () => {
    const path = join(dir, 'compact.sqlite');
    const file = new GameStore(path);
    file.commit('a', batch({ created: [game('C1'), game('C2')] }));
    const log = (g: string) => file.actions(g).map((a) => (a.action as { to: number }).to);
    const rows = (table: string) => {
      const db = new Database(path, { readonly: true });
      const n = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
      db.close();
      return n;
    };
    // the first actions move before the later ones arrive: the game reads from both tables at once
    for (let i = 0; i < 5; i++) file.commit('a', batch({ actions: [act('C1', i), act('C2', i)] }));
    expect(file.compact()).toBe(10);
    expect([rows('actions'), rows('recent')]).toEqual([10, 0]);
    for (let i = 5; i < 8; i++) file.commit('a', batch({ actions: [act('C2', i), act('C1', i)] }));
    expect([rows('actions'), rows('recent')]).toEqual([10, 6]);
    expect(log('C1')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(log('C2')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // an index written twice while the first waits: the whole batch is refused, as before
    expect(() => file.commit('a', batch({ actions: [act('C2', 8), act('C1', 7)] }))).toThrow(/UNIQUE/);
    expect(log('C2')).toHaveLength(8);
    // a commit past COMPACT_ROWS waiting moves them all itself
    const many = Array.from({ length: COMPACT_ROWS }, (_, i) => act('C1', 8 + i));
    file.commit('a', batch({ actions: many }));
    expect(rows('recent')).toBe(0);
    expect(log('C1')).toEqual(Array.from({ length: 8 + COMPACT_ROWS }, (_, i) => i));
    file.commit('a', batch({ actions: [act('C2', 8)] }));
    expect(rows('recent')).toBe(1);
    file.close();
    expect([rows('actions'), rows('recent')]).toEqual([17 + COMPACT_ROWS, 0]);
    const again = new GameStore(path);
    expect(again.actions('C2')).toHaveLength(9);
    again.close();
  });
});

describe('SQLite shared by several processes', () => {
  it('processes that open a new file at the same moment apply each migration once, and all start', async () => {
    const path = join(dir, 'together.sqlite');
    // Another process holds the write lock of a new file: each opener reads the file's version, then waits for it.
    const holder = new Database(path);
    holder.pragma('journal_mode = WAL');
    holder.prepare('BEGIN IMMEDIATE').run();
    const openers = Array.from({ length: 3 }, () => {
      const p = spawn(process.execPath, ['--import', 'tsx', OPEN_STORE, path], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      p.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const opening = new Promise<void>((resolve) => p.stdout.once('data', () => resolve()));
      const exited = new Promise<{ code: number | null; err: string }>((resolve) =>
        p.once('exit', (code) => resolve({ code, err })),
      );
      return { opening, exited };
    });
    await Promise.all(openers.map((o) => o.opening));
    // each is past its reading now (it reads at once), and waits for the lock (SQLite waits up to 5 s)
    await new Promise((r) => setTimeout(r, 500));
    holder.prepare('COMMIT').run();
    const ends = await Promise.all(openers.map((o) => o.exited));
    expect(ends.map((e) => (e.code === 0 ? 0 : (e.err.split('\n').find((l) => /Error/.test(l)) ?? e.code)))).toEqual([
      0, 0, 0,
    ]);
    holder.close();
    // every step applied once: the file is at the version of a file one process opened alone
    const alone = join(dir, 'alone.sqlite');
    new GameStore(alone).close();
    const version = (file: string) => {
      const db = new Database(file);
      const v = db.pragma('user_version', { simple: true });
      db.close();
      return v;
    };
    expect(version(path)).toBe(version(alone));
  });

  it('a commit that finds the file locked by another process waits without stopping this one, and then stores', async () => {
    const path = join(dir, 'shared.sqlite');
    const s = new SqliteStore(path);
    open.push(s);
    await s.commit('a', batch({ created: [game('G1')] }));
    // another process's transaction under way: it holds the write lock
    const other = new Database(path);
    other.prepare('BEGIN IMMEDIATE').run();
    let committed = false;
    const commit = s.commit('a', batch({ actions: [act('G1', 0)] })).then((lost) => {
      committed = true;
      return lost;
    });
    // SQLite's own wait would stop this process until the lock is free; here its timers run meanwhile
    const ticks: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 10));
      ticks.push(i);
    }
    expect(ticks).toHaveLength(5);
    expect(committed).toBe(false);
    expect(await s.actions('G1')).toEqual([]); // nothing written while it waits
    other.prepare('COMMIT').run();
    other.close();
    expect(await commit).toEqual([]);
    expect(await s.actions('G1')).toEqual([{ seat: 'h1', action: { type: 'move', to: 0 } }]);
  });
});

describe('SQLite checkpoints in a thread of their own', () => {
  /** The next checkpoint result of `s`'s thread. */
  const nextResult = (s: SqliteStore): Promise<CheckpointResult> =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no checkpoint within 10 s')), 10_000);
      const cp = s.checkpoints;
      if (!cp) return reject(new Error('no checkpoint thread'));
      cp.onResult = (r) => {
        clearTimeout(t);
        cp.onResult = null;
        resolve(r);
      };
    });
  /** Resolves once `s`'s thread has had nothing to do for 500 ms. */
  const idle = (s: SqliteStore): Promise<void> =>
    new Promise((resolve) => {
      const cp = s.checkpoints;
      let t = setTimeout(done, 500);
      function done() {
        if (cp) cp.onResult = null;
        resolve();
      }
      if (cp)
        cp.onResult = () => {
          clearTimeout(t);
          t = setTimeout(done, 500);
        };
    });
  const actions = (from: number, n: number, id = 'G1') =>
    batch({ actions: Array.from({ length: n }, (_, i) => act(id, from + i)) });

  it('the thread copies the log into the file after commits, and the log then starts again', async () => {
    const s = new SqliteStore(join(dir, 'checkpoints.sqlite'));
    open.push(s);
    await s.commit('a', batch({ created: [game('G1')] }));
    const first = nextResult(s);
    for (let i = 0; i < 40; i++) await s.commit('a', actions(i * 25, 25));
    const copied = await first;
    expect(copied.error).toBeUndefined();
    expect(copied.log).toBeGreaterThan(10);
    expect(copied.checkpointed).toBe(copied.log);
    // every page copied: the next commit writes the log from its start, so the next checkpoint finds it short
    await idle(s);
    const second = nextResult(s);
    await s.commit('a', actions(1000, 1));
    const after = await second;
    expect(after.log).toBeGreaterThan(0);
    expect(after.log).toBeLessThan(10);
    expect(after.checkpointed).toBe(after.log);
    expect(await s.actions('G1')).toHaveLength(1001);
  });

  it('commits during a checkpoint are copied next with new commits held back, which then go through', async () => {
    const s = new SqliteStore(join(dir, 'checkpoint-hold.sqlite'));
    open.push(s);
    await s.commit('a', batch({ created: [game('G1')] }));
    const cp = s.checkpoints;
    if (!cp) throw new Error('no checkpoint thread');
    // the first checkpoint begins at once; a commit lands while it copies
    const copy = nextResult(s);
    await s.commit('a', actions(0, 5));
    await s.commit('a', actions(5, 5));
    await copy;
    // the commit that landed meanwhile is copied now, and a commit begun now waits for that
    const hold = cp.ready;
    expect(hold).toBeInstanceOf(Promise);
    let stored = false;
    const commit = s.commit('a', actions(10, 1)).then(() => (stored = true));
    expect(stored).toBe(false);
    await hold;
    await commit;
    expect(cp.ready).toBeNull();
    expect(await s.actions('G1')).toHaveLength(11);
  });

  it('when the thread fails, the connection checkpoints the file itself again and commits go on', async () => {
    const path = join(dir, 'checkpoint-fail.sqlite');
    const s = new SqliteStore(path);
    open.push(s);
    await s.commit('a', batch({ created: [game('G1')] }));
    const cp = s.checkpoints;
    if (!cp) throw new Error('no checkpoint thread');
    const logged = new Promise<string>((resolve) => {
      const spy = console.error;
      console.error = (...args: unknown[]) => {
        console.error = spy;
        resolve(String(args[0]));
      };
    });
    await (cp as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    expect(await logged).toContain('checkpoint thread failed');
    expect(s.checkpoints).toBeNull();
    for (let i = 0; i < 600; i++) await s.commit('a', actions(i * 5, 5));
    expect(await s.actions('G1')).toHaveLength(3000);
    // SQLite's own checkpoints again: past its 1,000 pages (600 commits write more) the log started again
    const file = new Database(path);
    const [row] = file.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    file.close();
    expect(row.log).toBeLessThan(1000);
  });
});
