/**
 * The shell online, for every game alike (played here on Leviath, one captain against a computer Leviath): the log
 * survives a reload and names people by the names typed in the lobby; a spectator who comes late sees the whole log.
 */
import { expect, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

const logLines = (p: Page): Promise<string[]> =>
  p.locator('[data-test=log] .log-line').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

/** A Leviath room with Alice as its one captain and the computer as Leviath, started; returns its code. */
async function startRoom(alice: Page): Promise<string> {
  await alice.click('[data-test=game-picker] [data-test=game-leviath]');
  await alice.click('[data-test=menu-online]');
  await alice.fill('[data-test=player-name]', 'Alice');
  await alice.click('[data-test=opt-humans] [data-value="1"]');
  await alice.click('[data-test=create-room]');
  await expect(alice.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  const code = new URL(await alice.locator('[data-test=invite-link]').inputValue()).searchParams.get('room') ?? '';
  await alice.click('[data-test=sit-h1]');
  await alice.click('[data-test=bot-kaiju]');
  await alice.click('[data-test=start-game]');
  await expect(alice.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  return code;
}

test('the log survives a reload, names the lobby names, and is whole for a late spectator', async ({ player }) => {
  const alice = await player();
  const late = await player();
  for (const p of [alice, late]) {
    await p.goto('/');
    await fastSettings(p);
  }
  const code = await startRoom(alice);
  // Leviath (the computer) lurks, then it is Alice's turn: the log names her as she typed it
  await expect(alice.locator('[data-test=log]')).toContainText('Alice', { timeout: 30_000 });
  const before = await logLines(alice);
  expect(before.join('\n')).not.toMatch(/Captain 1/);

  await alice.reload();
  await expect(alice.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => logLines(alice)).toEqual(expect.arrayContaining(before));
  const after = await logLines(alice);
  expect(after.slice(0, before.length)).toEqual(before);

  // a spectator who comes now is sent every event it may see: the same lines (Alice's own cards are hers alone)
  await late.goto(`/#/room/${code}/watch`);
  await expect(late.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await logLines(late)).length).toBeGreaterThanOrEqual(before.length);
  const seen = await logLines(late);
  const publicLines = (lines: string[]) => lines.filter((l) => !/draws|discards/.test(l));
  expect(publicLines(seen).slice(0, publicLines(before).length)).toEqual(publicLines(before));
  expect(seen.join('\n')).toContain('Alice');
});
