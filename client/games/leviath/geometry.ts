/**
 * Where things are drawn: the triangle cells of the bay (§3.1 of the rules reference) in SVG units, read from the
 * engine's map data (rows, columns, towns, regions) so that a corrected map redraws itself. One triangle side is
 * SIDE units; y is scaled by √3/2 so the triangles are equilateral.
 */
import { PORT_EXITS, REGIONS, SEA_IDS, SEA_SPACES, TOWNS, TOWN_IDS } from '../../../shared/leviath/data/map';
import type { RegionId, Sea, Town } from '../../../shared/leviath/types';

export const SIDE = 100;
const H = (SIDE * Math.sqrt(3)) / 2;

export interface Pt {
  x: number;
  y: number;
}

const up = (row: number, col: number): boolean => (((row + col) % 2) + 2) % 2 === 0;

/** The three corners of cell (row, col). */
export function corners(row: number, col: number): Pt[] {
  const x = (col * SIDE) / 2;
  const y = row * H;
  return up(row, col)
    ? [
        { x: x + SIDE / 2, y },
        { x: x + SIDE, y: y + H },
        { x, y: y + H },
      ]
    : [
        { x, y },
        { x: x + SIDE, y },
        { x: x + SIDE / 2, y: y + H },
      ];
}

/** The centre of cell (row, col) (its centroid). */
export function centreOf(row: number, col: number): Pt {
  return { x: (col * SIDE) / 2 + SIDE / 2, y: row * H + (up(row, col) ? (2 * H) / 3 : H / 3) };
}

export const pointsAttr = (ps: readonly Pt[]): string => ps.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

export const SEA_CORNERS: Readonly<Record<Sea, Pt[]>> = Object.fromEntries(
  SEA_IDS.map((s) => [s, corners(SEA_SPACES[s].row, SEA_SPACES[s].col)]),
);
export const SEA_CENTRE: Readonly<Record<Sea, Pt>> = Object.fromEntries(
  SEA_IDS.map((s) => [s, centreOf(SEA_SPACES[s].row, SEA_SPACES[s].col)]),
);
export const TOWN_CORNERS: Readonly<Record<Town, Pt[]>> = Object.fromEntries(
  TOWN_IDS.map((t) => [t, corners(TOWNS[t].row, TOWNS[t].col)]),
) as Record<Town, Pt[]>;
export const TOWN_CENTRE: Readonly<Record<Town, Pt>> = Object.fromEntries(
  TOWN_IDS.map((t) => [t, centreOf(TOWNS[t].row, TOWNS[t].col)]),
) as Record<Town, Pt>;

/** Whether a sea cell points up (its flat side at the bottom): labels sit lower in it. */
export const seaUp = (s: Sea): boolean => up(SEA_SPACES[s].row, SEA_SPACES[s].col);

const key = (p: Pt): string => `${Math.round(p.x)},${Math.round(p.y)}`;
const edgesOf = (ps: readonly Pt[]): [Pt, Pt][] => ps.map((p, i) => [p, ps[(i + 1) % ps.length]]);
const edgeKey = (a: Pt, b: Pt): string => [key(a), key(b)].sort().join('|');

/** The edge a town shares with its sea space: where its dyke stands. */
export function coastEdge(t: Town): [Pt, Pt] {
  const sea = new Set(SEA_CORNERS[TOWNS[t].sea].map(key));
  const shared = TOWN_CORNERS[t].filter((p) => sea.has(key(p)));
  return [shared[0] ?? TOWN_CENTRE[t], shared[1] ?? TOWN_CENTRE[t]];
}

/**
 * The white lines between sea regions (§3.3 "thick white lines") and around the sea: every cell edge that does not
 * lie between two cells of the same region.
 */
export function regionLines(): [Pt, Pt][] {
  const owner = new Map<string, RegionId[]>();
  const pts = new Map<string, [Pt, Pt]>();
  for (const s of SEA_IDS)
    for (const [a, b] of edgesOf(SEA_CORNERS[s])) {
      const k = edgeKey(a, b);
      owner.set(k, [...(owner.get(k) ?? []), SEA_SPACES[s].region]);
      pts.set(k, [a, b]);
    }
  const out: [Pt, Pt][] = [];
  for (const [k, rs] of owner) if (rs.length === 1 || rs[0] !== rs[1]) out.push(pts.get(k) as [Pt, Pt]);
  return out;
}

/**
 * Where things sit inside a sea cell: its number near the flat edge, the pieces in the wide middle, the region's
 * name to the right of the number, the guess marker to its left and an energy badge in the narrow tip, so that
 * none hides another.
 */
