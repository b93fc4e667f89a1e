/**
 * Rolled West's tutorial: started from the title, the coach walks a newcomer through a real first round (two
 * players and the ghost, a fixed seed): the terrain die (§6.1), paying and banking (§7), ending the turn, and
 * copying from another roll between turns (§8). It moves on when the player does what it asks and never covers
 * what it points at.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

const bubble = (page: Page) => page.locator('[data-test=coach-bubble]');

async function press(page: Page, target: Locator): Promise<void> {
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
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

test('Rolled West tutorial: terrain die, spend, bank, end the turn, copy between turns', async ({ page }, info) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await page.click('[data-test=game-picker] [data-test=game-rolled-west]');
  await fastSettings(page);
  await press(page, page.locator('[data-test=menu-tutorial]'));
  await press(page, page.locator('[data-test=tutorial-basics]'));
  await expect(page.locator('[data-screen=game][data-game=rolled-west]')).toBeVisible({ timeout: 30_000 });
  await onStep(page, 'rwWelcome');
  await press(page, page.locator('[data-test=coach-next]'));
  // §6.1 a step that asks has no "Next": it moves on once the terrain die is chosen
  await onStep(page, 'rwTerrain');
  await expect(page.locator('[data-test=coach-next]')).toHaveCount(0);
  await expect(bubble(page)).toContainText('copper = Valley');
  await info.attach('terrain step', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('.rw-die.can[data-face=S]').first());
  await onStep(page, 'rwSpend');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'rwBank');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'rwEnd');
  await press(page, page.locator('[data-test=end-turn]'));
  // §8 the other player's roll: copy a die or pass
  await onStep(page, 'rwCopy');
  await info.attach('copy step', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('[data-test=bank-pass]'));
  await expect(bubble(page)).not.toHaveAttribute('data-step', 'rwCopy', { timeout: 20_000 });
  expect(errors).toEqual([]);
});
