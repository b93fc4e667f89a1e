/** §7 the kaiju's actions, §9 tsunami and dykes, §13 the ends. */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../shared/leviath/types';
import { act, g, giveHand, has, legal, passHumanTurn, refused, started, toAction, types } from './helpers';

/** A game at the kaiju's action prompt, Leviath on `at` (moved there by the test), energy `energy`. */
function atAction(at = 27, energy = 2, options: Record<string, unknown> = {}): State {
  const s = started(options, 27);
  passHumanTurn(s);
  toAction(s);
  s.kaiju.at = at;
  s.kaiju.trail.push(at);
  s.kaiju.energy = energy;
  s.candidates = [at];
  s.clues = [{ k: 'in', spaces: [at], why: 'search', v: 0 }];
  return s;
}

describe('§7 A Silence', () => {
  it('+2 energy, nothing else; always legal; excess over 7 is lost', () => {
    const s = atAction(27, 6);
    expect(legal(s, 'kaiju')[0]).toEqual({ type: 'silence' });
    const events = act(s, 'kaiju', { type: 'silence' });
    expect(events.slice(0, 2)).toEqual([
      { type: 'kaijuActed', action: 'silence' },
      { type: 'energy', from: 6, to: 7 },
    ]);
    expect(s.kaiju.energy).toBe(7);
    expect(s.prompts[0]?.seat).toBe('h1');
  });
});

describe('§7 B Predation', () => {
  it("a ship at sea on Leviath's space or next to it goes to the port; +3 energy; which ship is public", () => {
    const s = atAction(20, 2);
    s.ships = { s1: 20, s2: 21, s3: 22, s4: 'port' };
    const targets = legal(s, 'kaiju').flatMap((a) => (a.type === 'predation' ? [a.ship] : []));
    expect(targets).toEqual(['s1', 's2']);
    s.candidates = [19, 20, 21, 30];
    s.clues = [{ k: 'in', spaces: [19, 20, 21, 30], why: 'search', v: 0 }];
    const events = act(s, 'kaiju', { type: 'predation', ship: 's2' });
    expect(events.slice(0, 3)).toEqual([
      { type: 'kaijuActed', action: 'predation' },
      { type: 'energy', from: 2, to: 5 },
      { type: 'shipEaten', ship: 's2', from: 21 },
    ]);
    expect(s.ships.s2).toBe('port');
    expect(s.candidates).toEqual([20, 21]);
  });

  it('[R] needs a legal target: no ship near, no predation', () => {
    const s = atAction(29, 2);
    expect(legal(s, 'kaiju').some((a) => a.type === 'predation')).toBe(false);
    expect(refused(s, 'kaiju', { type: 'predation', ship: 's1' })).toBe('illegal');
  });

  it('§1 fleet end: the last ship at sea eaten, Leviath wins', () => {
    const s = atAction(20, 2);
    s.ships = { s1: 20, s2: 'port', s3: 'port', s4: 'port' };
    act(s, 'kaiju', { type: 'predation', ship: 's1' });
    expect(s.result).toEqual({ winner: 'kaiju', reason: 'fleet' });
  });
});

describe('§7 C Move', () => {
  it('−2 energy; 0–3 steps along sea spaces, through ships, never onto or through a mine [R]; nothing announced', () => {
    const s = atAction(27, 2);
    s.ships.s1 = 26;
    s.mines = [28];
    const dests = legal(s, 'kaiju').flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(dests).toEqual([17, 18, 19, 26, 27]);
    const events = act(s, 'kaiju', { type: 'move', to: 19 });
    expect(events).toContainEqual({ type: 'kaijuMoved', kind: 'move', path: [27, 26, 18, 19] });
    const told = events.map((e) => g.redactEvent(s, e, 'h1'));
    expect(told).toContainEqual({ type: 'kaijuMoved', kind: 'move', path: null });
    expect(told).toContainEqual({ type: 'kaijuActed', action: 'move' });
    expect(s.kaiju.energy).toBe(0);
    expect(s.kaiju.trail.slice(-3)).toEqual([26, 18, 19]);
    expect(s.candidates).toEqual([17, 18, 19, 26, 27]);
  });

  it('energy never below 0: no move with less than 2', () => {
    const s = atAction(27, 1);
    expect(legal(s, 'kaiju').some((a) => a.type === 'move')).toBe(false);
  });
});

