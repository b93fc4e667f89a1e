/**
 * A player's own games. An online game finishes while its player's page is closed (the computer stands in for them
 * and plays it to its end; its room closes): the player comes back by the invite link and sees its end, with its
 * replay; the title's "My games" lists it as finished with its result, and lists the game still in progress in
 * another tab with whose move it is, to return to.
 *
 * It runs a game server of its own, where a computer stands in for an absent person after 1 s rather than a minute
 * (the journeys' shared server keeps the usual grace period), serving the client the shared server has built.
 */
import { expect, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';
import { ownServer } from './own-server';

// a computer stands in for an absent person after 1 s; one port per project
const own = ownServer((project) => (project === 'tablet' ? 701 : 700), {
  STAND_IN_SECONDS: '1',
  BOT_DELAY_MS: '0',
  BOT_BUDGET_MS: '20',
});

/** Creates an online Vulcanus room for one person, takes the government's seat and starts; returns the room's code. */
async function startOnline(page: Page): Promise<string> {
  await page.goto(`${own.base()}/#/online`);
  await page.fill('[data-test=player-name]', 'Alice');
  await page.click('[data-test=create-room]');
  await expect(page.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  await page.click('[data-test=sit-h1]');
  await expect(page.locator('[data-test=seat-h1].mine')).toBeVisible();
  await page.click('[data-test=start-game]');
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
}

test('a game that ended while its page was closed: its end by the link, and in My games', async ({ context }) => {
  test.setTimeout(180_000);
  const first = await context.newPage();
  await first.goto(`${own.base()}/`);
  await fastSettings(first);
  const ended = await startOnline(first);
  expect(ended).toMatch(/^[A-Z0-9]{6}$/);
  await first.close();
  // the computer plays the absent person's seat to the end; the room closes with nobody in it
  await expect
    .poll(() => fetch(`${own.base()}/api/games/${ended}`).then((r) => r.status), { timeout: 90_000, intervals: [500] })
    .toBe(200);

  // another game, still in progress in a tab of its own
  const other = await context.newPage();
  const running = await startOnline(other);

  // back by the invite link: the end of the game, as this seat saw it, and its replay
  const back = await context.newPage();
  await back.goto(`${own.base()}/?room=${ended}`);
  await expect(back.locator('[data-test=result]')).toBeVisible({ timeout: 30_000 });
  await expect(back.locator('[data-test=result] h1')).toHaveText(/wins|saves Tokyo/);
  await back.click('[data-test=replay-link]');
  await expect(back.locator('[data-screen=replay]')).toBeVisible({ timeout: 30_000 });

  // My games, from the title: the finished game with its result, the running one with whose move it is
  await back.goto(`${own.base()}/`);
  await back.click('[data-test=menu-my-games]');
  const done = back.locator(`[data-test=my-game-finished][data-code="${ended}"]`);
  await expect(done).toBeVisible();
  await expect(done).toContainText('Vulcanus ・ Human 1');
  await expect(done.locator('[data-test=my-game-result]')).toHaveText(/Game over ・ (won|lost)/);
  const open = back.locator(`[data-test=my-game-running][data-code="${running}"]`);
  await expect(open.locator('[data-test=my-game-turn]')).toHaveText(/Your turn|Waiting for /);
  await test.info().attach('my games', { body: await back.screenshot(), contentType: 'image/png' });
  // returning to it from here takes this tab to its seat
  await open.locator('[data-test=my-game-return]').click();
  await expect(back.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  await expect(back.locator('.topbar .you')).toHaveText(/Human 1/);
  // and the finished one's end is there from the list too
  await back.goto(`${own.base()}/#/my-games`);
  await done.locator('[data-test=my-game-end]').click();
  await expect(back.locator('[data-test=result]')).toBeVisible({ timeout: 30_000 });
});
