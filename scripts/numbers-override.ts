/**
 * Balance experiments: `KAIJU_NUMBERS='{"omenCitizens":1}'` (JSON) replaces numbers of
 * shared/vulcanus/data/numbers.ts for one run of the balance tools, without editing the file. Objects are merged
 * key by key; arrays and plain values are replaced. Only keys that exist may be set.
 *
 * It must run before any module that derives data from the numbers (tiles, landmarks) is loaded, so the tools
 * import the engine dynamically after calling it.
 */
import { NUMBERS } from '../shared/vulcanus/data/numbers';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function merge(target: Record<string, unknown>, patch: Record<string, Json>, path: string): void {
  for (const [k, v] of Object.entries(patch)) {
    if (!(k in target)) throw new Error(`KAIJU_NUMBERS: unknown number ${path}${k}`);
    const cur = target[k];
    if (v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur))
      merge(cur as Record<string, unknown>, v, `${path}${k}.`);
    else target[k] = v;
  }
}

/** Applies `KAIJU_NUMBERS` from the environment; returns the patch applied (empty when none). */
export function applyNumbersOverride(): Record<string, Json> {
  const raw = process.env.KAIJU_NUMBERS;
  if (!raw) return {};
  const patch = JSON.parse(raw) as Record<string, Json>;
  merge(NUMBERS as unknown as Record<string, unknown>, patch, '');
  return patch;
}
