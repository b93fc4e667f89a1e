/**
 * The dice, drawn in code: a twelve-sided die seen from above (a pentagon face in a decagon rim) in its metal's
 * colour with its resource's mark. A roll tumbles with the kit's dice (client/kit/widgets/dice.ts).
 */
import { getLang } from '../../i18n/index';
import { RESOURCE } from './words';

export type Face = 'C' | 'W' | 'S' | 'G';

/** The metal's mark on the ingot in the screen's language (a chemist's symbol means nothing in Japanese). */
const metalMark = (face: Face): string =>
  getLang() === 'ja' ? RESOURCE[face].ja : face === 'C' ? 'Cu' : face === 'S' ? 'Ag' : 'Au';

export const FACE_COLOURS: Record<Face, { rim: string; face: string; ink: string }> = {
  C: { rim: '#a85f27', face: '#d88a4b', ink: '#3a1a08' },
  W: { rim: '#55752c', face: '#86ad4c', ink: '#1d2a0c' },
  S: { rim: '#7b8794', face: '#c9d2da', ink: '#1f2933' },
  G: { rim: '#b08612', face: '#f1c744', ink: '#3d2c00' },
};

const NS = 'http://www.w3.org/2000/svg';

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

const poly = (n: number, r: number, rot = -90): string =>
  Array.from({ length: n }, (_, i) => {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** The resource's mark: a tree for wood, an ingot with its letter for the metals. */
function mark(face: Face, ink: string): SVGGElement {
  const g = el('g', {
    fill: 'none',
    stroke: ink,
    'stroke-width': 4,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
  if (face === 'W') {
    g.append(
      el('path', { d: 'M50 30 L62 50 L56 50 L66 63 L34 63 L44 50 L38 50 Z' }),
      el('path', { d: 'M50 63 L50 71' }),
    );
  } else {
    g.append(el('path', { d: 'M34 60 L40 42 L60 42 L66 60 Z' }));
    const t = el('text', {
      x: 50,
      y: 57,
      'text-anchor': 'middle',
      'font-size': 15,
      'font-weight': 800,
      fill: ink,
      stroke: 'none',
    });
    t.textContent = metalMark(face);
    g.append(t);
  }
  return g;
}

/** One die showing `face`; `state` marks a terrain die, a spent or a banked one. */
export function dieEl(face: Face, cls = ''): SVGSVGElement {
  // a picture: its resource is named in words beside it (a label, the inspect panel)
  const svg = el('svg', { viewBox: '0 0 100 100', class: `die ${cls}`, 'data-face': face, 'aria-hidden': 'true' });
  paintDie(svg, face);
  return svg;
}

/** Paints `face` on a die (the kit's tumble flickers through faces with it). */
export function paintDie(svg: SVGSVGElement, face: Face): void {
  const c = FACE_COLOURS[face];
  svg.replaceChildren(
    el('polygon', { points: poly(10, 46, -90), fill: c.rim, stroke: '#2a1a0e', 'stroke-width': 3 }),
    el('polygon', { points: poly(5, 33), fill: c.face, stroke: c.rim, 'stroke-width': 2 }),
    mark(face, c.ink),
  );
  svg.dataset.face = face;
}

/** The twelve faces of the die: a roll's flicker shows them as often as they come up. */
export const DIE_FACES: readonly Face[] = ['C', 'C', 'C', 'C', 'W', 'W', 'W', 'S', 'S', 'S', 'G', 'G'];
