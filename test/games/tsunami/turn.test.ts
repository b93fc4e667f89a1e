/** §5 a turn: the free-order family phase, the family timer, the tsunami, the aftershock check; §11 the end. */
import { describe, expect, it } from 'vitest';
import { GameHost, type HostPolicy } from '../../../shared/core/host';
import { VirtualTime } from '../../../shared/core/virtual-time';
import {
  act,
  at,
  dice,
  endTurn,
  finish,
  g,
  game,
  kinds,
  legal,
  ofKind,
  place,
  prompt,
  refused,
  start,
  walk,
} from './helpers';
import type { State } from '../../../shared/tsunami/types';

describe('§5.1 the family phase: free order, one activation at a time', () => {
  it('every seat with a unit that may activate is asked at once; the first claim wins, the others are refused', () => {
    const s = game({ familySize: 4, people: 2 }, { bare: true });
    expect(kinds(s)).toEqual(['p1:claim', 'p2:claim']);
    // p1 holds Father and Grandpa, p2 Child 1 and Mother
    expect(legal(s, 'p1')).toEqual([
      { type: 'claim', unit: 'father' },
      { type: 'claim', unit: 'grandpa' },
      { type: 'done' },
    ]);
    expect(g.decisionGroup?.(s, 'p1')).toBe(g.decisionGroup?.(s, 'p2'));
    act(s, 'p2', { type: 'claim', unit: 'mother' });
    expect(refused(s, 'p1', { type: 'claim', unit: 'father' })).toBe('activationRunning');
    // [R] ruling 13: "done" only while no activation runs
    expect(refused(s, 'p1', { type: 'done' })).toBe('activationRunning');
    // a seat may not claim another seat's member
    finish(s, 'p2');
    expect(refused(s, 'p1', { type: 'claim', unit: 'child1' })).toBe('illegal');
    expect(kinds(s)).toEqual(['p1:claim', 'p2:claim']);
  });

  it('through the host, a claim that lost the race is refused with its reason, never a silent stale', () => {
    const time = new VirtualTime();
    const policy: HostPolicy = { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: 'random' };
    const options = g.parseOptions({ familySize: 4, people: 2 });
    if (!options.ok) throw new Error('options');
    const { host } = GameHost.start(g, options.value, 1, time, policy, {
      computerPlays: () => false,
      think: () => null,
      committed: () => undefined,
    });
    const s = host.state as State;
    while (s.prompts[0]?.kind === 'skillMix') host.act(s.prompts[0].seat, { type: 'mix', first: 2 });
    const seen = host.v;
    expect(host.submit('p2', { type: 'claim', unit: 'mother' }, seen)).toBeNull();
    expect(host.submit('p1', { type: 'claim', unit: 'father' }, seen)).toEqual({
      code: 'activationRunning',
      params: { unit: 'mother' },
    });
  });

  it('"done" gives up the seat’s remaining activations; the phase ends when nobody can activate', () => {
    const s = game({ familySize: 4, people: 2 }, { bare: true });
    const e = act(s, 'p1', { type: 'done' });
    expect(ofKind(e, 'activationsGivenUp')).toEqual([
      { e: 'activationsGivenUp', units: ['father', 'grandpa'], seat: 'p1', why: 'done' },
    ]);
    expect(kinds(s)).toEqual(['p2:claim']);
    start(s, 'child1', 'p2');
    finish(s, 'p2');
    const end = act(s, 'p2', { type: 'done' });
    expect(ofKind(end, 'rowsFlooded')).toHaveLength(1);
    expect(s.turn).toBe(2);
  });

  it('each living unit activates once a turn', () => {
    const s = game({ familySize: 2 }, { bare: true });
    start(s, 'father');
    finish(s);
    expect(legal(s)).toEqual([{ type: 'claim', unit: 'child1' }, { type: 'done' }]);
  });
});

describe('§5.1 the family timer (a table setting)', () => {
  it('a turn clock for every seat while the phase runs; at expiry no new claim and the unacted lose their turn', () => {
    const s = game({ familySize: 4, people: 2, familySeconds: 180 }, { bare: true });
    expect(g.clocks(s).filter((c) => c.kind === 'turn')).toEqual([
      { key: 'family:1', seats: ['p1', 'p2'], kind: 'turn', seconds: 180 },
    ]);
    expect(g.timeoutAction(s, 'p1')).toEqual({ type: 'timeout' });
    const e = act(s, 'p1', { type: 'timeout' });
    expect(ofKind(e, 'timeUp')).toHaveLength(1);
    expect(ofKind(e, 'activationsGivenUp')[0]).toMatchObject({ why: 'timeout', seat: null });
    expect(s.turn).toBe(2);
  });

  it('the activation in progress completes; each decision still needed has 30 s, then its default ([R] ruling 13)', () => {
    const s = game({ familySize: 2, familySeconds: 300 }, { bare: true });
    place(s, { father: at(3, 4), child1: at(3, 4) });
    start(s, 'father');
    walk(s, 'p1', at(3, 5));
    const before = prompt(s)?.id;
    act(s, 'p1', { type: 'timeout' });
    // the same decision, asked again: its 30 s start at the timeout
    expect(prompt(s)?.kind).toBe('step');
    expect(prompt(s)?.id).not.toBe(before);
    expect(g.clocks(s).filter((c) => c.kind === 'turn')).toEqual([
      { key: `grace:${prompt(s)?.id}`, seats: ['p1'], kind: 'turn', seconds: 30 },
    ]);
    expect(g.timeoutAction(s, 'p1')).toEqual({ type: 'stop' });
    // the player may still step
    walk(s, 'p1', at(2, 6));
    act(s, 'p1', { type: 'stop' });
    // the child never activates: the water comes
    expect(s.turn).toBe(2);
    // the next turn's timer starts afresh
    expect(g.clocks(s).find((c) => c.kind === 'turn')?.key).toBe('family:2');
  });

  it('no timer: no turn clock, and a timeout is refused', () => {
    const s = game({}, { bare: true });
    expect(g.clocks(s).some((c) => c.kind === 'turn')).toBe(false);
    expect(g.timeoutAction(s, 'p1')).toBeNull();
    expect(refused(s, 'p1', { type: 'timeout' })).toBe('illegal');
  });
});

