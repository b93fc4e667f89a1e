/**
 * The Oztralia screen inside the shell's frame: the map in the middle (scrolling, zooming), the decision on the
 * side with the viewer's warehouse and barracks, the side panels (calendar, threats, odds, the Old Ones' score:
 * `panels/`, mounted in their slot), and the turn in the top bar. Updates play through the kit's update player,
 * each event animated on the map (`fx.ts`); the Old Ones' turn arrives as events like any other. Decisions go
 * through the kit's funnel and panel: a hex or a rail's side on the map, or a button. No rule is computed here.
 */
import { getLang, onLangChange } from '../../i18n/index';
import { AnswerGuard } from '../../kit/answer';
import { Decision } from '../../kit/decision';
import { UpdatePlayer } from '../../kit/player';
import type { GameConnection, GameUpdate, SeatInfo } from '../../net/types';
import { speedFactor } from '../../settings';
import type { Action, GameEvent, View } from '../../../shared/oztralia/types';
import { clear, h } from '../../ui/dom';
import { showInspect } from '../../ui/inspect';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../types';
import { Board } from './board';
import { EDGE, HEX, oztraliaSpec } from './choices';
import { play } from './fx';
import { axialOf } from './geometry';
import { hexInfo } from './inspect';
import { renderCalendar, renderOdds, renderScore, renderThreats, wordsFor } from './panels/index';
import { mapKey } from './legend';
import { promptPanel, seatPanel, statusBadges } from './side';
import { resultPanel } from './result';
import { texts } from './texts';
import { say } from './ui';

type Update = GameUpdate<View, Action, GameEvent>;

export async function mountScreen(
  frame: GameFrame,
  anyConn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const conn = anyConn as GameConnection<View, Action, GameEvent> | null;
  const stage = h('div', { class: 'oz-stage', 'data-test': 'board' });
  const overlay = h('div', { class: 'oz-overlay' });
  frame.main.append(stage, overlay);
  // the side column: the decision first (in view on a short screen), the combat odds under it, the calendar, the
  // settlers' boards, the score against the Old Ones' range, the threats (the side panels: panels/)
  const calendarEl = h('div');
  const promptHost = h('div', { class: 'oz-prompt-host' });
  const oddsEl = h('div');
  const seatHost = h('div', { class: 'oz-seat-host' });
  const scoreEl = h('div');
  const threatsEl = h('div');
  const keyHost = h('div');
  frame.panels.append(promptHost, oddsEl, calendarEl, seatHost, scoreEl, threatsEl, keyHost);

  let seats: SeatInfo[] = [];
  const lang = () => getLang();
  const seat = (): string => conn?.seat ?? player.latest?.seat ?? 'spectator';
  const seatName = (s: string): string => {
    if (s === 'old') return say('oldOnes', {}, lang());
    const info = seats.find((x) => x.seat === s);
    if (info?.me) return say('you', {}, lang());
    return info?.name || texts.seat(s, lang());
  };
  const mine = (u: Update): boolean => !o.readOnly && u.legal.length > 0 && u.view.prompt?.seat === seat();

  const board = new Board(stage, {
    onTap: (id) => {
      if (decision.lit(HEX).includes(id)) decision.tap({ on: HEX, id });
    },
    onEdge: (id) => {
      if (decision.lit(EDGE).includes(id)) decision.tap({ on: EDGE, id });
    },
    onInspect: (id, x, y) => {
      const v = player.shown?.view;
      if (v) showInspect(hexInfo(v, Number(id), lang(), seatName), x, y);
    },
  });

  const answers = new AnswerGuard<Action>((a, v) => conn?.send(a, v));
  const decision: Decision<Action> = new Decision<Action>(oztraliaSpec, {
    send: (a) => {
      const u = player.shown;
      if (!conn || !u || !mine(u)) return false;
      if (!answers.send(a, u.v, player.latest?.v ?? u.v)) return false;
      render();
      return true;
    },
    changed: () => render(),
  });

  function render(): void {
    const u = player.shown;
    if (!u) return;
    const v = u.view;
    const l = lang();
    const my = mine(u);
    decision.show(
      my ? u.legal : [],
      my && v.prompt ? `${v.prompt.kind}:${v.prompt.id}` : `none:${u.v}`,
      answers.locked(u.v),
    );
    const hint = decision.hint();
    const edgeIds = decision.lit(EDGE);
    board.draw(v, {
      hexes: decision.lit(HEX),
      hexHint: !decision.locked && hint?.on === HEX ? hint.id : null,
      edges: edgeIds.map((id) => {
        const [a, b] = id.split('-').map(Number);
        return { id, a: axialOf(a), b: axialOf(b) };
      }),
      edgeHint: !decision.locked && hint?.on === EDGE ? hint.id : null,
      seat: seat(),
    });
    frame.screen.dataset.seat = seat();
    frame.status.replaceChildren(...statusBadges(v, l, seatName));
    clear(promptHost);
    promptHost.append(promptPanel({ view: v, decision, mine: my, lang: l, seatName, readOnly: !!o.readOnly }));
    clear(seatHost);
    const me = seat();
    for (const s of v.order) seatHost.append(seatPanel(v, s, s === me, l, seatName));
    const t = wordsFor(l, seatName);
    const viewer = v.order.includes(me as never) ? me : null;
    renderCalendar(calendarEl, v, t, { me: viewer, legal: my ? u.legal : [] });
    renderOdds(oddsEl, v, t, { me: viewer });
    renderScore(scoreEl, v, t, { me: viewer });
    renderThreats(threatsEl, v, t, { me: viewer });
    if (keyHost.dataset.lang !== l) {
      keyHost.dataset.lang = l;
      keyHost.replaceChildren(mapKey(l));
    }
  }

  const player: UpdatePlayer<Update> = new UpdatePlayer<Update>(
    {
      log: (e) => frame.log(e),
      animate: async (e, speed) => {
        // the Old Ones' turn darkens the map until a settler's turn (or the update's end) comes
        const type = (e as GameEvent).type;
        if (type === 'oldOnesTurn' && speed > 0) frame.main.classList.add('oz-old-turn');
        if (type === 'turnStarted') frame.main.classList.remove('oz-old-turn');
        await play({ board, overlay, lang: lang(), seatName }, e as GameEvent, speed);
      },
      draw: () => {
        board.fx.replaceChildren();
        frame.main.classList.remove('oz-old-turn');
        render();
      },
      shown: (u) => frame.shown(u),
    },
    { speed: () => (o.alwaysAwake ? 0 : speedFactor()) },
  );

  const unsubs: (() => void)[] = [onLangChange(render)];
  if (conn) unsubs.push(conn.onSeats((s) => ((seats = s), render())));

  return {
    push: (u) => player.push(u as Update),
    setHint(action) {
      decision.setHint((action as Action | null) ?? null);
      render();
    },
    redraw() {
      answers.reopen();
      decision.cancel();
      render();
    },
    result: (u) => resultPanel(u as Update, lang(), seatName),
    destroy() {
      for (const f of unsubs) f();
      player.destroy();
      board.destroy();
    },
  };
}
