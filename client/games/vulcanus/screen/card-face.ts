/**
 * Card faces: the same card drawn at five sizes, all from `cardText` (names, costs, effects and whether the extra
 * is unlocked, read from the view) and the card's motif.
 * - `full`: the hand, the reveal banner and the zoomed card — name, cost, art, basic effect, extra effect;
 * - `slot`: the plan board while planning — name, cost, a few words of effect, the extra's mark;
 * - `mini`: the plan strip during the rest of the round — art, name, a few words;
 * - `line`: the card that asks a decision, in the side column — art, name, cost, basic effect;
 * - `hand`: the hand while planning — cost, name, a few words (the whole card is read beside the plan).
 * Every face is inspectable: a hover shows it, a tap (or long press) zooms it through the shell's inspect service.
 */
import { cardOwner, type CardId } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import type { InspectInfo } from '../../../ui/inspect';
import { cardFace as kitCardFace } from '../../../kit/widgets/card';
import { h } from '../../../ui/dom';
import { cardText, type CardContext, type CardText } from '../i18n/card-text';
import { CARD_LABELS } from '../i18n/cards';
import { getLang, n } from '../i18n/index';
import { numbers } from '../numbers';
import { cardArt } from './card-art';

export type FaceSize = 'full' | 'slot' | 'mini' | 'line' | 'hand';

/** What a face needs of the view: the game's numbers, the research reached, the evolution tree. */
export function cardContext(v: View): CardContext {
  return { numbers: numbers(), research: v.humans.research, tree: v.kaiju.tree };
}

function ownerClass(card: CardId): string {
  if (card === '?') return 'back';
  const owner = cardOwner(card);
  return owner === 'kaiju' ? 'kaiju' : `human ${owner}`;
}

function costChip(c: CardText): HTMLElement {
  const L = CARD_LABELS[getLang()];
  return h('span', {
    class: `card-cost${c.free ? ' free' : ''}`,
    'data-test': 'card-cost',
    title: L.cost,
    text: c.free ? L.free : `¥ ${c.cost}`,
  });
}

function extraBox(c: CardText): HTMLElement | null {
  if (!c.extra) return null;
  const L = CARD_LABELS[getLang()];
  // what unlocks it (a key, an evolution tile), whether it is, then what it does: one block
  return h(
    'div',
    { class: `card-extra${c.extra.unlocked ? ' unlocked' : ''}`, 'data-test': 'card-extra' },
    h('b', {
      class: 'card-extra-label',
      text: c.extra.unlocked ? `★ ${c.extra.label} · ${L.unlocked}: ` : `${c.extra.label}: `,
    }),
    c.extra.text,
  );
}

function body(c: CardText, size: FaceSize): (HTMLElement | SVGElement | null)[] {
  const name = h('span', { class: 'card-name', text: c.name });
  const role = c.owner === 'kaiju' ? null : h('small', { class: 'card-role', text: n().role(c.owner) });
  const art = h('div', { class: 'card-art-box' }, cardArt(c.type));
  if (size === 'mini') return [art, name, h('span', { class: 'card-short', text: c.short })];
  // the hand while planning: compact, nothing cut (its few words wrap); the whole text is read beside the plan
  // (no picture: a hand of twelve must fit beside the plan; the reading pane and the zoom show it)
  if (size === 'hand')
    return [
      // the cost floats at the top right, the name flows beside it (screen/plan.css)
      costChip(c),
      name,
      h('span', { class: 'card-short', text: c.short }),
      c.extra?.unlocked ? h('span', { class: 'card-star', text: '★' }) : null,
    ];
  if (size === 'line')
    return [
      art,
      h(
        'div',
        { class: 'card-line-text' },
        h('div', { class: 'card-head' }, name, costChip(c)),
        h('div', { class: 'card-basic', text: c.basic }),
        c.extra?.unlocked ? extraBox(c) : null,
      ),
    ];
  if (size === 'slot')
    return [
      name,
      h('span', { class: 'card-short', text: c.short }),
      c.extra?.unlocked ? h('span', { class: 'card-star', text: '★' }) : null,
    ];
  // a landscape face: the picture beside the name and cost, the effects below
  return [
    h('div', { class: 'card-head' }, art, h('div', { class: 'card-title' }, name, costChip(c))),
    h('div', { class: 'card-basic', text: c.basic }),
    extraBox(c),
    role,
  ];
}

/**
 * A face of `card` ('?' for a face-down card). `tapZoom` (default true) lets a tap zoom it: false where a tap
 * does something else (a hand card to place, a placed card to take back), which a long press still zooms.
 */
export function cardFace(
  card: CardId,
  v: View,
  size: FaceSize,
  o: { attrs?: Record<string, string>; tapZoom?: boolean } = {},
): HTMLElement {
  const c = cardText(card, getLang(), cardContext(v));
  const el = kitCardFace({
    // the hand's compact face is the kit's mini, styled for the hand
    size: size === 'hand' ? 'mini' : size,
    cls: `${ownerClass(card)}${size === 'hand' ? ' hand' : ''}`,
    attrs: { 'data-card': card, ...o.attrs },
    parts: c ? body(c, size) : [h('span', { class: 'card-back-mark', text: '◆' })],
    info: () => cardInfo(card, v),
    // a face-down card has nothing to zoom
    tapZoom: !!c && o.tapZoom !== false,
  });
  if (c?.extra?.unlocked) el.classList.add('extra-on');
  return el;
}

/** The inspect service's text for a card: a large copy of its face, its owner and when its extra applies. */
export function cardInfo(card: CardId, v: View): InspectInfo {
  const lang = getLang();
  const L = CARD_LABELS[lang];
  const c = cardText(card, lang, cardContext(v));
  if (!c) return { title: L.hiddenCard, body: L.hiddenBody };
  const picture = kitCardFace({ size: 'zoom', cls: ownerClass(card), parts: body(c, 'full') });
  const owner = c.owner === 'kaiju' ? n().seat('kaiju') : n().role(c.owner);
  const extra = c.extra ? `${c.extra.label}: ${c.extra.unlocked ? L.unlocked : L.locked}` : '';
  return {
    title: c.name,
    cost: `${L.cost}: ${c.cost}`,
    body: [owner, extra].filter(Boolean).join('\n'),
    picture,
  };
}
