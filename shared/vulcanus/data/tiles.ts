import type { TownClass } from './map';
import { DEFAULT_NUMBERS, type Numbers } from './numbers';

export interface TileData {
  id: string;
  kind: 'investigation' | 'omen';
  back: TownClass | 'three';
  value: number;
  citizens: number;
  vips: number;
  lava: number;
  /** Omen tiles: the round whose event swaps it for a "3" tile (壱…六). */
  omen?: number;
}

/**
 * §4 the tiles of a game with these numbers [R][T]. A tile's id is its back and its place in that back's list
 * (kou1…kou3, otsu1…otsu8, hei1…hei7, three1…three6, omen1…omen6); the numbers give each one's value and the
 * pieces it places. `resolveNumbers` keeps the count per back fixed, so the ids are the same in every game.
 */
function build(n: Numbers): Record<string, TileData> {
  const out: Record<string, TileData> = {};
  const next: Record<string, number> = {};
  for (const k of n.investigationTiles) {
    for (let i = 0; i < k.count; i++) {
      const no = (next[k.back] = (next[k.back] ?? 0) + 1);
      const id = `${k.back}${no}`;
      out[id] = { id, kind: 'investigation', ...k };
    }
  }
  for (let r = 1; r <= 6; r++) {
    const id = `omen${r}`;
    // §4: an omen tile places citizens, has no value and can never be acquired.
    out[id] = { id, kind: 'omen', back: 'kou', value: 0, citizens: n.omenCitizens, vips: 0, lava: 0, omen: r };
  }
  return out;
}

const tables = new WeakMap<Numbers, Readonly<Record<string, TileData>>>();

/** Every tile of a game with these numbers, by id (built once per numbers object). */
export function tileTable(n: Numbers): Readonly<Record<string, TileData>> {
  let t = tables.get(n);
  if (!t) tables.set(n, (t = build(n)));
  return t;
}

/**
 * One tile of a game with these numbers, read from its table (built once per numbers object: the default numbers
 * are shared by every game, so the engine's inner loops neither parse the id nor build a tile). Read only.
 */
export function tileData(n: Numbers, id: string): TileData {
  const table = tileTable(n);
  const d = Object.hasOwn(table, id) ? table[id] : undefined;
  if (!d) throw new Error(`no tile ${id}`);
  return d;
}

/** The ids of every tile: the same in every game. */
export const TILE_IDS: readonly string[] = Object.keys(build(DEFAULT_NUMBERS));

/**
 * §4 totals placed at setup by all the tiles dealt onto towns (every tile is dealt; the "3 only" tiles place
 * nothing). Citizens of the §2 count that no tile places stay in the box for the whole game.
 */
export function setupPieces(n: Numbers): { citizens: number; vips: number; lava: number } {
  const t = tileTable(n);
  return TILE_IDS.reduce(
    (sum, id) => ({
      citizens: sum.citizens + t[id].citizens,
      vips: sum.vips + t[id].vips,
      lava: sum.lava + t[id].lava,
    }),
    { citizens: 0, vips: 0, lava: 0 },
  );
}

export const OMEN_NUMERALS = ['壱', '弐', '参', '四', '五', '六'] as const;

export function tilesWithBack(back: TileData['back'], kind: TileData['kind'] = 'investigation'): string[] {
  return TILE_IDS.filter((id) => (kind === 'omen' ? id.startsWith('omen') && back === 'kou' : id.startsWith(back)));
}
