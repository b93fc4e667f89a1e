// @vitest-environment happy-dom
/** The screen kit's widgets (client/kit/widgets/): hand bar, chips and badges, result table, dice, announce. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../client/kit/widgets/announce';
import { cardFace } from '../../../client/kit/widgets/card';
import { badge, chip, chipRow } from '../../../client/kit/widgets/chips';
import { tumble } from '../../../client/kit/widgets/dice';
import { handBar } from '../../../client/kit/widgets/hand';
import { countUp, resultTable } from '../../../client/kit/widgets/result';

const card = (id: string) => Object.assign(document.createElement('div'), { className: 'card', id });

describe('the hand bar', () => {
  it('labels groups only when there are several, and says when it is empty', () => {
    const two = handBar(
      [
        { label: 'Fire', cards: [card('a'), card('b')] },
        { label: 'Police', cards: [card('c')] },
      ],
      { empty: 'No cards', name: 'Hand' },
    );
    expect(two.count).toBe(3);
    expect([...two.el.querySelectorAll('.hand-group')].map((g) => g.textContent)).toEqual(['Fire', 'Police']);
    expect(two.el.querySelectorAll('[data-test^=hand-more-]')).toHaveLength(2);
    const one = handBar([{ label: 'Fire', cards: [card('a')] }], { empty: 'No cards', name: 'Hand' });
    expect(one.el.querySelectorAll('.hand-group')).toHaveLength(0);
    const none = handBar([], { empty: 'No cards', name: 'Hand' });
    expect(none.count).toBe(0);
    expect(none.el.textContent).toContain('No cards');
  });
});

describe('chips and badges', () => {
  it('carry their tone and test id', () => {
    const c = chip('Ana banks gold', { tone: 'team-2', test: 'banked' });
    expect(c.className).toBe('kit-chip tone-team-2');
    expect(c.dataset.test).toBe('banked');
    expect(chipRow([c]).childElementCount).toBe(1);
    const b = badge('Sending', 'warn', { pulse: true });
    expect(b.className).toBe('kit-badge tone-warn pulse');
    expect(b.getAttribute('role')).toBe('status');
  });
});

describe('the result table', () => {
  afterEach(() => vi.useRealTimers());

  it('counts each row up after the one before, a dash until then, the best total marked', () => {
    vi.useFakeTimers();
    const t = resultTable({
      columns: ['Ana', 'Bo'],
      rows: [
        { label: 'Claims', values: [10, 12] },
        { label: 'Total', values: [30, 25], total: true },
      ],
      speed: () => 1,
    });
    const cells = [...t.querySelectorAll('td')];
    expect(cells.map((c) => c.textContent)).toEqual(['–', '–', '–', '–']);
    vi.advanceTimersByTime(2000);
    expect(cells.map((c) => c.textContent)).toEqual(['10', '12', '30', '25']);
    expect(t.querySelector('td.best')?.textContent).toBe('30');
  });

  it('shows the numbers at once with animation off', () => {
    const el = document.createElement('td');
    countUp(el, 7, 500, { speed: () => 0 });
    expect(el.textContent).toBe('7');
  });
});

describe('dice and announcements', () => {
  it('a die lands on its face at once with animation off', async () => {
    const el = document.createElement('div');
    await tumble(el, 'G', 0, { paint: (e, f) => (e.textContent = f), faces: ['C', 'G'] });
    expect(el.textContent).toBe('G');
  });

  it('an announcement at speed 0 shows nothing', async () => {
    const host = document.createElement('div');
    await announce(host, 'Round 2', 'accent', 0);
    expect(host.childElementCount).toBe(0);
  });
});

describe('the card face', () => {
  it('draws its parts at its size, inspectable, zoomed by a tap unless a tap does something else', () => {
    const name = Object.assign(document.createElement('span'), { textContent: 'Fireball' });
    const full = cardFace({ size: 'full', cls: 'kaiju', parts: [name, null], info: () => ({ title: 'Fireball' }) });
    expect(full.className).toBe('card full kaiju');
    expect(full.textContent).toBe('Fireball');
    expect(full.hasAttribute('data-inspect')).toBe(true);
    expect(full.hasAttribute('data-inspect-zoom')).toBe(true);
    const toPlace = cardFace({ size: 'slot', tag: 'button', parts: [], info: () => null, tapZoom: false });
    expect(toPlace.tagName).toBe('BUTTON');
    expect(toPlace.hasAttribute('data-inspect-zoom')).toBe(false);
    expect(cardFace({ size: 'mini', parts: [] }).hasAttribute('data-inspect')).toBe(false);
  });
});
