/**
 * Random values drawn from a game's zod schemas (through their JSON Schema): option variations for the random games
 * and legal-looking actions for the garbage check. Refinements are not in a JSON Schema, so a drawn value may still
 * be refused: callers keep the ones the game accepts (options) or expect refusals (actions).
 */
import { z } from 'zod';
import type { Random } from '../../shared/core/rng';

type Node = Record<string, unknown>;

/** The JSON Schema of a zod schema, or null when zod cannot express it. */
export function jsonSchemaOf(schema: unknown): Node | null {
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node;
  } catch {
    return null;
  }
}

const isNode = (x: unknown): x is Node => x !== null && typeof x === 'object' && !Array.isArray(x);

function resolve(node: Node, root: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#')) return node;
  let cur: unknown = root;
  for (const part of ref.slice(2).split('/').filter(Boolean)) cur = isNode(cur) ? cur[part] : undefined;
  return isNode(cur) ? cur : {};
}

const STRINGS = ['', 'x', 'a b', '?', '0', 'ü', '__proto__'];

function numberFrom(node: Node, rng: Random, integer: boolean): number {
  const min = typeof node.minimum === 'number' ? node.minimum : undefined;
  const max = typeof node.maximum === 'number' ? node.maximum : undefined;
  const picks: number[] = [];
  for (const k of ['default', 'suggested']) if (typeof node[k] === 'number') picks.push(node[k] as number);
  if (min !== undefined) picks.push(min);
  if (max !== undefined) picks.push(max);
  const lo = min ?? Math.min(0, max ?? 0);
  const hi = max ?? lo + 10;
  const span = Math.min(hi - lo, 1e6);
  picks.push(integer ? lo + rng.int(Math.floor(span) + 1) : lo + rng.float() * span);
  return rng.pick(picks);
}

/** One random value of a JSON Schema node (depth-limited). */
export function valueFrom(node: unknown, rng: Random, root: Node = isNode(node) ? node : {}, depth = 0): unknown {
  if (!isNode(node)) return null;
  const n = resolve(node, root);
  if ('const' in n) return n.const;
  if (Array.isArray(n.enum) && n.enum.length) return rng.pick(n.enum);
  if ('default' in n && rng.float() < 0.2) return n.default;
  for (const k of ['anyOf', 'oneOf'] as const) {
    const alts = n[k];
    if (Array.isArray(alts) && alts.length) return valueFrom(rng.pick(alts), rng, root, depth + 1);
  }
  if (Array.isArray(n.allOf) && n.allOf.length) return valueFrom(n.allOf[0], rng, root, depth + 1);
  const type = Array.isArray(n.type) ? rng.pick(n.type as string[]) : n.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.int(2) === 1;
    case 'integer':
      return Math.round(numberFrom(n, rng, true));
    case 'number':
      return numberFrom(n, rng, false);
    case 'string':
      return rng.pick(STRINGS);
    case 'array': {
      if (depth > 6) return [];
      const prefix = Array.isArray(n.prefixItems) ? n.prefixItems : [];
      const min = typeof n.minItems === 'number' ? n.minItems : 0;
      const max = Math.max(min, Math.min(typeof n.maxItems === 'number' ? n.maxItems : min + 4, min + 6));
      const len = Math.max(prefix.length, min + rng.int(max - min + 1));
      const out: unknown[] = [];
      for (let i = 0; i < len; i++) out.push(valueFrom(i < prefix.length ? prefix[i] : n.items, rng, root, depth + 1));
      return out;
    }
    case 'object':
    default: {
      if (type !== 'object' && !isNode(n.properties)) return rng.pick([0, 1, 'x', true, null]);
      if (depth > 6) return {};
      const props = isNode(n.properties) ? n.properties : {};
      const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
      const out: Record<string, unknown> = {};
      for (const [k, sub] of Object.entries(props))
        if (required.has(k) || rng.float() < 0.6) out[k] = valueFrom(sub, rng, root, depth + 1);
      return out;
    }
  }
}
