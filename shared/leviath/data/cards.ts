/**
 * The three decks' cards (§10, §11, §12): ids, Japanese names and kinds. Their counts, energies and ranges are
 * [T] numbers in numbers.ts; their effects are in the rules (humans.ts, abilities.ts).
 */
import type { AwakeningId, EvolutionId, HumanCardId } from '../types';
import { AWAKENING, EVOLUTION } from './numbers';

export const HUMAN_CARDS: Readonly<Record<HumanCardId, { ja: string; search?: boolean }>> = {
  sonar: { ja: 'ソナー', search: true },
  mineLaying: { ja: '機雷敷設' },
  dykeConstruction: { ja: '堤防建設' },
  helicopter: { ja: '対潜ヘリ' },
  patrolAircraft: { ja: '哨戒機', search: true },
  activeSonar: { ja: 'アクティブソナー', search: true },
  minefield: { ja: '機雷原' },
  fleetSortie: { ja: '艦隊出動' },
  kaijuAwakening: { ja: '怪獣覚醒' },
};

export const HUMAN_CARD_IDS = Object.keys(HUMAN_CARDS) as HumanCardId[];

/** §10 Sonar, Active Sonar and Patrol Aircraft: the kaiju's reaction window opens before their answer. */
export const isSearch = (card: HumanCardId): boolean => HUMAN_CARDS[card].search === true;

export const EVOLUTION_NAMES: Readonly<Record<EvolutionId, string>> = {
  silentDive: '潜航',
  seaSurfaceGlide: '海面滑空',
  maelstrom: '渦潮',
  sonicBacklash: '超音波反転',
  stormSurge: '高潮',
  abyssalJaws: '深海の顎',
  tidalBreath: '潮汐呼吸',
  fullCharge: '全力充填',
  megaTsunami: '大津波',
  mineSweep: '機雷掃討',
  gluttony: '暴食',
  abyssalCruise: '深淵回遊',
  seaDominion: '海域支配',
};

export const EVOLUTION_IDS = Object.keys(EVOLUTION) as EvolutionId[];

export const AWAKENING_NAMES: Readonly<Record<AwakeningId, string>> = {
  shoalFeast: '魚群捕食',
  oceanCurrent: '潮流',
  deepCurrent: '深層流',
  heavySwell: '荒波',
  huntingInstinct: '捕食本能',
  sympatheticDetonation: '機雷誘爆',
  dykeErosion: '堤防浸食',
  intimidation: '威嚇',
  acousticJamming: '音響撹乱',
  slipAway: '潜伏離脱',
};

export const AWAKENING_IDS = Object.keys(AWAKENING) as AwakeningId[];

/** §12 reaction cards: played in the reaction window; the others at a turn start. */
export const isReaction = (card: AwakeningId): boolean => AWAKENING[card].when === 'reaction';
