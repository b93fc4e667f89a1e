/**
 * Cards and dice in HTML, for the beats over the map: a card's back (its zone's, the same for every card there),
 * its face (kind colour, symbol, name, what it does), and a die with pips.
 */
import type { Lang } from '../../../i18n/lang';
import { CARDS, type CardId, type Zone } from '../../../../shared/tsunami/data/numbers';
import { h } from '../../../ui/dom';
import { CARD_KIND, ZONE, cardName, cardText } from '../i18n/words';
import { NS, cardBack, kindSymbol } from './art';

function picture(el: SVGGElement, box = '-12 -15 24 30'): SVGSVGElement {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', box);
  s.setAttribute('aria-hidden', 'true');
  s.append(el);
  return s;
}

export function htmlBack(zone: Zone, l: Lang): HTMLElement {
  return h(
    'div',
    { class: `ts-big-card back zone-${zone}` },
    picture(cardBack(zone)),
    h('span', { class: 'ts-big-zone', text: ZONE[zone][l] }),
  );
}

export function htmlFace(card: CardId, l: Lang): HTMLElement {
  const kind = CARDS[card].kind;
  return h(
    'div',
    { class: `ts-big-card face kind-${kind}`, 'data-card': card },
    h('span', { class: 'ts-big-kind', text: CARD_KIND[kind][l] }),
    picture(kindSymbol(card), '-9 -9 18 18'),
    h('b', { class: 'ts-big-name', text: cardName(card, l) }),
    h('span', { class: 'ts-big-text', text: cardText(card, l) }),
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die (SVG) and its painter: the kit's tumble flickers its faces and lands it. */
export function die(): SVGSVGElement {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', '-12 -12 24 24');
  s.setAttribute('class', 'ts-die');
  s.setAttribute('aria-hidden', 'true');
  return s;
}

export function paintDie(el: Element, face: number): void {
  el.replaceChildren();
  const body = document.createElementNS(NS, 'rect');
  for (const [k, v] of Object.entries({ x: -11, y: -11, width: 22, height: 22, rx: 5, class: 'ts-die-body' }))
    body.setAttribute(k, String(v));
  el.append(body);
  for (const [x, y] of PIPS[face] ?? []) {
    const p = document.createElementNS(NS, 'circle');
    p.setAttribute('cx', String(x * 5.5));
    p.setAttribute('cy', String(y * 5.5));
    p.setAttribute('r', '2.2');
    p.setAttribute('class', 'ts-die-pip');
    el.append(p);
  }
}
