/** Helpers for the browser journeys: set up a fast game through the settings, and play it by tapping. */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`, with `player()`: a page in a browser context of its own (another person at the table),
 * closed when the test ends, so that no finished game keeps drawing and playing beside the next journey.
 */
export const test = base.extend<{ player: () => Promise<Page> }>({
  player: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      contexts.push(context);
      return context.newPage();
    });
    for (const c of contexts) await c.close();
  },
});

/** Animation off (through the settings screen, as a player would) and English. */
export async function fastSettings(page: Page, lang: 'en' | 'ja' = 'en'): Promise<void> {
  await page.click('[data-test=menu-settings]');
  await page.click(`[data-test=lang] [data-value=${lang}]`);
  await page.click('[data-test=speed] [data-value=off]');
  await page.click('[data-test=sound] [data-value=false]');
  await page.click('[data-test=back]');
  await expect(page.locator('[data-screen=title]')).toBeVisible();
}

/** Taps a town on the Phaser map (a touch where the page has touch, a click otherwise). */
export async function tapTownOnMap(page: Page, town: string): Promise<void> {
  const canvas = await page.locator('.canvas-host canvas').boundingBox();
  const at = await page.evaluate(
    (id) =>
      (
        window as unknown as { kaijuBoard: { scene: { townOnScreen(t: string): { x: number; y: number } } } }
      ).kaijuBoard.scene.townOnScreen(id),
    town,
  );
  if (!canvas) throw new Error('no map canvas');
  const x = canvas.x + at.x;
  const y = canvas.y + at.y;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

type Next = 'result' | 'option' | 'town' | 'pass' | 'claim' | 'card' | 'done' | 'wait';

/** What a person would tap next, read from the page in one go. */
function nextTap(page: Page): Promise<Next> {
  return page.evaluate((): Next => {
    const shown = (sel: string) => {
      const el = document.querySelector(sel) as HTMLElement | null;
      return !!el && el.offsetParent !== null;
    };
    if (shown('[data-test=result]')) return 'result';
    if (shown('[data-test=prompt] [data-test=option]')) return 'option';
    if (shown('[data-test=town-option]')) return 'town';
    if (shown('[data-test=option-pass]')) return 'pass';
    if (shown('.claim-row button.primary')) return 'claim';
    if (shown('[data-test=hand-card].playable')) return 'card';
    if (shown('[data-test=plan-done]:not([disabled])')) return 'done';
    return 'wait';
  });
}

/**
 * Plays the seat by tapping until the result screen shows: answers each prompt with its first offered choice,
 * and plans by dragging a card onto a highlighted slot (or tapping the card, then the slot) until "Done".
 */
export async function playToResult(
  page: Page,
  opts: { maxMs: number; onPhase?: (phase: string) => Promise<void> },
): Promise<number> {
  const started = Date.now();
  let moves = 0;
  let drags = 0;
  let mapTaps = 0;
  let lastError = '';
  const seen = new Set<string>();
  const prof: Record<string, number> = {};
  while (Date.now() - started < opts.maxMs) {
    const tq = Date.now();
    const next = await nextTap(page);
    prof.query = (prof.query ?? 0) + Date.now() - tq;
    if (next === 'result') {
      if (process.env.E2E_PROFILE) console.log(JSON.stringify(prof));
      return moves;
    }
    const ta = Date.now();
    if (opts.onPhase) {
      const phase = (await page.locator('.topbar .phase').textContent()) ?? '';
      if (!seen.has(phase)) {
        seen.add(phase);
        await opts.onPhase(phase);
      }
    }
    try {
      switch (next) {
        case 'option':
          await page.locator('[data-test=prompt] [data-test=option]').first().click({ timeout: 2000 });
          break;
        case 'town':
          if (mapTaps < 3) {
            // now and then, tap the highlighted town on the map itself (a touch on tablets)
            mapTaps++;
            // (the decision may be gone by now: a bounded wait, then look again)
            await tapTownOnMap(
              page,
              (await page.locator('[data-test=town-option]').first().getAttribute('data-town', { timeout: 2000 })) ??
                '',
            );
          } else await page.locator('[data-test=town-option]').first().click({ timeout: 2000 });
          break;
        case 'pass':
          await page.locator('[data-test=option-pass]').first().click({ timeout: 2000 });
          break;
        case 'claim':
          await page.locator('.claim-row button.primary').first().click({ timeout: 2000 });
          break;
        case 'card': {
          const card = page.locator('[data-test=hand-card].playable').first();
          if (drags < 2) {
            // drag the card onto a slot that accepts it, as a person would with a finger or a mouse;
            // a tap first shows where it may go, a second tap puts it back down
            drags++;
            await card.click({ timeout: 2000 });
            const to = await page.locator('.slot.target').first().boundingBox();
            await page.locator('[data-test=hand-card].selected').first().click({ timeout: 2000 });
            const from = await page.locator('[data-test=hand-card].playable').first().boundingBox();
            if (from && to) {
              await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
              await page.mouse.down();
              await page.mouse.move(from.x + 30, from.y - 20, { steps: 4 });
              await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
              await page.mouse.up();
            }
          } else {
            await card.click({ timeout: 2000 });
            await page.locator('.slot.target').first().click({ timeout: 2000 });
          }
          break;
        }
        case 'done':
          await page.locator('[data-test=plan-done]:not([disabled])').first().click({ timeout: 2000 });
          break;
        default:
          await page.waitForTimeout(40);
          prof.wait = (prof.wait ?? 0) + Date.now() - ta;
          continue;
      }
      moves++;
      prof[next] = (prof[next] ?? 0) + Date.now() - ta;
    } catch (e) {
      // the screen changed under the tap (a new update arrived): look again
      lastError = `${next}: ${String((e as Error).message)
        .split('\n')
        .slice(0, 14)
        .join(' | ')}`;
    }
  }
  throw new Error(`no result after ${opts.maxMs} ms (${moves} moves); the last tap that failed: ${lastError}`);
}
