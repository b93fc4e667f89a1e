/**
 * The PostgreSQL engine behind the store interface (`DATABASE_URL`), with the `pg` client. The schema comes from
 * the versioned migrations below, applied at start under an advisory lock so that processes starting together
 * apply each step once. Lease times are the database's clock, so the machines' clocks need not agree.
 */
import pg from 'pg';
import type { Outcome } from '../shared/core/game';
import { upgradeOptions } from './db';
import type { StoredAction, StoredGame, StoredSeat, Store, WriteBatch } from './store';

/** Each step brings the schema from the version before it (its number is its place here, from 1). */
export const MIGRATIONS: string[] = [
  `CREATE TABLE games (
     id text PRIMARY KEY,
     game text NOT NULL,
     rules_version integer NOT NULL,
     options jsonb NOT NULL,
     seed integer NOT NULL,
     status text NOT NULL,
     seats jsonb NOT NULL,
     host_id text NOT NULL,
     created bigint NOT NULL,
     finished bigint,
     result jsonb
   );
   CREATE TABLE actions (
     game_id text NOT NULL,
     idx integer NOT NULL,
     seat text NOT NULL,
     action jsonb NOT NULL,
     PRIMARY KEY (game_id, idx)
   );`,
  `ALTER TABLE games ADD COLUMN owner text;
   CREATE INDEX games_running_owner ON games (owner) WHERE status = 'running';
   CREATE TABLE leases (owner text PRIMARY KEY, expires timestamptz NOT NULL);`,
];

/** Any constant of our own: the advisory lock that serializes migrations between processes. */
const MIGRATION_LOCK = 0x6b61696a;

interface GameRow {
  id: string;
  game: string;
  rules_version: number;
  options: Record<string, unknown>;
  seed: number;
  status: 'running' | 'finished';
  seats: StoredSeat[];
  host_id: string;
  created: number;
  finished: number | null;
  result: Outcome | null;
}

const RENEW = `INSERT INTO leases (owner, expires) VALUES ($1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (owner) DO UPDATE SET expires = excluded.expires`;

const GAME_COLUMNS =
  'id, game, rules_version, options, seed, status, seats, host_id, created::float8 AS created, ' +
  'finished::float8 AS finished, result';

export class PgStore implements Store {
  readonly engine = 'postgres';
  private pool: pg.Pool;

  private constructor(url: string) {
    // A connection that cannot be made within a few seconds fails (the default waits for ever): a pass of
    // ownership.ts must end, so that the next one renews the lease as soon as the database answers again.
    this.pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
    // An idle connection that breaks is dropped by the pool; without a listener its error would end the process.
    this.pool.on('error', (e) => console.error('postgres connection lost:', e.message));
  }

