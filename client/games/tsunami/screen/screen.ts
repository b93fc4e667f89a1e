/**
 * The Tsunami screen inside the shell's frame: the tall map in the middle (scrolling, zooming), the decision, the
 * member looked at and the family beside it, the turn, tonight's rows and the family's hourglass on top. Updates
 * play through the screen kit's update player, each event animated on the map (board/fx.ts); decisions go through
 * the kit's decision funnel and panel. It knows no rules beyond what the update says: where a member can go, how
 * far and why come from the view.
 */
import { getLang, onLangChange } from '../../../i18n/index';
import { AnswerGuard } from '../../../kit/answer';
import { Decision } from '../../../kit/decision';
import { UpdatePlayer } from '../../../kit/player';
import { hourglass } from '../../../kit/widgets/hourglass';
import type { GameConnection, GameUpdate, SeatInfo } from '../../../net/types';
import { speedFactor } from '../../../settings';
import { type UnitId } from '../../../../shared/tsunami/data/numbers';
import type { Hex } from '../../../../shared/tsunami/hex';
import type { Action, GameEvent, Prompt, View } from '../../../../shared/tsunami/types';
import { clear, h } from '../../../ui/dom';
import { showInspect } from '../../../ui/inspect';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../types';
import { Board } from '../board/board';
import { play } from '../board/fx';
import { patchView } from '../board/patch';
import { HEX, UNIT, tsunamiSpec } from '../choices';
import { say } from '../i18n/ui';
import { memberName } from '../i18n/words';
import { reachRisks, type Risk } from '../risk';
import { sound } from '../sounds';
import { texts } from '../texts';
import { familyPanel, focusPanel } from './family';
import { hexInfo } from './inspect-texts';
import { promptPanel } from './prompt';
import { Camera } from './camera';
import { resultPanel } from './result';

type Update = GameUpdate<View, Action, GameEvent>;

