/** Vulcanus card faces (issue 11 §2): every card's texts in ja and en, numbers from the game, extras marked. */
import { describe, expect, it } from 'vitest';
import {
  EXTRA_EFFECTS,
  HUMAN_CARDS,
  KAIJU_CARD_TYPES,
  ROLE_IDS,
  humanDeck,
  kaijuDeck,
  type HumanCardType,
} from '../../shared/vulcanus/data/cards';
import { DEFAULT_NUMBERS, type Numbers } from '../../shared/vulcanus/data/numbers';
import { HUMAN_CARD_WORDS, KAIJU_CARD_WORDS } from '../../client/games/vulcanus/i18n/cards';
import { cardText, extraKey, type CardContext } from '../../client/games/vulcanus/i18n/card-text';
import { ART_TYPES, cardArtSvg } from '../../client/games/vulcanus/screen/card-art';

const noTree = Object.fromEntries(KAIJU_CARD_TYPES.map((k) => [k, false])) as CardContext['tree'];
const ctx = (over: Partial<CardContext> = {}): CardContext => ({
  numbers: DEFAULT_NUMBERS,
  research: 0,
  tree: noTree,
  ...over,
});
const allCards = [...ROLE_IDS.flatMap((r) => humanDeck(r)), ...kaijuDeck()];

describe('card texts', () => {
  it('every card of every deck has a name, a basic effect, a short text and a cost in both languages, all numbers filled', () => {
    expect(allCards.length).toBe(4 * 9 + 12);
    for (const lang of ['ja', 'en'] as const)
      for (const card of allCards) {
        const c = cardText(card, lang, ctx());
        expect(c, card).not.toBeNull();
        if (!c) continue;
        for (const s of [c.name, c.basic, c.short, c.cost, c.extra?.text ?? 'none', c.extra?.label ?? 'none']) {
          expect(s, `${lang} ${card}`).not.toBe('');
          // a `{name}` left in a text is a number the game does not have
          expect(s, `${lang} ${card}`).not.toMatch(/[{}]/);
        }
      }
  });

  it('numbers come from the game: a game with other numbers says other numbers', () => {
    const other: Numbers = {
      ...DEFAULT_NUMBERS,
      moveSteps: 7,
      mobilizationCost: 5,
      extra: { ...DEFAULT_NUMBERS.extra, fireChiefMoveFireSteps: 9 },
    };
    const move = cardText('fireChief:moveFire:1', 'en', ctx({ numbers: other }));
    expect(move?.basic).toContain('7 steps');
    expect(move?.extra?.text).toContain('9 steps');
    expect(cardText('jointStaff:mobilization:1', 'ja', ctx({ numbers: other }))?.cost).toContain('5');
    expect(cardText('jointStaff:mobilization:1', 'en', ctx())?.cost).toContain(
      String(DEFAULT_NUMBERS.mobilizationCost),
    );
  });

  it('each role’s extra effects are worded exactly where data/cards.ts gives that role a key for the card', () => {
    for (const role of ROLE_IDS)
      for (const type of Object.keys(HUMAN_CARDS) as HumanCardType[]) {
        const key = extraKey(role, type);
        const words = HUMAN_CARD_WORDS[type].extras?.[role];
        expect(!!words, `${role} ${type}`).toBe(key !== null);
      }
    expect(EXTRA_EFFECTS.fireChief[1]).toContain('moveFire');
    expect(extraKey('fireChief', 'moveFire')).toBe(2);
    for (const type of KAIJU_CARD_TYPES) expect(KAIJU_CARD_WORDS[type].extra.en).not.toBe('');
  });

  it('a human extra is unlocked once research reaches its key; a kaiju extra once its tree node holds a tile', () => {
    const [k1, k2] = DEFAULT_NUMBERS.keyThresholds;
    const heli = cardText('fireChief:firefighting:1', 'en', ctx({ research: k1 - 1 }));
    expect(heli?.extra).toMatchObject({ unlocked: false });
    expect(heli?.extra?.label).toContain(`Key 1 (research ${k1})`);
    expect(cardText('fireChief:firefighting:1', 'en', ctx({ research: k1 }))?.extra?.unlocked).toBe(true);
    expect(cardText('fireChief:moveFire:1', 'en', ctx({ research: k1 }))?.extra?.unlocked).toBe(false);
    expect(cardText('fireChief:moveFire:1', 'en', ctx({ research: k2 }))?.extra?.unlocked).toBe(true);
    // a card the role has no extra for shows none
    expect(cardText('fireChief:moveCitizens:1', 'en', ctx({ research: 30 }))?.extra).toBeNull();
    expect(cardText('kaiju:stomp:1', 'ja', ctx())?.extra?.unlocked).toBe(false);
    expect(cardText('kaiju:stomp:1', 'ja', ctx({ tree: { ...noTree, stomp: true } }))?.extra?.unlocked).toBe(true);
    expect(cardText('?', 'en', ctx())).toBeNull();
  });

  it('costs are shown before paying: Mobilization, Firefighting and Bunker Buster say theirs, moves are free', () => {
    expect(cardText('fireChief:mobilization:1', 'en', ctx())?.cost).toBe(
      `${DEFAULT_NUMBERS.mobilizationCost} per unit`,
    );
    expect(cardText('fireChief:firefighting:1', 'en', ctx())?.free).toBe(false);
    expect(cardText('jointStaff:bunkerBuster:1', 'en', ctx())?.cost).toBe(String(DEFAULT_NUMBERS.bunkerBusterCost));
    expect(cardText('jointStaff:moveSdf:1', 'ja', ctx())).toMatchObject({ free: true, cost: '無料' });
  });

  it('every card type has its own original motif', () => {
    const types = [...Object.keys(HUMAN_CARDS), ...KAIJU_CARD_TYPES];
    expect([...ART_TYPES].sort()).toEqual([...types].sort());
    const svgs = new Set(types.map(cardArtSvg));
    expect(svgs.size).toBe(types.length);
    for (const s of svgs) expect(s).toMatch(/^<svg [^>]*viewBox="0 0 64 40"/);
    // nothing is fetched from elsewhere
    for (const s of svgs) expect(s).not.toMatch(/href|url\(/);
    // well-formed: an attribute given twice makes the browser's parser show an error page instead of the art
    for (const s of svgs)
      for (const tag of s.match(/<[a-z]+\s[^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, tag).toBe(names.length);
      }
  });
});
