/**
 * Rolled West in the browser: a complete solo game from the game picker to the result screen by tapping (desktop
 * and touch tablet), and an online room of two where one player banks from the other's roll during their turn.
 */
import { expect, type Page } from '@playwright/test';
import { fastSettings, test } from './helpers';

type Next = 'result' | 'die' | 'buy' | 'end' | 'pass' | 'wait';

function nextTap(page: Page, bought: boolean): Promise<Next> {
  return page.evaluate((b): Next => {
    const shown = (sel: string) => {
      const el = document.querySelector(sel) as HTMLElement | null;
      return !!el && el.offsetParent !== null;
    };
    if (shown('[data-test=result]')) return 'result';
    if (shown('.rw-die.can')) return 'die';
    if (!b && shown('.rw-sheet.mine .can')) return 'buy';
    if (shown('[data-test=end-turn]')) return 'end';
    if (shown('[data-test=bank-pass]')) return 'pass';
    return 'wait';
  }, bought);
}

/** Plays the seat by tapping: a die when one is offered, one lit thing on the sheet per turn, then End turn. */
async function playRolledWest(page: Page, maxMs: number, shot?: (what: string) => Promise<void>): Promise<number> {
  const started = Date.now();
  let taps = 0;
  let bought = false;
  while (Date.now() - started < maxMs) {
    const next = await nextTap(page, bought);
    if (next === 'result') return taps;
    if (next === 'wait') {
      await page.waitForTimeout(40);
      continue;
    }
    // the computer players move on meanwhile: a tap whose target has gone is simply looked at again
    const tap = (sel: string) =>
      page
        .locator(sel)
        .first()
        .click({ timeout: 2000 })
        .then(() => true)
        .catch(() => false);
    if (next === 'die') {
      const between = await page.locator('[data-test=bank-pass]').isVisible();
      if (between) await shot?.('between-turn bank');
      if (!(await tap('.rw-die.can'))) continue;
    } else if (next === 'buy') {
      await shot?.('turn');
      if (!(await tap('.rw-sheet.mine .can'))) continue;
      bought = true;
    } else if (next === 'end') {
      if (!(await tap('[data-test=end-turn]'))) continue;
      bought = false;
    } else if (!(await tap('[data-test=bank-pass]'))) continue;
    taps++;
  }
  throw new Error(`no result after ${maxMs} ms (${taps} taps)`);
}

