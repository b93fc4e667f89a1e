/**
 * The map of the east coast and the outback on the kit's hex board: terrain, the Old Ones' printed ground, resources,
 * farms (withered ones greyed and crossed), ports, every player's rails along the hex sides, the Old One tiles
 * (face down by their back's level), the threat lines of face-up Old Ones, and the lit targets of the decision
 * (hexes, and sides for a rail). Pictures only: every word about a hex is in its inspection (`inspect.ts`).
 */
import { HexBoard } from '../../kit/hex-board';
import { EdgeTargets, sharedSide, type EdgeTarget } from '../../kit/hex-edges';
import { LEVEL_OF, TERRAIN_OF, ANCHOR_HEXES, isLand, type Hex } from '../../../shared/oztralia/hex';
import type { View } from '../../../shared/oztralia/types';
import { threatOverlay } from './panels/index';
import { CELLS, LAYOUT, SIZE, axialOf, centreOf } from './geometry';
import { TILE_MARK, seatIndex } from './words';

const NS = 'http://www.w3.org/2000/svg';

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export interface BoardLights {
  hexes: readonly string[];
  hexHint: string | null;
  edges: readonly EdgeTarget[];
  edgeHint: string | null;
  /** The viewer's seat (its rails drawn on top). */
  seat: string;
}

const RES_COLOUR: Record<string, string> = { coal: '#2b2b2b', iron: '#8a95a5', gold: '#e8b923', phos: '#5fb3a1' };

export class Board {
  readonly hex: HexBoard;
  readonly edges: EdgeTargets;
  /** Effects over everything (events' animations). */
  readonly fx: SVGGElement;
  private readonly rails: SVGGElement;
  private readonly threats: SVGGElement;
  private readonly content = new Map<string, SVGGElement>();

  constructor(
    host: HTMLElement,
    o: { onTap(id: string): void; onEdge(id: string): void; onInspect(id: string, x: number, y: number): void },
  ) {
    this.hex = new HexBoard(host, { layout: LAYOUT, cells: CELLS, onTap: o.onTap, onInspect: o.onInspect, margin: 8 });
    for (const c of CELLS) {
      const g = this.hex.cell(c.id);
      if (!g) continue;
      const h = Number(c.id);
      g.classList.add('oz-hex', `oz-t-${TERRAIN_OF[h]}`);
      g.setAttribute('data-test', isLand(h) ? 'oz-hex' : 'oz-sea');
      g.append(...this.ground(h));
      const content = el('g', { class: 'oz-content' });
      g.append(content);
      this.content.set(c.id, content);
    }
    this.rails = el('g', { class: 'oz-rails' });
    this.threats = el('g', { class: 'oz-threats' });
    this.hex.overlay.append(this.rails, this.threats);
    this.edges = new EdgeTargets(this.hex.overlay, LAYOUT, o.onEdge);
    this.fx = el('g', { class: 'oz-fx' });
    this.hex.overlay.append(this.fx);
  }

  /** What never changes on a hex: the printed Old One level (purple pips) and the harbour and survey marks. */
  private ground(h: Hex): SVGElement[] {
    const { x, y } = centreOf(h);
    const out: SVGElement[] = [];
    const lv = LEVEL_OF[h];
    for (let i = 0; i < lv; i++)
      out.push(el('circle', { class: 'oz-level-pip', cx: x - SIZE * 0.55 + i * 7, cy: y - SIZE * 0.62, r: 2.6 }));
    if (TERRAIN_OF[h] === 'survey') out.push(el('circle', { class: 'oz-survey', cx: x, cy: y, r: SIZE * 0.62 }));
    if (ANCHOR_HEXES.includes(h))
      out.push(el('path', { class: 'oz-anchor', d: anchorPath(x + SIZE * 0.5, y + SIZE * 0.38, 6) }));
    return out;
  }

