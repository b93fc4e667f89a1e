/**
 * The sides of a hex board as targets of their own (a railway laid along a side, a wall, a river): where two
 * neighbouring cells' shared side runs, and an SVG layer of tappable sides over a `HexBoard`. A side's id is the
 * game's (e.g. "12-27"). A tap (not a drag) on a lit side calls `onTap`; the hex under it is not tapped.
 */
import { centre, corners, type Hex, type HexLayout, type Point } from './hex';
import './hex-edges.css';

const NS = 'http://www.w3.org/2000/svg';

/** The two corners two neighbouring cells share (the side between them), nearest `a`'s first corner first. */
export function sharedSide(a: Hex, b: Hex, l: HexLayout): [Point, Point] {
  const cb = centre(b, l);
  const ranked = corners(a, l)
    .map((p, i) => ({ p, i, d: Math.hypot(p.x - cb.x, p.y - cb.y) }))
    .sort((x, y) => x.d - y.d || x.i - y.i);
  const [u, v] = [ranked[0], ranked[1]].sort((x, y) => x.i - y.i);
  return [u.p, v.p];
}

/** The middle of the side between two neighbouring cells. */
export function sideMiddle(a: Hex, b: Hex, l: HexLayout): Point {
  const [p, q] = sharedSide(a, b, l);
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

export interface EdgeTarget {
  id: string;
  a: Hex;
  b: Hex;
}

/** Lit sides drawn over a board (into its `overlay`), each tappable; the hint's side marked. */
export class EdgeTargets {
  readonly g: SVGGElement;
  private down: { x: number; y: number } | null = null;

  constructor(
    parent: SVGGElement,
    private layout: HexLayout,
    private onTap: (id: string) => void,
  ) {
    this.g = document.createElementNS(NS, 'g');
    this.g.setAttribute('class', 'kit-edges');
    parent.append(this.g);
    // a tap is a press and release that barely moved (a drag scrolls the board)
    this.g.addEventListener('pointerdown', (e) => {
      this.down = { x: e.clientX, y: e.clientY };
      e.stopPropagation();
    });
    this.g.addEventListener('pointerup', (e) => {
      const d = this.down;
      this.down = null;
      const id = (e.target as Element | null)?.closest?.('[data-edge]')?.getAttribute('data-edge');
      if (!d || !id || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 8) return;
      e.stopPropagation();
      this.onTap(id);
    });
  }

  /** Draws the lit sides (nothing when empty). */
  show(edges: readonly EdgeTarget[], hint: string | null = null): void {
    this.g.replaceChildren();
    for (const e of edges) {
      const [p, q] = sharedSide(e.a, e.b, this.layout);
      const el = document.createElementNS(NS, 'g');
      el.setAttribute('class', `kit-edge${e.id === hint ? ' hinted' : ''}`);
      el.setAttribute('data-edge', e.id);
      el.setAttribute('data-test', 'edge-target');
      for (const cls of ['kit-edge-hit', 'kit-edge-line']) {
        const line = document.createElementNS(NS, 'line');
        line.setAttribute('class', cls);
        line.setAttribute('x1', p.x.toFixed(2));
        line.setAttribute('y1', p.y.toFixed(2));
        line.setAttribute('x2', q.x.toFixed(2));
        line.setAttribute('y2', q.y.toFixed(2));
        el.append(line);
      }
      this.g.append(el);
    }
  }

  destroy(): void {
    this.g.remove();
  }
}
