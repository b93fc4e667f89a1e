/** §3 the map: geometry, the default layout's counts and the checked facts of §3.2. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  START,
  SHELTER_HEXES,
  cardHexes,
  dealCards,
  randomLayout,
  reachableOnFoot,
  zoneOf,
} from '../../../shared/tsunami/board';
import { NEIGHBOURS, colOf, distance, hexAt, rowOf, toward, type Hex } from '../../../shared/tsunami/hex';
import { ZONE_DECKS } from '../../../shared/tsunami/data/numbers';
import { seedRng } from '../../../shared/core/rng';

/** Steps from `from` to `to` over `ground` (cliffs only for a climber). */
function steps(ground: string, from: Hex, to: Hex, climber: boolean): number {
  const d = new Map<Hex, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++)
    for (const n of NEIGHBOURS[queue[i]]) {
      const g = ground[n];
      if (d.has(n) || g === '#' || (g === '^' && !climber)) continue;
      d.set(n, (d.get(queue[i]) ?? 0) + 1);
      queue.push(n);
    }
  return d.get(to) ?? Infinity;
}

describe('§3.1 geometry', () => {
  it('even rows are shifted right: their upper and lower neighbours are (c, r±1) and (c+1, r±1)', () => {
    expect(new Set(NEIGHBOURS[hexAt(3, 4)])).toEqual(
      new Set([hexAt(2, 4), hexAt(4, 4), hexAt(3, 5), hexAt(4, 5), hexAt(3, 3), hexAt(4, 3)]),
    );
    // odd rows: (c−1, r±1) and (c, r±1)
    expect(new Set(NEIGHBOURS[hexAt(3, 5)])).toEqual(
      new Set([hexAt(2, 5), hexAt(4, 5), hexAt(2, 6), hexAt(3, 6), hexAt(2, 4), hexAt(3, 4)]),
    );
    // a corner of the coast: its row-mate and one hex above (row 2 is shifted right)
    expect(NEIGHBOURS[hexAt(0, 1)]).toEqual([hexAt(1, 1), hexAt(0, 2)]);
  });

  it('directions for Disoriented and the Cat (1 E, 2 NE, 3 NW, 4 W, 5 SW, 6 SE)', () => {
    const h = hexAt(3, 4);
    expect([
      toward(h, 'E'),
      toward(h, 'NE'),
      toward(h, 'NW'),
      toward(h, 'W'),
      toward(h, 'SW'),
      toward(h, 'SE'),
    ]).toEqual([hexAt(4, 4), hexAt(4, 5), hexAt(3, 5), hexAt(2, 4), hexAt(3, 3), hexAt(4, 3)]);
    expect(toward(hexAt(0, 1), 'SW')).toBeNull();
  });

  it('distances count hex steps, ignoring terrain: moving up one row costs one step', () => {
    expect(distance(hexAt(3, 4), hexAt(3, 12))).toBe(8);
    // eight rows of climbing allow up to four columns of drift at no extra cost
    expect(distance(hexAt(3, 4), hexAt(7, 12))).toBe(8);
    expect(distance(hexAt(0, 1), hexAt(7, 1))).toBe(7);
  });
});

describe('§3.2 the default layout', () => {
  const ground = DEFAULT_LAYOUT.ground;
  it('8 × 20 hexes: 25 terrain tiles, 9 cliff/step hexes, the start at (3,4), three shelters on row 20', () => {
    expect(ground).toHaveLength(160);
    expect([...ground].filter((x) => x === '#')).toHaveLength(25);
    expect([...ground].filter((x) => x === '^')).toHaveLength(9);
    expect([colOf(START), rowOf(START)]).toEqual([3, 4]);
    expect(SHELTER_HEXES.map((h) => [colOf(h), rowOf(h)])).toEqual([
      [1, 20],
      [4, 20],
      [7, 20],
    ]);
    // the cliff band on row 9 with one gap at (7,9), the step at (3,16)–(4,16)
    const cliffs = Array.from({ length: 160 }, (_, h) => h).filter((h) => ground[h] === '^');
    expect(cliffs.filter((h) => rowOf(h) === 9).map(colOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(cliffs.filter((h) => rowOf(h) === 16).map(colOf)).toEqual([3, 4]);
  });

  it('card hexes: G 47, Y 40, R 35 (122), each zone exactly filled by its deck of §8.2', () => {
    const hexes = cardHexes(ground);
    const count = (z: string) => hexes.filter((h) => zoneOf(h) === z).length;
    expect([count('G'), count('Y'), count('R')]).toEqual([47, 40, 35]);
    const events = (z: 'G' | 'Y' | 'R') => Object.values(ZONE_DECKS[z]).reduce((a, b) => a + (b ?? 0), 0);
    // [T] G raised from the rules' 12 to 17 for balance (docs/balance.md, Tsunami)
    expect([events('G'), events('Y'), events('R')]).toEqual([17, 24, 35]);
    const cards = dealCards(seedRng(1), ground, true);
    expect(cards.filter((c) => c !== null)).toHaveLength(122);
    expect(cards.filter((c) => c && c.card !== 'clear')).toHaveLength(76);
    expect(cards.every((c, h) => !c || (c.zone === zoneOf(h) && !c.up))).toBe(true);
  });

  it('every passable hex is reachable on foot from the start', () => {
    const reach = reachableOnFoot(ground, START);
    const open = Array.from({ length: 160 }, (_, h) => h).filter((h) => ground[h] === '.');
    expect(open.filter((h) => !reach.has(h))).toEqual([]);
  });

  it('on foot the start is 18, 19 and 20 steps from the shelters at columns 7, 4 and 1; Father, 16 from each', () => {
    const [c1, c4, c7] = SHELTER_HEXES;
    expect([steps(ground, START, c7, false), steps(ground, START, c4, false), steps(ground, START, c1, false)]).toEqual(
      [18, 19, 20],
    );
    expect(SHELTER_HEXES.map((h) => steps(ground, START, h, true))).toEqual([16, 16, 16]);
  });

  it('§12 random terrain keeps each zone’s tile count, the cliffs, and every shelter reachable on foot', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const layout = randomLayout(seedRng(seed));
      const zoneTiles = (g: string, z: string) => [...g].filter((x, h) => x === '#' && zoneOf(h) === z).length;
      for (const z of ['G', 'Y', 'R']) expect(zoneTiles(layout.ground, z)).toBe(zoneTiles(ground, z));
      expect([...layout.ground].map((x, h) => (x === '^' ? h : -1)).filter((h) => h >= 0)).toEqual(
        [...ground].map((x, h) => (x === '^' ? h : -1)).filter((h) => h >= 0),
      );
      const reach = reachableOnFoot(layout.ground, START);
      expect(SHELTER_HEXES.every((h) => reach.has(h))).toBe(true);
      expect(layout.ground[START]).toBe('.');
    }
    expect(randomLayout(seedRng(2)).ground).not.toBe(ground);
  });
});
