/**
 * The decision panel: what the viewer is asked now, worded, with the choices as buttons (the same choices glow on
 * the map and in the hand). The kaiju's actions show their energy before → after and wait for a confirmation; a
 * human's choice goes as soon as it is complete. Other seats' turns show only who is deciding (§15: a kaiju prompt
 * is "Leviath's turn", whatever its step).
 */
import type { Lang } from '../../../i18n/lang';
import type { Action, HumanCardId, PromptKind, Task, View } from '../../../../shared/leviath/types';
import { NUMBERS } from '../../../../shared/leviath/data/numbers';
import { h } from '../../../ui/dom';
import { chosen, keyOf, keys, nextField, remaining, valuesOf, type Funnel } from '../choices';
import { humanCard } from '../i18n/cards';
import { whereWords } from '../i18n/log';
import { say, type UiKey } from '../i18n/ui';
import { seatName, spaceName } from '../i18n/words';
import { actionLabel, deltaText, energyAfter, energyDelta, keyLabel, targetLabel, valueLabel } from './labels';

export interface PromptCtx {
  view: View;
  seat: string;
  legal: Action[];
  funnel: Funnel;
  hint: Action | null;
  /** An answer is on its way (or waiting out the window's minimum length). */
  sending: boolean;
  readOnly: boolean;
  lang: Lang;
  setFunnel(f: Funnel): void;
  send(a: Action): void;
}

const FIELD_ASK: Record<string, UiKey> = {
  ship: 'pickShip',
  mine: 'pickMine',
  from: 'pickFrom',
  region: 'pickRegion',
  letter: 'pickLetter',
  space: 'pickSpace',
  to: 'pickTo',
};

/** The kinds offered as one button per target rather than one button for the kind. */
const PER_TARGET = new Set(['start', 'flee', 'mine', 'eat', 'sweep']);

const top = (v: View): Task | undefined => v.tasks[v.tasks.length - 1];

/** The sentence that says what the viewer is asked. */
function question(c: PromptCtx, kind: PromptKind): string {
  const l = c.lang;
  const v = c.view;
  const t = top(v);
  switch (kind) {
    case 'ships':
      return t?.t === 'ships'
        ? say(t.kind === 'discard' ? 'shipsDiscard' : t.kind === 'sortie' ? 'shipsSortie' : 'ships', { n: t.left }, l)
        : say('ships', { n: NUMBERS.shipSteps }, l);
    case 'push':
      return say('push', { n: t?.t === 'ships' ? t.left : 1 }, l);
    case 'action':
      return say('action', { e: v.kaiju.energy }, l);
    case 'react':
      return t?.t === 'search'
        ? say('reactSearch', { card: humanCard(t.card, l).name, where: whereWords(t.spaces, l) }, l)
        : say('reactPresent', { space: t?.t === 'presence' ? spaceName(t.space, l) : '' }, l);
    case 'flee':
      return t?.t === 'presence' && t.slip ? say('fleeSlip', {}, l) : say('flee', {}, l);
    default:
      return say(kind as UiKey, {}, l);
  }
}

function button(text: string, attrs: Record<string, string>, onclick: () => void, cls = ''): HTMLElement {
  return h('button', { class: cls, ...attrs, text, onclick });
}

/** The panel while it is not the viewer's decision. */
function waiting(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const v = c.view;
  const p = v.prompt;
  let text = '';
  if (v.result) text = say('over', {}, l);
  else if (top(v)?.t === 'search' && p?.seat === 'kaiju') text = say('waitingAnswer', {}, l);
  else if (p?.kind === 'kaiju' || p?.seat === 'kaiju') text = say('kaijuThinking', {}, l);
  else if (p) text = say('waitingFor', { seat: seatName(p.seat, l) }, l);
  return h(
    'div',
    { class: `lv-prompt waiting${p?.seat === 'kaiju' ? ' kaiju' : ''}`, 'data-test': 'prompt' },
    h('b', { text }),
  );
}

