/**
 * The hint's reasons (issue 32): every reason the search can give for any legal answer of random games is worded in
 * Japanese and English with every parameter filled, a role choice (§6.1) names what the role brings, and the hint's
 * estimate is never a degenerate range.
 */
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../client/games/vulcanus/i18n/reasons';
import { texts } from '../../../client/games/vulcanus/texts';
import type { Lang } from '../../../client/i18n/lang';
import { Random } from '../../../shared/core/rng';
import { explain } from '../../../shared/vulcanus/bots/reason';
import { ROLES } from '../../../shared/vulcanus/data/cards';
import { setup, view, vulcanus as g } from '../../../shared/vulcanus/index';
import type { Options } from '../../../shared/vulcanus/types';

const LANGS: Lang[] = ['ja', 'en'];

describe('hint reasons are worded in both languages with every parameter filled', () => {
  it('every answer of random games (1 and 3 humans) reads without a hole, with its own words', () => {
    const seen = new Set<string>();
    for (const i of [0, 2]) {
      const { state } = setup({ humans: (i + 1) as Options['humans'], level: 0 }, 4100 + i);
      const rng = new Random(4100 + i);
      for (let k = 0; k < 4000 && !state.result; k++) {
        const seat = state.prompts[0].seat;
        const legal = g.legalActions(state, seat);
        const v = view(state, seat);
        for (const a of legal.slice(0, 12)) {
          const r = explain(v, seat, a);
          seen.add(r.key);
          for (const l of LANGS) {
            expect(REASONS[l][r.key], `${r.key} ${l}`).toBeTruthy();
            expect(texts.reason(r, l), `${r.key} ${JSON.stringify(r.params)}`).not.toMatch(/[{}]|undefined|NaN/);
          }
        }
        expect(g.applyInPlace(state, seat, rng.pick(legal)).ok).toBe(true);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  it('§6.1 a role choice names the role and what it brings, never "this role suits the team"', () => {
    const { state } = setup({ humans: 1, level: 0 }, 4200);
    const seat = state.prompts[0].seat;
    for (const role of ROLES) {
      const r = explain(view(state, seat), seat, { type: 'role', role: role.id });
      expect(texts.reason(r, 'en')).toContain(role.en);
      expect(texts.reason(r, 'ja')).toContain(role.ja);
    }
  });
});

describe("the hint's estimate", () => {
  it('is a range whose ends differ once rounded to whole percents', () => {
    const { state } = setup({ humans: 1, level: 0 }, 4300);
    const rng = new Random(4300);
    let ranges = 0;
    for (let k = 0; k < 400 && !state.result; k++) {
      const seat = state.prompts[0].seat;
      if (k % 10 === 0) {
        const h = g.computer.hint({ view: view(state, seat), seat, budgetMs: 30, seed: k });
        if (h?.estimate) {
          expect(Math.round(100 * h.estimate.low)).toBeLessThan(Math.round(100 * h.estimate.high));
          ranges++;
        }
      }
      expect(g.applyInPlace(state, seat, rng.pick(g.legalActions(state, seat))).ok).toBe(true);
    }
    expect(ranges).toBeGreaterThan(3);
  });
});
