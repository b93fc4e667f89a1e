/**
 * §3 [T] the map of Nakagusuku Bay: 32 sea triangles, 5 land spaces (towns A–E), the port (White Beach) and 8 sea
 * regions. This is the reference's table (§3.5) as data: the rules read it and never the geometry, so a corrected
 * map from the printed board is an edit of this file. test/games/leviath/map.test.ts checks it against §3.4's
 * formulas and the facts §3 derives from them.
 */
import type { RegionId, Sea, Town } from '../types';

/** A ray of §3.4: its direction and the land spaces it meets, nearest first. */
export type Ray = readonly [dir: 'W' | 'E' | 'NW' | 'SE' | 'NE' | 'SW', lands: readonly Town[]];

export interface SeaSpace {
  region: RegionId;
  row: number;
  col: number;
  /** Spaces sharing an edge: sea spaces and towns (the port is not a space; see PORT_EXITS). */
  neighbours: readonly (Sea | Town)[];
  /** §3.4 the six rays from this space, only those that meet land. */
  rays: readonly Ray[];
}

export const SEA_SPACES: Readonly<Record<Sea, SeaSpace>> = {
  1: { region: 'R1', row: 0, col: 2, neighbours: [2, 9], rays: [['NE', ['B']]] },
  2: {
    region: 'R2',
    row: 0,
    col: 3,
    neighbours: [1, 3, 'B'],
    rays: [
      ['NW', ['B']],
      ['NE', ['B']],
    ],
  },
  3: {
    region: 'R2',
    row: 0,
    col: 4,
    neighbours: [2, 4, 11],
    rays: [
      ['NW', ['B']],
      ['NE', ['C']],
    ],
  },
  4: {
    region: 'R2',
    row: 0,
    col: 5,
    neighbours: [3, 5, 'C'],
    rays: [
      ['NW', ['C']],
      ['NE', ['C']],
    ],
  },
  5: {
    region: 'R3',
    row: 0,
    col: 6,
    neighbours: [4, 6, 13],
    rays: [
      ['NW', ['C']],
      ['NE', ['D']],
    ],
  },
  6: {
    region: 'R4',
    row: 0,
    col: 7,
    neighbours: [5, 7, 'D'],
    rays: [
      ['NW', ['D']],
      ['NE', ['D']],
    ],
  },
  7: { region: 'R4', row: 0, col: 8, neighbours: [6, 15], rays: [['NW', ['D']]] },
  8: {
    region: 'R1',
    row: 1,
    col: 1,
    neighbours: ['A', 9, 17],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['A']],
      ['NE', ['B']],
    ],
  },
  9: {
    region: 'R1',
    row: 1,
    col: 2,
    neighbours: [8, 10, 1],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NE', ['B']],
    ],
  },
  10: {
    region: 'R1',
    row: 1,
    col: 3,
    neighbours: [9, 11, 19],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NE', ['C']],
    ],
  },
  11: {
    region: 'R2',
    row: 1,
    col: 4,
    neighbours: [10, 12, 3],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['B']],
      ['NE', ['C']],
    ],
  },
  12: {
    region: 'R3',
    row: 1,
    col: 5,
    neighbours: [11, 13, 21],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['B']],
      ['NE', ['D']],
    ],
  },
  13: {
    region: 'R3',
    row: 1,
    col: 6,
    neighbours: [12, 14, 5],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['C']],
      ['NE', ['D']],
    ],
  },
  14: {
    region: 'R3',
    row: 1,
    col: 7,
    neighbours: [13, 15, 23],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['C']],
    ],
  },
  15: {
    region: 'R4',
    row: 1,
    col: 8,
    neighbours: [14, 16, 7],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['D']],
    ],
  },
  16: {
    region: 'R4',
    row: 1,
    col: 9,
    neighbours: [15, 'E', 25],
    rays: [
      ['W', ['A']],
      ['E', ['E']],
      ['NW', ['D']],
      ['NE', ['E']],
    ],
  },
  17: {
    region: 'R5',
    row: 2,
    col: 1,
    neighbours: [18, 8],
    rays: [
      ['NW', ['A']],
      ['NE', ['B']],
    ],
  },
  18: {
    region: 'R5',
    row: 2,
    col: 2,
    neighbours: [17, 19, 26],
    rays: [
      ['NW', ['A']],
      ['NE', ['C']],
    ],
  },
  19: { region: 'R5', row: 2, col: 3, neighbours: [18, 20, 10], rays: [['NE', ['C']]] },
  20: { region: 'R6', row: 2, col: 4, neighbours: [19, 21, 28], rays: [['NE', ['D']]] },
  21: {
    region: 'R7',
    row: 2,
    col: 5,
    neighbours: [20, 22, 12],
    rays: [
      ['NW', ['B']],
      ['NE', ['D']],
    ],
  },
  22: { region: 'R7', row: 2, col: 6, neighbours: [21, 23, 30], rays: [['NW', ['B']]] },
  23: { region: 'R8', row: 2, col: 7, neighbours: [22, 24, 14], rays: [['NW', ['C']]] },
  24: {
    region: 'R8',
    row: 2,
    col: 8,
    neighbours: [23, 25, 32],
    rays: [
      ['NW', ['C']],
      ['NE', ['E']],
    ],
  },
  25: {
    region: 'R8',
    row: 2,
    col: 9,
    neighbours: [24, 16],
    rays: [
      ['NW', ['D']],
      ['NE', ['E']],
    ],
  },
  26: {
    region: 'R5',
    row: 3,
    col: 2,
    neighbours: [27, 18],
    rays: [
      ['NW', ['A']],
      ['NE', ['C']],
    ],
  },
  27: {
    region: 'R6',
    row: 3,
    col: 3,
    neighbours: [26, 28],
    rays: [
      ['NW', ['A']],
      ['NE', ['D']],
    ],
  },
  28: { region: 'R6', row: 3, col: 4, neighbours: [27, 29, 20], rays: [['NE', ['D']]] },
  29: { region: 'R6', row: 3, col: 5, neighbours: [28, 30], rays: [] },
  30: { region: 'R7', row: 3, col: 6, neighbours: [29, 31, 22], rays: [['NW', ['B']]] },
  31: {
    region: 'R7',
    row: 3,
    col: 7,
    neighbours: [30, 32],
    rays: [
      ['NW', ['B']],
      ['NE', ['E']],
    ],
  },
  32: {
    region: 'R8',
    row: 3,
    col: 8,
    neighbours: [31, 24],
    rays: [
      ['NW', ['C']],
      ['NE', ['E']],
    ],
  },
};