export function cellAnchors(x: Sea): { number: Pt; pieces: Pt; right: Pt; left: Pt; tip: Pt } {
  const c = SEA_CENTRE[x];
  const up = seaUp(x);
  const ny = c.y + (up ? 22 : -10);
  return {
    number: { x: c.x, y: ny },
    pieces: { x: c.x, y: c.y + (up ? -5 : 8) },
    right: { x: c.x + 12, y: ny },
    left: { x: c.x - 12, y: ny },
    tip: { x: c.x, y: c.y + (up ? -26 : 36) },
  };
}

/** The cell that names a region: its most central one. */
export function regionLabelCell(r: RegionId): Sea {
  const cs = REGIONS[r].spaces.map((s) => SEA_CENTRE[s]);
  const mid = { x: cs.reduce((n, p) => n + p.x, 0) / cs.length, y: cs.reduce((n, p) => n + p.y, 0) / cs.length };
  const d = (s: Sea) => Math.hypot(SEA_CENTRE[s].x - mid.x, SEA_CENTRE[s].y - mid.y);
  return [...REGIONS[r].spaces].sort((a, b) => d(a) - d(b))[0];
}

/** The port (White Beach, §3.2): an off-grid box beside its exits. */
export const PORT_BOX = (() => {
  const cs = PORT_EXITS.map((s) => SEA_CENTRE[s]);
  const x = Math.max(...cs.map((p) => p.x)) + 62;
  const y = cs.reduce((n, p) => n + p.y, 0) / cs.length - 34;
  return { x, y, w: 92, h: 70 };
})();

/** The drawing's extent: the cells and the port with a margin. */
export const VIEW_BOX = { x: -40, y: -108, w: 730, h: 476 };

/** How far past the drawing the sea and the land run, so that no screen shape shows their edge. */
const FAR = 3000;

/** The area the open sea and the day's tint cover: the drawing and far around it. */
export const BACKDROP = { x: VIEW_BOX.x - FAR, y: VIEW_BOX.y - FAR, w: VIEW_BOX.w + 2 * FAR, h: VIEW_BOX.h + 2 * FAR };

/** The land's colour runs from its top to its coast (and stays flat beyond). */
export const LAND_TOP = -130;
export const LAND_BOTTOM = 298;

/**
 * The land around the bay: behind the coast row and the two peninsulas, open sea to the south. The sea cells are
 * drawn over it, so its edge may run through them. It runs far to the north, east and west, with its coast going
 * on beside the bay, so a screen wider or taller than the drawing shows more land and sea, not an edge.
 */
export const LAND: Pt[] = [
  { x: VIEW_BOX.x - FAR, y: VIEW_BOX.y - FAR },
  { x: VIEW_BOX.x + VIEW_BOX.w + FAR, y: VIEW_BOX.y - FAR },
  { x: VIEW_BOX.x + VIEW_BOX.w + FAR, y: 290 },
  { x: 1180, y: 284 },
  { x: 1040, y: 298 },
  { x: 930, y: 280 },
  { x: 840, y: 294 },
  { x: 770, y: 276 },
  { x: 720, y: 282 },
  { x: 660, y: 268 },
  { x: 610, y: 276 },
  { x: 560, y: 266 },
  { x: 500, y: 259.8 },
  { x: 550, y: H * 2 },
  { x: 50, y: H * 2 },
  { x: 100, y: H * 3 },
  { x: 62, y: 282 },
  { x: 20, y: 272 },
  { x: -20, y: 298 },
  { x: -60, y: 292 },
  { x: -130, y: 276 },
  { x: -210, y: 290 },
  { x: -300, y: 272 },
  { x: -400, y: 294 },
  { x: -520, y: 280 },
  { x: VIEW_BOX.x - FAR, y: 288 },
];

/**
 * [§15] Where a tsunami comes from on screen: always the same arc of sea before each town, whatever its true origin
 * (a wave drawn from where Leviath was would tell the humans where it is).
 */
export function waveFront(t: Town): { from: Pt; to: Pt } {
  const to = TOWN_CENTRE[t];
  const sea = SEA_CENTRE[TOWNS[t].sea];
  const dx = sea.x - to.x;
  const dy = sea.y - to.y;
  const len = Math.hypot(dx, dy) || 1;
  // far out in the bay (the same arc whatever Leviath's space, §15), so the wave is seen crossing the water
  return { from: { x: to.x + (dx / len) * 320, y: to.y + (dy / len) * 320 }, to };
}
