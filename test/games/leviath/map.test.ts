/** §3 the map as data: checked against §3.4's geometry and the facts §3 derives from it. */
import { describe, expect, it } from 'vitest';
import {
  DIST,
  SEA_NEIGHBOURS,
  nameable,
  nearestTowns,
  reach,
  trapped,
  tsunamiSources,
} from '../../../shared/leviath/board';
import {
  PORT_EXITS,
  REGIONS,
  REGION_IDS,
  SEA_IDS,
  SEA_SPACES,
  TOWNS,
  TOWN_IDS,
} from '../../../shared/leviath/data/map';
import type { Sea, Town } from '../../../shared/leviath/types';

type Cell = { id: Sea | Town; r: number; c: number };
const cells: Cell[] = [
  ...SEA_IDS.map((id) => ({ id, r: SEA_SPACES[id].row, c: SEA_SPACES[id].col })),
  ...TOWN_IDS.map((id) => ({ id, r: TOWNS[id].row, c: TOWNS[id].col })),
];
const at = (r: number, c: number) => cells.find((x) => x.r === r && x.c === c);
const up = (x: Cell) => (((x.r + x.c) % 2) + 2) % 2 === 0;

describe('§3.1 geometry: the table is the triangle lattice', () => {
  it('neighbours share an edge: (r,c±1), plus (r+1,c) for ▲ or (r−1,c) for ▼', () => {
    for (const s of SEA_IDS) {
      const x = cells.find((y) => y.id === s) as Cell;
      const expected = [at(x.r, x.c - 1), at(x.r, x.c + 1), up(x) ? at(x.r + 1, x.c) : at(x.r - 1, x.c)]
        .filter((y): y is Cell => !!y)
        .map((y) => String(y.id))
        .sort();
      expect([...SEA_SPACES[s].neighbours].map(String).sort(), `space ${s}`).toEqual(expected);
    }
  });

  it('§3.2 each town touches one sea space, and the port is beside 16 and 25', () => {
    expect(Object.fromEntries(TOWN_IDS.map((t) => [t, TOWNS[t].sea]))).toEqual({ A: 8, B: 2, C: 4, D: 6, E: 16 });
    for (const t of TOWN_IDS) expect(SEA_SPACES[TOWNS[t].sea].neighbours).toContain(t);
    expect(PORT_EXITS).toEqual([16, 25]);
  });

  it('§3.4 the rays are the strips: horizontal, "\\" floor((c−r+1)/2), "/" floor((c+r)/2)', () => {
    const strips: [string, string, (x: Cell) => number, (a: Cell, b: Cell) => number][] = [
      ['W', 'E', (x) => x.r, (a, b) => a.r - b.r || a.c - b.c],
      ['NW', 'SE', (x) => Math.floor((x.c - x.r + 1) / 2), (a, b) => a.r - b.r || a.c - b.c],
      ['NE', 'SW', (x) => Math.floor((x.c + x.r) / 2), (a, b) => a.r - b.r || b.c - a.c],
    ];
    for (const s of SEA_IDS) {
      const x = cells.find((y) => y.id === s) as Cell;
      const rays: [string, Town[]][] = [];
      for (const [before, after, key, order] of strips) {
        const line = cells.filter((y) => key(y) === key(x)).sort(order);
        const i = line.indexOf(x);
        const towns = (xs: Cell[]) => xs.filter((y) => typeof y.id === 'string').map((y) => y.id as Town);
        // consecutive cells of a strip are adjacent
        for (let j = 1; j < line.length; j++)
          if (typeof line[j].id === 'number' && typeof line[j - 1].id === 'number')
            expect(SEA_NEIGHBOURS[line[j].id as Sea]).toContain(line[j - 1].id);
        const b = towns(line.slice(0, i).reverse());
        const a = towns(line.slice(i + 1));
        if (b.length) rays.push([before, b]);
        if (a.length) rays.push([after, a]);
      }
      const sortRays = (r: readonly (readonly [string, readonly Town[]])[]) =>
        r.map(([d, t]) => `${d}:${t.join('')}`).sort();
      expect(sortRays(SEA_SPACES[s].rays), `space ${s}`).toEqual(sortRays(rays));
    }
  });
});