export const SEA_IDS: readonly Sea[] = Object.keys(SEA_SPACES).map(Number);

/** §3.2 the towns: their cell and their one sea neighbour. */
export const TOWNS: Readonly<Record<Town, { row: number; col: number; sea: Sea }>> = {
  A: { row: 1, col: 0, sea: 8 },
  B: { row: -1, col: 3, sea: 2 },
  C: { row: -1, col: 5, sea: 4 },
  D: { row: -1, col: 7, sea: 6 },
  E: { row: 1, col: 10, sea: 16 },
};

export const TOWN_IDS: readonly Town[] = ['A', 'B', 'C', 'D', 'E'];

/** §3.2 [T] the port area is off the grid, beside these sea spaces: a ship in the port may step out onto them. */
export const PORT_EXITS: readonly Sea[] = [16, 25];

/** §3.3 the 8 sea regions of 4 spaces, and the regions each one borders. */
export const REGIONS: Readonly<Record<RegionId, { spaces: readonly Sea[]; adjacent: readonly RegionId[] }>> = {
  R1: { spaces: [1, 8, 9, 10], adjacent: ['R2', 'R5'] },
  R2: { spaces: [2, 3, 4, 11], adjacent: ['R1', 'R3'] },
  R3: { spaces: [5, 12, 13, 14], adjacent: ['R2', 'R4', 'R7', 'R8'] },
  R4: { spaces: [6, 7, 15, 16], adjacent: ['R3', 'R8'] },
  R5: { spaces: [17, 18, 19, 26], adjacent: ['R1', 'R6'] },
  R6: { spaces: [20, 27, 28, 29], adjacent: ['R5', 'R7'] },
  R7: { spaces: [21, 22, 30, 31], adjacent: ['R3', 'R6', 'R8'] },
  R8: { spaces: [23, 24, 25, 32], adjacent: ['R3', 'R4', 'R7'] },
};

export const REGION_IDS: readonly RegionId[] = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'];
