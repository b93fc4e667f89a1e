/**
 * The result panel: who won and how, a few figures, and the hunt revealed: Leviath's true path over a shading of
 * how long each space stayed in the deduction cloud (the final view carries both once the game is over, §13).
 */
import type { Lang } from '../../i18n/lang';
import type { GameUpdate } from '../../net/types';
import type { Action, GameEvent, View } from '../../../shared/leviath/types';
import { h } from '../../ui/dom';
import { Board } from './board/board';
import { say } from './i18n/ui';
import { END_REASON, PORT } from './i18n/words';
import { heatOf } from './reveal';

export function resultPanel(
  u: GameUpdate<View, Action, GameEvent>,
  l: Lang,
  replayReveal: () => void,
): { cls: string; content: HTMLElement[] } | null {
  const v = u.view;
  const r = v.result;
  if (!r) return null;
  const mini = new Board({ info: () => null, onPick: () => undefined, onMark: () => undefined });
  mini.draw(v, { cloud: 'off', portName: PORT[l] });
  mini.setHeat(heatOf(v.clues));
  mini.svg.classList.add('lv-mini');
  mini.svg.setAttribute('data-test', 'reveal-map');
  const docked = Object.values(v.ships).filter((x) => x === 'port').length;
  return {
    cls: `leviath ${r.winner}`,
    content: [
      h('h1', {
        'data-test': 'winner',
        'data-winner': r.winner,
        text: say(r.winner === 'kaiju' ? 'kaijuWins' : 'humansWin', {}, l),
      }),
      h('p', { class: 'lv-reason', 'data-test': 'end-reason', text: END_REASON[r.reason][l] }),
      h(
        'p',
        { class: 'lv-stats' },
        [
          say('statTurns', { n: v.turn }, l),
          say('statEaten', { n: docked }, l),
          say('statMines', { n: v.mines.length }, l),
        ].join(' ・ '),
      ),
      h(
        'figure',
        { class: 'lv-reveal-figure' },
        h('figcaption', { text: say('revealTitle', {}, l) }),
        mini.svg as unknown as HTMLElement,
        h('small', { text: say('revealNote', {}, l) }),
      ),
      h('button', { 'data-test': 'reveal-again', text: say('revealAgain', {}, l), onclick: replayReveal }),
    ],
  };
}
