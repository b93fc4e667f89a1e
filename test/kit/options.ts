/** The option sets the kit plays: the game's defaults and a few variations drawn from its options schema. */
import type { AnyGame } from '../../shared/core/game';
import { jsonSchemaOf, valueFrom } from './schema';
import { Random, canonical, fail, json } from './util';

export interface Variant {
  /** A short label for messages. */
  label: string;
  /** The options as the game parsed them (what setup receives). */
  options: unknown;
}

/** The keys where two option objects differ (top level). */
function distance(a: unknown, b: unknown): number {
  const x = (a ?? {}) as Record<string, unknown>;
  const y = (b ?? {}) as Record<string, unknown>;
  let d = 0;
  for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) if (canonical(x[k]) !== canonical(y[k])) d++;
  return d;
}

/**
 * The defaults (`parseOptions({})`), then up to `count` variations drawn from the options schema, accepted by
 * `parseOptions`, each as far as possible from those already chosen; then `extra` (inputs the caller names).
 */
export function optionVariants(game: AnyGame, count: number, seed: number, extra: readonly unknown[] = []): Variant[] {
  const defaults = game.parseOptions({});
  if (!defaults.ok)
    fail(`${game.id}: parseOptions({}) must give the game's defaults, but it refused them: ${json(defaults.error)}`);
  const chosen: Variant[] = [{ label: 'defaults', options: defaults.value }];
  const seen = new Set([canonical(defaults.value)]);
  const schema = jsonSchemaOf(game.optionsSchema);
  const pool: unknown[] = [];
  if (schema) {
    const rng = new Random(seed);
    for (let i = 0; i < 400; i++) {
      const r = game.parseOptions(valueFrom(schema, rng));
      if (!r.ok || seen.has(canonical(r.value))) continue;
      seen.add(canonical(r.value));
      pool.push(r.value);
    }
  }
  while (chosen.length < count + 1 && pool.length) {
    let best = 0;
    let bestScore = -1;
    pool.forEach((o, i) => {
      const score = Math.min(...chosen.map((c) => distance(c.options, o)));
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    const [o] = pool.splice(best, 1);
    chosen.push({ label: json(o), options: o });
  }
  for (const input of extra) {
    const r = game.parseOptions(input);
    if (!r.ok) fail(`${game.id}: the options ${json(input)} given to the kit are refused: ${json(r.error)}`);
    if (!seen.has(canonical(r.value))) chosen.push({ label: json(r.value), options: r.value });
    seen.add(canonical(r.value));
  }
  return chosen;
}
