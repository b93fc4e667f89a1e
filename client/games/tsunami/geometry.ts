/**
 * The map's geometry on screen (§3.1): the engine's hexes (one number, row 1 the coast at the bottom, even rows
 * shifted half a hex right) placed on the screen kit's pointy-top hex layout, row 20 at the top.
 */
import { bounds, fromOffset, type Hex as Axial, type HexLayout } from '../../kit/hex';
import { ROWS } from '../../../shared/tsunami/data/numbers';
import { HEXES, colOf, rowOf, type Hex } from '../../../shared/tsunami/hex';

/** Board units: centre to corner. The kit scales the drawing to the screen. */
export const SIZE = 30;
// screen rows count down from the top (row 20 is screen row 0, even): even screen rows are the shifted ones
export const LAYOUT: HexLayout = { orientation: 'pointy', size: SIZE, oddShoved: false };

export const axialOf = (h: Hex): Axial => fromOffset(colOf(h), ROWS - rowOf(h), LAYOUT);

/** Every hex of the map, with the kit's cell id (the engine's hex number). */
export const CELLS: readonly (Axial & { id: string })[] = Array.from({ length: HEXES }, (_, h) => ({
  ...axialOf(h),
  id: String(h),
}));

/** A hex's centre in board units. */
export function centreOf(h: Hex): { x: number; y: number } {
  const a = axialOf(h);
  return { x: SIZE * Math.sqrt(3) * (a.q + a.r / 2), y: SIZE * 1.5 * a.r };
}

/** The board's y of a row's centre line (row 20 at the top). */
export const rowY = (row: number): number => SIZE * 1.5 * (ROWS - row);

/** The map's box (board units): the water and the labels keep to its width. */
export const MAP = bounds(CELLS, LAYOUT);
