/**
 * Two server processes sharing a real Redis (Colyseus's Redis presence and driver) and a real PostgreSQL (the
 * store), both started here on loopback ports. A room created through process A is listed by and joined through
 * process B. Then A is killed (SIGKILL) in the middle of the game: once its lease lapses, B takes the game over
 * and restores it from the log; the clients come back to their seats by themselves and finish the game, whose
 * final state is the replay of the stored log. The creator reaches the servers through a front door (a
 * loopback TCP relay, as a load balancer would be) that sends it to A while A lives, then to B.
 */
import { describeError } from '../../shared/core/errors';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../server/store-pg';
import { replay } from '../../shared/core/game';
import { vulcanus } from '../../shared/vulcanus/index';
import { view } from '../../shared/vulcanus/view';
import { OnlineClient, type OnlineRoom } from '../../client/net/online';
import { memoryStorage, openRoom, waitFor } from './driver';
import { redisCommand, startPostgres, startRedis, type Service } from './services';

const REDIS = 6761;
const PG = 5762;
const PORT = { A: 4761, B: 4762 } as const;
const DOOR = 4763;
type Name = keyof typeof PORT;
const endpoint = (n: Name) => `http://127.0.0.1:${PORT[n]}`;

let redis: Service;
let postgres: Service;
const servers = new Map<Name, ChildProcess>();
let door: Server;

