/**
 * The board: the bay drawing and what lies on it, drawn from one view. Leviath appears only when the view carries
 * its secret (the kaiju's own seat, the replay's "show everything", or everyone once the game is over): the board
 * keeps nothing between views, so it can never show a human seat more than its view says (§15).
 */
import { REGIONS, SEA_IDS, SEA_SPACES, TOWN_IDS } from '../../../../shared/leviath/data/map';
import type { RegionId, Sea, ShipId, Town, View } from '../../../../shared/leviath/types';
import type { InspectInfo } from '../../../ui/inspect';
import { inspectable } from '../../../ui/inspect';
import type { Field, Value } from '../choices';
import { PORT_BOX, SEA_CENTRE, SEA_CORNERS, cellAnchors, coastEdge, pointsAttr, type Pt } from '../geometry';
import { buildMap, type MapLayers } from './map';
import { dragonShape, markerShape, mineShape, shipShape } from './pieces';
import { clearSvg, place, s } from './svg';

export type InspectKind = 'space' | 'town' | 'ship' | 'mine' | 'port' | 'region';
/** What a map tap may pick now: per target field, the values offered (as the funnel's step ids). */
export type Targets = Map<Field, Set<string>>;

export interface BoardOptions {
  info: (kind: InspectKind, id: string | number) => InspectInfo | null;
  onPick: (field: Field, value: string) => void;
  onMark: (space: Sea) => void;
}

export interface DrawOptions {
  /** 'humans': the deduction overlay; 'kaiju': the same, faint (what the humans can know); 'off': none. */
  cloud: 'humans' | 'kaiju' | 'off';
  portName: string;
}

const SHIP_IDS: ShipId[] = ['s1', 's2', 's3', 's4'];

export class Board {
  readonly m: MapLayers;
  private targets: Targets = new Map();
  private hint = new Set<string>();
  private view: View | null = null;
  private shipEls = new Map<ShipId, SVGGElement>();
  markerMode = false;

