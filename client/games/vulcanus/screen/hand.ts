/**
 * The hand: compact card faces in the kit's hand bar (client/kit/widgets/hand.ts), laid out in two rows while
 * planning (screen/plan.css), one group per role (a lone human holds two roles' hands). The whole text of a card is
 * read in the reading pane beside the plan (`readingPane`), or zoomed by a long press.
 */
import type { CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { handBar } from '../../../kit/widgets/hand';
import { n, t } from '../i18n/index';
import { h } from '../../../ui/dom';
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
  return handBar(
    groups.map((g) => ({
      label: n().owner(g.owner),
      cards: g.cards
        .filter((c) => c !== '?')
        .map((card) =>
          face(card, (o) => cardFace(card, v, 'hand', { attrs: { 'data-test': 'hand-card' }, tapZoom: o.tapZoom })),
        ),
    })),
    { empty: t('noHand'), name: t('hand') },
  );
}

/**
 * The whole text of one card of the hand (the one picked up, else the hinted one), beside the plan board: the
 * compact faces in the hand never cut a text short, and this says all of it. Empty, it says how to read one.
 */
export function readingPane(v: View, card: CardId | null, empty: string): HTMLElement {
  return h(
    'div',
    { class: 'card-reading', 'data-test': 'card-reading' },
    card ? cardFace(card, v, 'full', { tapZoom: false }) : h('div', { class: 'note', text: empty }),
  );
}
