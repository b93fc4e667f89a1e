/**
 * The game screen: the Phaser map in the middle of the shell's frame, HTML panels beside it. It draws what a
 * GameConnection gives (view, legal actions, events) and sends the player's choices; it knows no rules.
 */
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../types';
import type { Action, Viewer } from '../../../../shared/vulcanus/types';
import { createBoard, type BoardHost } from '../board/host';
import { PALETTES } from '../board/layout';
import { getLang, n, onLangChange, t } from '../i18n/index';
import type { GameConnection as AnyConnection } from '../../../net/types';
import type { GameConnection, GameUpdate } from '../net';
import { onSettings, settings, speedFactor } from '../../../settings';
import { clear, h } from '../../../ui/dom';
import { bonusTiles, eventRow, humanBoard, kaijuBoard, trackView } from './boards';
import { PlanUI } from './plan';
import { PromptUI } from './prompt';
import { EventQueue } from './queue';
import { resultPanel } from './result';
import { showNumbers } from '../numbers';

export interface GameScreen extends GameScreenHandle {
  board: BoardHost;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function mountGameScreen(
  frame: GameFrame,
  anyConn: AnyConnection | null,
  o: GameScreenOptions,
): Promise<GameScreen> {
  // the connection carries this game's updates: name their types
  const conn = anyConn as GameConnection | null;
  const mapHost = h('div', { class: 'canvas-host' });
  const tracks = h('div', { class: 'tracks' });
  const banner = h('div', { class: 'banner' });
  const promptHost = h('div', { class: 'prompt-host' });
  const boardsHost = h('div', { class: 'boards-host' });
  const planHost = frame.bottom;
  const roundEl = h('span', { class: 'round' });
  const phaseEl = h('span', { class: 'phase' });
  const youEl = h('span', { class: 'you' });
  const fitBtn = h('button', { class: 'fit-btn', text: '⤢' });
  frame.status.append(roundEl, phaseEl, youEl);
  frame.tools.append(fitBtn);
  frame.main.append(mapHost, tracks, banner);
  frame.panels.append(promptHost, boardsHost);
  const screen = frame.screen;

  const board = await createBoard(mapHost, { alwaysAwake: o.alwaysAwake });
  const scene = board.scene;
  scene.bottomInset = 64 * scene.dpr;
  scene.fit();
  scene.setLanguage(getLang());
  scene.setPalette(PALETTES[settings().palette]);

  let latest: GameUpdate | null = null;
  let shown: GameUpdate | null = null;
  let freshNode: string | null = null;
  let hinted: Action | null = null;
  let shownTracks: GameUpdate['view']['tracks'] | null = null;
  const send = (a: Parameters<GameConnection['send']>[0]) => {
    if (!conn || !latest || o.readOnly) return;
    conn.send(a, latest.v);
  };
  const prompt = new PromptUI(promptHost, send, (towns, hint) => scene.setHighlights(towns, undefined, hint ?? null));
  const plan = new PlanUI(planHost, send);

  scene.onTownTap = (town) => prompt.tapTown(town);

  const renderPanels = (u: GameUpdate) => {
    const v = u.view;
    roundEl.textContent = v.round > 0 ? t('round', { n: v.round }) : '';
    phaseEl.textContent = n().phase(v.phase);
    youEl.textContent = t('youAre', { who: n().seat(u.seat as Viewer) });
    screen.dataset.seat = u.seat;
    screen.dataset.roles = v.humans.roles
      .filter((r) => r.seat === u.seat)
      .map((r) => r.role)
      .join(' ');
    clear(boardsHost);
    boardsHost.append(
      ...[kaijuBoard(v, freshNode), bonusTiles(v, u.seat as Viewer), humanBoard(v), eventRow(v)].filter(
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
    if (!o.readOnly) {
      prompt.setHint(hinted);
      plan.setHint(hinted);
      prompt.render(u);
      plan.render(u);
    } else {
      clear(promptHost);
      plan.render({ ...u, legal: [] });
    }
    frame.shown(u);
  };

  const showBanner = async (text: string, cls: string, speed: number) => {
    if (speed <= 0) return;
    banner.textContent = text;
    banner.className = `banner show ${cls}`;
    await wait(700 * speed);
    banner.className = 'banner';
  };

  const queue = new EventQueue({
    onEvent: (e) => {
      frame.log(e);
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
    showNumbers(u.view.options.numbers);
    // the first update of a screen (or a resumed game) is shown at once
    if (!latest) {
      latest = u;
      for (const { event } of u.events) frame.log(event);
      shown = u;
      scene.snap(u.view);
      renderPanels(u);
      return;
    }
    latest = u;
    queue.push(u);
  };

  fitBtn.onclick = () => scene.fit();

  const unsubs: (() => void)[] = [];
  unsubs.push(
    onLangChange(() => {
      scene.setLanguage(getLang());
      if (shown) renderPanels(shown);
    }),
  );
  unsubs.push(
    onSettings((s) => {
      scene.setPalette(PALETTES[s.palette]);
      if (speedFactor() === 0) queue.catchUp();
    }),
  );
  return {
    board,
    push,
    setHint(action) {
      hinted = (action as Action | null) ?? null;
      if (!shown) return;
      renderPanels(shown);
      // a hinted card may sit off screen in a long hand: bring it into view (a hinted town is ringed on the map)
      if (hinted) screen.querySelector('.hand-cards .hinted')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    },
    redraw() {
      if (shown) renderPanels(shown);
    },
    result(u) {
      return resultPanel((u as GameUpdate).view);
    },
    destroy() {
      for (const f of unsubs) f();
      board.destroy();
    },
  };
}
