/**
 * The computer players: they decide from a view alone (§15), so two states that differ only in hidden things (face-down
 * tiles, pile and deck orders, the random generator) give the same decision; a determinized state agrees with the view
 * it came from; every level answers legally; a hint carries a reason.
 */
import { describe, expect, it } from 'vitest';
import { oztralia as g } from '../../../shared/oztralia/index';
import { determinize } from '../../../shared/oztralia/bots/determinize';
import { search } from '../../../shared/oztralia/bots/search';
import { perturbSecrets } from '../../../shared/oztralia/secrets';
import type { State } from '../../../shared/oztralia/types';

/** Seeded states part-way through greedy games, with the seat to decide. */
function states(n: number): { s: State; seat: string }[] {
  const out: { s: State; seat: string }[] = [];
  for (let i = 0; i < n; i++) {
    const o = g.parseOptions({ players: (i % 4) + 1 });
    if (!o.ok) throw new Error('options');
    const { state } = g.setup(o.value, 500 + i);
    const steps = 20 + 15 * i;
    for (let k = 0; k < steps && !g.isOver(state); k++) {
      const seat = g.activeSeats(state)[0];
      g.applyInPlace(state, seat, g.computer.choose({ view: g.view(state, seat), seat, level: 'greedy', seed: k }));
    }
    if (!g.isOver(state)) out.push({ s: state, seat: g.activeSeats(state)[0] });
  }
  return out;
}

const POINTS = states(8);

describe('computer players see only their view', () => {
  it('a determinized state, viewed again by the seat, is the view it came from', () => {
    for (const { s, seat } of POINTS) {
      const view = g.view(s, seat);
      for (const seed of [1, 2, 3]) expect(g.view(determinize(view, seat, seed), seat)).toEqual(view);
    }
  });

  it('the greedy and search choices are the same when only hidden things differ', () => {
    let differing = 0;
    for (const [i, { s, seat }] of POINTS.entries()) {
      const other = perturbSecrets(s, 'spectator', 99 + i);
      if (JSON.stringify(other) !== JSON.stringify(s)) differing++;
      const [va, vb] = [g.view(s, seat), g.view(other, seat)];
      expect(vb).toEqual(va);
      const greedy = (st: State) => g.computer.choose({ view: g.view(st, seat), seat, level: 'greedy', seed: 5 });
      expect(greedy(other)).toEqual(greedy(s));
      const deep = (st: State) =>
        search(g.view(st, seat), seat, { maxPlayouts: 12, budgetMs: 60_000, seed: 5 })?.action;
      expect(deep(other)).toEqual(deep(s));
    }
    expect(differing).toBe(POINTS.length);
  });

  it('every level answers with a legal action', () => {
    for (const { s, seat } of POINTS)
      for (const level of g.computer.levels) {
        const a = g.computer.choose({ view: g.view(s, seat), seat, level, seed: 3, budgetMs: 30 });
        expect(g.legalActions(s, seat)).toContainEqual(a);
      }
  });

  it('a hint names its point with a translatable reason and a chance to win', () => {
    const { s, seat } = POINTS[0];
    const h = g.computer.hint({ view: g.view(s, seat), seat, seed: 1, budgetMs: 50 });
    expect(h?.reason.key).toMatch(/^[a-z][A-Za-z]+$/);
    expect(g.legalActions(s, seat)).toContainEqual(h?.action);
  });
});
