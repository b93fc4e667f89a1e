/**
 * Tsunami in the browser (docs/adding-a-game.md §3): a solo family from the game picker to the end screen by tapping,
 * on a desktop and on a touch tablet (the first turn with its animations: a card turned as a beat, the water's swell;
 * then with animation off); and an online game where two people share one family (§5.1): a claim refused while
 * another member moves, a reload back to the same members, the family timer running out in the middle of a move
 * (on a server of its own whose turn clocks run a third of their length, TURN_CLOCK_SCALE=1/3, so the 180 s timer runs 60 s).
 * Screenshots of the map, a card flip, the flood and the end screen are attached to the report (and written to
 * $TSUNAMI_SHOTS when it is set).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { fastSettings, test } from './helpers';
import { ownPort, ownServer } from './own-server';

async function shot(info: TestInfo, page: Page, name: string): Promise<void> {
  const body = await page.screenshot();
  await info.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.TSUNAMI_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${info.project.name}-${name.replace(/\W+/g, '-')}.png`), body);
  }
}

const touch = (page: Page) => page.evaluate(() => navigator.maxTouchPoints > 0);

/** A tap on a touch screen, a click elsewhere. */
async function press(page: Page, sel: string): Promise<void> {
  const el = page.locator(sel).first();
  if (await touch(page)) await el.tap({ timeout: 3000 });
  else await el.click({ timeout: 3000 });
}

interface Seen {
  next: 'result' | 'wait' | 'confirm' | 'decide';
  kind: string;
  /** The buttons' keys, the lit hexes (map), the member chips, the viewer's Move buttons. */
  keys: string[];
  hexes: number[];
  units: string[];
  moves: string[];
}

/** What the viewer is asked now, read from the page in one go. */
function look(page: Page): Promise<Seen> {
  return page.evaluate((): Seen => {
    const vis = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
    const all = (sel: string, attr: string) =>
      [...document.querySelectorAll(sel)].filter(vis).map((e) => e.getAttribute(attr) ?? '');
    const none = { kind: '', keys: [], hexes: [], units: [], moves: [] };
    if (vis(document.querySelector('[data-test=result]'))) return { next: 'result', ...none };
    const p = document.querySelector<HTMLElement>('[data-test=prompt]');
    if (!p?.classList.contains('mine') || vis(p.querySelector('[data-test=prompt-sent]')))
      return { next: 'wait', ...none, moves: all('[data-test=claim]', 'data-unit') };
    if (vis(p.querySelector('[data-test=confirm]'))) return { next: 'confirm', ...none, kind: p.dataset.kind ?? '' };
    return {
      next: 'decide',
      kind: p.dataset.kind ?? '',
      keys: all('[data-test=prompt] [data-test=option]', 'data-key'),
      hexes: all('.kit-hex.lit', 'data-hex').map(Number),
      units: all('[data-test=prompt] [data-test=unit-option]', 'data-unit'),
      moves: all('[data-test=claim]', 'data-unit'),
    };
  });
}

/** §5.1 members that speed the others up (the children) go last; the slow ones first. */
const ORDER = ['grandpa', 'grandma', 'mother', 'father', 'child2', 'child1'];

interface Drive {
  maxMs: number;
  /** Solo: ask the hint first and tap what it marks (the computer's greedy choice), as a careful player would. */
  hints?: boolean;
  /** Holds the viewer's claims back while this says so (another person's members go first). */
  hold?: () => Promise<boolean>;
  /** Taps on the map itself (a touch on tablets) for this many steps; chips afterwards. */
  mapTaps?: number;
  /** Before each decision (screenshots, checks); return true to stop driving. */
  each?: (s: Seen) => Promise<boolean | void>;
}

/**
 * Plays the viewer's members through the screen until the result shows (or `each` stops it): every answer is one
 * the screen offers. A member is claimed with its Move button; it climbs by tapping the lit hex highest on the map.
 */
