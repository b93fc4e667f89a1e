/**
 * Tsunami's pictures, drawn in code: each family member's little figure (a shape of their own, not only a colour),
 * the card backs of the three zones (the same back for every card of a zone, with one, two or three marks), the
 * card faces' symbols, the shelter tiles, obstacles and cliffs. Sizes are board units around (0, 0).
 */
import { CARDS, type CardId, type Role, type Zone } from '../../../../shared/tsunami/data/numbers';

export const NS = 'http://www.w3.org/2000/svg';

type Attrs = Record<string, string | number>;

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: SVGElement[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

const path = (d: string, cls = 'ts-ink'): SVGPathElement => svg('path', { d, class: cls });
const dot = (cx: number, cy: number, r: number, cls = 'ts-ink'): SVGCircleElement =>
  svg('circle', { cx, cy, r, class: cls });

/** A member's figure in a 24-unit box around (0, 0): head and shape tell the roles apart without colour. */
export function figure(role: Role): SVGGElement {
  const g = svg('g', { class: 'ts-figure' });
  switch (role) {
    case 'father':
    case 'boyfriend':
      g.append(
        dot(0, -5, 3.5),
        path('M-6.5 8L-5.5 0Q0-1.8 5.5 0L6.5 8Z'),
        path('M0 0.2L-1.3 3.5L0 6.8L1.3 3.5Z', 'ts-tie'),
      );
      break;
    case 'mother':
    case 'girlfriend':
      g.append(
        path('M-4.8-3Q-5.6-10.5 0-10Q5.6-10.5 4.8-3Z'),
        dot(0, -5, 3.1, 'ts-face'),
        path('M-2.6 0L-7 8H7L2.6 0Z'),
      );
      break;
    case 'child':
      g.append(
        dot(0, -2.2, 4),
        path('M-4.2 8.5L-3.6 3.3Q0 2.2 3.6 3.3L4.2 8.5Z'),
        dot(-1.4, -2.4, 0.7, 'ts-eye'),
        dot(1.4, -2.4, 0.7, 'ts-eye'),
      );
      break;
    case 'grandpa':
      g.append(
        dot(-1.5, -4.6, 3.2),
        path('M-6-7.6H3M-4.2-7.8L-3.6-10.8H1.2L1.6-7.8Z', 'ts-ink ts-hat'),
        path('M-7 8L-6 0Q-1.5-1.2 3 0L3.8 8Z'),
        path('M6.5-0.5V8.5M6.5-0.5Q6.5-2.8 4.4-2.2', 'ts-cane'),
      );
      break;
    case 'grandma':
      g.append(
        dot(-1.5, -9.2, 2),
        dot(-1.5, -4.6, 3.1),
        path('M-3.4 0L-7 8H4.2L0.6 0Z'),
        path('M6.5-0.5V8.5M6.5-0.5Q6.5-2.8 4.4-2.2', 'ts-cane'),
      );
      break;
  }
  return g;
}

/** A member's token: a disc of their colour with their figure (the caller places it). */
export function token(id: string, role: Role): SVGGElement {
  const g = svg('g', { class: `ts-token member-${id}`, 'data-unit': id });
  g.append(svg('circle', { r: 12, class: 'ts-token-disc' }), figure(role));
  return g;
}

/** A face-down card: its zone's back and nothing more (§13), with 1, 2 or 3 marks for the zone. */
export function cardBack(zone: Zone): SVGGElement {
  const g = svg('g', { class: `ts-card back zone-${zone}` });
  g.append(svg('rect', { x: -10, y: -13, width: 20, height: 26, rx: 3, class: 'ts-card-rect' }));
  g.append(path('M-7 1Q-3.5-2.5 0 1T7 1', 'ts-card-wave'));
  const marks = zone === 'G' ? 1 : zone === 'Y' ? 2 : 3;
  for (let i = 0; i < marks; i++) g.append(dot((i - (marks - 1) / 2) * 5, -7, 1.6, 'ts-card-mark'));
  return g;
}

/** The symbol of a card's kind: a star for good, a warning triangle for bad, a die for dice, a tick for nothing. */
export function kindSymbol(card: CardId): SVGGElement {
  const kind = CARDS[card].kind;
  const g = svg('g', { class: `ts-symbol kind-${kind}` });
  if (kind === 'bonus')
    g.append(path('M0-7L2 -2.2L7.2-2.2L3-0.8L4.4 6L0 2.6L-4.4 6L-3-0.8L-7.2-2.2L-2-2.2Z', 'ts-sym'));
  else if (kind === 'debuff') g.append(path('M0-7L7.5 6H-7.5Z', 'ts-sym'), path('M0-2.5V2M0 3.6V4.2', 'ts-sym-line'));
  else if (kind === 'dice')
    g.append(
      svg('rect', { x: -6, y: -6, width: 12, height: 12, rx: 2.5, class: 'ts-sym' }),
      dot(-2.7, -2.7, 1.2, 'ts-pip'),
      dot(2.7, 2.7, 1.2, 'ts-pip'),
      dot(0, 0, 1.2, 'ts-pip'),
    );
  else g.append(path('M-5 0L-1.5 4L5.5-4', 'ts-sym-line'));
  return g;
}

/** A face-up card on its hex. */
export function cardFace(card: CardId): SVGGElement {
  const g = svg('g', { class: `ts-card face kind-${CARDS[card].kind}${CARDS[card].persistent ? ' persistent' : ''}` });
  g.append(svg('rect', { x: -10, y: -13, width: 20, height: 26, rx: 3, class: 'ts-card-rect' }), kindSymbol(card));
  return g;
}

/** A shelter tile: face down (a building with a question), the real shelter (a roof and a door) or closed (barred). */
export function shelterTile(tile: 'hidden' | 'shelter' | 'closed'): SVGGElement {
  // (the class names carry a prefix: the shell's `.hidden` hides whatever has it)
  const g = svg('g', { class: `ts-shelter tile-${tile}` });
  g.append(path('M-13 -2L0-14L13-2V12H-13Z', 'ts-shelter-body'));
  if (tile === 'hidden')
    g.append(path('M-3.5-2Q-3.5-6.5 0-6.5Q3.5-6.5 3.5-3Q3.5-0.5 0 0.5V3M0 6V7', 'ts-shelter-mark'));
  else if (tile === 'shelter')
    g.append(path('M-4 12V3H4V12', 'ts-shelter-door'), path('M-9-1L0-9L9-1', 'ts-shelter-mark'));
  else g.append(path('M-9 0L9 10M9 0L-9 10', 'ts-shelter-mark'));
  return g;
}

/** An obstacle: a block of rubble or a building. */
export function obstacle(): SVGGElement {
  return svg(
    'g',
    { class: 'ts-obstacle' },
    path('M-12 10L-10-2L-3-6L2-1L9-8L13 4L11 10Z', 'ts-rock'),
    path('M-6 2L-2 6M3 0L6 6M-9 7L-6 9', 'ts-rock-line'),
  );
}

/** A cliff or step: rising chevrons. */
export function cliff(): SVGGElement {
  return svg('g', { class: 'ts-cliff' }, path('M-13 6L-6-2L0 6L6-2L13 6M-13-4L-6-12L0-4L6-12L13-4', 'ts-cliff-line'));
}

/** The start: a small flag. */
export function startMark(): SVGGElement {
  return svg(
    'g',
    { class: 'ts-start' },
    path('M-6 10V-10', 'ts-start-pole'),
    path('M-6-10L8-6L-6-2Z', 'ts-start-flag'),
  );
}

/** The cat (§12): a small sitting cat. */
export function catFigure(): SVGGElement {
  return svg(
    'g',
    { class: 'ts-cat' },
    path('M-6 8Q-7 0-3-2L-4-7L-1-4H1L4-7L3-2Q7 0 6 8Z', 'ts-cat-body'),
    path('M6 7Q10 6 9 1', 'ts-cat-tail'),
  );
}

/** A water drop with a number: turns until that hex is wet. */
export function dropBadge(n: number): SVGGElement {
  const g = svg('g', { class: `ts-drop wet-${Math.min(n, 3)}` });
  g.append(path('M0-11Q7-2 7 3A7 7 0 0 1-7 3Q-7-2 0-11Z', 'ts-drop-shape'));
  const t = svg('text', { y: 7, class: 'ts-drop-text' });
  t.textContent = String(n);
  g.append(t);
  return g;
}
