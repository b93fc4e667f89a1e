/** Piece icons and the kaiju silhouette, drawn in code with Phaser Graphics. */
import type * as Phaser from 'phaser';
import type { Palette } from './layout';

type G = Phaser.GameObjects.Graphics;

/** A person: a head over broad shoulders (wide enough to read as a piece, not a pin). */
export function drawPerson(g: G, x: number, y: number, color: number, s = 1.3): void {
  g.fillStyle(0x000000, 0.55);
  g.fillCircle(x, y - 5 * s, 4.5 * s);
  g.fillRoundedRect(x - 6 * s, y - 2 * s, 12 * s, 10 * s, 4 * s);
  g.fillStyle(color, 1);
  g.fillCircle(x, y - 5 * s, 3.6 * s);
  g.fillRoundedRect(x - 5 * s, y - 1 * s, 10 * s, 8 * s, 3.5 * s);
}

export function drawVip(g: G, x: number, y: number, color: number, s = 1.3): void {
  drawPerson(g, x, y, color, s);
  g.fillStyle(0x000000, 1);
  g.fillTriangle(x - 3 * s, y - 9.5 * s, x + 3 * s, y - 9.5 * s, x, y - 13 * s);
  g.fillStyle(color, 1);
  g.fillTriangle(x - 2.4 * s, y - 10 * s, x + 2.4 * s, y - 10 * s, x, y - 12.5 * s);
}

export function drawLava(g: G, x: number, y: number, p: Palette, s = 1.3): void {
  g.fillStyle(p.lavaGlow, 0.35);
  g.fillCircle(x, y, 8 * s);
  g.fillStyle(p.lava, 1);
  g.fillCircle(x, y + 1 * s, 5.5 * s);
  g.fillTriangle(x - 4.5 * s, y - 1 * s, x + 4.5 * s, y - 1 * s, x, y - 8 * s);
  g.fillStyle(0xfff1a8, 0.9);
  g.fillCircle(x - 1.5 * s, y, 1.6 * s);
}

export function drawFire(g: G, x: number, y: number, p: Palette, s = 1.3): void {
  g.fillStyle(0x000000, 0.6);
  g.fillRoundedRect(x - 8 * s, y - 6 * s, 16 * s, 12 * s, 3 * s);
  g.fillStyle(p.fire, 1);
  g.fillRoundedRect(x - 7 * s, y - 5 * s, 14 * s, 10 * s, 2 * s);
  g.fillStyle(0xffffff, 1);
  g.fillRect(x - 1 * s, y - 3.5 * s, 2 * s, 7 * s);
  g.fillRect(x - 3.5 * s, y - 1 * s, 7 * s, 2 * s);
}

export function drawSdf(g: G, x: number, y: number, p: Palette, s = 1.3): void {
  g.fillStyle(0x000000, 0.6);
  g.fillTriangle(x - 8 * s, y - 6 * s, x + 8 * s, y - 6 * s, x, y + 8 * s);
  g.fillRect(x - 8 * s, y - 7 * s, 16 * s, 5 * s);
  g.fillStyle(p.sdf, 1);
  g.fillTriangle(x - 6.5 * s, y - 5 * s, x + 6.5 * s, y - 5 * s, x, y + 6 * s);
  g.fillRect(x - 6.5 * s, y - 6 * s, 13 * s, 3 * s);
  g.fillStyle(0xffffff, 0.9);
  g.fillCircle(x, y - 2 * s, 1.8 * s);
}

export function drawBase(g: G, x: number, y: number, p: Palette, s = 1.3): void {
  g.fillStyle(0x000000, 0.6);
  g.fillTriangle(x - 9 * s, y - 1 * s, x + 9 * s, y - 1 * s, x, y - 9 * s);
  g.fillRect(x - 7 * s, y - 2 * s, 14 * s, 9 * s);
  g.fillStyle(p.base, 1);
  g.fillTriangle(x - 8 * s, y - 1.5 * s, x + 8 * s, y - 1.5 * s, x, y - 8 * s);
  g.fillRect(x - 6 * s, y - 2 * s, 12 * s, 8 * s);
  g.fillStyle(0xffffff, 0.9);
  g.fillRect(x - 1.5 * s, y + 1 * s, 3 * s, 5 * s);
}

