/**
 * One town on the map: its disc, its landmark, the tile lying on it and its pieces (an icon and a count per
 * kind), drawn into a container that the scene composes into the board texture. The town's name is drawn apart,
 * above the highlight rings, so that a ring never hides it.
 */
import type * as Phaser from 'phaser';
import { BONUS_TILES } from '../../../../shared/vulcanus/data/landmarks';
import { OMEN_NUMERALS, tileTable } from '../../../../shared/vulcanus/data/tiles';
import type { Town } from '../../../../shared/vulcanus/types';
import { numbers } from '../numbers';
import { drawBase, drawFire, drawLandmark, drawLava, drawPerson, drawSdf, drawVip } from './art';
import { COUNT_FONT, ICON, LABEL_FONT, TOWN_R, type Palette } from './layout';

export const FONT = '"Noto Sans JP", system-ui, sans-serif';

export interface TownNode {
  id: string;
  c: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  counts: Phaser.GameObjects.Text[];
  tileText: Phaser.GameObjects.Text;
}

/**
 * Where the kinds of pieces go: a 2 × 2 grid inside the disc for the first four kinds present, then above and
 * below it (a town rarely holds more than four kinds). Each is the icon's centre; its count is written to the right.
 */
const SLOTS: readonly (readonly [number, number])[] = [
  [-26, -15],
  [14, -15],
  [-26, 17],
  [14, 17],
  [-6, -46],
  [-6, 46],
];

/** The icon scale that makes each piece `ICON` world pixels tall. */
const S = ICON / 16;

const countStyle = {
  fontFamily: 'system-ui, sans-serif',
  fontSize: `${COUNT_FONT}px`,
  fontStyle: '800',
  color: '#ffffff',
  stroke: '#000000',
  strokeThickness: 4,
  resolution: 2,
};

export function makeTown(scene: Phaser.Scene, id: string, at: { x: number; y: number }, res: number): TownNode {
  const g = scene.make.graphics({}, false);
  const counts = SLOTS.map(() => scene.make.text({}, false).setStyle(countStyle).setOrigin(0, 0.5));
  const tileText = scene.make
    .text({}, false)
    .setStyle({ ...countStyle, fontSize: `${LABEL_FONT - 1}px`, strokeThickness: 0 })
    .setOrigin(0.5, 0.5);
  const c = scene.make.container({}, false);
  c.add([g, ...counts, tileText]);
  c.setPosition(at.x * res, at.y * res).setScale(res);
  return { id, c, g, counts, tileText };
}

/** The town's name: bold, outlined, below the disc (in the label layer, above the rings). */
export function makeLabel(scene: Phaser.Scene, text: string, at: { x: number; y: number }, res: number) {
  return scene.make
    .text({}, false)
    .setText(text)
    .setStyle({
      fontFamily: FONT,
      fontSize: `${LABEL_FONT}px`,
      fontStyle: '700',
      color: '#ffffff',
      stroke: '#05070f',
      strokeThickness: 6,
      resolution: 2,
    })
    .setOrigin(0.5, 0)
    .setPosition(at.x * res, (at.y + TOWN_R - 4) * res)
    .setScale(res);
}

export function drawTown(node: TownNode, t: Town, p: Palette, omen: boolean): void {
  const g = node.g;
  g.clear();
  const burning = t.lava >= numbers().burningLava;
  g.fillStyle(0x000000, 0.55);
  g.fillCircle(2, 3, TOWN_R + 2);
  g.fillStyle(burning ? 0x4a160a : t.lava > 0 ? 0x2e1a1a : 0x1c2748, 1);
  g.fillCircle(0, 0, TOWN_R);
  g.lineStyle(omen ? 5 : 2.5, omen ? 0xc77dff : t.lava > 0 ? p.lava : 0x55639a, 1);
  g.strokeCircle(0, 0, TOWN_R);
  const bonus = BONUS_TILES.find((b) => b.town === node.id);
  if (bonus) drawLandmark(g, bonus.id, 0, -TOWN_R - 14);
  // the tile on the town: its value for an investigation tile, its numeral for an omen tile
  const tile = t.tile ? tileTable(numbers())[t.tile] : undefined;
  const tx = -TOWN_R + 2;
  const ty = -TOWN_R + 4;
  if (tile) {
    g.fillStyle(tile.kind === 'omen' ? 0x6b3fa0 : 0x2f6f8f, 1);
    g.fillRoundedRect(tx - 15, ty - 15, 30, 30, 5);
    g.lineStyle(2, 0xffffff, 0.85);
    g.strokeRoundedRect(tx - 15, ty - 15, 30, 30, 5);
  }
  node.tileText
    .setText(tile ? (tile.kind === 'omen' ? OMEN_NUMERALS[(tile.omen ?? 1) - 1] : String(tile.value)) : '')
    .setPosition(tx, ty);
  const items: { draw: (x: number, y: number) => void; n: number }[] = [];
  if (t.lava) items.push({ draw: (x, y) => drawLava(g, x, y, p, S), n: t.lava });
  if (t.citizens) items.push({ draw: (x, y) => drawPerson(g, x, y + 2, p.citizen, S), n: t.citizens });
  if (t.vips) items.push({ draw: (x, y) => drawVip(g, x, y + 3, p.vip, S * 0.9), n: t.vips });
  if (t.fire) items.push({ draw: (x, y) => drawFire(g, x, y, p, S), n: t.fire });
  if (t.sdf) items.push({ draw: (x, y) => drawSdf(g, x, y, p, S), n: t.sdf });
  if (t.bases) items.push({ draw: (x, y) => drawBase(g, x, y, p, S * 0.9), n: t.bases });
  node.counts.forEach((c) => c.setText(''));
  items.forEach((it, k) => {
    const [x, y] = SLOTS[k];
    it.draw(x, y);
    node.counts[k].setPosition(x + ICON / 2, y).setText(String(it.n));
  });
}
