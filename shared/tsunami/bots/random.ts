/** The random computer player: any legal answer, uniformly (the simulator's and the kit's lightest player). */
import type { SeatView } from '../../core/game';
import type { Random } from '../../core/rng';
import type { Action, View } from '../types';

/** The seat's legal answers, read from the public view (every prompt lists its answers). */
export const legalFromView = (v: SeatView<View> | View, seat: string): Action[] =>
  v.result ? [] : (v.prompts.find((p) => p.seat === seat)?.options ?? []);

export function randomChoice(v: SeatView<View>, seat: string, rng: Random): Action | null {
  const legal = legalFromView(v, seat);
  return legal.length ? legal[rng.int(legal.length)] : null;
}
