/**
 * Garbage actions: whatever arrives — random junk of every JavaScript type, hostile objects (a throwing toString,
 * valueOf or Symbol.toPrimitive, own `__proto__` keys, boxed values, Maps, BigInts, deep nesting), legal actions with
 * a field broken, missing or added, actions drawn from the action schema, legal actions from another seat, from
 * 'spectator' or from seat ids that do not exist, anything after the end — must be refused with an error code and
 * leave the state exactly as it was (the same JSON, the same version), through `applyInPlace` and `apply`, never
 * throwing; and anything that passes the action schema is judged the same way (what the server does). The only
 * actions accepted are the seat's legal actions (and its `timeoutAction`), as plain JSON.
 */
import fc from 'fast-check';
import type { AnyGame, SeatId } from '../../shared/core/game';
import { jsonSchemaOf, valueFrom } from './schema';
import { Random, canonical, equalJson, fail, firstDifference, json, notPlainJson, seatIds, short } from './util';

export interface GarbageTarget {
  label: string;
  /** The state as JSON: every check starts from it. */
  text: string;
  /** A copy of the state to work on, parsed again only after something changed it. */
  scratch: unknown;
  seats: SeatId[];
  /** Each seat's legal actions (canonical JSON after `normalize`), plus its timeout action. */
  accepted: Map<SeatId, Set<string>>;
  legal: Map<SeatId, unknown[]>;
  normalize: (action: unknown) => unknown;
}

/**
 * The state to send garbage to. `normalize` maps an action to the form legal actions are compared in (for a game
 * that accepts one action in several spellings, say a list of cards in any order, while listing only one).
 */
export function targetOf(
  game: AnyGame,
  options: unknown,
  state: unknown,
  label: string,
  normalize: (action: unknown) => unknown = (a) => a,
): GarbageTarget {
  const seats = seatIds(game, options);
  const accepted = new Map<SeatId, Set<string>>();
  const legal = new Map<SeatId, unknown[]>();
  for (const s of seats) {
    const l = game.legalActions(state, s);
    legal.set(s, l);
    const keys = new Set(l.map((a) => canonical(normalize(a))));
    for (const a of game.standingActions?.(state, s) ?? []) keys.add(canonical(normalize(a)));
    const t = game.timeoutAction(state, s);
    if (t !== null && t !== undefined) keys.add(canonical(normalize(t)));
    accepted.set(s, keys);
  }
  const text = JSON.stringify(state);
  return { label, text, scratch: JSON.parse(text), seats, accepted, legal, normalize };
}

/** Prints a value for a message without ever calling its methods. */
export function describeJunk(x: unknown): string {
  try {
    return short(fc.stringify(x), 200);
  } catch {
    return `<${typeof x}>`;
  }
}

const SENTENCE = /\s/;

function checkError(e: unknown, what: string): void {
  const err = e as { code?: unknown; params?: unknown } | null;
  if (!err || typeof err.code !== 'string' || !err.code || SENTENCE.test(err.code))
    fail(`${what}: a refusal must be an error code ({ code, params }), never a sentence: ${short(json(e))}`);
  if (err.params !== undefined) {
    const p = err.params as Record<string, unknown> | null;
    if (!p || typeof p !== 'object' || Object.values(p).some((v) => typeof v !== 'string' && typeof v !== 'number'))
      fail(`${what}: an error's params must be strings and numbers: ${short(json(e))}`);
  }
}

function acceptable(target: GarbageTarget, seat: SeatId, junk: unknown): boolean {
  const ok = target.accepted.get(seat);
  if (!ok || notPlainJson(junk) !== null) return false;
  try {
    return ok.has(canonical(target.normalize(junk)));
  } catch {
    return false;
  }
}

