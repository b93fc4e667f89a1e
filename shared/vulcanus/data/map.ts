/**
 * The map of Tokyo (rules §3 [R]): 24 towns joined by 41 roads.
 * `cls` is the tile back the town receives at setup (甲/乙/丙); x/y are layout hints on a 100 × 70 board.
 */
export const TOWNS = [
  { id: 'ikebukuro', ja: '池袋', en: 'Ikebukuro', cls: 'kou', x: 22, y: 4 },
  { id: 'takadanobaba', ja: '高田馬場', en: 'Takadanobaba', cls: 'hei', x: 14, y: 14 },
  { id: 'waseda', ja: '早稲田', en: 'Waseda', cls: 'hei', x: 30, y: 15 },
  { id: 'shinjuku', ja: '新宿', en: 'Shinjuku', cls: 'kou', x: 12, y: 26 },
  { id: 'yoyogi', ja: '代々木', en: 'Yoyogi', cls: 'hei', x: 8, y: 36 },
  { id: 'harajuku', ja: '原宿', en: 'Harajuku', cls: 'otsu', x: 12, y: 46 },
  { id: 'shibuya', ja: '渋谷', en: 'Shibuya', cls: 'kou', x: 12, y: 56 },
  { id: 'ebisu', ja: '恵比寿', en: 'Ebisu', cls: 'otsu', x: 20, y: 66 },
  { id: 'roppongi', ja: '六本木', en: 'Roppongi', cls: 'kou', x: 34, y: 56 },
  { id: 'akasaka', ja: '赤坂', en: 'Akasaka', cls: 'otsu', x: 32, y: 44 },
  { id: 'yotsuya', ja: '四ツ谷', en: 'Yotsuya', cls: 'otsu', x: 26, y: 32 },
  { id: 'ichigaya', ja: '市ヶ谷', en: 'Ichigaya', cls: 'hei', x: 36, y: 24 },
  { id: 'iidabashi', ja: '飯田橋', en: 'Iidabashi', cls: 'otsu', x: 46, y: 16 },
  { id: 'kanda', ja: '神田', en: 'Kanda', cls: 'hei', x: 62, y: 22 },
  { id: 'akihabara', ja: '秋葉原', en: 'Akihabara', cls: 'kou', x: 72, y: 14 },
  { id: 'ueno', ja: '上野', en: 'Ueno', cls: 'kou', x: 74, y: 4 },
  { id: 'asakusa', ja: '浅草', en: 'Asakusa', cls: 'otsu', x: 88, y: 8 },
  { id: 'nihonbashi', ja: '日本橋', en: 'Nihonbashi', cls: 'otsu', x: 76, y: 28 },
  { id: 'marunouchi', ja: '丸の内', en: 'Marunouchi', cls: 'kou', x: 62, y: 34 },
  { id: 'kasumigaseki', ja: '霞が関', en: 'Kasumigaseki', cls: 'kou', x: 48, y: 44 },
  { id: 'ginza', ja: '銀座', en: 'Ginza', cls: 'kou', x: 68, y: 46 },
  { id: 'shimbashi', ja: '新橋', en: 'Shimbashi', cls: 'otsu', x: 58, y: 54 },
  { id: 'hamamatsucho', ja: '浜松町', en: 'Hamamatsucho', cls: 'hei', x: 50, y: 62 },
  { id: 'odaiba', ja: 'お台場', en: 'Odaiba', cls: 'hei', x: 74, y: 64 },
] as const satisfies readonly { id: string; ja: string; en: string; cls: TownClass; x: number; y: number }[];

export type TownClass = 'kou' | 'otsu' | 'hei';
export type TownId = (typeof TOWNS)[number]['id'];

/** The Imperial Palace (皇居) is drawn on the map but is not a town. */
export const PALACE = { ja: '皇居', en: 'Imperial Palace', x: 54, y: 30 } as const;

export const ROADS: readonly (readonly [TownId, TownId])[] = [
  ['ikebukuro', 'takadanobaba'],
  ['ikebukuro', 'waseda'],
  ['takadanobaba', 'waseda'],
  ['takadanobaba', 'shinjuku'],
  ['waseda', 'shinjuku'],
  ['waseda', 'ichigaya'],
  ['waseda', 'iidabashi'],
  ['shinjuku', 'yoyogi'],
  ['shinjuku', 'yotsuya'],
  ['yoyogi', 'harajuku'],
  ['yoyogi', 'yotsuya'],
  ['harajuku', 'shibuya'],
  ['harajuku', 'akasaka'],
  ['shibuya', 'ebisu'],
  ['shibuya', 'roppongi'],
  ['ebisu', 'roppongi'],
  ['roppongi', 'akasaka'],
  ['roppongi', 'kasumigaseki'],
  ['roppongi', 'hamamatsucho'],
  ['akasaka', 'yotsuya'],
  ['akasaka', 'kasumigaseki'],
  ['yotsuya', 'ichigaya'],
  ['ichigaya', 'iidabashi'],
  ['iidabashi', 'kanda'],
  ['kanda', 'akihabara'],
  ['kanda', 'nihonbashi'],
  ['kanda', 'marunouchi'],
  ['akihabara', 'ueno'],
  ['akihabara', 'asakusa'],
  ['akihabara', 'nihonbashi'],
  ['ueno', 'asakusa'],
  ['nihonbashi', 'marunouchi'],
  ['nihonbashi', 'ginza'],
  ['marunouchi', 'ginza'],
  ['marunouchi', 'kasumigaseki'],
  ['kasumigaseki', 'ginza'],
  ['kasumigaseki', 'shimbashi'],
  ['ginza', 'shimbashi'],
  ['shimbashi', 'hamamatsucho'],
  ['shimbashi', 'odaiba'],
  ['hamamatsucho', 'odaiba'],
];

export const TOWN_IDS: readonly TownId[] = TOWNS.map((t) => t.id);
export const TOWN_COUNT = TOWNS.length;
const INDEX = new Map<string, number>(TOWN_IDS.map((id, i) => [id, i]));

/** Index of a town in state arrays, or -1 for an unknown id. */
export function townIndex(id: string): number {
  return INDEX.get(id) ?? -1;
}

export function isTownId(id: unknown): id is TownId {
  return typeof id === 'string' && INDEX.has(id);
}

/** Neighbour indices per town index, in map order. */
export const ADJACENT: readonly (readonly number[])[] = TOWN_IDS.map((id) =>
  ROADS.filter(([a, b]) => a === id || b === id)
    .map(([a, b]) => townIndex(a === id ? b : a))
    .sort((x, y) => x - y),
);

export function adjacent(a: number, b: number): boolean {
  return ADJACENT[a].includes(b);
}

/** All-pairs road distances (breadth-first search from every town). */
export const ROAD_DIST: readonly (readonly number[])[] = TOWN_IDS.map((_, from) => {
  const d = new Array<number>(TOWN_COUNT).fill(99);
  d[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (const j of ADJACENT[i])
      if (d[j] > d[i] + 1) {
        d[j] = d[i] + 1;
        queue.push(j);
      }
  }
  return d;
});

/** A shortest road path from one town to another: the towns entered, in order (the first by map order at a tie). */
export function roadPath(from: number, to: number): number[] {
  const path: number[] = [];
  for (let at = from; at !== to; ) {
    at = ADJACENT[at].find((j) => ROAD_DIST[j][to] === ROAD_DIST[at][to] - 1) as number;
    path.push(at);
  }
  return path;
}
