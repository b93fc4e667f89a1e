/**
 * The bottom bar: the viewer's own cards. A human sees its action cards (a tap during its card decision picks one
 * to play or discard); Leviath sees its awakening and evolution cards (a tap picks one when it may be played now).
 * Cards that cannot be played now are only looked at: a tap zooms them.
 */
import type { Lang } from '../../../i18n/lang';
import type { Action, HumanCardId, View } from '../../../../shared/leviath/types';
import { h } from '../../../ui/dom';
import { inspectable } from '../../../ui/inspect';
import { keyOf, keys, type Funnel } from '../choices';
import { say } from '../i18n/ui';
import { cardFace, cardInfo, viewCard, type CardRef } from './card-face';

export interface HandCtx {
  view: View;
  seat: string;
  legal: Action[];
  funnel: Funnel;
  hint: Action | null;
  active: boolean;
  lang: Lang;
  setFunnel(f: Funnel): void;
}

function playable(ref: CardRef, key: string, c: HandCtx, test: string, marked: boolean): HTMLElement {
  const el = cardFace(ref, c.lang, { tag: 'button' });
  el.classList.add('playable');
  if (c.funnel.key === key || c.funnel.key === `hand:${key.split(':')[1]}`) el.classList.add('selected');
  if (marked) el.classList.add('can');
  const hk = c.hint ? keyOf(c.hint) : null;
  if (hk && hk.split(':')[1] === key.split(':')[1]) el.classList.add('hinted');
  el.setAttribute('data-test', test);
  el.onclick = () => c.setFunnel({ key, picks: {} });
  return inspectable(el, () => cardInfo(ref, c.lang));
}

export function handBar(c: HandCtx): HTMLElement | null {
  const v = c.view;
  const l = c.lang;
  const offered = new Set(c.active ? keys(c.legal) : []);
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
          ? playable({ awakening: card }, key, c, 'kaiju-card', true)
          : withTest(viewCard({ awakening: card }, l, false), 'kaiju-card'),
      );
    }
    for (const e of sec.evolution) {
      const key = `evolve:${e.card}`;
      const el = offered.has(key)
        ? playable({ evolution: e.card }, key, c, 'kaiju-card', true)
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
      ? playable({ human: card }, `hand:${card}`, c, 'hand-card', offered.has(`play:${card}`))
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
