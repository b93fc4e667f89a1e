/** §7 the skills: Pull-up, Lead by the Hand, Substitute, Foresight, Experience, Wisdom, Danger Sense; §6.2 reactions. */
import { describe, expect, it } from 'vitest';
import {
  act,
  at,
  dice,
  endTurn,
  finish,
  g,
  game,
  give,
  has,
  kinds,
  lay,
  legal,
  ofKind,
  place,
  prompt,
  refused,
  start,
  u,
  walk,
} from './helpers';

describe('§7 Father: Cliff Move and Pull-up', () => {
  it('offered when another unit arrives next to him on his cliff; the pulled unit resolves its new hex and moves on free', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { father: at(3, 9), grandpa: at(3, 7), child1: at(0, 16) });
    start(s, 'grandpa');
    walk(s, 'p1', at(3, 8));
    expect(prompt(s)).toMatchObject({ kind: 'pullUp', unit: 'grandpa' });
    // another open, non-cliff hex beside Father
    expect(legal(s)).toEqual([{ type: 'pull', hex: at(3, 10) }, { type: 'pull', hex: at(2, 10) }, { type: 'pass' }]);
    lay(s, at(3, 10), 'tailwind');
    const e = act(s, 'p1', { type: 'pull', hex: at(3, 10) });
    expect(ofKind(e, 'skillUsed')).toEqual([
      { e: 'skillUsed', unit: 'father', skill: 'pullUp', bag: false, target: 'grandpa', hex: at(3, 10) },
    ]);
    expect(ofKind(e, 'unitMoved')[0]).toMatchObject({ unit: 'grandpa', to: at(3, 10), how: 'pulled' });
    expect(ofKind(e, 'cardRevealed')[0].card).toBe('tailwind');
    // Grandpa's move goes on: the pull cost nothing, the Tailwind gave 1
    expect(prompt(s)).toMatchObject({ kind: 'step', unit: 'grandpa' });
    expect(s.activation?.allowance).toBe(1);
    expect(u(s, 'father').cards.pullUp).toBe(3);
  });

  it('offered at the start of the activation of a unit already next to him, once its allowance is set', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { father: at(3, 9), grandpa: at(3, 8), child1: at(0, 16) });
    const e = start(s, 'grandpa');
    expect(ofKind(e, 'allowanceSet')).toHaveLength(1);
    expect(prompt(s)).toMatchObject({ kind: 'pullUp', unit: 'grandpa' });
    act(s, 'p1', { type: 'pass' });
    expect(prompt(s)?.kind).toBe('step');
  });

  it('not while Father acts, is off the cliffs, is Stunned, or has no card; only Father enters cliffs', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { father: at(3, 8), grandpa: at(2, 7), child1: at(0, 16) });
    start(s, 'grandpa');
    walk(s, 'p1', at(3, 7));
    expect(prompt(s)?.kind).toBe('step');
    expect(has(s, 'p1', { type: 'step', hex: at(3, 9) })).toBe(false);
    const t = game({ familySize: 3 }, { bare: true });
    place(t, { father: at(3, 9), grandpa: at(3, 7), child1: at(0, 16) });
    give(t, 'father', { k: 'stunned', turn: 2 });
    start(t, 'grandpa');
    walk(t, 'p1', at(3, 8));
    expect(prompt(t)?.kind).toBe('step');
  });
});

