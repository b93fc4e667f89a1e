/**
 * The map's geometry as the rules use it (§3, §8, §9), read from the data of data/map.ts: sea neighbours,
 * distances, reach under mines, capture, and the towns a tsunami may name. Pure functions of public board facts
 * (mines, ships, submerged towns), shared by the rules, the candidate set and the computer players.
 */
import { PORT_EXITS, REGIONS, SEA_IDS, SEA_SPACES, TOWN_IDS } from './data/map';
import type { RegionId, Sea, ShipAt, ShipId, Town } from './types';

const isSea = (x: Sea | Town): x is Sea => typeof x === 'number';

/** Sea neighbours of each sea space (land, the port and the edge are not sea). */
export const SEA_NEIGHBOURS: Readonly<Record<Sea, readonly Sea[]>> = Object.fromEntries(
  SEA_IDS.map((s) => [s, SEA_SPACES[s].neighbours.filter(isSea)]),
);

export const isSeaSpace = (x: unknown): x is Sea => typeof x === 'number' && x in SEA_SPACES;

export const regionOf = (s: Sea): RegionId => SEA_SPACES[s].region;
export const regionSpaces = (r: RegionId): readonly Sea[] => REGIONS[r].spaces;

/** Steps between two sea spaces along sea spaces, ignoring mines and ships (§11 "within n steps"). */
export const DIST: Readonly<Record<Sea, Readonly<Record<Sea, number>>>> = Object.fromEntries(
  SEA_IDS.map((s) => {
    const d: Record<Sea, number> = { [s]: 0 };
    let frontier = [s];
    for (let k = 1; frontier.length; k++) {
      const next: Sea[] = [];
      for (const x of frontier)
        for (const y of SEA_NEIGHBOURS[x])
          if (!(y in d)) {
            d[y] = k;
            next.push(y);
          }
      frontier = next;
    }
    return [s, d];
  }),
);

const WITHIN: readonly (readonly Sea[])[][] = [0, 1, 2, 3, 4, 5].map((r) =>
  Array.from({ length: 33 }, (_, s) => (s === 0 ? [] : SEA_IDS.filter((x) => DIST[s][x] <= r))),
);

/** §11 the sea spaces within `r` steps of `s` (itself included); do not change the list. */
export const within = (s: Sea, r: number): Sea[] =>
  (r < WITHIN.length ? WITHIN[r][s] : SEA_IDS.filter((x) => DIST[s][x] <= r)) as Sea[];

/** §8 capture: no sea neighbour of `s` is free of mines. */
export const trapped = (s: Sea, mines: readonly Sea[]): boolean => (NEIGHBOUR_MASK[s] & ~maskOf(mines)) === 0;

/** The mine-free spaces where Leviath would be captured with these mines (§8), in order. */
export function trappedSpaces(mines: readonly Sea[]): Sea[] {
  const m = maskOf(mines);
  const out: Sea[] = [];
  for (const x of SEA_IDS) if ((m & (1 << (x - 1))) === 0 && (NEIGHBOUR_MASK[x] & ~m) === 0) out.push(x);
  return out;
}

/**
 * §7 C the sea spaces reachable from `from` in at most `steps` steps, never through a mine space (with `over`, passing
 * over them is allowed: Sea-Surface Glide), never ending on one. The start counts when it holds no mine. [R] §7 a mine
 * blocks like a wall; ships do not block (the seed bars only mines and land).
 */
export function reach(from: readonly Sea[], steps: number, mines: readonly Sea[], over = false): Set<Sea> {
  return new Set(reachSpaces(from, steps, mines, over));
}

/** reach() as a list in increasing order. */
export const reachSpaces = (from: readonly Sea[], steps: number, mines: readonly Sea[], over = false): Sea[] =>
  spacesOf(reachMask(maskOf(from), steps, maskOf(mines), over));

// Sets of sea spaces as 32-bit masks (space n is bit n − 1): the computer players' playouts call reach() a lot.
export const NEIGHBOUR_MASK: readonly number[] = Array.from({ length: 33 }, (_, s) =>
  s === 0 ? 0 : SEA_NEIGHBOURS[s].reduce((m, n) => m | (1 << (n - 1)), 0),
);

export const maskOf = (xs: readonly Sea[]): number => {
  let m = 0;
  for (const x of xs) m |= 1 << (x - 1);
  return m;
};

const ALL_SEA = maskOf(SEA_IDS);

/** The mine-free sea spaces, in order. */
export const freeSea = (mines: readonly Sea[]): Sea[] => spacesOf(ALL_SEA & ~maskOf(mines));

