/**
 * The planning aid's shading of the hexes a member can reach (Part C.1), read from the view alone: water tonight,
 * a known bad card, a card still hidden, or nothing known against it. It judges nothing the view does not say.
 */
import { CARDS } from '../../../shared/tsunami/data/numbers';
import { rowOf, type Hex } from '../../../shared/tsunami/hex';
import type { View } from '../../../shared/tsunami/types';

export type Risk = 'water' | 'danger' | 'hidden' | 'good' | 'safe';

export function riskOf(v: View, h: Hex): Risk {
  // the rows the next tsunami phase floods: a member left there tonight is swept away
  if (v.phase === 'family' && rowOf(h) <= v.floodsNext[1]) return 'water';
  const c = v.cards[h];
  if (!c) return 'safe';
  if (!c.card) return 'hidden';
  const kind = CARDS[c.card].kind;
  if (kind === 'debuff' || kind === 'dice') return 'danger';
  return kind === 'bonus' ? 'good' : 'safe';
}

/** The reach of a member shaded hex by hex. */
export function reachRisks(v: View, reach: readonly Hex[]): Map<Hex, Risk> {
  return new Map(reach.map((h) => [h, riskOf(v, h)]));
}
