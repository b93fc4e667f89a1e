/**
 * A card's texts for one game: the words of cards.ts with the game's numbers filled in, and whether its extra
 * effect is unlocked — read from what the view shows (the research track for a human key, the evolution tree for
 * the kaiju), never from rules of the client's own.
 */
import {
  EXTRA_EFFECTS,
  HUMAN_CARDS,
  KAIJU_CARDS,
  cardOwner,
  cardType,
  type CardId,
  type HumanCardType,
  type KaijuCardType,
  type RoleId,
} from '../../../../shared/vulcanus/data/cards';
import type { Numbers } from '../../../../shared/vulcanus/data/numbers';
import type { Lang } from '../../../i18n/lang';
import { fillPlurals } from '../../../i18n/plural';
import { CARD_LABELS, HUMAN_CARD_WORDS, KAIJU_CARD_WORDS, type Words2 } from './cards';

/** What a card face needs to know of the game: its numbers, the research reached and the evolution tree. */
export interface CardContext {
  numbers: Numbers;
  research: number;
  tree: Readonly<Record<KaijuCardType, boolean>>;
}

export interface CardText {
  type: string;
  owner: RoleId | 'kaiju';
  name: string;
  basic: string;
  short: string;
  /** The cost phrased for the face, or the word for free. */
  cost: string;
  free: boolean;
  extra: { label: string; text: string; unlocked: boolean } | null;
}

/** The game's numbers as `{name}` parameters: nested numbers by their dotted path, and a few derived ones. */
export function numberParams(n: Numbers): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'number') out[prefix + k] = v;
      else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v as object, `${prefix}${k}.`);
    }
  };
  walk(n, '');
  // the budget marker's last square (0–1–2): where a request turns the spent funds back
  out.budgetTop = n.budgetTrackLength - 1;
  return out;
}

/**
 * Fills `{name}` from the parameters, each `{name, plural, …}` by the language's rules; an unknown name is left
 * visible (a test finds it).
 */
export function fillNumbers(text: string, p: Record<string, number>, lang: Lang): string {
  return fillPlurals(text, p, lang).replace(/\{([\w.]+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}

const isKaiju = (type: string): type is KaijuCardType => type in KAIJU_CARDS;
const isHuman = (type: string): type is HumanCardType => type in HUMAN_CARDS;

/** The key (1–3) of `role` that unlocks the extra of card type `type`, or null when the role has none for it. */
export function extraKey(role: RoleId, type: HumanCardType): number | null {
  const i = EXTRA_EFFECTS[role].findIndex((types) => types.includes(type));
  return i < 0 ? null : i + 1;
}

/** Everything a face shows of `card` (an instance id such as "fireChief:moveFire:1"), or null for a hidden card. */
export function cardText(card: CardId, lang: Lang, ctx: CardContext): CardText | null {
  if (card === '?') return null;
  const type = cardType(card);
  const owner = cardOwner(card);
  const p = numberParams(ctx.numbers);
  const L = CARD_LABELS[lang];
  const fill = (w: Words2 | undefined) => (w ? fillNumbers(w[lang], p, lang) : '');
  if (isKaiju(type)) {
    const w = KAIJU_CARD_WORDS[type];
    return {
      type,
      owner,
      name: KAIJU_CARDS[type][lang],
      basic: fill(w.basic),
      short: fill(w.short),
      cost: L.free,
      free: true,
      extra: { label: L.evolution, text: fill(w.extra), unlocked: !!ctx.tree[type] },
    };
  }
  if (!isHuman(type) || owner === 'kaiju') return null;
  const w = HUMAN_CARD_WORDS[type];
  const key = extraKey(owner, type);
  const extraWords = w.extras?.[owner];
  const at = key ? ctx.numbers.keyThresholds[key - 1] : 0;
  return {
    type,
    owner,
    name: HUMAN_CARDS[type][lang],
    basic: fill(w.basic),
    short: fill(w.short),
    cost: w.cost ? fill(w.cost) : L.free,
    free: !w.cost,
    extra:
      key && extraWords
        ? {
            label: fillNumbers(L.key, { n: key, at }, lang),
            text: fill(extraWords),
            unlocked: ctx.research >= at,
          }
        : null,
  };
}
