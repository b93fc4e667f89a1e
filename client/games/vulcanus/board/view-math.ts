/**
 * The camera's arithmetic, apart from Phaser so that it can be tested: whether a town is inside the part of the view
 * no overlay covers, and the zoom and centre that bring a set of towns into that part.
 */
import { TOWN_R } from './layout';

export interface Pt {
  x: number;
  y: number;
}

/** The canvas (device pixels), the CSS pixels its overlays cover on each side, and the device pixel ratio. */
export interface Viewport {
  width: number;
  height: number;
  dpr: number;
  insets: { left: number; right: number; top: number; bottom: number };
}

/** The world rectangle a camera shows. */
export interface WorldView {
  x: number;
  y: number;
  right: number;
  bottom: number;
}

/** How far around a town's centre must be seen for it (its disc, pieces and name) to count as in sight. */
export const SEEN_R = TOWN_R + 10;

/** Whether a point, with `r` world pixels around it, lies in the uncovered part of the view at this zoom. */
export function ptInView(p: Pt, view: WorldView, vp: Viewport, zoom: number, r = SEEN_R): boolean {
  const d = vp.dpr / zoom;
  return (
    p.x - r >= view.x + vp.insets.left * d &&
    p.x + r <= view.right - vp.insets.right * d &&
    p.y - r >= view.y + vp.insets.top * d &&
    p.y + r <= view.bottom - vp.insets.bottom * d
  );
}

/** The world rectangle shown by a camera of this zoom centred on (x, y). */
export function viewAt(vp: Viewport, zoom: number, x: number, y: number): WorldView {
  const w = vp.width / zoom;
  const h = vp.height / zoom;
  return { x: x - w / 2, y: y - h / 2, right: x + w / 2, bottom: y + h / 2 };
}

/**
 * The zoom and centre that show every point in the uncovered part of the view: the zoom drops from the current one
 * only as far as it must (never below `minZoom`, the whole map's), and the points' centre goes to the middle of the
 * uncovered part.
 */
export function revealTarget(pts: readonly Pt[], vp: Viewport, zoom: number, minZoom: number): { zoom: number } & Pt {
  const pad = TOWN_R * 2.2;
  const x0 = Math.min(...pts.map((p) => p.x)) - pad;
  const x1 = Math.max(...pts.map((p) => p.x)) + pad;
  const y0 = Math.min(...pts.map((p) => p.y)) - pad;
  const y1 = Math.max(...pts.map((p) => p.y)) + pad;
  const d = vp.dpr;
  const w = vp.width - (vp.insets.left + vp.insets.right) * d;
  const h = vp.height - (vp.insets.top + vp.insets.bottom) * d;
  const z = Math.max(minZoom, Math.min(zoom, w / (x1 - x0), h / (y1 - y0)));
  const dx = ((vp.insets.right - vp.insets.left) / 2) * d;
  const dy = ((vp.insets.bottom - vp.insets.top) / 2) * d;
  return { zoom: z, x: (x0 + x1) / 2 + dx / z, y: (y0 + y1) / 2 + dy / z };
}
