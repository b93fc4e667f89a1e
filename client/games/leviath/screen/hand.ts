/**
 * The bottom bar: the viewer's own cards. A human sees its action cards (a tap during its card decision picks one
 * to play or discard); Leviath sees its awakening and evolution cards (a tap picks one when it may be played now).
 * Cards that cannot be played now are only looked at: a tap zooms them.
 */
import type { Lang } from '../../../i18n/lang';
import type { Action, HumanCardId, View } from '../../../../shared/leviath/types';
import { h } from '../../../ui/dom';
import { inspectable } from '../../../ui/inspect';
import type { Decision } from '../../../kit/decision';
import { button, type Step } from '../../../kit/funnel';
import { HAND, keyOf } from '../choices';
import { say } from '../i18n/ui';
import { cardFace, cardInfo, viewCard, type CardRef } from './card-face';

export interface HandCtx {
  view: View;
  seat: string;
  /** The decision on screen (the kit's). */
  decision: Decision<Action>;
  /** It is the viewer's decision, not yet answered. */
  active: boolean;
  lang: Lang;
}

/** A card that may be picked now: a tap starts the decision over from it. */
function playable(ref: CardRef, step: Step, c: HandCtx, test: string, marked: boolean, hinted: boolean): HTMLElement {
  const el = cardFace(ref, c.lang, { tag: 'button' });
  el.classList.add('playable');
  const first = c.decision.choice.taps[0];
  if (first && first.on === step.on && first.id === step.id) el.classList.add('selected');
  if (marked) el.classList.add('can');
  if (hinted) el.classList.add('hinted');
  el.setAttribute('data-test', test);
  el.onclick = () => {
    c.decision.cancel();
    c.decision.tap(step);
  };
  return inspectable(el, () => cardInfo(ref, c.lang));
}

export function handBar(c: HandCtx): HTMLElement | null {
  const v = c.view;
  const l = c.lang;
  const d = c.decision;
  // what the decision offers from its start: the kaiju's cards are buttons of their own, a human's are in the hand
  const offered = new Set(c.active ? d.options.map(keyOf) : []);
  const hint = d.hinted;
  const hintCard = hint && 'card' in hint ? String(hint.card) : null;
  const row = h('div', { class: 'lv-hand', 'data-test': 'hand' });
  if (c.seat === 'kaiju') {
    const sec = v.secret;
    if (!sec) return null;
    for (const card of sec.awakening) {
      const key = offered.has(`awaken:${card}`)
        ? `awaken:${card}`
        : offered.has(`react:${card}`)
          ? `react:${card}`
          : null;
      row.append(
        key
          ? playable({ awakening: card }, button(key), c, 'kaiju-card', true, hintCard === card)
          : withTest(viewCard({ awakening: card }, l, false), 'kaiju-card'),
      );
    }
    for (const e of sec.evolution) {
      const key = `evolve:${e.card}`;
      const el = offered.has(key)
        ? playable({ evolution: e.card }, button(key), c, 'kaiju-card', true, hintCard === e.card)
        : withTest(viewCard({ evolution: e.card }, l, false), 'kaiju-card');
      if (e.revealed) el.classList.add('revealed');
      row.append(el);
    }
    if (!row.childElementCount) return null;
    return h('div', { class: 'lv-hand-bar' }, h('small', { class: 'lv-note', text: say('yourCards', {}, l) }), row);
  }
  const mine = v.hands[c.seat]?.cards;
  if (!mine) return null;
  const choosing = offered.size > 0 && v.prompt?.kind === 'card';
  for (const card of mine as HumanCardId[]) {
    const el = choosing
      ? playable(
          { human: card },
          { on: HAND, id: card },
          c,
          'hand-card',
          offered.has(`play:${card}`),
          hintCard === card,
        )
      : withTest(viewCard({ human: card }, l, false), 'hand-card');
    el.setAttribute('data-card', card);
    row.append(el);
  }
  return h('div', { class: 'lv-hand-bar' }, h('small', { class: 'lv-note', text: say('yourHand', {}, l) }), row);
}

const withTest = (el: HTMLElement, test: string): HTMLElement => {
  el.setAttribute('data-test', test);
  return el;
};
