/** Online play: open rooms, create a room, join by code or link, the room lobby, then the game itself. */
import { selectedGame } from './selected-game';
import type { AnyGame } from '../../shared/core/game';
import { gameMeta, loadDefinition } from '../games/registry';
import { errorText } from '../i18n/errors';
import { optionsForm, type OptionsForm } from './options-form';
import { getLang, t } from '../i18n/index';
import { onlineClient, type OnlineRoom } from '../net/online';
import type { ChatMessage, GameConnection, RoomOptions } from '../net/types';
import { settings, updateSettings } from '../settings';
import { clear, h, switchBox } from './dom';
import { drawLobby, type LobbyParts } from './lobby';
import { roomList } from './room-list';
import { showFinishedGame } from './finished-game';
import { loadGameScreen } from './game-loader';
import { navigate, setCleanup } from './nav';

/** The room this page is in, kept across the lobby → game screens. */
let current: OnlineRoom | null = null;

function row(label: string, control: HTMLElement): HTMLElement {
  return h('div', { class: 'form-row' }, h('label', { text: label }), control);
}

function nameInput(): HTMLInputElement {
  const input = h('input', { 'data-test': 'player-name', maxlength: 24, value: settings().name });
  input.oninput = () => updateSettings({ name: input.value.trim() });
  return input;
}

function playerName(): string {
  return settings().name || (settings().lang === 'ja' ? 'プレイヤー' : 'Player');
}

export function renderOnline(root: HTMLElement): void {
  const opts: Omit<RoomOptions, 'game'> = { isPrivate: false };
  // The game's options, drawn from its schema (table settings included), once its rules have loaded.
  const gameId = selectedGame();
  const formHost = h('div', { class: 'options-host' }, h('p', { class: 'note', text: t('loading') }));
  let form: OptionsForm | null = null;
  let definition: AnyGame | null = null;
  const meta = gameMeta(gameId);
  if (meta)
    void loadDefinition(gameId).then((game) => {
      definition = game;
      form = optionsForm(game.optionsSchema, meta, 'room');
      clear(formHost);
      formHost.append(form.element);
    });
  const status = h('div', { class: 'note', 'data-test': 'online-status' });
  const fail = (e: unknown) => {
    status.textContent = t('error', { msg: e instanceof Error ? e.message : String(e) });
  };
  const isPrivate = switchBox({ 'data-test': 'private-room' });
  isPrivate.onchange = () => (opts.isPrivate = isPrivate.checked);
  const roomName = h('input', { maxlength: 32, 'data-test': 'room-name' });
  const code = h('input', { 'data-test': 'room-code', maxlength: 12, placeholder: t('roomCode') });
  const rooms = roomList();
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'online' },
      h(
        'div',
        { class: 'card-panel' },
        h('h2', { text: t('onlineTitle') }),
        row(t('yourName'), nameInput()),
        // the room is for the game chosen on the title: its name is on the form, not only in its options
        h('h3', {
          'data-test': 'create-room-game',
          text: meta ? `${t('createRoom')} — ${meta.name[getLang()]}` : t('createRoom'),
        }),
        formHost,
        row(t('privateRoom'), isPrivate),
        row(t('roomName'), roomName),
        h(
          'div',
          { class: 'actions-row' },
          h('button', {
            class: 'primary',
            'data-test': 'create-room',
            text: t('createRoom'),
            onclick: async () => {
              try {
                if (!form || !definition) return;
                if (roomName.value.trim()) opts.name = roomName.value.trim();
                const game = definition.parseOptions(form.values());
                if (!game.ok) {
                  status.textContent = errorText(game.error, getLang()) ?? '';
                  return;
                }
                current = await onlineClient().createRoom(
                  { ...opts, game: game.value } as RoomOptions,
                  playerName(),
                  gameId,
                );
                navigate(`#/room/${current.code}`);
              } catch (e) {
                fail(e);
              }
            },
          }),
        ),
        h('h3', { text: t('joinByCode') }),
        h(
          'div',
          { class: 'form-row' },
          code,
          h('button', {
            'data-test': 'join-code',
            text: t('join'),
            onclick: () => code.value.trim() && navigate(`#/room/${code.value.trim().toUpperCase()}`),
          }),
          h('button', {
            text: t('watch'),
            onclick: () => code.value.trim() && navigate(`#/room/${code.value.trim().toUpperCase()}/watch`),
          }),
        ),
        status,
        h('h3', {}, t('publicRooms'), ' ', h('button', { text: t('refresh'), onclick: () => void rooms.refresh() })),
        rooms.el,
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => navigate('#/') })),
      ),
    ),
  );
  void rooms.refresh();
}

/**
 * Why a room could not be entered, in the reader's language: the matchmaker's refusal of a room id (Colyseus's code
 * 522: no such room, or one that takes nobody now) has a sentence of its own; anything else is shown as it came.
 */
function roomErrorText(e: unknown, code: string): string {
  const err = e as { code?: unknown; message?: unknown } | null;
  if (err?.code === 522) return t(/locked/.test(String(err.message)) ? 'roomClosed' : 'roomNotFound', { code });
  return t('error', { msg: e instanceof Error ? e.message : String(e) });
}

async function enterRoom(code: string, watch: boolean): Promise<OnlineRoom> {
  if (current && current.code === code) return current;
  current?.leave();
  current = null;
  const net = onlineClient();
  const room =
    (!watch && (await net.rejoinRoom(code))) || (await net.joinRoom(code, playerName(), { spectate: watch }));
  current = room;
  return room;
}

