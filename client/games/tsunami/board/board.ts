/**
 * The map (§3) on the screen kit's hex board: ground, obstacles and cliffs, the face-down cards as their zone's back,
 * the face-up ones, the shelter tiles, the water and the faint band of the rows that flood tonight, the children's
 * auras, Mother's hand in hand, the members with a "turns until wet" drop on their hex, and the shaded reach of the
 * member looked at. It draws what a view says; the effects (board/fx.ts) move its pieces in between.
 */
import { HexBoard } from '../../../kit/hex-board';
import { ROWS, type UnitId } from '../../../../shared/tsunami/data/numbers';
import { HEXES, rowOf, type Hex } from '../../../../shared/tsunami/hex';
import type { UnitView, View } from '../../../../shared/tsunami/types';
import { CELLS, LAYOUT, MAP, SIZE, centreOf, rowY } from '../geometry';
import { COLS } from '../../../../shared/tsunami/data/numbers';
import type { Risk } from '../risk';
import { cardBack, cardFace, catFigure, cliff, dropBadge, obstacle, shelterTile, startMark, svg, token } from './art';
import { waterTop } from './water';

export interface BoardHooks {
  onTap(h: Hex): void;
  onInspect(h: Hex, x: number, y: number): void;
}

export interface DrawOptions {
  /** Hexes the decision offers, and the hinted one. */
  lit: readonly string[];
  hint: string | null;
  /** The member looked at (its reach is shaded), the acting one, the viewer's own. */
  focus: UnitId | null;
  acting: UnitId | null;
  mine: ReadonlySet<string>;
  reach: ReadonlyMap<Hex, Risk> | null;
}

/** Where a member stands on its hex among the others there (board units from the hex's centre). */
export function slot(i: number, n: number): { x: number; y: number; r: number } {
  if (n <= 1) return { x: 0, y: 2, r: 1 };
  const r = n === 2 ? 0.85 : n <= 4 ? 0.74 : 0.62;
  const ring = n === 2 ? 10 : n <= 4 ? 12 : 14;
  const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
  return { x: ring * Math.cos(a), y: 3 + ring * Math.sin(a), r };
}

export class Board {
  readonly hb: HexBoard;
  readonly water: SVGGElement;
  readonly fx: SVGGElement;
  private readonly band: SVGRectElement;
  private readonly waterRect: SVGRectElement;
  private readonly foam: SVGGElement;
  private readonly auras: SVGGElement;
  private readonly bonds: SVGGElement;
  private readonly units: SVGGElement;
  private readonly badges: SVGGElement;
  private readonly tokens = new Map<string, SVGGElement>();
  private readonly labels: SVGGElement;
  /** The flooded rows now drawn (the water's top). */
  shownFlooded = 0;

