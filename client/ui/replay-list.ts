/** The list of finished solo games kept in this browser, each a link to the replay viewer. */
import { t } from '../i18n/index';
import { storedReplays } from '../net/local-save';
import { h } from './dom';
import { navigate } from './router';

export function renderReplayList(root: HTMLElement): void {
  const list = storedReplays();
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'replays' },
      h(
        'div',
        { class: 'card-panel' },
        h('h2', { text: t('replays') }),
        list.length
          ? h(
              'div',
              { class: 'menu' },
              list.map((r) =>
                h('button', {
                  'data-test': 'replay-item',
                  text: t('replayOf', { date: new Date(r.at).toLocaleString() }),
                  onclick: () => navigate(`#/replay/${r.id}`),
                }),
              ),
            )
          : h('p', { text: t('noReplays') }),
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => navigate('#/') })),
      ),
    ),
  );
}
