/**
 * Two browser contexts play one online room (the kaiju is a computer player); one reloads in the middle of the
 * game and comes back to its seat; neither page ever shows the other's hand or face-down cards.
 */
import { expect, type Page } from '@playwright/test';
import { fastSettings, playToResult, test } from './helpers';

/** Cards this page shows face up that belong to a role it does not play and are not revealed on the board. */
async function foreignSecrets(page: Page): Promise<string[]> {
  return (
    page
      .evaluate(() => {
        const game = document.querySelector('[data-screen=game]') as HTMLElement | null;
        const own = new Set((game?.dataset.roles ?? '').split(' ').filter(Boolean));
        if (game?.dataset.seat === 'kaiju') own.add('kaiju');
        const out: string[] = [];
        for (const el of document.querySelectorAll('[data-card]')) {
          const card = el.getAttribute('data-card') ?? '?';
          if (card === '?') continue;
          const owner = card.split(':')[0];
          const facedown = el.classList.contains('facedown');
          if (facedown && !own.has(owner)) out.push(card);
          if (!el.closest('[data-slot]') && !own.has(owner)) out.push(card);
        }
        return out;
      })
      // a page that is reloading right now is checked again once it is back
      .catch((e: Error) => {
        if (/context was destroyed|navigation/i.test(e.message)) return [];
        throw e;
      })
  );
}

const ONCE = { tag: '@desktop-only' }; // runs in the desktop project only (test/e2e/playwright.config.ts)

test('two players in one online room; one reloads and returns to its seat', ONCE, async ({ player }, info) => {
  test.setTimeout(360_000);
  const a = await player();
  const b = await player();
  for (const p of [a, b]) {
    await p.goto('/');
    await fastSettings(p);
  }
  await a.click('[data-test=menu-online]');
  await expect(a.locator('[data-test=create-room-game]')).toContainText('Vulcanus');
  await a.fill('[data-test=player-name]', 'Alice');
  // the room form is drawn from the game's options schema, table settings included
  await a.click('[data-test=opt-humans] [data-value="2"]');
  await a.fill('[data-test=opt-planningSeconds]', '0');
  await a.locator('[data-test=opt-planningSeconds]').blur();
  await a.click('[data-test=create-room]');
  await expect(a.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  const link = await a.locator('[data-test=invite-link]').inputValue();
  expect(link).toContain('?room=');
  // nobody is seated yet: Start waits, and says why
  await expect(a.locator('[data-test=start-game]')).toBeDisabled();
  await expect(a.locator('[data-test=start-why]')).toContainText('Take a seat');
  await a.click('[data-test=sit-h1]');
  await expect(a.locator('[data-test=seat-h1].mine')).toBeVisible();

  // the second player follows the invite link
  // (a person who never gave a name is asked for one first)
  await b.goto(link);
  await expect(b.locator('[data-screen=ask-name] h2')).toHaveText(/^Vulcanus — /);
  await b.fill('[data-test=player-name]', 'Bob');
  await b.click('[data-test=ask-name-join]');
  await expect(b.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  await b.click('[data-test=sit-h2]');
  await expect(b.locator('[data-test=seat-h2].mine')).toBeVisible();
  await expect(a.locator('[data-test=seat-h2]')).toContainText('Bob');
  // the host's Start waits for the seated player, and says so; the ready mark shows a state
  await expect(a.locator('[data-test=start-game]')).toBeDisabled();
  await expect(a.locator('[data-test=start-why]')).toContainText('Human 2');
  await expect(b.locator('[data-test=ready]')).not.toBeChecked();
  await b.click('[data-test=ready]');
  await expect(b.locator('[data-test=ready]')).toBeChecked();
  await expect(a.locator('[data-test=start-game]')).toBeEnabled();
  await a.click('[data-test=bot-kaiju]');
  await expect(a.locator('[data-test=seat-kaiju] .seat-who.bot')).toBeVisible();
  await a.click('[data-test=start-game]');
  await expect(a.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  await expect(b.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  await expect(a.locator('.topbar .you')).toHaveText(/Human 1/);
  await expect(b.locator('.topbar .you')).toHaveText(/Human 2/);

  let reloaded = false;
  let reloading = false;
  const leaks: string[] = [];
  const check = async () => {
    leaks.push(...(await foreignSecrets(a)));
    // the other player's loop may check while this page reloads: it is checked again after
    if (!reloading) leaks.push(...(await foreignSecrets(b)));
  };
  await Promise.all([
    playToResult(a, { maxMs: 300_000, onPhase: check }),
    playToResult(b, {
      maxMs: 300_000,
      onPhase: async (phase) => {
        await check();
        if (!reloaded && phase === 'Execution phase') {
          reloaded = true;
          reloading = true;
          await b.reload();
          await expect(b.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
          reloading = false;
          await expect(b.locator('.topbar .you')).toHaveText(/Human 2/);
          await info.attach('after reload', { body: await b.screenshot(), contentType: 'image/png' });
        }
      },
    }),
  ]);
  expect(reloaded).toBe(true);
  expect(leaks).toEqual([]);
  await expect(a.locator('[data-test=result] h1')).toHaveText(/wins|saves Tokyo/);
  await expect(b.locator('[data-test=result] h1')).toHaveText(/wins|saves Tokyo/);
  await info.attach('online result', { body: await a.screenshot(), contentType: 'image/png' });

  // The finished online game is in each player's replay list, and its record comes from the server.
  const code = new URL(link).searchParams.get('room') ?? '';
  await a.goto('/#/replays');
  const item = a.locator('[data-test=replay-item]', { hasText: code });
  await expect(item).toBeVisible();
  // the entry says which game, which side, and how it went
  await expect(item).toContainText(/Vulcanus ・ Human 1 ・ (won|lost) ・ /);
  await item.click();
  await expect(a.locator('[data-screen=replay]')).toBeVisible({ timeout: 30_000 });
  await expect(a.locator('[data-test=replay-step]')).toHaveText(/\d/);
});

test('a link to a room that does not exist says so, in the reader’s language', ONCE, async ({ page }) => {
  await page.goto('/');
  await fastSettings(page, 'ja');
  // said at once: nobody is asked a name for a room that is not there
  await page.goto('/#/room/NOSUCH');
  await expect(page.locator('[data-test=room-error]')).toHaveText(/部屋 NOSUCH は見つかりません/);
  await page.goto('/');
  await fastSettings(page, 'en');
  await page.goto('/#/room/NOSUCH');
  await expect(page.locator('[data-test=room-error]')).toHaveText(/There is no room NOSUCH/);
});
