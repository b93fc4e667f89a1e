/**
 * §3.1 hex geometry: pointy-top hexes in rows, row 1 the coast (bottom) and row 20 the high ground (top), columns
 * 0–7 left to right, even rows shifted half a hex to the right. A hex is one number, `(row − 1) × 8 + col`, so that
 * boards are flat arrays and tables of distances are precomputed once.
 */
import { COLS, ROWS, type Direction } from './data/numbers';

export type Hex = number;
export const HEXES = COLS * ROWS;

export const hexAt = (col: number, row: number): Hex => (row - 1) * COLS + col;
export const colOf = (h: Hex): number => h % COLS;
export const rowOf = (h: Hex): number => Math.floor(h / COLS) + 1;
export const onMap = (col: number, row: number): boolean => col >= 0 && col < COLS && row >= 1 && row <= ROWS;

/** The hex one step in a direction, or null off the map (§3.1: even rows are shifted right). */
export function toward(h: Hex, d: Direction): Hex | null {
  const c = colOf(h);
  const r = rowOf(h);
  const even = r % 2 === 0;
  // the upper and lower rows' neighbours: even rows (shifted right) touch (c, r±1) and (c+1, r±1)
  const west = even ? c : c - 1;
  const east = even ? c + 1 : c;
  const step: Record<Direction, [number, number]> = {
    E: [c + 1, r],
    W: [c - 1, r],
    NE: [east, r + 1],
    NW: [west, r + 1],
    SE: [east, r - 1],
    SW: [west, r - 1],
  };
  const [nc, nr] = step[d];
  return onMap(nc, nr) ? hexAt(nc, nr) : null;
}

const ALL_DIRECTIONS: readonly Direction[] = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];

/** The neighbours of every hex on the map, terrain ignored. */
export const NEIGHBOURS: readonly (readonly Hex[])[] = Array.from({ length: HEXES }, (_, h) =>
  ALL_DIRECTIONS.map((d) => toward(h, d)).filter((x): x is Hex => x !== null),
);

/** Whether two hexes touch. */
export const adjacent = (a: Hex, b: Hex): boolean => NEIGHBOURS[a].includes(b);
/** §7 [R] ruling 4: "adjacent" for Lead by the Hand and Substitute includes the same hex. */
export const nearby = (a: Hex, b: Hex): boolean => a === b || adjacent(a, b);

/** Hex steps between every two hexes, terrain ignored (§6.1: distances count hex steps). */
const DIST: Uint8Array = (() => {
  const d = new Uint8Array(HEXES * HEXES).fill(255);
  for (let from = 0; from < HEXES; from++) {
    const base = from * HEXES;
    d[base + from] = 0;
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const h = queue[i];
      for (const n of NEIGHBOURS[h])
        if (d[base + n] === 255) {
          d[base + n] = d[base + h] + 1;
          queue.push(n);
        }
    }
  }
  return d;
})();

export const distance = (a: Hex, b: Hex): number => DIST[a * HEXES + b];

/** The neighbours one row up (the "upper neighbours" of Family's Call). */
export const upperNeighbours = (h: Hex): Hex[] => NEIGHBOURS[h].filter((n) => rowOf(n) === rowOf(h) + 1);