test('Rolled West solo: from the game picker to the final scoring, by tapping', async ({ page }, info) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  const card = page.locator('[data-test=game-picker] [data-test=game-rolled-west]');
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.click('[data-test=menu-solo]');
  // the solo form is drawn from the game's options: players and the two rule options
  await page.click('[data-test=opt-players] [data-value="3"]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=rolled-west]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=seat-p1]')).toContainText('You');
  const shots = new Set<string>();
  const taps = await playRolledWest(page, 200_000, async (what) => {
    if (shots.has(what)) return;
    shots.add(what);
    await info.attach(what, { body: await page.screenshot(), contentType: 'image/png' });
  });
  expect(taps).toBeGreaterThan(6);
  const result = page.locator('[data-test=result]');
  await expect(result).toBeVisible();
  // the end counts up category by category for every player
  await expect(result.locator('[data-test=final-scores] tr')).toHaveCount(7);
  await expect(result.locator('h1')).toHaveText(/wins|share/);
  await info.attach('final scoring', { body: await page.screenshot(), contentType: 'image/png' });
  // the result steps aside to show the final sheet, and a rematch starts a new game with the same seats
  await page.click('[data-test=see-board]');
  await expect(page.locator('[data-test=my-sheet] .rw-sheet')).toBeVisible();
  await page.click('[data-test=show-result]');
  await page.click('[data-test=rematch]');
  await expect(page.locator('[data-test=result]')).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('[data-screen=game][data-game=rolled-west]')).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'Rolled West online: a player banks from the other’s roll during their turn',
  { tag: '@desktop-only' },
  async ({ player }) => {
    test.setTimeout(180_000);
    const a = await player();
    const b = await player();
    for (const p of [a, b]) {
      await p.goto('/');
      await fastSettings(p);
    }
    await a.click('[data-test=game-picker] [data-test=game-rolled-west]');
    await a.click('[data-test=menu-online]');
    await a.fill('[data-test=player-name]', 'Ana');
    await a.click('[data-test=opt-players] [data-value="2"]');
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
      await expect(p.locator('[data-screen=game][data-game=rolled-west]')).toBeVisible({ timeout: 30_000 });

    // whoever rolls first chooses the terrain; the other is offered the roll's dice and banks one during that turn
    const [roller, other, otherSeat] = (await a.locator('[data-test=seat-p1].active').count())
      ? [a, b, 'p2']
      : [b, a, 'p1'];
    await expect(roller.locator('.rw-die.can').first()).toBeVisible({ timeout: 15_000 });
    await roller.locator('.rw-die.can').first().click();
    await expect(other.locator('[data-test=bank-pass]')).toBeVisible({ timeout: 15_000 });
    await expect(roller.locator('[data-test=end-turn]')).toBeVisible();
    await other.locator('.rw-die.can').first().click();
    // the bank appears at once on both screens, while the roller's turn goes on
    await expect(other.locator(`[data-test=banked-${otherSeat}]`)).toBeVisible({ timeout: 10_000 });
    await expect(roller.locator(`[data-test=banked-${otherSeat}]`)).toBeVisible({ timeout: 10_000 });
    await expect(roller.locator('[data-test=end-turn]')).toBeVisible();
    const bank = other.locator(`[data-test=my-sheet] [data-test^=bank-]`);
    await expect(bank.filter({ hasText: '1' })).toHaveCount(1);
  },
);

test('Rolled West solo: the dice name their terrain, and the hint answers during the between-turn bank', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=game-picker] [data-test=game-rolled-west]');
  await page.click('[data-test=menu-solo]');
  // a newcomer's default computer is Normal, as in every game (issue 32)
  await expect(page.locator('[data-test=bot] .sel')).toHaveAttribute('data-value', 'greedy');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=rolled-west]')).toBeVisible({ timeout: 30_000 });
  // §4 each die says its resource and the terrain it names (copper = Valley, silver = Hills, gold = Mountains)
  const terrains = page.locator('[data-test=die-terrain]');
  await expect(terrains.first()).toBeVisible({ timeout: 20_000 });
  for (const t of await terrains.allTextContents())
    expect(t).toMatch(/^(copper = Valley|wood = Woods|silver = Hills|gold = Mountains)$/);
  // play our turn plainly (terrain, end) until the others roll and we are asked to bank from their roll (§8)
  const pass = page.locator('[data-test=bank-pass]');
  for (let i = 0; i < 200 && !(await pass.isVisible()); i++) {
    if (await page.locator('[data-test=end-turn]').isVisible())
      await page.click('[data-test=end-turn]', { timeout: 2000 }).catch(() => undefined);
    else if (await page.locator('.rw-die.can').first().isVisible())
      await page
        .locator('.rw-die.can')
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
    else await page.waitForTimeout(50);
  }
  await expect(pass).toBeVisible();
  await page.click('[data-test=hint]');
  const reason = page.locator('[data-test=hint-text] .hint-reason');
  await expect(reason).toBeVisible({ timeout: 15_000 });
  await expect(reason).not.toHaveText('');
  // the hinted answer is marked: the face to copy (every die showing it), or the pass
  const marked = page.locator('.rw-die.hinted, [data-test=bank-pass].hinted');
  await expect(marked.first()).toBeVisible();
  const faces = await page.locator('.rw-die.hinted').evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
  expect(new Set(faces).size).toBeLessThanOrEqual(1);
  await info.attach('between-turn bank with the hint', { body: await page.screenshot(), contentType: 'image/png' });
});
