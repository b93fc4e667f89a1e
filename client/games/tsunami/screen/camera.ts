/**
 * The map's framing: large hexes (about eleven rows in view on a box tall enough, never wider than the box), and the
 * member under way kept in view as it climbs, without ever scrolling past the map's edges.
 */
import type { Hex } from '../../../../shared/tsunami/hex';
import type { View } from '../../../../shared/tsunami/types';
import type { Board } from '../board/board';
import { MAP, SIZE, centreOf } from '../geometry';

/** Rows of the map in view at once on a screen tall enough (the map scrolls for the rest). */
const ROWS_IN_VIEW = 11;

export class Camera {
  constructor(
    private board: Board,
    private stage: HTMLElement,
  ) {}

  /** Scrolls the map to a hex wherever it is (a tool button). */
  show(hx: Hex): void {
    this.follow(hx, true);
  }

  /** Scrolls the map so that a hex is well inside the view (`always`: centred even when it is). */
  follow(hx: Hex, always = false): void {
    const vb = this.board.hb.viewBox;
    const c = centreOf(hx);
    const W = this.stage.clientWidth || 1;
    const k = vb.w / W;
    const marginY = always ? vb.h : vb.h * 0.22;
    const marginX = vb.w * 0.15;
    let dy = 0;
    let dx = 0;
    if (MAP.h + SIZE * 4 > vb.h && (c.y < vb.y + marginY || c.y > vb.y + vb.h - marginY)) {
      // centred on the hex, but never scrolled past the map's top or bottom edge
      const top = Math.min(Math.max(c.y - vb.h / 2, MAP.y - SIZE * 2.5), MAP.y + MAP.h + SIZE * 2 - vb.h);
      dy = (vb.y - top) / k;
    }
    // sideways only when the map is wider than the box (on a narrow screen)
    if (MAP.w > vb.w && (c.x < vb.x + marginX || c.x > vb.x + vb.w - marginX)) dx = (vb.x + vb.w / 2 - c.x) / k;
    if (dx || dy) this.board.hb.pan(dx, dy);
  }

  /** Large hexes: about ROWS_IN_VIEW rows on a tall box, never wider than the box; then the family in view. */
  frame(v: View): void {
    const vb = this.board.hb.viewBox;
    const W = this.stage.clientWidth || 1;
    const H = this.stage.clientHeight || 1;
    const now = W / vb.w;
    const byRows = H / (ROWS_IN_VIEW * 1.5 * SIZE);
    const byWidth = W / (SIZE * Math.sqrt(3) * 9.6);
    const want = Math.min(byRows, byWidth);
    if (want > now * 1.02) this.board.hb.zoom(want / now);
    const on = v.units.filter((u) => u.hex !== null).map((u) => u.hex as Hex);
    if (on.length) this.follow(Math.min(...on));
  }
}
