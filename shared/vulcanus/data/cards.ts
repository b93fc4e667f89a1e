/** §8 action cards. Behaviour lives in ../cards/; this module is names, counts and the evolution tree. */

export const ROLES = [
  { id: 'fireChief', ja: '消防総監', en: 'Fire Chief', card: 'fireHelicopter' },
  { id: 'jointStaff', ja: '統合幕僚長', en: 'Chief of Joint Staff', card: 'bunkerBuster' },
  { id: 'researchDirector', ja: '研究総務官', en: 'Research Director', card: 'research' },
  { id: 'cabinetSecretary', ja: '内閣官房長官', en: 'Chief Cabinet Secretary', card: 'continuity' },
] as const;
export type RoleId = (typeof ROLES)[number]['id'];
export const ROLE_IDS: readonly RoleId[] = ROLES.map((r) => r.id);

export const HUMAN_CARDS = {
  moveCitizens: { ja: '市民の移動', en: 'Move Citizens', count: 1 },
  moveSdf: { ja: '自衛隊の移動', en: 'Move SDF', count: 1 },
  moveFire: { ja: '消防隊の移動', en: 'Move Fire Brigades', count: 1 },
  firefighting: { ja: '消防活動', en: 'Firefighting', count: 1 },
  sdfOrders: { ja: '自衛隊への指令', en: 'SDF Orders', count: 2 },
  mobilization: { ja: '動員', en: 'Mobilization', count: 1 },
  budgetRequest: { ja: '予算申請', en: 'Budget Request', count: 1 },
  fireHelicopter: { ja: '消防ヘリ', en: 'Fire Helicopter', count: 0 },
  bunkerBuster: { ja: '大型貫通爆弾', en: 'Bunker Buster', count: 0 },
  research: { ja: '研究', en: 'Research', count: 0 },
  continuity: { ja: '状況継続', en: 'Continuity of Operations', count: 0 },
} as const;
export type HumanCardType = keyof typeof HUMAN_CARDS;

export const KAIJU_CARDS = {
  walk: { ja: '歩く', en: 'Walk', count: 3 },
  stomp: { ja: '踏みつぶす', en: 'Stomp', count: 2 },
  fireball: { ja: '火炎弾', en: 'Fireball', count: 2 },
  roar: { ja: '咆哮', en: 'Roar', count: 1 },
  underground: { ja: '地中移動', en: 'Underground Move', count: 1 },
  lavaFlow: { ja: '溶岩流', en: 'Lava Flow', count: 1 },
  rampage: { ja: '暴れる', en: 'Rampage', count: 2 },
} as const;
export type KaijuCardType = keyof typeof KAIJU_CARDS;
export const KAIJU_CARD_TYPES = Object.keys(KAIJU_CARDS) as KaijuCardType[];

/** §5 evolution tree [R]: one node per kaiju card type; roots have no parent. */
export const EVOLUTION_TREE: Readonly<Record<KaijuCardType, readonly KaijuCardType[]>> = {
  walk: [],
  fireball: [],
  underground: ['walk'],
  roar: ['walk'],
  stomp: ['fireball'],
  rampage: ['fireball'],
  lavaFlow: ['roar', 'stomp'],
};

/** §5 growth stages in order; the first four pools carry an evolution tile. */
export const STAGES = [
  { id: 'juvenile', ja: '幼体', en: 'Juvenile' },
  { id: 'subAdult', ja: '亜成体', en: 'Sub-adult' },
  { id: 'firstAdult', ja: '第一成体', en: 'First adult' },
  { id: 'secondAdult', ja: '第二成体', en: 'Second adult' },
  { id: 'thirdAdult', ja: '第三成体', en: 'Third adult' },
  { id: 'complete', ja: '完全体', en: 'Complete' },
] as const;
export const POOLS_WITH_EVOLUTION = 4;

/** Card instance ids: "<role>:<type>:<n>" for humans, "kaiju:<type>:<n>" for the kaiju. */
export type CardId = string;

export function humanDeck(role: RoleId): CardId[] {
  const out: CardId[] = [];
  const roleCard = ROLES.find((r) => r.id === role)?.card;
  for (const [type, def] of Object.entries(HUMAN_CARDS)) {
    const n = type === roleCard ? 1 : def.count;
    for (let i = 1; i <= n; i++) out.push(`${role}:${type}:${i}`);
  }
  return out;
}

export function kaijuDeck(): CardId[] {
  const out: CardId[] = [];
  for (const [type, def] of Object.entries(KAIJU_CARDS)) for (let i = 1; i <= def.count; i++) out.push(`kaiju:${type}:${i}`);
  return out;
}

export function cardType(card: CardId): string {
  const a = card.indexOf(':');
  const b = card.indexOf(':', a + 1);
  return card.slice(a + 1, b);
}

export function cardOwner(card: CardId): RoleId | 'kaiju' {
  return card.slice(0, card.indexOf(':')) as RoleId | 'kaiju';
}

/**
 * §8.1 extra effects [R][T]: for each role, which card type the key-1/2/3 extra belongs to.
 * The effect itself is implemented by that card, reading the numbers module.
 */
export const EXTRA_EFFECTS: Readonly<Record<RoleId, readonly [HumanCardType[], HumanCardType[], HumanCardType[]]>> = {
  fireChief: [['firefighting'], ['moveFire'], ['mobilization']],
  jointStaff: [['moveSdf'], ['sdfOrders'], ['mobilization']],
  researchDirector: [['sdfOrders'], ['moveCitizens'], ['budgetRequest']],
  cabinetSecretary: [['budgetRequest'], ['moveCitizens'], ['mobilization']],
};