function boot(name: Name): Promise<ChildProcess> {
  // `node --import tsx` (not the tsx wrapper) so that the pid we kill is the server itself.
  const p = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT[name]),
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      PUBLIC_ADDRESS: `127.0.0.1:${PORT[name]}`,
      PROCESS_NAME: name,
      LEASE_SECONDS: '2',
      BOT_DELAY_MS: '0',
      CLIENT_DIR: join(tmpdir(), 'kaiju-no-client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.set(name, p);
  return waitFor(() => p.exitCode === null, 1000).then(async () => {
    const t0 = Date.now();
    for (;;) {
      if (p.exitCode !== null) throw new Error(`server ${name} exited`);
      if (
        await fetch(`${endpoint(name)}/api/rooms`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return p;
      if (Date.now() - t0 > 30_000) throw new Error(`server ${name} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}

/** A TCP relay to the first server that accepts the connection, in the order A, B. */
function frontDoor(): Promise<Server> {
  const relay = (client: Socket, order: Name[]): void => {
    const [first, ...rest] = order;
    if (!first) return void client.destroy();
    const up = connect(PORT[first], '127.0.0.1');
    let connected = false;
    up.once('error', () => (connected ? client.destroy() : relay(client, rest)));
    up.once('connect', () => {
      connected = true;
      client.pipe(up).pipe(client);
      client.once('error', () => up.destroy());
      client.once('close', () => up.destroy());
      up.once('close', () => client.destroy());
    });
  };
  const s = createServer((client) => {
    client.pause();
    relay(client, ['A', 'B']);
  });
  return new Promise((resolve) => s.listen(DOOR, '127.0.0.1', () => resolve(s)));
}

/** Where the matchmaker's listing says a room runs. */
async function runsOn(code: string): Promise<string | null> {
  const raw = await redisCommand(REDIS, ['HGET', 'roomcaches', code]);
  return raw ? ((JSON.parse(raw) as { publicAddress?: string }).publicAddress ?? null) : null;
}

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(REDIS), startPostgres(PG)]);
  door = await frontDoor();
  await Promise.all([boot('A'), boot('B')]);
});

afterAll(async () => {
  for (const p of servers.values()) p.kill('SIGKILL');
  door?.close();
  await Promise.all([redis?.stop(), postgres?.stop()]);
});

describe('two processes sharing Redis and PostgreSQL', () => {
  it('rooms made in quick succession through one process are spread evenly over both', async () => {
    const rooms: OnlineRoom[] = [];
    for (let i = 0; i < 20; i++) {
      const net = new OnlineClient({ endpoint: endpoint('A'), storage: memoryStorage() });
      rooms.push(await net.createRoom({ isPrivate: true, game: { humans: 1, level: 0 } }, `p${i}`, 'vulcanus'));
    }
    // and a few at the same moment
    rooms.push(
      ...(await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          new OnlineClient({ endpoint: endpoint('B'), storage: memoryStorage() }).createRoom(
            { isPrivate: true, game: { humans: 1, level: 0 } },
            `q${i}`,
            'vulcanus',
          ),
        ),
      )),
    );
    const on = { A: 0, B: 0 };
    for (const r of rooms) on[(await runsOn(r.code)) === `127.0.0.1:${PORT.A}` ? 'A' : 'B']++;
    console.log(`26 rooms made through A (20, one after another) and B (6 at once): ${on.A} on A, ${on.B} on B`);
    expect(Math.abs(on.A - on.B)).toBeLessThanOrEqual(2);
    // the lobbies close as their people leave
    for (const r of rooms) r.leave();
    const count = async (n: Name) =>
      ((await (await fetch(`${endpoint(n)}/api/health`)).json()) as { rooms: number }).rooms;
    const t0 = Date.now();
    while ((await count('A')) + (await count('B')) > 0 && Date.now() - t0 < 10_000)
      await new Promise((r) => setTimeout(r, 100));
    expect((await count('A')) + (await count('B'))).toBe(0);
  });

  it('a room made through A is listed and joined through B; A killed mid-game, B takes over and the game ends as its log replays', async () => {
    const r = await openRoom(`http://127.0.0.1:${DOOR}`, { game: { humans: 3, level: 1 } }, 31, {
      joinVia: endpoint('B'),
    });
    expect(await runsOn(r.code)).toBe(`127.0.0.1:${PORT.A}`);
    const listed = (await (await fetch(`${endpoint('B')}/api/rooms`)).json()) as { code: string; game: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ code: r.code, game: 'vulcanus' }));
    // one room by its code, through either process (what a guest's invite link asks first); nothing for another code
    await waitFor(() => r.clients.every((c) => c.last !== null), 10_000, 'the game to show');
    const one = await fetch(`${endpoint('B')}/api/rooms/${r.code}`);
    expect(await one.json()).toEqual({ code: r.code, game: 'vulcanus', started: true, openSeats: 0 });
    for (const bad of ['NOSUCH', 'A%2F..%2Fx', 'x'.repeat(40)])
      expect((await fetch(`${endpoint('A')}/api/rooms/${bad}`)).status).toBe(404);

    await waitFor(() => (r.clients[0].last?.v ?? 0) > 30, 30_000, 'the game to run');
    const a = servers.get('A');
    a?.kill('SIGKILL');
    for (const c of r.clients) c.paused = true;
    await new Promise((res) => a?.once('exit', res));
    const seen = new Map(r.clients.map((c) => [c, c.last]));
    const shown = Math.max(...r.clients.map((c) => c.last?.v ?? 0));

    // Every client is back in its seat, in the game B restored: nothing any of them was shown is lost.
    await waitFor(
      () => r.clients.every((c) => c.last !== seen.get(c) && c.room.game()?.seat === c.seat),
      60_000,
      'every client back in the game on B',
    );
    expect(await runsOn(r.code)).toBe(`127.0.0.1:${PORT.B}`);
    const restoredV = r.clients[0].last?.v ?? 0;
    expect(restoredV).toBeGreaterThanOrEqual(shown);
    for (const c of r.clients) expect(c.last?.v).toBe(restoredV);

    for (const c of r.clients) c.resume();
    const ends = await Promise.all(r.clients.map((c) => c.done));
    const store = await PgStore.open(postgres.url);
    try {
      const stored = await store.get(r.code);
      expect(stored?.status).toBe('finished');
      const replayed = replay(vulcanus, stored!.options.game, stored!.seed, await store.actions(r.code));
      if (!replayed.ok) throw new Error(describeError(replayed.error));
      expect(vulcanus.outcome(replayed.value)).toEqual(stored?.result);
      for (const [i, c] of r.clients.entries()) expect(ends[i].view).toEqual(view(replayed.value, c.seat));
    } finally {
      await store.close();
    }
  });
});
