/**
 * The wire format shared by the game server and `client/net/online.ts`. Pure functions, no Node or DOM imports,
 * so the browser bundle can import this file.
 *
 * - The public view (the spectator view, §10) is mirrored into a schema `MapSchema<string>` two levels deep:
 *   each top-level key is one entry, and each child of a top-level object or array is one more entry, so a patch
 *   carries only the parts an action changed. Values are JSON; containers carry a marker ("A<length>" for an
 *   array, "O" for an object) that JSON text never starts with.
 * - Each seat then receives its private part as a list of leaf differences between its own view and the public
 *   view (`diffJson`), which the client applies on top of the public view (`applyDiff`).
 */

export type JsonPath = (string | number)[];
export type JsonDiff = [JsonPath, unknown][];

/** Splits a plain JSON object into entries two levels deep (see the file comment). */
export function flatten(obj: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (Array.isArray(value)) {
      out.set(key, `A${value.length}`);
      for (let i = 0; i < value.length; i++) out.set(`${key}/${i}`, JSON.stringify(value[i]));
    } else if (value !== null && typeof value === 'object') {
      out.set(key, 'O');
      const o = value as Record<string, unknown>;
      for (const k of Object.keys(o)) out.set(`${key}/${k}`, JSON.stringify(o[k]));
    } else {
      out.set(key, JSON.stringify(value === undefined ? null : value));
    }
  }
  return out;
}

/** Rebuilds the object from `flatten`'s entries. */
export function unflatten(entries: Iterable<[string, string]>): Record<string, unknown> {
  return new Unflattener().update(entries);
}

/**
 * Rebuilds `flatten`'s object again and again as entries change, re-parsing only changed entries and reusing
 * every top-level part whose entries did not change. Successive results share those parts: treat them as
 * read-only.
 */
export class Unflattener {
  private raw = new Map<string, string>();
  private parsed = new Map<string, unknown>();
  private last: Record<string, unknown> = {};

  update(entries: Iterable<[string, string]>): Record<string, unknown> {
    const seen = new Set<string>();
    const dirty = new Set<string>();
    for (const [key, raw] of entries) {
      seen.add(key);
      if (this.raw.get(key) === raw) continue;
      this.raw.set(key, raw);
      const slash = key.indexOf('/');
      const top = slash >= 0 ? key.slice(0, slash) : key;
      dirty.add(top);
      if (slash < 0 && (raw.startsWith('A') || raw === 'O')) this.parsed.delete(key);
      else this.parsed.set(key, JSON.parse(raw));
    }
    for (const key of this.raw.keys())
      if (!seen.has(key)) {
        this.raw.delete(key);
        this.parsed.delete(key);
        const slash = key.indexOf('/');
        dirty.add(slash >= 0 ? key.slice(0, slash) : key);
      }
    if (!dirty.size) return this.last;
    const out: Record<string, unknown> = {};
    const containers = new Map<string, unknown[] | Record<string, unknown>>();
    for (const [key, raw] of this.raw) {
      if (key.includes('/')) continue;
      if (!dirty.has(key) && key in this.last) out[key] = this.last[key];
      else if (raw.startsWith('A')) {
        const arr = new Array<unknown>(Number(raw.slice(1))).fill(null);
        containers.set(key, arr);
        out[key] = arr;
      } else if (raw === 'O') {
        const obj: Record<string, unknown> = {};
        containers.set(key, obj);
        out[key] = obj;
      } else out[key] = this.parsed.get(key);
    }
    if (containers.size)
      for (const [key, value] of this.parsed) {
        const slash = key.indexOf('/');
        if (slash < 0) continue;
        const container = containers.get(key.slice(0, slash));
        if (!container) continue;
        const child = key.slice(slash + 1);
        if (Array.isArray(container)) {
          const i = Number(child);
          if (Number.isInteger(i) && i >= 0 && i < container.length) container[i] = value;
        } else container[child] = value;
      }
    this.last = out;
    return out;
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
 * level included), so parts shared with other values (see `unflatten`'s cache) are never changed.
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

/** Message types on the wire. Client → server payloads are validated in `server/messages.ts`. */
export const MSG = {
  /** server → client: JSON `SeatUpdate`, sent right after the patch it belongs to. */
  update: 'u',
  /** server → client: JSON `{ playerId, token }` once joined. */
  me: 'me',
  /** server → client: `{ message, type }` when a message was refused. */
  error: 'err',
  /** server → client: a ChatMessage. */
  chat: 'chat',
  act: 'act',
  seat: 'seat',
  ready: 'ready',
  bot: 'bot',
  start: 'start',
  say: 'say',
} as const;

/** What the server sends a seat after each change (the client rebuilds a GameUpdate from it). */
export interface SeatUpdate {
  v: number;
  seat: string;
  /** The seat's private differences from the public view. */
  priv: JsonDiff;
  legal: unknown[];
  events: { n: number; event: unknown }[];
  timer: { side: 'humans' | 'kaiju'; endsAt: number } | null;
}
