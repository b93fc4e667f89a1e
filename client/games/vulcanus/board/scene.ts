/**
 * The map of Tokyo as a Phaser scene: roads, towns, landmarks and every piece, drawn from a display copy of
 * the state. `snap` sets it from a view; `animate` plays one engine event and applies its change to the copy.
 */
import * as Phaser from 'phaser';
import { BONUS_TILES } from '../../../../shared/vulcanus/data/landmarks';
import { PALACE, ROADS, TOWNS, TOWN_IDS, townIndex } from '../../../../shared/vulcanus/data/map';
import { OMEN_NUMERALS, tileTable } from '../../../../shared/vulcanus/data/tiles';
import { numbers } from '../numbers';
import type { GameEvent, View } from '../../../../shared/vulcanus/index';
import type { Town } from '../../../../shared/vulcanus/types';
import { drawBase, drawFire, drawKaiju, drawLandmark, drawLava, drawPerson, drawSdf, drawVip } from './art';
import {
  KAIJU_DX,
  KAIJU_DY,
  PALACE_XY,
  PALETTES,
  TOWN_R,
  WORLD_H,
  WORLD_W,
  kaijuScale,
  townXY,
  type Palette,
} from './layout';
import { playEvent } from './effects';

/** The part of the world that "fit" shows: every town with its label and landmark. */
const FIT = { x: 8 * 11 + 60 - 75, y: 4 * 11 + 60 - 105, w: 80 * 11 + 150, h: 62 * 11 + 180 };
const FONT = '"Noto Sans JP", system-ui, sans-serif';

interface TownNode {
  id: string;
  c: Phaser.GameObjects.Container;
  g: Phaser.GameObjects.Graphics;
  label: Phaser.GameObjects.Text;
  counts: Phaser.GameObjects.Text[];
}

export interface Display {
  towns: Town[];
  kaiju: string | null;
  stage: number;
  omen: string | null;
}

export class BoardScene extends Phaser.Scene {
  palette: Palette = PALETTES.normal;
  disp: Display = { towns: [], kaiju: null, stage: 0, omen: null };
  nodes: TownNode[] = [];
  kaiju!: Phaser.GameObjects.Container;
  kaijuG!: Phaser.GameObjects.Graphics;
  glow!: Phaser.GameObjects.Graphics;
  hl!: Phaser.GameObjects.Graphics;
  fx!: Phaser.GameObjects.Container;
  private highlighted: { towns: string[]; color: number; hint: string | null } = {
    towns: [],
    color: 0xffcf3f,
    hint: null,
  };
  private bgG!: Phaser.GameObjects.Graphics;
  private roadsG!: Phaser.GameObjects.Graphics;
  private boardRT!: Phaser.GameObjects.RenderTexture;
  /** Texture pixels per world pixel: 2 keeps text crisp when zoomed; 1 on a slow renderer. */
  res = 2;
  private palaceLabel!: Phaser.GameObjects.Text;
  onTownTap: (town: string) => void = () => {};
  /** Called whenever something needs drawing for the next `ms` milliseconds (the host may sleep otherwise). */
  onActivity: (ms: number) => void = () => {};
  /** Looping decorative tweens (pulses, breathing): paused in low-power mode. */
  readonly ambient: Phaser.Tweens.Tween[] = [];
  private lang: 'ja' | 'en' = 'ja';
  /** Canvas pixels per CSS pixel (set by the host). */
  dpr = 1;
  private ready: () => void = () => {};
  readonly whenReady = new Promise<void>((r) => (this.ready = r));

  constructor() {
    super({ key: 'board' });
  }

  create(): void {
    const dot = this.make.graphics({}, false);
    dot.fillStyle(0xffffff, 1);
    dot.fillCircle(8, 8, 8);
    dot.generateTexture('dot', 16, 16);
    dot.destroy();
    // The map, the lava glow and the towns change only with the state: they are drawn into one texture when
    // they change, so that a frame costs a few quads (software WebGL and weak devices included).
    this.drawBackground();
    this.glow = this.make.graphics({}, false).setScale(this.res);
    this.boardRT = this.add
      .renderTexture(0, 0, WORLD_W * this.res, WORLD_H * this.res)
      .setOrigin(0, 0)
      .setScale(1 / this.res);
    this.hl = this.add.graphics();
    this.ambient.push(
      this.tweens.add({ targets: this.hl, alpha: { from: 1, to: 0.35 }, duration: 650, yoyo: true, repeat: -1 }),
    );
    for (const t of TOWNS) this.nodes.push(this.makeTown(t.id));
    this.kaijuG = this.add.graphics();
    this.kaiju = this.add.container(0, 0, [this.kaijuG]).setVisible(false);
    this.ambient.push(
      this.tweens.add({ targets: this.kaijuG, scaleY: { from: 1, to: 1.04 }, duration: 1200, yoyo: true, repeat: -1 }),
    );
    this.fx = this.add.container(0, 0);
    drawKaiju(this.kaijuG, this.palette);
    this.setupCamera();
    this.ready();
  }

