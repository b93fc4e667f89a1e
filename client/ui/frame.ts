/**
 * The game screen's frame, the same in every game: the top bar (menu, the game's status, every seat with its
 * name, connection and whose turn it is, the timer), the side column with the hint (solo play), the log and the
 * chat, error notices, the in-game menu (language, animation, sound, the game's rules help, quit with
 * confirmation) and the result overlay (step aside to look at the final board, the replay, a rematch).
 *
 * A game's client module draws its board into `main`, its panels into `panels` and `bottom`, and answers the
 * frame's few questions (its texts, its result panel, the hinted action) through `GameScreenHandle`.
 */
import type { GameError } from '../../shared/core/errors';
import type { Hint } from '../../shared/core/game';
import type { GameClient, GameFrame, GameScreenHandle, GameScreenOptions } from '../games/types';
import { errorText } from '../i18n/errors';
import { getLang, onLangChange, setLang, t } from '../i18n/index';
import type { Lang } from '../i18n/lang';
import { canHint } from '../net/local';
import type { ChatMessage, GameConnection, GameUpdate, SeatInfo } from '../net/types';
import { settings, updateSettings, type AnimSpeed } from '../settings';
import { clear, h, segmented } from './dom';
import { installInspect } from './inspect';

/** A hint's chance of winning is shown only when it rests on at least this many simulated games. */
const MIN_SAMPLES = 40;

