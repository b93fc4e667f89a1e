/**
 * Hex-map geometry for boards of hexagons: axial coordinates (q, r), the offset grids printed maps use (columns
 * and rows), centres and corners in pixels, neighbours, distance, and the hex under a point. Pure: the board that
 * draws them is `hex-board.ts`. Conventions: https://www.redblobgames.com/grids/hexagons/ (axial, "odd-r"/"odd-q").
 */

export type Orientation = 'pointy' | 'flat';

export interface Hex {
  q: number;
  r: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface HexLayout {
  orientation: Orientation;
  /** Centre to corner, in pixels. */
  size: number;
  /** Offset grids: whether odd rows (pointy) or odd columns (flat) are pushed out by half a hex. */
  oddShoved?: boolean;
}

const SQRT3 = Math.sqrt(3);

export const hexId = (h: Hex): string => `${h.q},${h.r}`;

/** A printed map's column and row to axial coordinates. */
export function fromOffset(col: number, row: number, l: HexLayout): Hex {
  const odd = l.oddShoved ?? true;
  if (l.orientation === 'pointy') {
    const shift = odd ? (row - (row & 1)) / 2 : (row + (row & 1)) / 2;
    return { q: col - shift, r: row };
  }
  const shift = odd ? (col - (col & 1)) / 2 : (col + (col & 1)) / 2;
  return { q: col, r: row - shift };
}

export function toOffset(h: Hex, l: HexLayout): { col: number; row: number } {
  const odd = l.oddShoved ?? true;
  if (l.orientation === 'pointy') {
    const shift = odd ? (h.r - (h.r & 1)) / 2 : (h.r + (h.r & 1)) / 2;
    return { col: h.q + shift, row: h.r };
  }
  const shift = odd ? (h.q - (h.q & 1)) / 2 : (h.q + (h.q & 1)) / 2;
  return { col: h.q, row: h.r + shift };
}

export function centre(h: Hex, l: HexLayout): Point {
  const s = l.size;
  if (l.orientation === 'pointy') return { x: s * SQRT3 * (h.q + h.r / 2), y: s * 1.5 * h.r };
  return { x: s * 1.5 * h.q, y: s * SQRT3 * (h.r + h.q / 2) };
}

export function corners(h: Hex, l: HexLayout): Point[] {
  const c = centre(h, l);
  const start = l.orientation === 'pointy' ? -90 : 0;
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: c.x + l.size * Math.cos(a), y: c.y + l.size * Math.sin(a) };
  });
}

/** The corners as an SVG polygon's `points`. */
export function points(h: Hex, l: HexLayout): string {
  return corners(h, l)
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');
}

const DIRS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function neighbours(h: Hex): Hex[] {
  return DIRS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hex under a point (pixels in the layout's frame). */
export function hexAt(p: Point, l: HexLayout): Hex {
  const s = l.size;
  const fq = l.orientation === 'pointy' ? ((SQRT3 / 3) * p.x - p.y / 3) / s : ((2 / 3) * p.x) / s;
  const fr = l.orientation === 'pointy' ? ((2 / 3) * p.y) / s : ((-1 / 3) * p.x + (SQRT3 / 3) * p.y) / s;
  // cube rounding: the coordinate that moved most is rebuilt from the other two
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const rs = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(rs - fs);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  return { q: q === 0 ? 0 : q, r: r === 0 ? 0 : r };
}

/** The box around every hex of `cells` (its corners included). */
export function bounds(cells: readonly Hex[], l: HexLayout): { x: number; y: number; w: number; h: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of cells)
    for (const p of corners(c, l)) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  return cells.length ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : { x: 0, y: 0, w: 0, h: 0 };
}
