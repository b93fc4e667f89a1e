/**
 * Oztralia in the browser (issue 31, docs/adding-a-game.md §3): a solo settler against the Old Ones from the game
 * picker to the final scoring by tapping, on a desktop and on a touch tablet (the port placed and rails laid on the
 * map itself; the first turns animated, the Old Ones' turn played event by event; then animation off); an online
 * game of two people and a computer seat with a reload back to the seat, a combat and a port defence; the tutorial.
 * Screenshots of the map, the calendar, an Old Ones' turn, a combat and the final scoring are attached to the report
 * (and written to $OZ_SHOTS when it is set).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { fastSettings, test } from './helpers';

async function shot(info: TestInfo, page: Page, name: string): Promise<void> {
  const body = await page.screenshot();
  await info.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.OZ_SHOTS;
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
  keys: string[];
  hexes: string[];
  edges: string[];
}

/** What the viewer is asked now, read from the page in one go. */
function look(page: Page): Promise<Seen> {
  return page.evaluate((): Seen => {
    const vis = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
    const all = (sel: string, attr: string) =>
      [...document.querySelectorAll(sel)].filter(vis).map((e) => e.getAttribute(attr) ?? '');
    const none = { kind: '', keys: [], hexes: [], edges: [] };
    if (vis(document.querySelector('[data-test=result]'))) return { next: 'result', ...none };
    const p = document.querySelector<HTMLElement>('[data-test=prompt]');
    if (!p?.classList.contains('mine') || vis(p.querySelector('[data-test=prompt-sent]')))
      return { next: 'wait', ...none };
    if (vis(p.querySelector('[data-test=confirm]'))) return { next: 'confirm', ...none, kind: p.dataset.kind ?? '' };
    return {
      next: 'decide',
      kind: p.dataset.kind ?? '',
      keys: all('[data-test=prompt] [data-test=option]', 'data-key'),
      hexes: all('[data-test=prompt] [data-test=hex-option]', 'data-hex'),
      edges: all('[data-test=prompt] [data-test=edge-option]', 'data-edge'),
    };
  });
}

interface Drive {
  maxMs: number;
  /** Taps on the map itself (hexes and rails' sides) for this many decisions; the panel's chips afterwards. */
  mapTaps?: number;
  /** The answer to prefer, by the panel's keys (the first offered otherwise). */
  prefer?: (s: Seen) => string | null;
  /** Before each decision (screenshots, checks); return true to stop driving. */
  each?: (s: Seen) => Promise<boolean | void>;
}

/** Plays the viewer's decisions through the screen until the result shows (or `each` stops it). */
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
      const key = o.prefer?.(s) ?? null;
      if (s.next === 'confirm') await press(page, '[data-test=confirm]');
      else if (key && s.keys.includes(key)) await press(page, `[data-test=option][data-key="${key}"]`);
      else if (s.edges.length && mapTaps-- > 0)
        await press(page, `[data-test=edge-target][data-edge="${s.edges[0]}"] .kit-edge-hit`);
      else if (s.edges.length) await press(page, `[data-test=edge-option][data-edge="${s.edges[0]}"]`);
      else if (s.hexes.length && mapTaps-- > 0) await press(page, `.kit-hex.lit[data-hex="${s.hexes[0]}"]`);
      else if (s.hexes.length) await press(page, `[data-test=hex-option][data-hex="${s.hexes[0]}"]`);
      else if (s.keys.length) await press(page, `[data-test=option][data-key="${s.keys[0]}"]`);
      moves++;
    } catch {
      // the screen moved on under the tap (a new update): look again
    }
  }
  throw new Error(`no result after ${o.maxMs} ms (${moves} moves)`);
}

async function settingsVia(page: Page, speed: 'off' | 'fast' | 'normal'): Promise<void> {
  await page.click('[data-test=menu-settings]');
  await page.click('[data-test=lang] [data-value=en]');
  await page.click(`[data-test=speed] [data-value=${speed}]`);
  await page.click('[data-test=sound] [data-value=false]');
  await page.click('[data-test=back]');
}

