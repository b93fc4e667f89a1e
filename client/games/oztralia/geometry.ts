/**
 * The map on screen: the engine's hexes (`row * 15 + col`, flat-top, odd columns half a hex lower, row 0 at the
 * top) placed on the screen kit's flat hex layout. Only land hexes are cells; the sea is painted behind them.
 */
import { bounds, fromOffset, type Hex as Axial, type HexLayout } from '../../kit/hex';
import { HEX_COUNT, colOf, rowOf, isLand, type Hex } from '../../../shared/oztralia/hex';

/** Board units: centre to corner. The kit scales the drawing to the screen. */
export const SIZE = 32;
export const LAYOUT: HexLayout = { orientation: 'flat', size: SIZE, oddShoved: true };

export const axialOf = (h: Hex): Axial => fromOffset(colOf(h), rowOf(h), LAYOUT);

/** Every hex of the map (land and sea: the coast reads better with its sea), with the kit's id (the engine's number). */
export const CELLS: readonly (Axial & { id: string; land: boolean })[] = Array.from({ length: HEX_COUNT }, (_, h) => ({
  ...axialOf(h),
  id: String(h),
  land: isLand(h),
}));

export function centreOf(h: Hex): { x: number; y: number } {
  const a = axialOf(h);
  return { x: SIZE * 1.5 * a.q, y: SIZE * Math.sqrt(3) * (a.r + a.q / 2) };
}

export const MAP = bounds(CELLS, LAYOUT);

/** A rail's id: its two hexes, the lower first (the engine's order). */
export const edgeId = (a: Hex, b: Hex): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
