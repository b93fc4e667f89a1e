/**
 * The decision on screen as a funnel over the update's legal actions: first what to do (an action type, with its
 * card), then each of its targets in a fixed order (the thing before the place), narrowing the legal list until one
 * action is left. The screen offers each step on the map and as buttons; it never invents an action, it only
 * narrows the list the engine gave.
 */
import type { Action } from '../../../shared/leviath/types';

export type Field = 'ship' | 'mine' | 'from' | 'region' | 'letter' | 'space' | 'to';
export type Value = string | number;

/** The order targets are asked in: the piece first, then where it goes. */
const FIELD_ORDER: readonly Field[] = ['ship', 'mine', 'from', 'region', 'letter', 'space', 'to'];

/** The kinds whose first target is picked straight on the map, before anything is chosen in the panel. */
const DIRECT = new Set(['start', 'move', 'predation', 'tsunami', 'flee', 'shipStep', 'mine', 'eat', 'sweep']);

export const keyOf = (a: Action): string => a.type + ('card' in a && a.card ? `:${a.card}` : '');

const valueOf = (a: Action, f: Field): Value | undefined => (a as unknown as Record<string, Value | undefined>)[f];

export const fieldsOf = (a: Action): Field[] => FIELD_ORDER.filter((f) => valueOf(a, f) !== undefined);

export interface Funnel {
  key: string | null;
  picks: Partial<Record<Field, Value>>;
}

export const EMPTY: Funnel = { key: null, picks: {} };

/** The legal actions still matching the funnel. */
export function remaining(legal: readonly Action[], f: Funnel): Action[] {
  if (f.key === null) return [...legal];
  return legal.filter(
    (a) => keyOf(a) === f.key && Object.entries(f.picks).every(([k, v]) => valueOf(a, k as Field) === v),
  );
}

/** The next target to ask for, or null when every target is picked. */
export function nextField(rem: readonly Action[], f: Funnel): Field | null {
  for (const field of FIELD_ORDER)
    if (!(field in f.picks) && rem.some((a) => valueOf(a, field) !== undefined)) return field;
  return null;
}

export function valuesOf(rem: readonly Action[], field: Field): Value[] {
  const out = new Set<Value>();
  for (const a of rem) {
    const v = valueOf(a, field);
    if (v !== undefined) out.add(v);
  }
  return [...out].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
}

/**
 * The funnel after choosing `key` or a value, with every step that has a single possible value filled in (a card
 * with one legal target needs no extra tap).
 */
export function settle(legal: readonly Action[], f: Funnel): Funnel {
  let cur = f;
  for (;;) {
    if (cur.key === null) return cur;
    const rem = remaining(legal, cur);
    const field = nextField(rem, cur);
    if (!field) return cur;
    const vs = valuesOf(rem, field);
    if (vs.length !== 1) return cur;
    cur = { key: cur.key, picks: { ...cur.picks, [field]: vs[0] } };
  }
}

/** The one action the funnel has narrowed to, once every target is picked. */
export function chosen(legal: readonly Action[], f: Funnel): Action | null {
  if (f.key === null) return null;
  const rem = remaining(legal, f);
  return rem.length === 1 && nextField(rem, f) === null ? rem[0] : null;
}

/** The distinct kinds of action offered, in the engine's order. */
export function keys(legal: readonly Action[]): string[] {
  return [...new Set(legal.map(keyOf))];
}

/** What a map tap can pick now: for each field, the values and the funnel each leads to. */
export function mapTargets(legal: readonly Action[], f: Funnel): Map<Field, Map<Value, Funnel>> {
  const out = new Map<Field, Map<Value, Funnel>>();
  const add = (field: Field, v: Value, next: Funnel) => {
    let m = out.get(field);
    if (!m) out.set(field, (m = new Map()));
    if (!m.has(v)) m.set(v, next);
  };
  if (f.key === null) {
    for (const key of keys(legal)) {
      if (!DIRECT.has(key.split(':')[0])) continue;
      const fk: Funnel = { key, picks: {} };
      const rem = remaining(legal, fk);
      const field = nextField(rem, fk);
      if (field) for (const v of valuesOf(rem, field)) add(field, v, { key, picks: { [field]: v } });
    }
    return out;
  }
  const rem = remaining(legal, f);
  const field = nextField(rem, f);
  if (field) for (const v of valuesOf(rem, field)) add(field, v, { key: f.key, picks: { ...f.picks, [field]: v } });
  return out;
}
