/**
 * The SQLite game store (better-sqlite3, WAL): one embedded file, the default. Its schema comes from versioned
 * migrations (SQLite's `user_version`). Seats (with their secret tokens) are stored so that players can reclaim
 * them after a restart. The methods are synchronous; `SqliteStore` (store-sqlite.ts) puts them behind the store
 * interface the server uses, and tests and tools read a file directly through this class.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Outcome, SeatId } from '../shared/core/game';
import type { RoomOptions } from '../shared/protocol';
import { LEGACY_GAME } from '../shared/registry';
import type { NewGame, StoredAction, StoredGame, StoredSeat, WriteBatch } from './store';

export type { StoredAction, StoredGame, StoredSeat } from './store';

interface GameRow {
  id: string;
  game: string;
  rules_version: number;
  options: string;
  seed: number;
  status: 'running' | 'finished';
  seats: string;
  host_id: string;
  created: number;
  finished: number | null;
  result: string | null;
}

/** Each step brings the file from the version before it; a file records the last step it has had. */
const MIGRATIONS: ((db: Database.Database) => void)[] = [
  // 1: games and their action logs (a file from before versioning has these tables; the columns it may lack are
  // added: stores written before they recorded which game they hold held only the first game, rules 1).
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        status TEXT NOT NULL,
        seats TEXT NOT NULL,
        host_id TEXT NOT NULL,
        created INTEGER NOT NULL,
        finished INTEGER,
        result TEXT
      );
      CREATE TABLE IF NOT EXISTS actions (
        game_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        seat TEXT NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)
      ) WITHOUT ROWID;
    `);
    const columns = (db.pragma('table_info(games)') as { name: string }[]).map((c) => c.name);
    if (!columns.includes('game'))
      db.exec(`ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '${LEGACY_GAME.replace(/'/g, '')}'`);
    if (!columns.includes('rules_version'))
      db.exec('ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1');
  },
  // 2: ownership. A running game names the process that holds it; a process holds its games while its lease runs.
  // Games stored before have no owner: the first process to look takes them.
  (db) => {
    db.exec(`
      ALTER TABLE games ADD COLUMN owner TEXT;
      CREATE INDEX games_running_owner ON games (owner) WHERE status = 'running';
      CREATE TABLE leases (owner TEXT PRIMARY KEY, expires INTEGER NOT NULL) WITHOUT ROWID;
    `);
  },
  // 3: the newest actions, in the order they were committed (see `GameStore.compact`).
  (db) => {
    db.exec(`
      CREATE TABLE recent (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT NOT NULL, action TEXT NOT NULL);
      CREATE UNIQUE INDEX recent_game_idx ON recent (game_id, idx);
    `);
  },
];

/**
 * How many actions a process commits into `recent` before it moves them all into `actions` (see `GameStore.compact`):
 * at 500 rooms about every two seconds, in a move of 10–20 ms.
 */
export const COMPACT_ROWS = 4096;

/**
 * Brings the file up to date, one step per transaction. Each step reads the file's version inside its own write
 * transaction: processes that start together on one file wait for each other there, and a step another process has
 * applied meanwhile is not applied again (read before, a version may be stale by the time the lock is free).
 */
function migrate(db: Database.Database): void {
  // an up-to-date file (every start but the first) takes no write lock
  if ((db.pragma('user_version', { simple: true }) as number) >= MIGRATIONS.length) return;
  const step = db.transaction((): boolean => {
    const v = db.pragma('user_version', { simple: true }) as number;
    if (v >= MIGRATIONS.length) return false;
    MIGRATIONS[v](db);
    db.pragma(`user_version = ${v + 1}`);
    return true;
  });
  while (step.immediate());
}

