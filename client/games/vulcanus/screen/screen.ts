/**
 * The game screen: the Phaser map in the middle of the shell's frame, HTML panels beside it. It draws what a
 * GameConnection gives (view, legal actions, events) and sends the player's choices; it knows no rules.
 */
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../types';
import type { Action, GameEvent, Viewer } from '../../../../shared/vulcanus/types';
import { createBoard, type BoardHost } from '../board/host';
import { PALETTES } from '../board/layout';
import { SOFT_ABOVE } from '../board/rings';
import { getLang, n, onLangChange, t } from '../i18n/index';
import type { GameConnection as AnyConnection } from '../../../net/types';
import type { GameConnection, GameUpdate } from '../net';
import { AnswerGuard } from '../../../kit/answer';
import { UpdatePlayer } from '../../../kit/player';
import { onSettings, settings, speedFactor } from '../../../settings';
import { clear, h } from '../../../ui/dom';
import { hoverInspect, showInspect } from '../../../ui/inspect';
import { kaijuAhead, type Ahead } from './ahead';
import { Banner } from './banner';
import { bonusTiles, eventRow, humanBoard, kaijuBoard } from './boards';
import { direct } from './direct';
import { townInfo } from './inspect-texts';
import { PlanUI } from './plan';
import { MoveInput } from './move-input';
import { PromptUI } from './prompt';
import { resultPanel } from './result';
import { TrackUI, trackLayout } from './tracks';
import { showNumbers } from '../numbers';

export interface GameScreen extends GameScreenHandle {
  board: BoardHost;
}

/** A tap on the map this soon after a map tap that sent an answer is the rest of a double tap. */
const SETTLE_MS = 350;

