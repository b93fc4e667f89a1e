// @vitest-environment happy-dom
/**
 * Oztralia's side panels in a DOM (client/games/oztralia/panels/), drawn from real views: the calendar's timeline
 * (§8, §5: who acts next, lit spaces, when the Old Ones wake, where each box lands), the threats and the map's
 * overlay data (§10.2), the combat odds (§11.3, §17) and the scores (§13, §15). And the words: every key in both
 * languages, with the same parameters, filled.
 */
import { describe, expect, it } from 'vitest';
import { oztralia as g } from '../../shared/oztralia/index';
import { NUMBERS } from '../../shared/oztralia/data';
import { endGame } from '../../shared/oztralia/score';
import type { Action, State, View } from '../../shared/oztralia/types';
import {
  renderCalendar,
  renderOdds,
  renderScore,
  renderThreats,
  threatOverlay,
  wordsFor,
  WORDS,
  type WordKey,
} from '../../client/games/oztralia/panels/index';
import { SYDNEY, act, calendar, farm, game, h, prompt, putTile, track, units } from '../games/oztralia/helpers';

const v = (s: State, who = 'p1') => g.view(s, who) as View;
const en = wordsFor('en');
const ja = wordsFor('ja');
const el = () => document.createElement('section');
const texts = (root: HTMLElement, sel: string) => [...root.querySelectorAll(sel)].map((x) => x.textContent ?? '');

