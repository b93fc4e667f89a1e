/**
 * A game server of a journey's own, beside the shared one, for journeys that need other server settings (a computer
 * standing in after 1 s, shortened turn clocks): it serves the client the shared server has built, on a port of its
 * own (`E2E_PORT` + `offset`) with a throwaway database. Call `ownServer()` at a file's or a describe's top level.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The port of a server of its own: beside the shared server's (`E2E_PORT`), `offset` apart. */
export const ownPort = (offset: number) => Number(process.env.E2E_PORT ?? 4391) + offset;

/** Starts the server before the tests of the enclosing scope, stops it after them; returns its base URL. */
export function ownServer(offset: (project: string) => number, env: Record<string, string>): { base: () => string } {
  let server: ChildProcess | null = null;
  let dir = '';
  let base = '';
  test.beforeAll(async () => {
    const port = ownPort(offset(test.info().project.name));
    base = `http://127.0.0.1:${port}`;
    dir = mkdtempSync(join(tmpdir(), 'kaiju-e2e-own-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DB_PATH: join(dir, 'games.sqlite'),
        CLIENT_DIR: join(ROOT, 'dist/client'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });
  test.afterAll(async () => {
    const s = server;
    if (s && s.exitCode === null) await new Promise((r) => (s.once('exit', r), s.kill('SIGTERM')));
    rmSync(dir, { recursive: true, force: true });
  });
  return { base: () => base };
}