  draw(v: View, lights: BoardLights): void {
    for (const g of this.content.values()) g.replaceChildren();
    const put = (h: Hex, ...items: SVGElement[]) => this.content.get(String(h))?.append(...items);
    // resources: a coloured disc per kind, its count beside
    for (const [hs, stock] of Object.entries(v.res)) {
      const h = Number(hs);
      const { x, y } = centreOf(h);
      let i = 0;
      for (const [r, n] of Object.entries(stock)) {
        if (!n) continue;
        const cx = x - SIZE * 0.45 + i * 22;
        const cy = y - SIZE * 0.3;
        put(h, el('circle', { class: `oz-res oz-res-${r}`, cx, cy, r: 6, fill: RES_COLOUR[r] ?? '#999' }));
        if (n > 1) put(h, text(cx + 11, cy + 5, String(n), 'oz-res-n'));
        i++;
      }
    }
    // farms: a shape per kind in the owner's colour; a withered one grey with a cross
    for (const f of v.farms) {
      const { x, y } = centreOf(f.hex);
      const cx = x - SIZE * 0.42;
      const cy = y + SIZE * 0.36;
      const shape =
        f.kind === 'S'
          ? el('circle', { cx, cy, r: 8 })
          : f.kind === 'C'
            ? el('rect', { x: cx - 7.5, y: cy - 7.5, width: 15, height: 15 })
            : el('path', { d: `M${cx} ${cy - 9} L${cx + 9} ${cy} L${cx} ${cy + 9} L${cx - 9} ${cy} Z` });
      shape.setAttribute('class', `oz-farm team-${seatIndex(f.owner)}${f.blighted ? ' blighted' : ''}`);
      shape.setAttribute('data-test', 'oz-farm');
      put(f.hex, shape);
      if (f.blighted)
        put(
          f.hex,
          el('path', {
            class: 'oz-blight-x',
            d: `M${cx - 7} ${cy - 7} L${cx + 7} ${cy + 7} M${cx + 7} ${cy - 7} L${cx - 7} ${cy + 7}`,
          }),
        );
    }
    // ports: a ring in the owner's colour inside the hex
    for (const [seat, p] of Object.entries(v.players)) {
      if (!p || p.port < 0) continue;
      const { x, y } = centreOf(p.port);
      put(
        p.port,
        el('circle', {
          class: `oz-port team-${seatIndex(seat)}`,
          cx: x,
          cy: y,
          r: SIZE * 0.78,
          'data-test': 'oz-port',
        }),
      );
      put(
        p.port,
        el('path', {
          class: `oz-port-anchor team-${seatIndex(seat)}`,
          d: anchorPath(x + SIZE * 0.5, y + SIZE * 0.38, 7),
        }),
      );
    }
    // Old Ones: a tile per hex (a group shows its count); face down by its back's level
    const byHex = new Map<Hex, View['tiles']>();
    for (const t of v.tiles) byHex.set(t.hex, [...(byHex.get(t.hex) ?? []), t]);
    for (const [h, ts] of byHex) {
      const { x, y } = centreOf(h);
      const top = ts.find((t) => t.up) ?? ts[0];
      const kind = top.up && top.kind ? top.kind : null;
      const g = el('g', {
        class: `oz-tile lv-${top.level}${kind ? ' up' : ' down'}`,
        'data-test': 'oz-tile',
        'data-uid': top.uid,
      });
      g.append(el('rect', { x: x - 14, y: y - 12, width: 28, height: 26, rx: 5 }));
      g.append(text(x, y + 6, kind ? TILE_MARK[kind] : '?', 'oz-tile-mark'));
      const cubes = ts.reduce((n, t) => n + Object.values(t.cubes).reduce((a, b) => a + (b ?? 0), 0), 0);
      for (let i = 0; i < Math.min(cubes, 6); i++)
        g.append(el('rect', { class: 'oz-dmg', x: x - 14 + i * 5, y: y + 15, width: 4, height: 4 }));
      if (ts.length > 1) g.append(text(x + 20, y - 8, `×${ts.length}`, 'oz-tile-n'));
      put(h, g);
    }
    this.drawRails(v, lights.seat);
    this.drawThreats(v);
    this.hex.light(lights.hexes, lights.hexHint);
    this.edges.show(lights.edges, lights.edgeHint);
  }

