/**
 * The bay as an SVG drawing: open sea, the land and its towns A–E, the 32 sea triangles with their numbers, the
 * white region lines, the port, and empty layers for what changes (the deduction cloud, marker, trail, pieces,
 * targets, effects). Static parts are drawn once; board.ts fills the layers.
 */
import { REGION_IDS, SEA_IDS, TOWN_IDS } from '../../../../shared/leviath/data/map';
import type { Sea, Town } from '../../../../shared/leviath/types';
import {
  BACKDROP,
  LAND,
  LAND_BOTTOM,
  LAND_TOP,
  PORT_BOX,
  SEA_CORNERS,
  TOWN_CENTRE,
  TOWN_CORNERS,
  VIEW_BOX,
  pointsAttr,
  cellAnchors,
  regionLabelCell,
  regionLines,
} from '../geometry';
import { nextId, s } from './svg';

export interface MapLayers {
  svg: SVGSVGElement;
  id: string;
  cells: Map<Sea, SVGPolygonElement>;
  cloud: Map<Sea, SVGPolygonElement>;
  towns: Map<Town, SVGGElement>;
  port: SVGGElement;
  dykes: SVGGElement;
  marker: SVGGElement;
  heat: SVGGElement;
  trail: SVGGElement;
  targets: SVGGElement;
  mines: SVGGElement;
  ships: SVGGElement;
  kaiju: SVGGElement;
  fx: SVGGElement;
  badges: SVGGElement;
  sky: SVGRectElement;
}

function defs(id: string): SVGDefsElement {
  const vb = VIEW_BOX;
  const cx = vb.x + vb.w / 2;
  const cy = vb.y + vb.h * 0.25;
  return s(
    'defs',
    {},
    // both gradients are laid out on the drawing itself, not on their shapes, so that the sea and the land can run
    // on past the drawing's edges (to fill any screen's shape) and still look the same where the bay is
    s(
      'radialGradient',
      {
        id: `${id}-deep`,
        gradientUnits: 'userSpaceOnUse',
        cx,
        cy,
        r: vb.h * 0.9,
        gradientTransform: `translate(${cx} ${cy}) scale(${(vb.w / vb.h).toFixed(4)} 1) translate(${-cx} ${-cy})`,
      },
      s('stop', { offset: '0', 'stop-color': '#0f3146' }),
      s('stop', { offset: '1', 'stop-color': '#020810' }),
    ),
    s(
      'linearGradient',
      { id: `${id}-land`, gradientUnits: 'userSpaceOnUse', x1: 0, y1: LAND_TOP, x2: 0, y2: LAND_BOTTOM },
      s('stop', { offset: '0', 'stop-color': '#23301f' }),
      s('stop', { offset: '1', 'stop-color': '#3b4a2a' }),
    ),
    // the cloud glows from each cell's middle: a gradient, not a blur filter (the cloud changes often, and a filter
    // over it would be redrawn in full each time on a software renderer)
    s(
      'radialGradient',
      { id: `${id}-cloud`, cx: '0.5', cy: '0.55', r: '0.62' },
      s('stop', { offset: '0', 'stop-color': '#dcaaff', 'stop-opacity': '0.95' }),
      s('stop', { offset: '0.55', 'stop-color': '#b46cff', 'stop-opacity': '0.7' }),
      s('stop', { offset: '1', 'stop-color': '#8a3cff', 'stop-opacity': '0.12' }),
    ),
    // the murk: soft dark patches drawn once (a noise filter would cost a full redraw of the sea at every change)
    s(
      'radialGradient',
      { id: `${id}-patch`, cx: '0.5', cy: '0.5', r: '0.5' },
      s('stop', { offset: '0', 'stop-color': '#02070d', 'stop-opacity': '0.7' }),
      s('stop', { offset: '1', 'stop-color': '#02070d', 'stop-opacity': '0' }),
    ),
    s(
      'pattern',
      { id: `${id}-waves`, width: '16', height: '10', patternUnits: 'userSpaceOnUse' },
      s('rect', { width: '16', height: '10', fill: '#1b4f7a' }),
      s('path', { d: 'M0 6 Q4 2 8 6 T16 6', fill: 'none', stroke: '#8fd0ff', 'stroke-width': '1.4', opacity: '0.8' }),
    ),
    s('clipPath', { id: `${id}-sea` }, ...SEA_IDS.map((x) => s('polygon', { points: pointsAttr(SEA_CORNERS[x]) }))),
  );
}

/** Little houses on a town's triangle. */
function houses(t: Town): SVGGElement {
  const c = TOWN_CENTRE[t];
  const g = s('g', { class: 'lv-houses', transform: `translate(${c.x} ${c.y})` });
  for (const [dx, dy] of [
    [-14, 4],
    [-2, -2],
    [10, 5],
  ])
    g.append(
      s('path', {
        d: `M${dx - 5} ${dy} L${dx} ${dy - 6} L${dx + 5} ${dy} L${dx + 5} ${dy + 6} L${dx - 5} ${dy + 6} Z`,
      }),
    );
  return g;
}

