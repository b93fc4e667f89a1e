/**
 * The decision panel (the screen kit's, in Tsunami's words, §14): what the viewer is asked now, the map's lit hexes
 * also as chips, the members as chips, and the rest as buttons. A reaction reads as a quick question to the right
 * player ("Grandma: use Wisdom?"). Another seat's decision shows who is deciding, for which member.
 */
import type { Lang } from '../../../i18n/lang';
import { CARDS, ROLE_DEFS, type CardId, type UnitId } from '../../../../shared/tsunami/data/numbers';
import type { Prompt, View } from '../../../../shared/tsunami/types';
import type { Decision } from '../../../kit/decision';
import { BUTTON, type Step } from '../../../kit/funnel';
import { decisionPanel, waitingPanel } from '../../../kit/panel';
import { cardFace } from '../../../kit/widgets/card';
import { htmlFace } from '../board/cards';
import { cardInfo } from './inspect-texts';
import { h } from '../../../ui/dom';
import type { Action } from '../../../../shared/tsunami/types';
import { HEX, UNIT, kindOf } from '../choices';
import { say, type UiKey } from '../i18n/ui';
import { SKILL, cardName, cardText, hexName, memberName } from '../i18n/words';

export interface PromptCtx {
  view: View;
  seat: string;
  decision: Decision<Action>;
  /** The viewer's own decision, shown. */
  prompt: Prompt | null;
  readOnly: boolean;
  lang: Lang;
  /** A seat's name (the frame's). */
  seatName(seat: string): string;
}

const PLAIN: Partial<Record<string, UiKey>> = {
  foresight: 'foresight',
  lead: 'lead',
  release: 'release',
  carry: 'carry',
  bottle: 'bottle',
  stop: 'stop',
  dash: 'dash',
  stumble: 'stumble',
  done: 'done',
  experience: 'experience',
  dangerSense: 'dangerSense',
  pull: 'pullBag',
};

function buttonLabel(id: string, p: Prompt, v: View, l: Lang): string {
  const unit = p.unit ? memberName(p.unit, l) : '';
  if (id.startsWith('mix:')) {
    const u = v.units.find((x) => x.id === p.unit);
    const [a, b] = u ? ROLE_DEFS[u.role].cards : [];
    const x = Number(id.slice(4));
    return a && b ? say('mixOption', { a: SKILL[a][l], b: SKILL[b][l], x, y: v.options.skillCards - x }, l) : id;
  }
  const { name, bag } = kindOf(id);
  const paid = (s: string) => (bag ? s + say('bag', {}, l) : s);
  if (name.startsWith('react:')) return paid(say(`react${name.slice(6)}` as UiKey, {}, l));
  if (name === 'go') return say('go', {}, l);
  if (name === 'end') return say('end', { u: unit }, l);
  if (name === 'pass')
    return say(
      p.kind === 'reaction' ? 'pass' : p.kind === 'routeFound' || p.kind === 'familyCall' ? 'stay' : 'notNow',
      {},
      l,
    );
  if (name === 'release') {
    const u = v.units.find((x) => x.id === p.unit);
    return u?.leading
      ? `${say('release', {}, l)}${l === 'ja' ? '（' : ' ('}${memberName(u.leading, l)}${l === 'ja' ? '）' : ')'}`
      : say('release', {}, l);
  }
  const key = PLAIN[name];
  return key ? paid(say(key, {}, l)) : id;
}

/** The title and question of the viewer's decision. */
function head(p: Prompt, v: View, taps: readonly Step[], l: Lang): (HTMLElement | null)[] {
  const u = p.unit ? memberName(p.unit, l) : '';
  const acting = v.units.find((x) => x.id === p.unit);
  const first = taps[0]?.id ?? '';
  const title = (text: string) => h('div', { class: 'prompt-title', text });
  const text = (t: string) => h('div', { class: 'prompt-text', text: t });
  switch (p.kind) {
    case 'skillMix':
      return [title(say('skillMix', { u, n: v.options.skillCards }, l)), text(say('skillMixHelp', {}, l))];
    case 'claim':
      return [title(say('claim', {}, l)), text(say('claimHelp', {}, l))];
    case 'beforeMove':
      if (first.startsWith('foresight')) return [title(say('foresight', {}, l)), text(say('pickHex', {}, l))];
      if (first.startsWith('lead')) return [title(say('lead', {}, l)), text(say('pickMember', {}, l))];
      return [title(say('beforeMove', { u }, l))];
    case 'step': {
      const act = v.activation;
      const left = act && act.unit === p.unit ? act.allowance : 0;
      return [title(say('step', { u, n: left }, l)), text(say('stepHelp', {}, l))];
    }
    case 'reaction':
      return [
        title(say('reaction', { u, h: hexName(p.hex ?? 0), c: p.card ? cardName(p.card, l) : '' }, l)),
        p.card ? miniCard(p.card, l) : null,
      ];
    case 'pullUp': {
      const puller = v.units.find((x) => x.cards.pullUp !== undefined && x.id !== p.unit && x.seat === p.seat);
      return [title(say('pullUp', { p: memberName(puller?.id ?? 'father', l), u }, l)), text(say('pullHelp', {}, l))];
    }
    case 'familyCall':
      return [title(say('familyCall', {}, l)), taps.length ? text(say('pickHex', {}, l)) : null];
    case 'routeFound':
      return [title(say('routeFound', {}, l))];
    case 'flashlight':
      return [title(say('flashlight', { n: 3 - taps.length }, l))];
    case 'shortcut':
      return [title(say('shortcut', {}, l))];
    case 'afterMove':
      if (first.startsWith('experience'))
        return [title(say('experience', {}, l)), text(say(taps.length < 2 ? 'pickFrom' : 'pickTo', {}, l))];
      if (first.startsWith('dangerSense')) return [title(say('dangerSense', {}, l)), text(say('pickHex', {}, l))];
      return [title(say('afterMove', { u: acting ? memberName(acting.id, l) : u }, l))];
    default:
      return [title(p.kind)];
  }
}