  private drawRails(v: View, me: string): void {
    this.rails.replaceChildren();
    const seats = Object.keys(v.players).sort((a, b) => (a === me ? 1 : b === me ? -1 : 0));
    seats.forEach((seat) => {
      const p = v.players[seat as keyof View['players']];
      if (!p) return;
      // several networks on one side: each drawn a little apart
      const off = (seatIndex(seat) - 2.5) * 2.5;
      for (const [a, b] of p.tracks) {
        const [s, e] = sharedSide(axialOf(a), axialOf(b), LAYOUT);
        const line = el('line', {
          class: `oz-rail team-${seatIndex(seat)}${seat === me ? ' mine' : ''}`,
          x1: s.x + off,
          y1: s.y + off,
          x2: e.x + off,
          y2: e.y + off,
          'data-test': 'oz-rail',
        });
        this.rails.append(line);
      }
    });
  }

  /**
   * §10.2 the threat overlay (the view's `threats`, through the panels' `threatOverlay`): a faint dashed line from
   * each face-up Old One to its nearest target with the steps left, and a short bright arrow to each hex its next
   * step may reach.
   */
  private drawThreats(v: View): void {
    this.threats.replaceChildren();
    for (const a of threatOverlay(v).arrows) {
      const p = centreOf(a.from);
      const q = centreOf(a.to);
      if (a.kind === 'target') {
        this.threats.append(
          el('line', { class: 'oz-threat-line', x1: p.x, y1: p.y, x2: q.x, y2: q.y, 'data-test': 'oz-threat-line' }),
        );
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        this.threats.append(el('circle', { class: 'oz-threat-steps', cx: mx, cy: my, r: 11 }));
        this.threats.append(text(mx, my + 5, String(a.steps), 'oz-threat-n'));
      } else {
        // a short arrow: from the tile's edge two thirds of the way toward the next hex
        const x1 = p.x + (q.x - p.x) * 0.3;
        const y1 = p.y + (q.y - p.y) * 0.3;
        const x2 = p.x + (q.x - p.x) * 0.75;
        const y2 = p.y + (q.y - p.y) * 0.75;
        const ang = Math.atan2(y2 - y1, x2 - x1);
        const head = (k: number) => `${x2 - 7 * Math.cos(ang + k)} ${y2 - 7 * Math.sin(ang + k)}`;
        this.threats.append(
          el('path', {
            class: 'oz-threat-step',
            d: `M${x1} ${y1} L${x2} ${y2} M${head(0.5)} L${x2} ${y2} L${head(-0.5)}`,
            'data-test': 'oz-threat-step',
          }),
        );
      }
    }
  }

  destroy(): void {
    this.edges.destroy();
    this.hex.destroy();
  }
}

export function text(x: number, y: number, s: string, cls: string): SVGTextElement {
  const t = el('text', { x, y, class: cls, 'text-anchor': 'middle' });
  t.textContent = s;
  return t;
}

/** A small anchor: a ring, a shank and a curved fluke. */
function anchorPath(x: number, y: number, s: number): string {
  return `M${x} ${y - s} m-2 0 a2 2 0 1 0 4 0 a2 2 0 1 0 -4 0 M${x} ${y - s + 2} L${x} ${y + s} M${x - s} ${y + s * 0.3} Q${x} ${y + s * 1.4} ${x + s} ${y + s * 0.3} M${x - s * 0.5} ${y - s * 0.3} L${x + s * 0.5} ${y - s * 0.3}`;
}