/**
 * Someone who follows an invite link and has never given a name is asked for one first (else every guest would be
 * 'Player'); it is kept in the settings, so this happens once.
 */
function askName(root: HTMLElement, code: string, game: string | null): Promise<void> {
  return new Promise((resolve) => {
    const input = nameInput();
    input.placeholder = playerName();
    const gameName = game ? (gameMeta(game)?.name[getLang()] ?? null) : null;
    const go = () => {
      box.remove();
      resolve();
    };
    input.onkeydown = (e) => e.key === 'Enter' && go();
    const box = h(
      'div',
      { class: 'screen', 'data-screen': 'ask-name' },
      h(
        'div',
        { class: 'card-panel' },
        h('h2', { text: `${gameName ? `${gameName} — ` : ''}${t('lobby')} ${code}` }),
        row(t('yourName'), input),
        h(
          'div',
          { class: 'actions-row' },
          h('button', { text: t('back'), onclick: () => navigate('#/online') }),
          h('button', { class: 'primary', 'data-test': 'ask-name-join', text: t('join'), onclick: go }),
        ),
      ),
    );
    root.append(box);
    input.focus();
  });
}

export async function renderRoom(root: HTMLElement, code: string, watch: boolean): Promise<void> {
  let room: OnlineRoom;
  const showError = (e: unknown) =>
    root.append(
      h(
        'div',
        { class: 'screen', 'data-screen': 'room-error' },
        h(
          'div',
          { class: 'card-panel' },
          h('p', { 'data-test': 'room-error', text: roomErrorText(e, code) }),
          h('button', { text: t('back'), onclick: () => navigate('#/online') }),
        ),
      ),
    );
  if (!watch && !settings().name && current?.code !== code && !onlineClient().hasSeat(code)) {
    // a guest is asked a name only for a room that is there; a dead link says so at once
    const info = await onlineClient()
      .roomInfo(code)
      .catch(() => undefined);
    if (info === null && (await showFinishedGame(root, code))) return;
    if (info === null) return void showError({ code: 522, message: `room "${code}" not found` });
    await askName(root, code, info?.game ?? null);
  }
  try {
    room = await enterRoom(code, watch);
  } catch (e) {
    // no room of this code: its game may have ended while this person was away (the room then closes)
    const gone = (e as { code?: unknown } | null)?.code === 522;
    if (!(gone && (await showFinishedGame(root, code)))) showError(e);
    return;
  }
  const unsubs: (() => void)[] = [];
  let gameCleanup: (() => void) | null = null;
  const meta = gameMeta(room.gameId);
  const definition = await loadDefinition(room.gameId).catch(() => null);
  const lang = getLang();
  const seatName = (seat: string) => meta?.seatName(seat, lang) ?? seat;
  setCleanup(() => {
    for (const f of unsubs) f();
    gameCleanup?.();
    // leaving the room page for another screen leaves the room (the seat token stays for a later return)
    if (current === room) {
      room.leave();
      current = null;
    }
  });
  const lobbyBox = h('div', { class: 'screen', 'data-screen': 'lobby' });
  root.append(lobbyBox);
  const chatList = h('div', { class: 'chat-list lobby-chat' });
  unsubs.push(
    room.onChat((m: ChatMessage) => {
      const from = m.from || (m.seat === 'spectator' ? t('spectator') : seatName(m.seat));
      chatList.append(h('div', { class: 'chat-line' }, h('b', { text: `${from}: ` }), m.text));
      chatList.scrollTop = chatList.scrollHeight;
    }),
  );
  const parts: LobbyParts = { room, meta, definition, watch, chatList };
  unsubs.push(room.onLobby((s) => !gameCleanup && drawLobby(lobbyBox, s, parts)));
  const startGame = async (conn: GameConnection) => {
    if (gameCleanup) return;
    gameCleanup = () => {};
    const mount = await loadGameScreen(room.gameId);
    lobbyBox.remove();
    const seated = conn.seat !== 'spectator';
    const screen = await mount(root, conn, {
      replayHref: () => `#/replay/${encodeURIComponent(code)}`,
      // the same seats again, in a new room: whoever asks goes there at once, the others are offered to follow
      onRematch: seated
        ? () => {
            asked = true;
            room.requestRematch();
          }
        : undefined,
      onExit: () => navigate('#/'),
    });
    gameCleanup = () => screen.destroy();
  };
  let asked = false;
  const goRematch = (next: string) => navigate(`#/room/${encodeURIComponent(next)}${watch ? '/watch' : ''}`);
  unsubs.push(
    room.onRematch((next) => {
      if (asked) return goRematch(next);
      root.querySelector('.rematch-offer')?.remove();
      root.append(
        h(
          'div',
          { class: 'rematch-offer', 'data-test': 'rematch-offer' },
          h('span', { text: t('rematchOffered') }),
          h('button', {
            class: 'primary',
            'data-test': 'rematch-join',
            text: t('rematchJoin'),
            onclick: () => goRematch(next),
          }),
        ),
      );
    }),
  );
  unsubs.push(room.onStart((conn) => void startGame(conn)));
  // a dropped connection is retried by the room; the player sees that it is
  const lost = h('div', { class: 'connection-lost', 'data-test': 'connection-lost', text: t('connectionLost') });
  unsubs.push(
    room.onStatus((st) => {
      if (st === 'reconnecting') root.append(lost);
      else lost.remove();
    }),
  );
}
