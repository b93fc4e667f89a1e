/**
 * The Leviath screen inside the shell's frame: the bay (SVG) in the middle, the decision and the boards beside it,
 * the viewer's cards below. It draws each update's view, offers its legal actions and sends the chosen one; events
 * play one at a time through the screen kit's update player. It keeps nothing between updates that the newest view does not say, so a
 * human seat can never be shown where Leviath is (§15).
 */
import { getLang, onLangChange } from '../../../i18n/index';
import { AnswerGuard } from '../../../kit/answer';
import { Decision } from '../../../kit/decision';
import { UpdatePlayer } from '../../../kit/player';
import type { GameConnection, GameUpdate } from '../../../net/types';
import { speedFactor } from '../../../settings';
import type { Action, GameEvent, Sea, View } from '../../../../shared/leviath/types';
import { clear, h } from '../../../ui/dom';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../types';
import { Board } from '../board/board';
import { clearFx } from '../board/fx';
import { FIELD_ORDER, fieldsOf, keyOf, leviathSpec, type Field } from '../choices';
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

  /** The view on screen as the events so far have changed it (the update's own view once they have played). */
  let working: View | null = null;
  let cloudOn = true;
  let marking = false;
  const arrived = new Map<number, number>();
  const lang = () => getLang();

  const board = new Board({
    info: (kind, id) => mapInfo(working, kind, id, lang(), cloudMode() !== 'off'),
    onPick: (field, value) => decision.tap({ on: field, id: value }),
    onMark: (x) => mark(x),
  });
  stage.append(board.svg as unknown as HTMLElement, overlay);
  frame.main.append(stage);

  const seat = (): string => conn?.seat ?? player.latest?.seat ?? 'spectator';
  const shownU = (): Update | null => player.shown;
  const mine = (): boolean => {
    const u = shownU();
    return !o.readOnly && !!u && u.legal.length > 0 && u.view.prompt?.seat === seat();
  };
  const cloudMode = (): 'humans' | 'kaiju' | 'off' => {
    const v = working;
    if (!v) return 'off';
    if (o.readOnly) return 'humans';
    if (!cloudOn) return 'off';
    if (seat() === 'kaiju') return 'kaiju';
    return v.options.overlay || v.result ? 'humans' : 'off';
  };

  const answers = new AnswerGuard<Action>((a, v) => {
    const u = shownU();
    const kind = u?.view.prompt?.kind ?? '';
    // §12 the kaiju answers no reaction or turn-start window sooner than its minimum length
    const wait = u && WINDOWS.has(kind) ? (arrived.get(u.v) ?? 0) + u.view.windowMinMs - performance.now() : 0;
    if (wait > 0) setTimeout(() => conn?.send(a, v), wait);
    else conn?.send(a, v);
  });
  const decision: Decision<Action> = new Decision<Action>(leviathSpec(conn?.seat === 'kaiju'), {
    send: (a) => {
      const u = shownU();
      if (!conn || !u || o.readOnly || !mine()) return false;
      if (!answers.send(a, u.v, u.v)) return false;
      sound('tap');
      render();
      return true;
    },
    changed: () => render(),
  });

  const mark = (x: Sea) => {
    const u = player.latest;
    if (!conn || !u || o.readOnly) return;
    const on = !(working?.marker ?? []).includes(x);
    const a = (u.standing ?? []).find((s) => s.type === 'mark' && s.space === x && s.on === on);
    if (a) conn.send(a, u.v);
  };

  /** Targets for the map, the hint's marks on them, and the energy each costs the kaiju. */
  const drawTargets = () => {
    const u = shownU();
    const kind = u?.view.prompt?.kind;
    if (!u || !mine() || decision.locked || marking) return board.setTargets(new Map(), new Set());
    const t = new Map<Field, Set<string>>();
    for (const f of FIELD_ORDER) {
      const ids = decision.lit(f);
      if (ids.length) t.set(f, new Set(ids));
    }
    // the hint's targets are marked while the taps follow its path
    const hint = decision.hinted;
    const hintMarks = new Set<string>();
    if (hint && decision.hint())
      for (const f of fieldsOf(hint))
        hintMarks.add(`${f}:${String((hint as unknown as Record<string, string | number>)[f])}`);
    const badges = new Map<Sea, string>();
    if (seat() === 'kaiju')
      for (const field of ['to', 'space'] as const)
        for (const x of t.get(field) ?? []) {
          const a = decision.choice.candidates.find(
            (c) => String((c as unknown as Record<string, unknown>)[field]) === x,
          );
          const d = a ? deltaText(energyDelta(keyOf(a), kind && kind !== 'kaiju' ? kind : null)) : '';
          if (d) badges.set(Number(x), d);
        }
    board.setTargets(t, hintMarks, badges);
  };

  const render = () => {
    const u = shownU();
    const v = working;
    if (!u || !v) return;
    decision.show(mine() ? u.legal : [], String(u.v), answers.locked(u.v));
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
    const canMark = !o.readOnly && (player.latest?.standing ?? []).some((a) => a.type === 'mark');
    markerBtn.hidden = !canMark;
    markerBtn.textContent = `? ${say('marker', {}, l)}`;
    markerBtn.classList.toggle('on', marking);
    clear(promptHost);
    promptHost.append(promptPanel({ view: v, seat: me, decision, mine: mine(), readOnly: !!o.readOnly, lang: l }));
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
    const hand = handBar({ view: v, seat: me, decision, active: mine() && !decision.locked, lang: l });
    if (hand) frame.bottom.append(hand);
    frame.screen.classList.toggle('lv-no-hand', !hand);
  };

  // ---- the player: each event is logged and played in order, its change drawn, then the update's view ----
  const player: UpdatePlayer<Update> = new UpdatePlayer<Update>(
    {
      log: (e) => frame.log(e),
      animate: async (e, speed) => {
        const event = e as GameEvent;
        await direct({ board, host: overlay, view: () => working, lang: lang() }, event, speed);
        if (working) {
          working = patchView(working, event);
          board.draw(working, { cloud: cloudMode(), portName: PORT[lang()] });
        }
      },
      draw: (u) => {
        working = u.view;
        clearFx(board);
        render();
      },
      settle: async (u, speed) => {
        if (!u.view.result || !u.events.some((x) => x.event.type === 'gameEnded')) return;
        sound(outcomeSound(u));
        await playReveal(board, u.view, speed);
      },
      shown: (u) => frame.shown(u),
    },
    { speed: () => (o.alwaysAwake ? 0 : speedFactor()) },
  );

  const push = (u: Update) => {
    arrived.set(u.v, performance.now());
    if (arrived.size > 50) arrived.delete(arrived.keys().next().value ?? u.v);
    player.push(u);
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
      decision.setHint((action as Action | null) ?? null);
      render();
    },
    redraw() {
      // a refused answer: the decision is open again
      answers.reopen();
      decision.cancel();
    },
    result(u) {
      return resultPanel(u as Update, lang(), () => {
        document.querySelector('[data-test=result]')?.classList.add('peek');
        void playReveal(board, (u as Update).view, Math.max(0.6, speedFactor())).then(() => render());
      });
    },
    destroy() {
      unsub();
      player.destroy();
    },
  };
}
