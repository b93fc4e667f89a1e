/**
 * The frame's result: the game's panel (who won and why) with the frame's buttons (the replay, look at the final
 * board, a rematch, back to the title). It steps aside to look at the board, and a small bar brings it back.
 */
import type { GameScreenHandle, GameScreenOptions } from '../../games/types';
import { getLang, t } from '../../i18n/index';
import type { GameUpdate } from '../../net/types';
import { h } from '../dom';

export interface FrameResult {
  /** Shows the result of `u` once it is over (again in another language), or removes it. */
  draw(u: GameUpdate | null): void;
}

export function frameResult(screen: HTMLElement, handle: () => GameScreenHandle, o: GameScreenOptions): FrameResult {
  let el: HTMLElement | null = null;
  let drawnFor = '';
  return {
    draw(u) {
      if (!u?.outcome || o.readOnly) {
        el?.remove();
        el = null;
        return;
      }
      const key = `${u.v}:${getLang()}`;
      if (el && drawnFor === key) return;
      const peek = el?.classList.contains('peek') ?? false;
      el?.remove();
      drawnFor = key;
      const body = handle().result?.(u) ?? { content: [h('h1', { text: t('resultTitle') })] };
      const replayHref = o.replayHref?.() ?? null;
      const box: HTMLElement = h(
        'div',
        {
          class: `result-overlay ${body.cls ?? ''}${peek ? ' peek' : ''}`,
          'data-test': 'result',
          'data-screen': 'result',
        },
        h(
          'div',
          { class: 'result-box' },
          h('div', { class: 'result-small', text: t('resultTitle') }),
          ...body.content,
          h(
            'div',
            { class: 'actions-row' },
            replayHref
              ? h('a', { class: 'button-link', 'data-test': 'replay-link', href: replayHref, text: t('watchReplay') })
              : null,
            h('button', { 'data-test': 'see-board', text: t('seeBoard'), onclick: () => box.classList.add('peek') }),
            o.onRematch
              ? h('button', { 'data-test': 'rematch', text: t('rematch'), onclick: () => o.onRematch?.() })
              : null,
            h('button', { class: 'primary', 'data-test': 'to-title', text: t('toTitle'), onclick: o.onExit }),
          ),
        ),
        // while the final board is looked at, a small bar brings the result back
        h('button', {
          class: 'result-back',
          'data-test': 'show-result',
          text: t('showResult'),
          onclick: () => box.classList.remove('peek'),
        }),
      );
      el = box;
      screen.append(box);
    },
  };
}
