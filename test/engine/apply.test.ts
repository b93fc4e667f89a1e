import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../shared/core/clone';
import { describeError } from '../../shared/core/errors';
import { apply, legalActions, redactEvent, view, vulcanus } from '../../shared/vulcanus/index';
import type { Seat, State } from '../../shared/vulcanus/types';
import { clearMap, execute, setTown, testGame } from './helpers';

/** apply must fail with an error code and leave the state exactly as it was; so must applyInPlace. */
function rejected(s: State, seat: string, a: unknown): string {
  const before = cloneJson(s);
  const r = apply(s, seat as Seat, a);
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  const copy = cloneJson(s);
  const r2 = vulcanus.applyInPlace(copy, seat as Seat, a);
  expect(r2.ok).toBe(false);
  expect(copy).toEqual(before);
  if (r.ok) return '';
  expect(typeof r.error.code).toBe('string');
  expect(r.error.code.length).toBeGreaterThan(3);
  return describeError(r.error);
}

describe('apply rejects illegal and malformed actions without changing the state', () => {
  it('design: malformed actions', () => {
    const g = testGame({ humans: 2, seed: 31 });
    for (const a of [null, undefined, 3, 'done', [], {}, { type: 4 }, { kind: 'done' }])
      expect(rejected(g.s, 'h1', a)).toMatch(/^notAnAction$/);
    expect(rejected(g.s, 'h1', { type: 'fly' })).toMatch(/^illegal .*planning/);
    expect(rejected(g.s, 'h1', { type: '__proto__' })).toMatch(/^illegal .*planning/);
    expect(rejected(g.s, 'h1', { type: 'constructor' })).toMatch(/^illegal .*planning/);
    expect(rejected(g.s, 'h1', { type: 'done', extra: 1 })).toMatch(/^illegal .*field.*done/);
    expect(rejected(g.s, 'h1', { type: 'place', card: 7, slot: 'A1' })).toMatch(/^illegal .*field.*place/);
    expect(rejected(g.s, 'h1', { type: 'takeBack', slot: '__proto__' })).toMatch(/^vulcanus.noCardThere$/);
    expect(rejected(g.s, 'h1', { type: 'redraw', role: 'fireChief', cards: 'all' })).toMatch(/^vulcanus.redrawNone$/);
  });

  it('§10/design wrong seats: a seat that does not exist, has no prompt, or a spectator', () => {
    const g = testGame({ humans: 2, seed: 31 });
    for (const seat of ['h3', 'kaiju', 'spectator', 'h9', '', '__proto__'])
      expect(rejected(g.s, seat, { type: 'done' })).toMatch(/^notYourTurn$/);
  });

  it('§7.3 well-formed answers that are not among the prompt’s options', () => {
    const g = testGame({ humans: 2, seed: 31 });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    g.card('kaiju:walk:1');
    expect(g.kind()).toBe('kaijuMove');
    expect(rejected(g.s, 'kaiju', { type: 'move', piece: 'kaiju', from: 'shibuya', to: 'ueno' })).toMatch(
      /^illegal .*"prompt":"kaijuMove"/,
    );
    rejected(g.s, 'kaiju', { type: 'pass' });
    rejected(g.s, 'kaiju', { type: 'move', piece: 'kaiju', from: 'shibuya', to: 'ebisu', extra: true });
    rejected(g.s, 'kaiju', { type: 'done' });
    rejected(g.s, 'h1', { type: 'pass' });
    // The legal answer still works afterwards.
    g.answer({ type: 'move', to: 'ebisu' });
  });

  it('§1/§11 nothing is accepted once the game is over', () => {
    const g = testGame({ humans: 2, seed: 31 });
    g.s.round = 6;
    g.s.stack = [{ t: 'round', k: 6 }];
    g.run();
    expect(g.s.result).not.toBeNull();
    expect(rejected(g.s, 'h1', { type: 'done' })).toMatch(/^gameOver$/);
    expect(legalActions(g.s, 'h1')).toEqual([]);
    expect(vulcanus.activeSeats(g.s)).toEqual([]);
    expect(vulcanus.isOver(g.s)).toBe(true);
  });
});