/** `junk` sent by `seat` at `target` is refused without a change (or it is one of the seat's legal actions). */
export function checkRefused(
  game: AnyGame,
  target: GarbageTarget,
  seat: SeatId,
  junk: unknown,
  parsedAlready = false,
): void {
  const what = () => `${describeJunk(junk)} from '${seat}' at ${target.label}`;
  // apply() first (it must not change its input), then applyInPlace() on the same copy.
  for (const via of ['apply', 'applyInPlace'] as const) {
    const s = target.scratch;
    const v = game.version(s);
    let r: ReturnType<AnyGame['apply']> | ReturnType<AnyGame['applyInPlace']>;
    try {
      r = via === 'apply' ? game.apply(s, seat, junk) : game.applyInPlace(s, seat, junk);
    } catch (e) {
      target.scratch = JSON.parse(target.text);
      fail(`${via}() threw on ${what()}: ${e instanceof Error ? e.message : describeJunk(e)}`);
    }
    const after = JSON.stringify(s);
    if (r.ok) {
      if (!acceptable(target, seat, junk))
        fail(`${via}() accepted ${what()}, which is not among that seat's legal actions`);
      if (via === 'apply' && after !== target.text) fail(`apply() changed its input state on ${what()}`);
      if (after !== target.text) target.scratch = JSON.parse(target.text);
      continue;
    }
    checkError(r.error, `${via}() on ${what()}`);
    if (after !== target.text) {
      const diff = firstDifference(JSON.parse(target.text), s);
      target.scratch = JSON.parse(target.text);
      fail(`${via}() refused ${what()} (${r.error.code}) but changed the state: ${diff}`);
    }
    if (game.version(s) !== v) fail(`${via}() refused ${what()} but changed the version`);
  }
  // The server's path: the action schema first, then the engine judges what passed.
  if (parsedAlready) return;
  let parsed: { success: boolean; data?: unknown } | null = null;
  try {
    parsed = game.actionSchema.safeParse(junk);
  } catch {
    parsed = null; // the room answers serverError and changes nothing
  }
  // (What the schema passes unchanged was judged above already.)
  if (parsed?.success && parsed.data !== junk && !(notPlainJson(junk) === null && equalJson(parsed.data, junk)))
    checkRefused(game, target, seat, parsed.data, true);
}

const UNKNOWN_SEATS = [
  'spectator',
  '',
  'nobody',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'SPECTATOR',
];

export function strangeSeats(seats: SeatId[]): SeatId[] {
  const out = new Set(UNKNOWN_SEATS);
  for (const s of seats)
    for (const x of [s.toUpperCase(), `${s} `, ` ${s}`, `${s}2`]) if (!seats.includes(x)) out.add(x);
  return [...out];
}

/** Legal actions of each seat sent by every other seat, by 'spectator' and by seats that do not exist. */
export function wrongSeats(game: AnyGame, target: GarbageTarget, perSeat = 16): number {
  let n = 0;
  const others = strangeSeats(target.seats);
  for (const [seat, actions] of target.legal)
    for (const a of actions.slice(0, perSeat))
      for (const who of [...target.seats.filter((x) => x !== seat), ...others]) {
        checkRefused(game, target, who, a);
        n++;
      }
  return n;
}

const thrower = (what: string) => () => {
  throw new Error(`hostile ${what}`);
};

function labelled<T extends object>(x: T, label: string): T {
  Object.defineProperty(x, fc.toStringMethod, { value: () => label, enumerable: false });
  return x;
}

function nested(depth: number, leaf: unknown, arrays: boolean): unknown {
  let x = leaf;
  for (let i = 0; i < depth; i++) x = arrays ? [x] : { type: x };
  return x;
}

/** Values that break code which trusts its input. */
export function hostileValues(): unknown[] {
  const protoKey = JSON.parse('{"__proto__": {"type": "pass", "polluted": true}}') as unknown;
  const protoBeside = JSON.parse('{"type": "pass", "__proto__": {"x": 1}}') as unknown;
  const sparse: unknown[] = [];
  sparse[5] = 'x';
  return [
    labelled({ toString: thrower('toString'), valueOf: thrower('valueOf') }, 'hostileToString'),
    labelled({ [Symbol.toPrimitive]: thrower('toPrimitive') }, 'hostileToPrimitive'),
    labelled({ type: { toString: thrower('toString'), valueOf: thrower('valueOf') } }, '{type: hostile}'),
    labelled(Object.assign(Object.create(null) as object, { type: 'pass' }), 'nullPrototype{type:pass}'),
    protoKey,
    protoBeside,
    labelled(
      Object.assign(() => 0, { type: 'pass' }),
      'function{type:pass}',
    ),
    labelled(new Map([['type', 'pass']]), 'Map'),
    labelled(new Set(['pass']), 'Set'),
    labelled(new Date(0), 'Date'),
    labelled(new Uint8Array([1, 2, 3]), 'Uint8Array'),
    labelled(Object.assign(new String('pass'), { type: 'pass' }), 'boxedString'),
    Symbol('junk'),
    10n,
    undefined,
    null,
    NaN,
    Infinity,
    -Infinity,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 31,
    -1,
    0.5,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    '',
    ' ',
    '\u0000',
    '\ud800',
    '__proto__',
    'constructor',
    'x'.repeat(70_000),
    [],
    [null],
    sparse,
    nested(300, 'pass', true),
    nested(300, 'pass', false),
    { type: 'x'.repeat(10_000) },
    { type: '__proto__' },
    { type: 'constructor' },
    { type: 'toString' },
    { type: 'hasOwnProperty' },
  ];
}

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'length', 'type', '0'];