describe('§7 D Tsunami and §9 dykes', () => {
  it("−3 energy; only letters on Leviath's rays; the letter public, its origin told to the kaiju only", () => {
    const s = atAction(12, 3);
    const letters = legal(s, 'kaiju').flatMap((a) => (a.type === 'tsunami' ? [a.letter] : []));
    expect(letters).toEqual(['A', 'E', 'B', 'D']);
    s.candidates = [12, 29];
    s.clues = [{ k: 'in', spaces: [12, 29], why: 'search', v: 0 }];
    const events = act(s, 'kaiju', { type: 'tsunami', letter: 'B' });
    const wave = events.find((e) => e.type === 'tsunami');
    expect(wave).toEqual({ type: 'tsunami', letter: 'B', from: 12 });
    expect(g.redactEvent(s, wave as never, 'h1')).toEqual({ type: 'tsunami', letter: 'B', from: null });
    expect(g.redactEvent(s, wave as never, 'spectator')).toEqual({ type: 'tsunami', letter: 'B', from: null });
    expect(s.kaiju.energy).toBe(0);
    expect(s.candidates).toEqual([12]);
  });

  it('no tsunami from 29 (no ray meets land), nor with less than 3 energy', () => {
    expect(legal(atAction(29, 7), 'kaiju').some((a) => a.type === 'tsunami')).toBe(false);
    expect(legal(atAction(12, 2), 'kaiju').some((a) => a.type === 'tsunami')).toBe(false);
  });

  it('a built dyke stops the wave: revealed and discarded, the energy stays spent; the next wave submerges', () => {
    const s = atAction(4, 7);
    s.dykes = { materials: ['A', 'B', 'D', 'E'], construction: ['C'], discard: [] };
    const events = act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    expect(events).toContainEqual({ type: 'dykeStopped', letter: 'C' });
    expect(s.dykes).toEqual({ materials: ['A', 'B', 'D', 'E'], construction: [], discard: ['C'] });
    expect(s.submerged).toEqual([]);
    expect(s.kaiju.energy).toBe(4);
    passHumanTurn(s);
    toAction(s);
    const next = act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    expect(next).toContainEqual({ type: 'townSubmerged', letter: 'C', dykeDiscarded: false });
    expect(s.submerged).toEqual(['C']);
  });

  it('no dyke built: the town is submerged and its tile leaves the materials for the discard', () => {
    const s = atAction(4, 3);
    const events = act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    expect(events).toContainEqual({ type: 'townSubmerged', letter: 'C', dykeDiscarded: true });
    expect(s.dykes.materials).toEqual(['A', 'B', 'D', 'E']);
    expect(s.dykes.discard).toEqual(['C']);
    // a submerged town is no longer a target
    s.kaiju.energy = 7;
    passHumanTurn(s);
    toAction(s);
    expect(has(s, 'kaiju', { type: 'tsunami', letter: 'C' })).toBe(false);
  });

  it('§1 flood end: the 4th submerged town wins for Leviath at once', () => {
    const s = atAction(4, 3, { disaster: 2 });
    s.submerged = ['A', 'B', 'D'];
    s.dykes = { materials: ['C', 'E'], construction: [], discard: ['A', 'B', 'D'] };
    const events = act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    expect(s.result).toEqual({ winner: 'kaiju', reason: 'flood' });
    expect(types(events).at(-1)).toBe('gameEnded');
  });
});

describe('§13 the end', () => {
  it('the memo and every secret the final views show are revealed to all', () => {
    const s = atAction(4, 3);
    s.submerged = ['A', 'B', 'D'];
    s.dykes = { materials: ['C', 'E'], construction: [], discard: ['A', 'B', 'D'] };
    const events = act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    const end = events.at(-1);
    expect(g.redactEvent(s, end as never, 'h1')).toEqual(end);
    expect(end).toMatchObject({ type: 'gameEnded', winner: 'kaiju', reason: 'flood', trail: s.kaiju.trail });
    expect(g.view(s, 'h1').secret?.at).toBe(4);
    expect(g.view(s, 'spectator').dykes.materials).toEqual(['E']);
    expect(g.outcome(s)).toEqual({ winners: ['kaiju'], reason: 'flood' });
    expect(g.legalActions(s, 'kaiju')).toEqual([]);
    expect(refused(s, 'kaiju', { type: 'silence' })).toBe('gameOver');
  });

  it('a capture names every human seat as winners', () => {
    const s = started({ humans: 3 }, 27);
    s.mines = [26];
    s.ships.s1 = 28;
    giveHand(s, 'h1', ['mineLaying', 'sonar']);
    act(s, 'h1', { type: 'done' });
    act(s, 'h1', { type: 'play', card: 'mineLaying', space: 28 });
    expect(g.outcome(s)).toEqual({ winners: ['h1', 'h2', 'h3'], reason: 'captured' });
  });
});