export async function mountScreen(
  frame: GameFrame,
  anyConn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const conn = anyConn as GameConnection<View, Action, GameEvent> | null;
  const stage = h('div', { class: 'ts-stage' });
  const overlay = h('div', { class: 'ts-overlay' });
  frame.main.append(stage, overlay);
  const turnEl = h('span', { class: 'round', 'data-test': 'status-turn' });
  const tonightEl = h('span', { class: 'ts-tonight', 'data-test': 'status-tonight' });
  const youEl = h('span', { class: 'ts-yours', 'data-test': 'status-yours' });
  frame.status.append(turnEl, tonightEl, youEl);
  const glass = hourglass({ label: say('familyTimer', {}, getLang()), test: 'hourglass' });
  // the map is tall: one tap shows the shelters on the top row, another brings the family back in view
  const toShelters = h('button', { class: 'ts-tool', 'data-test': 'to-shelters' });
  const toFamily = h('button', { class: 'ts-tool', 'data-test': 'to-family' });
  frame.tools.append(toShelters, toFamily, glass.el);
  const promptHost = h('div', { class: 'ts-prompt-host' });
  const focusHost = h('div', { class: 'ts-focus-host' });
  const familyHost = h('div', { class: 'ts-family-host' });
  frame.panels.append(promptHost, focusHost, familyHost);

  /** The view on screen as the events so far have changed it. */
  let working: View | null = null;
  let focus: UnitId | null = null;
  let lastActing: string | null = null;
  let seats: SeatInfo[] = [];
  let framed = false;
  let followed = '';
  const lang = () => getLang();

  const seat = (): string => conn?.seat ?? player.latest?.seat ?? 'spectator';
  const seatName = (s: string): string => {
    const info = seats.find((x) => x.seat === s);
    if (info?.me) return say('you', {}, lang());
    return info?.name || texts.seat(s, lang());
  };
  /** The viewer's own decision on the update shown. */
  const myPrompt = (): Prompt | null => {
    const u = player.shown;
    if (!u || o.readOnly || !u.legal.length) return null;
    return u.view.prompts.find((p) => p.seat === seat()) ?? null;
  };

  const board = new Board(stage, {
    onTap: (hx) => tapHex(hx),
    onInspect: (hx, x, y) => working && showInspect(hexInfo(working, hx, lang()), x, y),
  });

  const answers = new AnswerGuard<Action>((a, v) => conn?.send(a, v));
  const decision: Decision<Action> = new Decision<Action>(tsunamiSpec, {
    send: (a) => {
      const u = player.shown;
      if (!conn || !u || !myPrompt()) return false;
      if (!answers.send(a, u.v, player.latest?.v ?? u.v)) return false;
      sound('tap');
      render();
      return true;
    },
    changed: () => render(),
  });

  function tapHex(hx: Hex): void {
    const id = String(hx);
    if (decision.lit(HEX).includes(id)) {
      decision.tap({ on: HEX, id });
      return;
    }
    // a hex with members: look at them in turn
    const here = (working?.units ?? []).filter((u) => u.hex === hx).map((u) => u.id as UnitId);
    if (!here.length) return;
    const i = focus ? here.indexOf(focus) : -1;
    focus = here[(i + 1) % here.length];
    render();
  }

  function claim(id: UnitId): void {
    if (decision.lit(UNIT).includes(id) && myPrompt()?.kind === 'claim') {
      decision.tap({ on: UNIT, id });
      return;
    }
    // §5.1 a member of the viewer's that may still act, while another's move runs: the engine answers with a
    // refusal that the frame shows (activationRunning)
    const u = player.latest;
    if (conn && u) conn.send({ type: 'claim', unit: id }, u.v);
  }

  const camera = new Camera(board, stage);
  const follow = (hx: Hex) => camera.follow(hx);
  const frameMap = (v: View) => camera.frame(v);
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => working && frameMap(working)) : null;
  resize?.observe(stage);

  function risksShown(v: View): ReadonlyMap<Hex, Risk> | null {
    const u = v.units.find((x) => x.id === focus);
    if (!u || u.hex === null || !u.reach.length) return null;
    if (v.phase !== 'family' || v.result) return null;
    return reachRisks(v, u.reach);
  }

  function drawBoard(v: View): void {
    const me = seat();
    const lights = decision.lit(HEX);
    const hint = decision.hint();
    board.draw(v, {
      lit: lights,
      hint: !decision.locked && hint?.on === HEX ? hint.id : null,
      focus,
      acting: v.activation?.unit ?? null,
      mine: new Set(v.units.filter((u) => u.seat === me).map((u) => u.id)),
      reach: risksShown(v),
    });
  }

  function render(): void {
    const u = player.shown;
    const v = working;
    if (!u || !v) return;
    const l = lang();
    const p = myPrompt();
    decision.show(p ? u.legal : [], p ? (p.group ?? `${p.kind}:${p.id}`) : `none:${u.v}`, answers.locked(u.v));
    // the acting member is looked at while it moves; a claim looks at one of the viewer's members
    const acting = v.activation?.unit ?? null;
    if (acting && acting !== lastActing) focus = acting as UnitId;
    lastActing = acting;
    // keep the member under way (or the one a decision is about) in view as it climbs
    const keep = v.units.find((x) => x.id === (acting ?? p?.unit))?.hex ?? null;
    const keepKey = `${u.v}:${keep}`;
    if (keep !== null && keepKey !== followed) {
      followed = keepKey;
      follow(keep);
    }
    if (!focus && p?.kind === 'claim')
      focus = (v.units.find((x) => x.seat === seat() && x.canActivate)?.id as UnitId) ?? null;
    frame.screen.dataset.seat = seat();
    frame.screen.dataset.members = v.units
      .filter((x) => x.seat === seat())
      .map((x) => x.id)
      .join(' ');
    drawBoard(v);
    toShelters.textContent = `▲ ${say('toShelters', {}, l)}`;
    toFamily.textContent = `▼ ${say('toFamily', {}, l)}`;
    turnEl.textContent = v.turn ? say('turn', { n: v.turn }, l) : say('setup', {}, l);
    // which members are the viewer's, when the family is shared among several people
    const mine = v.units.filter((x) => x.seat === seat()).map((x) => memberName(x.id, l));
    youEl.textContent = o.readOnly
      ? say('replay', {}, l)
      : mine.length && mine.length < v.units.length
        ? say('yourMembers', { list: mine.join(l === 'ja' ? '・' : ', ') }, l)
        : '';
    tonightEl.textContent = v.phase === 'family' ? say('tonight', { a: v.floodsNext[0], b: v.floodsNext[1] }, l) : '';
    const ctx = {
      view: v,
      seat: seat(),
      lang: l,
      focus,
      readOnly: !!o.readOnly,
      seatName,
      onFocus: (id: UnitId) => {
        focus = id;
        render();
      },
      onMove: claim,
    };
    clear(promptHost);
    promptHost.append(
      promptPanel({ view: v, seat: seat(), decision, prompt: p, readOnly: !!o.readOnly, lang: l, seatName }),
    );
    if (v.timedOut && !v.result && v.phase === 'family')
      promptHost.append(
        h('div', { class: 'ts-notice danger', 'data-test': 'timed-out', text: say('timedOut', {}, l) }),
      );
    clear(focusHost);
    const risks = risksShown(v);
    const shownRisks = new Set<Risk>(risks ? [...risks.values()] : []);
    const fp = focusPanel(ctx, shownRisks);
    if (fp) focusHost.append(fp);
    clear(familyHost);
    familyHost.append(familyPanel(ctx));
    drawTimer();
  }

  function drawTimer(): void {
    const u = player.latest;
    const v = u?.view;
    const tm = u?.timer;
    if (!tm || !v || v.result) return glass.set(null, 1);
    glass.set(tm.endsAt, tm.ms);
  }

  const player: UpdatePlayer<Update> = new UpdatePlayer<Update>(
    {
      log: (e) => frame.log(e),
      animate: async (e, speed) => {
        const event = e as GameEvent;
        if (!working) return;
        await play({ board, overlay, lang: lang(), view: working, follow }, event, speed);
        working = patchView(working, event);
        if (event.e === 'activationClaimed') focus = event.unit as UnitId;
        // caught up (speed 0): the update's own view is drawn once its events are through
        if (speed > 0) drawBoard(working);
      },
      draw: (u) => {
        working = u.view;
        board.fx.replaceChildren();
        if (!framed) {
          framed = true;
          frameMap(u.view);
        }
        render();
      },
      shown: (u) => frame.shown(u),
    },
    { speed: () => (o.alwaysAwake ? 0 : speedFactor()) },
  );

  toShelters.onclick = () => working && camera.show(working.shelters[1]?.hex ?? working.shelters[0].hex);
  toFamily.onclick = () => {
    const on = (working?.units ?? []).filter((u) => u.hex !== null).map((u) => u.hex as Hex);
    if (on.length) camera.show(Math.min(...on));
  };
  const unsubs: (() => void)[] = [onLangChange(render)];
  if (conn) unsubs.push(conn.onSeats((s) => ((seats = s), render())));

  return {
    push: (u) => {
      player.push(u as Update);
      drawTimer();
    },
    setHint(action) {
      decision.setHint((action as Action | null) ?? null);
      render();
    },
    redraw() {
      // a refused answer: the decision is open again
      answers.reopen();
      decision.cancel();
    },
    result: (u) => resultPanel(u as Update, lang()),
    destroy() {
      for (const f of unsubs) f();
      resize?.disconnect();
      glass.stop();
      player.destroy();
      board.destroy();
    },
  };
}
