/**
 * The game screen: the Phaser map in the middle, HTML panels around it. It draws what a GameConnection gives
 * (view, legal actions, events) and sends the player's choices; it knows no rules.
 */
import type { GameScreenHandle, GameScreenOptions } from '../../types';
import type { Hint } from '../../../net/local';
import type { GameEvent } from '../../../../shared/vulcanus/types';
import { createBoard, type BoardHost } from '../board/host';
import { PALETTES } from '../board/layout';
import { getLang, logText, n, onLangChange, setLang, t } from '../../../i18n/index';
import type { Lang } from '../../../i18n/names';
import { errorText } from '../../../i18n/errors';
import { VULCANUS_ERRORS } from '../errors';
import { canHint } from '../../../net/local';
import type { ChatMessage, GameConnection, GameUpdate } from '../../../net/types';
import { onSettings, settings, speedFactor, updateSettings, type AnimSpeed } from '../../../settings';
import { clear, h, segmented } from '../../../ui/dom';
import { bonusTiles, eventRow, humanBoard, kaijuBoard, trackView } from './boards';
import { PlanUI } from './plan';
import { PromptUI } from './prompt';
import { EventQueue } from './queue';
import { resultPanel } from './result';

export interface GameScreen extends GameScreenHandle {
  destroy(): void;
  board: BoardHost;
  push(u: GameUpdate): void;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function mountGameScreen(
  root: HTMLElement,
  conn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreen> {
  const mapHost = h('div', { class: 'canvas-host' });
  const tracks = h('div', { class: 'tracks' });
  const banner = h('div', { class: 'banner' });
  const promptHost = h('div', { class: 'prompt-host' });
  const hintBtn = h('button', { class: 'hint-btn', 'data-test': 'hint' });
  const hintText = h('div', { class: 'hint-text', 'data-test': 'hint-text' });
  const hintBox = h('div', { class: 'hint-box hidden' }, hintBtn, hintText);
  const boardsHost = h('div', { class: 'boards-host' });
  const logList = h('div', { class: 'log-list', 'data-test': 'log' });
  const chatList = h('div', { class: 'chat-list' });
  const planHost = h('footer', { class: 'bottom' });
  const roundEl = h('span', { class: 'round' });
  const phaseEl = h('span', { class: 'phase' });
  const youEl = h('span', { class: 'you' });
  const timerEl = h('span', { class: 'timer', 'data-test': 'timer' });
  const errorEl = h('div', { class: 'error-toast' });
  const menuBtn = h('button', { class: 'menu-btn', 'data-test': 'game-menu', text: '☰' });
  const fitBtn = h('button', { class: 'fit-btn', text: '⤢' });
  const chatInput = h('input', { class: 'chat-input', maxlength: 200 });
  const chatChannel = h('select', { class: 'chat-channel' });
  const chatSend = h('button', { text: '' });
  const logTab = h('button', { class: 'tab sel' });
  const chatTab = h('button', { class: 'tab' });
  const logChat = h(
    'section',
    { class: 'logchat' },
    h('div', { class: 'tabs' }, logTab, chatTab),
    logList,
    h(
      'div',
      { class: 'chat-box hidden' },
      chatList,
      h('div', { class: 'chat-form' }, chatChannel, chatInput, chatSend),
    ),
  );
  const screen = h(
    'div',
    { class: `game${o.readOnly ? ' readonly' : ''}`, 'data-screen': 'game' },
    h('header', { class: 'topbar' }, menuBtn, roundEl, phaseEl, youEl, timerEl, o.extraBar ?? null, fitBtn),
    h('div', { class: 'mapwrap' }, mapHost, tracks, banner, errorEl),
    h('aside', { class: 'side' }, hintBox, promptHost, boardsHost, logChat),
    planHost,
  );
  root.append(screen);

  const board = await createBoard(mapHost, { alwaysAwake: o.alwaysAwake });
  const scene = board.scene;
  scene.bottomInset = 64 * scene.dpr;
  scene.fit();
  scene.setLanguage(getLang());
  scene.setPalette(PALETTES[settings().palette]);

  let latest: GameUpdate | null = null;
  let shown: GameUpdate | null = null;
  let freshNode: string | null = null;
  let resultEl: HTMLElement | null = null;
  let shownTracks: GameUpdate['view']['tracks'] | null = null;
  const send = (a: Parameters<GameConnection['send']>[0]) => {
    if (!conn || !latest || o.readOnly) return;
    conn.send(a, latest.v);
  };
  const prompt = new PromptUI(promptHost, send, (towns, hint) => scene.setHighlights(towns, undefined, hint ?? null));
  const plan = new PlanUI(planHost, send);

  // ---- hint (solo play): the worker searches the player's own view; the page marks the suggested answer ----
  const hints = canHint(conn) && !o.readOnly ? conn : null;
  let hintGot: { v: number; hint: Hint | null } | null = null;
  let hintAsked: number | null = null;
  const hintFor = (u: GameUpdate) => (hintGot && hintGot.v === u.v ? hintGot.hint : null);
  const drawHint = (u: GameUpdate) => {
    const mine = !u.view.result && u.view.prompts.some((p) => p.seat === u.seat);
    hintBox.classList.toggle('hidden', !hints || !mine);
    const busy = hintAsked === u.v;
    hintBtn.textContent = busy ? t('thinking') : t('hint');
    hintBtn.disabled = busy;
    clear(hintText);
    if (!hintGot || hintGot.v !== u.v) return;
    const got = hintGot.hint;
    if (!got) {
      hintText.append(h('span', { text: t('hintNone') }));
      return;
    }
    hintText.append(h('span', { class: 'hint-reason', text: String(got.reason.params?.[getLang()] ?? '') }));
    if (got.winChance !== null)
      hintText.append(h('span', { class: 'hint-win', text: t('hintWin', { n: Math.round(got.winChance * 100) }) }));
  };
  hintBtn.onclick = () => {
    const u = latest;
    if (!hints || !u || hintAsked === u.v) return;
    hintAsked = u.v;
    if (shown) drawHint(shown);
    void hints.hint(u.v).then((got) => {
      if (hintAsked === u.v) hintAsked = null;
      hintGot = { v: u.v, hint: got };
      if (shown) renderPanels(shown);
      // a hinted card may sit off screen in a long hand: bring it into view (a hinted town is ringed on the map)
      screen.querySelector('.hand-cards .hinted')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    });
  };
  scene.onTownTap = (town) => prompt.tapTown(town);

  const renderPanels = (u: GameUpdate) => {
    const v = u.view;
    roundEl.textContent = v.round > 0 ? t('round', { n: v.round }) : '';
    phaseEl.textContent = n().phase(v.phase);
    youEl.textContent = t('youAre', { who: n().seat(u.seat) });
    screen.dataset.seat = u.seat;
    screen.dataset.roles = v.humans.roles
      .filter((r) => r.seat === u.seat)
      .map((r) => r.role)
      .join(' ');
    clear(boardsHost);
    boardsHost.append(
      ...[kaijuBoard(v, freshNode), bonusTiles(v, u.seat), humanBoard(v), eventRow(v)].filter(
        (x): x is HTMLElement => x !== null,
      ),
    );
    clear(tracks);
    const before = shownTracks;
    tracks.append(
      trackView(v.tracks.defense, 'defense', before?.defense),
      trackView(v.tracks.damage, 'damage', before?.damage),
    );
    shownTracks = v.tracks;
    drawHint(u);
    if (!o.readOnly) {
      const hinted = hintFor(u)?.action ?? null;
      prompt.setHint(hinted);
      plan.setHint(hinted);
      prompt.render(u);
      plan.render(u);
    } else {
      clear(promptHost);
      plan.render({ ...u, legal: [] });
    }
    resultEl?.remove();
    resultEl = null;
    if (v.result && !o.readOnly) {
      resultEl = resultPanel(v, { replayHref: o.replayHref?.() ?? null, onTitle: o.onExit });
      if (resultEl) screen.append(resultEl);
    }
  };

  const showBanner = async (text: string, cls: string, speed: number) => {
    if (speed <= 0) return;
    banner.textContent = text;
    banner.className = `banner show ${cls}`;
    await wait(700 * speed);
    banner.className = 'banner';
  };

  // the log keeps its events, so that it can be written again in another language
  const logged: GameEvent[] = [];
  const logLine = (e: GameEvent) => {
    const line = logText(e);
    if (line) logList.append(h('div', { class: `log-line ${e.type}`, text: line }));
  };
  const logEvent = (e: GameEvent) => {
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

  const queue = new EventQueue({
    onEvent: (e) => {
      logEvent(e);
      if (e.type === 'evolutionPlaced') freshNode = e.node;
    },
    animate: async (e, speed) => {
      if (e.type === 'cardRevealed')
        await showBanner(`${e.slot} ${n().card(e.card)}`, e.slot.startsWith('K') ? 'kaiju' : 'human', speed);
      else if (e.type === 'eventRevealed') await showBanner(n().event(e.event), 'event', speed);
      else if (e.type === 'roundStarted') await showBanner(t('round', { n: e.round }), 'round', speed);
      else if (e.type === 'evolutionPlaced' && shown) {
        // the tree node lights up at once
        const tree = { ...shown.view.kaiju.tree, [e.node]: true };
        renderPanels({ ...shown, view: { ...shown.view, kaiju: { ...shown.view.kaiju, tree } } });
      }
      await scene.animate(e, speed);
    },
    snap: (u) => {
      shown = u;
      scene.snap(u.view);
      renderPanels(u);
      freshNode = null;
    },
  });

  const push = (u: GameUpdate) => {
    // the first update of a screen (or a resumed game) is shown at once
    if (!latest) {
      latest = u;
      for (const { event } of u.events) logEvent(event);
      shown = u;
      scene.snap(u.view);
      renderPanels(u);
      return;
    }
    latest = u;
    queue.push(u);
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
  const drawChrome = () => {
    logTab.textContent = t('log');
    chatTab.textContent = t('chat');
    chatSend.textContent = t('send');
    chatInput.placeholder = t('chatPlaceholder');
    clear(chatChannel);
    chatChannel.append(h('option', { value: 'all', text: t('chatAll') }));
    if (conn && conn.seat !== 'kaiju' && conn.seat !== 'spectator')
      chatChannel.append(h('option', { value: 'team', text: t('chatTeam') }));
  };
  drawChrome();
  logTab.onclick = () => {
    logTab.classList.add('sel');
    chatTab.classList.remove('sel');
    logList.classList.remove('hidden');
    logChat.querySelector('.chat-box')?.classList.add('hidden');
  };
  chatTab.onclick = () => {
    chatTab.classList.add('sel');
    logTab.classList.remove('sel');
    logList.classList.add('hidden');
    logChat.querySelector('.chat-box')?.classList.remove('hidden');
  };
  const sendChat = () => {
    const text = chatInput.value.trim();
    if (!text || !conn) return;
    conn.chat(chatChannel.value === 'team' ? 'team' : 'all', text);
    chatInput.value = '';
  };
  chatSend.onclick = sendChat;
  chatInput.onkeydown = (e) => {
    if (e.key === 'Enter') sendChat();
  };
  const onChat = (m: ChatMessage) => {
    chatList.append(
      h(
        'div',
        { class: `chat-line ${m.channel}` },
        h('b', { text: `${m.from || n().seat(m.seat)}${m.channel === 'team' ? ` [${t('chatTeam')}]` : ''}: ` }),
        m.text,
      ),
    );
    chatList.scrollTop = chatList.scrollHeight;
  };

  // ---- menu ----
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
            // The rules help opens over the game, which keeps running underneath.
            const help: HTMLElement = h(
              'div',
              {
                class: 'menu-overlay',
                'data-test': 'rules-help',
                onclick: (e: Event) => e.target === help && help.remove(),
              },
              h(
                'div',
                { class: 'menu-box rules-box' },
                h('h2', { text: t('rulesTitle') }),
                h('div', { class: 'rules-text', text: t('rulesText') }),
                h('button', { 'data-test': 'rules-close', text: t('close'), onclick: () => help.remove() }),
              ),
            );
            screen.append(help);
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
  fitBtn.onclick = () => scene.fit();

  const unsubs: (() => void)[] = [];
  unsubs.push(
    onLangChange(() => {
      scene.setLanguage(getLang());
      drawChrome();
      relog();
      if (shown) renderPanels(shown);
    }),
  );
  unsubs.push(
    onSettings((s) => {
      document.body.classList.toggle('palette-safe', s.palette === 'safe');
      scene.setPalette(PALETTES[s.palette]);
      if (speedFactor() === 0) queue.catchUp();
    }),
  );
  if (conn) {
    unsubs.push(conn.onUpdate(push));
    unsubs.push(conn.onChat(onChat));
    unsubs.push(
      conn.onError((e) => {
        const msg = errorText(e, getLang(), VULCANUS_ERRORS);
        if (msg === null) return; // harmless: the screen is about to show the new state anyway
        errorEl.textContent = msg;
        errorEl.classList.add('show');
        setTimeout(() => errorEl.classList.remove('show'), 3000);
        if (shown) renderPanels(shown);
      }),
    );
  }

  return {
    board,
    push,
    destroy() {
      clearInterval(timerInterval);
      for (const f of unsubs) f();
      board.destroy();
      screen.remove();
    },
  };
}
