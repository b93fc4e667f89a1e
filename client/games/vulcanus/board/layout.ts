/**
 * Where things are on the board, in world pixels: the rules' 100 × 70 layout hints, scaled, a little wider than
 * tall (screens are wider than the hints' board). The sizes below are chosen for the zoom at which the whole
 * map fits beside the side column (about 0.64 on a 1024 × 768 tablet, more on a desktop): there a piece is
 * at least 16 CSS pixels and a town's name at least 12.
 */
import { PALACE, TOWNS, townIndex } from '../../../../shared/vulcanus/data/map';

export const SCALE_X = 12.5;
export const SCALE_Y = 11;
export const MARGIN = 60;
export const WORLD_W = 100 * SCALE_X + MARGIN * 2;
export const WORLD_H = 70 * SCALE_Y + MARGIN * 2;
export const TOWN_R = 46;
/** A piece icon's box (world pixels). */
export const ICON = 29;
/** Town names and piece counts (world pixels). */
export const LABEL_FONT = 23;
export const COUNT_FONT = 23;

export function townXY(id: string): { x: number; y: number } {
  const t = TOWNS[townIndex(id)];
  return t ? { x: t.x * SCALE_X + MARGIN, y: t.y * SCALE_Y + MARGIN } : { x: WORLD_W / 2, y: WORLD_H / 2 };
}

export const PALACE_XY = { x: PALACE.x * SCALE_X + MARGIN, y: PALACE.y * SCALE_Y + MARGIN };

/**
 * The part of the world that "fit" shows: every town with its label (below), its landmark and tile (above)
 * and the kaiju standing at the right of an eastern town.
 */
export const FIT = {
  x: 8 * SCALE_X + MARGIN - TOWN_R - 26,
  y: 4 * SCALE_Y + MARGIN - TOWN_R - 40,
  w: 80 * SCALE_X + 2 * TOWN_R + 26 + 60,
  // below the southernmost town: its name (LABEL_FONT, outlined)
  h: 62 * SCALE_Y + 2 * TOWN_R + 40 + LABEL_FONT + 16,
};

/** Colours of pieces (the colour-blind-safe palette swaps hues that red–green deficiencies confuse). */
export interface Palette {
  lava: number;
  lavaGlow: number;
  fire: number;
  sdf: number;
  base: number;
  citizen: number;
  vip: number;
  road: number;
  defense: number;
  damage: number;
}

export const PALETTES: Record<'normal' | 'safe', Palette> = {
  normal: {
    lava: 0xff5a1f,
    lavaGlow: 0xffb020,
    fire: 0xff4d4d,
    sdf: 0x3ccf6e,
    base: 0x4a8cff,
    citizen: 0xf4f1e6,
    vip: 0xffd447,
    road: 0xd7b24a,
    defense: 0x3fa9f5,
    damage: 0xe8413c,
  },
  safe: {
    lava: 0xe69f00,
    lavaGlow: 0xf0e442,
    fire: 0xcc79a7,
    sdf: 0x009e73,
    base: 0x0072b2,
    citizen: 0xf4f1e6,
    vip: 0xf0e442,
    road: 0xbbbbbb,
    defense: 0x56b4e9,
    damage: 0xd55e00,
  },
};

/** The kaiju stands at the right of its town, facing it (its pieces stay in sight), growing with each stage. */
export const KAIJU_DX = TOWN_R + 30;
export const KAIJU_DY = 14;
export function kaijuScale(stage: number): number {
  return 1.05 + stage * 0.1;
}
