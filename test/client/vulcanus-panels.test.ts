// @vitest-environment happy-dom
/**
 * Vulcanus's panels as a newcomer reads them (issue 32): the kaiju board grows when the growth banner says so, and
 * the role and evolution buttons say what they bring under their names, without a long press, in both languages.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kaijuAhead } from '../../client/games/vulcanus/screen/ahead';
import { kaijuBoard } from '../../client/games/vulcanus/screen/boards';
import { PromptUI } from '../../client/games/vulcanus/screen/prompt';
import { n, t } from '../../client/games/vulcanus/i18n/index';
import { setLang } from '../../client/i18n/index';
import type { GameUpdate } from '../../client/games/vulcanus/net';
import { legalActions, vulcanus } from '../../shared/vulcanus/index';
import type { Seat } from '../../shared/vulcanus/types';
import { emptyBoard, setPools, testGame } from '../engine/helpers';

beforeEach(() => setLang('en'));
afterEach(() => setLang('en'));

const update = (g: ReturnType<typeof testGame>, seat: Seat): GameUpdate => ({
  v: 1,
  seat,
  view: vulcanus.view(g.s, seat),
  legal: legalActions(g.s, seat),
  events: [],
});

/** The options of the seat's decision as drawn: each button's name and the line under it. */
function buttons(u: GameUpdate): { name: string; sub: string }[] {
  const root = document.createElement('div');
  new PromptUI(
    root,
    () => true,
    () => undefined,
  ).render(u, false);
  return [...root.querySelectorAll('[data-test=option]')].map((b) => ({
    name: b.firstChild?.textContent ?? '',
    sub: b.querySelector('.option-sub')?.textContent ?? '',
  }));
}

describe('the kaiju board follows the growth banner', () => {
  it('§5 a growth played from an update shows the new stage under its banner, before the update is drawn', () => {
    const g = testGame({ humans: 2, seed: 5 });
    const v = vulcanus.view(g.s, 'h1');
    expect(v.kaiju.stage).toBe(0);
    // the banner of a kaijuGrew event says this (direct.ts)
    const banner = `${t('stage')}: ${n().stage(1)}`;
    const board = kaijuBoard(kaijuAhead(v, { stage: 1 }), null);
    expect(board.querySelector('.stage-badge')?.textContent).toBe(banner);
    const current = board.querySelectorAll('.pool.current');
    expect(current).toHaveLength(1);
    expect(current[0]?.querySelector('.pool-name')?.textContent).toBe('Sub-adult');
    // the juvenile pool is left behind, spent
    expect(board.querySelector('.pool')?.classList.contains('empty')).toBe(true);
  });

  it('never shows a stage below the view, and nothing ahead is the view itself', () => {
    const g = testGame({ humans: 2, seed: 5 });
    const v = vulcanus.view(g.s, 'h1');
    const grown = { ...v, kaiju: { ...v.kaiju, stage: 2 } };
    expect(kaijuAhead(grown, { stage: 1 }).kaiju.stage).toBe(2);
    expect(kaijuAhead(v, {})).toBe(v);
    expect(kaijuAhead(v, { tree: { fireball: true } }).kaiju.tree.fireball).toBe(true);
  });
});

describe('role and evolution buttons explain themselves', () => {
  for (const lang of ['en', 'ja'] as const)
    it(`§7.1 each role button says, under its name, the role card it brings (${lang})`, () => {
      setLang(lang);
      const g = testGame({ humans: 2, seed: 11, roles: null, until: 'chooseRole' });
      const seat = g.s.prompts[0]?.seat as Seat;
      const shown = buttons(update(g, seat));
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const b of shown) {
        expect(b.name.length).toBeGreaterThan(0);
        // "card name: what it does", a sentence, not a bare name
        expect(b.sub).toMatch(/[:：]/);
        expect(b.sub.length).toBeGreaterThan(20);
      }
      expect(new Set(shown.map((b) => b.sub)).size).toBe(shown.length);
    });

  for (const lang of ['en', 'ja'] as const)
    it(`§9 each evolution button says the extra effect it powers up (${lang})`, () => {
      setLang(lang);
      const g = emptyBoard(5);
      setPools(g, [2, 6, 6, 6, 6]);
      g.event('growthSpurt', 'roppongi');
      expect(g.kind()).toBe('placeEvolution');
      const shown = buttons(update(g, 'kaiju'));
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const b of shown) expect(b.sub.length).toBeGreaterThan(10);
      expect(new Set(shown.map((b) => b.sub)).size).toBe(shown.length);
    });
});