test('Oztralia solo: from the game picker to the final scoring by tapping', async ({ page }, info) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await settingsVia(page, 'fast');
  const card = page.locator('[data-test=game-picker] [data-test=game-oztralia]');
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=oztralia]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=oz-hex]').first()).toBeVisible();

  // the port first: lit harbour sites, tapped on the map
  await expect(page.locator('[data-test=prompt][data-kind=port]')).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('.kit-hex.lit').count()).toBeGreaterThan(1);
  await shot(info, page, 'map');
  let railed = false;
  let oldSeen = false;
  let calendarShot = false;
  await drive(page, {
    maxMs: 90_000,
    mapTaps: 3,
    // a rail first; then time hurried along (retrieving without a cube) until the Old Ones take their turn
    prefer: (s) =>
      s.kind !== 'box'
        ? null
        : !railed
          ? 'box:railPlain'
          : s.keys.includes('retrieveWithoutCube')
            ? 'retrieveWithoutCube'
            : null,
    each: async (s) => {
      if (s.kind === 'track' && !railed) {
        railed = true;
        expect(await page.locator('[data-test=edge-target]').count()).toBeGreaterThan(0);
        await shot(info, page, 'rails');
      }
      if (s.kind === 'box' && railed && !calendarShot) {
        calendarShot = true;
        await expect(page.locator('[data-test=oz-rail]').first()).toBeVisible();
        // each box says where it would land the marker (the view's timeline), and the calendar shows it
        await expect(page.locator('[data-test=prompt] .option-sub').first()).toContainText('→');
        await expect(page.locator('[data-test=ozp-calendar]')).toBeVisible();
        await shot(info, page, 'calendar');
      }
      if (
        !oldSeen &&
        (await page
          .locator('[data-test=announce]')
          .filter({ hasText: /Old Ones/ })
          .count())
      ) {
        oldSeen = true;
        await shot(info, page, 'old ones turn');
      }
      return s.kind === 'box' && railed && oldSeen;
    },
  });
  expect(railed).toBe(true);
  expect(oldSeen, "the Old Ones' turn announced").toBe(true);
  // in Japanese too, from the game menu
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=game-lang] [data-value=ja]');
  await expect(page.locator('[data-test=prompt-question]')).toContainText('行動を選んで');
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=game-lang] [data-value=en]');
  // every hex can be inspected: a long press on touch, a right click with a mouse
  const hex = page.locator('.kit-hex[data-test=oz-hex] .kit-hex-shape').nth(20);
  if (await touch(page)) {
    const pointer = { pointerType: 'touch', pointerId: 9, isPrimary: true, bubbles: true };
    await hex.dispatchEvent('pointerdown', pointer);
    await page.waitForTimeout(700);
    await hex.dispatchEvent('pointerup', pointer);
  } else await hex.click({ button: 'right', force: true });
  await expect(page.locator('[data-test=inspect] .inspect-title')).toHaveText(/\d+-\d+/);
  await page.click('[data-test=inspect-close]');
  // the rules in the game menu; then the rest with animation off
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=menu-rules]');
  await expect(page.locator('[data-test=rules-help]')).toContainText('Old Ones');
  await page.click('[data-test=rules-close]');
  await page.click('[data-test=game-menu]');
  await page.click('[data-test=game-speed] [data-value=off]');
  await page.click('[data-test=menu-close]');
  let fought = false;
  const moves = await drive(page, {
    maxMs: 150_000,
    // a settler who stops each action after its first step, and fights on in a combat
    prefer: (s) => (s.keys.includes('stop') ? 'stop' : s.kind === 'beforeCard' ? 'fight' : null),
    each: async (s) => {
      if (!fought && (s.kind === 'beforeCard' || s.kind === 'hit')) {
        fought = true;
        await expect(page.locator('[data-test=oz-combat]')).toBeVisible();
        await shot(info, page, 'combat');
      }
    },
  });
  expect(moves).toBeGreaterThan(5);
  const result = page.locator('[data-test=result]');
  await expect(result.locator('[data-test=oz-result-head]')).toHaveText(/win/);
  await expect(result.locator('[data-test=final-scores]')).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(info, page, 'final scoring');
  // a rematch starts a new game with the same options
  await page.click('[data-test=rematch]');
  await expect(result).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('[data-test=prompt][data-kind=port]')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

/**
 * A settler who arms twice, never attacks and hurries time along (retrieving without a cube): the Old Ones, with
 * no farm to hunt, come for the ports (a port defence); the computer seat attacks them (a combat).
 */
function hurried(): (s: Seen) => string | null {
  let armed = 0;
  return (s) => {
    if (s.keys.includes('stop')) return 'stop';
    if (s.kind === 'beforeCard') return 'fight';
    if (s.kind !== 'box') return null;
    if (armed < 2 && s.keys.includes('box:military')) return (armed++, 'box:military');
    return s.keys.includes('retrieveWithoutCube') ? 'retrieveWithoutCube' : null;
  };
}

