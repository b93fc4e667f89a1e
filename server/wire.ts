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

/**
 * Rebuilds the object from `flatten`'s entries. With `cache`, unchanged entries keep their parsed value from the
 * previous rebuild, so successive results share those parts: treat the result as read-only.
 */
export function unflatten(
  entries: Iterable<[string, string]>,
  cache?: Map<string, { raw: string; value: unknown }>,
): Record<string, unknown> {
  const parse = (key: string, raw: string): unknown => {
    if (!cache) return JSON.parse(raw);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value;
    const value = JSON.parse(raw) as unknown;
    cache.set(key, { raw, value });
    return value;
  };
  const out: Record<string, unknown> = {};
  const children: [string, string, string, string][] = [];
  for (const [key, raw] of entries) {
    const slash = key.indexOf('/');
    if (slash >= 0) {
      children.push([key.slice(0, slash), key.slice(slash + 1), key, raw]);
      continue;
    }
    if (raw.startsWith('A')) out[key] = new Array<unknown>(Number(raw.slice(1))).fill(null);
    else if (raw === 'O') out[key] = {};
    else out[key] = parse(key, raw);
  }
  for (const [parent, child, key, raw] of children) {
    const container = out[parent];
    if (container === null || typeof container !== 'object') continue;
    const value = parse(key, raw);
    if (Array.isArray(container)) {
      const i = Number(child);
      if (Number.isInteger(i) && i >= 0 && i < container.length) container[i] = value;
    } else (container as Record<string, unknown>)[child] = value;
  }
  return out;
}

/** Leaf differences turning `a` into `b` (both plain JSON). Where shapes differ, the whole subtree is replaced. */
export function diffJson(a: unknown, b: unknown, path: JsonPath = [], out: JsonDiff = []): JsonDiff {
  if (a === b) return out;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) diffJson(a[i], b[i], [...path, i], out);
    return out;
  }
  if (
    a !== null &&
    b !== null &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    !Array.isArray(a) &&
    !Array.isArray(b)
  ) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const ak = Object.keys(ao);
    const bk = Object.keys(bo);
    if (ak.length === bk.length && ak.every((k) => k in bo)) {
      for (const k of ak) diffJson(ao[k], bo[k], [...path, k], out);
      return out;
    }
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push([path, b]);
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