  constructor(host: HTMLElement, hooks: BoardHooks) {
    this.hb = new HexBoard(host, {
      layout: LAYOUT,
      cells: CELLS,
      margin: SIZE * 1.2,
      onTap: (id) => hooks.onTap(Number(id)),
      onInspect: (id, x, y) => hooks.onInspect(Number(id), x, y),
    });
    this.hb.svg.classList.add('ts-map');
    const ov = this.hb.overlay;
    const defs = svg(
      'defs',
      {},
      svg(
        'pattern',
        { id: 'ts-band', width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' },
        svg('rect', { width: 5, height: 12, class: 'ts-band-stripe' }),
      ),
      svg(
        'clipPath',
        { id: 'ts-map-clip' },
        svg('rect', { x: MAP.x, y: MAP.y - SIZE * 4, width: MAP.w, height: MAP.h + SIZE * 8 }),
      ),
      svg(
        'radialGradient',
        { id: 'ts-aura' },
        svg('stop', { offset: '0%', class: 'ts-aura-in' }),
        svg('stop', { offset: '70%', class: 'ts-aura-mid' }),
        svg('stop', { offset: '100%', class: 'ts-aura-out' }),
      ),
    );
    this.hb.svg.prepend(defs);
    this.band = svg('rect', { x: MAP.x, width: MAP.w, class: 'ts-next-band', 'data-test': 'flood-band' });
    this.waterRect = svg('rect', { x: MAP.x, width: MAP.w, class: 'ts-water-body' });
    this.foam = svg(
      'g',
      { class: 'ts-foam' },
      svg('path', { d: foamPath(MAP.x - SIZE * 2, MAP.w + SIZE * 4), class: 'ts-foam-line' }),
    );
    this.water = svg(
      'g',
      { class: 'ts-water', 'data-test': 'water', 'clip-path': 'url(#ts-map-clip)' },
      this.waterRect,
      this.foam,
    );
    this.auras = svg('g', { class: 'ts-auras' });
    this.bonds = svg('g', { class: 'ts-bonds' });
    this.units = svg('g', { class: 'ts-units' });
    this.badges = svg('g', { class: 'ts-badges' });
    this.fx = svg('g', { class: 'ts-fx' });
    this.labels = svg('g', { class: 'ts-labels', 'aria-hidden': 'true' });
    for (let row = 1; row <= ROWS; row++) {
      const t = svg('text', { x: MAP.x - 6, y: rowY(row) + 5, class: 'ts-row-label' });
      t.textContent = String(row);
      this.labels.append(t);
    }
    // column letters above the top row and below the coast: a hex is named by its column and row ("D4")
    for (let col = 0; col < COLS; col++)
      for (const y of [MAP.y - 8, MAP.y + MAP.h + 20]) {
        const x = centreOf(col).x + (y < MAP.y ? SIZE * Math.sqrt(3) * 0.5 : 0);
        const t = svg('text', { x, y, class: 'ts-col-label' });
        t.textContent = String.fromCharCode(65 + col);
        this.labels.append(t);
      }
    ov.append(this.band, this.water, this.auras, this.bonds, this.units, this.badges, this.labels, this.fx);
  }

  get svg(): SVGSVGElement {
    return this.hb.svg;
  }

  /** A member's token (made once, moved by the effects). */
  tokenOf(u: Pick<UnitView, 'id' | 'role'>): SVGGElement {
    let t = this.tokens.get(u.id);
    if (!t) {
      t = token(u.id, u.role);
      this.tokens.set(u.id, t);
    }
    return t;
  }

  /** Where a member's token stands on a view (its hex and its place among the others there). */
  placeOf(v: View, id: string): { x: number; y: number; r: number } | null {
    const u = v.units.find((x) => x.id === id);
    if (!u || u.hex === null) return null;
    const here = v.units.filter((x) => x.hex === u.hex);
    const s = slot(here.indexOf(u), here.length);
    const c = centreOf(u.hex);
    return { x: c.x + s.x, y: c.y + s.y, r: s.r };
  }

  draw(v: View, o: DrawOptions): void {
    for (let h = 0; h < HEXES; h++) this.drawCell(v, h, o);
    this.hb.light(o.lit, o.hint);
    this.setWater(v.flooded, v.phase === 'over' ? null : v.floodsNext);
    this.drawAuras(v);
    this.drawBonds(v);
    this.drawUnits(v, o);
  }

  /** The water's top at `flooded` rows and tonight's band above it (none at the end). */
  setWater(flooded: number, next: readonly [number, number] | null): void {
    this.shownFlooded = flooded;
    const top = waterTop(flooded);
    this.setWaterTop(top);
    this.water.classList.toggle('dry', flooded === 0);
    if (next && next[1] > flooded) {
      const bandTop = waterTop(next[1]);
      this.band.setAttribute('y', String(bandTop));
      this.band.setAttribute('height', String(top - bandTop));
      this.band.style.display = '';
    } else this.band.style.display = 'none';
  }

  /** The water's top line (board y): the swell moves it. */
  setWaterTop(top: number): void {
    const bottom = rowY(1) + SIZE * 3;
    this.waterRect.setAttribute('y', String(top));
    this.waterRect.setAttribute('height', String(Math.max(0, bottom - top)));
    this.foam.setAttribute('transform', `translate(0 ${top})`);
  }

  private drawCell(v: View, h: Hex, o: DrawOptions): void {
    const g = this.hb.cell(String(h));
    if (!g) return;
    while (g.childNodes.length > 1) g.lastChild?.remove();
    const ground = v.ground[h];
    const wet = rowOf(h) <= v.flooded;
    const shelter = v.shelters.find((s) => s.hex === h);
    const risk = o.reach?.get(h);
    g.setAttribute(
      'class',
      [
        'kit-hex',
        'ts-hex',
        `ground-${ground === '#' ? 'terrain' : ground === '^' ? 'cliff' : 'open'}`,
        `zone-${rowOf(h) <= 7 ? 'G' : rowOf(h) <= 14 ? 'Y' : 'R'}`,
        wet ? 'wet' : '',
        risk ? `reach risk-${risk}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    if (ground === '#') g.append(at(h, obstacle()));
    else if (ground === '^') g.append(at(h, cliff()));
    // §13 after the game everything may be shown: the hidden tiles and cards, faded
    const truth = v.reveal?.shelters.find((t) => t.hex === h);
    if (shelter && shelter.tile === 'hidden' && truth) {
      const tile = at(h, shelterTile(truth.real ? 'shelter' : 'closed'));
      tile.classList.add('ts-revealed');
      g.append(tile);
    } else if (shelter) g.append(at(h, shelterTile(shelter.tile)));
    else if (h === v.start) g.append(at(h, startMark(), -8, -4));
    const card = v.cards[h];
    const hidden = v.reveal?.cards[h];
    if (card && !wet && !card.card && hidden) {
      const face = at(h, cardFace(hidden.card), 0, -2, 0.95);
      face.classList.add('ts-revealed');
      g.append(face);
    } else if (card && !wet) g.append(at(h, card.card ? cardFace(card.card) : cardBack(card.zone), 0, -2, 0.95));
    if (v.cat?.fate === 'map' && v.cat.hex === h && v.cat.carrier === null) g.append(at(h, catFigure(), 12, 10, 0.8));
  }

  private drawAuras(v: View): void {
    this.auras.replaceChildren();
    // §6.1 Family Acceleration: each child's reach of 2 hexes, soft; overlapping auras glow brighter
    for (const u of v.units)
      if (u.role === 'child' && u.hex !== null) {
        const c = centreOf(u.hex);
        this.auras.append(svg('circle', { cx: c.x, cy: c.y, r: SIZE * 4.6, class: 'ts-aura', fill: 'url(#ts-aura)' }));
      }
  }

  private drawBonds(v: View): void {
    this.bonds.replaceChildren();
    for (const u of v.units) {
      if (!u.leading) continue;
      const a = this.placeOf(v, u.id);
      const b = this.placeOf(v, u.leading);
      if (!a || !b) continue;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2 - 6;
      this.bonds.append(
        svg('path', {
          d: `M${a.x} ${a.y}Q${mx} ${my - 8} ${b.x} ${b.y}`,
          class: 'ts-bond',
          'data-test': 'hand-in-hand',
        }),
        svg('g', { transform: `translate(${mx} ${my - 4})`, class: 'ts-bond-hands' }, svg('circle', { r: 5 })),
      );
    }
  }

  private drawUnits(v: View, o: DrawOptions): void {
    const seen = new Set<string>();
    this.badges.replaceChildren();
    const wetDrawn = new Set<Hex>();
    for (const u of v.units) {
      const t = this.tokenOf(u);
      const p = this.placeOf(v, u.id);
      if (!p || u.hex === null) {
        t.remove();
        continue;
      }
      seen.add(u.id);
      t.setAttribute('transform', `translate(${p.x} ${p.y}) scale(${p.r})`);
      t.style.opacity = '';
      t.classList.toggle('mine', o.mine.has(u.id));
      t.classList.toggle('acting', o.acting === u.id);
      t.classList.toggle('focus', o.focus === u.id);
      t.classList.toggle(
        'held',
        u.statuses.some((s) => s.k === 'stunned' || s.k === 'trapped'),
      );
      t.classList.toggle('done', !u.canActivate && o.acting !== u.id);
      if (!t.isConnected) this.units.append(t);
      // "turns until wet" on each occupied hex (every member there shares it)
      if (u.wetIn !== null && !wetDrawn.has(u.hex)) {
        wetDrawn.add(u.hex);
        const c = centreOf(u.hex);
        const b = dropBadge(u.wetIn);
        b.setAttribute('transform', `translate(${c.x + SIZE * 0.62} ${c.y - SIZE * 0.55})`);
        b.setAttribute('data-test', 'wet-badge');
        this.badges.append(b);
      }
    }
    for (const [id, t] of this.tokens) if (!seen.has(id)) t.remove();
  }

  destroy(): void {
    this.hb.destroy();
  }
}

function at(h: Hex, el: SVGGElement, dx = 0, dy = 0, k = 1): SVGGElement {
  const c = centreOf(h);
  el.setAttribute('transform', `translate(${c.x + dx} ${c.y + dy}) scale(${k})`);
  return el;
}

/** A line of foam: small waves along the water's top. */
function foamPath(x0: number, w: number): string {
  const step = SIZE * 0.9;
  let d = `M${x0} 0`;
  for (let x = x0; x < x0 + w; x += step) d += `q${step / 4} -6 ${step / 2} 0t${step / 2} 0`;
  return d;
}