describe('the words', () => {
  const names = (s: string) => [...s.matchAll(/\{(\w+)(?:\}|,\s*plural)/g)].map((m) => m[1]).sort();
  it('every key in both languages, with the same parameters; filled, nothing is left in braces', () => {
    const keys = Object.keys(WORDS.en) as WordKey[];
    expect(Object.keys(WORDS.ja).sort()).toEqual([...keys].sort());
    for (const k of keys) {
      expect(new Set(names(WORDS.ja[k])), k).toEqual(new Set(names(WORDS.en[k])));
      const p = Object.fromEntries(names(WORDS.en[k]).map((n, i) => [n, i + 2]));
      for (const t of [en, ja]) {
        const s = t(k, p);
        expect(s, `${t.lang} ${k}`).not.toMatch(/[{}#]/);
        expect(s.length, `${t.lang} ${k}`).toBeGreaterThan(0);
      }
    }
  });

  it('plurals by each language’s rules', () => {
    expect(en('threat.steps', { n: 1 })).toBe('1 step away');
    expect(en('threat.steps', { n: 3 })).toBe('3 steps away');
    expect(ja('threat.steps', { n: 1 })).toBe('あと1歩');
    expect(en('cal.ahead', { n: 1 })).toBe('1 marker acts first');
    expect(en('odds.cards', { n: 1, m: 18 })).toBe('1 card of 18');
    expect(en.seat('p2')).toBe('Player 2');
    const named = wordsFor('en', (s) => (s === 'p1' ? 'You' : 'Ada'));
    expect(named.seat('p2')).toBe('Ada');
    // the screen's names say who "you" is: no "(you)" after them
    const root = el();
    renderScore(root, v(game(2)), named, { me: 'p1' });
    expect(texts(root, '.ozp-score-seat .ozp-score-name')).toEqual(['You', 'Ada']);
  });
});

describe('§8 the calendar', () => {
  it('the markers in acting order, the next highlighted; lit spaces; when the Old Ones wake', () => {
    const s = game(2);
    const root = el();
    renderCalendar(root, v(s), en, { me: 'p2' });
    expect(root.dataset.test).toBe('ozp-calendar');
    const order = root.querySelectorAll<HTMLElement>('[data-test=ozp-order] li');
    expect([...order].map((li) => li.dataset.marker)).toEqual(s.cal.map((e) => e.m));
    expect(order[0].classList.contains('next')).toBe(true);
    expect(order[0].textContent).toContain('acts next');
    expect(root.querySelector('[data-test=ozp-order] [data-marker=p2]')?.textContent).toContain('Player 2 (you)');
    // the disc's space is in the strip, with the disc on it; lit spaces carry a star, not a colour alone
    const disc = root.querySelector<HTMLElement>('.ozp-space [data-marker=old]')?.closest('li');
    expect(disc?.dataset.space).toBe('22');
    expect(root.querySelector('[data-space="24"]')?.classList.contains('lit')).toBe(true);
    expect(root.querySelector('[data-space="24"] .ozp-space-n')?.textContent).toBe('★24');
    expect(root.querySelector('[data-test=ozp-old]')?.textContent).toContain('moved past space 22');
    expect(root.querySelector('[data-test=ozp-manifest]')?.textContent).toBe(
      'The next manifestation comes in 2 of their turns (space 24).',
    );
    // p1 chooses a box now: where each would land shows
    expect(root.querySelector('[data-test=ozp-landings]')).not.toBeNull();
  });

  it('§5 where each box lands the chooser: closed boxes dimmed; a redraw gives the same panel', () => {
    const s = game(2);
    calendar(s, [
      ['p1', 21],
      ['old', 22],
      ['p2', 23],
    ]);
    expect(prompt(s)).toBe('p1:box');
    const legal = g.legalActions(s, 'p1') as Action[];
    const root = el();
    renderCalendar(root, v(s, 'p1'), en, { me: 'p1', legal });
    const rows = root.querySelectorAll<HTMLElement>('[data-test=ozp-landings] li');
    const plain = root.querySelector<HTMLElement>('[data-test=ozp-landings] [data-box=railPlain]');
    const open = legal.some((a) => a.type === 'box' && a.box === 'railPlain');
    expect(plain?.classList.contains(open ? 'open' : 'closed')).toBe(true);
    const mine = root.querySelector<HTMLElement>('[data-test=ozp-landings] [data-box=mine]');
    const farmRow = root.querySelector<HTMLElement>('[data-test=ozp-landings] [data-box=farm]');
    expect(farmRow?.querySelector('.ozp-landing-to')?.textContent).toBe('to 22–24');
    const retrieve = root.querySelector<HTMLElement>('[data-test=ozp-landings] [data-box=retrieve]');
    expect(retrieve?.classList.contains('open')).toBe(true); // always possible
    expect(retrieve?.textContent).toContain('to 22');
    expect(retrieve?.textContent).toContain('acts first again');
    const noCube = root.querySelector<HTMLElement>('[data-box=retrieveWithoutCube]');
    expect(noCube?.textContent).toContain('to 23');
    expect(noCube?.textContent).toContain('the Old Ones act first');
    expect(mine).not.toBeNull();
    expect(rows).toHaveLength(10);
    expect(root.querySelector('[data-test=ozp-landings] h4')?.textContent).toBe('Where each box takes you');
    // landing spaces of open boxes are marked on the strip
    expect(root.querySelector('[data-space="23"]')?.classList.contains('landing')).toBe(true);
    // another seat, which is given no legal answers, sees every box as it would land p1
    renderCalendar(root, v(s, 'p2'), en, { me: 'p2', legal: [] });
    expect(root.querySelectorAll('[data-test=ozp-landings] li.closed')).toHaveLength(0);
    expect(root.querySelector('[data-test=ozp-landings] h4')?.textContent).toBe('Where each box takes Player 1');
    renderCalendar(root, v(s, 'p1'), en, { me: 'p1', legal });
    const once = root.innerHTML;
    renderCalendar(root, v(s, 'p1'), en, { me: 'p1', legal });
    expect(root.innerHTML).toBe(once);
    renderCalendar(root, v(s, 'p1'), ja, { me: 'p1', legal });
    expect(root.querySelector('.ozp-panel-title')?.textContent).toBe('カレンダー');
    expect(root.querySelector('[data-box=farm] .ozp-landing-to')?.textContent).toBe('22〜24へ');
  });
});

describe('§10.2 threats', () => {
  it('the list: tile, steps, target with its owner, the cards that move it; the overlay’s arrows', () => {
    const s = game(2);
    farm(s, 'p2', '8-3', 'M');
    const cult = putTile(s, '5-3', 'cultists');
    const root = el();
    renderThreats(root, v(s), en, { me: 'p1' });
    const row = root.querySelector<HTMLElement>(`[data-uid="${cult.uid}"]`);
    expect(row?.querySelector('.ozp-threat-tile')?.textContent).toBe('Cultists on 5-3');
    expect(row?.querySelector('[data-test=ozp-steps]')?.textContent).toBe('3 steps away');
    expect(row?.querySelector('.ozp-threat-aim')?.textContent).toBe("→ Player 2's farm on 8-3");
    expect(row?.querySelector('.ozp-threat-moved')?.textContent).toMatch(
      /^Moved by cards of the humanoid family: \d+ of \d+/,
    );
    const o = threatOverlay(v(s));
    expect(o.targets).toEqual([{ hex: h('8-3'), what: 'farm', owner: 'p2', steps: 3 }]);
    expect(o.arrows.filter((a) => a.kind === 'target')).toEqual([
      { uid: cult.uid, from: h('5-3'), to: h('8-3'), kind: 'target', steps: 3, owner: 'p2' },
    ]);
    const steps = o.arrows.filter((a) => a.kind === 'step');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.map((a) => a.to)).toEqual(v(s).threats[0].next);
    // the map's own hex names when given
    renderThreats(root, v(s), ja, { hexName: (x) => `#${x}` });
    expect(root.querySelector('.ozp-threat-tile')?.textContent).toBe(`#${h('5-3')}のカルト信者`);
  });

  it('one step away is flagged with a sign and a word; nothing moving says so', () => {
    const s = game(1);
    const root = el();
    renderThreats(root, v(s), en);
    expect(root.querySelector('[data-test=ozp-no-threat]')?.textContent).toBe('No face-up Old One can move yet.');
    putTile(s, '12-6', 'shoggoth');
    renderThreats(root, v(s), en);
    expect(root.querySelector('.ozp-threat.close .ozp-tag')?.textContent).toBe('⚠ next step!');
    expect(root.querySelector('.ozp-threat-aim')?.textContent).toBe(`→ Player 1's port on ${SYDNEY}`);
    renderThreats(root, v(s), en, { me: 'p1' });
    expect(root.querySelector('.ozp-threat-aim')?.textContent).toBe(`→ your port on ${SYDNEY}`);
  });
});

/** p1 attacking Deep Ones at 12-4 with infantry and an airship; the first card not yet drawn. */
function fighting(): State {
  const s = game(2);
  track(s, 'p1', SYDNEY, '12-6', '12-5');
  units(s, 'p1', 'I1', 'Z1');
  putTile(s, '12-4', 'deepOnes');
  act(s, 'p1', { type: 'box', box: 'attack' });
  for (const kind of ['I', 'Z'] as const) if (prompt(s) === 'p1:force') act(s, 'p1', { type: 'addUnit', kind });
  if (prompt(s) === 'p1:force') act(s, 'p1', { type: 'formed' });
  expect(prompt(s)).toBe('p1:beforeCard');
  return s;
}

describe('§11.3 combat odds', () => {
  it('hidden with no combat; in one, a line per way to go on, each outcome as a percentage and a count', () => {
    const root = el();
    renderOdds(root, v(game(1)), en);
    expect(root.hidden).toBe(true);
    expect(root.childElementCount).toBe(0);
    const s = fighting();
    const view = v(s, 'p2');
    renderOdds(root, view, en, { me: 'p2' });
    expect(root.hidden).toBe(false);
    const lines = root.querySelectorAll<HTMLElement>('[data-test=ozp-odds-line]');
    expect([...lines].map((l) => l.dataset.withdraw)).toEqual(['all', 'airships', 'ground']);
    const odds = view.odds;
    if (!odds) throw new Error('no odds');
    const victory = lines[0].querySelector<HTMLElement>('[data-test=ozp-victory]');
    const n = odds.lines[0].victory;
    expect(victory?.dataset.n).toBe(String(n));
    expect(victory?.querySelector('.ozp-bar-pct')?.textContent).toBe(`${Math.round((100 * n) / odds.from)}%`);
    expect(victory?.title).toBe(`${n} ${n === 1 ? 'card' : 'cards'} of ${odds.from}`);
    expect(root.querySelector('[data-test=ozp-pool]')?.textContent).toBe('One of the 18 cards left in the deck');
    expect(root.querySelector('[data-test=ozp-sanity-left]')?.textContent).toBe('Sanity left: 3');
    // withdrawing the ground units leaves the airship: no ground hits to fear there
    expect(lines[2].querySelector('[data-test=ozp-ground]')).toBeNull();
    expect(lines[2].querySelector('[data-test=ozp-air]')).not.toBeNull();
    expect(texts(lines[0], '.ozp-odds-more .ozp-bar-label')).toEqual([
      'Infantry deal damage',
      'Airships deal damage',
      'Deep Ones destroyed',
    ]);
    expect(root.querySelector('.ozp-sure')?.textContent).toContain('Withdraw everyone');
    expect(root.querySelector('[data-test=ozp-peek]')).toBeNull();
  });

  it('the Occultist’s owner sees what the card it looked at would do; nobody else does', () => {
    const s = fighting();
    const peeks = s.peeks.p1;
    if (!peeks) throw new Error('no peeks');
    const top = s.deck[s.deck.length - 1];
    peeks.top = top;
    const view = v(s, 'p1');
    const seen = view.odds?.lines[0].cards.find((c) => c.card === top);
    const root = el();
    renderOdds(root, view, en, { me: 'p1' });
    const peek = root.querySelector('[data-test=ozp-peek]')?.textContent ?? '';
    expect(peek.startsWith('You have seen the next card: ')).toBe(true);
    const what =
      seen?.end === 'victory'
        ? 'victory'
        : seen?.end === 'rout'
          ? 'rout'
          : `${seen?.x} on ground units, ${seen?.b} on airships, ${seen?.s} sanity`;
    expect(peek).toBe(`You have seen the next card: ${what}`);
    renderOdds(root, v(s, 'p2'), en, { me: 'p2' });
    expect(root.querySelector('[data-test=ozp-peek]')).toBeNull();
  });
});

describe('§13, §15 the scores', () => {
  it('the Old Ones as a range while tiles are hidden; each seat against it; exact at the end', () => {
    const s = game(2);
    putTile(s, '3-3', 'cultists');
    putTile(s, '4-4', 'shoggoth', false);
    farm(s, 'p1', '12-5', 'C');
    const view = v(s);
    const [low, high] = view.oldOnesRange;
    expect(low).toBeLessThan(high);
    const root = el();
    renderScore(root, view, en, { me: 'p1' });
    expect(root.querySelector('[data-test=ozp-old-range]')?.textContent).toBe(`${low}–${high}`);
    const seats = root.querySelectorAll<HTMLElement>('[data-test=ozp-seat-score]');
    expect([...seats].map((x) => x.dataset.seat)).toEqual(['p1', 'p2']);
    expect(seats[0].querySelector('.ozp-score-value')?.textContent).toBe(String(NUMBERS.farmVp));
    expect(seats[0].querySelector('.ozp-score-name')?.textContent).toBe('Player 1 (you)');
    expect(seats[1].querySelector('.ozp-tag')?.textContent).toBe('below their lowest');
    // the end: the hidden tile shown, the exact total, marked final
    endGame({ s, events: [] }, 'calendar');
    const total = s.result?.oldOnes.total;
    expect(total).toBeGreaterThanOrEqual(low);
    renderScore(root, v(s), ja);
    expect(root.querySelector('[data-test=ozp-old-range]')?.textContent).toBe(String(total));
    expect(root.querySelector('[data-test=ozp-old-score] .ozp-tag')?.textContent).toBe('確定');
  });
});
