/** The frame's seats: every seat with its name, computer or person, connection, and whether it is deciding now. */
import type { GameTexts } from '../../games/types';
import { getLang, t } from '../../i18n/index';
import type { GameUpdate, SeatInfo } from '../../net/types';
import { clear, h } from '../dom';

export interface FrameSeats {
  el: HTMLElement;
  draw(latest: GameUpdate | null, seats: SeatInfo[]): void;
}

export function frameSeats(texts: GameTexts, mySeat: string): FrameSeats {
  const el = h('div', { class: 'seat-strip', 'data-test': 'seats' });
  return {
    el,
    draw(latest, seats) {
      clear(el);
      const lang = getLang();
      const active = new Set(latest?.active ?? []);
      const list: SeatInfo[] = seats.length
        ? seats
        : (latest?.active ?? []).map((s) => ({ seat: s, kind: 'human', name: '', connected: true, me: s === mySeat }));
      for (const s of list) {
        const who = s.me ? t('you') : s.kind === 'bot' ? t('computer') : s.name || t('empty');
        const chip = h(
          'span',
          {
            class: `seat-chip${active.has(s.seat) ? ' active' : ''}${s.me ? ' me' : ''}${s.connected ? '' : ' away'}`,
            'data-test': `seat-${s.seat}`,
            'data-inspect': '',
          },
          h('span', { class: 'seat-dot', 'aria-hidden': 'true' }),
          h('b', { text: texts.seat(s.seat, lang) }),
          h('span', { class: 'seat-who', text: who }),
        );
        chip.dataset.inspectTitle = texts.seat(s.seat, lang);
        chip.dataset.inspectBody = [
          who,
          s.connected ? t('connected') : t('disconnected'),
          active.has(s.seat) ? t('deciding') : '',
        ]
          .filter(Boolean)
          .join(' ・ ');
        el.append(chip);
      }
    },
  };
}
