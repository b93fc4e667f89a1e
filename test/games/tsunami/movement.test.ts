/** §6 activation and movement: the allowance (§6.1), steps (§6.2), dash and fatigue (§6.3), statuses (§6.4). */
import { describe, expect, it } from 'vitest';
import {
  act,
  at,
  dice,
  endTurn,
  finish,
  game,
  give,
  has,
  lay,
  legal,
  ofKind,
  place,
  prompt,
  start,
  u,
  walk,
} from './helpers';
import type { State } from '../../../shared/tsunami/types';

const allowance = (events: ReturnType<typeof start>) => ofKind(events, 'allowanceSet')[0].allowance;

/** The next turn, everyone where they stand (the water far below). */
function nextTurn(s: State): void {
  endTurn(s);
}

describe('§6.1 the allowance, fixed when the activation starts', () => {
  it('role movement: Child 3, Father 2, Mother 2, Grandpa 1, Grandma 1', () => {
    const s = game({ familySize: 6 }, { bare: true });
    // everyone far from the children
    place(s, {
      father: at(0, 12),
      mother: at(7, 12),
      grandpa: at(0, 16),
      grandma: at(7, 16),
      child1: at(3, 19),
      child2: at(3, 20),
    });
    const total = (id: Parameters<typeof start>[1]) => {
      const a = allowance(start(s, id));
      finish(s);
      return a.total;
    };
    expect([total('father'), total('mother'), total('grandpa'), total('grandma')]).toEqual([2, 2, 1, 1]);
    // each child 3, +1 for the other child within 2
    expect(total('child1')).toBe(4);
  });

  it('+1 for each other child within 2 hexes (Family Acceleration stacks; a Stunned child counts too)', () => {
    const s = game({ familySize: 5 }, { bare: true });
    place(s, { grandpa: at(3, 12), child1: at(3, 14), child2: at(4, 12), father: at(0, 16), mother: at(7, 16) });
    give(s, 'child2', { k: 'stunned', turn: 2 });
    expect(allowance(start(s, 'grandpa'))).toEqual({
      base: 1,
      rolled: false,
      children: 2,
      bonus: 0,
      penalty: 0,
      fatigue: 0,
      total: 3,
    });
    finish(s);
    // a child counts the other child only
    expect(allowance(start(s, 'child1')).children).toBe(1);
  });

  it('bonuses and penalties due this turn, at least 1; Injured lasts the whole game', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 12), father: at(0, 16), child1: at(7, 19) });
    give(s, 'grandpa', { k: 'rest', turn: 1 }, { k: 'highGround', turn: 1 }, { k: 'injured', turn: 0 });
    expect(allowance(start(s, 'grandpa'))).toMatchObject({ bonus: 3, penalty: 1, total: 3 });
    finish(s);
    nextTurn(s);
    give(s, 'grandpa', { k: 'sprained', turn: 2 });
    expect(allowance(start(s, 'grandpa'))).toMatchObject({ bonus: 0, penalty: 2, total: 1 });
  });

  it('[R] ruling 1: an Exhausted unit’s base is the lower of its movement and ceil(1d6 / 2)', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { father: at(0, 12), child1: at(7, 19), grandpa: at(7, 15) });
    for (const x of s.units) give(s, x.id, { k: 'exhausted', turn: 1 });
    dice(s, 6);
    expect(allowance(start(s, 'father'))).toMatchObject({ base: 2, rolled: true, total: 2 });
    finish(s);
    dice(s, 6);
    expect(allowance(start(s, 'child1')).base).toBe(3);
    finish(s);
    dice(s, 1);
    const e = start(s, 'grandpa');
    expect(ofKind(e, 'diceRolled')).toEqual([{ e: 'diceRolled', purpose: 'exhaustion', value: 1, unit: 'grandpa' }]);
    expect(allowance(e).base).toBe(1);
  });
});

describe('§6.2 steps', () => {
  it('to a neighbour that is on the map, not flooded, not terrain and not a cliff (Father excepted); units never block', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(4, 8), child1: at(3, 8) });
    start(s, 'child1');
    const steps = legal(s)
      .filter((a) => a.type === 'step')
      .map((a) => (a as { hex: number }).hex);
    // (4,8) holds Father (shared hexes are fine); (3,9) and (4,9) are cliffs; (2,8) is a terrain tile
    expect(steps.sort((a, b) => a - b)).toEqual([at(3, 7), at(4, 7), at(4, 8)].sort((a, b) => a - b));
    finish(s);
    start(s, 'father');
    expect(has(s, 'p1', { type: 'step', hex: at(4, 9) })).toBe(true);
    expect(has(s, 'p1', { type: 'step', hex: at(5, 9) })).toBe(true);
  });

  it('the move ends when the allowance is spent (stop is then the only answer and is taken at once)', () => {
    const s = game({ familySize: 2, dash: false }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    start(s, 'father');
    const e = walk(s, 'p1', at(3, 11), at(3, 12));
    expect(ofKind(e, 'moveEnded')).toEqual([{ e: 'moveEnded', unit: 'father', why: 'spent' }]);
    expect(prompt(s)?.kind).toBe('claim');
  });

  it('Watch Your Step: a face-down card’s hex only as the last step of the move', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    give(s, 'father', { k: 'watchStep', turn: 1 });
    lay(s, at(3, 11), 'clear');
    start(s, 'father');
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'moveEnded')).toEqual([{ e: 'moveEnded', unit: 'father', why: 'watchStep' }]);
  });

  it('Disoriented: the first step’s direction is rolled; an illegal hex loses the step and its point ([R] ruling 12)', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(5, 12), child1: at(0, 16) });
    give(s, 'father', { k: 'disoriented', turn: 1 });
    start(s, 'father');
    expect(legal(s)).toEqual([{ type: 'stumble' }, { type: 'dash' }, { type: 'stop' }]);
    // 2: NE of (5,12), an even row: (6,13) — open
    dice(s, 2);
    const e = act(s, 'p1', { type: 'stumble' });
    expect(ofKind(e, 'unitMoved')).toEqual([
      { e: 'unitMoved', unit: 'father', from: at(5, 12), to: at(6, 13), how: 'stumble' },
    ]);
    // then normally
    expect(legal(s).some((a) => a.type === 'step')).toBe(true);
    finish(s);
    nextTurn(s);
    give(s, 'father', { k: 'disoriented', turn: 2 });
    place(s, { father: at(5, 12) });
    start(s, 'father');
    // 3: NW of (5,12): (5,13), a terrain tile — the step is lost
    dice(s, 3);
    const lost = act(s, 'p1', { type: 'stumble' });
    expect(ofKind(lost, 'stepLost')).toEqual([{ e: 'stepLost', unit: 'father', direction: 'NW' }]);
    expect(s.activation?.allowance).toBe(1);
    expect(u(s, 'father').hex).toBe(at(5, 12));
  });
});

