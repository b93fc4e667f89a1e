/** §4 setup, §14 the disaster levels and the options. */
import { describe, expect, it } from 'vitest';
import { DECK_BY_DAY } from '../../../shared/leviath/data/numbers';
import type { Day, HumanCardId } from '../../../shared/leviath/types';
import { act, g, legal, refused } from './helpers';

const setupWith = (options: Record<string, unknown>, seed = 3) => {
  const o = g.parseOptions(options);
  if (!o.ok) throw new Error(JSON.stringify(o.error));
  return g.setup(o.value, seed);
};

describe('§4 setup', () => {
  it('§4.2 ships on 4, 10, 14 and one in the port; dyke tiles A–E in materials; no mine; energy 2 (§4.7)', () => {
    const { state } = setupWith({});
    expect(state.ships).toEqual({ s1: 4, s2: 10, s3: 14, s4: 'port' });
    expect(state.dykes).toEqual({ materials: ['A', 'B', 'C', 'D', 'E'], construction: [], discard: [] });
    expect(state.mines).toEqual([]);
    expect(state.kaiju.energy).toBe(2);
    expect(state.kaiju.awakeningDeck.length).toBe(15);
  });

  it('§4.4 Sonars removed from day 1 by the number of humans: 1 → 3, 2 → 2, 3 → 1, 4 → none', () => {
    for (const [humans, removed] of [
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 0],
    ]) {
      const { state } = setupWith({ humans });
      const all = [...state.deck.flatMap((x) => (x.k === 'card' ? [x] : [])), ...Object.values(state.hands).flat()];
      const sonars1 = all.filter((x) => x.card === 'sonar' && x.day === 1).length;
      expect(sonars1, `${humans} humans`).toBe(5 - removed);
      expect(all.length).toBe(38 - removed);
    }
  });

  it('§4.5 the deck, top first: day 1, the 1st evolution card, day 2, a 2nd, day 3, a 3rd, day 4', () => {
    const { state } = setupWith({ humans: 4 });
    const shape = state.deck.map((x) => (x.k === 'card' ? `d${x.day}` : `e${x.tier}`));
    const collapsed = shape.filter((x, i) => x !== shape[i - 1]);
    expect(collapsed).toEqual(['d1', 'e1', 'd2', 'e2', 'd3', 'e3', 'd4']);
    for (const day of [2, 3, 4] as Day[]) {
      const cards = state.deck
        .filter((x) => x.k === 'card' && x.day === day)
        .map((x) => (x.k === 'card' ? x.card : ''));
      const expected = Object.entries(DECK_BY_DAY[day]).flatMap(([c, n]) => Array(n).fill(c) as HumanCardId[]);
      expect(cards.sort()).toEqual(expected.sort());
    }
    // [R] the unused evolution cards go back to the box
    expect(state.kaiju.evolutionBox.length).toBe(10);
    expect(state.kaiju.evolution).toEqual([]);
  });

  it('§4.6 each human draws 2 cards, a lone human 3, told to their owner only', () => {
    for (const humans of [1, 2, 3, 4]) {
      const { state, events } = setupWith({ humans });
      for (const h of state.humans) expect(state.hands[h].length).toBe(humans === 1 ? 3 : 2);
      const drawn = events.filter((e) => e.type === 'cardDrawn');
      expect(drawn.length).toBe(humans === 1 ? 3 : 2 * humans);
      const e = drawn[0];
      expect(g.redactEvent(state, e, 'h1')).toEqual(e);
      expect(g.redactEvent(state, e, 'kaiju')).toMatchObject({ card: null });
      expect(g.redactEvent(state, e, 'spectator')).toMatchObject({ card: null });
    }
  });

  it('§4.9 the kaiju secretly chooses 27, 29 or 31; the guess marker starts on the start spaces [R]', () => {
    const { state, events } = setupWith({});
    expect(g.activeSeats(state)).toEqual(['kaiju']);
    expect(legal(state, 'kaiju')).toEqual([
      { type: 'start', space: 27 },
      { type: 'start', space: 29 },
      { type: 'start', space: 31 },
    ]);
    expect(refused(state, 'kaiju', { type: 'start', space: 28 })).toBe('illegal');
    expect(events.some((e) => e.type === 'kaijuStarted')).toBe(false);
    const after = act(state, 'kaiju', { type: 'start', space: 31 });
    const started = after.find((e) => e.type === 'kaijuStarted');
    expect(started).toEqual({ type: 'kaijuStarted', space: 31 });
    expect(g.redactEvent(state, started as never, 'h1')).toEqual({ type: 'kaijuStarted', space: null });
    expect(state.kaiju.trail).toEqual([31]);
    expect(state.marker).toEqual([27, 29, 31]);
    // §5 the first human turn follows
    expect(state.prompts[0]).toMatchObject({ seat: 'h1', kind: 'ships' });
  });
});

describe('§14 disaster levels and options', () => {
  it('−2: mines on 20 and 12; −1: a mine on 20; 0: nothing', () => {
    expect(setupWith({ disaster: -2 }).state.mines).toEqual([12, 20]);
    expect(setupWith({ disaster: -1 }).state.mines).toEqual([20]);
    expect(setupWith({ disaster: 0 }).state.mines).toEqual([]);
  });

  it('+1 and +2: random dyke tiles to the discard, their towns submerged, before the start (§4.8 [R])', () => {
    for (const [disaster, n] of [
      [1, 1],
      [2, 2],
    ]) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 30; seed++) {
        const { state, events } = setupWith({ disaster }, seed);
        expect(state.submerged.length).toBe(n);
        expect([...state.dykes.discard].sort()).toEqual([...state.submerged].sort());
        expect(events.filter((e) => e.type === 'setupFlood').length).toBe(n);
        seen.add(state.submerged.join(''));
        expect(state.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'start' });
      }
      expect(seen.size).toBeGreaterThan(3);
    }
  });

  it('§14 the overlay is on by default at every level and can be turned off; 1–4 humans; limits are refused', () => {
    const o = (x: unknown) => g.parseOptions(x);
    expect(o({})).toEqual({ ok: true, value: { humans: 1, disaster: 0, overlay: true } });
    expect(o({ disaster: 2 })).toMatchObject({ ok: true, value: { overlay: true } });
    expect(o({ overlay: false })).toMatchObject({ ok: true, value: { overlay: false } });
    expect(o({ disaster: -1, overlay: false })).toMatchObject({ ok: true, value: { overlay: false } });
    expect(o({ humans: 5 }).ok).toBe(false);
    expect(o({ disaster: 3 }).ok).toBe(false);
    expect(o({ turnSeconds: 30 })).toMatchObject({ ok: true, value: { turnSeconds: 30 } });
    expect(o({ turnSeconds: 30, extra: 1 }).ok).toBe(false);
  });

  it('seats: the kaiju and 1–4 human seats in one team; the team chat is heard by the kaiju unless private', () => {
    const o = g.parseOptions({ humans: 3 });
    if (!o.ok) throw new Error();
    expect(g.seats(o.value).map((s) => `${s.id}:${s.team}`)).toEqual([
      'kaiju:kaiju',
      'h1:humans',
      'h2:humans',
      'h3:humans',
    ]);
    expect(g.chatChannels(o.value)[1].listeners).toContain('kaiju');
    expect(g.chatChannels({ ...o.value, teamChatPrivate: true })[1].listeners).not.toContain('kaiju');
  });
});
