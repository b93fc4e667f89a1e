/** A complete solo game against computer players, from the title screen to the result screen, by tapping. */
import { expect, test } from '@playwright/test';
import { fastSettings, playToResult, tapTownOnMap } from './helpers';

// Tagged journeys run in one project only (grepInvert in test/e2e/playwright.config.ts), so nothing is ever skipped.
const ONCE = { tag: '@desktop-only' };
// one side per project keeps the suite short: the government on the desktop, the kaiju on the tablet
const SIDE_PROJECT = { humans: '@desktop-only', kaiju: '@tablet-only' } as const;

for (const side of ['humans', 'kaiju'] as const) {
  test(`solo game as the ${side}, title to result`, { tag: SIDE_PROJECT[side] }, async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?botDelay=15');
    await expect(page.locator('[data-screen=title]')).toBeVisible();
    // the game picker: one card per registered game, the chosen one marked
    const card = page.locator('[data-test=game-picker] [data-test=game-vulcanus]');
    await card.click();
    await expect(card).toHaveAttribute('aria-checked', 'true');
    await info.attach('title', { body: await page.screenshot(), contentType: 'image/png' });
    await fastSettings(page);
    await page.click('[data-test=menu-solo]');
    await page.click(`[data-test=side] [data-value=${side}]`);
    await page.click('[data-test=opt-humans] [data-value="2"]');
    await page.click('[data-test=solo-start]');
    await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
    const shots = new Set<string>();
    await playToResult(page, {
      maxMs: 150_000,
      onPhase: async (phase) => {
        for (const [key, label] of [
          ['planning', 'Planning phase'],
          ['execution', 'Execution phase'],
        ] as const)
          if (phase === label && !shots.has(key)) {
            shots.add(key);
            await info.attach(key, { body: await page.screenshot(), contentType: 'image/png' });
          }
      },
    });
    const result = page.locator('[data-test=result]');
    await expect(result).toBeVisible();
    await expect(result.locator('h1')).toHaveText(/wins|saves Tokyo/);
    await info.attach('result', { body: await page.screenshot(), contentType: 'image/png' });
    // the result steps aside to look at the final board, and comes back
    await page.click('[data-test=see-board]');
    await expect(result.locator('h1')).toBeHidden();
    await page.click('[data-test=show-result]');
    await expect(result.locator('h1')).toBeVisible();
    // the replay of the finished game opens from the result screen
    await page.click('[data-test=replay-link]');
    await expect(page.locator('[data-screen=replay]')).toBeVisible({ timeout: 30_000 });
    // a replay is watched, not played: no "You play", no chat; its timeline marks where each round begins
    await expect(page.locator('.topbar .you')).toHaveText('');
    await expect(page.locator('.logchat .tab:visible')).toHaveCount(1);
    const marks = page.locator('[data-test=replay-mark]');
    await expect(marks.first()).toBeVisible();
    expect(await marks.count()).toBeGreaterThanOrEqual(2);
    await marks.nth(1).click();
    await expect(page.locator('[data-test=replay-slider]')).toHaveValue(
      (await marks.nth(1).getAttribute('data-step')) ?? '',
    );
    await expect(page.locator('.topbar .round')).toHaveText(/^Round 2/);
    // the log follows the timeline: a jump to the end writes the whole game, a jump back only what had happened then
    const slider = page.locator('[data-test=replay-slider]');
    const jump = (to: number | 'end') =>
      slider.evaluate((el, v) => {
        const input = el as HTMLInputElement;
        input.value = v === 'end' ? input.max : String(v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, to);
    const lines = () => page.locator('[data-test=log] .log-line').count();
    await jump('end');
    await expect.poll(lines).toBeGreaterThan(20);
    const atEnd = await lines();
    await jump(3);
    await expect.poll(lines).toBeLessThan(atEnd);
    const early = await lines();
    await jump('end');
    await expect.poll(lines).toBe(atEnd);
    expect(early).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('in game: the rules help opens over the game, and quitting asks once more', ONCE, async ({ page }) => {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=menu-rules]');
  await expect(page.locator('[data-test=rules-help] .rules-text')).not.toBeEmpty();
  await page.click('[data-test=rules-close]');
  await expect(page.locator('[data-test=rules-help]')).toHaveCount(0);
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=menu-quit]');
  await expect(page.locator('[data-screen=game]')).toBeVisible();
  await expect(page.locator('[data-test=menu-quit]')).toHaveText(/again/);
  await page.click('[data-test=menu-quit]');
  await expect(page.locator('[data-screen=title]')).toBeVisible();
});

test('a town is chosen by tapping it on the map', async ({ page }) => {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  // the lone human first chooses two roles, then the town of its first base
  for (let i = 0; i < 2; i++) await page.locator('[data-test=prompt] [data-test=option]').first().click();
  await expect(page.locator('[data-test=prompt][data-kind=fireBaseTown]')).toBeVisible({ timeout: 15_000 });
  await tapTownOnMap(page, 'ginza');
  await expect(page.locator('[data-test=prompt][data-kind=sdfBaseTown]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.log-line.basePlaced').last()).toHaveText(/Ginza/);
});

test('a solo game resumes after a reload, and the page never holds its record', ONCE, async ({ page }) => {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  for (let i = 0; i < 2; i++) await page.locator('[data-test=prompt] [data-test=option]').first().click();
  await page.locator('[data-test=town-option][data-town=ginza]').click();
  await expect(page.locator('[data-test=prompt][data-kind=sdfBaseTown]')).toBeVisible({ timeout: 15_000 });
  // what the page keeps is a marker only: no seed, no actions
  const saved = await page.evaluate(() => localStorage.getItem('kaiju.solo.current') ?? '');
  expect(saved).not.toMatch(/seed|actions/);
  await page.reload();
  await expect(page.locator('[data-test=prompt][data-kind=sdfBaseTown]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.log-line.basePlaced').last()).toHaveText(/Ginza/);
});
