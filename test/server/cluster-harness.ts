/**
 * Several server processes (`server/main.ts`, each a process of its own) sharing a real Redis and a real
 * PostgreSQL, started by the tests on loopback ports; and what the tests of failures ask of them: games waiting on an
 * absent person, whether a game can be reached by its seat token, who holds each game in the store and where the
 * room listing says it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { OnlineClient, type KeyValueStorage } from '../../client/net/online';
import { memoryStorage, waitFor } from './driver';
import { redisCommand, startPostgres, startRedis, type PostgresService, type RedisService } from './services';

export interface ClusterOptions {
  redisPort: number;
  pgPort: number;
  /** Each process's name (its PROCESS_NAME) and port. */
  ports: Record<string, number>;
  /** Environment of every process (LEASE_SECONDS, …). */
  env?: Record<string, string>;
}

export interface Cluster {
  redis: RedisService;
  postgres: PostgresService;
  endpoint(name: string): string;
  /** Starts a process (under its name: started again, it is the same process to the store) and waits until it serves. */
  boot(name: string, env?: Record<string, string>): Promise<ChildProcess>;
  /** SIGKILL, and waits for the exit. */
  kill(name: string): Promise<void>;
  /** A SQL query on the store (a connection of the test's own). */
  sql<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const [redis, postgres] = await Promise.all([startRedis(o.redisPort), startPostgres(o.pgPort)]);
  const servers = new Map<string, ChildProcess>();
  const db = new pg.Pool({ connectionString: postgres.url, max: 1 });
  db.on('error', () => undefined); // the database is stopped on purpose in some tests
  const endpoint = (name: string) => `http://127.0.0.1:${o.ports[name]}`;
  const exited = (p: ChildProcess) =>
    p.exitCode !== null || p.signalCode !== null ? Promise.resolve() : new Promise((r) => p.once('exit', r));
  return {
    redis,
    postgres,
    endpoint,
    async boot(name, env = {}) {
      // `node --import tsx` (not the tsx wrapper) so that the pid we kill is the server itself.
      const p = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(o.ports[name]),
          REDIS_URL: redis.url,
          DATABASE_URL: postgres.url,
          PUBLIC_ADDRESS: `127.0.0.1:${o.ports[name]}`,
          PROCESS_NAME: name,
          BOT_DELAY_MS: '0',
          CLIENT_DIR: join(tmpdir(), 'kaiju-no-client'),
          ...o.env,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.set(name, p);
      const t0 = Date.now();
      for (;;) {
        if (p.exitCode !== null) throw new Error(`server ${name} exited`);
        const up = await fetch(`${endpoint(name)}/api/rooms`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return p;
        if (Date.now() - t0 > 60_000) throw new Error(`server ${name} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill(name) {
      const p = servers.get(name);
      if (!p) return;
      p.kill('SIGKILL');
      await exited(p);
    },
    async sql<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await db.query<R>(text, values)).rows;
    },
    async stop() {
      for (const p of servers.values()) p.kill('SIGKILL');
      await Promise.all([...servers.values()].map(exited));
      await db.end().catch(() => undefined);
      await Promise.all([redis.stop(), postgres.stop()]);
    },
  };
}

/** A started game whose only person has gone (their seat token kept): it waits for them, and nothing else moves. */
export interface WaitingGame {
  code: string;
  storage: KeyValueStorage;
}

/**
 * Creates a Vulcanus room through `endpoint` (the matchmaker places it), takes the government's seat, starts (the
 * kaiju goes to the computer) and leaves once the game shows: the game then waits for this person's plan.
 */
export async function waitingGame(endpoint: string): Promise<WaitingGame> {
  const storage = memoryStorage();
  const net = new OnlineClient({ endpoint, storage });
  const room = await net.createRoom(
    { isPrivate: false, game: { humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false } },
    'away',
    'vulcanus',
  );
  await waitFor(() => room.playerId !== '', 10_000, 'the room to seat its creator');
  room.chooseSeat('h1');
  await waitFor(() => room.lobby()?.mySeat === 'h1', 10_000, 'the seat');
  room.start();
  await waitFor(() => room.game() !== null, 10_000, 'the game to start');
  room.leave();
  return { code: room.code, storage };
}

/**
 * Whether the game can be reached now through `endpoint`: its person comes back by seat token and is shown the game
 * (an update for their seat) within `ms`.
 */
export async function reachable(endpoint: string, g: WaitingGame, ms = 8000): Promise<boolean> {
  const net = new OnlineClient({ endpoint, storage: g.storage });
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), ms));
  const room = await Promise.race([net.rejoinRoom(g.code).catch(() => null), timeout]);
  if (!room) return false;
  try {
    const shown = await Promise.race([
      new Promise<boolean>((r) => room.onStart((c) => c.onUpdate((u) => r(u.seat !== 'spectator')))),
      timeout.then(() => false),
    ]);
    return shown;
  } finally {
    room.leave();
  }
}

/** Where the matchmaker's listing says a room runs (its process's announced address), or null. */
export async function listedAt(redisPort: number, code: string): Promise<string | null> {
  const raw = await redisCommand(redisPort, ['HGET', 'roomcaches', code]);
  return raw ? ((JSON.parse(raw) as { publicAddress?: string }).publicAddress ?? null) : null;
}

/**
 * Watches who holds each game in the store (its `owner`), polling every `everyMs`: each change of owner of a game
 * is a move (a game given up at a clean stop, owner NULL, counts as none).
 */
export function watchOwners(c: Cluster, codes: string[], everyMs = 100) {
  const last = new Map<string, string | null>();
  const moves = new Map<string, string[]>(codes.map((code) => [code, []]));
  let stopped = false;
  let lastMoveAt = 0;
  const poll = async () => {
    const rows = await c
      .sql<{ id: string; owner: string | null }>('SELECT id, owner FROM games WHERE id = ANY($1)', [codes])
      .catch(() => []);
    for (const r of rows) {
      const before = last.get(r.id);
      if (r.owner === null) continue;
      if (before !== undefined && before !== r.owner) {
        moves.get(r.id)?.push(`${before}→${r.owner}`);
        lastMoveAt = Date.now();
      }
      last.set(r.id, r.owner);
    }
  };
  const done = (async () => {
    while (!stopped) {
      await poll();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    moves,
    owners: last,
    /** When the last move was seen (0: none). */
    lastMoveAt: () => lastMoveAt,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

export async function health(endpoint: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${endpoint}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
