/**
 * Where the coach's bubble goes (pure): beside the element it points at, inside the window, covering neither that
 * element nor anything else the step asks the player to tap.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  /** How much covering it costs, where something must be covered (1 when absent): what the text names first. */
  weight?: number;
}

/** What a coach step may add to its keepClear: boxes on the page worked out from the update (e.g. map towns). */
export interface CoachAvoid<U> {
  avoid?(u: U): Rect[];
}

/** Which side of the anchor the bubble sits on ('free': no anchor, or no room beside it). */
export type Side = 'below' | 'above' | 'right' | 'left' | 'free';

export interface Placement {
  x: number;
  y: number;
  side: Side;
  /** Along the bubble's edge facing the anchor: where its arrow points from (px from the bubble's corner). */
  arrow: number;
}

const GAP = 12;
const EDGE = 8;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The bubble's place: the first side of the anchor (below, above, right, left) where it fits in the window and
 * covers nothing to keep clear; else any free spot of the window; else the spot covering least.
 */
export function placeBubble(
  view: { w: number; h: number },
  size: { w: number; h: number },
  anchor: Rect | null,
  keepClear: readonly Rect[],
): Placement {
  const { w, h } = size;
  const maxX = Math.max(EDGE, view.w - w - EDGE);
  const maxY = Math.max(EDGE, view.h - h - EDGE);
  const candidates: { x: number; y: number; side: Side }[] = [];
  if (anchor) {
    const cx = anchor.x + anchor.w / 2 - w / 2;
    const cy = anchor.y + anchor.h / 2 - h / 2;
    // centred on the anchor first, then slid along its edge (still facing it, for the arrow)
    const xs = [cx, anchor.x, anchor.x + anchor.w - w, anchor.x - w + 48, anchor.x + anchor.w - 48]
      .map((x) => clamp(x, EDGE, maxX))
      .filter((x) => x + w >= anchor.x + 24 && x <= anchor.x + anchor.w - 24);
    const ys = [cy, anchor.y, anchor.y + anchor.h - h, anchor.y - h + 48, anchor.y + anchor.h - 48]
      .map((y) => clamp(y, EDGE, maxY))
      .filter((y) => y + h >= anchor.y + 24 && y <= anchor.y + anchor.h - 24);
    for (const x of xs) candidates.push({ x, y: anchor.y + anchor.h + GAP, side: 'below' });
    for (const x of xs) candidates.push({ x, y: anchor.y - h - GAP, side: 'above' });
    for (const y of ys) candidates.push({ x: anchor.x + anchor.w + GAP, y, side: 'right' });
    for (const y of ys) candidates.push({ x: anchor.x - w - GAP, y, side: 'left' });
  }
  // anywhere else in the window: the middle first (the nearest the anchor first, when there is one), then the
  // corners and edges
  const free: { x: number; y: number; side: Side }[] = [];
  for (const fy of [0.35, 0.1, 0.6, 0.9, 0, 1, 0.2, 0.5, 0.75])
    for (const fx of [0.5, 0.25, 0.75, 0, 1, 0.125, 0.375, 0.625, 0.875])
      free.push({ x: maxX * fx, y: maxY * fy, side: 'free' });
  if (anchor) {
    const ax = anchor.x + anchor.w / 2;
    const ay = anchor.y + anchor.h / 2;
    const gap = (c: { x: number; y: number }) =>
      Math.hypot(
        Math.max(0, anchor.x - (c.x + w), c.x - (anchor.x + anchor.w)),
        Math.max(0, anchor.y - (c.y + h), c.y - (anchor.y + anchor.h)),
      ) +
      0.001 * Math.hypot(c.x + w / 2 - ax, c.y + h / 2 - ay);
    free.sort((a, b) => gap(a) - gap(b));
  }
  candidates.push(...free);
  const all = anchor ? [anchor, ...keepClear] : keepClear;
  const inside = (c: { x: number; y: number }) => c.x >= 0 && c.y >= 0 && c.x + w <= view.w && c.y + h <= view.h;
  const covered = (c: { x: number; y: number }) =>
    all.reduce((k, r) => k + overlap({ x: c.x - 4, y: c.y - 4, w: w + 8, h: h + 8 }, r) * (r.weight ?? 1), 0);
  const fits = candidates.filter(inside);
  const best =
    fits.find((c) => covered(c) === 0) ??
    [...(fits.length ? fits : candidates)].sort((a, b) => covered(a) - covered(b))[0];
  const side = best.side;
  let arrow = 0;
  if (anchor && (side === 'below' || side === 'above')) arrow = clamp(anchor.x + anchor.w / 2 - best.x, 16, w - 16);
  if (anchor && (side === 'left' || side === 'right')) arrow = clamp(anchor.y + anchor.h / 2 - best.y, 16, h - 16);
  return { x: Math.round(best.x), y: Math.round(best.y), side, arrow: Math.round(arrow) };
}
