/**
 * Planning with the kit's gestures (§7.3 planning, §7.4 redraw): in the government tutorial's game, a card is
 * carried from the hand onto its slot in one drag (a mouse on the desktop, a finger on the tablet), a card dropped
 * off the board goes back to the hand, and two cards of one hand are ticked and redrawn (the kit's carry and multi-pick).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

const touch = (page: Page) => page.evaluate(() => navigator.maxTouchPoints > 0);

async function press(page: Page, target: Locator): Promise<void> {
  if (await touch(page)) await target.tap();
  else await target.click();
}

async function centre(l: Locator): Promise<{ x: number; y: number }> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** A drag from one element to a point, in small moves: a mouse, or a finger (real touch events). */
async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const a = await centre(from);
  const steps = 8;
  const along = (k: number) => ({ x: a.x + ((to.x - a.x) * k) / steps, y: a.y + ((to.y - a.y) * k) / steps });
  if (await touch(page)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    for (let k = 1; k <= steps; k++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [along(k)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let k = 1; k <= steps; k++) await page.mouse.move(along(k).x, along(k).y);
  await page.mouse.up();
}

test('two cards of one hand redrawn; a card carried onto its slot in one drag, one dropped elsewhere put back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await page.click('[data-test=game-picker] [data-test=game-vulcanus]');
  await fastSettings(page);
  await press(page, page.locator('[data-test=menu-tutorial]'));
  await press(page, page.locator('[data-test=tutorial-humans]'));
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  await press(page, page.locator('[data-test=coach-skip]'));
  await press(page, page.locator('[data-test=town-option][data-town=kasumigaseki]'));
  await expect(page.locator('[data-test=prompt][data-kind=sdfBaseTown]')).toBeVisible();
  await press(page, page.locator('[data-test=town-option][data-town=waseda]'));
  await expect(page.locator('[data-test=prompt-plan]')).toBeVisible({ timeout: 30_000 });
  await press(page, page.locator('.claim-row[data-role=fireChief] [data-test=claim-colA]'));
  await press(page, page.locator('.claim-row[data-role=researchDirector] [data-test=claim-colB]'));
  await expect(page.locator('.locked [data-test=hand]')).toHaveCount(0);
  // a redraw: two cards of the Fire Chief's hand ticked, then confirmed
  await press(page, page.locator('[data-test=redraw]'));
  const fire = page.locator('[data-test=hand-card][data-card^="fireChief:"]');
  const ticked = [await fire.nth(0).getAttribute('data-card'), await fire.nth(1).getAttribute('data-card')];
  await press(page, fire.nth(0));
  await expect(page.locator('[data-test=redraw-confirm]')).toBeEnabled();
  await press(page, fire.nth(1));
  await expect(page.locator('.redraw-sel')).toHaveCount(2);
  // a card of the other hand starts the selection afresh (a redraw is one role's hand)
  await press(page, page.locator('[data-test=hand-card][data-card^="researchDirector:"]').first());
  await expect(page.locator('.redraw-sel')).toHaveCount(1);
  await press(page, page.locator(`[data-test=hand-card][data-card="${ticked[0]}"]`));
  await press(page, page.locator(`[data-test=hand-card][data-card="${ticked[1]}"]`));
  await expect(page.locator('.redraw-sel')).toHaveCount(2);
  await press(page, page.locator('[data-test=redraw-confirm]'));
  await expect(page.locator('[data-test=redraw-confirm]')).toHaveCount(0);
  await expect(page.locator('.locked [data-test=hand]')).toHaveCount(0);
  // the two ticked cards left the hand for new ones
  for (const c of ticked) await expect(page.locator(`[data-test=hand-card][data-card="${c}"]`)).toHaveCount(0);
  // (the drags come last: on the tablet, a tap on Redraw just after a card's drag was lost in some runs — not yet
  // understood; a plain page loses no tap after the same drag, so the panel rebuilt under the finger is suspected)
  await expect(page.locator('.locked [data-test=hand]')).toHaveCount(0);
  // dropped on the map, far from the plan board: back in the hand, nothing placed
  const card = page.locator('[data-test=hand-card][data-card="fireChief:moveCitizens:1"]');
  await drag(page, card, await centre(page.locator('.canvas-host canvas')));
  await expect(page.locator('[data-test=plan-board] .slot.mine')).toHaveCount(0);
  await expect(card).toBeVisible();
  await expect(page.locator('.ghost')).toHaveCount(0);

  // carried onto A1: placed there, and gone from the hand
  await drag(page, card, await centre(page.locator('[data-test=plan-board] [data-slot=A1]')));
  await expect(page.locator('.slot.mine[data-slot=A1]')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.locator('.ghost')).toHaveCount(0);

  expect(errors).toEqual([]);
});
