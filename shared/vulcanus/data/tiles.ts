import type { TownClass } from './map';
import { NUMBERS } from './numbers';

/** §4 investigation tile kinds [R][T], from the numbers module. */
const KINDS: readonly TileKind[] = NUMBERS.investigationTiles;

interface TileKind {
  back: TownClass | 'three';
  count: number;
  value: number;
  citizens: number;
  vips: number;
  lava: number;
}

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

function build(): Record<string, TileData> {
  const out: Record<string, TileData> = {};
  const next: Record<string, number> = {};
  for (const k of KINDS) {
    for (let i = 0; i < k.count; i++) {
      const n = (next[k.back] = (next[k.back] ?? 0) + 1);
      const id = `${k.back}${n}`;
      out[id] = { id, kind: 'investigation', ...k };
    }
  }
  for (let r = 1; r <= 6; r++) {
    const id = `omen${r}`;
    // §4: each omen tile places 2 citizens, has no value and can never be acquired.
    out[id] = { id, kind: 'omen', back: 'kou', value: 0, citizens: NUMBERS.omenCitizens, vips: 0, lava: 0, omen: r };
  }
  return out;
}

export const TILES: Readonly<Record<string, TileData>> = build();
export const TILE_IDS = Object.keys(TILES);

/**
 * §4 totals placed at setup by all the tiles dealt onto towns (every tile is dealt; the "3 only" tiles place
 * nothing). Citizens of the §2 count that no tile places stay in the box for the whole game.
 */
export const SETUP_PIECES = TILE_IDS.reduce(
  (n, id) => ({
    citizens: n.citizens + TILES[id].citizens,
    vips: n.vips + TILES[id].vips,
    lava: n.lava + TILES[id].lava,
  }),
  { citizens: 0, vips: 0, lava: 0 },
);
if (SETUP_PIECES.citizens > NUMBERS.citizens || SETUP_PIECES.vips > NUMBERS.vips - 1)
  throw new Error('numbers: the investigation and omen tiles place more people than §2 provides');
if (NUMBERS.lavaPerPool * 5 + SETUP_PIECES.lava > NUMBERS.lava)
  throw new Error('numbers: the setup lava does not fit in the complete pool');
export const OMEN_NUMERALS = ['壱', '弐', '参', '四', '五', '六'] as const;

export function tilesWithBack(back: TileData['back'], kind: TileData['kind'] = 'investigation'): string[] {
  return TILE_IDS.filter((id) => TILES[id].back === back && TILES[id].kind === kind);
}
