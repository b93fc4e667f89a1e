/** Small helpers of the conformance kit: failures, JSON checks, seeded choices. */
import { equalJson } from '../../shared/core/clone';
import type { AnyGame, SeatId, Viewer } from '../../shared/core/game';
import { Random } from '../../shared/core/rng';

/** A broken rule of the platform's contract, with what the kit was doing when it found it. */
export class KitFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KitFailure';
  }
}

export function fail(message: string): never {
  throw new KitFailure(message);
}

/** Collects failures and throws them together (the first few), so one run reports more than one broken rule. */
export class Failures {
  readonly list: string[] = [];
  constructor(private readonly max = 20) {}
  add(message: string): void {
    if (this.list.length < this.max) this.list.push(message);
  }
  get full(): boolean {
    return this.list.length >= this.max;
  }
  throwIfAny(what: string): void {
    if (this.list.length)
      throw new KitFailure(`${what}: ${this.list.length} failure(s)\n- ${this.list.join('\n- ')}`.slice(0, 20_000));
  }
}

/** JSON text that never throws (a cycle, a BigInt or a throwing toJSON give a marker instead). */
export function json(x: unknown): string {
  try {
    const s = JSON.stringify(x);
    return s === undefined ? 'undefined' : s;
  } catch (e) {
    return `<not JSON: ${e instanceof Error ? e.message : 'error'}>`;
  }
}

/** JSON text with object keys sorted: equal for structurally equal plain JSON values. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export const short = (s: string, n = 300): string => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

/**
 * Where a value is not plain JSON (what `JSON.parse(JSON.stringify(x))` would not give back as it is): undefined,
 * NaN or infinite numbers, functions, symbols, BigInts, class instances (Map, Set, Date…), sparse arrays, symbol
 * keys. Null when it is plain JSON (an object without a prototype counts: its JSON is the same).
 */
export function notPlainJson(x: unknown, path = '$', depth = 0): string | null {
  if (depth > 200) return `${path}: nested more than 200 deep`;
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : `${path}: ${String(x)}`;
  if (typeof x !== 'object') return `${path}: a ${typeof x}`;
  if (Array.isArray(x)) {
    if (Object.getPrototypeOf(x) !== Array.prototype) return `${path}: an array subclass`;
    for (let i = 0; i < x.length; i++) {
      if (!(i in x)) return `${path}[${i}]: a hole in a sparse array`;
      const bad = notPlainJson(x[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null)
    return `${path}: an instance of ${(x as { constructor?: { name?: string } }).constructor?.name ?? 'a class'}`;
  if (Object.getOwnPropertySymbols(x).some((k) => Object.getOwnPropertyDescriptor(x, k)?.enumerable))
    return `${path}: a symbol key`;
  for (const k of Object.keys(x)) {
    const d = Object.getOwnPropertyDescriptor(x, k);
    if (d && (d.get || d.set)) return `${path}.${k}: a getter or setter`;
    const bad = notPlainJson((x as Record<string, unknown>)[k], `${path}.${k}`, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/** The first path where two plain JSON values differ, for messages. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (equalJson(a, b)) return null;
  if (
    a === null ||
    b === null ||
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return `${path}: ${short(json(a), 120)} ≠ ${short(json(b), 120)}`;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return `${path}: length ${a.length} ≠ ${b.length}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return `${path}: differs`;
}

export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function seatIds(game: AnyGame, options: unknown): SeatId[] {
  return game.seats(options).map((s) => s.id);
}

export function viewers(game: AnyGame, options: unknown): Viewer[] {
  return [...seatIds(game, options), 'spectator'];
}

/**
 * A random legal action, picked in two steps: first a kind (the action's `type`, or its shape), then an action of
 * that kind; so that a kind with many variants (every subset of a hand) does not crowd out the others.
 */
export function pickAction<A>(rng: Random, legal: readonly A[]): A {
  const kinds = new Map<string, A[]>();
  for (const a of legal) {
    const kind =
      a !== null && typeof a === 'object' && 'type' in a
        ? String((a as { type: unknown }).type)
        : Array.isArray(a)
          ? 'array'
          : typeof a;
    let list = kinds.get(kind);
    if (!list) kinds.set(kind, (list = []));
    list.push(a);
  }
  return rng.pick(rng.pick([...kinds.values()]));
}

export { Random, equalJson };
