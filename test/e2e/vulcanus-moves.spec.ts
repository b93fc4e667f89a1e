/**
 * A move in one gesture (§8.1 Move Citizens: a total of 2 steps): in the government tutorial's game (a fixed seed),
 * the player plans Move Citizens first, and when it is revealed carries a citizen two towns away with one drag on the
 * map — a mouse on the desktop, a finger on the tablet. Before the drag the map rings the towns thinly (most of the
 * map holds citizens); once a piece is picked up, its destinations alone are ringed.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ROAD_DIST, townIndex } from '../../shared/vulcanus/data/map';
import { fastSettings, test } from './helpers';

interface Rings {
  towns: string[];
  soft?: boolean;
}
type Board = {
  kaijuBoard: { scene: { townOnScreen(t: string): { x: number; y: number }; rings(): Rings } };
};

const touch = (page: Page) => page.evaluate(() => navigator.maxTouchPoints > 0);

async function press(page: Page, target: Locator): Promise<void> {
  if (await touch(page)) await target.tap();
  else await target.click();
}

const rings = (page: Page) => page.evaluate(() => (window as unknown as Board).kaijuBoard.scene.rings());

/** Where a town is on the page. */
async function townAt(page: Page, town: string): Promise<{ x: number; y: number }> {
  const canvas = await page.locator('.canvas-host canvas').boundingBox();
  const at = await page.evaluate((id) => (window as unknown as Board).kaijuBoard.scene.townOnScreen(id), town);
  if (!canvas) throw new Error('no map canvas');
  return { x: canvas.x + at.x, y: canvas.y + at.y };
}

/**
 * A drag on the map from one town to another, in small moves: a mouse, or a finger (real touch events). `during` runs
 * while the piece is held over the destination.
 */
async function drag(page: Page, from: string, to: string, during: () => Promise<void>): Promise<void> {
  const a = await townAt(page, from);
  const b = await townAt(page, to);
  const steps = 8;
  const along = (k: number) => ({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps });
  if (await touch(page)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    for (let k = 1; k <= steps; k++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [along(k)] });
    await during();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let k = 1; k <= steps; k++) await page.mouse.move(along(k).x, along(k).y);
  await during();
  await page.mouse.up();
}

test('a citizen carried two towns away in one drag on the map', async ({ page }) => {
  test.setTimeout(150_000);
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

  // plan: the Fire Chief's Move Citizens first (A1), then any cards in the other slots
  await expect(page.locator('[data-test=prompt-plan]')).toBeVisible({ timeout: 30_000 });
  await press(page, page.locator('.claim-row[data-role=fireChief] [data-test=claim-colA]'));
  await press(page, page.locator('.claim-row[data-role=researchDirector] [data-test=claim-colB]'));
  await press(page, page.locator('[data-test=hand-card][data-card="fireChief:moveCitizens:1"]'));
  await press(page, page.locator('.slot.target[data-slot=A1]'));
  await expect(page.locator('.slot.mine[data-slot=A1]')).toBeVisible();
  for (let i = 0; i < 12; i++) {
    // (each placement waits for its answer: the hand is locked meanwhile)
    await expect(page.locator('.locked [data-test=hand]')).toHaveCount(0);
    if (await page.locator('[data-test=plan-done]:not([disabled])').isVisible()) break;
    await press(page, page.locator('[data-test=hand-card].playable').first());
    await press(page, page.locator('.slot.target').first());
  }
  await press(page, page.locator('[data-test=plan-done]'));

  // A1 is revealed first: where to move the citizens from
  const prompt = page.locator('[data-test=prompt][data-kind=movePiece]');
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt.locator('[data-test=gesture-note]')).toBeVisible();
  const before = await rings(page);
  // citizens stand on most towns: they are ringed thinly, and listed only on demand
  expect(before.towns.length).toBeGreaterThan(8);
  expect(before.soft).toBe(true);
  await expect(prompt.locator('[data-test=town-option]')).toHaveCount(0);
  await expect(prompt.locator('[data-test=town-list]')).toBeVisible();
  // a town with citizens, and one two roads away from it
  const [from, to] = (() => {
    for (const f of before.towns)
      for (const t of ['ginza', 'ueno', 'shinjuku', 'shibuya', 'ikebukuro', 'odaiba', 'kanda', 'roppongi', 'yoyogi'])
        if (ROAD_DIST[townIndex(f)][townIndex(t)] === 2) return [f, t];
    throw new Error('no town two steps away');
  })();
  await drag(page, from, to, async () => {
    // picked up: the piece's destinations alone are ringed, boldly
    const held = await rings(page);
    expect(held.towns).toContain(to);
    expect(held.towns).not.toContain(from);
    expect(held.soft ?? false).toBe(false);
  });
  // a VIP may stand there too: the panel then asks which piece goes
  const citizen = prompt.locator('[data-test=option][data-key="piece:citizens"]');
  if (await citizen.isVisible().catch(() => false)) await press(page, citizen);
  // the citizen walks both steps, one road at a time, in one answer
  const name = (id: string) => new RegExp(id, 'i');
  const moved = page.locator('.log-line.pieceMoved');
  await expect(moved).toHaveCount(2, { timeout: 15_000 });
  await expect(moved.first()).toContainText(name(from));
  await expect(moved.last()).toContainText(name(to));
  expect(errors).toEqual([]);
});
