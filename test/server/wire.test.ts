import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/vulcanus/simulate';
import { view } from '../../shared/vulcanus/view';
import { Unflattener, applyDiff, diffJson, flatten, flattenInto, unflatten } from '../../shared/core/jsonmirror';
import { seatDiff } from '../../shared/core/host';
import { Random } from '../../shared/core/rng';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { PRIVATE_KEYS, privateView, setup, vulcanus } from '../../shared/vulcanus/index';
import type { Seat } from '../../shared/vulcanus/types';

describe('wire format', () => {
  it('flatten/unflatten round-trips every public view and diffs rebuild every seat view', () => {
    const rec = playGame({ humans: 2, level: 1 }, 11, { record: true });
    expect(rec.result).not.toBeNull();
    const pub = view(rec.state, 'spectator');
    const flat = flatten(pub as unknown as Record<string, unknown>);
    const back = unflatten(flat);
    expect(back).toEqual(JSON.parse(JSON.stringify(pub)));
    for (const seat of ['kaiju', 'h1', 'h2'] as const) {
      const own = view(rec.state, seat);
      const before = JSON.stringify(back);
      expect(applyDiff(back, diffJson(pub, own))).toEqual(JSON.parse(JSON.stringify(own)));
      expect(JSON.stringify(back)).toBe(before); // shared parts are copied, never changed
    }
  });

  it('public view + seatDiff = the seat view, after every action of games with 1, 2 and 3 humans', () => {
    for (const humans of [1, 2, 3] as const) {
      const { state } = setup({ humans, level: 3 }, 40 + humans);
      const rng = new Random(humans);
      const seats: Seat[] = ['kaiju', 'h1', 'h2', 'h3'].slice(0, humans + 1) as Seat[];
      for (let n = 0; !state.result && n < 5000; n++) {
        const pub = view(state, 'spectator');
        for (const seat of seats) {
          const own = view(state, seat);
          const diff = seatDiff(vulcanus, pub as unknown as Record<string, unknown>, own);
          expect(applyDiff(JSON.parse(JSON.stringify(pub)), diff)).toEqual(own);
          const part = privateView(state, seat);
          for (const key of PRIVATE_KEYS) expect(part[key]).toEqual(own[key]);
        }
        const seat = state.prompts[rng.int(state.prompts.length)].seat;
        const a = randomAction(state, seat, rng);
        expect(a).not.toBeNull();
        expect(vulcanus.applyInPlace(state, seat, a!).ok).toBe(true);
      }
      expect(state.result).not.toBeNull();
    }
  });

  it('Unflattener follows a game entry by entry and reuses unchanged parts', () => {
    const u = new Unflattener();
    const { state } = setup({ humans: 2, level: 0 }, 9);
    const rng = new Random(2);
    let prev: Record<string, unknown> | null = null;
    const mirror = new Map<string, string>();
    let last = new Map<string, string>();
    for (let n = 0; !state.result && n < 5000; n++) {
      const pub = view(state, 'spectator');
      const got = u.update(flatten(pub as unknown as Record<string, unknown>));
      const changed = new Map<string, string | null>();
      flattenInto(
        pub as unknown as Record<string, unknown>,
        mirror,
        (k, v) => changed.set(k, v),
        (k) => changed.set(k, null),
      );
      expect(mirror).toEqual(flatten(pub as unknown as Record<string, unknown>));
      for (const [k, v] of changed) expect(v === null ? !mirror.has(k) : last.get(k) !== v).toBe(true);
      last = new Map(mirror);
      expect(got).toEqual(JSON.parse(JSON.stringify(pub)));
      if (prev && JSON.stringify(prev.towns) === JSON.stringify(got.towns)) expect(got.towns).toBe(prev.towns);
      prev = got;
      const seat = state.prompts[rng.int(state.prompts.length)].seat;
      vulcanus.applyInPlace(state, seat, randomAction(state, seat, rng)!);
    }
  });

  it('diffJson replaces whole subtrees when shapes differ', () => {
    const a = { x: [1, 2], y: { z: 1 }, w: null };
    const b = { x: [1, 2, 3], y: { z: 2 }, w: { q: 1 } };
    expect(applyDiff(JSON.parse(JSON.stringify(a)), diffJson(a, b))).toEqual(b);
  });
});
