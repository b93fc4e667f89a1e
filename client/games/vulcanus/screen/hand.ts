/**
 * The hand: full card faces in the kit's hand bar (client/kit/widgets/hand.ts), one group per role (a lone human
 * holds two roles' hands).
 */
import type { CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { handBar } from '../../../kit/widgets/hand';
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
  return handBar(
    groups.map((g) => ({
      label: n().owner(g.owner),
      cards: g.cards
        .filter((c) => c !== '?')
        .map((card) =>
          face(card, (o) => cardFace(card, v, 'full', { attrs: { 'data-test': 'hand-card' }, tapZoom: o.tapZoom })),
        ),
    })),
    { empty: t('noHand'), name: t('hand') },
  );
}
