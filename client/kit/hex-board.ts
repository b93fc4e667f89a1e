/**
 * A board of hexagons in SVG that fits its box (a tall map on a portrait tablet, a wide one on a desktop),
 * scrolls with a drag, zooms with the wheel or a pinch, and lights the legal targets (`lit`, the hint's
 * `hinted`). The game draws into each cell's group (terrain, pieces, labels) and into `overlay`; a tap on a cell
 * calls `onTap`, a long press or a right click `onInspect`. Cells are 44 px across at least once fitted, or the
 * board zooms so that they are (a touch target), and scrolls.
 */
import { centre, hexId, points, bounds, type Hex, type HexLayout } from './hex';
import './kit.css';

const NS = 'http://www.w3.org/2000/svg';
/** The smallest cell a finger can tap (px across). */
export const MIN_CELL_PX = 44;
const LONG_PRESS_MS = 450;

export interface HexBoardOptions {
  layout: HexLayout;
  cells: readonly (Hex & { id?: string })[];
  onTap?(id: string): void;
  onInspect?(id: string, x: number, y: number): void;
  /** Room left around the map (px of the board's frame). */
  margin?: number;
}

export class HexBoard {
  readonly svg: SVGSVGElement;
  /** Drawn over the cells (paths, effects). */
  readonly overlay: SVGGElement;
  private readonly groups = new Map<string, SVGGElement>();
  private readonly full: { x: number; y: number; w: number; h: number };
  private view: { x: number; y: number; w: number; h: number };
  private pointers = new Map<number, { x: number; y: number }>();
  private moved = false;
  private pressTimer: ReturnType<typeof setTimeout> | undefined;
  private resize: ResizeObserver | null = null;

  constructor(
    private host: HTMLElement,
    private o: HexBoardOptions,
  ) {
    const m = o.margin ?? o.layout.size / 2;
    const b = bounds(o.cells, o.layout);
    this.full = { x: b.x - m, y: b.y - m, w: b.w + 2 * m, h: b.h + 2 * m };
    this.view = { ...this.full };
    this.svg = document.createElementNS(NS, 'svg');
    this.svg.setAttribute('class', 'kit-hexboard');
    this.svg.setAttribute('data-test', 'hex-board');
    const cellsG = document.createElementNS(NS, 'g');
    for (const c of o.cells) {
      const id = c.id ?? hexId(c);
      const g = document.createElementNS(NS, 'g');
      g.setAttribute('class', 'kit-hex');
      g.setAttribute('data-hex', id);
      const poly = document.createElementNS(NS, 'polygon');
      poly.setAttribute('class', 'kit-hex-shape');
      poly.setAttribute('points', points(c, o.layout));
      g.append(poly);
      cellsG.append(g);
      this.groups.set(id, g);
    }
    this.overlay = document.createElementNS(NS, 'g');
    this.overlay.setAttribute('class', 'kit-hex-overlay');
    this.svg.append(cellsG, this.overlay);
    host.append(this.svg);
    this.listen();
    if (typeof ResizeObserver === 'function') {
      this.resize = new ResizeObserver(() => this.fit());
      this.resize.observe(host);
    }
    this.fit();
  }

  /** The group a cell's drawing goes into (after its hexagon). */
  cell(id: string): SVGGElement | undefined {
    return this.groups.get(id);
  }

  /** A cell's centre in the board's frame. */
  centreOf(h: Hex): { x: number; y: number } {
    return centre(h, this.o.layout);
  }

  /** Lights the legal targets (and the hint's). */
  light(ids: readonly string[], hint: string | null = null): void {
    const on = new Set(ids);
    for (const [id, g] of this.groups) {
      g.classList.toggle('lit', on.has(id));
      g.classList.toggle('hinted', id === hint);
    }
  }

  /** Marks the cells the decision is about (`namedPlaces`: the unit that acts), apart from its targets. */
  name(ids: readonly string[]): void {
    const on = new Set(ids);
    for (const [id, g] of this.groups) g.classList.toggle('named', on.has(id));
  }

  /** The whole map in view, as large as the box allows; zoomed in to keep cells tappable (then it scrolls). */
  fit(): void {
    const W = this.host.clientWidth || 1;
    const H = this.host.clientHeight || 1;
    const f = this.full;
    let scale = Math.min(W / f.w, H / f.h);
    const across = Math.sqrt(3) * this.o.layout.size;
    scale = Math.max(scale, MIN_CELL_PX / across);
    this.view = { x: f.x, y: f.y, w: W / scale, h: H / scale };
    // centred along the side that has room to spare
    if (this.view.w > f.w) this.view.x = f.x - (this.view.w - f.w) / 2;
    if (this.view.h > f.h) this.view.y = f.y - (this.view.h - f.h) / 2;
    this.apply();
  }

