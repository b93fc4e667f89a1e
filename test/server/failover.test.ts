/**
 * A process that restarts under its own name, with a short lease (LEASE_SECONDS=2), two processes sharing a real
 * Redis and PostgreSQL. Whether it comes back within its lease or after it, and however long restoring its games
 * takes, each game moves at most once (from the dead process to the survivor, never back and forth), and every game
 * can be reached by its seat token through either process once they settle, listed where its owner runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  health,
  listedAt,
  reachable,
  startCluster,
  waitingGame,
  watchOwners,
  type Cluster,
  type WaitingGame,
} from './cluster-harness';

const REDIS = 6771;
const PG = 5772;
const PORT = { A: 4771, B: 4772 };
/** Games made for each case, half through each process (the matchmaker places them). */
const GAMES = 12;
/** Five leases: long enough for a flapping pair of processes to show it. */
const SETTLE_MS = 10_000;

let c: Cluster;
const games: WaitingGame[] = [];

beforeAll(async () => {
  c = await startCluster({
    redisPort: REDIS,
    pgPort: PG,
    ports: PORT,
    env: { LEASE_SECONDS: '2', STAND_IN_SECONDS: '600', DECISION_SECONDS: '600' },
  });
  await Promise.all([c.boot('A'), c.boot('B')]);
}, 180_000);

afterAll(async () => {
  await c?.stop();
});

const codes = () => games.map((g) => g.code);

/** Kills A, waits `downMs`, starts A again under its name; watches the owners meanwhile and until they settle. */
async function restartA(downMs: number) {
  for (let i = 0; i < GAMES; i++) games.push(await waitingGame(c.endpoint(i % 2 ? 'B' : 'A')));
  const watch = watchOwners(c, codes());
  await new Promise((r) => setTimeout(r, 500));
  const heldByA = codes().filter((code) => watch.owners.get(code) === 'A');
  expect(heldByA.length).toBeGreaterThan(0);
  await c.kill('A');
  await new Promise((r) => setTimeout(r, downMs));
  await c.boot('A');
  // settled: no move for SETTLE_MS
  const t0 = Date.now();
  while (Date.now() - Math.max(watch.lastMoveAt(), t0) < SETTLE_MS) await new Promise((r) => setTimeout(r, 250));
  await watch.stop();
  return { moves: watch.moves, owners: watch.owners, heldByA, tookMs: Date.now() - t0 };
}

/** Every game reachable through both processes, listed at its owner's address; both processes healthy. */
async function everyGameServed(owners: Map<string, string | null>) {
  const unreachable: string[] = [];
  for (const [i, g] of games.entries())
    for (const via of i % 2 ? ['A', 'B'] : ['B', 'A'])
      if (!(await reachable(c.endpoint(via), g))) unreachable.push(`${g.code} via ${via}`);
  expect(unreachable).toEqual([]);
  for (const g of games) {
    const owner = owners.get(g.code);
    expect(owner === 'A' || owner === 'B').toBe(true);
    expect(await listedAt(REDIS, g.code)).toBe(`127.0.0.1:${PORT[owner as 'A' | 'B']}`);
  }
  for (const name of ['A', 'B']) expect((await health(c.endpoint(name))).status).toBe(200);
}

function report(what: string, moves: Map<string, string[]>) {
  const counts = [...moves.values()].map((m) => m.length);
  console.log(
    `${what}: ${counts.filter((n) => n > 0).length} of ${counts.length} games moved, ${counts.reduce((a, b) => a + b, 0)} moves`,
  );
}

describe('a process restarting under its own name, LEASE_SECONDS=2', () => {
  it('restarted at once: each game moves at most once, then every game is reachable where it is listed', async () => {
    const r = await restartA(0);
    report('started again at once', r.moves);
    for (const [code, m] of r.moves) expect(m.length, `${code}: ${m.join(' ')}`).toBeLessThanOrEqual(1);
    // a game moves only from the dead process to the live one
    for (const m of r.moves.values()) for (const step of m) expect(step).toBe('A→B');
    await everyGameServed(r.owners);
  });

  it('restarted after more than its lease: each game moves at most once, then every game is reachable', async () => {
    const r = await restartA(3000);
    report('started again after 3 s', r.moves);
    for (const [code, m] of r.moves) expect(m.length, `${code}: ${m.join(' ')}`).toBeLessThanOrEqual(1);
    for (const m of r.moves.values()) for (const step of m) expect(step).toBe('A→B');
    // once A's lease lapsed, B took every game A held
    for (const code of r.heldByA) expect(r.moves.get(code)).toEqual(['A→B']);
    await everyGameServed(r.owners);
  });
});
