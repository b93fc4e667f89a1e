/**
 * `npm run backup -- FILE` (scripts/backup.ts), run as an operator would: a copy of the SQLite file taken while a
 * process writes to it holds every committed game and action; a wrong call says why, exits 2 and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/db';

const dir = mkdtempSync(join(tmpdir(), 'kaiju-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function backup(env: Record<string, string>, ...args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const newGame = (id: string) => ({
  id,
  game: 'vulcanus',
  rulesVersion: 2,
  options: { game: { humans: 1, level: 0 }, isPrivate: false },
  seed: 7,
  seats: [{ seat: 'h1', kind: 'human' as const, name: 'p1', playerId: 'pid', token: 'secret-token' }],
  hostId: 'pid',
  created: Date.now(),
});

describe('backup', () => {
  it('copies a file a process holds open, commits still in its write-ahead log: every game and action', () => {
    const path = join(dir, 'live.sqlite');
    const store = new GameStore(path);
    for (let g = 0; g < 3; g++) {
      store.create(newGame(`G${g}`));
      for (let i = 0; i < 10; i++) store.record(`G${g}`, i, 'h1', { type: 'pass', i }, null);
    }
    store.record('G0', 10, 'h1', { type: 'pass' }, { result: null, at: Date.now() });
    // the server's connection stays open (its write-ahead log not yet copied into the file) while the copy is taken
    const dest = join(dir, 'copy.sqlite');
    const r = backup({ DB_PATH: path }, dest);
    expect(r.out).toContain('3 games (2 running), 31 actions');
    expect(r.status).toBe(0);
    store.record('G1', 10, 'h1', { type: 'pass' }, null);
    store.close();

    const copy = new GameStore(dest);
    expect(copy.get('G0')?.status).toBe('finished');
    expect(copy.actions('G1')).toHaveLength(10);
    expect(copy.actions('G2').map((a) => a.action)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ type: 'pass', i })),
    );
    copy.close();
  });

  it('refuses with the reason and exit code 2, writing nothing: no file named, one that exists, no database, no folder', () => {
    const path = join(dir, 'live.sqlite');
    const none = backup({ DB_PATH: path });
    expect(none.status).toBe(2);
    expect(none.out).toMatch(/name the copy/);

    const taken = join(dir, 'taken.sqlite');
    writeFileSync(taken, 'mine');
    const over = backup({ DB_PATH: path }, taken);
    expect(over.status).toBe(2);
    expect(over.out).toMatch(/exists/);
    expect(readFileSync(taken, 'utf8')).toBe('mine');

    const missing = backup({ DB_PATH: join(dir, 'nothing-here.sqlite') }, join(dir, 'x.sqlite'));
    expect(missing.status).toBe(2);
    expect(missing.out).toMatch(/no database/);
    expect(existsSync(join(dir, 'x.sqlite'))).toBe(false);

    const nowhere = join(dir, 'no-such-folder', 'z.sqlite');
    const unwritable = backup({ DB_PATH: path }, nowhere);
    expect(unwritable.status).toBe(2);
    expect(unwritable.out).toMatch(/could not copy/);
    expect(existsSync(nowhere)).toBe(false);

    const pg = backup({ DB_PATH: path, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }, join(dir, 'y.sqlite'));
    expect(pg.status).toBe(2);
    expect(pg.out).toMatch(/pg_dump/);
  });
});
