/** Where things are on the board, in world pixels (the rules' 100 × 70 layout hints, scaled). */
import { PALACE, TOWNS, townIndex } from '../../../../shared/vulcanus/data/map';

export const SCALE = 11;
export const MARGIN = 60;
export const WORLD_W = 100 * SCALE + MARGIN * 2;
export const WORLD_H = 70 * SCALE + MARGIN * 2;
export const TOWN_R = 44;

export function townXY(id: string): { x: number; y: number } {
  const t = TOWNS[townIndex(id)];
  return t ? { x: t.x * SCALE + MARGIN, y: t.y * SCALE + MARGIN } : { x: WORLD_W / 2, y: WORLD_H / 2 };
}

export const PALACE_XY = { x: PALACE.x * SCALE + MARGIN, y: PALACE.y * SCALE + MARGIN };

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

/** The kaiju stands at the lower right of its town, growing with each stage. */
export const KAIJU_DX = 52;
export const KAIJU_DY = 6;
export function kaijuScale(stage: number): number {
  return 1.05 + stage * 0.1;
}
