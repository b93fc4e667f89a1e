/**
 * The greedy player of both sides, on a full state (a sampled one for a computer player, or a search's playout):
 * the best-scored legal action, ties broken at random. The human side's scores read public facts and its own
 * cards only; the kaiju side's read what Leviath knows.
 */
import type { Random } from '../../core/rng';
import { legalActions } from '../flow';
import type { Action, State } from '../types';
import { rankHumans } from './human-policy';
import { rankKaiju, type Scored } from './kaiju-policy';

export type { Scored };

export const rank = (s: State, seat: string, legal: readonly Action[]): Scored[] =>
  seat === 'kaiju' ? rankKaiju(s, legal) : rankHumans(s, legal);

export function best(scored: readonly Scored[], rng: Random): Scored | null {
  let top: Scored | null = null;
  let ties = 0;
  for (const x of scored) {
    if (!top || x.score > top.score + 1e-9) {
      top = x;
      ties = 1;
    } else if (Math.abs(x.score - top.score) <= 1e-9 && rng.int(++ties) === 0) top = x;
  }
  return top;
}

/** The greedy answer of the seat to the state's prompt (null when it has none). */
export function greedy(s: State, seat: string, rng: Random): Action | null {
  const legal = legalActions(s, seat);
  if (legal.length <= 1) return legal[0] ?? null;
  return best(rank(s, seat, legal), rng)?.action ?? null;
}
