/**
 * The tutorials: started from the title, a coach bubble walks a newcomer through a real first round (a solo game on
 * a fixed seed), moves on when the player does what it asks, never covers what it points at, and can be skipped.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fastSettings, tapTownOnMap } from './helpers';

const bubble = (page: Page) => page.locator('[data-test=coach-bubble]');

/** A tap on a touch screen, a click otherwise. */
async function press(page: Page, target: Locator): Promise<void> {
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/** The bubble shows this step, and covers neither the element it points at nor the decision panel. */
async function onStep(page: Page, step: string): Promise<void> {
  await expect(bubble(page)).toHaveAttribute('data-step', step, { timeout: 20_000 });
  await expect(bubble(page)).toBeVisible();
  const overlaps = await page.evaluate(() => {
    const box = (sel: string) => {
      const el = document.querySelector(sel);
      const r = el?.getBoundingClientRect();
      return r && r.width > 0 ? r : null;
    };
    const b = box('[data-test=coach-bubble]');
    const ring = box('.coach-ring:not(.hidden)');
    // the ring stands 4 px around the element pointed at
    const target = ring && new DOMRect(ring.x + 4, ring.y + 4, ring.width - 8, ring.height - 8);
    const hit = (a: DOMRect | null, c: DOMRect | null) =>
      !!a && !!c && a.left < c.right && c.left < a.right && a.top < c.bottom && c.top < a.bottom;
    const inside = !!b && b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
    return { target: hit(b, target), prompt: hit(b, box('[data-test=prompt]')), inside };
  });
  expect(overlaps).toEqual({ target: false, prompt: false, inside: true });
}

/** The tutorials open from the title's "Tutorial" (the government's) or from the solo setup (the kaiju's). */
async function startTutorial(page: Page, side: 'humans' | 'kaiju'): Promise<void> {
  await page.goto('/?botDelay=15');
  await page.click('[data-test=game-picker] [data-test=game-vulcanus]');
  await fastSettings(page);
  if (side === 'humans') await press(page, page.locator('[data-test=menu-tutorial]'));
  else {
    await press(page, page.locator('[data-test=menu-solo]'));
    await press(page, page.locator('[data-test=solo-tutorial]'));
  }
  await expect(page.locator('[data-test=tutorial-humans]')).toBeVisible();
  await expect(page.locator('[data-test=tutorial-kaiju]')).toBeVisible();
  await press(page, page.locator(`[data-test=tutorial-${side}]`));
  await expect(page.locator('[data-screen=game]')).toBeVisible({ timeout: 30_000 });
}

test('the government tutorial: set up, plan and reach the execution, the coach following each move', async ({
  page,
}, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startTutorial(page, 'humans');
  await onStep(page, 'hWelcome');
  // a step that only talks dims the game behind it; one that points at something does not
  await expect(page.locator('[data-test=coach-dim]')).toBeVisible();
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'hGoal');
  await expect(page.locator('.coach-ring')).toBeVisible();
  await expect(page.locator('[data-test=coach-dim]')).toBeHidden();
  await info.attach('coach bubble', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('[data-test=coach-next]'));
  // a step that asks for something has no "Next": it moves on when the player does it
  await onStep(page, 'hFireBase');
  await expect(page.locator('[data-test=coach-next]')).toHaveCount(0);
  await press(page, page.locator('[data-test=town-option][data-town=kasumigaseki]'));
  await onStep(page, 'hSdfBase');
  await press(page, page.locator('[data-test=town-option][data-town=waseda]'));
  await onStep(page, 'hHand');
  await info.attach('planning', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'hClaim');
  // the first role takes column A; the other role's one free column then stands out
  const unclaimed = page.locator('[data-test^=claim-].primary');
  await press(page, page.locator('[data-test=claim-colA]').first());
  await expect(unclaimed).toHaveCount(1);
  await press(page, unclaimed);
  const placeOne = async () => {
    await press(page, page.locator('[data-test=hand-card].playable').first());
    await press(page, page.locator('.slot.target').first());
  };
  await onStep(page, 'hPlace');
  await placeOne();
  await onStep(page, 'hOrder');
  await press(page, page.locator('[data-test=coach-next]'));
  // the government board, while the cards are planned (its funds pay for them)
  await onStep(page, 'hBoard');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'hRedraw');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'hFill');
  // while a placement travels to the server, the hand is locked (and "Done" with it); once it is answered, "Done"
  // lights up when every card is placed
  for (;;) {
    await expect(page.locator('.locked [data-test=hand]')).toHaveCount(0);
    if (await page.locator('[data-test=plan-done]:not([disabled])').count()) break;
    await placeOne();
  }
  await onStep(page, 'hDone');
  await press(page, page.locator('[data-test=plan-done]'));
  // the kaiju plans, then the cards are turned over: the coach explains the execution (or the card's question)
  await expect(page.locator('.topbar .phase')).toHaveText('Execution phase', { timeout: 30_000 });
  await expect(bubble(page)).toHaveAttribute('data-step', /^h(Execution|Decision)$/, { timeout: 20_000 });
  await onStep(page, (await bubble(page).getAttribute('data-step')) ?? '');
  await info.attach('execution', { body: await page.screenshot(), contentType: 'image/png' });
  // "How to play" opens over the game and its coach
  await press(page, page.locator('[data-test=game-menu]'));
  await press(page, page.locator('[data-test=menu-rules]'));
  await expect(page.locator('[data-test=rules-help] .rules-text')).not.toBeEmpty();
  await press(page, page.locator('[data-test=rules-close]'));
  await expect(bubble(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the kaiju tutorial: skipped, the coach goes and the game goes on', async ({ page }, info) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startTutorial(page, 'kaiju');
  await onStep(page, 'kWelcome');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'kGoal');
  await press(page, page.locator('[data-test=coach-next]'));
  await onStep(page, 'kBonus');
  await info.attach('coach bubble', { body: await page.screenshot(), contentType: 'image/png' });
  await press(page, page.locator('[data-test=coach-skip]'));
  await expect(bubble(page)).toHaveCount(0);
  await expect(page.locator('[data-test=coach-end]')).toBeVisible();
  // the same game goes on, now without a coach: the kaiju's setup choices, then the first round
  await press(page, page.locator('[data-test=prompt][data-kind=returnBonusTile] [data-test=option]').first());
  // the next question comes up where the finger just was, and a second tap there at once would be a double tap
  // (which the screen ignores by design, click.ts): the town is tapped on the map instead
  await expect(page.locator('[data-test=prompt][data-kind=kaijuStart]')).toBeVisible();
  await tapTownOnMap(page, 'shibuya');
  await expect(page.locator('.topbar .phase')).toHaveText('Planning phase', { timeout: 30_000 });
  await expect(page.locator('[data-test=prompt-plan]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=coach]')).toHaveCount(0);
  await info.attach('after skipping', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

// the order of the steps does not depend on the screen's size: walked once, on the desktop
test(
  'the government tutorial shows every step of the first round once, in order, with rising counters',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(240_000);
    await startTutorial(page, 'humans');
    const seen: { step: string; n: number }[] = [];
    const visible = (sel: string) => page.locator(sel).first().isVisible();
    for (let i = 0; i < 400; i++) {
      const step = (await visible('[data-test=coach-bubble]')) ? await bubble(page).getAttribute('data-step') : null;
      if (step && seen.at(-1)?.step !== step) {
        const count = (await page.locator('.coach-count').innerText()).split('/')[0];
        seen.push({ step, n: Number(count) || 0 });
      }
      if (step === 'end') break;
      if (step && (await visible('[data-test=coach-next]'))) {
        // on to the next step: the bubble shows another one (or goes) before the loop looks again
        await press(page, page.locator('[data-test=coach-next]'));
        await expect
          .poll(async () =>
            (await visible('[data-test=coach-bubble]')) ? await bubble(page).getAttribute('data-step') : null,
          )
          .not.toBe(step);
        continue;
      } else if (await visible('[data-test=town-option]'))
        await press(page, page.locator('[data-test=town-option]').first());
      else if (await visible('[data-test=prompt] [data-test=option]'))
        await press(page, page.locator('[data-test=prompt] [data-test=option]').first());
      // (a piece to move is picked on the map: its towns are not listed, and Pass is the one button)
      else if (await visible('[data-test=option-pass]')) await press(page, page.locator('[data-test=option-pass]'));
      else if (await visible('[data-test^=claim-].primary'))
        await press(page, page.locator('[data-test^=claim-].primary').first());
      else if (await visible('[data-test=plan-done]:not([disabled])'))
        await press(page, page.locator('[data-test=plan-done]'));
      else if (await visible('[data-test=hand-card].playable')) {
        await press(page, page.locator('[data-test=hand-card].playable').first());
        await press(page, page.locator('.slot.target').first());
      }
      // (a move's update on its way)
      await page.waitForTimeout(100);
    }
    const ids = seen.map((s) => s.step);
    // the round's end is one explanation, given as the lava phase begins (coachEvent: test/client/coach.test.ts)
    expect(ids.slice(-2)).toEqual(['hLava', 'end']);
    // the government board is explained while the cards are planned, not in the execution (where its bubble held
    // back the lava and base phases' explanations until the round had passed)
    expect(ids.indexOf('hBoard')).toBe(ids.indexOf('hOrder') + 1);
    expect(ids.indexOf('hExecution')).toBeGreaterThan(ids.indexOf('hDone'));
    if (ids.includes('hDecision')) expect(ids.indexOf('hDecision')).toBe(ids.indexOf('hExecution') + 1);
    expect(new Set(ids).size).toBe(ids.length);
    const counts = seen.filter((s) => s.step !== 'end').map((s) => s.n);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(counts).size).toBe(counts.length);
  },
);
