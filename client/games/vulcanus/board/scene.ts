/**
 * The map of Tokyo as a Phaser scene: roads, towns, landmarks and every piece, drawn from a display copy of
 * the state. `snap` sets it from a view; `animate` plays one engine event and applies its change to the copy.
 */
import * as Phaser from 'phaser';
import { PALACE, ROADS, TOWNS, TOWN_IDS, townIndex } from '../../../../shared/vulcanus/data/map';
import type { GameEvent, View } from '../../../../shared/vulcanus/index';
import type { Town } from '../../../../shared/vulcanus/types';
import { drawKaiju } from './art';
import { MapCamera, type Insets } from './camera';
import {
  COUNT_FONT,
  ICON,
  KAIJU_DX,
  KAIJU_DY,
  LABEL_FONT,
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
import { FONT, drawTown, makeLabel, makeTown, type TownNode } from './town';

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
  /** Town names, drawn above the highlight rings. */
  private labelRT!: Phaser.GameObjects.RenderTexture;
  private labels: Phaser.GameObjects.Text[] = [];
  readonly camera = new MapCamera(this);
  /** Texture pixels per world pixel: 2 keeps text crisp when zoomed; 1 on a slow renderer. */
  res = 2;
  private palaceLabel!: Phaser.GameObjects.Text;
  onTownTap: (town: string) => void = () => {};
  /** A town to inspect (long press, right click, a resting mouse), or null when the mouse left it. */
  onTownInspect: (town: string | null, clientX: number, clientY: number, pinned: boolean) => void = () => {};
  /** Called before the camera fits the map, with the canvas size in CSS pixels (the screen sets the insets). */
  beforeFit: (cssW: number, cssH: number) => void = () => {};
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
    this.labelRT = this.add
      .renderTexture(0, 0, WORLD_W * this.res, WORLD_H * this.res)
      .setOrigin(0, 0)
      .setScale(1 / this.res);
    for (const t of TOWNS) {
      this.nodes.push(makeTown(this, t.id, townXY(t.id), this.res));
      this.labels.push(makeLabel(this, t.ja, townXY(t.id), this.res));
    }
    this.kaijuG = this.add.graphics();
    // it faces west, towards the town it stands beside
    this.kaijuG.scaleX = -1;
    this.kaiju = this.add.container(0, 0, [this.kaijuG]).setVisible(false);
    this.ambient.push(
      this.tweens.add({ targets: this.kaijuG, scaleY: { from: 1, to: 1.04 }, duration: 1200, yoyo: true, repeat: -1 }),
    );
    this.fx = this.add.container(0, 0);
    drawKaiju(this.kaijuG, this.palette);
    this.cameras.main.setBackgroundColor(0x0b0f1e);
    this.camera.setupInput();
    this.fit();
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
      .setStyle({ fontFamily: FONT, fontSize: '22px', color: '#7fc49b', resolution: 2 })
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

  setLanguage(lang: 'ja' | 'en'): void {
    this.lang = lang;
    this.nodes.forEach((n, i) => this.labels[i].setText(TOWNS[townIndex(n.id)][lang]));
    this.palaceLabel.setText(PALACE[lang]);
    this.compose();
    this.drawLabels();
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

  /** The names change only with the language: their texture is drawn then, not with every piece that moves. */
  private drawLabels(): void {
    if (!this.labelRT) return;
    this.labelRT.clear();
    this.labelRT.draw(this.labels);
    this.labelRT.render();
  }

  private drawTown(i: number): void {
    const t = this.disp.towns[i];
    if (t) drawTown(this.nodes[i], t, this.palette, this.disp.omen === this.nodes[i].id);
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

  /** Where the screen shows a track, in CSS pixels of the canvas (set by the screen), or null. */
  trackScreen: (which: 'defense' | 'damage') => { x: number; y: number } | null = () => null;

  /** The world point where a track is shown (tokens fly there); the bottom corners of the view without one. */
  trackPoint(which: 'defense' | 'damage'): { x: number; y: number } {
    const cam = this.cameras.main;
    const at = this.trackScreen(which);
    if (at) return cam.getWorldPoint(at.x * this.dpr, at.y * this.dpr);
    const v = cam.worldView;
    return { x: which === 'defense' ? v.x + v.width * 0.2 : v.x + v.width * 0.8, y: v.y + v.height - 20 / cam.zoom };
  }

  // ---- camera (board/camera.ts) ----
  /** Screen pixels of the map covered by the screen's overlays (the tracks): the map fits beside them. */
  setInsets(insets: Insets): void {
    this.camera.insets = insets;
  }

  zoomBy(f: number, sx: number, sy: number): void {
    this.camera.zoomBy(f, sx, sy);
  }

  fit(): void {
    this.beforeFit(this.scale.width / this.dpr, this.scale.height / this.dpr);
    this.camera.fit();
  }

  /** Sizes on screen at the current zoom, in CSS pixels (a piece, a town's name, a count): for the tests. */
  metrics(): { zoom: number; piece: number; label: number; count: number; insets: Insets } {
    const z = this.cameras.main.zoom / this.dpr;
    return { zoom: z, piece: ICON * z, label: LABEL_FONT * z, count: COUNT_FONT * z, insets: this.camera.insets };
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