describe('§5.2 the tsunami phase', () => {
  it('at the end of turn k rows 2k−1 and 2k flood: units there are swept away, cards there are gone', () => {
    const s = game({ familySize: 3 }, { bare: true });
    place(s, { grandpa: at(2, 2), father: at(5, 3) });
    s.cards[at(0, 1)] = { card: 'mud', zone: 'G', up: false };
    const e = endTurn(s);
    expect(ofKind(e, 'rowsFlooded')).toEqual([{ e: 'rowsFlooded', rows: [1, 2], turn: 1, cardsLost: [at(0, 1)] }]);
    expect(ofKind(e, 'unitDied')).toEqual([{ e: 'unitDied', unit: 'grandpa', hex: at(2, 2), cause: 'water' }]);
    expect(s.lost).toEqual([{ card: 'mud', zone: 'G' }]);
    expect(s.flooded).toBe(2);
    // a flooded hex can never be entered again
    start(s, 'father');
    expect(legal(s).some((a) => a.type === 'step' && a.hex === at(4, 2))).toBe(false);
  });

  it('[R] ruling 14: the game ends the moment nobody is left on the map; §11 the result', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 1), child1: at(4, 2) });
    const e = endTurn(s);
    expect(ofKind(e, 'gameEnded')[0].result).toEqual({
      tier: 'tragedy',
      score: 0,
      max: 5,
      escaped: [],
      lost: ['father', 'child1'],
      cat: false,
    });
    expect(g.isOver(s)).toBe(true);
    expect(g.outcome(s)).toEqual({ winners: [], reason: 'tragedy' });
    expect(g.activeSeats(s)).toEqual([]);
    expect(refused(s, 'p1', { type: 'done' })).toBe('gameOver');
  });

  it('the game lasts at most 10 turns: the top row floods at the end of turn 10', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(0, 19), child1: at(2, 19) });
    for (let turn = 1; turn <= 9; turn++) endTurn(s);
    expect(s.units.every((x) => x.fate === 'map')).toBe(true);
    const e = endTurn(s);
    expect(ofKind(e, 'rowsFlooded')[0].rows).toEqual([19, 20]);
    expect(s.result?.lost).toEqual(['father', 'child1']);
  });
});

describe('§5.3 hard mode: the aftershock check', () => {
  it('a 1 at the end of a turn: next turn every unit −1 movement, never below 1', () => {
    const s = game({ familySize: 3, hardMode: true }, { bare: true });
    place(s, { father: at(3, 10), child1: at(0, 12), grandpa: at(7, 10) });
    dice(s, 1);
    const e = endTurn(s);
    expect(ofKind(e, 'diceRolled')).toEqual([{ e: 'diceRolled', purpose: 'aftershock', value: 1, unit: null }]);
    expect(ofKind(e, 'aftershock')).toEqual([{ e: 'aftershock', turn: 2, source: 'check' }]);
    expect(ofKind(e, 'turnStarted')[0]).toMatchObject({ turn: 2, aftershock: true });
    expect(ofKind(start(s, 'father'), 'allowanceSet')[0].allowance).toMatchObject({ penalty: 1, total: 1 });
    finish(s);
    // [R] ruling 2: the floor of 1 holds for a grandparent
    expect(ofKind(start(s, 'grandpa'), 'allowanceSet')[0].allowance.total).toBe(1);
  });

  it('[R] ruling 9: the check is rolled even when an Aftershock card struck that turn; the penalty stays −1', () => {
    const s = game({ familySize: 2, hardMode: true }, { bare: true });
    place(s, { father: at(3, 10), child1: at(3, 10) });
    s.cards[at(3, 11)] = { card: 'aftershockCard', zone: 'Y', up: false };
    start(s, 'father');
    dice(s, 1, 1);
    const e = walk(s, 'p1', at(3, 11));
    expect(ofKind(e, 'aftershock')).toEqual([{ e: 'aftershock', turn: 2, source: 'card' }]);
    const end = endTurn(s);
    expect(ofKind(end, 'aftershock')).toEqual([{ e: 'aftershock', turn: 2, source: 'check' }]);
    expect(s.aftershock).toBe(2);
    expect(ofKind(start(s, 'father'), 'allowanceSet')[0].allowance.penalty).toBe(1);
  });

  it('without hard mode no die is rolled at the end of a turn', () => {
    const s = game({ familySize: 2 }, { bare: true });
    place(s, { father: at(3, 10), child1: at(3, 10) });
    expect(ofKind(endTurn(s), 'diceRolled')).toEqual([]);
  });
});
