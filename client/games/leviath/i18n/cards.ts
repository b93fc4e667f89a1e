/**
 * The three decks' cards in both languages (§10, §11, §12): name and effect, the [T] numbers filled in from the
 * engine's data module, so a balance change rewrites the card.
 */
import type { Lang } from '../../../i18n/lang';
import { HUMAN_CARDS, EVOLUTION_NAMES, AWAKENING_NAMES } from '../../../../shared/leviath/data/cards';
import { AWAKENING, EVOLUTION, NUMBERS } from '../../../../shared/leviath/data/numbers';
import type { AwakeningId, EvolutionId, HumanCardId } from '../../../../shared/leviath/types';
import { fill, type Tx } from './words';

const HUMAN_EN: Record<HumanCardId, [string, string]> = {
  sonar: ['Sonar', 'Choose a ship at sea: Leviath declares whether it is in that ship’s region.'],
  mineLaying: [
    'Mine Laying',
    'Place a mine on a mine-free sea space holding a ship or next to one. If Leviath is there, it is declared present and must flee one step.',
  ],
  dykeConstruction: [
    'Dyke Construction',
    'Move one dyke tile of your choice from materials to construction, face down. A built dyke stops the next tsunami on its town.',
  ],
  helicopter: ['Helicopter', 'Move one mine on the map to any mine-free sea space (presence check there).'],
  patrolAircraft: ['Patrol Aircraft', 'Choose any region: Leviath declares whether it is there.'],
  activeSonar: [
    'Active Sonar',
    'Choose a ship at sea: Leviath declares whether it is on that ship’s space or within {range, plural, one {# step} other {# steps}} of it.',
  ],
  minefield: ['Minefield', 'Place two mines, each as Mine Laying; the first check resolves before the second mine.'],
  fleetSortie: ['Fleet Sortie', 'Move ships a total of 0–{sortie} steps (ships may leave the port).'],
  kaijuAwakening: [
    'Kaiju Awakening',
    'When drawn: Leviath draws an awakening card. This card is discarded and you draw again.',
  ],
};

const HUMAN_JA: Record<HumanCardId, string> = {
  sonar: '海上の船を1隻選ぶ。レヴィアスはその船のいる海域にいるかどうかを宣言する。',
  mineLaying:
    '船のいるマスかその隣の、機雷のない海マスに機雷を1つ置く。レヴィアスがそこにいれば「いる」と宣言され、1歩逃げなければならない。',
  dykeConstruction:
    '資材エリアの堤防タイルを1枚選び、裏向きのまま建設エリアへ。建設済みの堤防はその町への次の津波を防ぐ。',
  helicopter: 'マップ上の機雷を1つ、機雷のない任意の海マスへ移す（移動先で存在確認）。',
  patrolAircraft: '任意の海域を1つ選ぶ。レヴィアスはそこにいるかどうかを宣言する。',
  activeSonar: '海上の船を1隻選ぶ。レヴィアスはその船のマスか、そこから{range}歩以内にいるかどうかを宣言する。',
  minefield: '機雷敷設と同じ方法で機雷を2つ置く。1つ目の確認が終わってから2つ目を置く。',
  fleetSortie: '船を合計0〜{sortie}歩動かす（港から出てもよい）。',
  kaijuAwakening: '引いた時：レヴィアスが覚醒能力カードを1枚引く。このカードは捨て、もう1枚引く。',
};

const EVOLUTION_EN: Record<EvolutionId, [string, string]> = {
  silentDive: ['Silent Dive', 'Secret move of 0–{steps} steps.'],
  seaSurfaceGlide: [
    'Sea-Surface Glide',
    'Secret move of 0–{steps} steps that may pass over mines (never ending on one).',
  ],
  maelstrom: [
    'Maelstrom',
    'Move 1 or 2 different ships at sea within {range, plural, one {# step} other {# steps}} of Leviath, 1 step each.',
  ],
  sonicBacklash: [
    'Sonic Backlash',
    'Move one mine within {range, plural, one {# step} other {# steps}} of Leviath to an adjacent mine-free sea space (presence check there).',
  ],
  stormSurge: ['Storm Surge', 'A tsunami whose lines may start from Leviath’s space or any sea space next to it.'],
  abyssalJaws: ['Abyssal Jaws', 'Eat one ship at sea within {range, plural, one {# step} other {# steps}} of Leviath.'],
  tidalBreath: ['Tidal Breath', 'Nothing else: a deeper silence.'],
  fullCharge: ['Full Charge', 'Energy becomes {max}.'],
  megaTsunami: ['Mega Tsunami', 'Two tsunamis, one after the other; the second may hit the same town or line.'],
  mineSweep: ['Mine Sweep', 'Return 1 or 2 mines next to Leviath to the supply.'],
  gluttony: ['Gluttony', 'Eat 1 or 2 ships at sea on Leviath’s space or next to it.'],
  abyssalCruise: ['Abyssal Cruise', 'Secret move of 0–{steps} steps.'],
  seaDominion: ['Sea Dominion', 'Move any mine on the map to any mine-free sea space (presence check there).'],
};

