/**
 * The reveal banner: a revealed card pops up as a full card face (with its effect text) and stays, smaller,
 * while it resolves; round starts, events, growth and evolution pop up as a short line. It never covers the
 * place where the action happens: it takes the corner of the uncovered map farthest from the towns the card's
 * events touch, the kaiju and the towns a decision offers (among those corners, the one that hides fewest
 * towns), and moves when a decision asks for other towns.
 */
import { TOWN_IDS } from '../../../../shared/vulcanus/data/map';
import type { CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { h } from '../../../ui/dom';
import type { Insets } from '../board/camera';
import { cardFace } from './card-face';

type Pt = { x: number; y: number };

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface BannerHost {
  /** Where a town is, in CSS pixels of the map area. */
  townAt(id: string): Pt;
  insets(): Insets;
  kaijuTown(): string | null;
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

  /** The corner of the free map farthest from every point to keep clear. */
  private place(): void {
    const W = this.area.clientWidth;
    const H = this.area.clientHeight;
    const i = this.host.insets();
    const w = this.el.offsetWidth;
    const hh = this.el.offsetHeight;
    const m = 8;
    const x0 = i.left + m;
    const x1 = Math.max(x0, W - i.right - w - m);
    const y0 = i.top + m;
    const y1 = Math.max(y0, H - i.bottom - hh - m);
    const towns = [...this.avoidTowns, ...this.offered];
    const k = this.host.kaijuTown();
    if (k) towns.push(k);
    const pts = towns.map((t) => this.host.townAt(t));
    const all = TOWN_IDS.map((t) => this.host.townAt(t));
    // bottom right first: Tokyo Bay has no town
    const corners: Pt[] = [
      { x: x1, y: y1 },
      { x: x1, y: y0 },
      { x: x0, y: y0 },
      { x: x0, y: y1 },
    ];
    const gap = (c: Pt, p: Pt) =>
      Math.hypot(Math.max(c.x - p.x, 0, p.x - (c.x + w)), Math.max(c.y - p.y, 0, p.y - (c.y + hh)));
    const clear = (c: Pt) => (pts.length ? Math.min(...pts.map((p) => gap(c, p))) : Infinity);
    const hidden = (c: Pt) => all.filter((p) => gap(c, p) < 24).length;
    // clear of the action by a town's width: then the corner that hides fewest towns; else the clearest
    const free = corners.filter((c) => clear(c) > 40);
    const pick = free.length
      ? free.reduce((a, c) => (hidden(c) < hidden(a) ? c : a))
      : corners.reduce((a, c) => (clear(c) > clear(a) ? c : a));
    this.el.style.left = `${pick.x}px`;
    this.el.style.top = `${pick.y}px`;
    // it shrinks into its corner once read, away from the middle of the map
    this.el.style.transformOrigin = `${pick.x === x1 ? 'right' : 'left'} ${pick.y === y1 ? 'bottom' : 'top'}`;
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
    this.place();
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
