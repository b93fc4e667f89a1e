/** The hover tooltip (desktop): a click puts it away, and it stays away until the mouse moves again. */
import { expect, test } from '@playwright/test';
import { fastSettings } from './helpers';

test('a click puts the hover tooltip away until the mouse moves', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  const track = page.locator('[data-test=track-defense]');
  const tip = page.locator('[data-test=inspect-tip]');
  await track.hover();
  await expect(tip).toContainText('Defense track');
  // a click where the mouse rests (as when a click brings a new screen under it): no tooltip, even after the delay
  await page.mouse.down();
  await page.mouse.up();
  await expect(tip).toHaveCount(0);
  await page.waitForTimeout(800);
  await expect(tip).toHaveCount(0);
  // the mouse moves on the same element: the tooltip comes back
  const box = await track.boundingBox();
  if (!box) throw new Error('no defense track');
  await page.mouse.move(box.x + box.width / 2 + 6, box.y + box.height / 2 + 3);
  await expect(tip).toContainText('Defense track');
});