  static async open(url: string): Promise<PgStore> {
    const store = new PgStore(url);
    await store.migrate();
    return store;
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())',
      );
      const r = await c.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
      for (let v = r.rows[0]?.v ?? 0; v < MIGRATIONS.length; v++) {
        await c.query(MIGRATIONS[v]);
        await c.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v + 1]);
      }
    });
  }

  private async transaction<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    // A connection that breaks while checked out between two queries (the database stopped) emits 'error' on the
    // client, not on the pool: without this listener that event ended the process (seen in CI as a reset socket).
    // The transaction's next query then fails, and the broken client is discarded rather than pooled again.
    let broken: Error | undefined;
    const onError = (e: Error) => {
      broken = e;
      console.error('postgres connection lost in a transaction:', e.message);
    };
    c.on('error', onError);
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      // a client that cannot even roll back is broken too
      await c.query('ROLLBACK').catch((r: unknown) => (broken ??= r instanceof Error ? r : new Error(String(r))));
      throw e;
    } finally {
      c.off('error', onError);
      c.release(broken);
    }
  }

  async exists(id: string): Promise<boolean> {
    return (await this.pool.query('SELECT 1 FROM games WHERE id = $1', [id])).rowCount === 1;
  }

  async get(id: string): Promise<StoredGame | null> {
    const r = await this.pool.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1`, [id]);
    const row = r.rows[0];
    if (!row) return null;
    return {
      id: row.id,
      game: row.game,
      rulesVersion: row.rules_version,
      options: upgradeOptions(row.options),
      seed: row.seed,
      status: row.status,
      seats: row.seats,
      hostId: row.host_id,
      created: row.created,
      finished: row.finished,
      result: row.result,
    };
  }

  async actions(id: string): Promise<StoredAction[]> {
    const r = await this.pool.query<StoredAction>('SELECT seat, action FROM actions WHERE game_id = $1 ORDER BY idx', [
      id,
    ]);
    return r.rows;
  }

  async commit(owner: string, batch: WriteBatch): Promise<string[]> {
    return this.transaction(async (c) => {
      const g = batch.created;
      if (g.length)
        await c.query(
          `INSERT INTO games (id, game, rules_version, options, seed, status, seats, host_id, created, owner)
           SELECT id, game, rv, options, seed, 'running', seats, host, created, $9
           FROM unnest($1::text[], $2::text[], $3::int[], $4::jsonb[], $5::int[], $6::jsonb[], $7::text[], $8::bigint[])
             AS x(id, game, rv, options, seed, seats, host, created)`,
          [
            g.map((x) => x.id),
            g.map((x) => x.game),
            g.map((x) => x.rulesVersion),
            g.map((x) => JSON.stringify(x.options)),
            g.map((x) => x.seed),
            g.map((x) => JSON.stringify(x.seats)),
            g.map((x) => x.hostId),
            g.map((x) => x.created),
            owner,
          ],
        );
      const touched = [...new Set([...batch.actions.map((a) => a.game), ...batch.ended.map((e) => e.game)])];
      if (!touched.length) return [];
      // Locks this owner's rows until the commit: a claim by another process waits for it, or finds them held.
      const held = new Set(
        (
          await c.query<{ id: string }>('SELECT id FROM games WHERE id = ANY($1) AND owner = $2 FOR UPDATE', [
            touched,
            owner,
          ])
        ).rows.map((r) => r.id),
      );
      const actions = batch.actions.filter((a) => held.has(a.game));
      if (actions.length)
        await c.query(
          'INSERT INTO actions (game_id, idx, seat, action) SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[])',
          [
            actions.map((a) => a.game),
            actions.map((a) => a.idx),
            actions.map((a) => a.seat),
            actions.map((a) => a.action),
          ],
        );
      const ended = batch.ended.filter((e) => held.has(e.game));
      if (ended.length)
        await c.query(
          `UPDATE games SET status = 'finished', finished = e.at, result = e.result, owner = NULL
           FROM unnest($1::text[], $2::bigint[], $3::jsonb[]) AS e(id, at, result) WHERE games.id = e.id`,
          [ended.map((e) => e.game), ended.map((e) => e.at), ended.map((e) => JSON.stringify(e.result))],
        );
      return touched.filter((id) => !held.has(id));
    });
  }

  async renew(owner: string, ttlMs: number): Promise<string[]> {
    // The games are read locked (FOR SHARE): a claim by another process that saw this lease lapsed either took a
    // game first (this read waits for it, then leaves it out) or skips the game (SKIP LOCKED). Without the lock, a
    // process coming back could read a game as its own while another was taking it, and both would restore it.
    return this.transaction(async (c) => {
      await c.query(RENEW, [owner, ttlMs]);
      const r = await c.query<{ id: string }>(
        "SELECT id FROM games WHERE status = 'running' AND owner = $1 ORDER BY created FOR SHARE",
        [owner],
      );
      return r.rows.map((x) => x.id);
    });
  }

  async claim(owner: string, ttlMs: number, limit: number): Promise<string[]> {
    return this.transaction(async (c) => {
      await c.query(RENEW, [owner, ttlMs]);
      // Rows another claimer has locked are skipped; one it has taken (and committed) is held by a live lease.
      const r = await c.query<{ id: string }>(
        `UPDATE games SET owner = $1 WHERE id IN (
           SELECT id FROM games WHERE status = 'running'
             AND (owner IS NULL OR owner NOT IN (SELECT owner FROM leases WHERE expires > now()))
           ORDER BY created LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [owner, limit],
      );
      return r.rows.map((x) => x.id);
    });
  }

  async finish(owner: string, id: string, result: Outcome | null, at: number): Promise<void> {
    await this.pool.query(
      "UPDATE games SET status = 'finished', finished = $3, result = $4, owner = NULL WHERE id = $1 AND owner = $2",
      [id, owner, at, JSON.stringify(result)],
    );
  }

  async release(owner: string): Promise<void> {
    await this.transaction(async (c) => {
      await c.query("UPDATE games SET owner = NULL WHERE status = 'running' AND owner = $1", [owner]);
      await c.query('DELETE FROM leases WHERE owner = $1', [owner]);
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
