/**
 * What every action card says (rules §8), in Japanese and English: one entry per card type of
 * shared/vulcanus/data/cards.ts. `{name}` marks a number of the game (data/numbers.ts, nested names joined with
 * a dot, e.g. `{extra.fireChiefMoveFireSteps}`), filled from the numbers the game was started with, so that a
 * balance change never leaves a card saying something else than it does.
 *
 * - `basic`: the basic effect; `short`: a few words for the small faces on the plan board;
 * - `cost`: what it costs (absent: free);
 * - `extra`: the kaiju's extra effect (its evolution-tree node) or, for a human card, one per role whose key
 *   unlocks it (the key is found in data/cards.ts EXTRA_EFFECTS).
 */
import type { HumanCardType, KaijuCardType, RoleId } from '../../../../shared/vulcanus/data/cards';

export interface Words2 {
  ja: string;
  en: string;
}

export interface CardWords {
  basic: Words2;
  short: Words2;
  cost?: Words2;
}

export interface HumanCardWords extends CardWords {
  extras?: Partial<Record<RoleId, Words2>>;
}

export interface KaijuCardWords extends CardWords {
  extra: Words2;
}

const FREE = undefined;

export const HUMAN_CARD_WORDS: Record<HumanCardType, HumanCardWords> = {
  moveCitizens: {
    basic: {
      ja: '市民と要人を道に沿って合計{moveSteps}歩動かす（1人で{moveSteps}歩でも、何人かで分けてもよい）。',
      en: 'Move citizens and VIPs {moveSteps, plural, one {# step} other {# steps}} in all along roads (one piece, or several sharing the steps).',
    },
    short: { ja: '市民・要人 {moveSteps}歩', en: 'People: {moveSteps, plural, one {# step} other {# steps}}' },
    cost: FREE,
    extras: {
      researchDirector: {
        ja: '合計{extra.researchMoveCitizensSteps}歩。',
        en: '{extra.researchMoveCitizensSteps, plural, one {# step} other {# steps}} in all.',
      },
      cabinetSecretary: {
        ja: '合計{extra.cabinetMoveCitizensSteps}歩。',
        en: '{extra.cabinetMoveCitizensSteps, plural, one {# step} other {# steps}} in all.',
      },
    },
  },
  moveSdf: {
    basic: {
      ja: '自衛隊を道に沿って合計{moveSteps}歩動かす。',
      en: 'Move SDF units {moveSteps, plural, one {# step} other {# steps}} in all along roads.',
    },
    short: { ja: '自衛隊 {moveSteps}歩', en: 'SDF: {moveSteps, plural, one {# step} other {# steps}}' },
    extras: {
      jointStaff: {
        ja: '合計{extra.jointStaffMoveSdfSteps}歩。',
        en: '{extra.jointStaffMoveSdfSteps, plural, one {# step} other {# steps}} in all.',
      },
    },
  },
  moveFire: {
    basic: {
      ja: '消防隊を道に沿って合計{moveSteps}歩動かす。',
      en: 'Move fire brigades {moveSteps, plural, one {# step} other {# steps}} in all along roads.',
    },
    short: { ja: '消防隊 {moveSteps}歩', en: 'Fire: {moveSteps, plural, one {# step} other {# steps}}' },
    extras: {
      fireChief: {
        ja: '合計{extra.fireChiefMoveFireSteps}歩。',
        en: '{extra.fireChiefMoveFireSteps, plural, one {# step} other {# steps}} in all.',
      },
    },
  },
  firefighting: {
    basic: {
      ja: '地図上の消防隊1つごとに、資金{firefightingCost}を払ってよい：その町か隣の町の溶岩1つを消し、防衛トラックへ。',
      en: 'For each fire brigade on the map, you may pay {firefightingCost}: put out 1 lava on its town or a neighbouring town (to the defense track).',
    },
    short: { ja: '溶岩を消す', en: 'Put out lava' },
    cost: { ja: '溶岩1つにつき{firefightingCost}', en: '{firefightingCost} per lava' },
    extras: {
      fireChief: {
        ja: '最初の{extra.fireChiefFreeFirefights}つは無料。',
        en: 'The first {extra.fireChiefFreeFirefights} lava put out are free.',
      },
    },
  },
  sdfOrders: {
    basic: {
      ja: '指令を1つ選ぶ。避難・調査：自衛隊1つごとに{evacuateInvestigateCost}払い、その町の1人を避難かタイルを調査。拠点建設（研究{approvalBuildBase}以上）：{buildBaseCost}払い、自衛隊の町に拠点。特殊冷凍弾（研究{approvalFreezingShell}以上）：怪獣の町か隣の自衛隊1つごとに{freezingShellCost}払い、攻撃タイル。',
      en: 'Choose one order. Evacuate/Investigate: per SDF unit, pay {evacuateInvestigateCost} to evacuate a person or investigate the tile on its town. Build base (research {approvalBuildBase}+): pay {buildBaseCost}, a base on a unit’s town. Freezing shell (research {approvalFreezingShell}+): per unit on or next to the kaiju’s town, pay {freezingShellCost} for an attack tile.',
    },
    short: { ja: '避難・調査／拠点／冷凍弾', en: 'Evacuate · base · shell' },
    // by order: Evacuate/Investigate, Build base, freezing shell (the basic text says which is which)
    cost: {
      ja: '{evacuateInvestigateCost}/{buildBaseCost}/{freezingShellCost}',
      en: '{evacuateInvestigateCost}/{buildBaseCost}/{freezingShellCost}',
    },
    extras: {
      researchDirector: {
        ja: '最初の{extra.researchFreeEvacuations}回の避難・調査は無料。',
        en: 'The first {extra.researchFreeEvacuations} Evacuate/Investigate are free.',
      },
      jointStaff: {
        ja: '特殊冷凍弾の費用は{extra.jointStaffFreezingShellCost}。',
        en: 'The freezing shell costs {extra.jointStaffFreezingShellCost}.',
      },
    },
  },
  mobilization: {
    basic: {
      ja: '拠点1つごとに、資金{mobilizationCost}を払ってよい：ストックの消防隊か自衛隊をその町に置く。',
      en: 'For each base, you may pay {mobilizationCost}: place a fire brigade or an SDF unit from the stock on its town.',
    },
    short: { ja: '拠点にユニット', en: 'Units at bases' },
    cost: { ja: 'ユニット1つにつき{mobilizationCost}', en: '{mobilizationCost} per unit' },
    extras: {
      fireChief: {
        ja: '消防隊の費用は{extra.fireChiefMobilizeFireCost}。',
        en: 'Fire brigades cost {extra.fireChiefMobilizeFireCost}.',
      },
      jointStaff: {
        ja: '自衛隊の費用は{extra.jointStaffMobilizeSdfCost}。',
        en: 'SDF units cost {extra.jointStaffMobilizeSdfCost}.',
      },
      cabinetSecretary: {
        ja: '最初の{extra.cabinetFreeUnits}つは無料。',
        en: '{extra.cabinetFreeUnits, plural, one {The first unit is free.} other {The first # units are free.}}',
      },
    },
  },
  budgetRequest: {
    basic: {
      ja: '予算マーカーを{budgetAdvance}進める。{budgetTop}から0に戻るとき、使用済みの資金がすべて予算に戻る。',
      en: 'Advance the budget marker {budgetAdvance}. Going from {budgetTop} back to 0 returns every spent fund to the pool.',
    },
    short: { ja: '予算 +{budgetAdvance}', en: 'Budget +{budgetAdvance}' },
    extras: {
      researchDirector: { ja: '{extra.researchBudgetAdvance}進める。', en: 'Advance {extra.researchBudgetAdvance}.' },
      cabinetSecretary: {
        ja: 'さらに備蓄から予算へ資金{extra.cabinetBudgetStockFunds}。',
        en: 'Also move {extra.cabinetBudgetStockFunds, plural, one {# fund} other {# funds}} from the stock to the pool.',
      },
    },
  },
  fireHelicopter: {
    basic: {
      ja: '地図上の消防隊1つを好きな町へ飛ばし（そのままでもよい）、その町の溶岩1つを消す。無料。',
      en: 'Fly one fire brigade on the map to any town (or leave it), then put out 1 lava there. Free.',
    },
    short: { ja: '飛んで溶岩を消す', en: 'Fly, put out lava' },
  },
  bunkerBuster: {
    basic: {
      ja: '予算が{bunkerBusterCost}以上なら必ず{bunkerBusterCost}払う：攻撃タイルを置き、怪獣の町の市民と要人はすべて被害トラックへ。足りなければ何も起きない。',
      en: 'With {bunkerBusterCost} or more in the pool you must pay {bunkerBusterCost}: place an attack tile, and every citizen and VIP on the kaiju’s town goes to the damage track.',
    },
    short: { ja: '攻撃タイル', en: 'Attack tile' },
    cost: { ja: '{bunkerBusterCost}', en: '{bunkerBusterCost}' },
  },
  research: {
    basic: {
      ja: '拠点の町か隣の町のタイルを1つ調査する。値にかかわらず研究 +{researchCardGain}。',
      en: 'Investigate one tile on or next to a base: research +{researchCardGain}, whatever its value.',
    },
    short: { ja: '研究 +{researchCardGain}', en: 'Research +{researchCardGain}' },
  },
  continuity: {
    basic: {
      ja: '計画順（A1 B1 A2 B2 A3 B3）で直前か直後の政府カードの基本効果をもう一度行う。追加効果はなし。',
      en: 'Resolve again the basic effect of the human card just before or after this one in plan order (A1 B1 A2 B2 A3 B3). No extra effect.',
    },
    short: { ja: '前後のカードを再び', en: 'Repeat a neighbour' },
    cost: { ja: 'そのカードの費用', en: 'that card’s cost' },
  },
};

