/**
 * The scores (§13, §15, §17): the Old Ones' total as a range from public information while tiles lie face down (the
 * view's `oldOnesRange`, exact at the end), and each seat's score as it stands (`standing`), placed against that
 * range: above its highest, within it, or below its lowest.
 */
import type { View } from '../../../../shared/oztralia/types';
import { h } from '../../../ui/dom';
import { frame, marker, who, type PanelOpts } from './common';
import type { Words } from './words';

/** Where a settler's score stands against the Old Ones' range. */
export function against(score: number, [low, high]: [number, number]): 'above' | 'within' | 'below' {
  return score > high ? 'above' : score < low ? 'below' : 'within';
}

/** Draws the scores into `el` (replacing what was there). */
export function renderScore(el: HTMLElement, view: View, t: Words, opts?: PanelOpts): void {
  const body = frame(el, 'score', t('score.title'));
  const [low, high] = view.oldOnesRange;
  const exact = low === high;
  const final = view.result !== null;
  const seats = h(
    'ul',
    { class: 'ozp-score-seats' },
    ...view.order.map((seat) => {
      const n = view.standing[seat] ?? 0;
      const where = against(n, view.oldOnesRange);
      return h(
        'li',
        { class: `ozp-score-seat ${where}`, 'data-seat': seat, 'data-test': 'ozp-seat-score' },
        marker(view, t, seat, opts?.me),
        h('span', { class: 'ozp-score-name', text: who(t, seat, opts?.me) }),
        h('strong', { class: 'ozp-score-value', text: String(n) }),
        h('span', { class: `ozp-tag ${where}`, text: t(`score.${where}`) }),
      );
    }),
  );
  body.append(
    h(
      'div',
      { class: 'ozp-score-old', 'data-test': 'ozp-old-score' },
      marker(view, t, 'old'),
      h('span', { class: 'ozp-score-name', text: t('score.oldOnes') }),
      h('strong', {
        class: 'ozp-score-value',
        'data-test': 'ozp-old-range',
        text: exact ? String(low) : t('score.range', { low, high }),
      }),
      final ? h('span', { class: 'ozp-tag', text: t('score.final') }) : null,
    ),
  );
  if (!exact) body.append(h('p', { class: 'ozp-muted', text: t('score.hidden') }));
  body.append(seats);
}