export function spacesOf(mask: number): Sea[] {
  const out: Sea[] = [];
  for (let m = mask, i = 0; m !== 0 && i < 32; i++, m >>>= 1) if (m & 1) out.push(i + 1);
  return out;
}

export function countOf(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** reach() on masks. */
export function reachMask(from: number, steps: number, mines: number, over = false): number {
  let seen = from;
  let frontier = from;
  for (let k = 0; k < steps && frontier !== 0; k++) {
    let next = 0;
    for (let m = frontier, i = 0; m !== 0; i++, m >>>= 1) if (m & 1) next |= NEIGHBOUR_MASK[i + 1];
    next &= ~seen;
    if (!over) next &= ~mines;
    seen |= next;
    frontier = next;
  }
  return seen & ~mines;
}

/** A shortest path of secret movement from `a` to `b` under the same limits (for the kaiju's memo), start included. */
export function pathTo(a: Sea, b: Sea, mines: readonly Sea[], over = false): Sea[] {
  // a breadth-first search over masks: each space's first predecessor found, neighbours in their listed order
  const blocked = over ? 0 : maskOf(mines);
  const prev: Sea[] = Array<Sea>(33).fill(0);
  let seen = 1 << (a - 1);
  const target = 1 << (b - 1);
  let frontier = [a];
  while (frontier.length && (seen & target) === 0) {
    const next: Sea[] = [];
    for (const x of frontier)
      for (const y of SEA_NEIGHBOURS[x]) {
        const bit = 1 << (y - 1);
        if ((seen & bit) === 0 && ((blocked & bit) === 0 || y === b)) {
          seen |= bit;
          prev[y] = x;
          next.push(y);
        }
      }
    frontier = next;
  }
  const path = [b];
  for (let x = b; x !== a;) {
    const p = prev[x];
    if (p === 0) return [a, b];
    path.unshift(p);
    x = p;
  }
  return path;
}

/**
 * §9.1 the letters a tsunami from `s` may name: on each ray, the nearest town not yet submerged (a town behind
 * another is hit only once the nearer one is submerged).
 */
export const nameable = (s: Sea, submerged: readonly Town[]): Town[] => nearestTowns(SEA_SPACES[s].rays, submerged);

/** §9.1 on each ray, the nearest town not submerged (each letter once). */
export function nearestTowns(
  rays: readonly (readonly [string, readonly Town[]])[],
  submerged: readonly Town[],
): Town[] {
  const out: Town[] = [];
  for (const [, lands] of rays) {
    const first = lands.find((t) => !submerged.includes(t));
    if (first && !out.includes(first)) out.push(first);
  }
  return out;
}

/** The sea spaces from which a tsunami may name `letter` now (a public clue: §9 the letter is announced). */
export const tsunamiSources = (letter: Town, submerged: readonly Town[]): Sea[] =>
  SEA_IDS.filter((s) => nameable(s, submerged).includes(letter));

/** §11 Storm Surge: the rays may start from Leviath's space or any sea space next to it. */
export const surgeLetters = (s: Sea, submerged: readonly Town[]): Town[] => {
  const out = new Set(nameable(s, submerged));
  for (const n of SEA_NEIGHBOURS[s]) for (const t of nameable(n, submerged)) out.add(t);
  return TOWN_IDS.filter((t) => out.has(t));
};

export const surgeSources = (letter: Town, submerged: readonly Town[]): Sea[] =>
  SEA_IDS.filter((s) => surgeLetters(s, submerged).includes(letter));

/**
 * §6.1 where a ship may step: an adjacent sea space (from the port: 16 or 25) holding no other ship. [R] §6.1 no ship
 * enters the port (it only receives eaten ships) nor passes through another ship.
 */
export function shipSteps(ships: Readonly<Record<ShipId, ShipAt>>, ship: ShipId): Sea[] {
  const at = ships[ship];
  const from = at === 'port' ? PORT_EXITS : SEA_NEIGHBOURS[at];
  const out: Sea[] = [];
  for (const s of from) if (!holdsShip(ships, s)) out.push(s);
  return out;
}

const holdsShip = (ships: Readonly<Record<ShipId, ShipAt>>, s: Sea): boolean =>
  ships.s1 === s || ships.s2 === s || ships.s3 === s || ships.s4 === s;

export const atSea = (ships: Readonly<Record<ShipId, ShipAt>>): ShipId[] =>
  (Object.keys(ships) as ShipId[]).filter((k) => ships[k] !== 'port');
