/**
 * A card face: the same card drawn at the sizes a screen needs — `full` (the hand, a reveal), `slot` (a plan
 * board's slot), `mini` (a strip, a side panel), `line` (the card that asks a decision), `zoom` (the inspect
 * panel's large copy). The game gives the parts (name, cost, art, effect) for the size; the face is inspectable,
 * and a tap zooms it unless a tap does something else there (`tapZoom: false`: a long press still does).
 */
import { h } from '../../ui/dom';
import { inspectable, type InspectInfo } from '../../ui/inspect';

export type CardSize = 'full' | 'slot' | 'mini' | 'line' | 'zoom';

export interface CardFaceOptions {
  size: CardSize;
  /** The game's classes (its owner, its kind). */
  cls?: string;
  tag?: 'div' | 'button';
  attrs?: Record<string, string>;
  parts: (Node | null)[];
  /** What the inspect service shows (a larger copy as its picture); none: not inspectable. */
  info?: () => InspectInfo | null;
  tapZoom?: boolean;
}

export function cardFace(o: CardFaceOptions): HTMLElement {
  const el = h(
    o.tag ?? 'div',
    { class: `card ${o.size}${o.cls ? ` ${o.cls}` : ''}`, ...o.attrs },
    ...o.parts.filter((p): p is Node => p !== null),
  );
  if (o.info) {
    inspectable(el, o.info);
    if (o.tapZoom !== false) el.setAttribute('data-inspect-zoom', '');
  }
  return el;
}