export async function mountGameScreen(
  frame: GameFrame,
  anyConn: AnyConnection | null,
  o: GameScreenOptions,
): Promise<GameScreen> {
  // the connection carries this game's updates: name their types
  const conn = anyConn as GameConnection | null;
  const mapHost = h('div', { class: 'canvas-host' });
  const tracksEl = h('div', { class: 'tracks' });
  const promptHost = h('div', { class: 'prompt-host' });
  const planControls = h('div', { class: 'plan-controls' });
  const boardsHost = h('div', { class: 'boards-host' });
  const planHost = frame.bottom;
  const roundEl = h('span', { class: 'round' });
  const phaseEl = h('span', { class: 'phase' });
  const youEl = h('span', { class: 'you' });
  const fitBtn = h('button', { class: 'fit-btn', text: '⤢', 'aria-label': t('fitMap') });
  frame.status.append(roundEl, phaseEl, youEl);
  frame.tools.append(fitBtn);
  frame.main.append(mapHost, tracksEl);
  frame.panels.append(promptHost, planControls, boardsHost);
  const screen = frame.screen;

  const board = await createBoard(mapHost, { alwaysAwake: o.alwaysAwake });
  const scene = board.scene;

  /** The update on screen (the player's, or a copy with a tree node lit during an evolution's animation). */
  let shown: GameUpdate | null = null;
  let freshNode: string | null = null;
  /** What the kaiju board shows ahead of the view while an update's events play (its growth, a node lit). */
  let ahead: Ahead = {};
  let hinted: Action | null = null;
  const answers = new AnswerGuard<Action>((a, v) => conn?.send(a, v));
  let mapSentAt = -Infinity;

  const tracks = new TrackUI(tracksEl, () => shown?.view ?? null);
  const banner = new Banner(frame.main, {
    townAt: (id) => scene.townOnScreen(id),
    insets: () => scene.camera.insets,
    kaijuTown: () => scene.disp.kaiju,
    zoom: () => scene.metrics().zoom,
    labelWidth: (id) => scene.labelWidth(id),
  });
  // the tracks lie along the bottom or stand at the sides, whichever leaves the map larger; the map fits beside them
  scene.beforeFit = (w, hgt) => {
    const l = trackLayout(w, hgt);
    tracks.setVertical(l.vertical);
    scene.setInsets(l.insets);
    if (shown) tracks.set(shown.view.tracks, false);
  };
  scene.trackScreen = (kind) => {
    const c = tracks.centre(kind);
    const r = mapHost.getBoundingClientRect();
    return { x: c.x - r.left, y: c.y - r.top };
  };
  scene.fit();
  scene.setLanguage(getLang());
  scene.setPalette(PALETTES[settings().palette]);

  const locked = () => answers.locked(shown?.v);
  const drawDecisions = (u: GameUpdate) => {
    if (o.readOnly) {
      clear(promptHost);
      plan.render({ ...u, legal: [] }, false);
      return;
    }
    prompt.setHint(hinted);
    plan.setHint(hinted);
    prompt.render(u, locked());
    plan.render(u, locked());
  };
  /** Sends an answer; false when none is sent (already answered, or the rest of a double click). */
  const send = (a: Action): boolean => {
    const latest = player.latest;
    if (!conn || !latest || !shown || o.readOnly) return false;
    // one answer per decision shown: a tap while the answer travels sends nothing
    if (!answers.send(a, shown.v, latest.v)) return false;
    drawDecisions(shown);
    return true;
  };
  /** The decision the camera last brought into sight. */
  let revealed = '';
  const prompt = new PromptUI(promptHost, send, (towns, hint, p) => {
    const far = moves.far(p);
    const named = moves.named(p);
    scene.setHighlights(towns, undefined, hint, { soft: towns.length > SOFT_ABOVE, far, named });
    banner.offer(towns);
    // the player's own new decision is in sight, whatever the camera was showing (a stomp's close-up)
    const id = p && shown ? `${shown.v}:${p.id}` : '';
    if (id && id !== revealed && !o.readOnly) {
      revealed = id;
      void scene.camera.reveal([...towns, ...far.keys(), ...(named ? [named] : [])], speedFactor());
    }
  });
  const plan = new PlanUI(planHost, planControls, send);
  const moves = new MoveInput(scene, {
    shown: () => shown,
    locked,
    settled: () => !!shown && player.latest?.v === shown.v,
    decision: prompt.decision,
    send,
    relight: () => shown && drawDecisions(shown),
  });

  scene.onTownTap = (town) => {
    const now = performance.now();
    if (locked() || now - mapSentAt < SETTLE_MS) return;
    const before = answers.sentAt;
    // a town several steps away (the kaiju walking): the walk there, step by step
    if (!moves.tapFar(town)) prompt.tapTown(town);
    if (answers.sentAt !== before) mapSentAt = now;
  };
  // a long press, a right click or a resting mouse on a town tells what it holds
  scene.onTownInspect = (town, x, y, pinned) => {
    if (!town || !shown) return hoverInspect(null, 0, 0);
    const info = townInfo(shown.view, town);
    if (pinned) showInspect(info, x, y);
    else hoverInspect(info, x, y);
  };

  const renderPanels = (u: GameUpdate) => {
    const v = u.view;
    roundEl.textContent = v.round > 0 ? t('round', { n: v.round }) : '';
    phaseEl.textContent = n().phase(v.phase);
    // a replay is watched, not played
    youEl.textContent = o.readOnly ? '' : t('youAre', { who: n().seat(u.seat as Viewer) });
    screen.dataset.seat = u.seat;
    screen.dataset.roles = v.humans.roles
      .filter((r) => r.seat === u.seat)
      .map((r) => r.role)
      .join(' ');
    clear(boardsHost);
    boardsHost.append(
      ...[
        kaijuBoard(kaijuAhead(v, ahead), freshNode),
        bonusTiles(v, u.seat as Viewer),
        humanBoard(v),
        eventRow(v),
      ].filter((x): x is HTMLElement => x !== null),
    );
    tracks.set(v.tracks, speedFactor() > 0);
    drawDecisions(u);
  };

  const player: UpdatePlayer<GameUpdate> = new UpdatePlayer<GameUpdate>({
    log: (e) => {
      frame.log(e);
      if ((e as GameEvent).type === 'evolutionPlaced')
        freshNode = (e as Extract<GameEvent, { type: 'evolutionPlaced' }>).node;
    },
    animate: (e, speed, { rest }) =>
      direct(
        {
          scene,
          banner,
          tracks,
          view: () => shown?.view ?? null,
          lightNode: (node) => {
            // the tree node lights up at once
            if (!shown) return;
            ahead.tree = { ...(ahead.tree ?? shown.view.kaiju.tree), [node]: true };
            renderPanels(shown);
          },
          grow: (stage) => {
            // the board's stage follows the banner announcing it
            ahead.stage = stage;
            if (shown) renderPanels(shown);
          },
        },
        e as GameEvent,
        speed,
        rest as GameEvent[],
      ),
    draw: (u) => {
      shown = u;
      scene.snap(u.view);
      ahead = {};
      renderPanels(u);
      freshNode = null;
      // a path picked several steps ahead: its next step, if this decision offers it
      if (!o.readOnly) moves.step();
    },
    shown: (u) => frame.shown(u),
  });

  fitBtn.onclick = () => scene.fit();

  const unsubs: (() => void)[] = [];
  unsubs.push(
    onLangChange(() => {
      scene.setLanguage(getLang());
      if (shown) renderPanels(shown);
    }),
  );
  unsubs.push(onSettings((s) => scene.setPalette(PALETTES[s.palette])));
  return {
    board,
    push: (any) => {
      const u = any as GameUpdate;
      // the numbers a game was started with name its cards' costs while its events play
      showNumbers(u.view.options.numbers);
      player.push(u);
    },
    setHint(action) {
      hinted = (action as Action | null) ?? null;
      if (!shown) return;
      renderPanels(shown);
      // a hinted card may sit off screen in a long hand: bring it into view (a hinted town is ringed on the map)
      if (hinted) screen.querySelector('.hand-cards .hinted')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    },
    redraw() {
      // a refused answer: the decision is open again, and any path planned ahead is dropped
      answers.reopen();
      moves.chain.clear();
      mapSentAt = -Infinity;
      if (shown) renderPanels(shown);
    },
    result(u) {
      return resultPanel((u as GameUpdate).view);
    },
    destroy() {
      for (const f of unsubs) f();
      player.destroy();
      board.destroy();
    },
  };
}
