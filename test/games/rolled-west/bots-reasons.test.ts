/**
 * The hint's reasons (issue 32): every reason for any legal answer of random games — the own turn and the
 * between-turns bank (§8) alike — is worded in Japanese and English with every parameter filled; the hint answers at
 * the bank; its estimate is never a degenerate range.
 */
import { describe, expect, it } from 'vitest';
import { REASONS, texts } from '../../../client/games/rolled-west/texts';
import type { Lang } from '../../../client/i18n/lang';
import { Random } from '../../../shared/core/rng';
import { reasonFor } from '../../../shared/rolled-west/bots';
import { rolledWest as g } from '../../../shared/rolled-west/index';

const LANGS: Lang[] = ['ja', 'en'];

function game(players: 2 | 3 | 4, seed: number) {
  const o = g.parseOptions({ players });
  if (!o.ok) throw new Error('options');
  return g.setup(o.value, seed).state;
}

describe('hint reasons are worded in both languages with every parameter filled', () => {
  it('every answer of random games (2–4 players) reads without a hole, with its own words', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const s = game((2 + i) as 2 | 3 | 4, 5100 + i);
      const rng = new Random(5100 + i);
      while (!g.isOver(s)) {
        for (const seat of g.activeSeats(s)) {
          const v = g.view(s, seat);
          for (const a of g.legalActions(s, seat)) {
            const r = reasonFor(v, a);
            seen.add(r.key);
            for (const l of LANGS) {
              expect(REASONS[r.key]?.[l], `${r.key} ${l}`).toBeTruthy();
              expect(texts.reason(r, l), `${r.key} ${JSON.stringify(r.params)}`).not.toMatch(/[{}]|undefined|NaN/);
            }
          }
        }
        const seat = g.activeSeats(s)[0];
        expect(g.applyInPlace(s, seat, rng.pick(g.legalActions(s, seat))).ok).toBe(true);
      }
    }
    for (const k of ['terrain', 'copy', 'pass', 'camp', 'endTurn']) expect(seen).toContain(k);
  });
});

describe('the hint at the between-turns bank (§8)', () => {
  it('answers a waiting seat with a copy or a pass, and its estimate is a range that does not collapse', () => {
    const s = game(2, 5200);
    const rng = new Random(5200);
    let banks = 0;
    let ranges = 0;
    while (!g.isOver(s) && banks < 6) {
      const active = g.activeSeats(s);
      const banker = active.find((x) => s.window?.waiting.includes(x));
      if (banker) {
        const h = g.computer.hint({ view: g.view(s, banker), seat: banker, budgetMs: 60, seed: banks });
        expect(h).not.toBeNull();
        expect(['copy', 'pass']).toContain(h?.action.type);
        if (h?.estimate) {
          expect(Math.round(100 * h.estimate.low)).toBeLessThan(Math.round(100 * h.estimate.high));
          ranges++;
        }
        banks++;
      }
      const seat = banker ?? active[0];
      expect(g.applyInPlace(s, seat, rng.pick(g.legalActions(s, seat))).ok).toBe(true);
    }
    expect(banks).toBe(6);
    expect(ranges).toBeGreaterThan(0);
  });
});
