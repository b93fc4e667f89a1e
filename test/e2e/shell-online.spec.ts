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

// Alice plays on the project's page (a touch tablet in the tablet project), the others in contexts of their own.
test('the log survives a reload, names the lobby names, and is whole for a late spectator', async ({
  page: alice,
  player,
}) => {
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

/** The width and height of an element as drawn. */
async function size(p: Page, sel: string): Promise<{ width: number; height: number }> {
  const box = await p.locator(sel).boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
}

test('the host is marked, the room list names the people, the hint works online, and "your turn" is said', async ({
  page: alice,
  player,
}, info) => {
  const [bob, carol] = [await player(), await player()];
  for (const p of [alice, bob, carol]) {
    await p.goto('/');
    await fastSettings(p);
  }
  await alice.click('[data-test=game-picker] [data-test=game-leviath]');
  await alice.click('[data-test=menu-online]');
  await alice.fill('[data-test=player-name]', 'Alice');
  // a yes/no option of the room form is a switch a finger can tap
  expect(await size(alice, '[data-test=private-room]')).toMatchObject({ height: 44 });
  expect((await size(alice, '[data-test=private-room]')).width).toBeGreaterThanOrEqual(44);
  await alice.click('[data-test=opt-humans] [data-value="2"]');
  await alice.fill('[data-test=room-name]', 'Bay watch');
  await alice.click('[data-test=create-room]');
  await expect(alice.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  await expect(alice.locator('[data-test=lobby-host]')).toHaveText(/Alice \(You\)/);
  const link = await alice.locator('[data-test=invite-link]').inputValue();
  const code = new URL(link).searchParams.get('room') ?? '';
  await alice.click('[data-test=sit-h1]');
  await bob.goto(link);
  await bob.fill('[data-test=player-name]', 'Bob');
  await bob.click('[data-test=ask-name-join]');
  await expect(bob.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  await bob.click('[data-test=sit-h2]');
  // the host is marked beside their seat, and named for everyone
  await expect(bob.locator('[data-test=seat-h1] [data-test=host-badge]')).toBeVisible();
  await expect(bob.locator('[data-test=seat-h2] [data-test=host-badge]')).toHaveCount(0);
  await expect(bob.locator('[data-test=lobby-host]')).toHaveText(/Alice$/);
  const ready = await size(bob, '[data-test=ready]');
  expect(ready.height).toBeGreaterThanOrEqual(44);
  expect(ready.width).toBeGreaterThanOrEqual(44);

  // the room list names the room's host and who sits in it
  await carol.click('[data-test=menu-online]');
  const item = carol.locator(`[data-test=room-item][data-code="${code}"]`);
  await expect(item).toContainText('Bay watch', { timeout: 15_000 });
  await expect(item.locator('[data-test=room-people]')).toHaveText('Host: Alice ・ Seated: Alice, Bob');
  await info.attach('room list', { body: await carol.screenshot({ fullPage: true }), contentType: 'image/png' });
  await info.attach('lobby (guest)', { body: await bob.screenshot({ fullPage: true }), contentType: 'image/png' });

  await bob.click('[data-test=ready]');
  await alice.click('[data-test=bot-kaiju]');
  await alice.click('[data-test=start-game]');
  for (const p of [alice, bob])
    await expect(p.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });

  // Leviath lurks, then the first captain decides: the tab says so, once, and the hint answers from the server
  await expect(alice).toHaveTitle(/^● Your turn — /, { timeout: 30_000 });
  await expect(alice.locator('[data-screen=game]')).toHaveAttribute('data-turn-cues', '1');
  await expect(bob).not.toHaveTitle(/Your turn/);
  await alice.click('[data-test=hint]');
  await expect(alice.locator('[data-test=hint-text] .hint-reason')).not.toHaveText('', { timeout: 15_000 });
  await expect(alice.locator('.hinted').first()).toBeVisible();
  await info.attach('hint online', { body: await alice.screenshot(), contentType: 'image/png' });
  // the other captain, who is not deciding, is offered no hint
  await expect(bob.locator('[data-test=hint]')).toBeHidden();
});
