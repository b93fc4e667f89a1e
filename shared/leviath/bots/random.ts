/** The random computer player: a uniformly random legal action, picked by kind first (so one card's many targets
 * do not crowd out the others). */
import type { Random } from '../../core/rng';
import type { Action } from '../types';

export function randomChoice(legal: readonly Action[], rng: Random): Action | null {
  if (!legal.length) return null;
  const kinds = new Map<string, Action[]>();
  for (const a of legal) {
    const key = a.type === 'play' || a.type === 'evolve' || a.type === 'awaken' ? `${a.type}:${a.card}` : a.type;
    const list = kinds.get(key) ?? [];
    list.push(a);
    kinds.set(key, list);
  }
  return rng.pick(rng.pick([...kinds.values()]));
}