  constructor(private o: BoardOptions) {
    this.m = buildMap();
    const m = this.m;
    for (const [x, cell] of m.cells) {
      inspectable(cell, () => o.info('space', x));
      cell.addEventListener('click', () => this.tapSpace(x));
    }
    for (const [t, g] of m.towns) {
      inspectable(g, () => o.info('town', t));
      g.addEventListener('click', () => this.pick('letter', t));
    }
    inspectable(m.port, () => o.info('port', 'port'));
    for (const id of SHIP_IDS) {
      const el = shipShape(id);
      inspectable(el, () => o.info('ship', id));
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        if (!this.pick('ship', id)) {
          const at = this.view?.ships[id];
          if (typeof at === 'number') this.tapSpace(at);
        }
      });
      this.shipEls.set(id, el);
      m.ships.append(el);
    }
  }

  get svg(): SVGSVGElement {
    return this.m.svg;
  }

  /** A map tap picks the first target it can mean: a space, its region, a mine on it, then a ship on it. */
  private tapSpace(x: Sea): void {
    if (this.markerMode) return this.o.onMark(x);
    if (this.pick('to', x) || this.pick('space', x) || this.pick('region', SEA_SPACES[x].region)) return;
    if (this.pick('mine', x) || this.pick('from', x)) return;
    const v = this.view;
    if (!v) return;
    for (const id of SHIP_IDS) if (v.ships[id] === x && this.pick('ship', id)) return;
  }

  private pick(field: Field, value: Value): boolean {
    if (!this.targets.get(field)?.has(String(value))) return false;
    this.o.onPick(field, String(value));
    return true;
  }

  /** Where a ship is drawn now (for animations). */
  shipPoint(id: ShipId, v: View | null = this.view): Pt {
    return v ? (this.layout(v).ships.get(id) ?? PORT_POINT) : PORT_POINT;
  }

  shipEl(id: ShipId): SVGGElement | undefined {
    return this.shipEls.get(id);
  }

  /** Where each piece goes: a mine in the middle of its space, ships beside it; ships in port along the pier. */
  private layout(v: View): { ships: Map<ShipId, Pt>; mines: Map<Sea, Pt> } {
    const ships = new Map<ShipId, Pt>();
    const mines = new Map<Sea, Pt>();
    let docked = 0;
    for (const x of SEA_IDS) {
      const here = SHIP_IDS.filter((id) => v.ships[id] === x);
      const c = cellAnchors(x).pieces;
      const mined = v.mines.includes(x);
      // a mine and the ships of a space side by side, centred in the cell's wide middle
      const n = here.length + (mined ? 1 : 0);
      const x0 = c.x - ((n - 1) * 24) / 2;
      if (mined) mines.set(x, { x: x0, y: c.y });
      here.forEach((id, i) => ships.set(id, { x: x0 + 24 * (i + (mined ? 1 : 0)), y: c.y }));
    }
    for (const id of SHIP_IDS)
      if (v.ships[id] === 'port')
        ships.set(id, { x: PORT_BOX.x + 24 + 22 * (docked % 3), y: PORT_BOX.y + 20 + 28 * Math.floor(docked++ / 3) });
    return { ships, mines };
  }

  draw(v: View, o: DrawOptions): void {
    this.view = v;
    const m = this.m;
    const l = this.layout(v);
    m.svg.dataset.day = String(dayOf(v));
    for (const id of SHIP_IDS) {
      const el = this.shipEls.get(id);
      const at = l.ships.get(id);
      if (!el || !at) continue;
      // an effect's last frame must not outlive the view it led to
      for (const a of el.getAnimations()) a.cancel();
      place(el, at.x, at.y);
      el.classList.toggle('docked', v.ships[id] === 'port');
    }
    clearSvg(m.mines);
    for (const [x, at] of l.mines) {
      const el = mineShape();
      el.dataset.space = String(x);
      place(el, at.x, at.y);
      inspectable(el, () => this.o.info('mine', x));
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        this.tapSpace(x);
      });
      m.mines.append(el);
    }
    const cand = new Set(v.candidates);
    for (const [x, el] of m.cloud) {
      el.classList.toggle('on', o.cloud !== 'off' && cand.has(x));
      el.classList.toggle('faint', o.cloud === 'kaiju');
    }
    for (const t of TOWN_IDS) {
      const g = m.towns.get(t);
      for (const a of g?.querySelector('.lv-town-flood')?.getAnimations() ?? []) a.cancel();
      g?.classList.toggle('submerged', v.submerged.includes(t));
    }
    this.drawDykes(v);
    this.drawMarker(v);
    this.drawKaiju(v);
    const name = m.port.querySelector('.lv-port-name');
    if (name) name.textContent = o.portName;
    this.applyTargets();
  }

  /** §9 built dykes stand on their town's coast, for the viewers who know the letters (the humans). */
  private drawDykes(v: View): void {
    clearSvg(this.m.dykes);
    for (const t of v.dykes.construction ?? []) {
      const [a, b] = coastEdge(t);
      this.m.dykes.append(s('line', { class: 'lv-dyke-wall', 'data-dyke': t, x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    }
  }

  private drawMarker(v: View): void {
    clearSvg(this.m.marker);
    for (const x of v.marker) {
      const c = SEA_CENTRE[x];
      const inner = SEA_CORNERS[x].map((p) => ({ x: c.x + (p.x - c.x) * 0.78, y: c.y + (p.y - c.y) * 0.78 }));
      this.m.marker.append(s('polygon', { class: 'lv-marker-cell', points: pointsAttr(inner) }));
      const token = markerShape();
      const at = cellAnchors(x).left;
      place(token, at.x - 6, at.y - 5);
      this.m.marker.append(token);
    }
  }

  /** Leviath and its trail, only when the view carries them. */
  private drawKaiju(v: View): void {
    clearSvg(this.m.kaiju);
    clearSvg(this.m.trail);
    const sec = v.secret;
    if (!sec || sec.at === null) return;
    this.drawTrail(sec.trail);
    const d = dragonShape();
    d.setAttribute('data-test', 'kaiju-piece');
    const c = cellAnchors(sec.at).pieces;
    place(d, c.x, c.y + 4, ' scale(0.85)');
    this.m.kaiju.append(d);
  }

  drawTrail(trail: readonly Sea[]): void {
    clearSvg(this.m.trail);
    const path = trail.filter((x, i) => i === 0 || trail[i - 1] !== x);
    if (!path.length) return;
    const pts = path.map((x) => cellAnchors(x).pieces);
    const n = pts.length;
    for (let i = 1; i < n; i++)
      this.m.trail.append(
        s('line', { class: 'lv-trail-glow', x1: pts[i - 1].x, y1: pts[i - 1].y + 4, x2: pts[i].x, y2: pts[i].y + 4 }),
        s('line', {
          class: 'lv-trail-seg',
          x1: pts[i - 1].x,
          y1: pts[i - 1].y + 4,
          x2: pts[i].x,
          y2: pts[i].y + 4,
          opacity: (0.25 + (0.75 * i) / n).toFixed(2),
        }),
      );
    for (const p of pts.slice(1))
      this.m.trail.append(s('circle', { class: 'lv-trail-dot', cx: p.x, cy: p.y + 4, r: 3.5 }));
    this.m.trail.append(s('circle', { class: 'lv-trail-start', cx: pts[0].x, cy: pts[0].y + 4, r: 7 }));
  }

  /** Leviath drawn at a space (the reveal steps it along its path); null removes it. */
  placeDragon(x: Sea | null): SVGGElement | null {
    clearSvg(this.m.kaiju);
    if (x === null) return null;
    const d = dragonShape();
    d.setAttribute('data-test', 'kaiju-piece');
    const c = cellAnchors(x).pieces;
    place(d, c.x, c.y + 4, ' scale(0.85)');
    this.m.kaiju.append(d);
    return d;
  }

  /** The cloud as a given set (the reveal steps it back through the game). */
  setCloud(spaces: readonly Sea[] | null): void {
    const set = new Set(spaces ?? []);
    for (const [x, el] of this.m.cloud) {
      el.classList.toggle('on', set.has(x));
      el.classList.remove('faint');
    }
  }

  /** How long each space stayed a candidate, as shading under the cloud (after the game). */
  setHeat(heat: ReadonlyMap<Sea, number> | null): void {
    clearSvg(this.m.heat);
    if (!heat) return;
    for (const [x, w] of heat)
      if (w > 0)
        this.m.heat.append(
          s('polygon', {
            class: 'lv-heat-cell',
            points: pointsAttr(SEA_CORNERS[x]),
            'fill-opacity': (0.06 + 0.34 * w).toFixed(2),
          }),
        );
  }

  setTargets(t: Targets, hint: Set<string>, badges: Map<Sea, string> = new Map()): void {
    this.targets = t;
    this.hint = hint;
    clearSvg(this.m.badges);
    for (const [x, text] of badges) {
      const at = cellAnchors(x).tip;
      this.m.badges.append(s('text', { class: 'lv-cost-badge', x: at.x, y: at.y }, text));
    }
    this.applyTargets();
  }

  private applyTargets(): void {
    const t = this.targets;
    const has = (f: Field, v: Value) => t.get(f)?.has(String(v)) ?? false;
    const hinted = (f: Field, v: Value) => this.hint.has(`${f}:${v}`);
    for (const [x, cell] of this.m.cells) {
      const region = SEA_SPACES[x].region;
      const on = has('to', x) || has('space', x);
      cell.classList.toggle('can', on);
      cell.classList.toggle('can-region', has('region', region));
      cell.classList.toggle('hinted', hinted('to', x) || hinted('space', x) || hinted('region', region));
    }
    for (const [town, g] of this.m.towns) {
      g.classList.toggle('can', has('letter', town));
      g.classList.toggle('hinted', hinted('letter', town));
    }
    for (const [id, el] of this.shipEls) {
      el.classList.toggle('can', has('ship', id));
      el.classList.toggle('hinted', hinted('ship', id));
    }
    for (const el of this.m.mines.querySelectorAll<SVGGElement>('.lv-mine')) {
      const x = Number(el.dataset.space);
      el.classList.toggle('can', has('mine', x) || has('from', x));
      el.classList.toggle('hinted', hinted('mine', x) || hinted('from', x));
    }
  }
}

const PORT_POINT: Pt = { x: PORT_BOX.x + PORT_BOX.w / 2, y: PORT_BOX.y + PORT_BOX.h / 2 };

/** The day on the back of the deck's top card (the last day once only evolution cards or nothing is left). */
export function dayOf(v: View): number {
  const top = v.deck.top;
  if (top?.k === 'card') return top.day;
  for (const d of [1, 2, 3, 4] as const) if (v.deck.byDay[d] > 0) return d;
  return 4;
}

export const regionCells = (r: RegionId): readonly Sea[] => REGIONS[r].spaces;
export type { Town };
