/**
 * Finished games of this browser, newest first, each a link to the replay viewer: solo games (their record is
 * kept here) and online games played here (their record is on the server).
 */
import { LEGACY_GAME } from '../../shared/legacy';
import { gameMeta } from '../games/registry';
import { getLang, t } from '../i18n/index';
import { playedOnline, storedReplays } from '../net/local-save';
import { h } from './dom';
import { navigate } from './nav';

interface Entry {
  id: string;
  at: number;
  online: boolean;
  game?: string;
  seat: string;
  won?: boolean;
}

/** An entry as a person reads it: the game, the side played and how it went, when, and online or not. */
function entryText(r: Entry): string {
  const lang = getLang();
  const meta = r.game ? gameMeta(r.game) : undefined;
  const date = new Date(r.at).toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return [
    meta?.name[lang],
    meta && r.seat ? meta.seatName(r.seat, lang) : '',
    r.won === undefined ? '' : t(r.won ? 'replayWon' : 'replayLost'),
    t('replayOf', { date }),
    r.online ? `${t('playOnline')} ${r.id}` : '',
  ]
    .filter(Boolean)
    .join(' ・ ');
}

export function renderReplayList(root: HTMLElement): void {
  const list: Entry[] = [
    ...storedReplays().map((r) => ({
      id: r.id,
      at: r.at,
      online: false,
      game: r.log.game ?? LEGACY_GAME,
      seat: r.seat,
      won: r.won,
    })),
    ...playedOnline().map((r) => ({ id: r.id, at: r.at, online: true, game: r.game, seat: r.seat, won: r.won })),
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
              { class: 'replay-list' },
              list.map((r) =>
                h('button', {
                  'data-test': 'replay-item',
                  text: entryText(r),
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
