import { describeError } from '../../shared/core/errors';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/game';
import { vulcanus } from '../../shared/vulcanus/index';
import { view } from '../../shared/vulcanus/view';
import { playGame } from '../../shared/vulcanus/simulate';
import { GameStore } from '../../server/db';
import { openRoom, waitFor } from './driver';

const PORT = 3913;
const endpoint = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'kaiju-restart-'));
const dbPath = join(dir, 'games.sqlite');
let child: ChildProcess | null = null;

/** Starts server/main.ts on `dbPath`; its stderr goes to ours and, when given, into `stderr` too. */
async function boot(stderr?: string[]): Promise<ChildProcess> {
  // `node --import tsx` (not the tsx wrapper) so that the pid we kill is the server itself.
  const p = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DB_PATH: dbPath, BOT_DELAY_MS: '0', CLIENT_DIR: join(dir, 'none') },
    stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'inherit'],
  });
  p.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr?.push(chunk.toString());
  });
  await waitFor(() => p.exitCode === null, 1000);
  const t0 = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${endpoint}/api/rooms`);
      if (res.ok) return p;
    } catch {
      // not up yet
    }
    if (Date.now() - t0 > 30_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function stored(code: string) {
  const store = new GameStore(dbPath);
  try {
    const g = store.get(code)!;
    const r = replay(vulcanus, g.options.game, g.seed, store.actions(code));
    if (!r.ok) throw new Error(describeError(r.error));
    return r.value;
  } finally {
    store.close();
  }
}

describe('restart', () => {
  it('a server killed mid-game resumes the identical game after a restart, and the clients finish it', async () => {
    child = await boot();
    const r = await openRoom(endpoint, { game: { humans: 3, level: 2 } }, 13);
    await waitFor(() => (r.clients[0].last?.v ?? 0) > 40, 30_000, 'the game to run');
    child.kill('SIGKILL');
    for (const c of r.clients) c.paused = true;
    await new Promise((res) => child?.once('exit', res));
    const before = stored(r.code);
    expect(before.result).toBeNull();
    const seen = new Map(r.clients.map((c) => [c, c.last]));

    child = await boot();
    await waitFor(
      () => r.clients.every((c) => c.last !== seen.get(c) && c.last?.v === before.v),
      30_000,
      'every client back in the restored game',
    );
    for (const c of r.clients) {
      expect(c.room.game()?.seat).toBe(c.seat);
      expect(c.last!.view).toEqual(view(before, c.seat));
      // back with the whole log (server/history.ts): every event of the restored game, from the first, none missing
      const history = (c.last!.history ?? []).map((e) => e.n);
      expect(history).toEqual(history.map((_, i) => i + 1));
      expect(history.length).toBeGreaterThanOrEqual(Math.max(0, ...(seen.get(c)?.events ?? []).map((e) => e.n)));
      expect(history.length).toBeGreaterThan(40);
    }
    for (const c of r.clients) c.resume();
    const ends = await Promise.all(r.clients.map((c) => c.done));
    const after = stored(r.code);
    expect(after.result).not.toBeNull();
    for (const [i, c] of r.clients.entries()) expect(ends[i].view).toEqual(view(after, c.seat));
  });

  it('a game whose last action was stored but not its end is served as finished after a restart', async () => {
    child?.kill('SIGKILL');
    if (child && child.exitCode === null) await new Promise((res) => child?.once('exit', res));
    child = null;
    // The crash between the two writes of the last action (before they were one transaction): the whole log is
    // stored, ending the game, but the game's row still says it is running.
    const code = 'ENDED1';
    const game = vulcanus.parseOptions({ humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false });
    if (!game.ok) throw new Error('bad options');
    const played = playGame(game.value, 77, { record: true });
    expect(played.result).not.toBeNull();
    const store = new GameStore(dbPath);
    try {
      store.create({
        id: code,
        game: vulcanus.id,
        rulesVersion: vulcanus.rulesVersion,
        options: { game: game.value, isPrivate: false },
        seed: 77,
        seats: [
          { seat: 'kaiju', kind: 'bot', name: '', playerId: '', token: '' },
          { seat: 'h1', kind: 'human', name: 'p1', playerId: 'pid-h1', token: 'token-h1-0123456789' },
        ],
        hostId: 'pid-h1',
        created: Date.now(),
      });
      played.actions.forEach((a, i) => store.record(code, i, a.seat, a.action, null));
      expect(store.get(code)?.status).toBe('running');
    } finally {
      store.close();
    }

    const stderr: string[] = [];
    child = await boot(stderr);
    const res = await fetch(`${endpoint}/api/games/${code}`);
    expect(res.status).toBe(200);
    const served = (await res.json()) as { result: unknown; actions: unknown[] };
    expect(served.result).toEqual(JSON.parse(JSON.stringify(vulcanus.outcome(played.state))));
    expect(served.actions.length).toBe(played.actions.length);
    const rooms = (await (await fetch(`${endpoint}/api/rooms`)).json()) as { code: string }[];
    expect(rooms.map((r) => r.code)).not.toContain(code);
    expect(stderr.join('')).not.toMatch(/error|could not restore/i);
    expect(vulcanus.isOver(stored(code))).toBe(true);
    const after = new GameStore(dbPath);
    try {
      expect(after.get(code)?.status).toBe('finished');
      expect(after.running()).not.toContain(code);
    } finally {
      after.close();
    }
  });
});