describe('§7 Mother: Lead by the Hand', () => {
  it('[R] ruling 4: the same hex counts as adjacent; the led unit gives up its activation', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { mother: at(3, 10), grandpa: at(3, 10), father: at(0, 16), child1: at(7, 19) });
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    expect(has(s, 'p1', { type: 'lead', unit: 'grandpa' })).toBe(true);
    const e = act(s, 'p1', { type: 'lead', unit: 'grandpa' });
    expect(ofKind(e, 'leadStarted')).toEqual([{ e: 'leadStarted', unit: 'mother', led: 'grandpa' }]);
    act(s, 'p1', { type: 'go' });
    // [R] ruling 5: Grandpa moves onto each hex Mother enters, after it resolved, and draws no card
    lay(s, at(3, 11), 'tailwind');
    lay(s, at(3, 12), 'mud', true);
    const e2 = walk(s, 'p1', at(3, 11));
    expect(ofKind(e2, 'unitMoved').map((x) => [x.unit, x.to, x.how])).toEqual([
      ['mother', at(3, 11), 'step'],
      ['grandpa', at(3, 11), 'led'],
    ]);
    expect(ofKind(e2, 'cardRevealed')).toHaveLength(1);
    const e3 = walk(s, 'p1', at(3, 12));
    expect(ofKind(e3, 'moveEnded')[0].why).toBe('mud');
    expect(u(s, 'grandpa').hex).toBe(at(3, 12));
    expect(u(s, 'grandpa').statuses).toEqual([]);
    finish(s);
    expect(legal(s).some((a) => a.type === 'claim' && a.unit === 'grandpa')).toBe(false);
  });

  it('a led unit stays led into the next turn (no activation); released, it cannot activate that turn ([R] ruling 5)', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { mother: at(3, 10), grandpa: at(3, 10), father: at(0, 16), child1: at(7, 19) });
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    act(s, 'p1', { type: 'lead', unit: 'grandpa' });
    finish(s);
    endTurn(s);
    expect(legal(s).some((a) => a.type === 'claim' && a.unit === 'grandpa')).toBe(false);
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    const e = act(s, 'p1', { type: 'release' });
    expect(ofKind(e, 'leadEnded')).toEqual([{ e: 'leadEnded', unit: 'mother', led: 'grandpa', why: 'released' }]);
    finish(s);
    expect(legal(s).some((a) => a.type === 'claim' && a.unit === 'grandpa')).toBe(false);
  });

  it('the lead ends when either unit is Stunned, or another move leaves them apart', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { mother: at(3, 10), grandpa: at(3, 10), father: at(0, 16), child1: at(7, 19) });
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    act(s, 'p1', { type: 'lead', unit: 'grandpa' });
    act(s, 'p1', { type: 'go' });
    lay(s, at(3, 11), 'liveWire');
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'leadEnded')).toEqual([{ e: 'leadEnded', unit: 'mother', led: 'grandpa', why: 'stopped' }]);
    // Grandpa stays behind: the lead had ended before he would follow
    expect(u(s, 'grandpa').hex).toBe(at(3, 10));
  });

  it('§10 [R] if Mother escapes, the led unit escapes with her', () => {
    const s = game({ familySize: 4, knownShelter: true }, { bare: true });
    const real = s.shelters.find((t) => t.real)?.hex ?? 0;
    const below = real - 8;
    place(s, { mother: below, grandpa: below, father: at(0, 16), child1: at(7, 17) });
    act(s, 'p1', { type: 'claim', unit: 'mother' });
    act(s, 'p1', { type: 'lead', unit: 'grandpa' });
    act(s, 'p1', { type: 'go' });
    const e = walk(s, 'p1', real);
    expect(ofKind(e, 'unitEscaped').map((x) => x.unit)).toEqual(['mother', 'grandpa']);
  });
});