export const KAIJU_CARD_WORDS: Record<KaijuCardType, KaijuCardWords> = {
  walk: {
    basic: { ja: '怪獣の町に溶岩1つ、それから1歩移動。', en: 'Place 1 lava on the kaiju’s town, then move 1 step.' },
    short: { ja: '溶岩1・1歩', en: 'Lava, 1 step' },
    extra: {
      ja: 'さらに1歩移動してよい（元の町へ戻ってもよい）。溶岩は増えない。',
      en: 'You may move 1 more step (back to the start allowed); no more lava.',
    },
  },
  stomp: {
    basic: {
      ja: '怪獣の町の市民と要人をすべて倒すか、そこの消防隊か自衛隊1つをストックへ戻す。取り除いた数だけ溶岩をそこに置く。',
      en: 'Kill every citizen and VIP on the kaiju’s town, or send one fire brigade or SDF unit there back to the stock; then place as much lava there as pieces removed.',
    },
    short: { ja: '町をつぶす', en: 'Crush the town' },
    extra: {
      ja: '代わりに、怪獣の町に溶岩{stompExtraLava}つを置いてよい。',
      en: 'Instead, you may place {stompExtraLava} lava on the kaiju’s town.',
    },
  },
  fireball: {
    basic: {
      ja: '怪獣の町か隣の町の市民か要人1人を倒す。その町に人もユニットもいなくなれば、溶岩1つを置いてよい。',
      en: 'Kill 1 citizen or VIP on the kaiju’s town or a neighbouring town; if no person or unit is left there, you may place 1 lava there.',
    },
    short: { ja: '1人を倒す', en: 'Kill 1 person' },
    extra: {
      ja: '倒す代わりに、そこの消防隊か自衛隊1つをストックへ戻してよい。',
      en: 'Instead of killing, you may send 1 fire brigade or SDF unit there back to the stock.',
    },
  },
  roar: {
    basic: {
      ja: '怪獣の町に溶岩1つ。それから隣の町の溶岩を好きなだけ怪獣の町へ引き寄せる。',
      en: 'Place 1 lava on the kaiju’s town, then pull any number of lava from neighbouring towns onto it.',
    },
    short: { ja: '溶岩を引き寄せる', en: 'Pull lava in' },
    extra: {
      ja: '怪獣の町に溶岩をさらに{roarExtraLava}つ。',
      en: 'Place {roarExtraLava} more lava on the kaiju’s town.',
    },
  },
  underground: {
    basic: {
      ja: '1〜{undergroundSteps}歩移動する（溶岩は置かない）。',
      en: '{undergroundSteps, plural, one {Move 1 step, leaving no lava.} other {Move 1 to # steps, leaving no lava.}}',
    },
    short: { ja: '1〜{undergroundSteps}歩', en: '{undergroundSteps, plural, one {1 step} other {1–# steps}}' },
    extra: {
      ja: 'さらに{undergroundExtraSteps}歩まで移動し、移動先に溶岩1つを置いてよい。',
      en: 'Move up to {undergroundExtraSteps} more, then you may place 1 lava on the destination.',
    },
  },
  lavaFlow: {
    basic: {
      ja: '町を1つ選び、その溶岩{lavaFlowTake}つ（少なければすべて）をまとめて1歩流してよい。入った町に溶岩があれば、さらに1歩ずつ流れ続けてよい。',
      en: 'Choose a town: you may move {lavaFlowTake} of its lava (all, if fewer) together 1 step; while the town entered already held lava, they may flow on.',
    },
    short: { ja: '溶岩を流す', en: 'Lava flows' },
    extra: { ja: 'もう一度、好きな町から行う。', en: 'Do it once more, from any town.' },
  },
  rampage: {
    basic: {
      ja: '怪獣の町に溶岩1つ。政府の予算から資金{rampageFunds}を使用済みへ。',
      en: 'Place 1 lava on the kaiju’s town; {rampageFunds, plural, one {# fund goes} other {# funds go}} from the pool to spent.',
    },
    short: { ja: '溶岩1・資金 −{rampageFunds}', en: 'Lava, funds −{rampageFunds}' },
    extra: {
      ja: 'さらに資金{rampageExtraFunds}を使用済みへ。',
      en: '{rampageExtraFunds, plural, one {# more fund goes} other {# more funds go}} to spent.',
    },
  },
};

/** The words of a card face around its texts. */
export const CARD_LABELS = {
  ja: {
    cost: '費用',
    free: '無料',
    basic: '基本効果',
    extra: '追加効果',
    key: '鍵{n}（研究{at}）',
    evolution: '進化タイル',
    unlocked: '解放済み',
    locked: '未解放',
    resolving: '解決中',
    hiddenCard: '裏向きのカード',
    hiddenBody: '置いたプレイヤーだけが見られます。めくられると効果を解決します。',
  },
  en: {
    cost: 'Cost',
    free: 'Free',
    basic: 'Basic effect',
    extra: 'Extra effect',
    key: 'Key {n} (research {at})',
    evolution: 'Evolution tile',
    unlocked: 'Unlocked',
    locked: 'Locked',
    resolving: 'Resolving',
    hiddenCard: 'Face-down card',
    hiddenBody: 'Only the player who placed it can see it. It is resolved when turned face up.',
  },
} as const;
