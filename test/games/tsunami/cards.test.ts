/** §8.1 every event card, resolved on the unit that meets it; §9 success checks. */
import { describe, expect, it } from 'vitest';
import {
  act,
  at,
  dice,
  endTurn,
  finish,
  game,
  give,
  kinds,
  lay,
  legal,
  ofKind,
  place,
  prompt,
  start,
  u,
  walk,
} from './helpers';
import type { CardId, State } from '../../../shared/tsunami/types';

/** Father at (3,10), the Child far away; `card` face down on (3,11); Father claimed, allowance 2. */
function meet(
  card: CardId,
  opts: { up?: boolean; faces?: number[]; options?: Record<string, unknown> } = {},
): {
  s: State;
  e: ReturnType<typeof walk>;
} {
  const s = game({ familySize: 2, ...opts.options }, { bare: true });
  place(s, { father: at(3, 10), child1: at(0, 16) });
  lay(s, at(3, 11), card, opts.up);
  start(s, 'father');
  if (opts.faces) dice(s, ...opts.faces);
  const e = walk(s, 'p1', at(3, 11));
  return { s, e };
}

const moveEnded = (e: ReturnType<typeof walk>) => ofKind(e, 'moveEnded').map((x) => x.why);

describe('§8.1 revealing: face up to everyone, then it resolves', () => {
  it('a face-down card is revealed on entry; a non-persistent one is discarded once resolved', () => {
    const { s, e } = meet('tailwind');
    expect(ofKind(e, 'cardRevealed')).toEqual([
      { e: 'cardRevealed', hex: at(3, 11), card: 'tailwind', zone: 'Y', by: 'entry', unit: 'father' },
    ]);
    expect(ofKind(e, 'cardDiscarded')).toEqual([
      { e: 'cardDiscarded', hex: at(3, 11), card: 'tailwind', why: 'resolved' },
    ]);
    expect(s.cards[at(3, 11)]).toBeNull();
    expect(s.revealed.Y).toEqual({ tailwind: 1 });
  });

  it('All Clear: nothing, and [R] ruling 11 no reaction window even with a Helper token', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    s.tokens.helper = 1;
    lay(s, at(3, 11), 'clear');
    start(s, 'father');
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'cardDiscarded')[0].card).toBe('clear');
    expect(prompt(s)?.kind).toBe('step');
  });
});