describe('§6.2 reaction windows; §7 Substitute, Wisdom; §8.1 Helper', () => {
  it('every legal reaction is offered at once, each to its player; the first confirmed stands, the others are withdrawn', () => {
    const s = game({ familySize: 6, people: 3 }, { bare: true });
    // p1: father, mother; p2: child1, child2; p3: grandpa, grandma
    place(s, {
      child1: at(3, 10),
      mother: at(2, 10),
      grandma: at(2, 12),
      father: at(0, 16),
      grandpa: at(7, 16),
      child2: at(7, 19),
    });
    s.tokens.helper = 1;
    lay(s, at(3, 11), 'wall');
    start(s, 'child1', 'p2');
    walk(s, 'p2', at(3, 11));
    expect(kinds(s)).toEqual(['p1:reaction', 'p3:reaction', 'p2:reaction']);
    expect(legal(s, 'p1')).toEqual([
      { type: 'react', skill: 'substitute' },
      { type: 'react', skill: 'helper' },
      { type: 'pass' },
    ]);
    expect(legal(s, 'p3')).toEqual([
      { type: 'react', skill: 'wisdom' },
      { type: 'react', skill: 'helper' },
      { type: 'pass' },
    ]);
    expect(legal(s, 'p2')).toEqual([{ type: 'react', skill: 'helper' }, { type: 'pass' }]);
    expect(new Set(['p1', 'p2', 'p3'].map((x) => g.decisionGroup?.(s, x))).size).toBe(1);
    act(s, 'p1', { type: 'pass' });
    expect(kinds(s)).toEqual(['p3:reaction', 'p2:reaction']);
    const e = act(s, 'p3', { type: 'react', skill: 'wisdom' });
    expect(ofKind(e, 'reactionUsed')).toEqual([
      { e: 'reactionUsed', skill: 'wisdom', unit: 'grandma', seat: 'p3', hex: at(3, 11), card: 'wall', bag: false },
    ]);
    expect(ofKind(e, 'cardResolved')[0].cancelled).toBe(true);
    expect(refused(s, 'p2', { type: 'react', skill: 'helper' })).toBe('illegal');
    expect(s.tokens.helper).toBe(1);
    expect(u(s, 'grandma').cards).toEqual({ wisdom: 1, dangerSense: 2 });
  });

  it('all pass: the card resolves; Grandma’s Wisdom reaches 2 hexes; a Stunned Grandma cannot react', () => {
    const s = game({ familySize: 6 }, { bare: true });
    place(s, {
      child1: at(3, 10),
      grandma: at(3, 14),
      mother: at(7, 16),
      father: at(0, 16),
      grandpa: at(7, 18),
      child2: at(5, 19),
    });
    lay(s, at(3, 11), 'wall');
    start(s, 'child1');
    const e = walk(s, 'p1', at(3, 11));
    // too far for Wisdom, nobody else near: no window, the card resolves at once
    expect(prompt(s)?.kind).toBe('claim');
    expect(ofKind(e, 'checkResolved')[0]).toMatchObject({ unit: 'child1', auto: true });
    const t = game({ familySize: 6 }, { bare: true });
    place(t, {
      child1: at(3, 10),
      grandma: at(3, 13),
      mother: at(7, 16),
      father: at(0, 16),
      grandpa: at(7, 18),
      child2: at(5, 19),
    });
    lay(t, at(3, 11), 'wall');
    start(t, 'child1');
    walk(t, 'p1', at(3, 11));
    expect(prompt(t)?.kind).toBe('reaction');
    const passed = act(t, 'p1', { type: 'pass' });
    expect(ofKind(passed, 'reactionsPassed')).toEqual([{ e: 'reactionsPassed', hex: at(3, 11), card: 'wall' }]);
    expect(u(t, 'child1').statuses).toEqual([{ k: 'stunned', turn: 2 }]);
    const st = game({ familySize: 6 }, { bare: true });
    place(st, {
      child1: at(3, 10),
      grandma: at(3, 12),
      mother: at(7, 16),
      father: at(0, 16),
      grandpa: at(7, 18),
      child2: at(5, 19),
    });
    give(st, 'grandma', { k: 'stunned', turn: 2 });
    lay(st, at(3, 11), 'wall');
    start(st, 'child1');
    walk(st, 'p1', at(3, 11));
    expect(prompt(st)?.kind).toBe('claim');
  });

  it('Substitute: Mother suffers the card instead, and rolls its check as herself', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { child1: at(3, 10), mother: at(3, 10), father: at(0, 16), grandpa: at(7, 16) });
    lay(s, at(3, 11), 'glass');
    start(s, 'child1');
    walk(s, 'p1', at(3, 11));
    dice(s, 2);
    const e = act(s, 'p1', { type: 'react', skill: 'substitute' });
    expect(ofKind(e, 'cardResolved')).toEqual([
      { e: 'cardResolved', hex: at(3, 11), card: 'glass', unit: 'mother', cancelled: false },
    ]);
    expect(ofKind(e, 'checkResolved')[0]).toMatchObject({ unit: 'mother', value: 2, pass: false, auto: false });
    expect(u(s, 'mother').statuses).toEqual([{ k: 'sprained', turn: 2 }]);
    expect(u(s, 'child1').statuses).toEqual([]);
    expect(prompt(s)?.kind).toBe('step');
  });

  it('[R] ruling 7: Substitute with Collapse: Mother rolls (and may die); the original unit steps back, its move ends', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { child1: at(3, 10), mother: at(2, 10), father: at(0, 16), grandpa: at(7, 16) });
    lay(s, at(3, 11), 'collapse');
    start(s, 'child1');
    walk(s, 'p1', at(3, 11));
    dice(s, 6);
    const e = act(s, 'p1', { type: 'react', skill: 'substitute' });
    expect(ofKind(e, 'unitMoved')[0]).toMatchObject({ unit: 'child1', to: at(3, 10), how: 'back' });
    expect(ofKind(e, 'moveEnded')[0]).toEqual({ e: 'moveEnded', unit: 'child1', why: 'collapse' });
    expect(u(s, 'mother').fate).toBe('map');
    expect(s.ground[at(3, 11)]).toBe('#');
  });

  it('the Helper token: any player discards it to cancel the card; the Wisdom Bag pays for a card skill', () => {
    const s = game({ familySize: 6 }, { bare: true, mix: 0 });
    place(s, {
      child1: at(3, 10),
      grandma: at(3, 12),
      mother: at(7, 16),
      father: at(0, 16),
      grandpa: at(7, 18),
      child2: at(5, 19),
    });
    expect(u(s, 'grandma').cards.wisdom).toBe(0);
    s.tokens.wisdomBag = 1;
    lay(s, at(3, 11), 'fall');
    start(s, 'child1');
    walk(s, 'p1', at(3, 11));
    expect(legal(s)).toEqual([{ type: 'react', skill: 'wisdom', bag: true }, { type: 'pass' }]);
    const e = act(s, 'p1', { type: 'react', skill: 'wisdom', bag: true });
    expect(ofKind(e, 'tokenUsed')).toEqual([{ e: 'tokenUsed', token: 'wisdomBag', unit: 'grandma' }]);
    expect(s.tokens.wisdomBag).toBe(0);
    expect(u(s, 'child1').statuses).toEqual([]);
  });

  it('§12 Lovers: Girlfriend’s Protect cancels a card met by an adjacent unit', () => {
    const s = game({ lovers: true }, { bare: true });
    place(s, { boyfriend: at(3, 10), girlfriend: at(2, 10) });
    lay(s, at(3, 11), 'mud');
    start(s, 'boyfriend');
    walk(s, 'p1', at(3, 11));
    expect(legal(s)).toEqual([{ type: 'react', skill: 'protect' }, { type: 'pass' }]);
    const e = act(s, 'p1', { type: 'react', skill: 'protect' });
    expect(ofKind(e, 'cardDiscarded')[0]).toMatchObject({ card: 'mud', why: 'cancelled' });
    expect(s.cards[at(3, 11)]).toBeNull();
  });
});

