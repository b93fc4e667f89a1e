/**
 * Shared, frozen answer objects for the most frequent prompts. Options are only ever compared, never changed,
 * so every prompt can point at the same objects instead of allocating a hundred fresh ones per movement step.
 */
import { ADJACENT, ROAD_DIST, TOWN_IDS } from './data/map';
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

/** People and units moved by the humans' cards: a move may go several steps at once (§8.1 "a total of N steps"). */
type StepPiece = MovablePiece;
const MAX_STEPS = 10;
/** WITHIN[piece][from][n]: the moves from a town to every town at most n steps away (n ≤ MAX_STEPS), nearest first. */
const WITHIN = new Map<StepPiece, Action[][][]>();
for (const piece of ['citizens', 'vips', 'fire', 'sdf'] as const)
  WITHIN.set(
    piece,
    TOWN_IDS.map((_, i) => {
      const byDistance = TOWN_IDS.map((_, j) => j)
        .filter((j) => j !== i)
        .sort((a, b) => ROAD_DIST[i][a] - ROAD_DIST[i][b] || a - b)
        .map((j) => ({
          j,
          move: Object.freeze({ type: 'move', piece, from: TOWN_IDS[i], to: TOWN_IDS[j] }) as Action,
        }));
      return Array.from({ length: MAX_STEPS + 1 }, (_, n) =>
        byDistance.filter(({ j }) => ROAD_DIST[i][j] <= n).map(({ move }) => move),
      );
    }),
  );

/** WITHIN by steps first: BY_STEPS[piece][n][from], so that a move prompt looks its piece's table up once. */
const BY_STEPS = new Map<StepPiece, Action[][][]>();
for (const [piece, byTown] of WITHIN)
  BY_STEPS.set(
    piece,
    Array.from({ length: MAX_STEPS + 1 }, (_, n) => byTown.map((lists) => lists[n])),
  );

/** The moves of a piece from every town to any town within `steps` steps, by town (the path is the engine's to count). */
export function movesWithin(piece: StepPiece, steps: number): readonly (readonly Action[])[] {
  return (BY_STEPS.get(piece) as Action[][][])[steps < MAX_STEPS ? steps : MAX_STEPS];
}
