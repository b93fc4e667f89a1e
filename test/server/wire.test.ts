import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/vulcanus/simulate';
import { peekView, view } from '../../shared/vulcanus/view';
import {
  FlatMirror,
  PublicView,
  applyDiff,
  diffJson,
  flatten,
  pubPatchJson,
  type PubPatch,
} from '../../shared/core/jsonmirror';
import { seatDiff } from '../../shared/core/host';
import { Random } from '../../shared/core/rng';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { privateDiff, setup, vulcanus } from '../../shared/vulcanus/index';
import type { Seat } from '../../shared/vulcanus/types';

/** What the client does with an update's public entries: parse the text the server wrote, and apply it. */
const received = (pv: PublicView, text: string) => pv.apply(JSON.parse(text) as PubPatch);

describe('wire format', () => {
  it('the whole public view survives the wire, and diffs rebuild every seat view', () => {
    const rec = playGame({ humans: 2, level: 1 }, 11, { record: true });
    expect(rec.result).not.toBeNull();
    const pub = view(rec.state, 'spectator');
    const back = received(new PublicView(), pubPatchJson(flatten(pub as unknown as Record<string, unknown>), true));
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

  it('PublicView follows a game from the entries each change touched, and reuses unchanged parts', () => {
    const m = new FlatMirror();
    const pv = new PublicView();
    const { state } = setup({ humans: 3, level: 1 }, 21);
    const rng = new Random(8);
    let prev: Record<string, unknown> | null = null;
    let sent = 0;
    for (let n = 0; !state.result && n < 5000; n++) {
      // the server: its public view shares parts with the state, which the next action changes in place
      const pub = peekView(state, 'spectator') as unknown as Record<string, unknown>;
      const changes: [string, string | null][] = [];
      m.update(
        pub,
        (k, v) => changes.push([k, v]),
        (k) => changes.push([k, null]),
      );
      sent += changes.length;
      const got = received(pv, pubPatchJson(changes));
      expect(got).toEqual(JSON.parse(JSON.stringify(pub)));
      if (prev && JSON.stringify(prev.towns) === JSON.stringify(got.towns)) expect(got.towns).toBe(prev.towns);
      // a client that joins now gets every entry, and sees the same
      if (n % 50 === 0) expect(received(new PublicView(), pubPatchJson(m.entries, true))).toEqual(got);
      prev = got;
      const seat = state.prompts[rng.int(state.prompts.length)].seat;
      vulcanus.applyInPlace(state, seat, randomAction(state, seat, rng)!);
    }
    expect(sent).toBeGreaterThan(0);
  });

  it('PublicView: shapes that change (arrays shrink, objects lose keys, containers become values, keys go) and a fresh start', () => {
    const m = new FlatMirror();
    const pv = new PublicView();
    const views: Record<string, unknown>[] = [
      { a: [1, 2, 3], b: { x: 1, y: 2 }, c: 5, d: { k: [1] }, s: 'A1', o: 'O' },
      { a: [1], b: { x: 1 }, c: { z: 1 }, d: { k: [1] }, s: { A: 1 }, o: ['O'] },
      { a: { 0: 1 }, b: [], c: 7, s: null, o: 'A' },
      { a: null, e: [null, { q: 'r' }] },
      {},
      { z: [{ A: 2 }, 'O'] },
    ];
    for (const v of views) {
      const changes: [string, string | null][] = [];
      m.update(
        v,
        (k, x) => changes.push([k, x]),
        (k) => changes.push([k, null]),
      );
      expect(received(pv, pubPatchJson(changes))).toEqual(v);
    }
    // a full patch starts again from nothing: what the client had before is gone
    expect(received(pv, pubPatchJson(flatten({ only: 1 }), true))).toEqual({ only: 1 });
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

  it('FlatMirror with the touched keys: compares only those, removes one that went, and compares all when it is new', () => {
    const m = new FlatMirror();
    const changed: string[] = [];
    const update = (v: Record<string, unknown>, only: string[] | null) => {
      changed.length = 0;
      m.update(
        v,
        (k) => changed.push(k),
        (k) => changed.push(`-${k}`),
        only,
      );
    };
    // a mirror that has seen nothing takes every key, whatever it is told
    update({ a: [1], b: { x: 1 }, c: 1 }, ['c']);
    expect(m.entries).toEqual(flatten({ a: [1], b: { x: 1 }, c: 1 }));
    // a key outside the touched ones is not compared: its change is not seen (the game said it did not change)
    update({ a: [2], b: { x: 2 }, c: 1 }, ['b']);
    expect(changed).toEqual(['b/x']);
    expect(m.entries).toEqual(flatten({ a: [1], b: { x: 2 }, c: 1 }));
    // a touched key that is gone is removed with its children; one that appeared is added
    update({ a: [1], b: { x: 2 }, d: [5] }, ['c', 'd', 'e']);
    expect(changed.sort()).toEqual(['-c', 'd', 'd/0']);
    expect(m.entries).toEqual(flatten({ a: [1], b: { x: 2 }, d: [5] }));
    // no touched keys: nothing is compared
    update({ a: [9], b: {}, d: [] }, []);
    expect(changed).toEqual([]);
    // null: every key is compared again
    update({ a: [9], b: {}, d: [] }, null);
    expect(changed.sort()).toEqual(['-b/x', '-d/0', 'a/0', 'd']);
    expect(m.entries).toEqual(flatten({ a: [9], b: {}, d: [] }));
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

  it('FlatMirror and PublicView treat undefined as JSON does: an absent field in an object, null in an array', () => {
    const m = new FlatMirror();
    const client = new PublicView();
    const views: Record<string, unknown>[] = [
      { a: { x: 1, y: undefined }, b: [1, undefined], c: undefined },
      { a: { x: undefined, y: 2 }, b: [undefined, 2], c: 3 },
      { a: { x: 1, y: 2 }, b: [1, 2], c: undefined },
      { a: { y: undefined }, b: [undefined] },
    ];
    for (const v of views) {
      const changes: [string, string | null][] = [];
      m.update(
        v,
        (k, t) => changes.push([k, t]),
        (k) => changes.push([k, null]),
      );
      const json = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
      expect(client.apply(JSON.parse(pubPatchJson(changes)) as PubPatch)).toEqual(json);
      expect(new PublicView().apply(JSON.parse(pubPatchJson(m.entries, true)) as PubPatch)).toEqual(json);
    }
  });

  it('diffJson replaces whole subtrees when shapes differ', () => {
    const a = { x: [1, 2], y: { z: 1 }, w: null };
    const b = { x: [1, 2, 3], y: { z: 2 }, w: { q: 1 } };
    expect(applyDiff(JSON.parse(JSON.stringify(a)), diffJson(a, b))).toEqual(b);
  });
});