describe('§7 Grandpa and Grandma', () => {
  it('Foresight: before he moves, any face-down card (or [R] a shelter tile) anywhere turns face up; it still triggers', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 10), father: at(0, 16), child1: at(7, 19) });
    lay(s, at(3, 11), 'mud');
    act(s, 'p1', { type: 'claim', unit: 'grandpa' });
    expect(legal(s)).toEqual([
      { type: 'foresight', hex: at(3, 11) },
      ...s.shelters.map((t) => ({ type: 'foresight', hex: t.hex })),
      { type: 'go' },
    ]);
    const e = act(s, 'p1', { type: 'foresight', hex: at(3, 11) });
    expect(ofKind(e, 'cardRevealed')[0]).toMatchObject({ card: 'mud', by: 'foresight' });
    const tile = s.shelters[0];
    // one Foresight per activation: `go` is all that is left, and it is taken at once
    expect(has(s, 'p1', { type: 'foresight', hex: tile.hex })).toBe(false);
    expect(prompt(s)?.kind).toBe('step');
    expect(ofKind(walk(s, 'p1', at(3, 11)), 'moveEnded')[0].why).toBe('mud');
    const t = game({ familySize: 3 }, { bare: true });
    act(t, 'p1', { type: 'claim', unit: 'grandpa' });
    const shown = act(t, 'p1', { type: 'foresight', hex: t.shelters[1].hex });
    expect(ofKind(shown, 'shelterRevealed')).toEqual([
      { e: 'shelterRevealed', hex: t.shelters[1].hex, real: t.shelters[1].real },
    ]);
  });

  it('Experience: after he moves, a face-up card near him swaps with a face-down card next to it; each keeps its side', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 10), father: at(0, 16), child1: at(7, 19) });
    lay(s, at(3, 11), 'mud', true);
    lay(s, at(3, 12), 'tailwind');
    start(s, 'grandpa');
    act(s, 'p1', { type: 'stop' });
    expect(legal(s)).toEqual([{ type: 'experience', from: at(3, 11), to: at(3, 12) }, { type: 'end' }]);
    const e = act(s, 'p1', { type: 'experience', from: at(3, 11), to: at(3, 12) });
    expect(ofKind(e, 'cardsSwapped')).toEqual([{ e: 'cardsSwapped', from: at(3, 11), to: at(3, 12) }]);
    expect(s.cards[at(3, 12)]).toMatchObject({ card: 'mud', up: true });
    expect(s.cards[at(3, 11)]).toMatchObject({ card: 'tailwind', up: false });
  });

  it('[R] Experience moving a Debris card away frees the units it trapped', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 10), father: at(3, 11), child1: at(7, 19) });
    lay(s, at(3, 11), 'debris', true);
    give(s, 'father', { k: 'trapped', turn: 0, hex: at(3, 11) });
    lay(s, at(2, 11), 'clear');
    start(s, 'grandpa');
    act(s, 'p1', { type: 'stop' });
    const e = act(s, 'p1', { type: 'experience', from: at(3, 11), to: at(2, 11) });
    expect(ofKind(e, 'debrisCleared')).toEqual([{ e: 'debrisCleared', hex: at(3, 11), freed: ['father'] }]);
  });

  it('Danger Sense: after she moves, the card of one adjacent hex (not her own) is discarded unseen', () => {
    const s = game({ familySize: 6 }, { bare: true });
    place(s, {
      grandma: at(3, 10),
      father: at(0, 16),
      child1: at(7, 19),
      child2: at(7, 18),
      mother: at(0, 18),
      grandpa: at(5, 18),
    });
    lay(s, at(3, 10), 'mud');
    lay(s, at(3, 11), 'collapse');
    start(s, 'grandma');
    act(s, 'p1', { type: 'stop' });
    expect(legal(s)).toEqual([{ type: 'dangerSense', hex: at(3, 11) }, { type: 'end' }]);
    const e = act(s, 'p1', { type: 'dangerSense', hex: at(3, 11) });
    expect(ofKind(e, 'cardDiscarded')).toEqual([
      { e: 'cardDiscarded', hex: at(3, 11), card: null, why: 'dangerSense' },
    ]);
    expect(s.lost).toEqual([{ card: 'collapse', zone: 'Y' }]);
    expect(JSON.stringify(g.view(s, 'p1'))).not.toContain('collapse');
  });
});

describe('§7 children', () => {
  it('Family Acceleration: +1 to each other member within 2 at its activation start (children last pays)', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 10), child1: at(3, 12), father: at(0, 16) });
    expect(ofKind(start(s, 'grandpa'), 'allowanceSet')[0].allowance.total).toBe(2);
    finish(s);
    endTurn(s);
    place(s, { child1: at(3, 13) });
    expect(ofKind(start(s, 'grandpa'), 'allowanceSet')[0].allowance.total).toBe(1);
  });

  it('dice for the children: a plain die (Aftershock) is rolled normally', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { child1: at(3, 10), father: at(0, 16) });
    lay(s, at(3, 11), 'aftershockCard');
    start(s, 'child1');
    dice(s, 1);
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'diceRolled')).toEqual([{ e: 'diceRolled', purpose: 'aftershock', value: 1, unit: 'child1' }]);
  });
});
