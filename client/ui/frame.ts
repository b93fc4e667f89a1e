/**
 * The game screen's frame, the same in every game: the top bar (menu, the game's status, every seat with its
 * name, connection and whose turn it is, the timer), the side column with the hint, the log and the chat, error
 * notices, the in-game menu and the result overlay; online, "your turn" in the tab title and a chime. Each part is a module of its own (`frame/`); this
 * file lays them out and feeds them the updates.
 *
 * A game's client module draws its board into `main`, its panels into `panels` and `bottom`, and answers the
 * frame's few questions (its texts, its result panel, the hinted action) through `GameScreenHandle`.
 */
import type { GameError } from '../../shared/core/errors';
import type { GameClient, GameFrame, GameScreenHandle, GameScreenOptions } from '../games/types';
import { errorText } from '../i18n/errors';
import { getLang, onLangChange } from '../i18n/index';
import { canHint } from '../net/local';
import type { GameConnection, GameUpdate, SeatInfo } from '../net/types';
import { h } from './dom';
import { frameChat } from './frame/chat';
import { frameHint } from './frame/hint';
import { frameLog } from './frame/log';
import { namesKey, seatNamer } from './frame/names';
import { openGameMenu } from './frame/menu';
import { frameResult } from './frame/result';
import { frameSeats } from './frame/seats';
import { frameTimer } from './frame/timer';
import { chime, frameTurn } from './frame/turn';
import { installInspect } from './inspect';

export async function mountFramed(
  root: HTMLElement,
  game: GameClient,
  conn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  let latest: GameUpdate | null = null;
  let displayed: GameUpdate | null = null;
  let seats: SeatInfo[] = o.seats ?? [];
  let handle: GameScreenHandle | null = null;

  const status = h('span', { class: 'status' });
  const tools = h('span', { class: 'tools' });
  const menuBtn = h('button', { class: 'menu-btn', 'data-test': 'game-menu', text: '☰', 'aria-label': 'menu' });
  const main = h('div', { class: 'mapwrap' });
  const errorEl = h('div', { class: 'error-toast', role: 'status' });
  const panels = h('div', { class: 'panels' });
  const bottom = h('footer', { class: 'bottom' });
  const seatStrip = frameSeats(game.texts, conn?.seat ?? 'spectator');
  const timer = frameTimer(() => latest?.timer);
  // each chime is counted on the screen (data-turn-cues): the journeys check it was heard once per turn
  let cues = 0;
  const turn = frameTurn(!!conn?.online && !o.readOnly, () => {
    screen.dataset.turnCues = String(++cues);
    chime();
  });
  const log = frameLog(game.texts, () => seatNamer(seats, game.texts, getLang()));
  // each event's number, from the update it came in: the log keeps an event the history already holds out
  const numbers = new WeakMap<object, number>();
  const chat = frameChat(game, conn, log.el);
  const hint = frameHint(canHint(conn) && !o.readOnly ? conn : null, game.texts, (a) => handle?.setHint?.(a));
  const screen = h(
    'div',
    { class: `game game-${game.id}${o.readOnly ? ' readonly' : ''}`, 'data-screen': 'game', 'data-game': game.id },
    h('header', { class: 'topbar' }, menuBtn, status, seatStrip.el, timer.el, o.extraBar ?? null, tools),
    main,
    h('aside', { class: 'side' }, hint.el, panels, chat.el),
    bottom,
  );
  main.append(errorEl);
  root.append(screen);
  const uninspect = installInspect(screen);
  const result = frameResult(screen, () => handle ?? { push: () => undefined, destroy: () => undefined }, o);

  const toast = (text: string, tone: 'error' | 'news' = 'error') => {
    errorEl.textContent = text;
    // good news (someone took a contract) must not look like a refusal
    errorEl.classList.toggle('news', tone === 'news');
    errorEl.classList.add('show');
    setTimeout(() => errorEl.classList.remove('show'), 3000);
  };

  const frame: GameFrame = {
    screen,
    main,
    panels,
    bottom,
    tools,
    status,
    log: (e) => {
      log.log(e, typeof e === 'object' && e !== null ? numbers.get(e) : undefined);
      o.onEvent?.(e);
    },
    toast,
    shown: (u) => {
      displayed = u;
      result.draw(displayed);
      o.onShown?.(u);
    },
  };
  const mounted = await game.mount(frame, conn, o);
  handle = mounted;

  const push = (u: GameUpdate) => {
    latest = u;
    for (const { n, event } of u.events) if (typeof event === 'object' && event !== null) numbers.set(event, n);
    if (u.history) log.history(u.history);
    mounted.push(u);
    seatStrip.draw(latest, seats);
    hint.draw(latest);
    turn.draw(latest);
    result.draw(displayed ?? latest);
  };

  menuBtn.onclick = () => openGameMenu(screen, game.texts, o.onExit);

  const unsubs: (() => void)[] = [];
  unsubs.push(
    onLangChange(() => {
      chat.redraw();
      log.relog();
      seatStrip.draw(latest, seats);
      hint.draw(latest);
      turn.draw(latest);
      result.draw(displayed ?? latest);
    }),
  );
  if (conn) {
    unsubs.push(
      conn.onSeats((s) => {
        const renamed = namesKey(s) !== namesKey(seats);
        seats = s;
        seatStrip.draw(latest, seats);
        if (renamed) log.relog();
      }),
    );
    unsubs.push(conn.onUpdate(push));
    unsubs.push(conn.onChat((m) => chat.add(m)));
    unsubs.push(
      conn.onError((e: GameError) => {
        const msg = errorText(e, getLang(), game.texts.errors);
        if (msg === null) return; // harmless: the screen is about to show the new state anyway
        toast(msg);
        mounted.redraw?.();
      }),
    );
  }

  return {
    push,
    replaceLog: (events) => log.replace(events),
    destroy() {
      timer.stop();
      turn.stop();
      for (const f of unsubs) f();
      uninspect();
      mounted.destroy();
      screen.remove();
    },
  };
}