export class GameStore {
  private db: Database.Database;
  private insertGame: Database.Statement;
  private insertAction: Database.Statement;
  private finishGame: Database.Statement;
  private ownerOf: Database.Statement;
  private selectGame: Database.Statement;
  private selectActions: Database.Statement;
  private selectRunning: Database.Statement;
  private upsertLease: Database.Statement;
  private selectHeld: Database.Statement;
  private claimGames: Database.Statement;
  private releaseGames: Database.Statement;
  private dropLease: Database.Statement;
  private commitTx: Database.Transaction<(owner: string, batch: WriteBatch) => string[]>;
  private insertRecent: Database.Statement;
  private lastRecent: Database.Statement;
  private moveRecent: Database.Statement;
  private dropRecent: Database.Statement;
  private compactTx: Database.Transaction<() => number>;
  /** Actions this connection put into `recent` since it last compacted. */
  private uncompacted = 0;
  /** `busy_timeout` off and on again, around `tryCommit`. */
  private noWait: Database.Statement;
  private wait: Database.Statement;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // Several processes may share the file: a writer waits for another's transaction rather than failing (set
    // first: turning a new file to WAL takes a lock too, which a process starting at the same moment may hold).
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    // NORMAL keeps every committed transaction across a crash of the process (WAL); only a crash of the operating
    // system or the machine may lose the last ones.
    this.db.pragma('synchronous = NORMAL');
    this.noWait = this.db.prepare('PRAGMA busy_timeout = 0');
    this.wait = this.db.prepare('PRAGMA busy_timeout = 5000');
    migrate(this.db);
    this.insertGame = this.db.prepare(
      'INSERT INTO games (id, game, rules_version, options, seed, status, seats, host_id, created, owner) ' +
        "VALUES (?, ?, ?, ?, ?, 'running', ?, ?, ?, ?)",
    );
    this.insertAction = this.db.prepare('INSERT INTO actions (game_id, idx, seat, action) VALUES (?, ?, ?, ?)');
    this.insertRecent = this.db.prepare('INSERT INTO recent (game_id, idx, seat, action) VALUES (?, ?, ?, ?)');
    this.lastRecent = this.db.prepare('SELECT max(rowid) FROM recent').pluck();
    // `OR IGNORE`: an action already in `actions` stays as it is. Only the process that holds a game writes its
    // actions (the ownership check in each commit), so an index is never written twice; if it were, `recent`'s key
    // refuses the commit while the first is still there (as `actions`' key did before `recent` existed), and once
    // it has moved, the first one stored stands.
    this.moveRecent = this.db.prepare(
      'INSERT OR IGNORE INTO actions (game_id, idx, seat, action) ' +
        'SELECT game_id, idx, seat, action FROM recent WHERE rowid <= ? ORDER BY game_id, idx, rowid',
    );
    this.dropRecent = this.db.prepare('DELETE FROM recent WHERE rowid <= ?');
    this.compactTx = this.db.transaction((): number => {
      const last = this.lastRecent.get() as number | null;
      if (last === null) return 0;
      this.moveRecent.run(last);
      return this.dropRecent.run(last).changes;
    });
    this.finishGame = this.db.prepare(
      "UPDATE games SET status = 'finished', finished = ?, result = ?, owner = NULL WHERE id = ?",
    );
    this.ownerOf = this.db.prepare('SELECT owner FROM games WHERE id = ?').pluck();
    this.selectGame = this.db.prepare('SELECT * FROM games WHERE id = ?');
    this.selectActions = this.db.prepare(
      'SELECT seat, action, idx FROM actions WHERE game_id = ? ' +
        'UNION ALL SELECT seat, action, idx FROM recent WHERE game_id = ? ORDER BY idx',
    );
    this.selectRunning = this.db.prepare("SELECT id FROM games WHERE status = 'running' ORDER BY created").pluck();
    this.upsertLease = this.db.prepare(
      'INSERT INTO leases (owner, expires) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET expires = excluded.expires',
    );
    this.selectHeld = this.db
      .prepare("SELECT id FROM games WHERE status = 'running' AND owner = ? ORDER BY created")
      .pluck();
    this.claimGames = this.db
      .prepare(
        `UPDATE games SET owner = ? WHERE id IN (
           SELECT id FROM games WHERE status = 'running'
             AND (owner IS NULL OR owner NOT IN (SELECT owner FROM leases WHERE expires > ?))
           ORDER BY created LIMIT ?)
         RETURNING id`,
      )
      .pluck();
    this.releaseGames = this.db.prepare("UPDATE games SET owner = NULL WHERE status = 'running' AND owner = ?");
    this.dropLease = this.db.prepare('DELETE FROM leases WHERE owner = ?');
    this.commitTx = this.db.transaction((owner: string, batch: WriteBatch) => {
      for (const g of batch.created) this.insertOwned(g, owner);
      const held = new Map<string, boolean>();
      const holds = (id: string): boolean => {
        let h = held.get(id);
        if (h === undefined) held.set(id, (h = this.ownerOf.get(id) === owner));
        return h;
      };
      for (const a of batch.actions)
        if (holds(a.game)) {
          this.insertRecent.run(a.game, a.idx, a.seat, a.action);
          this.uncompacted++;
        }
      for (const e of batch.ended) if (holds(e.game)) this.finishGame.run(e.at, JSON.stringify(e.result), e.game);
      return [...held].filter(([, h]) => !h).map(([id]) => id);
    });
  }

  private insertOwned(g: NewGame, owner: string | null): void {
    this.insertGame.run(
      g.id,
      g.game,
      g.rulesVersion,
      JSON.stringify(g.options),
      g.seed,
      JSON.stringify(g.seats),
      g.hostId,
      g.created,
      owner,
    );
  }

  exists(id: string): boolean {
    return this.selectGame.get(id) !== undefined;
  }

  /** A running game with no owner yet: the first process to look takes it (tools and tests). */
  create(g: NewGame): void {
    this.insertOwned(g, null);
  }

  /** Stores one action, and the game's end when it ended the game, in one transaction (tools and tests). */
  record(id: string, idx: number, seat: SeatId, action: unknown, end: { result: Outcome | null; at: number } | null) {
    this.db.transaction(() => {
      this.insertAction.run(id, idx, seat, JSON.stringify(action));
      if (end) this.finishGame.run(end.at, JSON.stringify(end.result), id);
    })();
  }

  /** See Store.commit. */
  commit(owner: string, batch: WriteBatch): string[] {
    const lost = this.commitTx.immediate(owner, batch);
    this.compactSoon();
    return lost;
  }

  /**
   * Moves every action of `recent` into `actions`, in one transaction; returns how many it moved.
   *
   * Why two tables: `actions` keeps each game's log together (its key is the game and the index), which is what
   * reading a game back wants; but then a commit carrying the actions of 20 games (one tick of a busy process) writes
   * into 20 places of that table, and SQLite writes each page it changes to the log whole: about a page per action,
   * most of what storing cost the server per action. So a commit appends its actions to `recent` instead (a table in
   * commit order, whose last page takes them all), and every `COMPACT_ROWS` actions they move into `actions` at once,
   * each game's together (at 500 rooms, about 10 of them per game per page). Reading a game reads both.
   */
  compact(): number {
    this.uncompacted = 0;
    return this.compactTx.immediate();
  }

  /**
   * Compacts once `COMPACT_ROWS` actions are waiting. Called after a commit, which stands whatever happens here: a
   * compaction that cannot run now (another process holds the file) is tried again after the next commit.
   */
  private compactSoon(): void {
    if (this.uncompacted < COMPACT_ROWS) return;
    try {
      this.compact();
    } catch (e) {
      this.uncompacted = COMPACT_ROWS;
      if (!String((e as { code?: unknown }).code).startsWith('SQLITE_BUSY'))
        console.error('moving the recent actions into their games failed; trying again after the next commit', e);
    }
  }

  /**
   * `commit`, or null without waiting (and having written nothing) when another connection holds the file's write
   * lock at this instant: another process's transaction under way.
   */
  tryCommit(owner: string, batch: WriteBatch): string[] | null {
    this.noWait.get();
    let lost: string[];
    try {
      lost = this.commitTx.immediate(owner, batch);
    } catch (e) {
      this.wait.get();
      if (String((e as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return null;
      throw e;
    }
    // still without waiting: a compaction that finds the file locked waits for a later commit
    this.compactSoon();
    this.wait.get();
    return lost;
  }

  /** Past how many pages of log the connection checkpoints the file itself, in its commit (SQLite's default: 1,000). */
  autocheckpoint(pages: number): void {
    this.db.pragma(`wal_autocheckpoint = ${Math.max(0, Math.floor(pages))}`);
  }

  finish(id: string, result: Outcome | null, at: number): void {
    this.finishGame.run(at, JSON.stringify(result), id);
  }

  /** The owner of a running game, if any. */
  owner(id: string): string | null {
    return (this.ownerOf.get(id) as string | null | undefined) ?? null;
  }

  renew(owner: string, expires: number): string[] {
    this.upsertLease.run(owner, expires);
    return this.selectHeld.all(owner) as string[];
  }

  /** Renews `owner`'s lease to `expires` and takes up to `limit` games no live process holds (see Store.claim). */
  claim(owner: string, now: number, expires: number, limit: number): string[] {
    return this.db
      .transaction(() => {
        this.upsertLease.run(owner, expires);
        return this.claimGames.all(owner, now, limit) as string[];
      })
      .immediate();
  }

  release(owner: string): void {
    this.db.transaction(() => {
      this.releaseGames.run(owner);
      this.dropLease.run(owner);
    })();
  }

  get(id: string): StoredGame | null {
    const row = this.selectGame.get(id) as GameRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      game: row.game,
      rulesVersion: row.rules_version,
      options: upgradeOptions(JSON.parse(row.options) as Record<string, unknown>),
      seed: row.seed,
      status: row.status,
      seats: JSON.parse(row.seats) as StoredSeat[],
      hostId: row.host_id,
      created: row.created,
      finished: row.finished,
      result: row.result ? (JSON.parse(row.result) as Outcome) : null,
    };
  }

  actions(id: string): StoredAction[] {
    const rows = this.selectActions.all(id, id) as { seat: string; action: string }[];
    return rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as unknown }));
  }

  running(): string[] {
    return this.selectRunning.all() as string[];
  }

  close(): void {
    // a file closed cleanly keeps every action in `actions` (else they wait in `recent`, read all the same)
    try {
      this.compact();
    } catch (e) {
      console.error('moving the recent actions into their games failed at close; they stay where they are', e);
    }
    this.db.close();
  }
}

/**
 * Room options stored before the table settings moved into the game's options (the planning timer and a private
 * team chat were room options then): moved where the game reads them now.
 */
export function upgradeOptions(o: Record<string, unknown>): RoomOptions {
  const { planningSeconds, teamChatPrivate, ...rest } = o;
  if (planningSeconds === undefined && teamChatPrivate === undefined) return o as RoomOptions;
  const game = { ...(rest.game as Record<string, unknown>), planningSeconds, teamChatPrivate };
  return { ...rest, game } as RoomOptions;
}
