/**
 * The reveal banner: a revealed card pops up as a full card face (with its effect text) and stays, smaller,
 * while it resolves; round starts, events, growth and evolution pop up as a short line. It never covers the
 * place where the action happens: it keeps clear of the towns the card's events touch, the kaiju and the towns a
 * decision offers, takes the spot of the uncovered map (water, an empty corner) that hides fewest towns, and
 * moves when a decision asks for other towns.
 */
import { TOWN_IDS } from '../../../../shared/vulcanus/data/map';
import type { CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { h } from '../../../ui/dom';
import type { Insets } from '../board/camera';
import { KAIJU_DX, LABEL_FONT, TOWN_R } from '../board/layout';
import { cardFace } from './card-face';

type Pt = { x: number; y: number };
type Box = { x: number; y: number; w: number; h: number };

/** The card banner's scales once read, largest first (`--rest` in style.css, `.banner.show`). */
const REST = [0.78, 0.7, 0.62] as const;

interface Spot {
  cost: number;
  rest: number;
  left: number;
  top: number;
  right: boolean;
  bottom: boolean;
}

/** Whether two boxes come within `pad` pixels of each other. */
function overlap(a: Box, b: Box, pad: number): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface BannerHost {
  /** Where a town is, in CSS pixels of the map area. */
  townAt(id: string): Pt;
  insets(): Insets;
  kaijuTown(): string | null;
  /** CSS pixels per world pixel of the board (its zoom). */
  zoom(): number;
  /** How wide a town's name is drawn, in CSS pixels. */
  labelWidth(id: string): number;
}

export class Banner {
  readonly el: HTMLElement;
  /** The towns to keep clear: the current card's events and the decision's offered towns. */
  private avoidTowns: string[] = [];
  private offered: string[] = [];
  private resolving = false;

  constructor(
    private area: HTMLElement,
    private host: BannerHost,
  ) {
    this.el = h('div', { class: 'banner', 'data-test': 'banner' });
    area.append(this.el);
  }

  /**
   * Where on the free map the banner hides no town: every spot (on a grid) is scored by the towns it would hide
   * (a town is its circle, the marks above it and its name below) once shrunk, those it hides while it pops, and
   * how close it comes to the action; ties go to the spot nearest a corner. A card shrinks a little more where
   * the map has no room for it (a tablet); a line is shown at full size.
   */
  private place(scales: readonly number[] = REST): void {
    let best: Spot | null = null;
    for (const rest of scales) {
      const s = this.spot(rest);
      // smaller only where that hides fewer towns
      if (!best || Math.floor(s.cost / 100) < Math.floor(best.cost / 100)) best = s;
      if (best.cost < 100) break;
    }
    if (!best) return;
    this.el.style.setProperty('--rest', String(best.rest));
    this.el.style.left = `${best.left}px`;
    this.el.style.top = `${best.top}px`;
    this.el.style.transformOrigin = `${best.right ? 'right' : 'left'} ${best.bottom ? 'bottom' : 'top'}`;
  }

  private spot(rest: number): Spot {
    const W = this.area.clientWidth;
    const H = this.area.clientHeight;
    const i = this.host.insets();
    const w = this.el.offsetWidth;
    const hh = this.el.offsetHeight;
    const vw = w * rest;
    const vh = hh * rest;
    const m = 8;
    const x0 = i.left + m;
    const x1 = Math.max(x0, W - i.right - m - vw);
    const y0 = i.top + m;
    const y1 = Math.max(y0, H - i.bottom - m - vh);
    const z = this.host.zoom();
    const r = TOWN_R * z;
    const foot = (id: string): Box[] => {
      const p = this.host.townAt(id);
      const lw = Math.max(r * 2, this.host.labelWidth(id)) + 6 * z;
      return [
        // the circle with its tile and landmark marks above
        { x: p.x - r * 1.15, y: p.y - r - 14 * z, w: r * 2.3, h: r * 2 + 14 * z },
        // the name below
        { x: p.x - lw / 2, y: p.y + r - 4 * z, w: lw, h: LABEL_FONT * z * 1.35 },
      ];
    };
    const action = [...this.avoidTowns, ...this.offered];
    const k = this.host.kaijuTown();
    if (k) action.push(k);
    const actionBoxes = action.flatMap(foot);
    // the kaiju stands at the right of its town
    if (k) {
      const p = this.host.townAt(k);
      actionBoxes.push({ x: p.x, y: p.y - r * 1.5, w: r + KAIJU_DX * z, h: r * 2.5 });
    }
    const towns = TOWN_IDS.map(foot);
    const hits = (b: Box) => towns.filter((f) => f.some((x) => overlap(x, b, 0))).length;
    const near = (b: Box, pad: number) => actionBoxes.filter((x) => overlap(x, b, pad)).length;
    // every 10 pixels, and the far edges
    const spots = (a: number, b: number) => [
      ...Array.from({ length: Math.ceil((b - a) / 10) }, (_, j) => a + j * 10),
      b,
    ];
    let best: Spot = { cost: Infinity, rest, left: x1, top: y1, right: true, bottom: true };
    for (const y of spots(y0, y1))
      for (const x of spots(x0, x1)) {
        // it shrinks towards (and pops from) the corner of the map nearest to it
        const right = x + vw / 2 > (x0 + x1 + vw) / 2;
        const bottom = y + vh / 2 > (y0 + y1 + vh) / 2;
        const shown: Box = { x, y, w: vw, h: vh };
        const left = right ? x + vw - w : x;
        const top = bottom ? y + vh - hh : y;
        const cost =
          1000 * near(shown, 0) +
          100 * hits(shown) +
          30 * near(shown, 40) +
          (10 * near({ x: left, y: top, w, h: hh }, 0) + hits({ x: left, y: top, w, h: hh })) / 10 +
          (Math.min(x - x0, x1 - x) + Math.min(y - y0, y1 - y)) / 10000;
        if (cost < best.cost) best = { cost, rest, left, top, right, bottom };
      }
    return best;
  }

  /** A card turned face up: pops, then stays (smaller) until `done`. */
  async card(card: CardId, slot: string, v: View, towns: string[], speed: number): Promise<void> {
    if (speed <= 0) return;
    this.avoidTowns = towns;
    this.el.replaceChildren(
      h('div', { class: 'banner-slot', text: slot }),
      cardFace(card, v, 'full', { attrs: { 'data-test': 'banner-card' } }),
    );
    // a revealed card is public, yet only the plan board's slots name cards (the secrecy checks rely on it)
    this.el.querySelector('[data-card]')?.removeAttribute('data-card');
    this.el.className = `banner card-banner show pop ${slot.startsWith('K') ? 'kaiju' : 'human'}`;
    this.resolving = true;
    this.place();
    await wait(900 * speed);
    if (this.resolving) this.el.classList.remove('pop');
  }

  /** A line (a round, an event, a growth): pops, then goes. */
  async line(text: string, cls: string, towns: string[], speed: number): Promise<void> {
    if (speed <= 0) return;
    this.done();
    this.avoidTowns = towns;
    this.el.replaceChildren(h('div', { class: 'banner-line', text }));
    this.el.className = `banner show pop ${cls}`;
    this.place([1]);
    await wait(800 * speed);
    this.el.className = 'banner';
  }

  /** The card has resolved (or the phase moved on): the banner goes. */
  done(): void {
    this.resolving = false;
    this.avoidTowns = [];
    this.el.className = 'banner';
  }

  /** A decision offers these towns: the banner keeps out of their way. */
  offer(towns: string[]): void {
    this.offered = towns;
    if (this.el.classList.contains('show')) this.place();
  }
}
