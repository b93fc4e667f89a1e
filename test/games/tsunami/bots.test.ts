/**
 * §13 the computer players: every level answers with a legal action from the public view alone; none of them peeks
 * (the same choice when only hidden cards, the real shelter or the generator differ); hints carry a reason.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../shared/core/rng';
import { determinize } from '../../../shared/tsunami/bots/determinize';
import { plan } from '../../../shared/tsunami/bots/planner';
import { REASON_KEYS } from '../../../shared/tsunami/bots/reasons';
import { perturbSecrets } from '../../../shared/tsunami/secrets';
import type { Action, State } from '../../../shared/tsunami/types';
import { g, game } from './helpers';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** States met along a game the greedy players play (a few per game). */
function points(options: Record<string, unknown>, seed: number, every: number): State[] {
  const s = game(options, { seed });
  const out: State[] = [];
  for (let n = 0; !s.result && n < 2000; n++) {
    const seat = g.activeSeats(s)[0];
    if (n % every === 0) out.push(JSON.parse(JSON.stringify(s)) as State);
    const a = g.computer.choose({ view: g.computer.viewFor(s, seat, [seat]), seat, level: 'greedy', seed: n });
    if (!a || !g.applyInPlace(s, seat, a).ok) throw new Error('the greedy player had no legal answer');
  }
  return out;
}

describe('§13 computer players', () => {
  it('every level answers with one of the seat’s legal actions', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++)
      for (const s of points({ familySize: 2 + (seed % 5), cat: seed % 2 === 0 }, seed, 9)) {
        const seat = g.activeSeats(s)[0];
        const legal = g.legalActions(s, seat);
        const view = g.computer.viewFor(s, seat, [seat]);
        for (const level of ['random', 'greedy'])
          expect(legal.some((a) => same(a, g.computer.choose({ view, seat, level, seed: 5 })))).toBe(true);
        const p = plan(view, seat, { maxPlayouts: 2, budgetMs: 60_000, seed: 5 });
        expect(legal.some((a) => same(a, p.action))).toBe(true);
        checked++;
      }
    expect(checked).toBeGreaterThan(60);
  });

  it('never peeks: the same choice when only the hidden cards, the real shelter and the generator differ', () => {
    let differing = 0;
    for (let seed = 1; seed <= 4; seed++)
      for (const s of points({ familySize: 2 + seed }, seed, 11)) {
        const t = perturbSecrets(s, 'spectator', seed * 97);
        if (!same(t.cards, s.cards) || !same(t.shelters, s.shelters)) differing++;
        const seat = g.activeSeats(s)[0];
        const a = g.computer.viewFor(s, seat, [seat]);
        const b = g.computer.viewFor(t, seat, [seat]);
        for (const level of ['random', 'greedy'])
          expect(g.computer.choose({ view: b, seat, level, seed: 3 })).toEqual(
            g.computer.choose({ view: a, seat, level, seed: 3 }),
          );
        const pa = plan(a, seat, { maxPlayouts: 3, budgetMs: 60_000, seed: 3 });
        const pb = plan(b, seat, { maxPlayouts: 3, budgetMs: 60_000, seed: 3 });
        expect([pb.action, pb.value]).toEqual([pa.action, pa.value]);
      }
    // the check proves something only if the hidden parts did differ
    expect(differing).toBeGreaterThan(20);
  });

  it('its sampled worlds keep every face-up card and draw the hidden ones from what each zone still holds', () => {
    const s = points({ familySize: 4 }, 7, 40)[2];
    const view = g.view(s, 'p1');
    const counts = (x: State) => x.cards.filter((c) => c && !c.up).length;
    for (let k = 0; k < 5; k++) {
      const w = determinize(view, k);
      expect(w.cards.map((c) => c && c.up && c.card)).toEqual(s.cards.map((c) => c && c.up && c.card));
      expect(counts(w)).toBe(counts(s));
      expect(w.shelters.filter((t) => t.real)).toHaveLength(1);
      expect(g.view(w, 'p1')).toEqual(view);
    }
  });

  it('a hint is a legal action with a translatable reason naming the move’s point', () => {
    const rng = new Random(4);
    let hints = 0;
    for (const s of points({ familySize: 5 }, 3, 13)) {
      const seat = g.activeSeats(s)[0];
      const h = g.computer.hint({ view: g.view(s, seat), seat, budgetMs: 50, seed: rng.int(1000) });
      if (!h) continue;
      expect(g.legalActions(s, seat).some((a: Action) => same(a, h.action))).toBe(true);
      expect(REASON_KEYS as readonly string[]).toContain(h.reason.key);
      if (h.winChance !== null) expect(h.winChance).toBeGreaterThanOrEqual(0);
      hints++;
    }
    expect(hints).toBeGreaterThan(5);
  });

  it("the planner is the default level (labelled Normal, as every game's default) and the only heavy one", () => {
    expect(g.computer.levels).toEqual(['random', 'greedy', 'planner']);
    expect(g.computer.defaultLevel).toBe('planner');
    expect(g.computer.heavy).toEqual(['planner']);
  });
});