export function promptPanel(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const p = c.view.prompt;
  if (c.readOnly || !p || p.seat !== c.seat || !c.legal.length || p.kind === 'kaiju') return waiting(c);
  const kind = p.kind;
  const box = h('div', { class: `lv-prompt mine ${kind}`, 'data-test': 'prompt', 'data-kind': kind });
  const f = c.funnel;
  const hintKey = c.hint ? keyOf(c.hint) : null;
  if (c.sending) {
    box.append(
      h('b', { text: question(c, kind) }),
      h('div', { class: 'lv-sending', 'data-test': 'sending', text: say('sending', {}, l) }),
    );
    return box;
  }
  const kaiju = c.seat === 'kaiju';
  const act = chosen(c.legal, f);
  // a complete kaiju decision waits for its confirmation, with the energy it costs
  if (act && kaiju) {
    const d = energyDelta(f.key ?? '', kind);
    const e = c.view.kaiju.energy;
    box.append(h('b', { text: actionLabel(act, kind, l) }));
    if (d !== null)
      box.append(
        h('div', {
          class: 'lv-energy-change',
          'data-test': 'energy-change',
          text: say('energyChange', { from: e, to: energyAfter(e, d) }, l),
        }),
      );
    box.append(
      h(
        'div',
        { class: 'lv-buttons' },
        button(say('back', {}, l), { 'data-test': 'back' }, () => c.setFunnel({ key: null, picks: {} })),
        button(say('confirm', {}, l), { 'data-test': 'confirm' }, () => c.send(act), 'primary'),
      ),
    );
    return box;
  }
  // a card picked from the hand: play it (when it has a legal target) or discard it
  if (f.key?.startsWith('hand:')) {
    const card = f.key.slice(5) as HumanCardId;
    const play = `play:${card}`;
    const canPlay = keys(c.legal).includes(play);
    box.append(
      h('b', { text: say('cardPicked', { card: humanCard(card, l).name }, l) }),
      h('small', { class: 'lv-card-help', text: humanCard(card, l).text }),
    );
    if (!canPlay) box.append(h('small', { class: 'lv-warn', text: say('noTarget', {}, l) }));
    box.append(
      h(
        'div',
        { class: 'lv-buttons' },
        canPlay
          ? button(
              say('play', {}, l),
              { 'data-test': 'choice', 'data-key': play },
              () => c.setFunnel({ key: play, picks: {} }),
              `primary${hintKey === play ? ' hinted' : ''}`,
            )
          : null,
        button(
          keyLabel(`discard:${card}`, kind, l),
          { 'data-test': 'choice', 'data-key': `discard:${card}` },
          () => c.setFunnel({ key: `discard:${card}`, picks: {} }),
          hintKey === `discard:${card}` ? 'hinted' : '',
        ),
        button(say('back', {}, l), { 'data-test': 'back' }, () => c.setFunnel({ key: null, picks: {} })),
      ),
    );
    return box;
  }
  if (f.key !== null) {
    const rem = remaining(c.legal, f);
    const field = nextField(rem, f);
    box.append(h('b', { text: `${keyLabel(f.key, kind, l)} — ${say(field ? FIELD_ASK[field] : 'confirm', {}, l)}` }));
    const picks = h('div', { class: 'lv-buttons picks' });
    if (field)
      for (const v of valuesOf(rem, field))
        picks.append(
          button(valueLabel(field, v, l), { 'data-test': 'pick', 'data-field': field, 'data-value': String(v) }, () =>
            c.setFunnel({ key: f.key, picks: { ...f.picks, [field]: v } }),
          ),
        );
    box.append(
      picks,
      h(
        'div',
        { class: 'lv-buttons' },
        button(say('back', {}, l), { 'data-test': 'back' }, () => c.setFunnel({ key: null, picks: {} })),
      ),
    );
    return box;
  }
  box.append(h('b', { text: question(c, kind) }));
  const list = h('div', { class: 'lv-buttons choices' });
  for (const key of keys(c.legal)) {
    // ship steps and the human's cards are chosen on the map and in the hand; the rest are buttons too
    if (key === 'shipStep' || key.startsWith('play:') || key.startsWith('discard:')) continue;
    const d = kaiju ? energyDelta(key, kind) : null;
    const single = remaining(c.legal, { key, picks: {} });
    const label = PER_TARGET.has(key) ? null : keyLabel(key, kind, l);
    if (label === null) {
      // one button per place or ship (the same glow on the map), worded by the target alone: the heading says what
      // is asked
      for (const a of single)
        list.append(
          button(targetLabel(a, l), { 'data-test': 'choice', 'data-key': key, 'data-action': JSON.stringify(a) }, () =>
            c.setFunnel(funnelOf(a)),
          ),
        );
      continue;
    }
    list.append(
      h(
        'button',
        {
          class: `${key === 'pass' || key === 'done' ? '' : 'primary'}${hintKey === key ? ' hinted' : ''}`,
          'data-test': 'choice',
          'data-key': key,
          onclick: () => c.setFunnel({ key, picks: {} }),
        },
        h('span', { text: label }),
        d !== null ? h('span', { class: 'lv-delta', text: deltaText(d) }) : null,
      ),
    );
  }
  if (kind === 'card') box.append(h('small', { class: 'lv-note', text: say('yourHand', {}, l) }));
  box.append(list);
  return box;
}

/** The funnel that has chosen exactly this action. */
export function funnelOf(a: Action): Funnel {
  const picks: Funnel['picks'] = {};
  const r = a as unknown as Record<string, string | number | undefined>;
  for (const k of ['ship', 'mine', 'from', 'region', 'letter', 'space', 'to'] as const)
    if (r[k] !== undefined) picks[k] = r[k];
  return { key: keyOf(a), picks };
}
