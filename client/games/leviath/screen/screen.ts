/**
 * The Leviath screen inside the shell's frame: the bay (SVG) in the middle, the decision and the boards beside it,
 * the viewer's cards below. It draws each update's view, offers its legal actions and sends the chosen one; events
 * play one at a time through one queue. It keeps nothing between updates that the newest view does not say, so a
 * human seat can never be shown where Leviath is (§15).
 */
import { getLang, onLangChange } from '../../../i18n/index';
import type { GameConnection, GameUpdate } from '../../../net/types';
import { speedFactor } from '../../../settings';
import type { Action, GameEvent, Sea, View } from '../../../../shared/leviath/types';
import { clear, h } from '../../../ui/dom';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../types';
import { Board } from '../board/board';
import { clearFx } from '../board/fx';
import { EMPTY, chosen, fieldsOf, keyOf, mapTargets, settle, type Funnel } from '../choices';
import { say } from '../i18n/ui';
import { DAY, PORT, fill, seatName } from '../i18n/words';
import { resultPanel } from '../result';
import { sound } from '../sounds';
import { direct } from './direct';
import { handBar } from './hand';
import { mapInfo } from './inspect-texts';
import { deltaText, energyDelta } from './labels';
import { clockPanel, dykePanel, fleetPanel, handsPanel, kaijuPanel } from './panels';
import { patchView } from './patch';
import { promptPanel } from './prompt';
import { playReveal } from './reveal-play';

type Update = GameUpdate<View, Action, GameEvent>;

/** Prompts that are a reaction or turn-start window: §12 the kaiju answers none sooner than its minimum length. */
const WINDOWS = new Set(['turnStart', 'react']);

