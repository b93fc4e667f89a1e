/**
 * What the Rolled West screen draws, in the screen's own terms: the sheet layout (from the game's data module),
 * every player's sheet, the shared table (dice, exclusive items) and what this seat may do now, each legal
 * action under the key of the thing it is drawn on ("office:CS", "ship:C:2"…). `adapter.ts` builds it from an
 * update; the rest of the screen knows nothing else.
 */
import type { Metal, Res, Terrain } from '../../../shared/rolled-west/data';

// the game's own names for resources and terrains (its data module), used across the screen
export { METALS, RESOURCES, TERRAINS, TERRAIN_OF } from '../../../shared/rolled-west/data';
export type { Metal, Res, Terrain };

export interface SheetLayout {
  offices: { id: string; row: Metal; col: Metal }[];
  contracts: { id: string; cost: Partial<Record<Metal, number>>; points: number }[];
  /** Per metal, its five spaces: a number, or [big, small] on a starred space. */
  shipping: Record<Metal, readonly (number | readonly [number, number])[]>;
  claims: Readonly<
    Record<Terrain, { points: readonly number[]; stars: readonly number[]; majority: readonly [number, number] }>
  >;
  rounds: number;
}

export type Mark = 'camp' | 'settlement' | null;

export interface SheetModel {
  seat: string;
  score: number;
  bank: Record<Res, number>;
  /** Per round: the resource banked on the own turn (light box) and between turns (dark box). */
  lightBoxes: (Res | null)[];
  darkBoxes: (Res | null)[];
  /** Per terrain, per space: a camp's triangle, a settlement's circle, or empty. */
  claims: Record<Terrain, Mark[]>;
  /** Spaces marked per shipping row. */
  shipped: Record<Metal, number>;
  /** Per metal and space: this sheet scored the big number there. */
  shipBig: Record<Metal, boolean[]>;
  offices: string[];
  contracts: string[];
  /** The end's breakdown, once the game is over. */
  final: FinalScore | null;
}

export interface FinalScore {
  claims: number;
  shipping: number;
  contracts: number;
  majority: Record<Terrain, number>;
  offices: Record<string, number>;
  total: number;
}

export type DieUse = 'terrain' | 'spent' | 'banked' | 'free';

export interface TableModel {
  round: number;
  /** Whose roll is on the table (a seat, or the ghost). */
  roller: string | null;
  dice: { face: Res; use: DieUse }[];
  /** The seat whose turn it is, while it lasts. */
  turnOf: string | null;
  /** Who owns each exclusive item. */
  officeOwner: Record<string, string | null>;
  contractOwner: Record<string, string | null>;
  /** Per metal and space, the seat that took the big number, if any. */
  shipBigOwner: Record<Metal, (string | null)[]>;
  /** Seats still to answer the between-turns bank on this roll, and the answers given (a face, or 'pass'). */
  bankWaiting: string[];
  bankAnswers: Record<string, Res | 'pass'>;
  sheets: SheetModel[];
  me: string | null;
  /** This seat's auto-bank choice (private). */
  autoBank: Res | null;
  /** This seat may set auto-bank now. */
  canAutoBank: boolean;
  over: boolean;
  /** The players, in turn order (the first player first). */
  order: string[];
}

/** What this seat may do now, each legal action under the key of what it is drawn on. */
export type Affordances = Map<string, unknown>;
