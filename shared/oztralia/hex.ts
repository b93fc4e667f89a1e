/**
 * §3 the hex grid: flat-top hexes in "odd-q" offset coordinates (odd columns half a hex lower). A hex is a number,
 * `row * 15 + col`, so numeric order is the rules' hex id order (row first, then column); `hexName` gives the
 * rules' id "col-row". Directions 1–6 are N, NE, SE, S, SW, NW. Edges (for tracks) are pairs of adjacent land hexes.
 */
import { ANCHORS, COLS, ROWS, levelAt, terrainAt, type Terrain } from './data';

export type Hex = number;
export const HEX_COUNT = COLS * ROWS;

export const hexOf = (col: number, row: number): Hex => row * COLS + col;
export const colOf = (h: Hex): number => h % COLS;
export const rowOf = (h: Hex): number => Math.floor(h / COLS);
export const hexName = (h: Hex): string => `${colOf(h)}-${rowOf(h)}`;

/** The rules' id "col-row" as a hex; -1 when it names no hex of the map. */
export function hexByName(name: string): Hex {
  const m = /^(\d+)-(\d+)$/.exec(name);
  if (!m) return -1;
  const c = Number(m[1]);
  const r = Number(m[2]);
  return c < COLS && r < ROWS ? hexOf(c, r) : -1;
}

const EVEN: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [-1, -1],
];
const ODD: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

export const TERRAIN_OF: readonly Terrain[] = Array.from({ length: HEX_COUNT }, (_, h) =>
  terrainAt(colOf(h), rowOf(h)),
);
export const LEVEL_OF: readonly (0 | 1 | 2 | 3)[] = Array.from({ length: HEX_COUNT }, (_, h) =>
  levelAt(colOf(h), rowOf(h)),
);
export const isLand = (h: Hex): boolean => h >= 0 && h < HEX_COUNT && TERRAIN_OF[h] !== 'sea';
export const isMountain = (h: Hex): boolean => TERRAIN_OF[h] === 'mountain';
export const LAND: readonly Hex[] = Array.from({ length: HEX_COUNT }, (_, h) => h).filter(isLand);

/** The hex in direction `dir` (1–6), or -1 off the map. Sea hexes are returned (survey placements skip them). */
export function neighbour(h: Hex, dir: number): Hex {
  const c = colOf(h);
  const [dc, dr] = (c % 2 ? ODD : EVEN)[dir - 1];
  const nc = c + dc;
  const nr = rowOf(h) + dr;
  return nc < 0 || nc >= COLS || nr < 0 || nr >= ROWS ? -1 : hexOf(nc, nr);
}

/** Land neighbours by direction (index 0 = direction 1; -1 where there is none). */
export const LAND_DIRS: readonly (readonly Hex[])[] = Array.from({ length: HEX_COUNT }, (_, h) =>
  [1, 2, 3, 4, 5, 6].map((d) => {
    const n = neighbour(h, d);
    return n >= 0 && isLand(n) ? n : -1;
  }),
);
export const LAND_NEIGHBOURS: readonly (readonly Hex[])[] = LAND_DIRS.map((ns) => ns.filter((n) => n >= 0));

/** The hexes of an edge in hex order. */
export function edgeKey(a: Hex, b: Hex): [Hex, Hex] {
  return a < b ? [a, b] : [b, a];
}

export const adjacent = (a: Hex, b: Hex): boolean => LAND_NEIGHBOURS[a].includes(b);

function cube(h: Hex): [number, number, number] {
  const q = colOf(h);
  const r = rowOf(h) - (q - (q & 1)) / 2;
  return [q, r, -q - r];
}

function cubeDistance(a: Hex, b: Hex): number {
  const [x1, y1, z1] = cube(a);
  const [x2, y2, z2] = cube(b);
  return Math.max(Math.abs(x1 - x2), Math.abs(y1 - y2), Math.abs(z1 - z2));
}

/** Every pair's distance, computed once: the rules and the computer players ask it often. */
const DISTANCE = new Uint8Array(HEX_COUNT * HEX_COUNT);
for (let a = 0; a < HEX_COUNT; a++)
  for (let b = 0; b < HEX_COUNT; b++) DISTANCE[a * HEX_COUNT + b] = cubeDistance(a, b);

/** §3 hex distance (cube distance), over sea too. */
export const hexDistance = (a: Hex, b: Hex): number => DISTANCE[a * HEX_COUNT + b];

/** The land hexes within `r` (hex distance) of each hex, for r up to 3. */
export const NEAR: readonly (readonly Hex[])[][] = [1, 2, 3].map(() => []);
for (let h = 0; h < HEX_COUNT; h++)
  for (let r = 1; r <= 3; r++)
    NEAR[r - 1][h] = Array.from({ length: HEX_COUNT }, (_, x) => x).filter(
      (x) => x !== h && isLand(x) && hexDistance(h, x) <= r,
    );

export const INF = 1 << 20;

/**
 * §3 land distance from a set of hexes: a multi-source breadth-first search over land. `stop(h)` marks hexes that
 * may be entered but not passed through (§11.1 Old Ones in the way of ground forces).
 */
export function landDistances(sources: Iterable<Hex>, stop?: (h: Hex) => boolean): Int32Array {
  const d = new Int32Array(HEX_COUNT).fill(INF);
  const queue: Hex[] = [];
  for (const s of sources)
    if (d[s] !== 0) {
      d[s] = 0;
      queue.push(s);
    }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    if (i > 0 && d[h] > 0 && stop?.(h)) continue;
    for (const n of LAND_NEIGHBOURS[h])
      if (d[n] === INF) {
        d[n] = d[h] + 1;
        queue.push(n);
      }
  }
  return d;
}

/** The anchors (port sites) in hex order. */
export const ANCHOR_HEXES: readonly Hex[] = Object.keys(ANCHORS)
  .map(hexByName)
  .sort((a, b) => a - b);

/** §3 the survey sites in hex order. */
export const SURVEY_SITES: readonly Hex[] = LAND.filter((h) => TERRAIN_OF[h] === 'survey');