describe('apply is pure', () => {
  it('design: apply never mutates its input; applyInPlace gives the same state and events', () => {
    const g = testGame({ humans: 3, seed: 32 });
    const s = g.s;
    const before = cloneJson(s);
    const a = legalActions(s, 'h2')[0];
    const r = apply(s, 'h2', a);
    expect(r.ok).toBe(true);
    expect(s).toEqual(before);
    if (!r.ok) return;
    expect(r.value.state).not.toBe(s);
    expect(r.value.state.v).toBe(s.v + 1);
    const copy = cloneJson(s);
    const r2 = vulcanus.applyInPlace(copy, 'h2', a);
    expect(r2.ok && r2.value).toEqual(r.value.events);
    expect(copy).toEqual(r.value.state);
  });
});

describe('§10 who sees what', () => {
  it('§10 hands, unrevealed plan cards, kept bonus tiles and deck order are hidden per viewer', () => {
    const g = testGame({ humans: 2, seed: 33 });
    const [fc, js] = g.s.humans.roles;
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    g.act('h1', { type: 'place', card: fc.hand[0], slot: 'A1' });
    const placed = g.s.plan.A1?.card as string;
    const h1 = view(g.s, 'h1');
    const h2 = view(g.s, 'h2');
    const kaiju = view(g.s, 'kaiju');
    const spec = view(g.s, 'spectator');
    expect(h1.humans.roles[0].hand).toEqual(fc.hand);
    expect(h1.humans.roles[1].hand).toEqual(js.hand.map(() => '?'));
    expect(h1.plan.A1?.card).toBe(placed);
    expect(h2.plan.A1?.card).toBe('?');
    expect(h2.plan.A1?.owner).toBe('fireChief'); // the owner of a face-down card is public
    expect(kaiju.plan.A1?.card).toBe('?');
    expect(kaiju.kaiju.bonusKept).toEqual(g.s.kaiju.bonusKept);
    expect(h1.kaiju.bonusKept).toEqual(['?', '?', '?']);
    expect(kaiju.kaiju.deck.every((c) => c === '?')).toBe(true);
    expect(h1.humans.roles[0].deck.every((c) => c === '?')).toBe(true);
    expect(spec.humans.roles.every((r) => r.hand.every((c) => c === '?'))).toBe(true);
    expect(spec.rng).toEqual([0, 0, 0, 0]);
    expect(spec.seed).toBe(0);
    // Public things stay: map, tracks, funds, research, claims, counts.
    expect(spec.towns).toEqual(g.s.towns);
    expect(spec.humans.funds).toEqual(g.s.humans.funds);
    expect(spec.humans.roles[0].claim).toBe('colA');
    expect(spec.humans.roles[1].hand).toHaveLength(js.hand.length);
    // Another seat's prompt is visible, its options are not.
    expect(h1.prompts.find((p) => p.seat === 'h2')?.options).toEqual([]);
    // The placing event is redacted for everyone but its owner.
    const ev = g.ev('cardPlaced')[0];
    expect(redactEvent(g.s, ev, 'h1')).toEqual(ev);
    for (const v of ['h2', 'kaiju', 'spectator'] as const) expect(redactEvent(g.s, ev, v)).toMatchObject({ card: '?' });
  });

  it('§10/§7.3 during execution unrevealed cards stay hidden; revealed ones are public', () => {
    const g = testGame({ humans: 2, seed: 34 });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    setTown(g, 'ebisu', { citizens: 2 });
    setTown(g, 'harajuku', { citizens: 1 });
    execute(g, { A1: 'fireChief:budgetRequest:1', K1: 'kaiju:fireball:1', B1: 'jointStaff:moveSdf:1' });
    expect(g.kind()).toBe('fireball');
    const h1 = view(g.s, 'h1');
    expect(h1.plan.A1?.card).toBe('fireChief:budgetRequest:1');
    expect(h1.plan.K1?.card).toBe('kaiju:fireball:1');
    expect(h1.plan.B1?.card).toBe('?');
    expect(view(g.s, 'kaiju').plan.B1?.card).toBe('?');
    expect(view(g.s, 'h2').plan.B1?.card).toBe('jointStaff:moveSdf:1');
  });
});
