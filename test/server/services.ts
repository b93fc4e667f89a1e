/**
 * Real Redis and PostgreSQL servers for tests and benchmarks, from Debian's packages (`redis-server`,
 * `postgresql`; .ci/run installs them): each started on a loopback port with a throwaway data folder, and stopped
 * (its folder removed) by `stop()` or when this process exits. PostgreSQL refuses to run as root: as root it runs as
 * the `postgres` user the package creates.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface Service {
  url: string;
  stop(): Promise<void>;
}

const cleanups = new Set<() => void>();
process.once('exit', () => {
  for (const c of cleanups) c();
});

/** Waits until `check` resolves true, or fails with what was being waited for. */
async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends one line on a fresh TCP connection and resolves with the first reply. */
function ask(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1');
    s.setTimeout(1000, () => s.destroy(new Error('timeout')));
    s.once('error', reject);
    s.once('connect', () => s.write(line));
    s.once('data', (d) => {
      resolve(d.toString());
      s.destroy();
    });
  });
}

/** A Redis that a test may also kill outright and start again on its port, empty (as after a crash: no persistence). */
export interface RedisService extends Service {
  /** SIGKILL: every connection drops at once and every key is lost. */
  kill(): Promise<void>;
  /** A fresh, empty Redis on the same port. */
  start(): Promise<void>;
}

export async function startRedis(port: number): Promise<RedisService> {
  const dir = mkdtempSync(join(tmpdir(), 'kaiju-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  let p: ChildProcess | null = null;
  const killNow = () => p?.kill('SIGKILL');
  const cleanup = () => {
    killNow();
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r));
  const start = async () => {
    p = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    await until(async () => (await ask(port, 'PING\r\n')).startsWith('+PONG'), 10_000, `redis-server on ${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      const c = p;
      if (!c) return;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      cleanups.delete(cleanup);
      const c = p;
      if (c && c.exitCode === null && c.signalCode === null)
        await new Promise((r) => (c.once('exit', r), c.kill('SIGTERM')));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The newest PostgreSQL of Debian's packages. */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (it refuses to run as root). */
function pgRun(program: string, args: string[]): void {
  const bin = join(pgBin(), program);
  const asRoot = userInfo().uid === 0;
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${program} failed: ${r.stderr || r.stdout || r.error}`);
}

/** A PostgreSQL that a test may also stop for a while (its data kept) and start again. */
export interface PostgresService extends Service {
  /** Stops the server at once (`-m immediate`: every connection drops), keeping its data. */
  pause(): Promise<void>;
  /** Starts it again on the same data. */
  resume(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on `port`. Without fsync: tests kill the game server, never the database, whose
 * committed transactions survive that either way (and `pause` stops it without losing what it committed).
 */
export async function startPostgres(port: number): Promise<PostgresService> {
  const dir = mkdtempSync(join(tmpdir(), 'kaiju-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const halt = () => {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
  };
  const stopNow = () => {
    halt();
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(stopNow);
  const start = () => pgRun('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async pause() {
      halt();
    },
    async resume() {
      start();
    },
    async stop() {
      cleanups.delete(stopNow);
      stopNow();
    },
  };
}

/** One Redis command; resolves with its reply if it is a string (bulk or simple), else null. */
export function redisCommand(port: number, args: string[]): Promise<string | null> {
  const req = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1');
    let got = Buffer.alloc(0);
    s.setTimeout(2000, () => s.destroy(new Error('timeout')));
    s.once('error', reject);
    s.once('connect', () => s.write(req));
    s.on('data', (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const text = got.toString();
      const nl = text.indexOf('\r\n');
      if (nl < 0) return;
      if (text[0] === '+') resolve(text.slice(1, nl));
      else if (text[0] !== '$' || text.startsWith('$-1')) resolve(null);
      else {
        const len = Number(text.slice(1, nl));
        const body = got.subarray(Buffer.byteLength(text.slice(0, nl + 2)));
        if (body.length < len) return;
        resolve(body.subarray(0, len).toString());
      }
      s.destroy();
    });
  });
}
