/**
 * §7.2 (corrected 2026-11-23) in an online room of two government players: a player releases their column and
 * takes it again, offers the other a swap, who refuses it, then accepts the next one. The first player is on the
 * project's device (a touch tablet in the tablet project), the second on a desktop.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

/** A tap on a touch screen, a click otherwise. */
async function press(page: Page, target: Locator): Promise<void> {
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/** Answers the setup decisions this page is asked (roles, the team's base towns) until it plans. */
async function toPlanning(page: Page): Promise<void> {
  const plan = page.locator('[data-test=prompt-plan]');
  for (let i = 0; i < 40 && !(await plan.isVisible()); i++) {
    const next = page.locator('[data-test=prompt] [data-test=option], [data-test=town-option]').first();
    if (await next.isVisible()) await press(page, next).catch(() => undefined);
    else await page.waitForTimeout(150);
  }
  await expect(plan).toBeVisible({ timeout: 20_000 });
}

/** The line a page's role holds, as its claim row says it. */
const rowOf = (page: Page) => page.locator('.claim-row').first();

test('two government players release, offer, refuse and accept a swap of columns', async ({ page, player }) => {
  test.setTimeout(180_000);
  const a = page;
  const b = await player();
  for (const p of [a, b]) {
    await p.goto('/?botDelay=15');
    await fastSettings(p);
  }
  await press(a, a.locator('[data-test=menu-online]'));
  await a.fill('[data-test=player-name]', 'Aki');
  await press(a, a.locator('[data-test=opt-humans] [data-value="2"]'));
  await a.fill('[data-test=opt-planningSeconds]', '0');
  await a.locator('[data-test=opt-planningSeconds]').blur();
  await press(a, a.locator('[data-test=create-room]'));
  await expect(a.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
  const link = await a.locator('[data-test=invite-link]').inputValue();
  await press(a, a.locator('[data-test=sit-h1]'));
  await b.goto(link);
  await b.fill('[data-test=player-name]', 'Ben');
  await b.click('[data-test=ask-name-join]');
  await b.click('[data-test=sit-h2]');
  await b.click('[data-test=ready]');
  await press(a, a.locator('[data-test=bot-kaiju]'));
  await expect(a.locator('[data-test=start-game]')).toBeEnabled();
  await press(a, a.locator('[data-test=start-game]'));
  await Promise.all([toPlanning(a), toPlanning(b)]);

  // each takes a column: A the first, B the second
  await press(a, a.locator('[data-test=claim-colA]'));
  await expect(b.locator('[data-test=claim-colA]')).toHaveCount(0);
  await b.click('[data-test=claim-colB]');
  await expect(rowOf(a)).toContainText('column A');
  await expect(rowOf(b)).toContainText('column B');

  // A releases column A (its card goes back to the hand), and takes it again
  await press(a, a.locator('[data-test=hand-card].playable').first());
  await press(a, a.locator('.slot.target').first());
  await expect(a.locator('[data-test=plan-board] .slot.mine')).toHaveCount(1);
  await press(a, a.locator('[data-test=claim-release]'));
  await expect(rowOf(a)).toContainText('not chosen');
  await expect(a.locator('[data-test=plan-board] .slot.mine')).toHaveCount(0);
  await expect(b.locator('[data-test=claim-colA]')).toBeVisible();
  await press(a, a.locator('[data-test=claim-colA]'));
  await expect(rowOf(a)).toContainText('column A');

  // A offers a swap; B refuses it
  const offer = a.locator('[data-test^=swap-propose-]');
  await press(a, offer);
  await expect(a.locator('[data-test=swap-outgoing]')).toBeVisible();
  await expect(b.locator('[data-test=swap-incoming]')).toContainText('column A');
  await b.click('[data-test=swap-refuse]');
  await expect(a.locator('[data-test=swap-outgoing]')).toHaveCount(0);
  await expect(rowOf(a)).toContainText('column A');
  await expect(b.locator('.log-line.swapAnswered').last()).toContainText(/keeps its line/);

  // A offers again; B accepts: the columns change hands
  await press(a, offer);
  await b.click('[data-test=swap-accept]');
  await expect(rowOf(a)).toContainText('column B');
  await expect(rowOf(b)).toContainText('column A');
  await expect(a.locator('[data-test=swap-outgoing]')).toHaveCount(0);
  // and A plans in its new column
  await press(a, a.locator('[data-test=hand-card].playable').first());
  await expect(a.locator('.slot.target')).toHaveCount(3);
  expect(await a.locator('.slot.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-slot')))).toEqual([
    'B1',
    'B2',
    'B3',
  ]);
});
