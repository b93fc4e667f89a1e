import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/vulcanus/simulate';
import { peekView, view } from '../../shared/vulcanus/view';
import {
  FlatMirror,
  Unflattener,
  applyDiff,
  diffJson,
  flatten,
  flattenInto,
  unflatten,
} from '../../shared/core/jsonmirror';
import { seatDiff } from '../../shared/core/host';
import { Random } from '../../shared/core/rng';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { privateDiff, setup, vulcanus } from '../../shared/vulcanus/index';
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

  it('public view + seatDiff (and + privateDiff) = the seat view, after every action of games with 1, 2 and 3 humans', () => {
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
          // the server's fast path, built from the state, rebuilds the same view
          expect(applyDiff(JSON.parse(JSON.stringify(pub)), privateDiff(state, seat))).toEqual(own);
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

  it('Unflattener.patch, given only the keys each update changed, rebuilds every public view of a game', () => {
    const m = new FlatMirror();
    const u = new Unflattener();
    const { state } = setup({ humans: 3, level: 1 }, 21);
    const rng = new Random(8);
    let patched = 0;
    for (let n = 0; !state.result && n < 5000; n++) {
      const pub = peekView(state, 'spectator') as unknown as Record<string, unknown>;
      const keys = new Set<string>();
      m.update(
        pub,
        (k) => keys.add(k),
        (k) => keys.add(k),
      );
      const got = n === 0 ? u.update(m.entries) : u.patch(keys, (k) => m.entries.get(k));
      patched += keys.size;
      expect(got).toEqual(JSON.parse(JSON.stringify(pub)));
      const seat = state.prompts[rng.int(state.prompts.length)].seat;
      vulcanus.applyInPlace(state, seat, randomAction(state, seat, rng)!);
    }
    expect(patched).toBeGreaterThan(0);
  });

  it("FlatMirror follows a game entry by entry: the entries are always flatten()'s, and only changes are reported", () => {
    const m = new FlatMirror();
    const { state } = setup({ humans: 3, level: 2 }, 12);
    const rng = new Random(5);
    let last = new Map<string, string>();
    let reported = 0;
    for (let n = 0; !state.result && n < 5000; n++) {
      // the server's public view shares its unchanged parts with the state, which the next action changes in place
      const pub = peekView(state, 'spectator') as unknown as Record<string, unknown>;
      expect(pub).toEqual(view(state, 'spectator'));
      const changed = new Map<string, string | null>();
      m.update(
        pub,
        (k, v) => changed.set(k, v),
        (k) => changed.set(k, null),
      );
      const want = flatten(pub);
      expect(m.entries).toEqual(want);
      // exactly the entries whose text changed, appeared or went
      const keys = new Set([...want.keys(), ...last.keys()]);
      for (const k of keys) expect(changed.has(k)).toBe(want.get(k) !== last.get(k));
      reported += changed.size;
      last = want;
      const seat = state.prompts[rng.int(state.prompts.length)].seat;
      vulcanus.applyInPlace(state, seat, randomAction(state, seat, rng)!);
    }
    expect(reported).toBeGreaterThan(0);
  });

  it('FlatMirror keeps its own copy: a view changed in place after an update is still seen as changed', () => {
    const m = new FlatMirror();
    const live = { a: [1], b: { x: 1, y: [0] }, c: 1 };
    m.update(
      live,
      () => undefined,
      () => undefined,
    );
    live.a.push(2);
    live.b.y[0] = 5;
    const changed: string[] = [];
    m.update(
      live,
      (k) => changed.push(k),
      () => undefined,
    );
    expect(changed.sort()).toEqual(['a', 'a/1', 'b/y']);
    expect(m.entries).toEqual(flatten(live));
  });

  it('FlatMirror: shapes that change (arrays shrink, objects lose keys, containers become values) leave no stale entry', () => {
    const m = new FlatMirror();
    const views: Record<string, unknown>[] = [
      { a: [1, 2, 3], b: { x: 1, y: 2 }, c: 5, d: { k: [1] } },
      { a: [1], b: { x: 1 }, c: { z: 1 }, d: { k: [1] } },
      { a: { 0: 1 }, b: [], c: 7 },
      { a: null, e: [null, { q: 'r' }] },
      {},
    ];
    for (const v of views) {
      const removed: string[] = [];
      m.update(
        v,
        () => undefined,
        (k) => removed.push(k),
      );
      expect(m.entries).toEqual(flatten(v));
      for (const k of removed) expect(flatten(v).has(k)).toBe(false);
    }
  });

  it('diffJson replaces whole subtrees when shapes differ', () => {
    const a = { x: [1, 2], y: { z: 1 }, w: null };
    const b = { x: [1, 2, 3], y: { z: 2 }, w: { q: 1 } };
    expect(applyDiff(JSON.parse(JSON.stringify(a)), diffJson(a, b))).toEqual(b);
  });
});