describe('§3.3 regions', () => {
  it('8 regions of 4 spaces cover the 32 sea spaces once; the start spaces 27 and 29 share one, 31 is next to it', () => {
    const all = REGION_IDS.flatMap((r) => REGIONS[r].spaces);
    expect(all.length).toBe(32);
    expect(new Set(all).size).toBe(32);
    for (const r of REGION_IDS) for (const s of REGIONS[r].spaces) expect(SEA_SPACES[s].region).toBe(r);
    expect(SEA_SPACES[27].region).toBe(SEA_SPACES[29].region);
    expect(REGIONS[SEA_SPACES[27].region].adjacent).toContain(SEA_SPACES[31].region);
  });

  it('regions listed as adjacent share an edge between their spaces', () => {
    for (const r of REGION_IDS) {
      const touching = new Set(
        REGIONS[r].spaces.flatMap((s) => SEA_NEIGHBOURS[s].map((n) => SEA_SPACES[n].region)).filter((x) => x !== r),
      );
      expect([...touching].sort(), r).toEqual([...REGIONS[r].adjacent].sort());
    }
  });
});

describe('§3.5 derived facts', () => {
  it('each town can be hit from 12–13 sea spaces; from 29 no town can be hit', () => {
    for (const t of TOWN_IDS) {
      const n = tsunamiSources(t, []).length;
      expect(n, t).toBeGreaterThanOrEqual(12);
      expect(n, t).toBeLessThanOrEqual(13);
    }
    expect(nameable(29, [])).toEqual([]);
  });

  it('the sea spaces with only 2 sea neighbours are the coast and the open-sea edge', () => {
    const two = SEA_IDS.filter((s) => SEA_NEIGHBOURS[s].length === 2);
    expect(two).toEqual([1, 2, 4, 6, 7, 8, 16, 17, 25, 26, 27, 29, 31, 32]);
    expect(SEA_IDS.every((s) => SEA_NEIGHBOURS[s].length >= 2 && SEA_NEIGHBOURS[s].length <= 3)).toBe(true);
  });

  it('every ray meets at most one town on this map', () => {
    for (const s of SEA_IDS) for (const [, towns] of SEA_SPACES[s].rays) expect(towns.length).toBe(1);
  });

  it('§9.1 nearest town only: a town behind another is named once the nearer one is submerged (synthetic rays)', () => {
    const rays = [['E', ['A', 'B']] as const, ['W', ['C']] as const];
    expect(nearestTowns(rays, [])).toEqual(['A', 'C']);
    expect(nearestTowns(rays, ['A'])).toEqual(['B', 'C']);
    expect(nearestTowns(rays, ['A', 'B', 'C'])).toEqual([]);
  });

  it('distances and reach: mines block like walls (§7 C), the start counts, mined spaces never end a move', () => {
    expect(DIST[27][31]).toBe(4);
    expect([...reach([27], 1, [])].sort((a, b) => a - b)).toEqual([26, 27, 28]);
    expect([...reach([27], 3, [28])].sort((a, b) => a - b)).toEqual([17, 18, 19, 26, 27]);
    // Sea-Surface Glide passes over a mine but never ends on one
    expect(reach([27], 2, [28], true).has(29)).toBe(true);
    expect(reach([27], 2, [28], true).has(28)).toBe(false);
  });

  it('§8 capture: no mine-free sea neighbour; land and the edge are no exits', () => {
    expect(trapped(27, [26, 28])).toBe(true);
    expect(trapped(8, [9, 17])).toBe(true); // A is land
    expect(trapped(28, [27, 29])).toBe(false);
  });
});
