/**
 * Leviath in the browser: a complete solo game on each side from the game picker to the result screen (desktop and
 * touch tablet), answering every decision through the screen; and an online room in two browser contexts where the
 * humans' page never shows Leviath's position (on the page and in what it received) and Leviath's page never shows a
 * dyke letter. Screenshots of both sides at the same moment, a sonar ping, a tsunami and the post-game path reveal
 * are attached to the report.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { fastSettings, test } from './helpers';

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
    if (!p?.classList.contains('mine') || vis('[data-test=prompt-sent]')) return { next: 'wait', ...none };
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
  /** The kaiju never eats a ship (the online test: a fleet end before any wave would leave no tsunami to show). */
  spareShips?: boolean;
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
        const order = [wave, o.spareShips ? null : 'predation', moves % 2 ? 'move' : 'silence', 'silence'];
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

test('Leviath solo form: the deduction cloud is a labelled option, on by default; Normal and the humans first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const open = async () => {
    await page.goto('/?botDelay=15');
    await fastSettings(page);
    await page.click('[data-test=game-picker] [data-test=game-leviath]');
    await page.click('[data-test=menu-solo]');
  };
  await open();
  // a newcomer's defaults (issue 32): the side the tutorial teaches, the Normal computer, the cloud on (§14)
  await expect(page.locator('[data-test=side] .sel')).toHaveAttribute('data-value', 'humans');
  await expect(page.locator('[data-test=bot] .sel')).toHaveAttribute('data-value', 'greedy');
  const sw = page.locator('[data-test=opt-overlay]');
  await expect(sw).toBeChecked();
  await expect(page.locator('.form-row', { has: sw }).locator('label')).toContainText('deduction cloud');
  await page.click('[data-test=bot] [data-value=random]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  // disaster 0, where the cloud used to be off: it is drawn, and its button offered
  await expect(page.locator('.lv-cloud-cell.on').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-test=cloud-toggle]')).toBeVisible();
  // turned off in the form: no cloud and no button
  await open();
  await sw.uncheck();
  await page.click('[data-test=bot] [data-value=random]');
  await page.click('[data-test=solo-start]');
  await expect(page.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-test=prompt]')).toBeVisible();
  await expect(page.locator('.lv-cloud-cell.on')).toHaveCount(0);
  await expect(page.locator('[data-test=cloud-toggle]')).toBeHidden();
});

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

/** Animation on (as a player would see it), English, no sound: the settings screen. */
async function liveSettings(page: Page): Promise<void> {
  await page.click('[data-test=menu-settings]');
  await page.click('[data-test=lang] [data-value=en]');
  await page.click('[data-test=speed] [data-value=normal]');
  await page.click('[data-test=sound] [data-value=false]');
  await page.click('[data-test=back]');
}

/** Every WebSocket frame a page receives, as text (updates are JSON inside the frame). */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) =>
      frames.push(typeof f.payload === 'string' ? f.payload : Buffer.from(f.payload).toString('latin1')),
    ),
  );
  return frames;
}

/** The frames received before the game ended (at the end everything is revealed to all, §13). */
const beforeEnd = (frames: string[]): string[] => {
  const end = frames.findIndex((f) => f.includes('"gameEnded"'));
  return end < 0 ? frames : frames.slice(0, end);
};

/** Holds every running animation of the page still, halfway through, for a screenshot. */
const freeze = (p: Page) =>
  p.evaluate(() => {
    const list = document.getAnimations().filter((a) => a.playState === 'running');
    for (const a of list) {
      const t = a.effect?.getComputedTiming();
      a.pause();
      if (t && typeof t.duration === 'number') a.currentTime = (t.delay ?? 0) + t.duration * 0.45;
    }
    (window as unknown as { frozen: Animation[] }).frozen = list;
  });
const thaw = (p: Page) =>
  p.evaluate(() => {
    for (const a of (window as unknown as { frozen?: Animation[] }).frozen ?? []) a.play();
  });

