/** A seat's legal answers read from its view: options never depend on hidden things, so any filling gives them. */
import type { SeatView } from '../../core/game';
import { legalActions } from '../flow';
import type { Action, State, View } from '../types';
import { determinize } from './determinize';

export function viewLegal(view: SeatView<View>, seat: string): Action[] {
  return legalActions(determinize(view, seat, 1), seat);
}

export type { State };