export function buildMap(): MapLayers {
  const id = nextId();
  const vb = VIEW_BOX;
  const svg = s('svg', {
    class: 'lv-map',
    viewBox: `${vb.x} ${vb.y} ${vb.w} ${vb.h}`,
    preserveAspectRatio: 'xMidYMid meet',
    'data-test': 'bay',
  });
  svg.append(defs(id));
  // the sea, the land and the day's tint run far past the drawing: a screen of any shape shows more of them around the
  // bay (the svg clips at its own box), never an edge
  const far = BACKDROP;
  svg.append(
    s('rect', { class: 'lv-open-sea', x: far.x, y: far.y, width: far.w, height: far.h, fill: `url(#${id}-deep)` }),
  );
  svg.append(s('polygon', { class: 'lv-land', points: pointsAttr(LAND), fill: `url(#${id}-land)` }));

  const seaLayer = s('g', { class: 'lv-sea' });
  const cells = new Map<Sea, SVGPolygonElement>();
  for (const x of SEA_IDS) {
    const p = s('polygon', { class: 'lv-space', 'data-space': x, points: pointsAttr(SEA_CORNERS[x]) });
    cells.set(x, p);
    seaLayer.append(p);
  }
  svg.append(seaLayer);
  const murk = s('g', { class: 'lv-murk', 'clip-path': `url(#${id}-sea)` });
  // a fixed scatter of dark patches, the same on every screen
  for (let i = 0; i < 26; i++)
    murk.append(
      s('ellipse', {
        cx: 20 + ((i * 97) % 560),
        cy: -10 + ((i * 53) % 350),
        rx: 60 + ((i * 13) % 50),
        ry: 30 + ((i * 7) % 30),
        fill: `url(#${id}-patch)`,
      }),
    );
  svg.append(murk);

  const heat = s('g', { class: 'lv-heat' });
  const cloudLayer = s('g', { class: 'lv-cloud' });
  const cloud = new Map<Sea, SVGPolygonElement>();
  for (const x of SEA_IDS) {
    const p = s('polygon', {
      class: 'lv-cloud-cell',
      'data-cloud': x,
      points: pointsAttr(SEA_CORNERS[x]),
      fill: `url(#${id}-cloud)`,
    });
    cloud.set(x, p);
    cloudLayer.append(p);
  }
  svg.append(heat, cloudLayer);

  const lines = s('g', { class: 'lv-regions' });
  const d = regionLines()
    .map(([a, b]) => `M${a.x.toFixed(1)} ${a.y.toFixed(1)} L${b.x.toFixed(1)} ${b.y.toFixed(1)}`)
    .join(' ');
  lines.append(s('path', { class: 'lv-region-lines', d }));
  for (const r of REGION_IDS) {
    const at = cellAnchors(regionLabelCell(r)).right;
    lines.append(s('text', { class: 'lv-region-label', x: at.x, y: at.y, 'data-region': r }, r));
  }
  const numbers = s('g', { class: 'lv-numbers' });
  for (const x of SEA_IDS) {
    const at = cellAnchors(x).number;
    numbers.append(s('text', { class: 'lv-no', x: at.x, y: at.y }, String(x)));
  }
  svg.append(lines, numbers);

  const townLayer = s('g', { class: 'lv-towns' });
  const towns = new Map<Town, SVGGElement>();
  for (const t of TOWN_IDS) {
    const c = TOWN_CENTRE[t];
    const g = s(
      'g',
      { class: 'lv-town', 'data-town': t },
      s('polygon', { class: 'lv-town-cell', points: pointsAttr(TOWN_CORNERS[t]) }),
      houses(t),
      s('polygon', { class: 'lv-town-flood', points: pointsAttr(TOWN_CORNERS[t]), fill: `url(#${id}-waves)` }),
      s('circle', { class: 'lv-town-badge', cx: c.x, cy: c.y - 14, r: 11 }),
      s('text', { class: 'lv-town-letter', x: c.x, y: c.y - 9.5 }, t),
    );
    towns.set(t, g);
    townLayer.append(g);
  }
  const pb = PORT_BOX;
  const port = s(
    'g',
    { class: 'lv-port', 'data-test': 'port' },
    s('rect', { class: 'lv-port-basin', x: pb.x, y: pb.y, width: pb.w, height: pb.h, rx: 10 }),
    s('path', {
      class: 'lv-port-pier',
      d: `M${pb.x - 4} ${pb.y + pb.h * 0.5} L${pb.x + pb.w * 0.55} ${pb.y + pb.h * 0.5}`,
    }),
    s('text', { class: 'lv-port-name', x: pb.x + pb.w / 2, y: pb.y + pb.h + 15 }, 'White Beach'),
  );
  townLayer.append(port);
  svg.append(townLayer);

  const layer = (cls: string) => s('g', { class: cls });
  const dykes = layer('lv-dykes');
  const marker = layer('lv-marker');
  const trail = layer('lv-trail');
  const targets = layer('lv-targets');
  const mines = layer('lv-mines');
  const ships = layer('lv-ships');
  const kaiju = layer('lv-kaiju-layer');
  const fx = layer('lv-fx');
  const badges = layer('lv-badges');
  const sky = s('rect', { class: 'lv-sky', x: far.x, y: far.y, width: far.w, height: far.h });
  svg.append(dykes, marker, trail, targets, mines, ships, kaiju, sky, fx, badges);
  return {
    svg,
    id,
    cells,
    cloud,
    towns,
    port,
    dykes,
    marker,
    heat,
    trail,
    targets,
    mines,
    ships,
    kaiju,
    fx,
    badges,
    sky,
  };
}