  /** The static map: the city at night, Tokyo Bay, the Sumida river, the Imperial Palace and the roads. */
  private drawBackground(): void {
    const g = this.make.graphics({}, false).setScale(this.res);
    g.fillStyle(0x0d1326, 1);
    g.fillRect(0, 0, WORLD_W, WORLD_H);
    // city blocks lit at night
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
    g.fillEllipse(PALACE_XY.x, PALACE_XY.y, 120, 84);
    g.lineStyle(3, 0x2a6a48, 1);
    g.strokeEllipse(PALACE_XY.x, PALACE_XY.y, 120, 84);
    this.bgG = g;
    this.palaceLabel = this.make
      .text({}, false)
      .setText(PALACE.ja)
      .setStyle({ fontFamily: FONT, fontSize: '18px', color: '#7fc49b', resolution: 2 })
      .setOrigin(0.5)
      .setPosition(PALACE_XY.x * this.res, PALACE_XY.y * this.res)
      .setScale(this.res);
    this.roadsG = this.make.graphics({}, false).setScale(this.res);
    this.drawRoads();
  }

  private drawRoads(): void {
    const g = this.roadsG;
    g.clear();
    for (const [w, col] of [
      [9, 0x05070f],
      [4, this.palette.road],
    ] as const) {
      g.lineStyle(w, col, col === 0x05070f ? 0.8 : 0.75);
      for (const [a, b] of ROADS) {
        const p = townXY(a);
        const q = townXY(b);
        g.lineBetween(p.x, p.y, q.x, q.y);
      }
    }
  }

  private makeTown(id: string): TownNode {
    const { x, y } = townXY(id);
    const g = this.make.graphics({}, false);
    const info = TOWNS[townIndex(id)];
    const label = this.make
      .text({}, false)
      .setText(info.ja)
      .setPosition(0, TOWN_R - 8)
      .setStyle({
        fontFamily: FONT,
        fontSize: '18px',
        fontStyle: '700',
        color: '#ffffff',
        stroke: '#05070f',
        strokeThickness: 5,
        resolution: 2,
      })
      .setOrigin(0.5, 0);
    const counts: Phaser.GameObjects.Text[] = [];
    for (let i = 0; i < 6; i++)
      counts.push(
        this.make
          .text({}, false)
          .setStyle({
            fontFamily: 'system-ui, sans-serif',
            fontSize: '16px',
            fontStyle: '700',
            color: '#ffffff',
            stroke: '#000000',
            strokeThickness: 3,
            resolution: 2,
          })
          .setOrigin(0, 0.5),
      );
    const c = this.make.container({}, false);
    c.add([g, label, ...counts]);
    c.setPosition(x * this.res, y * this.res).setScale(this.res);
    return { id, c, g, label, counts };
  }

  setLanguage(lang: 'ja' | 'en'): void {
    this.lang = lang;
    for (const n of this.nodes) n.label.setText(TOWNS[townIndex(n.id)][lang]);
    this.palaceLabel.setText(PALACE[lang]);
    this.compose();
  }

  setPalette(p: Palette): void {
    this.palette = p;
    this.drawRoads();
    drawKaiju(this.kaijuG, p);
    this.redrawAll();
  }

  /** Sets the display to a view (the screen state snaps to the truth after the animations). */
  snap(v: View): void {
    const before = JSON.stringify(this.disp);
    this.disp = {
      towns: v.towns.map((t) => ({ ...t })),
      kaiju: v.kaiju.town,
      stage: v.kaiju.stage,
      omen: v.omenTown,
    };
    this.onActivity(120);
    if (JSON.stringify(this.disp) === before) return;
    this.tweens.killTweensOf(this.kaiju);
    this.placeKaiju();
    this.redrawAll();
  }

  placeKaiju(): void {
    if (!this.disp.kaiju) {
      this.kaiju.setVisible(false);
      return;
    }
    const p = townXY(this.disp.kaiju);
    this.kaiju.setVisible(true).setPosition(p.x + KAIJU_DX, p.y + KAIJU_DY);
    this.kaiju.setScale(kaijuScale(this.disp.stage));
    this.kaiju.setDepth(10);
  }

  redrawAll(): void {
    for (let i = 0; i < this.nodes.length; i++) this.drawTown(i);
    this.compose();
    this.drawHighlights();
  }

  /** Redraws one town (after an event changed it) and the textures. */
  redrawTown(i: number): void {
    this.drawTown(i);
    this.compose();
  }

