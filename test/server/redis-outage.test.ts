/**
 * Redis killed for longer than ioredis holds a command (about ten seconds: its commands then fail), and started
 * again empty, under two processes that share it with a real PostgreSQL. Meanwhile every game goes on in its
 * process; each process says in its health that its rooms cannot be reached. Once Redis is back, each process lists
 * its rooms again by itself: the room list answers with every public room, every game can be joined by its code
 * through either process, a player who was dropped during the outage is back in their seat, and a new room can be
 * made. The test prints how long after Redis's return each came back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineClient, type OnlineRoom } from '../../client/net/online';
import type { GameUpdate } from '../../client/net/types';
import { memoryStorage, waitFor } from './driver';
import { health, reachable, startCluster, waitingGame, type Cluster, type WaitingGame } from './cluster-harness';

const REDIS = 6791;
const PG = 5792;
const PORT = { A: 4791, B: 4792 };
/** Longer than ioredis holds a command while it reconnects (20 retries: about 10.5 s). */
const OUTAGE_MS = 12_000;

let c: Cluster;

beforeAll(async () => {
  c = await startCluster({
    redisPort: REDIS,
    pgPort: PG,
    ports: PORT,
    env: { STAND_IN_SECONDS: '600', DECISION_SECONDS: '600' },
  });
  await Promise.all([c.boot('A'), c.boot('B')]);
}, 120_000);

afterAll(async () => {
  await c?.stop();
});

async function listed(via: string): Promise<string[] | null> {
  const res = await fetch(`${c.endpoint(via)}/api/rooms`).catch(() => null);
  if (!res?.ok) return null;
  return ((await res.json()) as { code: string }[]).map((r) => r.code);
}

/** A person who stays in their game (through `via`), with each update they are shown. */
async function present(via: string): Promise<{ room: OnlineRoom; updates: GameUpdate[]; status: string[] }> {
  const net = new OnlineClient({ endpoint: c.endpoint(via), storage: memoryStorage() });
  const room = await net.createRoom(
    { isPrivate: false, game: { humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false } },
    'present',
    'vulcanus',
  );
  await waitFor(() => room.playerId !== '', 10_000, 'the room to seat its creator');
  room.chooseSeat('h1');
  await waitFor(() => room.lobby()?.mySeat === 'h1', 10_000, 'the seat');
  room.start();
  const updates: GameUpdate[] = [];
  const status: string[] = [];
  room.onStart((conn) => conn.onUpdate((u) => updates.push(u)));
  room.onStatus((s) => status.push(s));
  await waitFor(() => updates.length > 0, 10_000, 'the game to show');
  return { room, updates, status };
}

describe('Redis down for longer than a command waits, then back empty', () => {
  it('every room is listed again and reachable by its code within seconds; health says why meanwhile', async () => {
    const games: WaitingGame[] = [];
    for (let i = 0; i < 6; i++) games.push(await waitingGame(c.endpoint(i % 2 ? 'B' : 'A')));
    const lobby = await new OnlineClient({ endpoint: c.endpoint('A'), storage: memoryStorage() }).createRoom(
      { isPrivate: false, game: { humans: 2, level: 0 } },
      'lobby',
      'vulcanus',
    );
    const stayer = await present('B');
    const everyRoom = [...games.map((g) => g.code), lobby.code, stayer.room.code].sort();
    for (const via of ['A', 'B']) expect((await listed(via))?.sort()).toEqual(everyRoom);

    await c.redis.kill();
    // the room list asked during the outage (it fails once ioredis gives the command up)
    const during = [listed('A'), listed('B')];
    // health says why, within a few seconds (asserted at the end, with what came back)
    const sick = Promise.all(
      ['A', 'B'].map(async (via) => {
        await until(async () => (await health(c.endpoint(via))).status === 503, 10_000).catch(() => undefined);
        return health(c.endpoint(via));
      }),
    );
    // a player dropped during the outage: their client keeps trying to come back
    const shownBefore = stayer.updates.length;
    stayer.room.sdkRoom.connection.close(4002, 'a network failure (test)');
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    expect(await Promise.all(during)).toEqual([null, null]);
    const healthDuring = await sick;

    await c.redis.start();
    const back = Date.now();
    const took: Record<string, number> = {};
    await until(async () => {
      for (const via of ['A', 'B']) if (!(await listed(via))?.length) return false;
      took.listAnswers = Date.now() - back;
      return true;
    }, 30_000);
    await until(async () => {
      for (const via of ['A', 'B']) if ((await listed(via))?.sort().join() !== everyRoom.join()) return false;
      took.everyRoomListed = Date.now() - back;
      return true;
    }, 30_000);
    await until(async () => {
      for (const via of ['A', 'B']) if ((await health(c.endpoint(via))).status !== 200) return false;
      took.healthy = Date.now() - back;
      return true;
    }, 30_000);
    const unreachable: string[] = [];
    for (const [i, g] of games.entries())
      for (const via of i % 2 ? ['A', 'B'] : ['B', 'A'])
        if (!(await reachable(c.endpoint(via), g))) unreachable.push(`${g.code} via ${via}`);
    expect(unreachable).toEqual([]);
    took.everyGameJoined = Date.now() - back;
    // the dropped player is back in their seat, shown the game again
    await waitFor(() => stayer.updates.length > shownBefore, 30_000, 'the dropped player back');
    expect(stayer.status.at(-1)).toBe('connected');
    expect(stayer.updates.at(-1)?.seat).toBe('h1');
    took.droppedPlayerBack = Date.now() - back;
    for (const h of healthDuring) expect(h).toMatchObject({ status: 503, body: { ok: false, reason: 'presence' } });
    // rooms are made again
    const fresh = await waitingGame(c.endpoint('B'));
    expect(await reachable(c.endpoint('A'), fresh)).toBe(true);
    console.log(
      `after Redis came back empty (ms): ${Object.entries(took)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    stayer.room.leave();
    lobby.leave();
  });
});

/** Polls an asynchronous condition every 100 ms. */
async function until(cond: () => Promise<boolean>, ms: number): Promise<void> {
  const t0 = Date.now();
  while (!(await cond().catch(() => false))) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
