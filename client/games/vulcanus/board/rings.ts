/**
 * What the map marks for a decision: rings on the towns it offers (bold when they are few, thin when a decision
 * offers most of the map, so that the few that matter — the hinted one, a piece's destinations — stand out), the
 * towns a move can reach over several steps (a thin ring with a dot per step), the town a prompt names (a dashed
 * circle), and a piece being carried (its path and a line to the finger).
 */
import type * as Phaser from 'phaser';
import { TOWN_R, townXY } from './layout';

export interface Rings {
  towns: string[];
  color: number;
  hint: string | null;
  /** Thin rings: the decision offers so many towns that bold ones would ring the whole map. */
  soft?: boolean;
  /** Towns reached by answering several step decisions in turn, and how many steps away each is. */
  far?: ReadonlyMap<string, number>;
  /** The town the prompt is about (a unit's town, the town whose people are chosen). */
  named?: string | null;
}

/** More towns than this in one decision are ringed thinly. */
export const SOFT_ABOVE = 8;

export function drawRings(g: Phaser.GameObjects.Graphics, r: Rings): void {
  g.clear();
  for (const id of r.towns) {
    const { x, y } = townXY(id);
    if (r.soft) {
      // a faint line: "a piece may start here", not a call to tap (the map would be all rings)
      g.lineStyle(2, r.color, 0.45);
      g.strokeCircle(x, y, TOWN_R + 6);
    } else {
      g.lineStyle(7, r.color, 1);
      g.strokeCircle(x, y, TOWN_R + 9);
      g.fillStyle(r.color, 0.16);
      g.fillCircle(x, y, TOWN_R + 9);
    }
  }
  for (const [id, steps] of r.far ?? []) {
    if (r.towns.includes(id)) continue;
    const { x, y } = townXY(id);
    g.lineStyle(3, r.color, 0.8);
    g.strokeCircle(x, y, TOWN_R + 7);
    // one dot per step, down the ring's right side (the name is below it, the tiles and landmarks above)
    g.fillStyle(r.color, 1);
    g.lineStyle(2, 0x05070f, 1);
    for (let k = 0; k < steps; k++) {
      const dy = (k - (steps - 1) / 2) * 15;
      g.fillCircle(x + TOWN_R + 13, y + dy, 6);
      g.strokeCircle(x + TOWN_R + 13, y + dy, 6);
    }
  }
  if (r.named) dashedCircle(g, townXY(r.named), TOWN_R + 14, 0xffffff);
  const hint = r.hint;
  if (hint && (r.towns.includes(hint) || r.far?.has(hint))) {
    const { x, y } = townXY(hint);
    g.lineStyle(5, 0xffffff, 1);
    g.strokeCircle(x, y, TOWN_R + 18);
    g.lineStyle(3, r.color, 1);
    g.strokeCircle(x, y, TOWN_R + 24);
  }
}

/** A circle drawn in dashes (Phaser draws none of its own). */
function dashedCircle(g: Phaser.GameObjects.Graphics, at: { x: number; y: number }, radius: number, color: number) {
  const dashes = 16;
  g.lineStyle(4, color, 0.9);
  for (let k = 0; k < dashes; k++) {
    const a0 = (k / dashes) * Math.PI * 2;
    const a1 = a0 + (Math.PI * 2) / dashes / 2;
    g.beginPath();
    g.arc(at.x, at.y, radius, a0, a1);
    g.strokePath();
  }
}

/** A piece carried: the towns of its path so far, then a line on to the pointer; the town under it ringed. */
export function drawCarry(
  g: Phaser.GameObjects.Graphics,
  from: string,
  path: readonly string[],
  at: { x: number; y: number },
  over: string | null,
  ok: boolean,
  color: number,
): void {
  g.clear();
  const pts = [from, ...path].map(townXY);
  g.lineStyle(10, 0x05070f, 0.6);
  g.beginPath();
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
  g.lineTo(at.x, at.y);
  g.strokePath();
  g.lineStyle(6, color, 1);
  g.beginPath();
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
  g.lineTo(at.x, at.y);
  g.strokePath();
  g.fillStyle(color, 1);
  for (const p of pts) g.fillCircle(p.x, p.y, 9);
  g.fillCircle(at.x, at.y, 14);
  if (over) {
    const o = townXY(over);
    g.lineStyle(8, ok ? 0xffffff : 0x8a8fa8, ok ? 1 : 0.6);
    g.strokeCircle(o.x, o.y, TOWN_R + 12);
  }
}
