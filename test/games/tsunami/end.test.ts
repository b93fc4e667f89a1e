/** §10 shelters and escape, §11 scoring and result tiers, §12 the Cat and Lovers' scoring. */
import { describe, expect, it } from 'vitest';
import { act, at, dice, endTurn, g, game, ofKind, place, prompt, start, u, walk } from './helpers';
import type { State } from '../../../shared/tsunami/types';

const real = (s: State) => s.shelters.find((t) => t.real)?.hex ?? -1;
const closed = (s: State) => s.shelters.find((t) => !t.real)?.hex ?? -1;

describe('§10 shelters', () => {
  it('entering a candidate turns its tile; the real Shelter: the unit escapes and scores', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: real(s) - 8, child1: at(0, 16) });
    start(s, 'father');
    const e = walk(s, 'p1', real(s));
    expect(ofKind(e, 'shelterRevealed')).toEqual([{ e: 'shelterRevealed', hex: real(s), real: true }]);
    expect(ofKind(e, 'unitEscaped')).toEqual([{ e: 'unitEscaped', unit: 'father', hex: real(s), points: 2 }]);
    expect(u(s, 'father')).toMatchObject({ fate: 'escaped', hex: null });
    expect(prompt(s)?.kind).toBe('claim');
  });

  it('a Closed one: the unit may continue its move; the hex is an ordinary hex from then on', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: closed(s) - 8, child1: at(0, 16) });
    start(s, 'father');
    const e = walk(s, 'p1', closed(s));
    expect(ofKind(e, 'shelterRevealed')[0].real).toBe(false);
    expect(prompt(s)?.kind).toBe('step');
    expect(g.view(s, 'p1').shelters.find((t) => t.hex === closed(s))?.tile).toBe('closed');
  });
});

describe('§11 scoring and results', () => {
  it('Child 3, Father and Mother 2, grandparents 1; Complete Victory when everyone escaped', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: real(s) - 8, child1: real(s) - 8 });
    start(s, 'father');
    walk(s, 'p1', real(s));
    start(s, 'child1');
    const e = walk(s, 'p1', real(s));
    expect(ofKind(e, 'gameEnded')[0].result).toEqual({
      tier: 'completeVictory',
      score: 5,
      max: 5,
      escaped: ['father', 'child1'],
      lost: [],
      cat: false,
    });
    expect(g.outcome(s)).toEqual({ winners: ['p1'], reason: 'completeVictory' });
    // the end shows everything that was hidden
    expect(ofKind(e, 'gameEnded')[0].reveal.shelters).toEqual(s.shelters);
    expect(g.view(s, 'spectator').reveal?.cards).toEqual(s.cards);
  });

  it('[T] Good Escape ≥ 75% of the maximum, Partial Success ≥ 50%, Tragedy below', () => {
    const tierOf = (escapees: string[], size: number) => {
      const s = game({ familySize: size }, { bare: true });
      for (const x of s.units) x.hex = escapees.includes(x.id) ? real(s) - 8 : at(0, 1);
      for (const id of escapees) {
        start(s, id as never);
        walk(s, 'p1', real(s));
      }
      endTurn(s);
      return s.result?.tier;
    };
    // family of 6 (max 12): 9 = 75%
    expect(tierOf(['child1', 'child2', 'father', 'mother'], 6)).toBe('goodEscape');
    expect(tierOf(['child1', 'child2'], 6)).toBe('partialSuccess');
    expect(tierOf(['child1', 'grandpa', 'grandma'], 6)).toBe('tragedy');
    // family of 2 (max 5): the Child alone is 60%
    expect(tierOf(['child1'], 2)).toBe('partialSuccess');
    expect(tierOf(['father'], 2)).toBe('tragedy');
  });

  it('§12 Lovers: each escapee scores 2, the maximum is 4', () => {
    const s = game({ lovers: true }, { bare: true });
    place(s, { boyfriend: real(s) - 8, girlfriend: at(0, 1) });
    start(s, 'boyfriend');
    walk(s, 'p1', real(s));
    endTurn(s);
    expect(s.result).toMatchObject({ tier: 'partialSuccess', score: 2, max: 4 });
  });
});

describe('§12 the Cat', () => {
  it('a unit on or next to it may carry it at its activation start (−1 movement, min 1); it escapes with its carrier', () => {
    const s = game({ familySize: 2, cat: true }, { bare: true });
    place(s, { father: real(s) - 8, child1: real(s) - 8 });
    if (s.cat) s.cat.hex = real(s) - 8;
    act(s, 'p1', { type: 'claim', unit: 'child1' });
    const e = act(s, 'p1', { type: 'carry' });
    expect(ofKind(e, 'catCarried')).toEqual([{ e: 'catCarried', unit: 'child1' }]);
    // nothing else to do before moving: the allowance is set at once
    expect(ofKind(e, 'allowanceSet')[0].allowance).toMatchObject({ penalty: 1, total: 2 });
    const out = walk(s, 'p1', real(s));
    expect(ofKind(out, 'catEscaped')).toEqual([{ e: 'catEscaped', unit: 'child1' }]);
    start(s, 'father');
    const end = walk(s, 'p1', real(s));
    // [R] ruling 15: the Cat's point counts in the score, not toward the tier's maximum
    expect(ofKind(end, 'gameEnded')[0].result).toMatchObject({ tier: 'completeVictory', score: 6, max: 5, cat: true });
  });

  it('uncarried, it steps 1 hex in a d6 direction after the family phase (it stays if it cannot), triggering nothing', () => {
    const s = game({ familySize: 2, cat: true }, { bare: true });
    place(s, { father: at(0, 16), child1: at(1, 16) });
    if (s.cat) s.cat.hex = at(3, 12);
    dice(s, 1);
    const e = endTurn(s);
    expect(ofKind(e, 'catMoved')).toEqual([{ e: 'catMoved', from: at(3, 12), to: at(4, 12), direction: 'E' }]);
    // 5: SW of (4,12) is (4,11), a terrain tile: it stays
    dice(s, 5);
    expect(ofKind(endTurn(s), 'catMoved')).toEqual([]);
    expect(s.cat?.hex).toBe(at(4, 12));
  });

  it('it drowns like anyone', () => {
    const s = game({ familySize: 2, cat: true }, { bare: true });
    place(s, { father: at(0, 16), child1: at(1, 16) });
    if (s.cat) s.cat.hex = at(1, 1);
    dice(s, 4);
    const e = endTurn(s);
    expect(s.cat?.fate).toBe('drowned');
    expect(ofKind(e, 'catDrowned')).toHaveLength(1);
  });
});
