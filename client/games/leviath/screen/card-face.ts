/**
 * Card faces: the humans' action cards, the kaiju's evolution and awakening cards, and the backs others see. A face
 * shows the name, the energy for the kaiju's cards, an original motif and the effect; its inspect info shows a
 * larger copy with the full text (a tap zooms it where the card is not a button).
 */
import type { Lang } from '../../../i18n/lang';
import type { AwakeningId, EvolutionId, HumanCardId, Tier } from '../../../../shared/leviath/types';
import { AWAKENING, EVOLUTION } from '../../../../shared/leviath/data/numbers';
import { cardFace as kitCardFace } from '../../../kit/widgets/card';
import { h } from '../../../ui/dom';
import type { InspectInfo } from '../../../ui/inspect';
import { inspectable } from '../../../ui/inspect';
import { WHEN, awakeningCard, evolutionCard, evolutionEnergy, humanCard } from '../i18n/cards';
import { say } from '../i18n/ui';
import { TIER, fill } from '../i18n/words';
import { cardArt } from './card-art';

export type CardRef =
  | { human: HumanCardId }
  | { evolution: EvolutionId }
  | { awakening: AwakeningId }
  | { evolutionBack: Tier }
  | { awakeningBack: true };

const tierName = (t: Tier, l: Lang) => fill(TIER[l], { n: t });

interface Face {
  cls: string;
  name: string;
  text: string;
  corner: string;
  sub: string;
}

function faceOf(ref: CardRef, l: Lang): Face {
  if ('human' in ref) {
    const c = humanCard(ref.human, l);
    return { cls: 'human', name: c.name, text: c.text, corner: '', sub: '' };
  }
  if ('evolution' in ref) {
    const c = evolutionCard(ref.evolution, l);
    const tier = EVOLUTION[ref.evolution].tier;
    return {
      cls: `evolution t${tier}`,
      name: c.name,
      text: c.text,
      corner: `${evolutionEnergy(ref.evolution)}⚡`,
      sub: tierName(tier, l),
    };
  }
  if ('awakening' in ref) {
    const c = awakeningCard(ref.awakening, l);
    const spec = AWAKENING[ref.awakening];
    return {
      cls: `awakening ${spec.when}`,
      name: c.name,
      text: c.text,
      corner: spec.energy ? `+${spec.energy}⚡` : '',
      sub: WHEN[spec.when][l],
    };
  }
  if ('evolutionBack' in ref)
    return {
      cls: `back evolution t${ref.evolutionBack}`,
      name: say('evolutionHidden', { tier: tierName(ref.evolutionBack, l) }, l),
      text: say('evolutionBackHelp', {}, l),
      corner: '',
      sub: tierName(ref.evolutionBack, l),
    };
  return {
    cls: 'back awakening',
    name: say('awakeningBack', {}, l),
    text: say('awakeningBackHelp', {}, l),
    corner: '',
    sub: '',
  };
}

function artOf(ref: CardRef): SVGSVGElement | null {
  if ('human' in ref) return cardArt({ human: ref.human });
  if ('evolution' in ref) return cardArt({ evolution: ref.evolution });
  if ('awakening' in ref) return cardArt({ awakening: ref.awakening });
  return null;
}

/** The card itself. */
export function cardFace(ref: CardRef, l: Lang, o: { small?: boolean; tag?: 'div' | 'button' } = {}): HTMLElement {
  const f = faceOf(ref, l);
  const art = artOf(ref);
  return kitCardFace({
    size: o.small ? 'mini' : 'full',
    cls: `lv-card ${f.cls}${o.small ? ' small' : ''}`,
    tag: o.tag,
    parts: [
      h('span', { class: 'lv-card-name', text: f.name }),
      f.corner ? h('span', { class: 'lv-card-energy', text: f.corner }) : null,
      art
        ? h('span', { class: 'lv-card-pic' }, art as unknown as HTMLElement)
        : h('span', { class: 'lv-card-pic back-pic', text: '?' }),
      f.sub ? h('span', { class: 'lv-card-sub', text: f.sub }) : null,
      o.small ? null : h('span', { class: 'lv-card-text', text: f.text }),
    ],
  });
}

export function cardInfo(ref: CardRef, l: Lang): InspectInfo {
  const f = faceOf(ref, l);
  return {
    title: f.name,
    body: [f.sub, f.text].filter(Boolean).join('\n'),
    cost: f.corner || undefined,
    picture: cardFace(ref, l),
  };
}

/** A card to look at (not to play): inspectable, and a tap zooms it. */
export function viewCard(ref: CardRef, l: Lang, small = true): HTMLElement {
  const el = cardFace(ref, l, { small });
  inspectable(el, () => cardInfo(ref, l));
  el.setAttribute('data-inspect-zoom', '');
  return el;
}
