import type { TownId } from './map';
import type { Numbers } from './numbers';

/** §4 destruction bonus tiles [R][T]: landmark and town; the lava needed is a [T] number of the numbers module. */
const LANDMARKS = [
  { id: 'crossing', ja: 'スクランブル交差点', en: 'Shibuya Crossing', town: 'shibuya' },
  { id: 'meiji', ja: '明治神宮', en: 'Meiji Shrine', town: 'harajuku' },
  { id: 'tocho', ja: '東京都庁', en: 'Metropolitan Government Building', town: 'shinjuku' },
  { id: 'diet', ja: '国会議事堂', en: 'National Diet Building', town: 'kasumigaseki' },
  { id: 'station', ja: '東京駅', en: 'Tokyo Station', town: 'marunouchi' },
  { id: 'wako', ja: '和光 時計塔', en: 'Wako Clock Tower', town: 'ginza' },
  { id: 'tower', ja: '東京タワー', en: 'Tokyo Tower', town: 'hamamatsucho' },
  { id: 'sensoji', ja: '浅草寺', en: 'Sensō-ji', town: 'asakusa' },
] as const satisfies readonly { id: string; ja: string; en: string; town: TownId & keyof Numbers['bonusLava'] }[];

export const BONUS_TILES = LANDMARKS;
export type BonusId = (typeof LANDMARKS)[number]['id'];
export const BONUS_BY_ID: Readonly<Record<string, (typeof BONUS_TILES)[number]>> = Object.fromEntries(
  BONUS_TILES.map((b) => [b.id, b]),
);

/** The lava a bonus tile's town needs in a game with these numbers. */
export const bonusLava = (n: Numbers, id: string): number => n.bonusLava[BONUS_BY_ID[id].town];