async function drive(page: Page, o: Drive): Promise<number> {
  const started = Date.now();
  let moves = 0;
  let mapTaps = o.mapTaps ?? 0;
  while (Date.now() - started < o.maxMs) {
    const s = await look(page).catch(() => null);
    if (!s) continue;
    if (s.next === 'result') return moves;
    if ((await o.each?.(s)) === true) return moves;
    if (s.next === 'wait') {
      await page.waitForTimeout(40);
      continue;
    }
    try {
      if (o.hints && s.next === 'decide' && (await hinted(page))) {
        moves++;
        continue;
      }
      if (s.next === 'confirm') await press(page, '[data-test=confirm]');
      else if (s.kind === 'claim' && (await o.hold?.())) {
        await page.waitForTimeout(100);
        continue;
      } else if (s.kind === 'claim') {
        const u = ORDER.find((x) => s.moves.includes(x)) ?? s.moves[0];
        if (u) await press(page, `[data-test=claim][data-unit=${u}]`);
        else await press(page, '[data-test=option][data-key=done]');
      } else if (s.kind === 'step' && s.hexes.length) {
        const best = Math.max(...s.hexes);
        if (mapTaps-- > 0) await press(page, `.kit-hex.lit[data-hex="${best}"]`);
        else await press(page, `[data-test=hex-option][data-hex="${best}"]`);
      } else if (s.kind === 'step' || s.kind === 'afterMove')
        await press(page, `[data-test=option][data-key=${s.keys.includes('stop') ? 'stop' : 'end'}]`);
      else if (s.kind === 'beforeMove') await press(page, '[data-test=option][data-key=go]');
      else if (s.kind === 'pullUp' && s.hexes.length)
        await press(page, `[data-test=hex-option][data-hex="${Math.max(...s.hexes)}"]`);
      else if (s.keys.length) await press(page, `[data-test=option][data-key="${s.keys[0]}"]`);
      else if (s.units.length) await press(page, `[data-test=unit-option][data-unit=${s.units[0]}]`);
      else if (s.hexes.length) await press(page, `[data-test=hex-option][data-hex="${Math.max(...s.hexes)}"]`);
      moves++;
    } catch {
      // the screen moved on under the tap (a new update): look again
    }
  }
  throw new Error(`no result after ${o.maxMs} ms (${moves} moves)`);
}

/** Taps what the hint marks (asking for it first when nothing is marked); false when it marks nothing. */
async function hinted(page: Page): Promise<boolean> {
  const mark = page.locator('[data-test=prompt] .hinted:not([disabled]), .kit-hex.hinted');
  if (!(await mark.first().isVisible())) {
    const button = page.locator('[data-test=hint]');
    if (!(await button.isVisible()) || (await button.isDisabled())) return false;
    await button.click({ timeout: 2000 });
    try {
      await mark.first().waitFor({ state: 'visible', timeout: 5000 });
    } catch {
      return false;
    }
  }
  const hex = await mark.first().getAttribute('data-hex');
  // a hex is tapped on the map itself; a button or a chip in the panel
  await press(page, hex !== null ? `.kit-hex.hinted[data-hex="${hex}"]` : '[data-test=prompt] .hinted');
  return true;
}

async function settingsVia(page: Page, speed: 'off' | 'fast' | 'normal'): Promise<void> {
  await page.click('[data-test=menu-settings]');
  await page.click('[data-test=lang] [data-value=en]');
  await page.click(`[data-test=speed] [data-value=${speed}]`);
  await page.click('[data-test=sound] [data-value=false]');
  await page.click('[data-test=back]');
}

