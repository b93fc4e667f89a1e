import type { Random } from '../../core/rng';
import { legalActions } from '../index';
import type { Action, Seat, State } from '../types';

/**
 * The random legal player. Answers are uniform over the legal options; in planning it claims, places and
 * declares done (with the odd redraw) rather than wandering among take-backs, so that games finish.
 */
export function randomAction(s: State, seat: Seat, rng: Random): Action | null {
  const legal = legalActions(s, seat);
  if (!legal.length) return null;
  const p = s.prompts.find((x) => x.seat === seat);
  if (p && (p.kind === 'planHumans' || p.kind === 'planKaiju')) {
    const of = (t: Action['type']) => legal.filter((a) => a.type === t);
    const redraws = of('redraw');
    if (redraws.length && rng.float() < 0.05) return rng.pick(redraws);
    const unclaimed = of('claim').filter(
      (a) => a.type === 'claim' && s.humans.roles.find((r) => r.role === a.role)?.claim === null,
    );
    for (const xs of [of('done'), unclaimed, of('place')]) if (xs.length) return rng.pick(xs);
  }
  return rng.pick(legal);
}