describe('§8.1 bonus cards', () => {
  it('Tailwind: +1 allowance now', () => {
    const { s, e } = meet('tailwind');
    expect(ofKind(e, 'allowanceChanged')).toEqual([
      { e: 'allowanceChanged', unit: 'father', by: 1, allowance: 2, why: 'tailwind' },
    ]);
    expect(s.activation?.allowance).toBe(2);
  });

  it('Rest: +1 next turn if the unit ends its move on the hex; not if it moves on', () => {
    const { s } = meet('rest');
    act(s, 'p1', { type: 'stop' });
    expect(u(s, 'father').statuses).toEqual([{ k: 'rest', turn: 2 }]);
    const t = meet('rest').s;
    walk(t, 'p1', at(3, 12));
    expect(u(t, 'father').statuses).toEqual([]);
  });

  it('High Ground Found: +2 next turn', () => {
    const { s } = meet('highGround');
    finish(s);
    endTurn(s);
    expect(ofKind(start(s, 'father'), 'allowanceSet')[0].allowance).toMatchObject({ bonus: 2, total: 4 });
  });

  it('Helper, Water Bottle, Wisdom Bag: the team gains the token', () => {
    for (const card of ['helper', 'waterBottle', 'wisdomBag'] as const) {
      const { s, e } = meet(card);
      expect(ofKind(e, 'tokenGained')).toEqual([{ e: 'tokenGained', token: card }]);
      expect(s.tokens[card]).toBe(1);
    }
  });

  it('Amulet: the unit gains an Amulet', () => {
    expect(u(meet('amulet').s, 'father').statuses).toEqual([{ k: 'amulet', turn: 0 }]);
  });

  it('Radio Message: every shelter tile turns face up; [R] once the real one is known, +1 allowance now instead', () => {
    const { s, e } = meet('radio');
    expect(ofKind(e, 'shelterRevealed')).toHaveLength(3);
    expect(s.shelters.every((t) => t.up)).toBe(true);
    const k = meet('radio', { options: { knownShelter: true } });
    expect(ofKind(k.e, 'shelterRevealed')).toEqual([]);
    expect(ofKind(k.e, 'allowanceChanged')[0]).toMatchObject({ by: 1, why: 'radio' });
  });

  it('Route Found: the unit steps 1 hex in any direction, free, resolving that hex (or passes)', () => {
    const { s } = meet('routeFound');
    expect(prompt(s)?.kind).toBe('routeFound');
    expect(legal(s)).toContainEqual({ type: 'pass' });
    lay(s, at(2, 11), 'tailwind');
    const e = act(s, 'p1', { type: 'route', hex: at(2, 11) });
    expect(ofKind(e, 'unitMoved')[0]).toMatchObject({ to: at(2, 11), how: 'route' });
    expect(ofKind(e, 'cardRevealed')[0].card).toBe('tailwind');
    // the free step cost nothing: 1 left, +1 from the Tailwind
    expect(s.activation?.allowance).toBe(2);
  });

  it('Family’s Call: another member within 2 hexes moves 1 step up, resolving that hex ([R] ruling 17: never the drawer)', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { father: at(3, 10), grandpa: at(2, 10), child1: at(0, 16) });
    lay(s, at(3, 11), 'familyCall');
    start(s, 'father');
    walk(s, 'p1', at(3, 11));
    expect(prompt(s)?.kind).toBe('familyCall');
    expect(legal(s).some((a) => a.type === 'call' && a.unit === 'father')).toBe(false);
    expect(legal(s)).toContainEqual({ type: 'call', unit: 'grandpa', hex: at(2, 11) });
    lay(s, at(2, 11), 'tailwind');
    const e = act(s, 'p1', { type: 'call', unit: 'grandpa', hex: at(2, 11) });
    expect(ofKind(e, 'unitMoved')[0]).toMatchObject({ unit: 'grandpa', how: 'called' });
    // [R] ruling 6: Grandpa, not activating, keeps the Tailwind for his own activation this turn
    expect(u(s, 'grandpa').statuses).toEqual([{ k: 'boost', turn: 1, n: 1 }]);
    finish(s);
    expect(ofKind(start(s, 'grandpa'), 'allowanceSet')[0].allowance.total).toBe(2);
  });

  it('Flashlight: up to 3 adjacent face-down cards turn face up (the player picks when there are more)', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    lay(s, at(3, 11), 'flashlight');
    for (const h of [at(2, 11), at(3, 12), at(2, 12), at(2, 10)]) lay(s, h, 'mud');
    start(s, 'father');
    walk(s, 'p1', at(3, 11));
    expect(prompt(s)?.kind).toBe('flashlight');
    expect(legal(s)).toHaveLength(4);
    const e = act(s, 'p1', legal(s)[0]);
    expect(ofKind(e, 'cardRevealed').map((x) => x.by)).toEqual(['flashlight', 'flashlight', 'flashlight']);
  });

  it('Shortcut Found: one terrain tile or cliff hex within 2 becomes a passable hex with no card', () => {
    const { s } = meet('shortcut');
    expect(prompt(s)?.kind).toBe('shortcut');
    expect(legal(s)).toContainEqual({ type: 'shortcut', hex: at(3, 9) });
    const e = act(s, 'p1', { type: 'shortcut', hex: at(4, 11) });
    expect(ofKind(e, 'shortcutOpened')).toEqual([{ e: 'shortcutOpened', hex: at(4, 11), was: '#' }]);
    expect(s.ground[at(4, 11)]).toBe('.');
    expect(s.cards[at(4, 11)]).toBeNull();
  });
});

