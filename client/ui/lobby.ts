/**
 * A room's lobby, drawn from its state: the invite link, the game and its options, who hosts the room, each seat with
 * its person (the host marked), computer or empty, the ready switch, Start for the host (and why it waits), the chat.
 */
import { gameError } from '../../shared/core/errors';
import type { AnyGame } from '../../shared/core/game';
import type { GameMeta } from '../games/types';
import { errorText } from '../i18n/errors';
import { getLang, t } from '../i18n/index';
import { inviteLink, type OnlineRoom } from '../net/online';
import type { LobbySeat, LobbyState } from '../net/types';
import { clear, h, switchBox } from './dom';
import { navigate } from './nav';

export interface LobbyParts {
  room: OnlineRoom;
  meta: GameMeta | undefined;
  definition: AnyGame | null;
  /** A spectator's lobby: no seat to take. */
  watch: boolean;
  /** The chat's lines (kept across redraws). */
  chatList: HTMLElement;
}

/** The host's mark: a badge beside their name. */
const hostBadge = (): HTMLElement => h('span', { class: 'host-badge', 'data-test': 'host-badge', text: t('host') });

function seatRow(s: LobbyState, seat: LobbySeat, p: LobbyParts, isHost: boolean): HTMLElement {
  const lang = getLang();
  const seatName = p.meta?.seatName(seat.seat, lang) ?? seat.seat;
  const isMine = seat.seat === s.mySeat;
  const who = seat.kind === 'human' ? seat.name : seat.kind === 'bot' ? t('computer') : t('empty');
  const roles = seat.roles.map((r) => p.meta?.roleName?.(r, lang) ?? r).join('・');
  return h(
    'div',
    { class: `seat-row${isMine ? ' mine' : ''}`, 'data-test': `seat-${seat.seat}` },
    h('b', { text: seatName }),
    h('span', { class: 'seat-roles', text: roles }),
    h('span', { class: `seat-who ${seat.kind}`, text: who }),
    seat.host ? hostBadge() : null,
    seat.kind === 'human'
      ? h('span', {
          class: `ready-mark${seat.ready ? ' on' : ''}`,
          text: seat.ready ? `✔ ${t('ready')}` : t('notReady'),
        })
      : null,
    seat.kind !== 'human' && !p.watch
      ? h('button', { 'data-test': `sit-${seat.seat}`, text: t('sit'), onclick: () => p.room.chooseSeat(seat.seat) })
      : null,
    isHost && seat.kind !== 'human'
      ? h('button', {
          class: seat.kind === 'bot' ? 'sel' : '',
          'data-test': `bot-${seat.seat}`,
          text: t('giveToBot'),
          onclick: () => p.room.setBot(seat.seat, seat.kind !== 'bot'),
        })
      : null,
  );
}

export function drawLobby(box: HTMLElement, s: LobbyState, p: LobbyParts): void {
  clear(box);
  const lang = getLang();
  const { room, meta, definition } = p;
  const seatName = (seat: string) => meta?.seatName(seat, lang) ?? seat;
  const isHost = s.hostId === room.playerId;
  const mine = s.seats.find((x) => x.seat === s.mySeat);
  // The host may start when someone is seated and every other person seated is ready (empty seats go to the
  // computer); the server refuses the same (server/lobby.ts, canStart).
  const waiting = s.seats.filter((x) => x.kind === 'human' && !x.ready && x.seat !== s.mySeat);
  const startBlocked = !s.seats.some((x) => x.kind === 'human')
    ? errorText(gameError('nobodySeated'), lang)
    : waiting.length
      ? t('waitingReady', { seats: waiting.map((x) => seatName(x.seat)).join('・') })
      : null;
  const link = inviteLink(s.code);
  const chatInput = h('input', { maxlength: 200, placeholder: t('chatPlaceholder') });
  box.append(
    h(
      'div',
      { class: 'card-panel' },
      h('h2', { text: `${t('lobby')} — ${s.code}` }),
      h(
        'div',
        { class: 'form-row' },
        h('label', { text: t('inviteLink') }),
        h('input', { class: 'invite', readonly: true, value: link, 'data-test': 'invite-link' }),
        h('button', {
          text: t('copy'),
          onclick: (ev: Event) => {
            void navigator.clipboard?.writeText(link);
            (ev.target as HTMLElement).textContent = t('copied');
          },
        }),
      ),
      h('div', {
        class: 'note',
        text: [meta?.name[lang], definition && meta?.summary(definition.summary(s.options.game), lang)]
          .filter(Boolean)
          .join(' ・ '),
      }),
      s.hostName
        ? h(
            'div',
            { class: 'lobby-host', 'data-test': 'lobby-host' },
            hostBadge(),
            h('span', { text: isHost ? `${s.hostName} (${t('you')})` : s.hostName }),
          )
        : null,
      h(
        'div',
        { class: 'seats' },
        s.seats.map((seat) => seatRow(s, seat, p, isHost)),
      ),
      h(
        'div',
        { class: 'actions-row' },
        h('button', { text: t('leave'), onclick: () => navigate('#/online') }),
        // The ready mark is a state (a switch that shows it), not the name of an action.
        mine
          ? h(
              'label',
              { class: `ready-switch${mine.ready ? ' on' : ''}` },
              switchBox({
                'data-test': 'ready',
                checked: mine.ready,
                onchange: () => room.setReady(!mine.ready),
              }),
              t('ready'),
            )
          : null,
        isHost
          ? h('button', {
              class: 'primary',
              'data-test': 'start-game',
              text: t('startGame'),
              disabled: !!startBlocked,
              onclick: () => room.start(),
            })
          : null,
      ),
      isHost && startBlocked ? h('p', { class: 'note', 'data-test': 'start-why', text: startBlocked }) : null,
      h('h3', { text: t('chat') }),
      p.chatList,
      h(
        'div',
        { class: 'chat-form' },
        chatInput,
        h('button', {
          text: t('send'),
          onclick: () => {
            if (chatInput.value.trim()) room.chat('all', chatInput.value.trim());
            chatInput.value = '';
          },
        }),
      ),
    ),
  );
}
