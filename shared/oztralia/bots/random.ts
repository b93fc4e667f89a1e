/** The random level: a uniformly random legal answer. */
import { Random } from '../../core/rng';
import type { SeatView } from '../../core/game';
import type { Action, View } from '../types';
import { viewLegal } from './legal';

export function randomChoice(view: SeatView<View>, seat: string, seed: number): Action | null {
  const legal = viewLegal(view, seat);
  return legal.length ? new Random(seed).pick(legal) : null;
}