describe('§8.1 debuff cards', () => {
  it('Sprained Ankle, Exhaustion, Disoriented, Watch Your Step: next turn; Heavy Luggage: no dash this turn', () => {
    const next = {
      sprain: 'sprained',
      exhaustion: 'exhausted',
      disoriented: 'disoriented',
      watchStep: 'watchStep',
    } as const;
    for (const [card, k] of Object.entries(next))
      expect(u(meet(card as CardId).s, 'father').statuses).toEqual([{ k, turn: 2 }]);
    const { s } = meet('luggage');
    expect(u(s, 'father').statuses).toEqual([{ k: 'luggage', turn: 1 }]);
    expect(legal(s).some((a) => a.type === 'dash')).toBe(false);
  });

  it('Mud (persistent): the move ends here, and stays face up for the next unit', () => {
    const { s, e } = meet('mud');
    expect(moveEnded(e)).toEqual(['mud']);
    expect(s.cards[at(3, 11)]).toMatchObject({ card: 'mud', up: true });
    // the next one to enter meets it (a face-up card: cardMet)
    finish(s);
    place(s, { child1: at(3, 10) });
    start(s, 'child1');
    const again = walk(s, 'p1', at(3, 11));
    expect(ofKind(again, 'cardMet')).toHaveLength(1);
    expect(moveEnded(again)).toEqual(['mud']);
  });

  it('Confusion: the unit steps back to the hex it came from (resolving nothing) and its move ends', () => {
    const { s, e } = meet('confusion');
    expect(ofKind(e, 'unitMoved')[1]).toMatchObject({ from: at(3, 11), to: at(3, 10), how: 'back' });
    expect(moveEnded(e)).toEqual(['confusion']);
    expect(u(s, 'father').hex).toBe(at(3, 10));
  });

  it('Live Wire (persistent): the move ends and the unit is Stunned', () => {
    const { s, e } = meet('liveWire');
    expect(moveEnded(e)).toEqual(['liveWire']);
    expect(u(s, 'father').statuses).toEqual([{ k: 'stunned', turn: 2 }]);
    expect(s.cards[at(3, 11)]?.up).toBe(true);
  });

  it('Fall: the move ends, Stunned; the injury check fails only on a 1, and a child always fails it', () => {
    const pass = meet('fall', { faces: [2] });
    expect(moveEnded(pass.e)).toEqual(['fall']);
    expect(u(pass.s, 'father').statuses).toEqual([{ k: 'stunned', turn: 2 }]);
    const fail = meet('fall', { faces: [1] });
    expect(ofKind(fail.e, 'checkResolved')).toEqual([
      { e: 'checkResolved', unit: 'father', card: 'fall', pass: false, auto: false, value: 1 },
    ]);
    expect(u(fail.s, 'father').statuses.map((x) => x.k)).toEqual(['stunned', 'injured']);
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { child1: at(3, 10), father: at(0, 16) });
    lay(s, at(3, 11), 'fall');
    start(s, 'child1');
    const e = walk(s, 'p1', at(3, 11));
    // [R] ruling 8: no die for a child
    expect(ofKind(e, 'diceRolled')).toEqual([]);
    expect(u(s, 'child1').statuses.map((x) => x.k)).toEqual(['stunned', 'injured']);
  });

  it('Debris (persistent): trapped, the move ends; anyone entering is trapped too; cleared by 2 others nearby', () => {
    const s = game({ familySize: 4 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(3, 10), grandpa: at(0, 16), mother: at(7, 16) });
    lay(s, at(3, 11), 'debris');
    start(s, 'father');
    const e = walk(s, 'p1', at(3, 11));
    expect(moveEnded(e)).toEqual(['debris']);
    expect(u(s, 'father').statuses).toEqual([{ k: 'trapped', turn: 0, hex: at(3, 11) }]);
    // [R] ruling 3: the trapped unit does not count; one unit beside it is not enough
    expect(s.cards[at(3, 11)]).toMatchObject({ card: 'debris', up: true });
    place(s, { grandpa: at(2, 11) });
    start(s, 'grandpa');
    const cleared = finish(s);
    expect(ofKind(cleared, 'debrisCleared')).toEqual([{ e: 'debrisCleared', hex: at(3, 11), freed: ['father'] }]);
    expect(s.cards[at(3, 11)]).toBeNull();
    // freed, its move is over for this turn (it had acted anyway)
    expect(u(s, 'father').acted).toBe(true);
  });

  it('Collapse: a check; pass, the unit steps back and its move ends; fail, it dies; the hex becomes terrain', () => {
    const pass = meet('collapse', { faces: [4] });
    expect(ofKind(pass.e, 'checkResolved')[0]).toMatchObject({ pass: true, value: 4 });
    expect(u(pass.s, 'father').hex).toBe(at(3, 10));
    expect(moveEnded(pass.e)).toEqual(['collapse']);
    expect(ofKind(pass.e, 'hexCollapsed')).toEqual([{ e: 'hexCollapsed', hex: at(3, 11) }]);
    expect(pass.s.ground[at(3, 11)]).toBe('#');
    const fail = meet('collapse', { faces: [3] });
    expect(ofKind(fail.e, 'unitDied')).toEqual([{ e: 'unitDied', unit: 'father', hex: at(3, 11), cause: 'collapse' }]);
    expect(fail.s.ground[at(3, 11)]).toBe('#');
  });

  it('§6.4 the Amulet cancels the next death from an event card; a unit saved from Collapse has passed its check', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    give(s, 'father', { k: 'amulet', turn: 0 });
    lay(s, at(3, 11), 'collapse');
    start(s, 'father');
    dice(s, 1);
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'amuletUsed')).toEqual([{ e: 'amuletUsed', unit: 'father' }]);
    expect(u(s, 'father').hex).toBe(at(3, 10));
    expect(u(s, 'father').statuses).toEqual([]);
  });

  it('Aftershock (a die, not a check): on a 1 every unit has −1 movement next turn', () => {
    const { s, e } = meet('aftershockCard', { faces: [1] });
    expect(ofKind(e, 'aftershock')).toEqual([{ e: 'aftershock', turn: 2, source: 'card' }]);
    expect(s.aftershock).toBe(2);
    expect(meet('aftershockCard', { faces: [2] }).s.aftershock).toBe(0);
  });

  it('§9 Flooded Lane, Broken Glass, Falling Wall: a check, 4–6 passes; on a fail the move ends / Sprained / Stunned', () => {
    expect(moveEnded(meet('flooded', { faces: [4] }).e)).toEqual([]);
    expect(moveEnded(meet('flooded', { faces: [3] }).e)).toEqual(['flooded']);
    expect(u(meet('glass', { faces: [5] }).s, 'father').statuses).toEqual([]);
    expect(u(meet('glass', { faces: [1] }).s, 'father').statuses).toEqual([{ k: 'sprained', turn: 2 }]);
    const wall = meet('wall', { faces: [2] });
    expect(moveEnded(wall.e)).toEqual(['wall']);
    expect(u(wall.s, 'father').statuses).toEqual([{ k: 'stunned', turn: 2 }]);
    expect(kinds(wall.s)).toEqual(['p1:claim']);
  });

  it('§9 a child fails every check, with no die ([R] ruling 8)', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { child1: at(3, 10), father: at(0, 16) });
    lay(s, at(3, 11), 'collapse');
    start(s, 'child1');
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'checkResolved')).toEqual([
      { e: 'checkResolved', unit: 'child1', card: 'collapse', pass: false, auto: true, value: null },
    ]);
    expect(ofKind(e, 'diceRolled')).toEqual([]);
    expect(ofKind(e, 'unitDied')[0]).toMatchObject({ unit: 'child1', cause: 'collapse' });
  });
});

describe('§8.1 [R] Debris in a family of two', () => {
  it('the one other member beside it clears it (two helpers would hold the trapped one for good)', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    lay(s, at(3, 11), 'debris');
    start(s, 'father');
    walk(s, 'p1', at(3, 11));
    place(s, { child1: at(2, 11) });
    start(s, 'child1');
    expect(ofKind(finish(s), 'debrisCleared')).toEqual([{ e: 'debrisCleared', hex: at(3, 11), freed: ['father'] }]);
  });
});
