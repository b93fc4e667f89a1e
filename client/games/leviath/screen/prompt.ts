/**
 * The decision panel (the screen kit's, in Leviath's words): what the viewer is asked now, with the choices as
 * buttons (the same choices glow on the map and in the hand). The kaiju's actions show their energy before → after and wait for a confirmation; a
 * human's choice goes as soon as it is complete. Other seats' turns show only who is deciding (§15: a kaiju prompt
 * is "Leviath's turn", whatever its step).
 */
import type { Lang } from '../../../i18n/lang';
import type { Action, HumanCardId, PromptKind, ShipId, Task, View } from '../../../../shared/leviath/types';
import { NUMBERS } from '../../../../shared/leviath/data/numbers';
import type { Decision } from '../../../kit/decision';
import { BUTTON } from '../../../kit/funnel';
import { decisionPanel, waitingPanel } from '../../../kit/panel';
import { h } from '../../../ui/dom';
import { FIELD_ORDER, HAND, buttonKey, keyOf, targetButton, type Field } from '../choices';
import { humanCard } from '../i18n/cards';
import { whereWords } from '../i18n/log';
import { say, type UiKey } from '../i18n/ui';
import { seatName, shipName, spaceName } from '../i18n/words';
import { actionLabel, deltaText, energyAfter, energyDelta, keyLabel, targetLabel, valueLabel } from './labels';

export interface PromptCtx {
  view: View;
  seat: string;
  /** The decision on screen (the kit's): its taps, its offers, whether it was answered. */
  decision: Decision<Action>;
  /** It is the viewer's decision. */
  mine: boolean;
  readOnly: boolean;
  lang: Lang;
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

/** The panel while it is not the viewer's decision. */
function waiting(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const v = c.view;
  const p = v.prompt;
  let text = '';
  if (v.result) text = say('over', {}, l);
  // a replay waits for nobody: it says whose decision the step is
  else if (c.readOnly && p) text = say('waitingFor', { seat: seatName(p.seat, l) }, l);
  else if (top(v)?.t === 'search' && p?.seat === 'kaiju') text = say('waitingAnswer', {}, l);
  else if (p?.kind === 'kaiju' || p?.seat === 'kaiju') text = say('kaijuThinking', {}, l);
  else if (p) text = say('waitingFor', { seat: seatName(p.seat, l) }, l);
  return waitingPanel(text, { cls: `lv-waiting${p?.seat === 'kaiju' ? ' kaiju' : ''}`, test: 'prompt' });
}

export function promptPanel(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const p = c.view.prompt;
  const d = c.decision;
  if (c.readOnly || !p || p.seat !== c.seat || !c.mine || p.kind === 'kaiju') return waiting(c);
  const kind = p.kind;
  const ch = d.choice;
  const kaiju = c.seat === 'kaiju';
  const first = ch.taps[0];
  const key = ch.candidates.length ? keyOf(ch.candidates[0]) : '';
  const head: (HTMLElement | null)[] = [];
  const foot: (HTMLElement | null)[] = [];
  const act = d.ready;
  if (act) {
    // a complete kaiju decision waits for its confirmation, with the energy it costs
    const delta = energyDelta(keyOf(act), kind);
    const e = c.view.kaiju.energy;
    head.push(h('b', { text: actionLabel(act, kind, l) }));
    if (delta !== null)
      foot.push(
        h('div', {
          class: 'lv-energy-change',
          'data-test': 'energy-change',
          text: say('energyChange', { from: e, to: energyAfter(e, delta) }, l),
        }),
      );
  } else if (first?.on === HAND && ch.taps.length === 1) {
    // a card picked from the hand: play it (when it has a legal target) or discard it
    const card = first.id as HumanCardId;
    head.push(
      h('b', { text: say('cardPicked', { card: humanCard(card, l).name }, l) }),
      h('small', { class: 'lv-card-help', text: humanCard(card, l).text }),
    );
    if (!d.lit(BUTTON).includes(`play:${card}`))
      head.push(h('small', { class: 'lv-warn', text: say('noTarget', {}, l) }));
  } else if (ch.taps.length) {
    const field = ch.next.find((s) => s.on !== BUTTON)?.on;
    // a ship tapped for a step: name it in the question, not the action's internal kind
    const sailing = key === 'shipStep' && first?.on === 'ship' && field === 'to';
    head.push(
      h('b', {
        text: sailing
          ? say('sailWhere', { ship: shipName(first.id as ShipId, l) }, l)
          : `${keyLabel(key, kind, l)} — ${say(field ? FIELD_ASK[field] : 'confirm', {}, l)}`,
      }),
    );
  } else {
    head.push(h('b', { text: question(c, kind) }));
    if (kind === 'card') foot.push(h('small', { class: 'lv-note', text: say('yourHand', {}, l) }));
  }
  // the targets of a step after the first are buttons too (the same glow on the map)
  const chips = ch.taps.length
    ? FIELD_ORDER.map((on) => ({ on, test: 'pick', label: (id: string) => valueLabel(on, id, l) }))
    : [];
  const labelOf = (id: string): string => {
    const k = buttonKey(id);
    if (k === id) return keyLabel(k, kind, l);
    // one button per place or ship, worded by the target alone: the heading says what is asked
    const a = ch.candidates.find((x) => targetButton(x).id === id);
    return a ? targetLabel(a, l) : k;
  };
  return decisionPanel(d, {
    kind,
    cls: `lv-prompt mine ${kind}`,
    head,
    foot,
    showPath: false,
    chips,
    label: (s) => (s.on === BUTTON ? labelOf(s.id) : valueLabel(s.on as Field, s.id, l)),
    button: (s) => {
      const k = buttonKey(s.id);
      const delta = kaiju && !ch.taps.length ? deltaText(energyDelta(k, kind)) : '';
      return {
        test: 'choice',
        key: k,
        cls: k === 'pass' || k === 'done' || k.startsWith('discard:') ? '' : 'primary',
        sub: delta || undefined,
      };
    },
    cancelTest: 'back',
    words: { cancel: say('back', {}, l), confirm: say('confirm', {}, l), sending: say('sending', {}, l) },
  });
}
