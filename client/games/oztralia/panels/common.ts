/** What the side panels share: the panel's frame (idempotent: redrawn whole on every update), seats, percentages. */
import type { View } from '../../../../shared/oztralia/types';
import { hexName } from '../../../../shared/oztralia/hex';
import { h } from '../../../ui/dom';
import type { Words } from './words';
import './panels.css';

/** The panel's options every render function takes. */
export interface PanelOpts {
  /** The viewer's seat (null or absent: a spectator). */
  me?: string | null;
  /** A hex's name as the map labels it (default: the rules' id "col-row"). */
  hexName?: (hex: number) => string;
}

/**
 * Empties `el` and gives it the panel's class, test id and title; returns it for the body. Everything is rebuilt
 * from the view, so drawing twice gives the same panel.
 */
export function frame(el: HTMLElement, name: string, title: string): HTMLElement {
  el.replaceChildren(h('h3', { class: 'ozp-panel-title', text: title }));
  el.className = `ozp-panel ozp-${name}`;
  el.dataset.test = `ozp-${name}`;
  el.hidden = false;
  return el;
}

/** A seat's number (1–4) for its colour, or 0 for anything else (the Old Ones). */
export const seatIndex = (v: View, m: string): number => (v.order.includes(m as never) ? Number(m.slice(1)) : 0);

/** A seat's name; "(you)" added for the viewer, unless the screen's own names already say so. */
export function who(t: Words, seat: string, me?: string | null): string {
  const name = t.seat(seat);
  return seat === me && !t.named ? t('you', { who: name }) : name;
}

/** A marker's chip: the seat's colour and its number (never the colour alone), or the Old Ones' eye. */
export function marker(v: View, t: Words, m: string, me?: string | null): HTMLElement {
  const i = seatIndex(v, m);
  const name = m === 'old' ? t('cal.oldOnes') : who(t, m, me);
  return h('span', {
    class: `ozp-marker ${i ? `team-${i}` : 'old'}${m === me ? ' me' : ''}`,
    'data-marker': m,
    title: name,
    'aria-label': name,
    text: i ? String(i) : '◉',
  });
}

export const hexLabel = (o: PanelOpts | undefined, hex: number): string => (o?.hexName ?? hexName)(hex);

/** n of m as a whole percentage. */
export const pct = (n: number, m: number): number => (m > 0 ? Math.round((100 * n) / m) : 0);

/** A labelled bar: the words, the percentage as text and as a bar, and "n of m cards" for who wants the count. */
export function bar(t: Words, label: string, n: number, m: number, tone: string, test: string): HTMLElement {
  const p = pct(n, m);
  return h(
    'div',
    { class: `ozp-bar tone-${tone}`, 'data-test': test, 'data-n': n, title: t('odds.cards', { n, m }) },
    h('span', { class: 'ozp-bar-label', text: label }),
    h(
      'span',
      { class: 'ozp-bar-track', 'aria-hidden': 'true' },
      h('span', { class: 'ozp-bar-fill', style: `width:${p}%` }),
    ),
    h('span', { class: 'ozp-bar-pct', text: t('odds.pct', { p }) }),
  );
}