// what a human seat must never receive before the end (§15), and what the kaiju's seat must never receive
const KAIJU_SECRETS = [
  /\["secret"\],\{/,
  /"trail":\[/,
  /"path":\[/,
  /"type":"kaijuStarted","space":\d/,
  /"type":"tsunami","letter":"[A-E]","from":\d/,
];
const DYKE_LETTERS = [/\["dykes","(?:materials|construction)"\],\["[A-E]/, /"type":"dykeBuilt","letter":"[A-E]"/];
const found = (frames: string[], patterns: RegExp[]): string[] =>
  frames.flatMap((f) => patterns.filter((p) => p.test(f)).map((p) => `${p.source} in …${f.slice(0, 160)}`));

test(
  'Leviath online: the humans never see Leviath, Leviath never sees a dyke letter; both views of one moment',
  { tag: '@desktop-only' },
  async ({ player }, info) => {
    test.setTimeout(420_000);
    const kaiju = await player();
    const human = await player();
    const kaijuFrames = recordFrames(kaiju);
    const humanFrames = recordFrames(human);
    for (const p of [kaiju, human]) {
      await p.goto('/');
      await liveSettings(p);
    }
    await kaiju.click('[data-test=game-picker] [data-test=game-leviath]');
    await kaiju.click('[data-test=menu-online]');
    await kaiju.fill('[data-test=player-name]', 'Umi');
    await kaiju.click('[data-test=opt-humans] [data-value="2"]');
    await kaiju.click('[data-test=opt-disaster] [data-value="2"]');
    await kaiju.click('[data-test=create-room]');
    await expect(kaiju.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
    const link = await kaiju.locator('[data-test=invite-link]').inputValue();
    await kaiju.click('[data-test=sit-kaiju]');
    await expect(kaiju.locator('[data-test=seat-kaiju].mine')).toBeVisible();
    await human.goto(link);
    await human.fill('[data-test=player-name]', 'Kai');
    await human.click('[data-test=ask-name-join]');
    await expect(human.locator('[data-screen=lobby]')).toBeVisible({ timeout: 15_000 });
    await human.click('[data-test=sit-h1]');
    await human.click('[data-test=ready]');
    // the second human is a computer player
    await kaiju.click('[data-test=bot-h2]');
    await expect(kaiju.locator('[data-test=start-game]')).toBeEnabled();
    await kaiju.click('[data-test=start-game]');
    for (const p of [kaiju, human])
      await expect(p.locator('[data-screen=game][data-game=leviath]')).toBeVisible({ timeout: 30_000 });

    // screenshots of both sides at once: an effect seen on one page is waited for on the other, then both hold still
    const shots = new Set<string>();
    const both = async (what: string) => {
      shots.add(what);
      await Promise.all(
        [kaiju, human].map((p) =>
          p
            .locator(`[data-fx=${what}]`)
            .first()
            .waitFor({ timeout: 6000 })
            .catch(() => null),
        ),
      );
      await Promise.all([freeze(kaiju), freeze(human)]);
      await info.attach(`${what}: the humans' view`, { body: await human.screenshot(), contentType: 'image/png' });
      await info.attach(`${what}: Leviath's view`, { body: await kaiju.screenshot(), contentType: 'image/png' });
      await Promise.all([thaw(kaiju), thaw(human)]);
    };
    let playing = true;
    const watch = async () => {
      while (playing) {
        for (const what of ['sonar', 'tsunami'])
          if (!shots.has(what) && (await human.locator(`[data-fx=${what}]`).count()) > 0) await both(what);
        await human.waitForTimeout(40);
      }
    };
    // the same moment from both sides, before anything happens: Leviath sees itself, the humans a dark bay
    await expect(kaiju.locator('[data-test=prompt][data-kind=start]')).toBeVisible({ timeout: 30_000 });
    await info.attach('start: the humans’ view', { body: await human.screenshot(), contentType: 'image/png' });
    await info.attach('start: Leviath’s view', { body: await kaiju.screenshot(), contentType: 'image/png' });

    const leaks: string[] = [];
    let kaijuTurns = 0;
    const watcher = watch();
    await Promise.all([
      drive(kaiju, {
        side: 'kaiju',
        maxMs: 360_000,
        // hold the waves back for a few turns (Leviath moves, so the reveal has a path to walk) and until a search
        // has been seen (or long enough), and eat no ship (three eaten end the game), so that both moments are shown
        spareShips: true,
        holdFire: () => kaijuTurns < 6 || (!shots.has('sonar') && kaijuTurns < 14),
        each: async (s) => {
          if (s.kind === 'action' && s.next === 'decide') kaijuTurns++;
          const over = await kaiju.locator('[data-test=prompt]').getByText('Game over').count();
          if (!over && (await kaiju.locator('.lv-dyke[data-letter]:not(.discard), .lv-dyke-wall').count()))
            leaks.push('a dyke letter on the kaiju page');
        },
      }),
      drive(human, {
        side: 'humans',
        maxMs: 360_000,
        each: async () => {
          const over = await human.locator('[data-test=prompt]').getByText('Game over').count();
          if (!over && (await human.locator('[data-test=kaiju-piece], .lv-trail-seg').count()))
            leaks.push('Leviath on the humans page');
        },
      }),
    ]).finally(() => (playing = false));
    await watcher;
    expect(leaks).toEqual([]);
    const ending = await human
      .locator('[data-test=result]')
      .innerText()
      .catch(() => '(no result)');
    expect([...shots].sort(), `both moments shown; the game ended so: ${ending.slice(0, 300)}`).toEqual([
      'sonar',
      'tsunami',
    ]);

    // what each page received: the humans never Leviath's space, path or memo; Leviath never a dyke letter
    const humanBefore = beforeEnd(humanFrames);
    const kaijuBefore = beforeEnd(kaijuFrames);
    expect(humanBefore.length).toBeGreaterThan(10);
    expect(found(humanBefore, KAIJU_SECRETS)).toEqual([]);
    expect(found(kaijuBefore, DYKE_LETTERS)).toEqual([]);
    // …while each side did receive its own secret in the same form (so the checks above can see a leak)
    expect(found(kaijuBefore, KAIJU_SECRETS).length).toBeGreaterThan(0);
    expect(found(humanBefore, DYKE_LETTERS).length).toBeGreaterThan(0);

    // the post-game reveal: Leviath's true path walks beside the shrinking cloud
    for (const p of [kaiju, human]) await expect(p.locator('[data-test=result] [data-test=winner]')).toBeVisible();
    await info.attach('result: the humans’ view', { body: await human.screenshot(), contentType: 'image/png' });
    await human.click('[data-test=reveal-again]');
    await expect(human.locator('.lv-map.revealing')).toBeVisible();
    // Leviath walks its path from its first space (a path drawn only once it has left the space it stayed in)
    await human.locator('.lv-map.revealing [data-test=kaiju-piece]').first().waitFor({ timeout: 20_000 });
    await freeze(human);
    await info.attach('path reveal (midway)', { body: await human.screenshot(), contentType: 'image/png' });
    await thaw(human);
    await expect(human.locator('.lv-map.revealing')).toHaveCount(0, { timeout: 60_000 });
    await expect(human.locator('[data-test=bay] [data-test=kaiju-piece]')).toHaveCount(1);
    await info.attach('path reveal (complete)', { body: await human.screenshot(), contentType: 'image/png' });
  },
);