const EVOLUTION_JA: Record<EvolutionId, string> = {
  silentDive: '秘密裏に0〜{steps}歩移動する。',
  seaSurfaceGlide: '秘密裏に0〜{steps}歩移動する。機雷のマスを通過できる（止まることはできない）。',
  maelstrom: 'レヴィアスから{range}歩以内の海上の船を1〜2隻、それぞれ1歩動かす。',
  sonicBacklash: 'レヴィアスから{range}歩以内の機雷を1つ、隣の機雷のない海マスへ移す（移動先で存在確認）。',
  stormSurge: 'レヴィアスのマスか隣の海マスから直線を引ける津波を1回起こす。',
  abyssalJaws: 'レヴィアスから{range}歩以内の海上の船を1隻食べる。',
  tidalBreath: '他には何もしない。深い沈黙。',
  fullCharge: 'エネルギーが{max}になる。',
  megaTsunami: '津波を2回起こす。2回目は1回目の解決後に指名し、同じ町・同じ直線でもよい。',
  mineSweep: 'レヴィアスの隣の機雷を1〜2個、ストックへ戻す。',
  gluttony: 'レヴィアスのマスか隣のマスにいる海上の船を1〜2隻食べる。',
  abyssalCruise: '秘密裏に0〜{steps}歩移動する。',
  seaDominion: 'マップ上の任意の機雷を1つ、機雷のない任意の海マスへ移す（移動先で存在確認）。',
};

const AWAKENING_EN: Record<AwakeningId, [string, string]> = {
  shoalFeast: ['Shoal Feast', '+{energy} energy.'],
  oceanCurrent: ['Ocean Current', 'Secret move of 0–{steps} step.'],
  deepCurrent: ['Deep Current', 'Secret move of 0–{steps} steps.'],
  heavySwell: ['Heavy Swell', 'Move 1 or 2 different ships at sea, anywhere on the map, 1 step each.'],
  huntingInstinct: [
    'Hunting Instinct',
    'One ship at sea within {range, plural, one {# step} other {# steps}} of Leviath goes to the port.',
  ],
  sympatheticDetonation: [
    'Sympathetic Detonation',
    'Return one mine within {range, plural, one {# step} other {# steps}} of Leviath to the supply.',
  ],
  dykeErosion: ['Dyke Erosion', 'One built dyke, picked at random, is revealed and discarded.'],
  intimidation: ['Intimidation', 'During the next human turn, the humans move no ship.'],
  acousticJamming: [
    'Acoustic Jamming',
    'Reaction, when a search card is played: it is discarded with no effect and no answer.',
  ],
  slipAway: [
    'Slip Away',
    'Reaction, when declared present under a mine: flee 1 or 2 steps (each onto a mine-free sea space).',
  ],
};

const AWAKENING_JA: Record<AwakeningId, string> = {
  shoalFeast: 'エネルギー+{energy}。',
  oceanCurrent: '秘密裏に0〜{steps}歩移動する。',
  deepCurrent: '秘密裏に0〜{steps}歩移動する。',
  heavySwell: 'マップ上の海上の船を1〜2隻、それぞれ1歩動かす。',
  huntingInstinct: 'レヴィアスから{range}歩以内の海上の船を1隻、港へ送る。',
  sympatheticDetonation: 'レヴィアスから{range}歩以内の機雷を1つ、ストックへ戻す。',
  dykeErosion: '建設済みの堤防を1枚ランダムに公開し、廃棄する。',
  intimidation: '次の人間の手番、人間は船を動かせない。',
  acousticJamming: 'リアクション（捜索カードが使われた時）：そのカードは効果も答えもなく捨てられる。',
  slipAway: 'リアクション（機雷の下で「いる」と宣言された時）：1〜2歩逃げられる（各歩、機雷のない海マスへ）。',
};

export interface CardText {
  name: string;
  text: string;
}

export function humanCard(c: HumanCardId, l: Lang): CardText {
  const p = { range: NUMBERS.activeSonarRange, sortie: NUMBERS.sortieSteps };
  return l === 'ja'
    ? { name: HUMAN_CARDS[c].ja, text: fill(HUMAN_JA[c], p, 'ja') }
    : { name: HUMAN_EN[c][0], text: fill(HUMAN_EN[c][1], p, 'en') };
}

/** A card's printed energy: "−2", "+3" or "→7". */
export function evolutionEnergy(c: EvolutionId): string {
  const e = EVOLUTION[c].energy;
  return e === 'full' ? `→${NUMBERS.energyMax}` : e > 0 ? `+${e}` : `−${-e}`;
}

export function evolutionCard(c: EvolutionId, l: Lang): CardText {
  const s = EVOLUTION[c];
  const p = { steps: s.steps ?? 0, range: s.range ?? 0, max: NUMBERS.energyMax };
  return l === 'ja'
    ? { name: EVOLUTION_NAMES[c], text: fill(EVOLUTION_JA[c], p, 'ja') }
    : { name: EVOLUTION_EN[c][0], text: fill(EVOLUTION_EN[c][1], p, 'en') };
}

export function awakeningCard(c: AwakeningId, l: Lang): CardText {
  const s = AWAKENING[c];
  const p = { steps: s.steps ?? 0, range: s.range ?? 0, energy: s.energy ?? 0 };
  return l === 'ja'
    ? { name: AWAKENING_NAMES[c], text: fill(AWAKENING_JA[c], p, 'ja') }
    : { name: AWAKENING_EN[c][0], text: fill(AWAKENING_EN[c][1], p, 'en') };
}

export const isReactionCard = (c: AwakeningId): boolean => AWAKENING[c].when === 'reaction';

export const WHEN: Readonly<Record<'turnStart' | 'reaction', Tx>> = {
  turnStart: { ja: '手番の開始に', en: 'At the start of Leviath’s turn' },
  reaction: { ja: 'リアクション', en: 'Reaction' },
};
