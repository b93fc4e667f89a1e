/** Switching the language changes every visible string: on the title screen, the settings and the game screen. */
import { expect, test, type Page } from '@playwright/test';
import { fastSettings } from './helpers';

/** The visible text of every element whose own text is a word (not a number, slot id or symbol). */
async function visibleTexts(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const base = document.querySelector(sel);
    if (!base) return out;
    const walker = document.createTreeWalker(base, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.offsetParent === null || el.closest('[data-test=lang], [data-test=game-lang]')) continue;
      // numbers, slot names (A1, K2), single letters and symbols read the same in both languages
      if (/^[\d\s/:+\-–→·・.,()%×✓◆?A-Z]{0,3}$|^[\d\s/:+\-–→·・.,()%×✓◆?☰⤢¥]*$|^[ABK]\d$/.test(text)) continue;
      out.push(text);
    }
    return out;
  }, root);
}

function unchanged(before: string[], after: string[]): string[] {
  const now = new Set(after);
  return [...new Set(before)].filter((s) => now.has(s));
}

test('switching the language changes every visible string', { tag: '@desktop-only' }, async ({ page }, info) => {
  await page.goto('/?botDelay=15');
  await page.click('[data-test=lang] [data-value=en]');
  const titleEn = await visibleTexts(page, '#app');
  await page.click('[data-test=lang] [data-value=ja]');
  const titleJa = await visibleTexts(page, '#app');
  expect(titleEn.length).toBeGreaterThan(5);
  expect(unchanged(titleEn, titleJa)).toEqual([]);

  await page.click('[data-test=lang] [data-value=en]');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-test=prompt]')).toBeVisible({ timeout: 30_000 });
  const gameEn = await visibleTexts(page, '[data-screen=game]');
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=game-lang] [data-value=ja]');
  await expect(page.locator('.topbar .you')).toHaveText(/人間1/);
  const gameJa = await visibleTexts(page, '[data-screen=game]');
  expect(gameEn.length).toBeGreaterThan(20);
  expect(unchanged(gameEn, gameJa)).toEqual([]);
  await info.attach('game in Japanese', { body: await page.screenshot(), contentType: 'image/png' });
});
