/**
 * Leviath's humans tutorial: started from the title, the coach walks a newcomer through the fleet's first turn
 * against the computer's Leviath (a fixed seed): the deduction cloud (§14), moving ships (§5), playing or
 * discarding a card (§5, §8) and the deck as the clock. It moves on when the player does what it asks and never
 * covers what it points at.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

const bubble = (page: Page) => page.locator('[data-test=coach-bubble]');

async function press(page: Page, target: Locator, force = false): Promise<void> {
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await target.tap({ force });
  else await target.click({ force });
}

/** The bubble shows this step, inside the window, and covers neither what it points at nor the decision panel. */
async function onStep(page: Page, step: string): Promise<void> {
  await expect(bubble(page)).toHaveAttribute('data-step', step, { timeout: 20_000 });
  const overlaps = await page.evaluate(() => {
    const box = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r && r.width > 0 ? r : null;
    };
    const b = box('[data-test=coach-bubble]');
    const ring = box('.coach-ring:not(.hidden)');
    const target = ring && new DOMRect(ring.x + 4, ring.y + 4, ring.width - 8, ring.height - 8);
    const hit = (a: DOMRect | null, c: DOMRect | null) =>
      !!a && !!c && a.left < c.right && c.left < a.right && a.top < c.bottom && c.top < a.bottom;
    const inside = !!b && b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
    return { target: hit(b, target), prompt: hit(b, box('[data-test=prompt]')), inside };
  });
  expect(overlaps).toEqual({ target: false, prompt: false, inside: true });
}

test('Leviath humans tutorial: the cloud, the ships, a card, the clock', async ({ page }, info) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await page.click('[data-test=game-picker] [data-test=game-leviath]');
  await fastSettings(page);
  await press(page, page.locator('[data-test=menu-tutorial]'));
  await press(page, page.locator('[data-test=tutorial-humans]'));
  await expect(page.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  await onStep(page, 'lvWelcome');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'lvCloud');
  await expect(page.locator('.lv-cloud-cell.on').first()).toBeVisible();
  await info.attach('cloud step', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('[data-test=coach-next]'));
  // a step that asks has no "Next": it moves on once the ships have moved
  await onStep(page, 'lvShips');
  await expect(page.locator('[data-test=coach-next]')).toHaveCount(0);
  await press(page, page.locator('.lv-ship.can').first(), true);
  await expect(page.locator('[data-test=prompt]')).toContainText(/Where should .+ sail/);
  await press(page, page.locator('.lv-space.can').first(), true);
  await press(page, page.locator('[data-test=choice][data-key=done]'));
  await onStep(page, 'lvCard');
  await info.attach('card step', { body: await page.screenshot(), contentType: 'image/png' });
  // discard the first card (always possible): the ships then move again, which the coach leaves alone
  await press(page, page.locator('[data-test=hand-card]').first());
  await press(page, page.locator('[data-test=choice][data-key^=discard]'));
  await onStep(page, 'lvClock');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'lvKaiju');
  await press(page, page.locator('[data-test=coach-next]'));
  expect(errors).toEqual([]);
});
