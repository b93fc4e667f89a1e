/**
 * Vulcanus for a newcomer (issue 11 §2–§3): card faces that zoom, everything inspectable, a board large enough to
 * read, and answers that cannot be sent twice. Screenshots of the planning screen and a zoomed card are attached to
 * the report (and copied to /tmp/vulc-shots for a person to look at); the execution and result screens are the
 * solo journeys' (solo.spec.ts), which play whole games on both screens.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fastSettings } from './helpers';

const SHOTS = process.env.VULC_SHOTS ?? '/tmp/vulc-shots';

type Board = { kaijuBoard?: { game: { loop: { running: boolean; sleep(): void; wake(): void } } } };

/** A screenshot with the game loop frozen (so a tween never blurs it), attached to the report and kept on disk. */
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  // no tooltip left by the last tap: the mouse rests on the top bar
  await page.mouse.move(640, 4);
  await expect(page.locator('[data-test=inspect-tip]')).toHaveCount(0);
  // (a loop the board put to sleep itself, nothing moving, is left asleep)
  const was = await page.evaluate(() => {
    const loop = (window as unknown as Board).kaijuBoard?.game.loop;
    if (!loop?.running) return false;
    loop.sleep();
    return true;
  });
  const body = await page.screenshot();
  if (was) await page.evaluate(() => (window as unknown as Board).kaijuBoard?.game.loop.wake());
  await info.attach(name, { body, contentType: 'image/png' });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${process.env.VULC_TAG ?? 'after'}-${info.project.name}-${name}.png`, body);
}

/** A solo game (two humans), answered up to the player's first planning phase. */
async function soloToPlanning(page: Page, side: 'humans' | 'kaiju' = 'humans'): Promise<void> {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click(`[data-test=side] [data-value=${side}]`);
  // two humans: one of them the computer, so that each role has its own column
  await page.click('[data-test=opt-humans] [data-value="2"]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 30 && !(await page.locator('[data-test=prompt-plan]').isVisible()); i++) {
    const next = page.locator('[data-test=prompt] [data-test=option], [data-test=town-option]').first();
    await next.click({ timeout: 15_000 }).catch(() => undefined);
  }
  await expect(page.locator('[data-test=prompt-plan]')).toBeVisible({ timeout: 15_000 });
  // the computer seats plan at their pace (each move after the bot delay and budget): once they are done, the
  // screen stays still while the checks below look at it
  await expect(page.locator('[data-test=seats] .seat-chip.active')).toHaveCount(1, { timeout: 30_000 });
}

const panel = (page: Page) => page.locator('[data-test=inspect]');
const isTouch = (page: Page) => page.evaluate(() => navigator.maxTouchPoints > 0);

/** A finger held on a point until the inspect panel opens (real touch events, as a tablet sends them). */
async function longPress(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await expect(panel(page)).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Opens the inspect panel of a thing on screen: a right click on a desktop, a long press on a tablet. */
async function inspectAt(page: Page, x: number, y: number): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  if (await isTouch(page)) await longPress(page, x, y);
  else await page.mouse.click(x, y, { button: 'right' });
  await expect(panel(page)).toBeVisible();
}

async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const b = await el.boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

interface BoardDebug {
  scene: {
    townOnScreen(t: string): { x: number; y: number };
    metrics(): { zoom: number; piece: number; label: number; count: number };
  };
}
const board = (page: Page) =>
  page.evaluate(() => {
    const b = (window as unknown as { kaijuBoard: BoardDebug }).kaijuBoard;
    const towns = ['ikebukuro', 'takadanobaba', 'shinjuku', 'yoyogi', 'harajuku', 'shibuya', 'ebisu', 'roppongi']
      .concat(['akasaka', 'yotsuya', 'ichigaya', 'iidabashi', 'waseda', 'kanda', 'akihabara', 'ueno', 'asakusa'])
      .concat(['nihonbashi', 'marunouchi', 'kasumigaseki', 'ginza', 'shimbashi', 'hamamatsucho', 'odaiba']);
    return { metrics: b.scene.metrics(), towns: towns.map((id) => ({ id, ...b.scene.townOnScreen(id) })) };
  });

test('a card shows its cost and effects, and zooms: a hover, a tap, or a long press on a card a tap places', async ({
  page,
}, info) => {
  await soloToPlanning(page);
  const cards = page.locator('[data-test=hand-card]');
  await expect(cards.first()).toBeVisible();
  // on a software renderer (this Chromium's) the board stops drawing once nothing moves: the page stays responsive
  const asleep = () =>
    page.evaluate(
      () =>
        (window as unknown as { kaijuBoard: { power: { state(): { asleep: boolean } } } }).kaijuBoard.power.state()
          .asleep,
    );
  await expect.poll(asleep, { timeout: 5_000 }).toBe(true);
  await shot(page, info, 'planning');
  const n = await cards.count();
  // every face in the hand: a name, a cost (or "Free"), a few words of its effect, and nothing cut short
  await expect(page.locator('[data-test=hand-card] [data-test=card-cost]')).toHaveCount(n);
  await expect(page.locator('[data-test=hand-card] .card-short')).toHaveCount(n);
  const clipped = await cards.evaluateAll((els) =>
    els
      // the face clips what overflows it (its words flow in it, overflowing nothing of their own); a cost never wraps
      .flatMap((el) => [el, ...el.querySelectorAll('.card-cost')])
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
  const name = (await cards.first().locator('.card-name').textContent()) ?? '';
  if (await isTouch(page)) {
    // before the line is claimed a tap places nothing: it zooms the card
    const at = await centre(page, '[data-test=hand-card]');
    await page.touchscreen.tap(at.x, at.y);
  } else {
    await cards.first().hover();
    const tip = page.locator('[data-test=inspect-tip]');
    await expect(tip).toBeVisible();
    await expect(tip.locator('.card.zoom .card-name')).toHaveText(name);
    await cards.first().click();
  }
  const zoom = page.locator('[data-test=inspect].zoom');
  await expect(zoom).toBeVisible();
  await expect(zoom.locator('.card.zoom .card-name')).toHaveText(name);
  await expect(zoom.locator('.inspect-cost')).toContainText(/Cost: (Free|\d)/);
  const big = await zoom.locator('.card.zoom').boundingBox();
  expect(big?.width ?? 0).toBeGreaterThanOrEqual(240);
  // the face names the card: its name is not shown a second time below it (it names the dialog instead)
  await expect(zoom).toHaveAttribute('aria-label', name);
  expect((await zoom.locator('.inspect-title').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  await shot(page, info, 'card-zoom');
  await page.click('[data-test=inspect-close]');
  await expect(panel(page)).toHaveCount(0);
  // once the line is claimed, a tap picks the card up to place it; a long press (a right click) still zooms it
  await page.locator('.claim-row button.primary').first().click();
  await expect(cards.first()).toHaveClass(/playable/);
  const at = await centre(page, '[data-test=hand-card].playable');
  await inspectAt(page, at.x, at.y);
  await expect(panel(page).locator('.card.zoom .card-name')).toHaveText(name);
  await expect(page.locator('[data-test=hand-card].selected')).toHaveCount(0);
  // picked up, a card's whole text and picture show in the reading pane beside the plan, nothing cut
  await page.keyboard.press('Escape');
  const picked = page.locator('[data-test=hand-card].playable').first();
  const pickedName = (await picked.locator('.card-name').textContent()) ?? '';
  await picked.click();
  const reading = page.locator('[data-test=card-reading] .card');
  await expect(reading.locator('.card-name')).toHaveText(pickedName);
  await expect(reading.locator('svg.card-art')).toHaveCount(1);
  expect((await reading.locator('.card-basic').textContent())?.length).toBeGreaterThan(15);
  expect(
    await reading.evaluate((el) =>
      [...el.querySelectorAll('.card-basic, .card-extra')].every((x) => x.scrollHeight <= x.clientHeight + 1),
    ),
  ).toBe(true);
});

test('everything else tells what it is: the tree, keys, approvals, roles, events, tracks and a town of the map', async ({
  page,
}) => {
  await soloToPlanning(page);
  const cases: [string, RegExp][] = [
    ['[data-test=tree-node][data-node=stomp]', /Evolution: Stomp[\s\S]*Extra effect|Evolution: Stomp[\s\S]*instead/i],
    ['[data-test=key-1]', /Key 1: research 5/],
    ['[data-test=approval-buildBase]', /build base \(research 10\)/],
    ['[data-test=role]', /Role card/],
    ['[data-test=event-slot]', /Round 1 event: Tremor[\s\S]*lava on the omen town/],
    ['[data-test=track-defense]', /Defense track[\s\S]*evacuated/],
    ['[data-test=track-damage]', /Damage track[\s\S]*killed/],
    ['.pool', /Juvenile pool/],
  ];
  for (const [sel, text] of cases) {
    const at = await centre(page, sel);
    await inspectAt(page, at.x, at.y);
    await expect(panel(page), sel).toContainText(text);
  }
  // a town of the map: its pieces, and the value of its tile before anyone investigates it
  const canvas = await page.locator('.canvas-host canvas').boundingBox();
  const { towns } = await board(page);
  const ginza = towns.find((t) => t.id === 'ginza');
  if (!canvas || !ginza) throw new Error('no map');
  await inspectAt(page, canvas.x + ginza.x, canvas.y + ginza.y);
  await expect(panel(page)).toContainText('Ginza');
  await expect(panel(page)).toContainText(/Citizens \d+ · VIPs \d+/);
  await expect(panel(page)).toContainText(/Investigation tile \(value \d\)|Omen tile|No tile/);
  await expect(panel(page)).toContainText(/Landmark “Wako Clock Tower”/);
});

test('a double click on an answer sends it once, and no error shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  // the lone human: two role decisions in a row, the same buttons at the same place
  await page.click('[data-test=solo-start]');
  const option = page.locator('[data-test=prompt][data-kind=chooseRole] [data-test=option]').first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.dblclick();
  await expect(page.locator('.log-line.roleChosen')).toHaveCount(1);
  await expect(page.locator('[data-test=prompt][data-kind=chooseRole]')).toBeVisible();
  await page.locator('[data-test=prompt][data-kind=chooseRole] [data-test=option]').first().click();
  await expect(page.locator('.log-line.roleChosen')).toHaveCount(2);
  // a town chosen on the map with a double tap: one base, then the next decision
  await expect(page.locator('[data-test=prompt][data-kind=fireBaseTown]')).toBeVisible({ timeout: 15_000 });
  const canvas = await page.locator('.canvas-host canvas').boundingBox();
  const ginza = (await board(page)).towns.find((t) => t.id === 'ginza');
  if (!canvas || !ginza) throw new Error('no map');
  const x = canvas.x + ginza.x;
  const y = canvas.y + ginza.y;
  if (await isTouch(page)) {
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
  } else await page.mouse.dblclick(x, y);
  await expect(page.locator('[data-test=prompt][data-kind=sdfBaseTown]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.log-line.basePlaced')).toHaveCount(1);
  await expect(page.locator('.log-line.unitPlaced')).toHaveCount(1);
  await expect(page.locator('.error-toast.show')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the map fills the space beside the side column: pieces and names large enough, no track over a town', async ({
  page,
}, info) => {
  await soloToPlanning(page);
  const sizes = async (when: string) => {
    const canvas = await page.locator('.canvas-host canvas').boundingBox();
    const side = await page.locator('.side').boundingBox();
    const { metrics, towns } = await board(page);
    if (!canvas || !side) throw new Error('no map');
    const r = 46 * metrics.zoom;
    const xs = towns.map((t) => t.x);
    const ys = towns.map((t) => t.y);
    const spanX = Math.max(...xs) - Math.min(...xs) + 2 * r;
    const spanY = Math.max(...ys) - Math.min(...ys) + 2 * r;
    const line = `${info.project.name} ${when}: canvas ${Math.round(canvas.width)}×${Math.round(canvas.height)}, towns span ${Math.round(spanX)}×${Math.round(spanY)}, piece ${metrics.piece.toFixed(1)} px, name ${metrics.label.toFixed(1)} px, count ${metrics.count.toFixed(1)} px`;
    await info.attach(`sizes (${when})`, { body: line, contentType: 'text/plain' });
    console.log(line);
    // the canvas takes the whole width beside the side column
    expect(canvas.x + canvas.width).toBeGreaterThanOrEqual(side.x - 2);
    expect(canvas.x).toBeLessThanOrEqual(1);
    // the towns fill most of it one way or the other (the map keeps its shape)
    expect(Math.max(spanX / canvas.width, spanY / canvas.height)).toBeGreaterThan(0.8);
    expect(metrics.piece).toBeGreaterThanOrEqual(16);
    expect(metrics.label).toBeGreaterThanOrEqual(12);
    expect(metrics.count).toBeGreaterThanOrEqual(12);
    // no track covers a town's disc or its name
    for (const sel of ['[data-test=track-defense]', '[data-test=track-damage]']) {
      const tr = await page.locator(sel).boundingBox();
      if (!tr) throw new Error(sel);
      for (const t of towns) {
        const x = canvas.x + t.x;
        const y = canvas.y + t.y;
        const hit =
          x + r > tr.x && x - r < tr.x + tr.width && y + r + metrics.label * 1.4 > tr.y && y - r < tr.y + tr.height;
        expect(hit, `${sel} covers ${t.id}`).toBe(false);
      }
    }
  };
  await sizes('planning');
  // the hand says when it has more cards than it shows, and scrolls to them
  const cards = page.locator('[data-test=hand-cards]');
  const more = await cards.evaluate((el) => el.scrollWidth > el.clientWidth + 2);
  if (more) {
    await expect(page.locator('[data-test=hand-more-right]')).toBeVisible();
    await page.click('[data-test=hand-more-right]');
    await expect(page.locator('[data-test=hand-more-left]')).toBeVisible();
  } else await expect(page.locator('[data-test=hand-more-right]')).toBeHidden();
  // (the 12 px text floor and the 44 px targets are checked for every game by floors.spec.ts)
  // through the round: the plan board becomes a strip and the map grows
  await page.locator('.claim-row button.primary').first().click();
  for (let i = 0; i < 3; i++) {
    await page.locator('[data-test=hand-card].playable').first().click();
    await page.locator('.slot.target').first().click();
  }
  await page.locator('[data-test=plan-done]:not([disabled])').click();
  await expect(page.locator('.bottom.strip')).toBeVisible({ timeout: 30_000 });
  await sizes('execution');
});