/** A small face of the card met (its kind's colour, its name, what it does): the kit's card face, inspectable. */
export function miniCard(card: CardId, l: Lang): HTMLElement {
  return cardFace({
    size: 'line',
    cls: `ts-mini-card kind-${CARDS[card].kind}`,
    attrs: { 'data-test': 'met-card', 'data-card': card },
    parts: [h('b', { text: cardName(card, l) }), h('span', { text: cardText(card, l) })],
    info: () => ({ ...cardInfo(card, l), picture: htmlFace(card, l) }),
  });
}

function waiting(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const v = c.view;
  let text = '';
  if (v.result) text = say('over', {}, l);
  else if (v.phase === 'tsunami') text = say('rising', {}, l);
  else if (v.activation) {
    const u = v.units.find((x) => x.id === v.activation?.unit);
    const asked = v.prompts.filter((p) => p.seat !== u?.seat);
    // someone else's answer holds the move up (a reaction, a pull-up): say whose
    text = asked.length
      ? say('waitingFor', { who: [...new Set(asked.map((p) => c.seatName(p.seat)))].join('・') }, l)
      : say('moving', { u: memberName(v.activation.unit, l), who: c.seatName(u?.seat ?? '') }, l);
  } else if (v.prompts.length)
    text = say('waitingFor', { who: [...new Set(v.prompts.map((p) => c.seatName(p.seat)))].join('・') }, l);
  return waitingPanel(text, { cls: 'ts-waiting', test: 'prompt' });
}

export function promptPanel(c: PromptCtx): HTMLElement {
  const l = c.lang;
  const p = c.prompt;
  const d = c.decision;
  if (c.readOnly || !p) return waiting(c);
  const v = c.view;
  const taps = d.choice.taps;
  const label = (s: Step): string => {
    if (s.on === HEX) return hexName(Number(s.id));
    if (s.on === UNIT) {
      const name = memberName(s.id as UnitId, l);
      if (p.kind === 'claim') {
        const u = v.units.find((x) => x.id === s.id);
        return `${say('claimChip', { u: name }, l)}${u?.preview ? ` (${u.preview.total})` : ''}`;
      }
      return p.kind === 'familyCall' ? say('callChip', { u: name }, l) : name;
    }
    return s.on === BUTTON ? buttonLabel(s.id, p, v, l) : s.id;
  };
  const ready = d.ready;
  const foot =
    ready?.type === 'done'
      ? [
          h('div', {
            class: 'prompt-meta',
            'data-test': 'done-warning',
            text: say(
              'doneSure',
              {
                list: v.units
                  .filter((u) => u.seat === c.seat && u.canActivate)
                  .map((u) => memberName(u.id, l))
                  .join(l === 'ja' ? '・' : ', '),
              },
              l,
            ),
          }),
        ]
      : [];
  return decisionPanel(d, {
    kind: p.kind,
    cls: `ts-prompt mine ${p.kind}`,
    head: head(p, v, taps, l),
    foot,
    showPath: false,
    chips: [
      { on: UNIT, test: 'unit-option' },
      { on: HEX, test: 'hex-option', note: p.kind === 'step' ? undefined : say('pickHex', {}, l) },
    ],
    label,
    button: (s) => {
      const { name } = kindOf(s.id);
      const quiet = ['pass', 'stop', 'end', 'done', 'release'].includes(name);
      return { key: s.id, cls: quiet ? '' : 'primary' };
    },
    cancelTest: 'option-cancel',
    words: { cancel: say('back', {}, l), confirm: say('confirm', {}, l), sending: say('sending', {}, l) },
  });
}