export async function mountFramed(
  root: HTMLElement,
  game: GameClient,
  conn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const status = h('span', { class: 'status' });
  const seatStrip = h('div', { class: 'seat-strip', 'data-test': 'seats' });
  const timerEl = h('span', { class: 'timer', 'data-test': 'timer' });
  const tools = h('span', { class: 'tools' });
  const menuBtn = h('button', { class: 'menu-btn', 'data-test': 'game-menu', text: '☰', 'aria-label': 'menu' });
  const main = h('div', { class: 'mapwrap' });
  const errorEl = h('div', { class: 'error-toast', role: 'status' });
  const hintBtn = h('button', { class: 'hint-btn', 'data-test': 'hint' });
  const hintText = h('div', { class: 'hint-text', 'data-test': 'hint-text' });
  const hintBox = h('div', { class: 'hint-box hidden' }, hintBtn, hintText);
  const panels = h('div', { class: 'panels' });
  const logList = h('div', { class: 'log-list', 'data-test': 'log' });
  const chatList = h('div', { class: 'chat-list' });
  const chatInput = h('input', { class: 'chat-input', maxlength: 200 });
  const chatChannel = h('select', { class: 'chat-channel' });
  const chatSend = h('button', { text: '' });
  const logTab = h('button', { class: 'tab sel' });
  const chatTab = h('button', { class: 'tab' });
  const chatBox = h(
    'div',
    { class: 'chat-box hidden' },
    chatList,
    h('div', { class: 'chat-form' }, chatChannel, chatInput, chatSend),
  );
  const logChat = h('section', { class: 'logchat' }, h('div', { class: 'tabs' }, logTab, chatTab), logList, chatBox);
  const bottom = h('footer', { class: 'bottom' });
  const screen = h(
    'div',
    { class: `game game-${game.id}${o.readOnly ? ' readonly' : ''}`, 'data-screen': 'game', 'data-game': game.id },
    h('header', { class: 'topbar' }, menuBtn, status, seatStrip, timerEl, o.extraBar ?? null, tools),
    main,
    h('aside', { class: 'side' }, hintBox, panels, logChat),
    bottom,
  );
  main.append(errorEl);
  root.append(screen);
  const uninspect = installInspect(screen);

  let latest: GameUpdate | null = null;
  let displayed: GameUpdate | null = null;
  let hintShown = 'null';
  let seats: SeatInfo[] = [];
  let resultEl: HTMLElement | null = null;
  let resultFor = '';

  const toast = (text: string) => {
    errorEl.textContent = text;
    errorEl.classList.add('show');
    setTimeout(() => errorEl.classList.remove('show'), 3000);
  };

  // ---- the log keeps its events, so that it is written again in another language ----
  const logged: unknown[] = [];
  const logLine = (e: unknown) => {
    const line = game.texts.event(e, getLang());
    if (line) logList.append(h('div', { class: `log-line ${line.cls ?? ''}`, text: line.text }));
  };
  const log = (e: unknown) => {
    logged.push(e);
    if (logged.length > 600) logged.splice(0, logged.length - 600);
    logLine(e);
    while (logList.childElementCount > 600) logList.firstElementChild?.remove();
    logList.scrollTop = logList.scrollHeight;
  };
  const relog = () => {
    clear(logList);
    for (const e of logged) logLine(e);
    logList.scrollTop = logList.scrollHeight;
  };

  const frame: GameFrame = {
    screen,
    main,
    panels,
    bottom,
    tools,
    status,
    log,
    toast,
    shown: (u) => {
      displayed = u;
      drawResult();
      o.onShown?.(u);
    },
  };
  const handle = await game.mount(frame, conn, o);

  // ---- seats: names, computer or person, connection, whose turn ----
  const drawSeats = () => {
    clear(seatStrip);
    const lang = getLang();
    const active = new Set(latest?.active ?? []);
    const me = conn?.seat ?? 'spectator';
    const list: SeatInfo[] = seats.length
      ? seats
      : (latest?.active ?? []).map((s) => ({ seat: s, kind: 'human', name: '', connected: true, me: s === me }));
    for (const s of list) {
      const who = s.me ? t('you') : s.kind === 'bot' ? t('computer') : s.name || t('empty');
      const el = h(
        'span',
        {
          class: `seat-chip${active.has(s.seat) ? ' active' : ''}${s.me ? ' me' : ''}${s.connected ? '' : ' away'}`,
          'data-test': `seat-${s.seat}`,
          'data-inspect': '',
        },
        h('span', { class: 'seat-dot', 'aria-hidden': 'true' }),
        h('b', { text: game.texts.seat(s.seat, lang) }),
        h('span', { class: 'seat-who', text: who }),
      );
      el.dataset.inspectTitle = game.texts.seat(s.seat, lang);
      el.dataset.inspectBody = [
        who,
        s.connected ? t('connected') : t('disconnected'),
        active.has(s.seat) ? t('deciding') : '',
      ]
        .filter(Boolean)
        .join(' ・ ');
      seatStrip.append(el);
    }
  };

  // ---- hint (solo play): the worker searches the player's own view; the game marks the suggested answer ----
  const hints = canHint(conn) && !o.readOnly ? conn : null;
  let hintGot: { v: number; hint: Hint<unknown> | null } | null = null;
  let hintAsked: number | null = null;
  const drawHint = () => {
    const u = latest;
    const mine = !!u && !u.outcome && u.legal.length > 0 && (u.active?.includes(u.seat) ?? true);
    hintBox.classList.toggle('hidden', !hints || !mine);
    if (!u) return;
    const busy = hintAsked === u.v;
    hintBtn.textContent = busy ? t('thinking') : t('hint');
    hintBtn.disabled = busy;
    clear(hintText);
    const got = hintGot && hintGot.v === u.v ? hintGot : null;
    const action = got?.hint?.action ?? null;
    if (JSON.stringify(action) !== hintShown) {
      hintShown = JSON.stringify(action);
      handle.setHint?.(action);
    }
    if (!got) return;
    if (!got.hint) {
      hintText.append(h('span', { text: t('hintNone') }));
      return;
    }
    hintText.append(h('span', { class: 'hint-reason', text: game.texts.reason(got.hint.reason, getLang()) }));
    const est = got.hint.estimate;
    const pct = (x: number) => Math.round(x * 100);
    // an estimate resting on few simulated games swings from one decision to the next: shown as a range, and not at all
    // below MIN_SAMPLES
    if (est && est.samples >= MIN_SAMPLES)
      hintText.append(
        h('span', {
          class: 'hint-win',
          'data-test': 'hint-win',
          title: t('hintWinMeans', { n: est.samples }),
          text: t('hintWinRange', { low: pct(est.low), high: pct(est.high) }),
        }),
      );
    else if (!est && got.hint.winChance !== null)
      hintText.append(h('span', { class: 'hint-win', text: t('hintWin', { n: pct(got.hint.winChance) }) }));
  };
  hintBtn.onclick = () => {
    const u = latest;
    if (!hints || !u || hintAsked === u.v) return;
    hintAsked = u.v;
    drawHint();
    void hints.hint(u.v).then((got) => {
      if (hintAsked === u.v) hintAsked = null;
      hintGot = { v: u.v, hint: got };
      drawHint();
    });
  };

  // ---- the result: the game's panel, with the frame's buttons; it steps aside to look at the board ----
  const drawResult = () => {
    const u = displayed ?? latest;
    if (!u?.outcome || o.readOnly) {
      resultEl?.remove();
      resultEl = null;
      return;
    }
    const key = `${u.v}:${getLang()}`;
    if (resultEl && resultFor === key) return;
    const peek = resultEl?.classList.contains('peek') ?? false;
    resultEl?.remove();
    resultFor = key;
    const body = handle.result?.(u) ?? { content: [h('h1', { text: t('resultTitle') })] };
    const replayHref = o.replayHref?.() ?? null;
    resultEl = h(
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
          h('button', {
            'data-test': 'see-board',
            text: t('seeBoard'),
            onclick: () => resultEl?.classList.add('peek'),
          }),
          o.onRematch
            ? h('button', { 'data-test': 'rematch', text: t('rematch'), onclick: () => o.onRematch?.() })
            : null,
          h('button', { class: 'primary', 'data-test': 'to-title', text: t('toTitle'), onclick: o.onExit }),
        ),
      ),
      // While the final board is looked at, a small bar brings the result back.
      h('button', {
        class: 'result-back',
        'data-test': 'show-result',
        text: t('showResult'),
        onclick: () => resultEl?.classList.remove('peek'),
      }),
    );
    screen.append(resultEl);
  };

  const push = (u: GameUpdate) => {
    latest = u;
    handle.push(u);
    drawSeats();
    drawHint();
    drawResult();
  };

  // ---- timer ----
  const timerInterval = setInterval(() => {
    const tm = latest?.timer;
    if (!tm) {
      timerEl.textContent = '';
      return;
    }
    const s = Math.max(0, Math.round((tm.endsAt - Date.now()) / 1000));
    timerEl.textContent = `${t('timer')} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    timerEl.classList.toggle('low', s <= 15);
  }, 250);

  // ---- chat and tabs ----
  const channels = game.texts.chatChannels?.(conn?.seat ?? 'spectator') ?? ['all'];
  const drawChrome = () => {
    logTab.textContent = t('log');
    chatTab.textContent = t('chat');
    chatSend.textContent = t('send');
    chatInput.placeholder = t('chatPlaceholder');
    clear(chatChannel);
    for (const c of channels)
      chatChannel.append(h('option', { value: c, text: c === 'all' ? t('chatAll') : t('chatTeam') }));
    chatChannel.classList.toggle('hidden', channels.length < 2);
  };
  drawChrome();
  const showTab = (chat: boolean) => {
    logTab.classList.toggle('sel', !chat);
    chatTab.classList.toggle('sel', chat);
    logList.classList.toggle('hidden', chat);
    chatBox.classList.toggle('hidden', !chat);
  };
  logTab.onclick = () => showTab(false);
  chatTab.onclick = () => showTab(true);
  const sendChat = () => {
    const text = chatInput.value.trim();
    if (!text || !conn) return;
    conn.chat(chatChannel.value || 'all', text);
    chatInput.value = '';
  };
  chatSend.onclick = sendChat;
  chatInput.onkeydown = (e) => {
    if (e.key === 'Enter') sendChat();
  };
  const onChat = (m: ChatMessage) => {
    const from = m.from || (m.seat === 'spectator' ? t('spectator') : game.texts.seat(m.seat, getLang()));
    chatList.append(
      h(
        'div',
        { class: `chat-line ${m.channel}` },
        h('b', { text: `${from}${m.channel !== 'all' ? ` [${t('chatTeam')}]` : ''}: ` }),
        m.text,
      ),
    );
    chatList.scrollTop = chatList.scrollHeight;
  };

  // ---- menu ----
  const openRules = () => {
    // The rules help opens over the game, which keeps running underneath.
    const help: HTMLElement = h(
      'div',
      { class: 'menu-overlay', 'data-test': 'rules-help', onclick: (e: Event) => e.target === help && help.remove() },
      h(
        'div',
        { class: 'menu-box rules-box' },
        // the close button stays in view while the text scrolls
        h(
          'div',
          { class: 'rules-head' },
          h('h2', { text: t('rulesTitle') }),
          h('button', { 'data-test': 'rules-close', text: t('close'), onclick: () => help.remove() }),
        ),
        h('div', { class: 'rules-text', text: game.texts.rules(getLang()) }),
      ),
    );
    screen.append(help);
  };
  menuBtn.onclick = () => {
    const close = () => overlay.remove();
    const overlay: HTMLElement = h(
      'div',
      { class: 'menu-overlay', onclick: (e: Event) => e.target === overlay && close() },
      h(
        'div',
        { class: 'menu-box' },
        segmented<Lang>(
          ['ja', 'en'],
          settings().lang,
          (l) => (l === 'ja' ? '日本語' : 'English'),
          (l) => {
            updateSettings({ lang: l });
            setLang(l);
            close();
          },
          'game-lang',
        ),
        h('div', { class: 'note', text: t('animSpeed') }),
        segmented<AnimSpeed>(
          ['off', 'fast', 'normal', 'slow'],
          settings().speed,
          (v) => t(({ off: 'speedOff', fast: 'speedFast', normal: 'speedNormal', slow: 'speedSlow' } as const)[v]),
          (v) => updateSettings({ speed: v }),
          'game-speed',
        ),
        h('div', { class: 'note', text: t('sound') }),
        segmented(
          ['true', 'false'],
          String(settings().sound),
          (v) => t(v === 'true' ? 'on' : 'off'),
          (v) => updateSettings({ sound: v === 'true' }),
          'game-sound',
        ),
        h('button', {
          'data-test': 'menu-rules',
          text: t('rules'),
          onclick: () => {
            close();
            openRules();
          },
        }),
        h('button', { 'data-test': 'menu-close', text: t('close'), onclick: close }),
        h('button', {
          'data-test': 'menu-quit',
          text: t('quit'),
          onclick: (e: Event) => {
            // Quitting asks once more: a misplaced tap must not end anyone's evening.
            const btn = e.currentTarget as HTMLButtonElement;
            if (btn.dataset.confirm === '1') return o.onExit();
            btn.dataset.confirm = '1';
            btn.textContent = t('quitConfirm');
            btn.classList.add('danger');
          },
        }),
      ),
    );
    screen.append(overlay);
  };

  const unsubs: (() => void)[] = [];
  unsubs.push(
    onLangChange(() => {
      drawChrome();
      relog();
      drawSeats();
      drawHint();
      drawResult();
    }),
  );
  if (conn) {
    unsubs.push(conn.onSeats((s) => ((seats = s), drawSeats())));
    unsubs.push(conn.onUpdate(push));
    unsubs.push(conn.onChat(onChat));
    unsubs.push(
      conn.onError((e: GameError) => {
        const msg = errorText(e, getLang(), game.texts.errors);
        if (msg === null) return; // harmless: the screen is about to show the new state anyway
        toast(msg);
        handle.redraw?.();
      }),
    );
  }

  return {
    push,
    replaceLog(events) {
      logged.length = 0;
      logged.push(...events.slice(-600));
      relog();
    },
    destroy() {
      clearInterval(timerInterval);
      for (const f of unsubs) f();
      uninspect();
      handle.destroy();
      screen.remove();
    },
  };
}