  private compose(): void {
    if (!this.boardRT) return;
    this.glow.clear();
    const p = this.palette;
    this.disp.towns.forEach((t, i) => {
      if (t.lava <= 0) return;
      const { x, y } = townXY(TOWN_IDS[i]);
      this.glow.fillStyle(p.lava, 0.12 + Math.min(t.lava, 5) * 0.06);
      this.glow.fillCircle(x, y, TOWN_R + 10 + t.lava * 4);
      this.glow.fillStyle(p.lavaGlow, 0.1);
      this.glow.fillCircle(x, y, TOWN_R);
    });
    this.boardRT.clear();
    this.boardRT.draw([this.bgG, this.roadsG, this.glow, this.palaceLabel, ...this.nodes.map((n) => n.c)]);
    this.boardRT.render();
  }

  private drawTown(i: number): void {
    const node = this.nodes[i];
    const t = this.disp.towns[i];
    if (!t) return;
    const p = this.palette;
    const g = node.g;
    g.clear();
    const omen = this.disp.omen === node.id;
    const burning = t.lava >= numbers().burningLava;
    g.fillStyle(0x000000, 0.55);
    g.fillCircle(2, 3, TOWN_R + 2);
    g.fillStyle(burning ? 0x4a160a : t.lava > 0 ? 0x2e1a1a : 0x1c2748, 1);
    g.fillCircle(0, 0, TOWN_R);
    g.lineStyle(omen ? 4 : 2, omen ? 0xc77dff : t.lava > 0 ? p.lava : 0x55639a, 1);
    g.strokeCircle(0, 0, TOWN_R);
    const bonus = BONUS_TILES.find((b) => b.town === node.id);
    if (bonus) drawLandmark(g, bonus.id, 0, -TOWN_R - 14);
    // the tile on the town: value for investigation tiles, numeral for omen tiles
    if (t.tile) {
      const tile = tileTable(numbers())[t.tile];
      g.fillStyle(tile?.kind === 'omen' ? 0x6b3fa0 : 0x2f6f8f, 1);
      g.fillRoundedRect(-TOWN_R - 6, -TOWN_R + 2, 22, 22, 4);
      g.lineStyle(1.5, 0xffffff, 0.8);
      g.strokeRoundedRect(-TOWN_R - 6, -TOWN_R + 2, 22, 22, 4);
    }
    // pieces as icon + count, in two rows inside the town
    const items: { draw: (x: number, y: number) => void; n: number }[] = [];
    if (t.lava) items.push({ draw: (x, y) => drawLava(g, x, y, p), n: t.lava });
    if (t.citizens) items.push({ draw: (x, y) => drawPerson(g, x, y, p.citizen), n: t.citizens });
    if (t.vips) items.push({ draw: (x, y) => drawVip(g, x, y, p.vip), n: t.vips });
    if (t.fire) items.push({ draw: (x, y) => drawFire(g, x, y, p), n: t.fire });
    if (t.sdf) items.push({ draw: (x, y) => drawSdf(g, x, y, p), n: t.sdf });
    if (t.bases) items.push({ draw: (x, y) => drawBase(g, x, y, p), n: t.bases });
    const slots = [
      [-22, -20],
      [10, -20],
      [-22, 6],
      [10, 6],
      [-6, -40],
      [-6, 30],
    ];
    node.counts.forEach((c) => c.setText(''));
    items.forEach((it, k) => {
      const [x, y] = slots[k];
      it.draw(x, y);
      node.counts[k].setPosition(x + 10, y).setText(String(it.n));
    });
    const tile = t.tile ? tileTable(numbers())[t.tile] : undefined;
    const tileText = tile ? (tile.kind === 'omen' ? OMEN_NUMERALS[(tile.omen ?? 1) - 1] : String(tile.value)) : '';
    node.counts[5].setText(tileText).setPosition(-TOWN_R + 1 - (tileText.length > 1 ? 2 : 0), -TOWN_R + 13);
  }

  /** Rings the towns a decision offers; `hint` (a town the hint suggests) gets a second, wider ring. */
  setHighlights(towns: string[], color = 0xffcf3f, hint: string | null = null): void {
    this.highlighted = { towns, color, hint };
    this.onActivity(120);
    this.drawHighlights();
  }

  private drawHighlights(): void {
    const g = this.hl;
    if (!g) return;
    g.clear();
    for (const id of this.highlighted.towns) {
      const { x, y } = townXY(id);
      g.lineStyle(7, this.highlighted.color, 1);
      g.strokeCircle(x, y, TOWN_R + 9);
      g.fillStyle(this.highlighted.color, 0.16);
      g.fillCircle(x, y, TOWN_R + 9);
    }
    const hint = this.highlighted.hint;
    if (hint && this.highlighted.towns.includes(hint)) {
      const { x, y } = townXY(hint);
      g.lineStyle(5, 0xffffff, 1);
      g.strokeCircle(x, y, TOWN_R + 18);
      g.lineStyle(3, this.highlighted.color, 1);
      g.strokeCircle(x, y, TOWN_R + 24);
    }
  }

