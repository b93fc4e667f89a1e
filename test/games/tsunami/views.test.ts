/** §13 who sees what: one public view for every seat and the spectator; nothing hidden in it, nor in the events. */
import { describe, expect, it } from 'vitest';
import { CARD_IDS } from '../../../shared/tsunami/data/numbers';
import { perturbSecrets } from '../../../shared/tsunami/secrets';
import { act, at, g, game, lay, place, prompt, start, walk } from './helpers';

describe('§13 the public view', () => {
  it('every seat and the spectator get the same view', () => {
    const s = game({ familySize: 6, people: 3 });
    const spectator = JSON.stringify(g.view(s, 'spectator'));
    for (const seat of ['p1', 'p2', 'p3']) expect(JSON.stringify(g.view(s, seat))).toBe(spectator);
    expect(g.privateKeys).toEqual([]);
  });

  it('a face-down card is only its zone back on its hex; unturned shelter tiles and the generator stay hidden', () => {
    const s = game({ familySize: 4 });
    const v = g.view(s, 'p1');
    expect(v.cards.filter((c) => c).every((c) => c && Object.keys(c).join() === 'zone')).toBe(true);
    expect(v.shelters.map((t) => t.tile)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(v.reveal).toBeNull();
    const text = JSON.stringify(v);
    // no face anywhere (the team's tokens share some cards' names: they are counts, not faces)
    expect(text).not.toContain('"card"');
    for (const card of CARD_IDS) expect(text.includes(`:"${card}"`)).toBe(false);
    expect(text).not.toContain('"real"');
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"lost"');
  });

  it('a revealed card shows its face; a card discarded unseen or flooded leaves no trace of its face', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16), grandpa: at(7, 16), mother: at(7, 18) });
    lay(s, at(3, 11), 'tailwind');
    lay(s, at(2, 11), 'debris', true);
    lay(s, at(3, 12), 'collapse');
    start(s, 'father');
    walk(s, 'p1', at(3, 11));
    const v = g.view(s, 'spectator');
    expect(v.cards[at(2, 11)]).toEqual({ zone: 'Y', card: 'debris' });
    expect(v.cards[at(3, 12)]).toEqual({ zone: 'Y' });
    expect(v.revealed.Y).toEqual({ tailwind: 1 });
  });

  it('states differing only in hidden faces, the real shelter and the generator look exactly the same', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = game({ familySize: 2 + (seed % 5), cat: seed % 2 === 0 }, { seed });
      const t = perturbSecrets(s, 'spectator', seed * 31);
      expect(JSON.stringify(t.cards)).not.toBe(JSON.stringify(s.cards));
      expect(JSON.stringify(g.view(t, 'p1'))).toBe(JSON.stringify(g.view(s, 'p1')));
      expect(JSON.stringify(g.legalActions(t, 'p1'))).toBe(JSON.stringify(g.legalActions(s, 'p1')));
    }
  });

  it('§6.1 a member claimed but not yet set off still shows its allowance and reach (its before-move choices)', () => {
    // Mother has Lead by the hand: her claim stops before the move, while her player decides whom to lead
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { father: at(3, 4), child1: at(3, 4), grandpa: at(3, 4), mother: at(3, 4) });
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    expect(prompt(s, 'p1')?.kind).toBe('beforeMove');
    const mother = g.view(s, 'p1').units.find((x) => x.id === 'mother');
    expect(mother?.preview?.total).toBeGreaterThan(0);
    expect(mother?.reach.length).toBeGreaterThan(0);
  });
});