describe('§6.3 dash and fatigue', () => {
  it('once per activation, +1 allowance, Fatigued next turn: −1 after the minimum of 1 ([R] ruling 2)', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 12), father: at(0, 16), child1: at(7, 19) });
    start(s, 'grandpa');
    const e = act(s, 'p1', { type: 'dash' });
    expect(ofKind(e, 'statusGained')).toEqual([{ e: 'statusGained', unit: 'grandpa', status: 'fatigued', turn: 2 }]);
    expect(s.activation?.allowance).toBe(2);
    expect(has(s, 'p1', { type: 'dash' })).toBe(false);
    finish(s);
    nextTurn(s);
    // a Fatigued speed-1 unit has 0, and cannot dash: its move ends at once
    const e2 = start(s, 'grandpa');
    expect(allowance(e2)).toMatchObject({ fatigue: 1, total: 0 });
    expect(ofKind(e2, 'moveEnded')).toEqual([{ e: 'moveEnded', unit: 'grandpa', why: 'spent' }]);
    expect(u(s, 'grandpa').hex).toBe(at(3, 12));
  });

  it('[R] ruling 10: with its allowance spent (0), a unit may still dash', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    start(s, 'father');
    walk(s, 'p1', at(3, 11), at(3, 12));
    expect(legal(s)).toEqual([{ type: 'dash' }, { type: 'stop' }]);
    act(s, 'p1', { type: 'dash' });
    expect(s.activation?.allowance).toBe(1);
  });

  it('no dash under Heavy Luggage; none at all in the No dash variant', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 16) });
    give(s, 'father', { k: 'luggage', turn: 1 });
    start(s, 'father');
    expect(has(s, 'p1', { type: 'dash' })).toBe(false);
    const t = game({ familySize: 2, dash: false }, { bare: true });
    start(t, 'father');
    expect(legal(t).some((a) => a.type === 'dash')).toBe(false);
  });

  it('the Water Bottle cancels one Fatigue before the allowance is set', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(3, 12), father: at(0, 16), child1: at(7, 19) });
    give(s, 'grandpa', { k: 'fatigued', turn: 1 });
    s.tokens.waterBottle = 1;
    act(s, 'p1', { type: 'claim', unit: 'grandpa' });
    expect(has(s, 'p1', { type: 'bottle' })).toBe(true);
    const e = act(s, 'p1', { type: 'bottle' });
    expect(ofKind(e, 'tokenUsed')).toEqual([{ e: 'tokenUsed', token: 'waterBottle', unit: 'grandpa' }]);
    expect(s.tokens.waterBottle).toBe(0);
    expect(allowance(act(s, 'p1', { type: 'go' })).total).toBe(1);
  });
});

describe('§6.4 statuses end on time', () => {
  it('"next turn" statuses apply the turn after and end after it; Injured never ends', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 12), child1: at(0, 16) });
    give(s, 'father', { k: 'sprained', turn: 2 }, { k: 'injured', turn: 0 });
    expect(allowance(start(s, 'father')).penalty).toBe(1);
    finish(s);
    nextTurn(s);
    expect(allowance(start(s, 'father')).penalty).toBe(2);
    finish(s);
    const e = endTurn(s);
    expect(ofKind(e, 'statusEnded')).toEqual([
      { e: 'statusEnded', unit: 'father', status: 'sprained', why: 'expired' },
    ]);
    expect(u(s, 'father').statuses).toEqual([{ k: 'injured', turn: 0 }]);
  });

  it('Stunned: no activation for the rest of this turn nor during the next one; it ends after that family phase', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 12), child1: at(0, 16) });
    give(s, 'father', { k: 'stunned', turn: 2 });
    expect(legal(s)).toEqual([{ type: 'claim', unit: 'child1' }, { type: 'done' }]);
    nextTurn(s);
    expect(legal(s)).toEqual([{ type: 'claim', unit: 'child1' }, { type: 'done' }]);
    const e = endTurn(s);
    expect(ofKind(e, 'statusEnded')).toEqual([{ e: 'statusEnded', unit: 'father', status: 'stunned', why: 'expired' }]);
    expect(legal(s)[0]).toEqual({ type: 'claim', unit: 'father' });
  });
});