test('Tsunami solo: from the game picker to the end screen by tapping', async ({ page }, info) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await settingsVia(page, 'normal');
  const card = page.locator('[data-test=game-picker] [data-test=game-tsunami]');
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.click('[data-test=menu-solo]');
  // solo is "choose a family size": one person holds the whole family (four on a desktop, two on the tablet: a
  // shorter journey)
  const tablet = info.project.name === 'tablet';
  const size = tablet ? 2 : 4;
  await page.click(`[data-test=opt-familySize] [data-value="${size}"]`);
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=tsunami]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=member]')).toHaveCount(size);
  await expect(page.locator('[data-test=member-owner]').first()).toHaveText('You');

  // §4.2 the skill mix of Grandpa and Mother, then the first turn
  let flipped = false;
  let flooded = false;
  let mapShot = false;
  await drive(page, {
    maxMs: 90_000,
    mapTaps: 6,
    each: async (s) => {
      if (!mapShot && s.kind === 'claim') {
        mapShot = true;
        // Part C.1 the planning aid: the member looked at, its move part by part and its reach shaded by risk
        await expect(page.locator('[data-test=focus] [data-test=allowance]')).toHaveText(/\d/);
        await expect(page.locator('[data-test=allowance-parts] .kit-chip').first()).toContainText(/base/);
        expect(await page.locator('.ts-hex.reach').count()).toBeGreaterThan(2);
        await expect(page.locator('[data-test=wet-badge]').first()).toBeVisible();
        await expect(page.locator('[data-test=flood-band]')).toBeVisible();
        expect(await page.locator('.ts-aura').count()).toBeGreaterThan(0);
        await shot(info, page, 'map');
        // everything in Japanese too, from the game menu
        await page.click('[data-test=game-menu]');
        await page.click('[data-test=game-lang] [data-value=ja]');
        await expect(page.locator('[data-test=prompt] .prompt-title')).toHaveText('次に動くのは誰？');
        await expect(page.locator('[data-test=member-owner]').first()).toHaveText('あなた');
        await expect(page.locator('[data-test=status-turn]')).toHaveText('ターン1/10');
        await page.click('[data-test=game-menu]');
        await page.click('[data-test=game-lang] [data-value=en]');
        await expect(page.locator('[data-test=prompt] .prompt-title')).toHaveText('Who moves next?');
        // the tall map: one tap shows the three shelters on the top row, another brings the family back
        await press(page, '[data-test=to-shelters]');
        for (const tile of await page.locator('.ts-shelter.tile-hidden').all()) await expect(tile).toBeInViewport();
        await expect(page.locator('.ts-shelter.tile-hidden')).toHaveCount(3);
        await press(page, '[data-test=to-family]');
        await expect(page.locator('[data-test=hex-board] .ts-token.member-father')).toBeInViewport();
        // every hex can be inspected: a long press on touch, a right click with a mouse
        const hex = page.locator('.kit-hex[data-hex="27"] .kit-hex-shape');
        if (await touch(page)) {
          // a long press (Playwright has no gesture for it: the pointer events a finger sends)
          const pointer = { pointerType: 'touch', pointerId: 9, isPrimary: true, bubbles: true };
          await hex.dispatchEvent('pointerdown', pointer);
          await page.waitForTimeout(700);
          await hex.dispatchEvent('pointerup', pointer);
        } else await hex.click({ button: 'right', force: true });
        await expect(page.locator('[data-test=inspect] .inspect-title')).toHaveText(/D4/);
        await page.click('[data-test=inspect-close]');
      }
      if (!flipped && (await page.locator('.kit-flip[data-side=face]').isVisible())) {
        flipped = true;
        await shot(info, page, 'card flip');
      }
      if (!flooded && (await page.locator('.ts-water.surging').isVisible())) {
        flooded = true;
        await shot(info, page, 'flood');
      }
      return flooded;
    },
  });
  expect(flooded).toBe(true);
  // the rules in the game menu; then the rest with animation off, as a player in a hurry would
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=menu-rules]');
  await expect(page.locator('[data-test=rules-help]')).toContainText('shelter');
  await page.click('[data-test=rules-close]');
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=game-speed] [data-value=off]');
  await page.click('[data-test=menu-close]');
  const moves = await drive(page, { maxMs: 150_000, hints: true });
  expect(moves).toBeGreaterThan(tablet ? 4 : 10);
  const result = page.locator('[data-test=result]');
  await expect(result.locator('[data-test=result-tier]')).toHaveText(/Victory|Escape|Success|Tragedy/);
  await expect(result.locator('[data-test=result-points]')).toHaveText(/\d/);
  await expect(result.locator('.ts-result-note')).toContainText('high ground');
  await page.waitForTimeout(1200);
  await shot(info, page, 'end');
  expect(flipped || info.project.name === 'tablet').toBe(true);
  // a rematch starts a new family with the same options
  await page.click('[data-test=rematch]');
  await expect(result).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('[data-test=member]')).toHaveCount(size);
  expect(errors).toEqual([]);
});

