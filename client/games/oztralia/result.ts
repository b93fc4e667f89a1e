/**
 * The end (§13): who won — the settlers who beat the Old Ones, or the Old Ones — and why, then the scores counting
 * up category by category (the kit's result table): each settler's farms, phosphate, people, beaten Old Ones and VP
 * tokens, and the Old Ones' face-up and hidden tiles and withered farms.
 */
import type { Lang } from '../../i18n/lang';
import type { GameUpdate } from '../../net/types';
import { resultTable } from '../../kit/widgets/result';
import { h } from '../../ui/dom';
import type { Action, GameEvent, View } from '../../../shared/oztralia/types';
import { say } from './ui';

type Update = GameUpdate<View, Action, GameEvent>;

export function resultPanel(
  u: Update,
  l: Lang,
  name: (s: string) => string,
): { cls: string; content: HTMLElement[] } | null {
  const r = u.view.result;
  if (!r) return null;
  const seats = u.view.order.filter((s) => r.scores[s]);
  const col = (f: (s: string) => number) => seats.map(f);
  const sc = (s: string) => r.scores[s];
  return {
    cls: `oz-result ${r.oldOnesWin ? 'lost' : 'won'}`,
    content: [
      h('h1', { 'data-test': 'oz-result-head', text: r.oldOnesWin ? say('lost', {}, l) : say('won', {}, l) }),
      h('div', {
        class: 'oz-result-why',
        text: say(r.reason === 'portLost' ? 'endPortLost' : 'endCalendar', {}, l),
      }),
      resultTable({
        columns: [...seats.map(name), say('oldOnes', {}, l)],
        rows: [
          { label: say('farms', {}, l), values: [...col((s) => sc(s).farms), 0] },
          { label: say('phosphate', {}, l), values: [...col((s) => sc(s).phosphate), 0] },
          { label: say('people', {}, l), values: [...col((s) => sc(s).cards), 0] },
          { label: say('tiles', {}, l), values: [...col((s) => sc(s).tiles), 0] },
          { label: say('tokens', {}, l), values: [...col((s) => sc(s).tokens), 0] },
          { label: say('faceUp', {}, l), values: [...col(() => 0), r.oldOnes.faceUp] },
          { label: say('hiddenRow', {}, l), values: [...col(() => 0), r.oldOnes.hidden] },
          { label: say('blightedRow', {}, l), values: [...col(() => 0), r.oldOnes.blighted] },
          { label: say('total', {}, l), values: [...col((s) => sc(s).total), r.oldOnes.total], total: true },
        ],
        test: 'final-scores',
      }),
    ],
  };
}
