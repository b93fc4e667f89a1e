/**
 * Untrusted input to an action: a well-formed action copied field by field (never the caller's object), or null.
 * The engine then judges it against the seat's legal actions.
 */
import type { Action } from './types';

const TYPES = new Set([
  'start',
  'shipStep',
  'done',
  'play',
  'discard',
  'mine',
  'pass',
  'awaken',
  'react',
  'silence',
  'predation',
  'move',
  'tsunami',
  'evolve',
  'eat',
  'sweep',
  'flee',
  'mark',
]);

const FIELDS: Record<string, 'int' | 'str' | 'bool'> = {
  space: 'int',
  to: 'int',
  from: 'int',
  mine: 'int',
  ship: 'str',
  region: 'str',
  letter: 'str',
  card: 'str',
  on: 'bool',
};

function copy(raw: unknown): Action | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const proto: unknown = Object.getPrototypeOf(raw);
  if (proto !== Object.prototype && proto !== null) return null;
  const o = raw as Record<string, unknown>;
  const type = Object.prototype.hasOwnProperty.call(o, 'type') ? o.type : undefined;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  const out: Record<string, unknown> = { type };
  for (const k of Object.keys(o)) {
    if (k === 'type') continue;
    const kind = FIELDS[k];
    const v = o[k];
    if (kind === 'int' && typeof v === 'number' && Number.isInteger(v)) out[k] = v;
    else if (kind === 'str' && typeof v === 'string' && v.length <= 32) out[k] = v;
    else if (kind === 'bool' && typeof v === 'boolean') out[k] = v;
    else return null;
  }
  return out as Action;
}

export function normalize(raw: unknown): Action | null {
  try {
    return copy(raw);
  } catch {
    return null;
  }
}
