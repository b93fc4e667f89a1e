// @vitest-environment happy-dom
/**
 * The frame's hint (client/ui/frame/hint.ts) while a decision outlives other players' moves (issue 32: Rolled West's
 * between-turns bank, §8, stays open while the roller spends): the answer stands while the decision is the same, and
 * goes when it changes.
 */
import { describe, expect, it } from 'vitest';
import type { Hint } from '../../shared/core/game';
import type { GameTexts } from '../../client/games/types';
import type { GameUpdate } from '../../client/net/types';
import { frameHint } from '../../client/ui/frame/hint';

const bank = [{ type: 'copy', face: 'W' }, { type: 'pass' }];
const u = (v: number, legal: unknown[] = bank): GameUpdate => ({
  v,
  seat: 'p2',
  view: {},
  legal,
  events: [],
  active: ['p1', 'p2'],
  outcome: null,
});
const texts = { reason: (r: { key: string }) => `why:${r.key}` } as unknown as GameTexts;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe("the frame's hint", () => {
  it("§8 stays while the same decision stands across other seats' moves, and goes when it changes", async () => {
    const asked: number[] = [];
    const marks: unknown[] = [];
    const source = {
      hint: (v: number): Promise<Hint<unknown> | null> => {
        asked.push(v);
        return Promise.resolve({ action: bank[0], reason: { key: 'copy' }, winChance: 0.6 });
      },
    };
    const f = frameHint(source, texts, (a) => marks.push(a));
    f.draw(u(5));
    f.el.querySelector('button')?.click();
    await flush();
    expect(asked).toEqual([5]);
    expect(f.el.textContent).toContain('why:copy');
    // the roller spends: a new version, the banker's answers the same
    f.draw(u(6));
    expect(f.el.textContent).toContain('why:copy');
    expect(marks.at(-1)).toEqual(bank[0]);
    // the banker's decision is over: another one, whose answers differ
    f.draw(u(7, [{ type: 'terrain', face: 'W' }]));
    expect(f.el.textContent).not.toContain('why:copy');
    expect(marks.at(-1)).toBeNull();
  });

  it('asks once more when its answer comes back empty because another seat moved meanwhile', async () => {
    const asked: number[] = [];
    let f: ReturnType<typeof frameHint> | null = null;
    const source = {
      hint: (v: number): Promise<Hint<unknown> | null> => {
        asked.push(v);
        // the first request finds the version passed: the roller moved before it was answered
        if (v === 5) {
          f?.draw(u(6));
          return Promise.resolve(null);
        }
        return Promise.resolve({ action: bank[1], reason: { key: 'pass' }, winChance: 0.4 });
      },
    };
    f = frameHint(source, texts, () => undefined);
    f.draw(u(5));
    f.el.querySelector('button')?.click();
    await flush();
    await flush();
    expect(asked).toEqual([5, 6]);
    expect(f.el.textContent).toContain('why:pass');
  });
});