export async function mountScreen(
  frame: GameFrame,
  anyConn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const conn = anyConn as GameConnection<View, Action, GameEvent> | null;
  const stage = h('div', { class: 'lv-stage' });
  const overlay = h('div', { class: 'lv-overlay' });
  const promptHost = h('div', { class: 'lv-prompt-host' });
  const panelsHost = h('div', { class: 'lv-panels' });
  const dayEl = h('span', { class: 'round', 'data-test': 'status-day' });
  const youEl = h('span', { class: 'you' });
  const cloudBtn = h('button', { class: 'lv-tool', 'data-test': 'cloud-toggle' });
  const markerBtn = h('button', { class: 'lv-tool', 'data-test': 'marker-toggle' });
  frame.status.append(dayEl, youEl);
  frame.tools.append(cloudBtn, markerBtn);
  frame.panels.append(promptHost, panelsHost);

  let latest: Update | null = null;
  let shown: Update | null = null;
  let working: View | null = null;
  let funnel: Funnel = EMPTY;
  let hint: Action | null = null;
  /** The version whose decision was answered: its choices stay off until the next update. */
  let answered: number | null = null;
  let cloudOn = true;
  let marking = false;
  const arrived = new Map<number, number>();
  const lang = () => getLang();

  const board = new Board({
    info: (kind, id) => mapInfo(working, kind, id, lang(), cloudMode() !== 'off'),
    onPick: (f) => setFunnel(f),
    onMark: (x) => mark(x),
  });
  stage.append(board.svg as unknown as HTMLElement, overlay);
  frame.main.append(stage);

  const seat = (): string => conn?.seat ?? latest?.seat ?? 'spectator';
  const mine = (): boolean => !o.readOnly && !!shown && shown.legal.length > 0 && shown.view.prompt?.seat === seat();
  const cloudMode = (): 'humans' | 'kaiju' | 'off' => {
    const v = working;
    if (!v) return 'off';
    if (o.readOnly) return 'humans';
    if (!cloudOn) return 'off';
    if (seat() === 'kaiju') return 'kaiju';
    return v.options.overlay || v.result ? 'humans' : 'off';
  };

  const send = (a: Action) => {
    const u = shown;
    if (!conn || !u || o.readOnly || answered === u.v) return;
    answered = u.v;
    sound('tap');
    const kind = u.view.prompt?.kind ?? '';
    const wait = WINDOWS.has(kind) ? (arrived.get(u.v) ?? 0) + u.view.windowMinMs - performance.now() : 0;
    if (wait > 0) setTimeout(() => conn.send(a, u.v), wait);
    else conn.send(a, u.v);
    render();
  };

  const setFunnel = (f: Funnel) => {
    const u = shown;
    if (!u || !mine() || answered === u.v) return;
    funnel = settle(u.legal, f);
    const act = chosen(u.legal, funnel);
    // a human's choice goes at once; the kaiju confirms what costs energy or moves it (its pass and done go at once)
    if (act && (seat() !== 'kaiju' || act.type === 'pass' || act.type === 'done')) {
      funnel = EMPTY;
      send(act);
      return;
    }
    render();
  };

  const mark = (x: Sea) => {
    const u = latest;
    if (!conn || !u || o.readOnly) return;
    const on = !(working?.marker ?? []).includes(x);
    const a = (u.standing ?? []).find((s) => s.type === 'mark' && s.space === x && s.on === on);
    if (a) conn.send(a, u.v);
  };

  /** Targets for the map, the hint's marks on them, and the energy each costs the kaiju. */
  const drawTargets = () => {
    const u = shown;
    const kind = u?.view.prompt?.kind;
    if (!u || !mine() || answered === u.v || marking) return board.setTargets(new Map(), new Set());
    const t = mapTargets(u.legal, funnel);
    const hintMarks = new Set<string>();
    if (hint && (funnel.key === null || funnel.key === keyOf(hint)))
      for (const f of fieldsOf(hint))
        hintMarks.add(`${f}:${String((hint as unknown as Record<string, string | number>)[f])}`);
    const badges = new Map<Sea, string>();
    if (seat() === 'kaiju')
      for (const field of ['to', 'space'] as const)
        for (const [x, next] of t.get(field) ?? []) {
          const d = deltaText(energyDelta(next.key ?? '', kind && kind !== 'kaiju' ? kind : null));
          if (d) badges.set(Number(x), d);
        }
    board.setTargets(t, hintMarks, badges);
  };

  const render = () => {
    const u = shown;
    const v = working;
    if (!u || !v) return;
    const l = lang();
    const me = seat();
    frame.screen.dataset.seat = me;
    board.markerMode = marking;
    board.draw(v, { cloud: cloudMode(), portName: PORT[l] });
    drawTargets();
    dayEl.textContent = fill(DAY[l], { n: Number(board.svg.dataset.day ?? 1) });
    youEl.textContent = o.readOnly
      ? say('replay', {}, l)
      : me === 'spectator'
        ? say('spectating', {}, l)
        : seatName(me, l);
    const canCloud = o.readOnly ? false : me === 'kaiju' || v.options.overlay;
    cloudBtn.hidden = !canCloud;
    cloudBtn.textContent = `☁ ${say('showCloud', {}, l)}`;
    cloudBtn.classList.toggle('on', cloudOn);
    const canMark = !o.readOnly && (latest?.standing ?? []).some((a) => a.type === 'mark');
    markerBtn.hidden = !canMark;
    markerBtn.textContent = `? ${say('marker', {}, l)}`;
    markerBtn.classList.toggle('on', marking);
    clear(promptHost);
    promptHost.append(
      promptPanel({
        view: v,
        seat: me,
        legal: mine() ? u.legal : [],
        funnel,
        hint,
        sending: answered === u.v,
        readOnly: !!o.readOnly,
        lang: l,
        setFunnel,
        send,
      }),
    );
    if (marking) promptHost.append(h('div', { class: 'lv-note lv-marking', text: say('markerOn', {}, l) }));
    clear(panelsHost);
    panelsHost.append(
      clockPanel(v, l),
      kaijuPanel(v, l, me === 'kaiju'),
      dykePanel(v, l),
      fleetPanel(v, l),
      handsPanel(v, l),
    );
    clear(frame.bottom);
    const hand = handBar({
      view: v,
      seat: me,
      legal: mine() && answered !== u.v ? u.legal : [],
      funnel,
      hint,
      active: mine(),
      lang: l,
      setFunnel,
    });
    if (hand) frame.bottom.append(hand);
    frame.screen.classList.toggle('lv-no-hand', !hand);
  };

  const snap = (u: Update) => {
    shown = u;
    working = u.view;
    funnel = EMPTY;
    if (answered !== null && answered !== u.v) answered = null;
    clearFx(board);
    render();
  };

  // ---- the queue: each event is logged and played in order, then the update's view is drawn ----
  let queue: Promise<void> = Promise.resolve();
  const play = async (u: Update, pending: () => number) => {
    for (const { event } of u.events) {
      frame.log(event);
      const speed = pending() > 1 || o.alwaysAwake ? 0 : speedFactor();
      try {
        await direct({ board, host: overlay, view: () => working, lang: lang() }, event, speed);
      } catch {
        // a broken effect must never stall the game: the snap below redraws everything
      }
      if (working) {
        working = patchView(working, event);
        board.draw(working, { cloud: cloudMode(), portName: PORT[lang()] });
      }
    }
    snap(u);
    if (u.view.result && u.events.some((x) => x.event.type === 'gameEnded')) {
      sound(outcomeSound(u));
      await playReveal(board, u.view, pending() > 1 ? 0 : speedFactor());
    }
    frame.shown(u);
  };

  let waiting = 0;
  const push = (u: Update) => {
    arrived.set(u.v, performance.now());
    if (arrived.size > 50) arrived.delete(arrived.keys().next().value ?? u.v);
    const first = latest === null;
    latest = u;
    if (first) {
      for (const { event } of u.events) frame.log(event);
      snap(u);
      frame.shown(u);
      return;
    }
    waiting++;
    queue = queue
      .then(() => play(u, () => waiting))
      .catch(() => undefined)
      .finally(() => waiting--);
  };

  const outcomeSound = (u: Update): 'win' | 'lose' => {
    const me = seat();
    const r = u.view.result;
    const kaijuWon = r?.winner === 'kaiju';
    return (me === 'kaiju') === kaijuWon ? 'win' : 'lose';
  };

  cloudBtn.onclick = () => {
    cloudOn = !cloudOn;
    render();
  };
  markerBtn.onclick = () => {
    marking = !marking;
    render();
  };
  const unsub = onLangChange(render);

  return {
    push,
    setHint(action) {
      hint = (action as Action | null) ?? null;
      render();
    },
    redraw() {
      answered = null;
      funnel = EMPTY;
      render();
    },
    result(u) {
      return resultPanel(u as Update, lang(), () => {
        document.querySelector('[data-test=result]')?.classList.add('peek');
        void playReveal(board, (u as Update).view, Math.max(0.6, speedFactor())).then(() => render());
      });
    },
    destroy() {
      unsub();
    },
  };
}
