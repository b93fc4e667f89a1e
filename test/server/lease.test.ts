/**
 * A process restoring more games than it can in one lease (400 games, a lease of 0.3 s) renews its lease all along:
 * from its first renewal until the last game is restored, the lease in the store never lapses, so no other process
 * could take a game it is restoring.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGameServer, type GameServer } from '../../server/app';
import { GameStore } from '../../server/db';
import { vulcanus } from '../../shared/vulcanus/index';
import { playGame } from '../../shared/vulcanus/simulate';

const GAMES = 400;
const LEASE_SECONDS = 0.3;
const dir = mkdtempSync(join(tmpdir(), 'kaiju-lease-'));
const dbPath = join(dir, 'games.sqlite');
let server: GameServer | null = null;

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Running games held by process P: each a game played halfway. */
function storeGames(): void {
  const options = vulcanus.parseOptions({ humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false });
  if (!options.ok) throw new Error('bad options');
  const store = new GameStore(dbPath);
  try {
    for (let i = 0; i < GAMES; i++) {
      const code = `L${String(i).padStart(5, '0')}`;
      const played = playGame(options.value, 1000 + i, { record: true });
      store.create({
        id: code,
        game: vulcanus.id,
        rulesVersion: vulcanus.rulesVersion,
        options: { game: options.value, isPrivate: false },
        seed: 1000 + i,
        seats: [
          { seat: 'kaiju', kind: 'bot', name: '', playerId: '', token: '' },
          { seat: 'h1', kind: 'human', name: 'p', playerId: `pid-${i}`, token: `token-${i}-0123456789` },
        ],
        hostId: `pid-${i}`,
        created: Date.now(),
      });
      const half = played.actions.slice(0, Math.floor(played.actions.length / 2));
      half.forEach((a, k) => store.record(code, k, a.seat, a.action, null));
    }
    const now = Date.now();
    expect(store.claim('P', now, now + 60_000, GAMES)).toHaveLength(GAMES);
  } finally {
    store.close();
  }
}

describe('a lease renewed while restoring', () => {
  it(`the lease of a process restoring ${GAMES} games never lapses (a lease of ${LEASE_SECONDS} s)`, async () => {
    storeGames();
    const db = new Database(dbPath, { readonly: true });
    const expiresOf = () =>
      (db.prepare("SELECT expires FROM leases WHERE owner = 'P'").pluck().get() as number | undefined) ?? 0;
    const given = expiresOf();
    // (now, lease expiry) every few milliseconds, from the process's first renewal on
    const samples: [number, number][] = [];
    const poll = setInterval(() => {
      const expires = expiresOf();
      if (expires !== given) samples.push([Date.now(), expires]);
    }, 5);
    const t0 = Date.now();
    try {
      server = await startGameServer({
        port: 3917,
        dbPath,
        processName: 'P',
        leaseSeconds: LEASE_SECONDS,
        botDelayMs: 0,
        clientDir: join(dir, 'none'),
      });
    } finally {
      clearInterval(poll);
      db.close();
    }
    const took = Date.now() - t0;
    expect(server.restored).toHaveLength(GAMES);
    console.log(`restored ${GAMES} games in ${took} ms; ${samples.length} lease samples`);
    // restoring took several leases: the case this test is about
    expect(took).toBeGreaterThan(2 * LEASE_SECONDS * 1000);
    // the process served other work between its restores (this poll among it), all along
    expect(samples.length).toBeGreaterThan(took / 100);
    const lapsed = samples.filter(([now, expires]) => expires <= now);
    expect(lapsed).toEqual([]);
  });
});
