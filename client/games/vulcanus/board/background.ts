/**
 * The static map under the towns: the city at night, Tokyo Bay, the Sumida river, the Imperial Palace and the
 * roads; drawn once into Graphics that the scene composes into its board texture.
 */
import * as Phaser from 'phaser';
import { ROADS } from '../../../../shared/vulcanus/data/map';
import { PALACE_XY, WORLD_H, WORLD_W, townXY, type Palette } from './layout';

/** The palace's garden sits a little west of its hint, clear of Marunouchi's disc. */
export const PALACE_AT = { x: PALACE_XY.x - 22, y: PALACE_XY.y };

export function drawCity(g: Phaser.GameObjects.Graphics): void {
  g.fillStyle(0x0d1326, 1);
  g.fillRect(0, 0, WORLD_W, WORLD_H);
  // city blocks lit at night (a fixed seed: the same city every time)
  let seed = 11;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 900; i++) {
    const x = rnd() * WORLD_W;
    const y = rnd() * WORLD_H;
    g.fillStyle(0x1a2342, 0.9);
    g.fillRect(x, y, 6 + rnd() * 16, 5 + rnd() * 12);
    if (rnd() < 0.35) {
      g.fillStyle(0xffd27a, 0.25 + rnd() * 0.35);
      g.fillRect(x + 2, y + 2, 2, 2);
    }
  }
  g.fillStyle(0x0a2a4a, 1);
  g.fillPoints(
    [
      new Phaser.Math.Vector2(WORLD_W, WORLD_H * 0.55),
      new Phaser.Math.Vector2(WORLD_W * 0.78, WORLD_H * 0.72),
      new Phaser.Math.Vector2(WORLD_W * 0.62, WORLD_H * 0.9),
      new Phaser.Math.Vector2(WORLD_W * 0.56, WORLD_H),
      new Phaser.Math.Vector2(WORLD_W, WORLD_H),
    ],
    true,
  );
  g.lineStyle(14, 0x0a2a4a, 1);
  g.beginPath();
  g.moveTo(WORLD_W * 0.93, 0);
  g.lineTo(WORLD_W * 0.86, WORLD_H * 0.2);
  g.lineTo(WORLD_W * 0.8, WORLD_H * 0.45);
  g.lineTo(WORLD_W * 0.8, WORLD_H * 0.7);
  g.strokePath();
  g.fillStyle(0x16402a, 1);
  g.fillEllipse(PALACE_AT.x, PALACE_AT.y, 124, 88);
  g.lineStyle(3, 0x2a6a48, 1);
  g.strokeEllipse(PALACE_AT.x, PALACE_AT.y, 124, 88);
}

export function drawRoads(g: Phaser.GameObjects.Graphics, p: Palette): void {
  g.clear();
  for (const [w, col] of [
    [9, 0x05070f],
    [4, p.road],
  ] as const) {
    g.lineStyle(w, col, col === 0x05070f ? 0.8 : 0.75);
    for (const [a, b] of ROADS) {
      const from = townXY(a);
      const to = townXY(b);
      g.lineBetween(from.x, from.y, to.x, to.y);
    }
  }
}
