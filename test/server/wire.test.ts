import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/vulcanus/simulate';
import { view } from '../../shared/vulcanus/view';
import { applyDiff, diffJson, flatten, unflatten } from '../../server/wire';

describe('wire format', () => {
  it('flatten/unflatten round-trips every public view and diffs rebuild every seat view', () => {
    const cache = new Map<string, { raw: string; value: unknown }>();
    const rec = playGame({ humans: 2, level: 1 }, 11, { record: true });
    expect(rec.result).not.toBeNull();
    const pub = view(rec.state, 'spectator');
    const flat = flatten(pub as unknown as Record<string, unknown>);
    const back = unflatten(flat, cache);
    expect(back).toEqual(JSON.parse(JSON.stringify(pub)));
    for (const seat of ['kaiju', 'h1', 'h2'] as const) {
      const own = view(rec.state, seat);
      const before = JSON.stringify(back);
      expect(applyDiff(back, diffJson(pub, own))).toEqual(JSON.parse(JSON.stringify(own)));
      expect(JSON.stringify(back)).toBe(before); // shared parts are copied, never changed
    }
  });

  it('diffJson replaces whole subtrees when shapes differ', () => {
    const a = { x: [1, 2], y: { z: 1 }, w: null };
    const b = { x: [1, 2, 3], y: { z: 2 }, w: { q: 1 } };
    expect(applyDiff(JSON.parse(JSON.stringify(a)), diffJson(a, b))).toEqual(b);
  });
});
