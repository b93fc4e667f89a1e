/**
 * The design system's floors, for every registered game (the game picker lists them all): with the colour-blind-safe
 * palette on, each game's screen reads the safe colours; no text a player reads is smaller than 12 px; every
 * control a finger taps is 44 px or more each way. Checked on the game's first screen and after one decision.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

/** Animation off, English, no sound, the colour-blind-safe palette: through the settings screen. */
async function safeSettings(page: Page): Promise<void> {
  await page.click('[data-test=menu-settings]');
  await page.click('[data-test=lang] [data-value=en]');
  await page.click('[data-test=speed] [data-value=off]');
  await page.click('[data-test=sound] [data-value=false]');
  await page.click('[data-test=palette] [data-value=safe]');
  await page.click('[data-test=back]');
}

/** Every visible text smaller than 12 px, and every enabled control smaller than 44 px, on the game screen. */
function violations(page: Page): Promise<{ small: string[]; tiny: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-screen=game]') ?? document.body;
    // a picture of a thing (a thumbnail of a sheet) is marked aria-hidden: its words are read elsewhere
    const hidden = (el: Element) => !!el.closest('[aria-hidden=true]');
    const small: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').trim();
      if (!el || !text || hidden(el) || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // the size as drawn: an SVG's text at its scale, an HTML element at its transform's
      const svg = el.closest('svg');
      let scale = 1;
      if (svg) scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal?.width || svg.clientWidth || 1);
      else if (el.offsetWidth > 0) {
        // offsetWidth is rounded: only a real transform (a thumbnail's) counts
        const k = el.getBoundingClientRect().width / el.offsetWidth;
        if (Math.abs(k - 1) > 0.05) scale = k;
      }
      const px = parseFloat(style.fontSize) * scale;
      if (px < 11.95) small.push(`${text.slice(0, 24)} (${el.className || el.tagName}): ${px.toFixed(1)}px`);
    }
    const tiny: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('button, select, input, a[href], [role=button]')) {
      if (hidden(el) || (el as HTMLButtonElement).disabled) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      if (r.width < 43.5 || r.height < 43.5)
        tiny.push(
          `${el.dataset.test ?? el.className ?? el.tagName} "${(el.textContent ?? '').trim().slice(0, 16)}": ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return { small, tiny };
  });
}

test('every game: the safe palette, the 12 px text floor and 44 px touch targets', async ({ page }, info) => {
  test.setTimeout(240_000);
  await page.goto('/?botDelay=15');
  await safeSettings(page);
  const games = await page
    .locator('[data-test=game-picker] [data-test^=game-]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-test') ?? '').replace(/^game-/, '')));
  expect(games.length).toBeGreaterThanOrEqual(3);
  const found: Record<string, { small: string[]; tiny: string[] }> = {};
  for (const game of games) {
    await page.goto('/?botDelay=15');
    await page.click(`[data-test=game-picker] [data-test=game-${game}]`);
    await page.click('[data-test=menu-solo]');
    await page.click('[data-test=solo-start]');
    const screen = page.locator(`[data-screen=game][data-game=${game}]`);
    await expect(screen).toBeVisible({ timeout: 30_000 });
    // the safe roles reach the game's screen (its own colours build on them or have their safe set beside them)
    expect(await page.evaluate(() => document.body.classList.contains('palette-safe'))).toBe(true);
    const danger = await screen.evaluate((el) => getComputedStyle(el).getPropertyValue('--danger').trim());
    expect(danger.toLowerCase()).toBe('#d55e00');
    for (const moment of ['first screen', 'after a decision']) {
      if (moment === 'after a decision') {
        // the first thing offered: a decision's button, a lit die, or nothing to do yet
        const offer = page
          .locator('[data-test=prompt] [data-test=option], [data-test=prompt] [data-test=choice], .rw-die.can')
          .first();
        if (await offer.isVisible().catch(() => false)) await offer.click({ timeout: 5000 }).catch(() => undefined);
      }
      await page.waitForTimeout(1500);
      const v = await violations(page);
      await info.attach(`${game} ${moment}`, { body: await page.screenshot(), contentType: 'image/png' });
      found[`${game}, ${moment}`] = v;
    }
  }
  // every game's findings at once, so that one run tells all that is wrong
  const none = Object.fromEntries(Object.keys(found).map((k) => [k, { small: [], tiny: [] }]));
  expect(found).toEqual(none);
});