  /** Plays one event; resolves when its animation is over (at once when speed is 0). */
  async animate(e: GameEvent, speed: number): Promise<void> {
    this.onActivity(10_000);
    await playEvent(this, e, speed);
    this.onActivity(speed > 0 ? 900 * speed : 120);
  }

  /** Whether tweens or camera effects (other than the ambient loops) are running. */
  busy(): boolean {
    const cam = this.cameras.main;
    return (
      this.tweens.getTweens().some((t) => !this.ambient.includes(t)) ||
      cam.shakeEffect.isRunning ||
      cam.flashEffect.isRunning
    );
  }

  townPoint(id: string): { x: number; y: number } {
    return townXY(id);
  }

  /** A world point at the bottom-left (defense track) or bottom-right (damage track) of the visible map. */
  trackPoint(which: 'defense' | 'damage'): { x: number; y: number } {
    const cam = this.cameras.main;
    const v = cam.worldView;
    return { x: which === 'defense' ? v.x + v.width * 0.2 : v.x + v.width * 0.8, y: v.y + v.height - 20 / cam.zoom };
  }

  // ---- camera: fit, wheel zoom, drag pan, pinch zoom, tap on towns ----
  private setupCamera(): void {
    const cam = this.cameras.main;
    cam.setBackgroundColor(0x0b0f1e);
    this.fit();
    this.input.addPointer(1);
    let down: { x: number; y: number; sx: number; sy: number } | null = null;
    let dragged = false;
    let pinch: number | null = null;
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      down = { x: p.x, y: p.y, sx: cam.scrollX, sy: cam.scrollY };
      dragged = false;
    });
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      const p1 = this.input.pointer1;
      const p2 = this.input.pointer2;
      if (p1.isDown && p2.isDown) {
        const d = Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y);
        if (pinch !== null) this.zoomBy(d / pinch, (p1.x + p2.x) / 2, (p1.y + p2.y) / 2);
        pinch = d;
        dragged = true;
        return;
      }
      pinch = null;
      if (!down || !p.isDown) return;
      const dx = p.x - down.x;
      const dy = p.y - down.y;
      if (Math.abs(dx) + Math.abs(dy) > 10 * this.dpr) dragged = true;
      if (dragged) {
        this.onActivity(200);
        cam.scrollX = down.sx - dx / cam.zoom;
        cam.scrollY = down.sy - dy / cam.zoom;
      }
    });
    this.input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      if (!dragged) {
        const town = over.map((o) => o.getData('town') as string | undefined).find(Boolean);
        if (town) this.onTownTap(town);
        else {
          // taps near a town count too (fingers are wide)
          const w = cam.getWorldPoint(p.x, p.y);
          let best: string | null = null;
          let bd = (TOWN_R + 18) ** 2;
          for (const id of TOWN_IDS) {
            const q = townXY(id);
            const d = (q.x - w.x) ** 2 + (q.y - w.y) ** 2;
            if (d < bd) {
              bd = d;
              best = id;
            }
          }
          if (best) this.onTownTap(best);
        }
      }
      down = null;
      pinch = null;
    });
    this.input.on('wheel', (p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => {
      this.zoomBy(dy > 0 ? 0.9 : 1.1, p.x, p.y);
    });
  }

  zoomBy(f: number, sx: number, sy: number): void {
    const cam = this.cameras.main;
    const before = cam.getWorldPoint(sx, sy);
    const min = this.fitZoom() * 0.8;
    cam.setZoom(Phaser.Math.Clamp(cam.zoom * f, min, min * 5));
    this.onActivity(200);
    const after = cam.getWorldPoint(sx, sy);
    cam.scrollX += before.x - after.x;
    cam.scrollY += before.y - after.y;
  }

  private fitZoom(): number {
    const { width, height } = this.scale;
    return Math.min(width / FIT.w, (height - this.bottomInset) / FIT.h);
  }

  /** Screen pixels at the bottom of the map covered by the track panels. */
  bottomInset = 0;

  fit(): void {
    const cam = this.cameras.main;
    const z = this.fitZoom();
    cam.setZoom(z);
    cam.centerOn(FIT.x + FIT.w / 2, FIT.y + FIT.h / 2 + this.bottomInset / 2 / z);
    this.onActivity(200);
  }

  /** Where a town is on the page, in CSS pixels relative to the canvas (for tests and tooltips). */
  townOnScreen(id: string): { x: number; y: number } {
    const cam = this.cameras.main;
    const p = townXY(id);
    return { x: ((p.x - cam.worldView.x) * cam.zoom) / this.dpr, y: ((p.y - cam.worldView.y) * cam.zoom) / this.dpr };
  }

  getLang(): 'ja' | 'en' {
    return this.lang;
  }
}