/** A legal-looking action: `base` with one thing changed. */
function mutate(base: unknown, how: number, junk: unknown, key: string, other: unknown): unknown {
  if (base === null || typeof base !== 'object') return how % 2 ? junk : [base];
  const fields = Object.keys(base);
  const field = fields.length ? fields[how % fields.length] : key;
  const c: Record<string, unknown> = Array.isArray(base) ? ({ ...base } as Record<string, unknown>) : { ...base };
  switch (how % 12) {
    case 0:
      c[key] = junk;
      return c;
    case 1:
      delete c[field];
      return c;
    case 2:
      c[field] = junk;
      return c;
    case 3:
      Object.defineProperty(c, '__proto__', { value: junk, enumerable: true, writable: true, configurable: true });
      return c;
    case 4:
      if (other !== null && typeof other === 'object' && 'type' in other) c.type = (other as { type: unknown }).type;
      return c;
    case 5:
      return [base];
    case 6:
      return JSON.stringify(base);
    case 7: {
      const v = c[field];
      if (Array.isArray(v)) c[field] = [...v, junk];
      else if (typeof v === 'number') c[field] = [v + 1, -v - 1, v * 1e9, v + 0.5, NaN, 1e308][how % 6];
      else if (typeof v === 'string') c[field] = [`${v} `, v.toUpperCase(), `${v}\u0000`, v.slice(1), v + v][how % 5];
      else c[field] = junk;
      return c;
    }
    case 8:
      c[field] = other !== null && typeof other === 'object' ? (other as Record<string, unknown>)[field] : other;
      return c;
    case 9:
      return { ...c, ...(other !== null && typeof other === 'object' ? other : {}) };
    case 10:
      c.toString = thrower('toString');
      c.valueOf = thrower('valueOf');
      return labelled(c, `${json(base)} with a hostile toString`);
    default: {
      const v = c[field];
      c[field] = Array.isArray(v) ? v.map(() => junk) : v === null || typeof v !== 'object' ? [v] : json(v);
      return c;
    }
  }
}

export interface GarbageOptions {
  runs: number;
  seed: number;
}

/** Random garbage (fast-check) from random seats at the targets; `samples` are legal actions seen anywhere. */
export function randomGarbage(game: AnyGame, targets: GarbageTarget[], samples: unknown[], opts: GarbageOptions): void {
  const seats = [...new Set(targets.flatMap((t) => t.seats))];
  const fieldNames = [
    ...new Set(samples.flatMap((s) => (s !== null && typeof s === 'object' ? Object.keys(s) : []))),
  ].slice(0, 40);
  const key = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...KEYS, ...fieldNames));
  const anything = fc.anything({
    maxDepth: 3,
    key,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
  });
  const hostile = fc.constantFrom(...hostileValues());
  const junkValue = fc.oneof(
    { weight: 3, arbitrary: anything },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  );
  const pool = samples.length ? samples : [{}];
  const legalLooking = fc
    .tuple(fc.constantFrom(...pool), fc.nat(), junkValue, key, fc.constantFrom(...pool))
    .map(([base, how, junk, k, other]) => mutate(base, how, junk, k, other));
  const schema = jsonSchemaOf(game.actionSchema);
  const drawn = fc.integer().map((s) => (schema ? valueFrom(schema, new Random(s >>> 0)) : null));
  const junk = fc.oneof(
    { weight: 2, arbitrary: junkValue },
    { weight: 3, arbitrary: legalLooking },
    { weight: 2, arbitrary: drawn },
    { weight: 1, arbitrary: fc.constantFrom(...pool) },
  );
  const seat = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...seats) },
    { weight: 1, arbitrary: fc.constantFrom(...strangeSeats(seats)) },
  );
  const run = fc.check(
    fc.property(fc.nat(targets.length - 1), seat, junk, (i, who, j) => {
      checkRefused(game, targets[i], who, j);
    }),
    { numRuns: opts.runs, seed: opts.seed },
  );
  if (run.failed) {
    const e = run.errorInstance;
    const why = e instanceof Error ? e.message : describeJunk(e);
    fail(`${why}\n(fast-check seed ${run.seed}, path ${run.counterexamplePath}, after ${run.numRuns} runs)`);
  }
}

/** Each hostile value as an action, and in each field of a few legal actions, from every seat. */
export function hostileGarbage(game: AnyGame, target: GarbageTarget, perTarget = 3): number {
  let n = 0;
  const hostile = hostileValues();
  const actions = [...target.legal.values()].flat().slice(0, perTarget);
  const seats = target.seats;
  for (const h of hostile) {
    for (const seat of seats) checkRefused(game, target, seat, h);
    n += seats.length;
    for (const a of actions) {
      if (a === null || typeof a !== 'object') continue;
      for (const field of Object.keys(a)) {
        const bad = { ...(a as Record<string, unknown>), [field]: h };
        for (const seat of seats) checkRefused(game, target, seat, bad);
        n += seats.length;
      }
    }
  }
  return n;
}