test(
  'Oztralia online: two people and a computer seat, a reload back to the seat, a combat and a port defence',
  { tag: '@desktop-only' },
  async ({ player }, info) => {
    test.setTimeout(240_000);
    const a = await player();
    const b = await player();
    const errors: string[] = [];
    for (const p of [a, b]) {
      p.on('pageerror', (e) => errors.push(e.message));
      await p.goto('/');
      await fastSettings(p);
    }
    await a.click('[data-test=game-picker] [data-test=game-oztralia]');
    await a.click('[data-test=menu-online]');
    await a.fill('[data-test=player-name]', 'Aiko');
    await a.click('[data-test=opt-players] [data-value="3"]');
    await a.click('[data-test=opt-difficulty] [data-value="hard"]');
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
    await a.click('[data-test=bot-p3]');
    await expect(a.locator('[data-test=start-game]')).toBeEnabled();
    await a.click('[data-test=start-game]');
    for (const p of [a, b])
      await expect(p.locator('[data-screen=game][data-game=oztralia]')).toBeVisible({ timeout: 30_000 });
    await expect(a.locator('[data-screen=game]')).toHaveAttribute('data-seat', 'p1');
    await expect(b.locator('[data-screen=game]')).toHaveAttribute('data-seat', 'p2');

    const fights = new Set<string>();
    let defended = false;
    let reloaded = false;
    const watch = (p: Page, who: string) => async (s: Seen) => {
      if (s.kind === 'beforeCard' || s.kind === 'hit' || s.kind === 'cubes') {
        if (!fights.has(who)) await shot(info, p, `online combat ${who}`);
        fights.add(who);
      }
      // a combat anyone fights shows in everyone's log
      if (
        !fights.has('log') &&
        (await p
          .locator('[data-test=log]')
          .getByText(/ fights at /)
          .count())
      )
        fights.add('log');
      if (
        !defended &&
        (await p
          .locator('[data-test=log]')
          .getByText(/port is attacked/)
          .count())
      ) {
        defended = true;
        await shot(info, p, `online port defence ${who}`);
      }
    };
    await Promise.all([
      drive(a, { maxMs: 200_000, prefer: hurried(), each: watch(a, 'a') }),
      drive(b, {
        maxMs: 200_000,
        prefer: hurried(),
        each: async (s) => {
          await watch(b, 'b')(s);
          // Ben reloads once the game is under way, and comes back to his seat
          if (!reloaded && s.kind === 'box') {
            reloaded = true;
            await b.reload();
            await expect(b.locator('[data-screen=game][data-game=oztralia]')).toBeVisible({ timeout: 30_000 });
            await expect(b.locator('[data-screen=game]')).toHaveAttribute('data-seat', 'p2');
            await expect(b.locator('[data-test=oz-seat][data-seat=p2].me')).toBeVisible();
          }
        },
      }),
    ]);
    expect(reloaded).toBe(true);
    expect(fights.size, 'a combat').toBeGreaterThan(0);
    expect(defended, 'a port defence').toBe(true);
    for (const p of [a, b]) await expect(p.locator('[data-test=result] [data-test=final-scores]')).toBeVisible();
    await shot(info, a, 'online final scoring');
    expect(errors).toEqual([]);
  },
);

test('Oztralia tutorial: the coach walks through the port, the boxes, the calendar and a rail', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await page.click('[data-test=game-picker] [data-test=game-oztralia]');
  await fastSettings(page);
  await press(page, '[data-test=menu-tutorial]');
  await press(page, '[data-test=tutorial-settler]');
  await expect(page.locator('[data-screen=game][data-game=oztralia]')).toBeVisible({ timeout: 30_000 });
  const bubble = page.locator('[data-test=coach-bubble]');
  const onStep = (id: string) => expect(bubble).toHaveAttribute('data-step', id, { timeout: 20_000 });
  await onStep('welcome');
  await press(page, '[data-test=coach-next]');
  // a step that asks for something moves on when the player does it
  await onStep('port');
  await press(page, '[data-test=hex-option]');
  await onStep('boxes');
  await shot(info, page, 'tutorial boxes');
  await press(page, '[data-test=coach-next]');
  await onStep('calendar');
  await press(page, '[data-test=coach-next]');
  await press(page, '[data-test=option][data-key="box:railPlain"]');
  await onStep('rail');
  await press(page, '[data-test=edge-option]');
  await expect(page.locator('[data-test=oz-rail]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