  /** Zooms by `k` about a point of the box (px from its top left; its middle by default). */
  zoom(k: number, at?: { x: number; y: number }): void {
    const W = this.host.clientWidth || 1;
    const H = this.host.clientHeight || 1;
    const px = at ?? { x: W / 2, y: H / 2 };
    const v = this.view;
    const wx = v.x + (px.x / W) * v.w;
    const wy = v.y + (px.y / H) * v.h;
    // from the whole map to a cell filling the box
    const w = Math.min(this.full.w * 1.5, Math.max(this.o.layout.size * 4, v.w / k));
    const h = (w * v.h) / v.w;
    this.view = { x: wx - (px.x / W) * w, y: wy - (px.y / H) * h, w, h };
    this.apply();
  }

  /** Scrolls by a number of screen pixels. */
  pan(dx: number, dy: number): void {
    const W = this.host.clientWidth || 1;
    const k = this.view.w / W;
    this.view.x -= dx * k;
    this.view.y -= dy * k;
    this.apply();
  }

  /** The visible part of the board's frame. */
  get viewBox(): { x: number; y: number; w: number; h: number } {
    return { ...this.view };
  }

  destroy(): void {
    this.resize?.disconnect();
    clearTimeout(this.pressTimer);
    this.svg.remove();
  }

  private apply(): void {
    // never lose the map: at least half of it stays in view
    const f = this.full;
    const v = this.view;
    v.x = Math.min(Math.max(v.x, f.x - v.w / 2), f.x + f.w - v.w / 2);
    v.y = Math.min(Math.max(v.y, f.y - v.h / 2), f.y + f.h - v.h / 2);
    this.svg.setAttribute('viewBox', `${v.x} ${v.y} ${v.w} ${v.h}`);
  }

  private idAt(e: Event): string | null {
    return (e.target as Element | null)?.closest?.('[data-hex]')?.getAttribute('data-hex') ?? null;
  }

  private listen(): void {
    const svg = this.svg;
    svg.addEventListener('pointerdown', (e) => {
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (this.pointers.size === 1) {
        this.moved = false;
        const id = this.idAt(e);
        clearTimeout(this.pressTimer);
        if (id && e.pointerType !== 'mouse')
          this.pressTimer = setTimeout(() => {
            this.moved = true; // the press was an inspection, not a tap
            this.o.onInspect?.(id, e.clientX, e.clientY);
          }, LONG_PRESS_MS);
      }
    });
    svg.addEventListener('pointermove', (e) => {
      const was = this.pointers.get(e.pointerId);
      if (!was) return;
      const now = { x: e.clientX, y: e.clientY };
      if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a.x - b.x, a.y - b.y);
        this.pointers.set(e.pointerId, now);
        const [c, d] = [...this.pointers.values()];
        const after = Math.hypot(c.x - d.x, c.y - d.y);
        const r = svg.getBoundingClientRect();
        if (before > 0) this.zoom(after / before, { x: (c.x + d.x) / 2 - r.left, y: (c.y + d.y) / 2 - r.top });
        this.moved = true;
        return;
      }
      if (!this.moved && Math.hypot(now.x - was.x, now.y - was.y) < 6) return;
      this.moved = true;
      clearTimeout(this.pressTimer);
      this.pan(now.x - was.x, now.y - was.y);
      this.pointers.set(e.pointerId, now);
    });
    const up = (e: PointerEvent) => {
      this.pointers.delete(e.pointerId);
      clearTimeout(this.pressTimer);
      if (this.pointers.size === 0 && !this.moved && e.type === 'pointerup') {
        const id = this.idAt(e);
        if (id) this.o.onTap?.(id);
      }
    };
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    svg.addEventListener('contextmenu', (e) => {
      const id = this.idAt(e);
      if (!id) return;
      e.preventDefault();
      this.o.onInspect?.(id, e.clientX, e.clientY);
    });
    svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = svg.getBoundingClientRect();
        this.zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, { x: e.clientX - r.left, y: e.clientY - r.top });
      },
      { passive: false },
    );
  }
}
