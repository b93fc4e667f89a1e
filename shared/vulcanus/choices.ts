/**
 * Shared, frozen answer objects for the most frequent prompts. Options are only ever compared, never changed,
 * so every prompt can point at the same objects instead of allocating a hundred fresh ones per movement step.
 */
import { ADJACENT, TOWN_IDS } from './data/map';
import type { Action, MovablePiece } from './types';

export const PASS: Action = Object.freeze({ type: 'pass' });

const TOWN: readonly Action[] = TOWN_IDS.map((town) => Object.freeze({ type: 'town', town }) as Action);
export function townChoice(i: number): Action {
  return TOWN[i];
}

type MovePiece = MovablePiece | 'kaiju' | 'lava';
const MOVES = new Map<MovePiece, Action[][]>();
for (const piece of ['citizens', 'vips', 'fire', 'sdf', 'kaiju', 'lava'] as const)
  MOVES.set(
    piece,
    ADJACENT.map((adj, i) =>
      adj.map((j) => Object.freeze({ type: 'move', piece, from: TOWN_IDS[i], to: TOWN_IDS[j] }) as Action),
    ),
  );

/** The one-step moves of a piece from town i, one per adjacent town. */
export function movesFrom(piece: MovePiece, i: number): readonly Action[] {
  return (MOVES.get(piece) as Action[][])[i];
}
