/**
 * Finished games of this browser, newest first, each a link to the replay viewer: solo games (their record is
 * kept here) and online games played here (their record is on the server).
 */
import { t } from '../i18n/index';
import { playedOnline, storedReplays } from '../net/local-save';
import { h } from './dom';
import { navigate } from './router';

export function renderReplayList(root: HTMLElement): void {
  const list = [
    ...storedReplays().map((r) => ({ id: r.id, at: r.at, online: false })),
    ...playedOnline().map((r) => ({ id: r.id, at: r.at, online: true })),
  ].sort((a, b) => b.at - a.at);
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
                  text: `${t('replayOf', { date: new Date(r.at).toLocaleString() })}${r.online ? ` ・ ${t('playOnline')} ${r.id}` : ''}`,
                  onclick: () => navigate(`#/replay/${encodeURIComponent(r.id)}`),
                }),
              ),
            )
          : h('p', { text: t('noReplays') }),
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => navigate('#/') })),
      ),
    ),
  );
}
