/**
 * The public rooms of every game, as the server lists them: each room's name (or code), its game and options, whether
 * it plays or how many seats are open, who hosts it and who sits in it; Join while a seat is open, Watch always.
 */
import { gameMeta } from '../games/registry';
import { getLang, t } from '../i18n/index';
import { onlineClient } from '../net/online';
import type { PublicRoom } from '../net/types';
import { clear, h } from './dom';
import { navigate } from './nav';

function roomItem(r: PublicRoom): HTMLElement {
  const lang = getLang();
  const meta = gameMeta(r.game);
  const people = [
    r.host ? t('roomHost', { name: r.host }) : '',
    r.players?.length ? t('roomPlayers', { names: r.players.join(lang === 'ja' ? '、' : ', ') }) : '',
  ].filter(Boolean);
  return h(
    'div',
    { class: 'room-item', 'data-test': 'room-item', 'data-code': r.code },
    h('b', { text: r.name || r.code }),
    h('span', {
      text: [
        meta?.name[lang] ?? r.game,
        meta?.summary(r.summary, lang) ?? '',
        r.started ? t('started') : t('openSeats', { n: r.openSeats }),
      ]
        .filter(Boolean)
        .join(' ・ '),
    }),
    people.length ? h('span', { class: 'room-people', 'data-test': 'room-people', text: people.join(' ・ ') }) : null,
    h(
      'span',
      { class: 'room-actions' },
      !r.started && r.openSeats > 0
        ? h('button', { text: t('join'), onclick: () => navigate(`#/room/${r.code}`) })
        : null,
      h('button', { text: t('watch'), onclick: () => navigate(`#/room/${r.code}/watch`) }),
    ),
  );
}

/** The list, and a function that asks the server for it again. */
export function roomList(): { el: HTMLElement; refresh(): Promise<void> } {
  const el = h('div', { class: 'room-list', 'data-test': 'room-list' });
  const refresh = async () => {
    clear(el);
    try {
      const rooms = await onlineClient().listRooms();
      if (!rooms.length) el.append(h('p', { class: 'note', text: t('noRooms') }));
      for (const r of rooms) el.append(roomItem(r));
    } catch {
      el.append(h('p', { class: 'note', text: t('onlineUnavailable') }));
    }
  };
  return { el, refresh };
}
