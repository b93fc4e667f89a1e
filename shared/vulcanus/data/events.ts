/** §9 event cards [R]. Effects are in ../events.ts; this is the list, names and the disaster-level table. */
export const NORMAL_EVENTS = [
  { id: 'tremor', ja: '微動', en: 'Tremor' },
  { id: 'fissure', ja: '地割れ', en: 'Fissure' },
  { id: 'toxicGas', ja: '有毒ガス', en: 'Toxic Gas' },
  { id: 'wildfire', ja: '森林火災', en: 'Wildfire' },
  { id: 'greatEarthquake', ja: '大地震', en: 'Great Earthquake' },
  { id: 'eruption', ja: '噴火', en: 'Eruption' },
] as const;

export const ADVANCED_EVENTS = [
  { id: 'earthquakeSwarm', ja: '群発地震', en: 'Earthquake Swarm' },
  { id: 'pyroclasticFlow', ja: '火砕流', en: 'Pyroclastic Flow' },
  { id: 'toxicGasBurst', ja: '有毒ガス噴出', en: 'Toxic Gas Burst' },
  { id: 'growthSpurt', ja: '急成長', en: 'Growth Spurt' },
  { id: 'marketPanic', ja: '経済混乱', en: 'Market Panic' },
  { id: 'subterraneanAdvance', ja: '地下侵攻', en: 'Subterranean Advance' },
  { id: 'blackout', ja: '通信途絶', en: 'Blackout' },
  { id: 'greatEruption', ja: '大噴火', en: 'Great Eruption' },
] as const;

export type EventId = (typeof NORMAL_EVENTS)[number]['id'] | (typeof ADVANCED_EVENTS)[number]['id'];
export const ADVANCED_IDS: readonly EventId[] = ADVANCED_EVENTS.map((e) => e.id);

/** Disaster level (from the seed): true where that round uses an advanced card. */
export const DISASTER_LEVELS: readonly (readonly boolean[])[] = [
  [false, false, false, false, false, false],
  [false, false, true, false, false, true],
  [false, true, true, false, true, true],
  [true, true, true, true, true, true],
];
