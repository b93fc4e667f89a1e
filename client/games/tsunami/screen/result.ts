/**
 * The end (§11): it celebrates who made it — each of them lifted up with their points, the score counting up to the
 * family's result — and names the ones swept away quietly, without drama. A line of real evacuation advice closes it.
 */
import type { Lang } from '../../../i18n/lang';
import type { GameUpdate } from '../../../net/types';
import type { Action, GameEvent, View } from '../../../../shared/tsunami/types';
import { countUp } from '../../../kit/widgets/result';
import { h } from '../../../ui/dom';
import { say } from '../i18n/ui';
import { TIER, memberName } from '../i18n/words';
import { portrait } from './family';

type Update = GameUpdate<View, Action, GameEvent>;

export function resultPanel(u: Update, l: Lang): { cls: string; content: HTMLElement[] } | null {
  const r = u.view.result;
  if (!r) return null;
  const units = u.view.units;
  const safe = units.filter((x) => r.escaped.includes(x.id));
  const lost = units.filter((x) => r.lost.includes(x.id));
  const points = h('b', { class: 'ts-result-points', 'data-test': 'result-points' });
  countUp(points, r.score, 200);
  const headline =
    safe.length === units.length
      ? say('everyone', {}, l)
      : safe.length
        ? say('someSafe', { n: safe.length }, l)
        : say('noneSafe', {}, l);
  return {
    cls: `ts-result tier-${r.tier}`,
    content: [
      h('h1', { 'data-test': 'result-tier', text: TIER[r.tier][l] }),
      h('div', { class: 'ts-result-headline', text: headline }),
      h('div', { class: 'ts-result-score' }, points, h('span', { text: ` / ${r.max}` })),
      safe.length
        ? h(
            'div',
            { class: 'ts-result-group safe', 'data-test': 'result-safe' },
            h('div', { class: 'ts-result-label', text: say('madeIt', {}, l) }),
            h(
              'div',
              { class: 'ts-result-row' },
              ...safe.map((x, i) =>
                h(
                  'div',
                  { class: 'ts-result-member', style: `animation-delay:${0.25 * i}s`, 'data-unit': x.id },
                  portrait(x, 52),
                  h('b', { text: memberName(x.id, l) }),
                ),
              ),
            ),
            r.cat ? h('div', { class: 'ts-result-cat', text: say('catSafe', {}, l) }) : null,
          )
        : null,
      lost.length
        ? h(
            'div',
            { class: 'ts-result-group lost', 'data-test': 'result-lost' },
            h('div', { class: 'ts-result-label', text: say('lost', {}, l) }),
            h(
              'div',
              { class: 'ts-result-row' },
              ...lost.map((x) =>
                h(
                  'div',
                  { class: 'ts-result-member', 'data-unit': x.id },
                  portrait(x, 36),
                  h('span', { text: memberName(x.id, l) }),
                ),
              ),
            ),
          )
        : null,
      h('div', { class: 'ts-result-note', text: say('realNote', {}, l) }),
    ].filter((x): x is HTMLDivElement | HTMLHeadingElement => x !== null),
  };
}