test.describe('online, turn clocks at a third of their length', () => {
  // a server of its own whose turn clocks run a third of their length: the family timer of 180 s runs 60 s
  ownServer(() => 702, { TURN_CLOCK_SCALE: String(1 / 3), BOT_DELAY_MS: '15', BOT_BUDGET_MS: '100' });
  test.use({ baseURL: `http://127.0.0.1:${ownPort(702)}` });

  test(
    'Tsunami online: two people share a family; a claim refused, a reload, the timer running out mid-move',
    { tag: '@desktop-only' },
    async ({ player }, info) => {
      test.setTimeout(240_000);
      const started = Date.now();
      const a = await player();
      const b = await player();
      for (const p of [a, b]) {
        await p.goto('/');
        await fastSettings(p);
      }
      await a.click('[data-test=game-picker] [data-test=game-tsunami]');
      await a.click('[data-test=menu-online]');
      await a.fill('[data-test=player-name]', 'Aiko');
      // a family of four shared by two people: Father and Grandpa for the first, Child 1 and Mother for the second
      await a.click('[data-test=opt-familySize] [data-value="4"]');
      await a.click('[data-test=opt-people] [data-value="2"]');
      await a.click('[data-test=opt-familySeconds] [data-value="180"]');
      await a.click('[data-test=create-room]');
      await expect(a.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
      const link = await a.locator('[data-test=invite-link]').inputValue();
      if (await a.locator('[data-test=sit-p1]').isVisible()) await a.click('[data-test=sit-p1]');
      await b.goto(link);
      await b.fill('[data-test=player-name]', 'Ben');
      await b.click('[data-test=ask-name-join]');
      await expect(b.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
      await b.click('[data-test=sit-p2]');
      await b.click('[data-test=ready]');
      await expect(a.locator('[data-test=start-game]')).toBeEnabled();
      await a.click('[data-test=start-game]');
      for (const p of [a, b])
        await expect(p.locator('[data-screen=game][data-game=tsunami]')).toBeVisible({ timeout: 30_000 });
      const members = (p: Page) => p.locator('[data-screen=game]').getAttribute('data-members');
      await expect.poll(() => members(a)).toBe('father grandpa');
      await expect.poll(() => members(b)).toBe('child1 mother');

      // the skill mixes: Grandpa's (Aiko), Mother's (Ben)
      for (const [p, who] of [
        [a, 'grandpa'],
        [b, 'mother'],
      ] as const) {
        await expect(p.locator('[data-test=prompt][data-kind=skillMix]')).toBeVisible({ timeout: 20_000 });
        await expect(p.locator('[data-test=prompt]')).toContainText(who === 'grandpa' ? 'Grandpa' : 'Mother');
        await p.locator('[data-test=prompt] [data-test=option]').nth(2).click();
      }
      // §5.1 both may claim: Aiko sets Father off; Ben's Move on Child 1 is refused while Father moves
      await expect(a.locator('[data-test=claim][data-unit=father]')).toBeVisible({ timeout: 20_000 });
      await expect(b.locator('[data-test=claim][data-unit=child1]')).toBeVisible();
      await a.click('[data-test=claim][data-unit=father]');
      await expect(b.locator('[data-test=prompt]')).toContainText('Father is moving', { timeout: 10_000 });
      await b.click('[data-test=claim][data-unit=child1]');
      await expect(b.locator('.error-toast.show')).toContainText('Another member is moving');
      await shot(info, b, 'claim refused');
      // Father climbs; meanwhile Ben reloads and comes back to the same members
      await b.reload();
      await expect(b.locator('[data-screen=game][data-game=tsunami]')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => members(b)).toBe('child1 mother');
      await expect(b.locator('[data-test=member][data-mine=true]')).toHaveCount(2);
      // the hourglass runs for everyone
      await expect(a.locator('[data-test=hourglass]')).toBeVisible();
      await expect(b.locator('[data-test=hourglass]')).toBeVisible();

      // the rest of turn 1: Aiko's members move; then Ben's Mother sets off and is still on her way when the time is up
      // (each answers the other's reaction windows meanwhile)
      await Promise.all([
        drive(a, { maxMs: 90_000, each: async (s) => s.next === 'wait' && !s.moves.length }),
        drive(b, {
          maxMs: 90_000,
          hold: async () => (await b.locator('[data-test=member][data-mine=false] .ts-state.can').count()) > 0,
          each: async (s) => s.kind === 'step' && (await b.locator('[data-test=focus][data-unit=mother]').count()) > 0,
        }),
      ]);
      await expect(b.locator('[data-test=prompt][data-kind=step]')).toBeVisible();
      // a person idle for a minute has the computer answer for them: Ben takes a step now and then, on hexes whose card
      // is gone (Father's path), so that nothing stops Mother before the time is up
      let last = Date.now();
      let red = false;
      while (!(await b.locator('[data-test=timed-out]').isVisible())) {
        if (!red && (await b.locator('[data-test=hourglass].low').isVisible())) {
          red = true;
          await shot(info, b, 'hourglass red');
        }
        if (Date.now() - last > 40_000) {
          const safe = await b.evaluate(() =>
            [...document.querySelectorAll('.kit-hex.lit')]
              .filter((g) => !g.querySelector('.ts-card'))
              .map((g) => g.getAttribute('data-hex')),
          );
          const key = safe[0] ? `[data-test=hex-option][data-hex="${safe[0]}"]` : '[data-test=option][data-key=dash]';
          await b.click(key, { timeout: 3000 });
          await expect(b.locator('[data-test=prompt][data-kind=step]')).toBeVisible();
          last = Date.now();
        }
        await b.waitForTimeout(500);
        if (Date.now() - started > 200_000) throw new Error('the family timer never ran out');
      }
      expect(red).toBe(true);
      // §5.1 time is up: the move under way goes on (its next decision has 30 s), nobody else may set off
      await expect(a.locator('[data-test=timed-out]')).toBeVisible();
      await expect(b.locator('[data-test=prompt][data-kind=step]')).toBeVisible();
      await expect(b.locator('[data-test=claim]')).toHaveCount(0);
      await shot(info, b, 'time up mid-move');
      await b.click('[data-test=option][data-key=stop]');
      // then the water comes, and turn 2 begins with the hourglass full again
      await expect(a.locator('[data-test=status-turn]')).toHaveText('Turn 2/10', { timeout: 30_000 });
      await expect(b.locator('[data-test=status-turn]')).toHaveText('Turn 2/10');
      await expect(a.locator('[data-test=hourglass]')).not.toHaveClass(/low/);
    },
  );
});

test(
  'Tsunami tutorial: a guided first turn, the coach following each move',
  { tag: '@tablet-only' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?botDelay=15');
    await fastSettings(page);
    await page.click('[data-test=game-picker] [data-test=game-tsunami]');
    await page.click('[data-test=menu-solo]');
    await press(page, '[data-test=solo-tutorial]');
    await press(page, '[data-test=tutorial-family]');
    await expect(page.locator('[data-screen=game][data-game=tsunami]')).toBeVisible({ timeout: 30_000 });
    const coach = page.locator('[data-test=coach-text]');
    await expect(coach).toContainText('real shelter on the top row');
    await press(page, '[data-test=coach-next]');
    await expect(coach).toContainText('the water climbs two rows');
    await press(page, '[data-test=coach-next]');
    // the skill mixes, asked by the coach and answered in the panel
    await expect(coach).toContainText('skill cards');
    for (let i = 0; i < 2; i++) {
      await expect(page.locator('[data-test=prompt][data-kind=skillMix]')).toBeVisible();
      await press(page, '[data-test=prompt] [data-test=option][data-key="mix:2"]');
      await expect(page.locator('[data-test=prompt] [data-test=prompt-sent]')).toHaveCount(0);
    }
    await expect(coach).toContainText('This is your family');
    await press(page, '[data-test=coach-next]');
    await expect(coach).toContainText('Try moving Father first');
    await press(page, '[data-test=claim][data-unit=father]');
    await expect(coach).toContainText('Tap a lit hex');
    const lit = page.locator('.kit-hex.lit');
    await expect(lit.first()).toBeVisible();
    await lit.last().tap();
    // the coach moves on by itself once Father has taken a step
    await expect(coach).not.toContainText('Tap a lit hex', { timeout: 10_000 });
    await press(page, '[data-test=coach-skip]');
    await expect(page.locator('[data-test=coach-bubble]')).toBeHidden();
    expect(errors).toEqual([]);
  },
);
