/** Deep copy of plain JSON data (objects, arrays, primitives). Faster than structuredClone for game states. */
export function cloneJson<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = cloneJson(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cloneJson((v as Record<string, unknown>)[k]);
  return out as T;
}

/** Structural equality of plain JSON data. */
export function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // Counting keys instead of listing them: validation compares an action with every option of a prompt.
  let na = 0;
  for (const k in a) {
    na++;
    if (!equalJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  let nb = 0;
  for (const _k in b) nb++;
  if (na !== nb) return false;
  return true;
}
