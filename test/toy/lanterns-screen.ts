/**
 * Lanterns's screen (the worked example's screen half, docs/adding-a-game.md §2): written with the screen kit
 * alone. The game's own parts are its words, how each action is tapped (`SPEC`) and what it draws; the kit plays
 * the updates, funnels the decision, draws the panel, the hand and the result. A registered game's `index.ts` would
 * export `client = { id, texts, mount: mountLanterns }`.
 */
import { AnswerGuard } from '../../client/kit/answer';
import { Decision, type DecisionSpec } from '../../client/kit/decision';
import { button } from '../../client/kit/funnel';
import { decisionPanel, waitingPanel } from '../../client/kit/panel';
import { UpdatePlayer } from '../../client/kit/player';
import { announce } from '../../client/kit/widgets/announce';
import { badge, chip, chipRow } from '../../client/kit/widgets/chips';
import { handBar } from '../../client/kit/widgets/hand';
import { resultTable } from '../../client/kit/widgets/result';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../../client/games/types';
import type { GameConnection, GameUpdate } from '../../client/net/types';
import { h } from '../../client/ui/dom';
import { GOAL, KEEPERS, STORM, holder, type Action, type Event, type View } from './lanterns';

type Update = GameUpdate<View, Action, Event>;

/** The layer of the hand's cards: a card is played by a tap on it (or on its chip in the panel). */
const CARD = 'card';

/** How each action is tapped: a card of the hand, or the Pass button. */
export const SPEC: DecisionSpec<Action> = {
  steps: (a) => (a.type === 'play' ? [{ on: CARD, id: String(a.card) }] : [button(a.type)]),
};

/** The game's words (one language here for brevity: a real game has ja and en). */
const WORDS = {
  turn: (k: string) => `${k}'s turn: play a card of oil`,
  waiting: (k: string) => (k === STORM ? 'The storm blows…' : `Waiting for ${k}…`),
  card: (n: string) => `Oil ${n}`,
  pass: 'Pass',
  light: (n: number) => `Light ${n}/${GOAL}`,
};

export async function mountLanterns(
  frame: GameFrame,
  anyConn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const conn = anyConn as GameConnection<View, Action, Event> | null;
  const panel = h('div', { class: 'lantern-panel' });
  const board = h('div', { class: 'lantern-board', 'data-test': 'board' });
  frame.main.append(board);
  frame.panels.append(panel);

  const answers = new AnswerGuard<Action>((a, v) => conn?.send(a, v));
  const decision = new Decision<Action>(SPEC, {
    send: (a) => {
      const u = player.shown;
      if (!u || o.readOnly || !answers.send(a, u.v, player.latest?.v)) return false;
      render();
      return true;
    },
    changed: () => render(),
  });

  function render(): void {
    const u = player.shown;
    if (!u) return;
    const v = u.view;
    decision.show(o.readOnly ? [] : u.legal, `${u.v}`, answers.locked(u.v));
    frame.status.replaceChildren(badge(WORDS.light(v.light), v.light >= GOAL ? 'ok' : 'accent'));
    board.replaceChildren(
      chipRow(
        v.spent.map((c) => chip(WORDS.card(String(c)), { tone: 'warn' })),
        'spent',
      ),
    );
    // the viewer's hands: a lit card is played by a tap
    const lit = new Set(decision.lit(CARD));
    const groups = KEEPERS.filter((k) => holder(v.options.players, k) === u.seat).map((k) => ({
      label: k,
      cards: v.hands[k].map((c) => {
        const el = h('button', { class: 'lantern-card', 'data-test': 'hand-card', text: WORDS.card(String(c)) });
        if (c !== null && lit.has(String(c)) && v.turn === k) {
          el.classList.add('playable');
          el.onclick = () => decision.tap({ on: CARD, id: String(c) });
        }
        return el;
      }),
    }));
    frame.bottom.replaceChildren(handBar(groups, { empty: '', name: 'Hand' }).el);
    const mine = u.legal.length > 0 && !o.readOnly;
    panel.replaceChildren(
      mine
        ? decisionPanel(decision, {
            kind: 'turn',
            head: [h('div', { class: 'prompt-text', text: WORDS.turn(v.turn) })],
            label: (s) => (s.on === CARD ? WORDS.card(s.id) : WORDS.pass),
            chips: [{ on: CARD }],
            words: { cancel: 'Cancel', confirm: 'Confirm', sending: 'Sending…' },
          })
        : waitingPanel(v.result ? '' : WORDS.waiting(v.turn)),
    );
  }

  const player: UpdatePlayer<Update> = new UpdatePlayer<Update>({
    log: (e) => frame.log(e),
    animate: (e, speed) => {
      const ev = e as Event;
      if (ev.type === 'blew') return announce(frame.main, `The storm: −${ev.gust}`, 'danger', speed);
      if (ev.type === 'played') return announce(frame.main, `${ev.keeper}: +${ev.card}`, 'accent', speed);
    },
    draw: () => render(),
    shown: (u) => frame.shown(u),
  });

  return {
    push: (u) => player.push(u as Update),
    setHint: (a) => {
      decision.setHint((a as Action | null) ?? null);
      render();
    },
    redraw: () => {
      answers.reopen();
      render();
    },
    result: (u) => {
      const v = (u as Update).view;
      return {
        content: [
          h('h1', { text: v.result?.winner === 'keepers' ? 'The lanterns are lit' : 'The storm wins' }),
          resultTable({ columns: ['Light'], rows: [{ label: 'Total', values: [v.light], total: true }] }),
        ],
      };
    },
    destroy: () => player.destroy(),
  };
}