/** The kaiju: a hunched, spiked silhouette with glowing cracks and eyes; drawn around (0, 0) at its feet. */
export function drawKaiju(g: G, p: Palette): void {
  g.clear();
  // heat aura and shadow
  g.fillStyle(p.lava, 0.18);
  g.fillEllipse(0, -36, 110, 120);
  g.fillStyle(p.lava, 0.22);
  g.fillEllipse(0, 0, 84, 24);
  g.fillStyle(0x000000, 0.55);
  g.fillEllipse(0, 2, 70, 16);
  // rim light
  g.fillStyle(p.lava, 0.9);
  g.fillEllipse(1, -34, 44, 54);
  g.fillEllipse(11, -62, 25, 27);
  g.fillEllipse(21, -72, 31, 19);
  // tail
  g.fillStyle(0x1a0d0a, 1);
  g.fillTriangle(-10, -14, -48, 0, -14, -26);
  // legs and body
  g.fillEllipse(-8, -8, 18, 16);
  g.fillEllipse(10, -8, 18, 16);
  g.fillEllipse(0, -34, 40, 50);
  // neck and head
  g.fillEllipse(10, -62, 22, 24);
  g.fillEllipse(20, -72, 28, 16);
  g.fillTriangle(26, -76, 38, -70, 26, -66);
  // arms
  g.fillEllipse(18, -42, 18, 8);
  // back spikes (lava-lit)
  g.fillStyle(p.lava, 1);
  const spikes: [number, number][] = [
    [-16, -22],
    [-14, -36],
    [-8, -50],
    [0, -62],
  ];
  for (const [sx, sy] of spikes) g.fillTriangle(sx, sy, sx - 10, sy - 6, sx - 2, sy - 10);
  // glowing cracks
  g.lineStyle(2, p.lavaGlow, 0.95);
  g.beginPath();
  g.moveTo(-6, -14);
  g.lineTo(0, -26);
  g.lineTo(-4, -38);
  g.lineTo(4, -50);
  g.strokePath();
  // eye
  g.fillStyle(0xfff27a, 1);
  g.fillCircle(26, -74, 2.6);
}

export function drawLandmark(g: G, id: string, x: number, y: number): void {
  const c = 0xcfd6f2;
  g.fillStyle(c, 0.85);
  g.lineStyle(1.5, c, 0.85);
  switch (id) {
    case 'tower':
      g.fillStyle(0xff6a3d, 0.95);
      g.fillTriangle(x - 8, y + 8, x + 8, y + 8, x, y - 18);
      g.fillStyle(0xffffff, 0.9);
      g.fillRect(x - 5, y - 2, 10, 2);
      return;
    case 'station':
      g.fillStyle(0xb5563a, 0.95);
      g.fillRect(x - 14, y - 4, 28, 10);
      g.fillRect(x - 3, y - 9, 6, 6);
      return;
    case 'diet':
      g.fillRect(x - 12, y - 2, 24, 8);
      g.fillRect(x - 4, y - 10, 8, 8);
      g.fillTriangle(x - 5, y - 10, x + 5, y - 10, x, y - 16);
      return;
    case 'tocho':
      g.fillRect(x - 9, y - 16, 7, 22);
      g.fillRect(x + 2, y - 16, 7, 22);
      g.fillRect(x - 9, y - 4, 18, 10);
      return;
    case 'crossing':
      for (let i = 0; i < 4; i++) g.fillRect(x - 10 + i * 6, y - 6, 3, 12);
      return;
    case 'meiji':
      g.fillStyle(0xd9583b, 0.95);
      g.fillRect(x - 11, y - 10, 22, 3);
      g.fillRect(x - 8, y - 6, 16, 2);
      g.fillRect(x - 7, y - 8, 2.5, 16);
      g.fillRect(x + 4.5, y - 8, 2.5, 16);
      return;
    case 'wako':
      g.fillRect(x - 6, y - 4, 12, 12);
      g.fillCircle(x, y - 8, 6);
      g.fillStyle(0x0b0f1e, 1);
      g.fillCircle(x, y - 8, 3.5);
      return;
    case 'sensoji':
      g.fillStyle(0xd9583b, 0.95);
      g.fillTriangle(x - 12, y - 4, x + 12, y - 4, x, y - 12);
      g.fillRect(x - 8, y - 4, 16, 10);
      return;
  }
}
