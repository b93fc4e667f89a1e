/**
 * PostgreSQL stopped for longer than a lease (LEASE_SECONDS=2, stopped 5 s) under two processes sharing it and a
 * real Redis. Both processes' leases lapse in the outage; when the database is back, neither takes the other's games
 * (each whose own store was down waits a lease before claiming anything): no game moves, every game stays
 * reachable, both processes are healthy again, and the game being played through the outage loses nothing its
 * players were shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoom, waitFor } from './driver';
import {
  health,
  reachable,
  startCluster,
  waitingGame,
  watchOwners,
  type Cluster,
  type WaitingGame,
} from './cluster-harness';

const REDIS = 6801;
const PG = 5802;
const PORT = { A: 4801, B: 4802 };
const OUTAGE_MS = 5000;

let c: Cluster;

beforeAll(async () => {
  c = await startCluster({
    redisPort: REDIS,
    pgPort: PG,
    ports: PORT,
    env: { LEASE_SECONDS: '2', STAND_IN_SECONDS: '600', DECISION_SECONDS: '600' },
  });
  await Promise.all([c.boot('A'), c.boot('B')]);
}, 120_000);

afterAll(async () => {
  await c?.stop();
});

describe('PostgreSQL stopped for longer than a lease', () => {
  it('no process takes another’s games when it is back; every game is reachable; nothing shown is lost', async () => {
    const games: WaitingGame[] = [];
    for (let i = 0; i < 10; i++) games.push(await waitingGame(c.endpoint(i % 2 ? 'B' : 'A')));
    // a game played through the outage (its players act every 100–300 ms)
    const played = await openRoom(c.endpoint('A'), { game: { humans: 2, level: 0 } }, 7, {
      joinVia: c.endpoint('B'),
      thinkMs: 200,
    });
    const codes = [...games.map((g) => g.code), played.code];
    const watch = watchOwners(c, codes);
    await waitFor(() => (played.clients[0].last?.v ?? 0) > 5, 30_000, 'the game to run');
    await new Promise((r) => setTimeout(r, 500));
    const before = new Map(watch.owners);
    expect(before.size).toBe(codes.length);

    await c.postgres.pause();
    const sick = await Promise.all(
      ['A', 'B'].map(async (via) => {
        const t0 = Date.now();
        while ((await health(c.endpoint(via))).status === 200 && Date.now() - t0 < OUTAGE_MS)
          await new Promise((r) => setTimeout(r, 100));
        return health(c.endpoint(via));
      }),
    );
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await c.postgres.resume();

    // five leases with the database back: time for any wrong claim to show
    await new Promise((r) => setTimeout(r, 10_000));
    for (const via of ['A', 'B']) {
      const t0 = Date.now();
      while ((await health(c.endpoint(via))).status !== 200 && Date.now() - t0 < 20_000)
        await new Promise((r) => setTimeout(r, 100));
    }
    await watch.stop();
    for (const h of sick) expect(h).toMatchObject({ status: 503, body: { ok: false, reason: 'store' } });
    for (const via of ['A', 'B']) expect((await health(c.endpoint(via))).status).toBe(200);
    const moves = [...watch.moves].filter(([, m]) => m.length > 0);
    console.log(`after PostgreSQL came back: ${moves.length} of ${codes.length} games moved`);
    expect(moves).toEqual([]);
    for (const code of codes) expect(watch.owners.get(code)).toBe(before.get(code));

    const unreachable: string[] = [];
    for (const [i, g] of games.entries())
      if (!(await reachable(c.endpoint(i % 2 ? 'A' : 'B'), g))) unreachable.push(g.code);
    expect(unreachable).toEqual([]);

    // the game played through the outage went on, and its log holds everything its players were shown
    for (const p of played.clients) p.paused = true;
    await new Promise((r) => setTimeout(r, 1000));
    const shown = Math.max(...played.clients.map((p) => p.last?.v ?? 0));
    const [{ n }] = await c.sql<{ n: string }>('SELECT count(*) AS n FROM actions WHERE game_id = $1', [played.code]);
    expect(Number(n)).toBeGreaterThanOrEqual(shown);
    expect(shown).toBeGreaterThan(5);
    for (const p of played.clients) p.room.leave();
  });
});
