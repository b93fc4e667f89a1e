/**
 * The hand: full card faces in a row that scrolls sideways when it does not fit (a lone human holds two roles'
 * hands). It says so: the number of cards, arrows at the ends that scroll it, and a fade on the side that
 * hides more cards.
 */
import type { CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { h } from '../../../ui/dom';
import { n, t } from '../i18n/index';
import { cardFace } from './card-face';

export interface HandGroup {
  /** A role, or 'kaiju'. */
  owner: string;
  cards: CardId[];
}

/** The hand's cards, each made by `face` (which adds the screen's own taps and drags). */
export function handRow(
  v: View,
  groups: HandGroup[],
  face: (card: CardId, make: (o: { tapZoom: boolean }) => HTMLElement) => HTMLElement,
): { el: HTMLElement; count: number } {
  const cards = h('div', { class: 'hand-cards', 'data-test': 'hand-cards' });
  let count = 0;
  for (const g of groups) {
    const mine = g.cards.filter((c) => c !== '?');
    if (!mine.length) continue;
    if (groups.length > 1) cards.append(h('div', { class: 'hand-group', text: n().owner(g.owner) }));
    for (const card of mine) {
      count++;
      cards.append(
        face(card, (o) => cardFace(card, v, 'full', { attrs: { 'data-test': 'hand-card' }, tapZoom: o.tapZoom })),
      );
    }
  }
  if (!count) cards.append(h('div', { class: 'note', text: t('noHand') }));
  const wrap = h('div', { class: 'hand-scroll' }, cards);
  const step = (dir: number) => cards.scrollBy({ left: dir * cards.clientWidth * 0.8, behavior: 'smooth' });
  const arrow = (dir: -1 | 1) => {
    const b = h('button', {
      class: `hand-arrow ${dir < 0 ? 'left' : 'right'}`,
      'data-test': `hand-more-${dir < 0 ? 'left' : 'right'}`,
      'aria-label': t('hand'),
      onclick: () => step(dir),
    });
    // a chevron drawn, not a character: it reads the same in every language
    b.innerHTML = `<svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true"><path d="${dir < 0 ? 'M10 2L2 10L10 18' : 'M2 2L10 10L2 18'}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    return b;
  };
  const left = arrow(-1);
  const right = arrow(1);
  wrap.append(left, right);
  // the arrows and fades show only on a side with cards out of sight
  const mark = () => {
    const more = cards.scrollWidth - cards.clientWidth;
    wrap.classList.toggle('more-left', cards.scrollLeft > 2);
    wrap.classList.toggle('more-right', cards.scrollLeft < more - 2);
  };
  cards.addEventListener('scroll', mark, { passive: true });
  new ResizeObserver(mark).observe(cards);
  return { el: wrap, count };
}
