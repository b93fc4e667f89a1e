/** Untrusted input to an action: a well-formed action, copied field by field (never the caller's object), or null. */
import { METALS, RESOURCES, type Metal, type Res } from './data';
import type { Action } from './types';

/** A well-formed action, copied field by field (never the caller's object), or null. */
export function normalize(raw: unknown): Action | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const type = Object.prototype.hasOwnProperty.call(o, 'type') ? o.type : undefined;
  const res = (x: unknown): x is Res => typeof x === 'string' && (RESOURCES as readonly string[]).includes(x);
  const str = (x: unknown): x is string => typeof x === 'string' && x.length <= 8;
  const keys = Object.keys(o);
  const only = (...k: string[]) => keys.length === k.length + 1 && k.every((x) => keys.includes(x));
  switch (type) {
    case 'roll':
    case 'camp':
    case 'settlement':
    case 'undo':
    case 'endTurn':
    case 'pass':
      return only() ? { type } : null;
    case 'terrain':
    case 'bank':
    case 'copy':
      return only('face') && res(o.face) ? { type, face: o.face } : null;
    case 'contract':
    case 'office':
      return only('id') && str(o.id) ? { type, id: o.id } : null;
    case 'ship':
      return only('metal', 'n') &&
        typeof o.metal === 'string' &&
        (METALS as readonly string[]).includes(o.metal) &&
        typeof o.n === 'number' &&
        Number.isInteger(o.n)
        ? { type, metal: o.metal as Metal, n: o.n }
        : null;
    case 'autoBank':
      return only('res') && (o.res === null || res(o.res)) ? { type, res: o.res as Res | null } : null;
    default:
      return null;
  }
}
