/** Solo play's hint: it marks one of the offered answers and gives its reason, in a decision and in planning. */
import { expect, test, type Page } from '@playwright/test';
import { fastSettings } from './helpers';

async function askHint(page: Page): Promise<void> {
  await page.click('[data-test=hint]');
  await expect(page.locator('[data-test=hint-text] .hint-reason')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-test=hint-text] .hint-reason')).not.toHaveText('');
}

test('the hint marks a legal answer and says why', async ({ page }, info) => {
  await page.goto('/?botDelay=15');
  await fastSettings(page);
  await page.click('[data-test=menu-solo]');
  await page.click('[data-test=solo-start]');
  // the lone human's first decision: its roles; the hint marks exactly one of the offered buttons
  await expect(page.locator('[data-test=prompt] [data-test=option]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=hint]')).toBeVisible();
  const box = await page.locator('[data-test=hint]').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await askHint(page);
  const marked = page.locator('[data-test=prompt] .hinted');
  await expect(marked).toHaveCount(1);
  expect(await marked.getAttribute('data-test')).toMatch(/^(option|option-pass|town-option)$/);
  await info.attach('hint (decision)', { body: await page.screenshot(), contentType: 'image/png' });
  // the hinted answer is taken like any other
  await marked.click();
  await expect(page.locator('[data-test=hint-text] .hint-reason')).toHaveCount(0);

  // answer the setup decisions until planning, then ask again: a card and its slot, or a planning button
  // on the way, the first town decision: the hinted town is marked among the town chips (and ringed on the map)
  for (let i = 0; i < 5 && !(await page.locator('[data-test=town-option]').first().isVisible()); i++)
    await page
      .locator('[data-test=prompt] [data-test=option]')
      .first()
      .click({ timeout: 5000 })
      .catch(() => undefined);
  await expect(page.locator('[data-test=town-option]').first()).toBeVisible({ timeout: 15_000 });
  await askHint(page);
  await expect(page.locator('[data-test=prompt] .hinted[data-test=town-option]')).toHaveCount(1);
  await page.screenshot({ path: `test-results/hint-town-${info.project.name}.png` });
  for (let i = 0; i < 20 && !(await page.locator('[data-test=prompt-plan]').isVisible()); i++) {
    const next = page.locator('[data-test=prompt] [data-test=option], [data-test=town-option]').first();
    await next.click({ timeout: 15_000 }).catch(() => undefined);
  }
  await expect(page.locator('[data-test=prompt-plan]')).toBeVisible({ timeout: 15_000 });
  // (a card, its slot, or a planning button: a claim, redraw or done beside the plan board)
  const planMarks = page.locator('[data-test=hand] .hinted, [data-test=plan-board] .hinted, .hand-controls .hinted');
  await askHint(page);
  await expect(planMarks.first()).toBeVisible();
  // the first planning moves are the line claims; once they are taken, the hint places a card: the card and its slot
  for (let i = 0; i < 3 && (await page.locator('.claim-row .hinted').count()); i++) {
    await page.locator('.claim-row .hinted').click();
    await expect(page.locator('[data-test=hint-text] .hint-reason')).toHaveCount(0);
    await askHint(page);
  }
  await expect(planMarks.first()).toBeVisible();
  const win = page.locator('[data-test=hint-text] .hint-win');
  // shown only when it rests on enough simulated games, as a range, with what it means on hover
  if (await win.count()) {
    await expect(win).toHaveText(/\d+–\d+%/);
    await expect(win).toHaveAttribute('title', /\d+/);
  }
  await info.attach('hint (planning)', { body: await page.screenshot(), contentType: 'image/png' });
  await page.screenshot({ path: `test-results/hint-${info.project.name}.png` });
});
