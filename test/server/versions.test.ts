/**
 * The stored rules version, acted on when a server restores its games (shared/core/versions.ts): a game stored under
 * the rules this build has is restored; the same log stamped with a version this build no longer keeps (Vulcanus 1,
 * before the corrections of rules version 2) is set aside with a line saying why, never restored under other rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { afterAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/db';
import { simulate } from '../../shared/core/simulate';
import { vulcanus } from '../../shared/vulcanus/index';
import type { Options } from '../../shared/vulcanus/types';
import { testServer } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'kaiju-versions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a stored game is restored under the rules it was played with', () => {
  it('the current version is restored; a version this build no longer keeps is set aside, with the reason', async () => {
    const dbPath = join(dir, 'games.sqlite');
    const options: Options = { humans: 1, level: 0 };
    const seed = 42;
    const parsed = vulcanus.parseOptions(options);
    if (!parsed.ok) throw new Error('options');
    // the first actions of a real game: a log that replays under the current rules
    const log = simulate(vulcanus, parsed.value, seed, { maxActions: 12 }).log.slice(0, 12);
    const store = new GameStore(dbPath);
    const stamped = (id: string, rulesVersion: number) => {
      store.create({
        id,
        game: 'vulcanus',
        rulesVersion,
        options: { game: parsed.value, isPrivate: true, name: 'versions' } as never,
        seed,
        seats: [],
        hostId: 'p',
        created: Date.now(),
      });
      log.forEach((a, i) => store.record(id, i, a.seat, a.action, null));
    };
    stamped('NOWVER', vulcanus.rulesVersion);
    stamped('OLDVER', vulcanus.rulesVersion - 1);
    store.close();

    const errors: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    const t = await testServer(3925, { dbPath }).finally(() => (console.error = consoleError));
    try {
      expect(t.server.restored).toContain('NOWVER');
      expect(t.server.restored).not.toContain('OLDVER');
      expect(await matchMaker.getRoomById('NOWVER')).toBeTruthy();
      expect(await matchMaker.getRoomById('OLDVER')).toBeFalsy();
      expect(errors.filter((e) => e.includes('OLDVER')).join('\n')).toMatch(
        new RegExp(`rulesVersionGone.*"version":${vulcanus.rulesVersion - 1},"current":${vulcanus.rulesVersion}`),
      );
      expect(errors.filter((e) => e.includes('NOWVER'))).toEqual([]);
    } finally {
      await t.stop();
    }
  });
});
