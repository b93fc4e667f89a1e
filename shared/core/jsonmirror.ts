/**
 * The JSON mirror the host and the online client share (see shared/protocol.ts). Pure functions, no Node or DOM
 * imports.
 *
 * - The public view (the spectator view, §10) is mirrored two levels deep as entries: each top-level key is one
 *   entry, and each child of a top-level object or array is one more entry, so an update carries only the parts an
 *   action changed. Values are JSON text; containers carry a marker ("A<length>" for an array, "O" for an object)
 *   that JSON text never starts with. The server keeps a copy of the view (`FlatMirror`) and puts the entries each
 *   change touched into every update, as one `PubPatch` text written once for all viewers (`pubPatchJson`); the
 *   client rebuilds the view from them (`PublicView`).
 * - Each seat then receives its private part as a list of leaf differences between its own view and the public
 *   view (`diffJson`), which the client applies on top of the public view (`applyDiff`).
 */
import { equalJson } from './clone';

export type JsonPath = (string | number)[];
export type JsonDiff = [JsonPath, unknown][];

/**
 * Splits a plain JSON object into entries two levels deep (see the file comment). Undefined is read as JSON reads it:
 * a field that is undefined is absent, an array's undefined item is null.
 */
export function flatten(obj: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      out.set(key, `A${value.length}`);
      for (let i = 0; i < value.length; i++) out.set(`${key}/${i}`, JSON.stringify(value[i]) ?? 'null');
    } else if (value !== null && typeof value === 'object') {
      out.set(key, 'O');
      const o = value as Record<string, unknown>;
      for (const k of Object.keys(o)) if (o[k] !== undefined) out.set(`${key}/${k}`, JSON.stringify(o[k]));
    } else {
      out.set(key, JSON.stringify(value));
    }
  }
  return out;
}

/**
 * A copy of plain JSON data that keeps frozen objects as they are: a frozen object in a view is immutable all the way
 * down (a game's constant data, such as Vulcanus's default numbers), so the copy may share it, and comparing the
 * next view's same object with it costs nothing.
 */
function keepCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = keepCopy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = keepCopy((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * The public view's entries (see `flatten`) kept up to date against each new view, for a host that sends a patch
 * after every change. Compared with a copy of the previous view first: an entry whose value is unchanged is neither
 * turned into JSON nor compared as text, so a change costs a walk of the view, and the JSON and a copy of what
 * changed. The mirror keeps its own copy, so the view it is given may share parts with a state that the host goes on
 * changing (a game's `peekView`): it is read during `update` and never kept. Frozen parts are the exception: they
 * must be frozen all the way down, and the copy keeps them as they are (see `keepCopy`).
 *
 * The entries' texts are not kept: each change's texts go out once and are garbage, rather than living on in the
 * server's old generation until the next change replaces them. `entries` writes them all again from the copy, for
 * the rare client that needs them all (a join, a reconnection).
 */
export class FlatMirror {
  /** A copy of the last view, in the mirror's own objects. */
  private last: Record<string, unknown> = {};

  /** Every entry of the last view (its texts written again: for a client that has none yet). */
  get entries(): Map<string, string> {
    return flatten(this.last);
  }

  /** Whether the mirror has seen no view yet (or an empty one). */
  get empty(): boolean {
    for (const _k in this.last) return false;
    return true;
  }

  /**
   * Brings the entries to `view`'s, calling `set` and `remove` for each entry that changed. `only`: the top-level keys
   * that may have changed since the last update (`Applied.touched`); every other key is taken to be as it was, and is
   * not compared. A mirror that has seen no view yet compares every key.
   */
  update(
    view: Record<string, unknown>,
    set: (key: string, value: string) => void,
    remove: (key: string) => void,
    only: Iterable<string> | null = null,
  ): void {
    const last = this.last;
    const hasOwn = Object.prototype.hasOwnProperty;
    if (only && !this.empty) {
      for (const key of only) {
        const value = view[key];
        if (value !== undefined) this.updateKey(key, value, set, remove);
        else if (hasOwn.call(last, key)) this.dropKey(key, remove);
      }
      return;
    }
    let keys = 0;
    for (const key in view) {
      const value = view[key];
      if (value === undefined) continue; // absent, as in JSON
      keys++;
      this.updateKey(key, value, set, remove);
    }
    if (countKeys(last) > keys)
      for (const key of Object.keys(last))
        if (!hasOwn.call(view, key) || view[key] === undefined) this.dropKey(key, remove);
  }

  /** Brings one top-level key's entries to `value` (not undefined). */
  private updateKey(
    key: string,
    value: unknown,
    set: (key: string, value: string) => void,
    remove: (key: string) => void,
  ): void {
    const last = this.last;
    const hasOwn = Object.prototype.hasOwnProperty;
    const had = hasOwn.call(last, key);
    const old = had ? last[key] : undefined;
    // each child is compared once, and only a changed child is copied and turned into JSON; a container's marker
    // is written again only when it changes (the copy of an array has the length its marker says)
    if (Array.isArray(value)) {
      const was = Array.isArray(old) ? (old as unknown[]) : null;
      if (!was || was.length !== value.length) set(key, `A${value.length}`);
      const items = was ?? new Array<unknown>(value.length);
      for (let i = 0; i < value.length; i++)
        if (!was || i >= was.length || !equalJson(was[i], value[i])) {
          items[i] = keepCopy(value[i]);
          set(`${key}/${i}`, JSON.stringify(value[i]) ?? 'null');
        }
      if (was) {
        for (let i = value.length; i < was.length; i++) remove(`${key}/${i}`);
        was.length = value.length;
      } else if (had) this.dropChildren(key, old, value, remove);
      last[key] = items;
    } else if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      const was =
        old !== null && typeof old === 'object' && !Array.isArray(old) ? (old as Record<string, unknown>) : null;
      if (!was) set(key, 'O');
      const fields = was ?? {};
      let n = 0;
      for (const k in o) {
        if (o[k] === undefined) continue; // absent, as in JSON
        n++;
        if (!was || !hasOwn.call(was, k) || !equalJson(was[k], o[k])) {
          fields[k] = keepCopy(o[k]);
          set(`${key}/${k}`, JSON.stringify(o[k]));
        }
      }
      if (was) {
        // every key of `o` is in the copy now: it has others only if some went
        if (countKeys(was) > n)
          for (const k of Object.keys(was))
            if (!hasOwn.call(o, k) || o[k] === undefined) {
              delete was[k];
              remove(`${key}/${k}`);
            }
      } else if (had) this.dropChildren(key, old, value, remove);
      last[key] = fields;
    } else {
      if (had && old === value) return;
      set(key, JSON.stringify(value));
      if (had) this.dropChildren(key, old, value, remove);
      last[key] = value;
    }
  }

  /** Removes a top-level key that is gone, with its children. */
  private dropKey(key: string, remove: (key: string) => void): void {
    this.dropChildren(key, this.last[key], undefined, remove);
    remove(key);
    delete this.last[key];
  }

  /** Removes the child entries `old` had under `key` that `now` has not. */
  private dropChildren(key: string, old: unknown, now: unknown, remove: (key: string) => void): void {
    if (old === null || typeof old !== 'object') return;
    const keep = childKeys(now);
    for (const k of childKeys(old)) if (!keep.has(k)) remove(`${key}/${k}`);
  }
}

function countKeys(o: object): number {
  let n = 0;
  for (const _k in o) n++;
  return n;
}

/** The child entries' keys of a value (an object's undefined fields are absent, as in JSON). */
function childKeys(x: unknown): Set<string> {
  if (Array.isArray(x)) return new Set(x.map((_, i) => String(i)));
  if (x === null || typeof x !== 'object') return new Set();
  const o = x as Record<string, unknown>;
  return new Set(Object.keys(o).filter((k) => o[k] !== undefined));
}

/**
 * The public entries an update carries: `set` maps each entry that appeared or changed to its value (a top-level
 * array or object as its marker, `{ "A": length }` or `{ "O": 1 }`: a top-level entry's own value is never an
 * object, so the two cannot be confused), `del` lists the entries gone. `full`: these are all the entries (the
 * client's first update, after a join or a reconnection): start again from nothing.
 */
export interface PubPatch {
  full?: true;
  set: Record<string, unknown>;
  del?: string[];
}

/** The JSON text of a `PubPatch` from entries (key, entry text; null: gone), with no value parsed or copied. */
export function pubPatchJson(changes: Iterable<[string, string | null]>, full = false): string {
  let set = '';
  let del = '';
  for (const [key, raw] of changes) {
    if (raw === null) {
      del = del ? `${del},${JSON.stringify(key)}` : JSON.stringify(key);
      continue;
    }
    const value = raw === 'O' ? '{"O":1}' : raw.startsWith('A') ? `{"A":${Number(raw.slice(1))}}` : raw;
    set = `${set ? `${set},` : ''}${JSON.stringify(key)}:${value}`;
  }
  return `{${full ? '"full":true,' : ''}"set":{${set}}${del ? `,"del":[${del}]` : ''}}`;
}

/** One top-level part of the client's public view: a value, or an array or object rebuilt from its children. */
interface Part {
  kind: 'A' | 'O' | null;
  length: number;
  value: unknown;
  kids: Map<string, unknown>;
}

/**
 * The client's public view, rebuilt from the `PubPatch` of each update: only the top-level parts a patch touched
 * are rebuilt; every other part is reused, so successive views share them (treat them as read-only).
 */
export class PublicView {
  private parts = new Map<string, Part>();
  private last: Record<string, unknown> = {};

  apply(patch: PubPatch): Record<string, unknown> {
    if (patch.full) {
      this.parts.clear();
      this.last = {};
    }
    const dirty = new Set<string>(patch.full ? Object.keys(this.last) : []);
    for (const key of Object.keys(patch.set)) {
      const v = patch.set[key];
      const slash = key.indexOf('/');
      if (slash < 0) {
        const part = this.part(key);
        if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
          const m = v as { A?: unknown; O?: unknown };
          // children stay as they are: the patch itself sets and deletes every child entry that changed
          const kind = typeof m.A === 'number' ? 'A' : 'O';
          part.kind = kind;
          part.length = kind === 'A' ? (m.A as number) : 0;
        } else {
          part.kind = null;
          part.value = v;
        }
        dirty.add(key);
      } else {
        const top = key.slice(0, slash);
        this.part(top).kids.set(key.slice(slash + 1), v);
        dirty.add(top);
      }
    }
    for (const key of patch.del ?? []) {
      const slash = key.indexOf('/');
      if (slash < 0) this.parts.delete(key);
      else this.parts.get(key.slice(0, slash))?.kids.delete(key.slice(slash + 1));
      dirty.add(slash < 0 ? key : key.slice(0, slash));
    }
    if (!dirty.size) return this.last;
    const out: Record<string, unknown> = { ...this.last };
    for (const top of dirty) {
      const part = this.parts.get(top);
      if (!part) delete out[top];
      else if (part.kind === null) out[top] = part.value;
      else if (part.kind === 'O') out[top] = Object.fromEntries(part.kids);
      else {
        const arr = new Array<unknown>(part.length).fill(null);
        for (const [k, v] of part.kids) {
          const i = Number(k);
          if (Number.isInteger(i) && i >= 0 && i < arr.length) arr[i] = v;
        }
        out[top] = arr;
      }
    }
    this.last = out;
    return out;
  }

  private part(key: string): Part {
    let p = this.parts.get(key);
    if (!p) this.parts.set(key, (p = { kind: null, length: 0, value: null, kids: new Map() }));
    return p;
  }
}

/** Leaf differences turning `a` into `b` (both plain JSON). Where shapes differ, the whole subtree is replaced. */
export function diffJson(a: unknown, b: unknown): JsonDiff {
  const out: JsonDiff = [];
  const path: JsonPath = [];
  const walk = (x: unknown, y: unknown): void => {
    if (x === y) return;
    if (x !== null && y !== null && typeof x === 'object' && typeof y === 'object') {
      if (Array.isArray(x)) {
        if (Array.isArray(y) && x.length === y.length) {
          for (let i = 0; i < x.length; i++) {
            path.push(i);
            walk(x[i], y[i]);
            path.pop();
          }
          return;
        }
      } else if (!Array.isArray(y)) {
        const xo = x as Record<string, unknown>;
        const yo = y as Record<string, unknown>;
        let same = true;
        let nx = 0;
        for (const k in xo) {
          nx++;
          if (!(k in yo)) same = false;
        }
        let ny = 0;
        for (const _k in yo) ny++;
        if (same && nx === ny) {
          for (const k in xo) {
            path.push(k);
            walk(xo[k], yo[k]);
            path.pop();
          }
          return;
        }
      }
      if (JSON.stringify(x) === JSON.stringify(y)) return;
    }
    out.push([path.slice(), y]);
  };
  walk(a, b);
  return out;
}

/**
 * Applies `diffJson`'s output and returns the new root. Objects along each changed path are copied first (the top
 * level included), so parts shared with other values (see `PublicView`) are never changed.
 */
export function applyDiff(root: unknown, diff: JsonDiff): unknown {
  const copied = new Set<unknown>();
  const copy = (x: unknown): Record<string | number, unknown> => {
    if (copied.has(x)) return x as Record<string | number, unknown>;
    const c = (Array.isArray(x) ? [...x] : { ...(x as object) }) as Record<string | number, unknown>;
    copied.add(c);
    return c;
  };
  for (const [path, value] of diff) {
    if (path.length === 0) {
      root = value;
      continue;
    }
    root = copy(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const child = copy(node[path[i]]);
      node[path[i]] = child;
      node = child;
    }
    node[path[path.length - 1]] = value;
  }
  return root;
}
