/** §1 roles by family size, §4 setup (skill cards and their mix, decks, shelters), seats and options. */
import { describe, expect, it } from 'vitest';
import { START_BY_FAMILY_SIZE } from '../../../shared/tsunami/data/numbers';
import { act, at, g, game, kinds, legal, prompt } from './helpers';

describe('§1 the family dealt by size, in the fixed order', () => {
  it('2 Father and Child; 3 + Grandpa; 4 + Mother; 5 + Child 2; 6 + Grandma; all on the start hex', () => {
    const family = (n: number) => game({ familySize: n }).units.map((u) => u.id);
    expect(family(2)).toEqual(['father', 'child1']);
    expect(family(3)).toEqual(['father', 'child1', 'grandpa']);
    expect(family(4)).toEqual(['father', 'child1', 'grandpa', 'mother']);
    expect(family(5)).toEqual(['father', 'child1', 'grandpa', 'mother', 'child2']);
    expect(family(6)).toEqual(['father', 'child1', 'grandpa', 'mother', 'child2', 'grandma']);
    const six = game({ familySize: 6 });
    expect(six.units.every((u) => u.hex === six.start)).toBe(true);
  });

  it('§3.2 [T] the start hex by family size (open ground, no card); Lovers start where a family of two does', () => {
    for (const size of [2, 3, 4, 5, 6]) {
      const s = game({ familySize: size });
      const [col, row] = START_BY_FAMILY_SIZE[size];
      expect(s.start).toBe(at(col, row));
      expect(s.ground[s.start]).toBe('.');
      expect(s.cards[s.start]).toBeNull();
      expect(s.cards.filter((c) => c)).toHaveLength(122);
      expect(g.view(s, 'p1').start).toBe(s.start);
    }
    expect(game({ lovers: true }).start).toBe(game({ familySize: 2 }).start);
  });

  it('[R] one person may hold several members: solo is one seat holding the whole family', () => {
    const o = g.parseOptions({ familySize: 5 });
    if (!o.ok) throw new Error('options');
    expect(g.seats(o.value)).toEqual([{ id: 'p1', team: 'family', playable: true }]);
    expect(g.seatRoles?.(o.value, null, 'p1')).toEqual(['father', 'child1', 'grandpa', 'mother', 'child2']);
  });

  it('online, the members are dealt to the seats in the fixed order, one each in turn; never more seats than members', () => {
    const o = g.parseOptions({ familySize: 5, people: 2 });
    if (!o.ok) throw new Error('options');
    expect(g.seats(o.value).map((s) => s.id)).toEqual(['p1', 'p2']);
    expect(g.seatRoles?.(o.value, null, 'p1')).toEqual(['father', 'grandpa', 'child2']);
    expect(g.seatRoles?.(o.value, null, 'p2')).toEqual(['child1', 'mother']);
    const s = game({ familySize: 5, people: 2 });
    expect(g.seatRoles?.(o.value, s, 'p2')).toEqual(['child1', 'mother']);
    const few = g.parseOptions({ familySize: 3, people: 6 });
    expect(few.ok && few.value.people).toBe(3);
    expect(g.parseOptions({ familySize: 7 })).toEqual({
      ok: false,
      error: { code: 'invalidOptions', params: { path: 'familySize' } },
    });
  });

  it('§12 Lovers: Boyfriend and Girlfriend, a family of two', () => {
    const s = game({ lovers: true, familySize: 5 });
    expect(s.units.map((u) => [u.id, u.role])).toEqual([
      ['boyfriend', 'boyfriend'],
      ['girlfriend', 'girlfriend'],
    ]);
    expect(s.units[0].cards).toEqual({ pullUp: 4 });
  });
});

describe('§4 setup', () => {
  it('§4.2 [T] 4 skill cards per card-using role: Father all Pull-up, the others choose their mix (public)', () => {
    const o = g.parseOptions({ familySize: 6 });
    if (!o.ok) throw new Error('options');
    const { state, events } = g.setup(o.value, 3);
    expect(events).toEqual([]);
    expect(state.units.find((u) => u.id === 'father')?.cards).toEqual({ pullUp: 4 });
    // asked in the fixed order: Grandpa, Mother, Grandma
    expect(prompt(state)?.kind).toBe('skillMix');
    expect(prompt(state)?.unit).toBe('grandpa');
    expect(legal(state)).toEqual([0, 1, 2, 3, 4].map((first) => ({ type: 'mix', first })));
    const e = act(state, 'p1', { type: 'mix', first: 3 });
    expect(e).toContainEqual({ e: 'skillMix', unit: 'grandpa', cards: { foresight: 3, experience: 1 } });
    expect(prompt(state)?.unit).toBe('mother');
    act(state, 'p1', { type: 'mix', first: 4 });
    expect(state.units.find((u) => u.id === 'mother')?.cards).toEqual({ lead: 4, substitute: 0 });
    act(state, 'p1', { type: 'mix', first: 0 });
    expect(state.units.find((u) => u.id === 'grandma')?.cards).toEqual({ wisdom: 0, dangerSense: 4 });
    expect(kinds(state)).toEqual(['p1:claim']);
    expect(state.turn).toBe(1);
  });

  it('§12 difficulty by skill cards: 6 easy, 2 hard', () => {
    expect(game({ skillCards: 6 }).units[0].cards).toEqual({ pullUp: 6 });
    expect(game({ skillCards: 2, familySize: 3 }, { mix: 2 }).units[2].cards).toEqual({ foresight: 2, experience: 0 });
  });

  it('§4.3 the zone decks face down on every card hex; §4.4 three shelter tiles face down, exactly one real', () => {
    const reals = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = game({}, { seed });
      expect(s.cards.filter((c) => c).every((c) => c && !c.up)).toBe(true);
      expect(s.shelters.filter((t) => t.real)).toHaveLength(1);
      expect(s.shelters.every((t) => !t.up)).toBe(true);
      reals.add(s.shelters.findIndex((t) => t.real));
    }
    expect(reals.size).toBe(3);
  });

  it('§12 Known shelter: the tiles start face up', () => {
    expect(game({ knownShelter: true }).shelters.every((t) => t.up)).toBe(true);
  });

  it('§12 No dash: Water Bottle and Heavy Luggage become All Clear', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const cards = game({ dash: false }, { seed }).cards;
      expect(cards.some((c) => c?.card === 'waterBottle' || c?.card === 'luggage')).toBe(false);
      expect(cards.filter((c) => c && c.card !== 'clear')).toHaveLength(76 - 5);
    }
  });

  it('setup is a pure function of the options and the seed', () => {
    const o = g.parseOptions({ map: 'random', cat: true });
    if (!o.ok) throw new Error('options');
    expect(JSON.stringify(g.setup(o.value, 9))).toBe(JSON.stringify(g.setup(o.value, 9)));
    expect(JSON.stringify(g.setup(o.value, 9).state.cards)).not.toBe(JSON.stringify(g.setup(o.value, 10).state.cards));
  });
});
