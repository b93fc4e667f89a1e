/**
 * The hand bar: a player's cards in a row that scrolls sideways when it does not fit (a lone player holding two
 * roles' hands). It says so: arrows at the ends that scroll it, and a fade on the side that hides more cards.
 * The game makes each card (its face, its taps); groups (one per role) are labelled.
 */
import { h } from '../../ui/dom';
import '../kit.css';

export interface HandGroup {
  /** Shown beside the group when there are several. */
  label: string;
  cards: HTMLElement[];
}

export interface HandOptions {
  /** Shown when there is no card. */
  empty: string;
  /** The arrows' accessible name ("Hand"). */
  name: string;
}

/** The row of cards; `count` is the number of cards in it. */
export function handBar(groups: HandGroup[], o: HandOptions): { el: HTMLElement; count: number } {
  const cards = h('div', { class: 'hand-cards', 'data-test': 'hand-cards' });
  let count = 0;
  const shown = groups.filter((g) => g.cards.length);
  for (const g of shown) {
    if (shown.length > 1) cards.append(h('div', { class: 'hand-group', text: g.label }));
    count += g.cards.length;
    cards.append(...g.cards);
  }
  if (!count) cards.append(h('div', { class: 'note', text: o.empty }));
  const wrap = h('div', { class: 'hand-scroll' }, cards);
  const step = (dir: number) => cards.scrollBy({ left: dir * cards.clientWidth * 0.8, behavior: 'smooth' });
  const arrow = (dir: -1 | 1) => {
    const b = h('button', {
      class: `hand-arrow ${dir < 0 ? 'left' : 'right'}`,
      'data-test': `hand-more-${dir < 0 ? 'left' : 'right'}`,
      'aria-label': o.name,
      onclick: () => step(dir),
    });
    // a chevron drawn, not a character: it reads the same in every language
    b.innerHTML = `<svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true"><path d="${dir < 0 ? 'M10 2L2 10L10 18' : 'M2 2L10 10L2 18'}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    return b;
  };
  wrap.append(arrow(-1), arrow(1));
  // the arrows and fades show only on a side with cards out of sight
  const mark = () => {
    const more = cards.scrollWidth - cards.clientWidth;
    wrap.classList.toggle('more-left', cards.scrollLeft > 2);
    wrap.classList.toggle('more-right', cards.scrollLeft < more - 2);
  };
  cards.addEventListener('scroll', mark, { passive: true });
  if (typeof ResizeObserver === 'function') new ResizeObserver(mark).observe(cards);
  return { el: wrap, count };
}
