/**
 * The map of Tokyo as a Phaser scene: roads, towns, landmarks and every piece, drawn from a display copy of
 * the state. `snap` sets it from a view; `animate` plays one engine event and applies its change to the copy.
 */
import * as Phaser from 'phaser';
import { PALACE, TOWNS, TOWN_IDS, townIndex } from '../../../../shared/vulcanus/data/map';
import type { GameEvent, View } from '../../../../shared/vulcanus/index';
import { drawKaiju } from './art';
import { PALACE_AT, drawCity, drawRoads } from './background';
import { MapCamera, type Insets } from './camera';
import {
  COUNT_FONT,
  ICON,
  KAIJU_DX,
  KAIJU_DY,
  LABEL_FONT,
  PALETTES,
  TOWN_R,
  WORLD_H,
  WORLD_W,
  kaijuScale,
  townXY,
  type Palette,
} from './layout';
import { playEvent } from './effects';
import { drawCarry, drawRings, type Rings } from './rings';
import type { Display, EffectStage } from './stage';
import { FONT, drawTown, makeLabel, makeTown, type TownNode } from './town';

export type { Display };

export class BoardScene extends Phaser.Scene implements EffectStage {
  palette: Palette = PALETTES.normal;
  disp: Display = { towns: [], kaiju: null, stage: 0, omen: null };
  nodes: TownNode[] = [];
  kaiju!: Phaser.GameObjects.Container;
  kaijuG!: Phaser.GameObjects.Graphics;
  glow!: Phaser.GameObjects.Graphics;
  hl!: Phaser.GameObjects.Graphics;
  fx!: Phaser.GameObjects.Container;
  private highlighted: Rings = { towns: [], color: 0xffcf3f, hint: null };
  /** A piece being carried (board/rings.ts), drawn above the rings. */
  private carryG!: Phaser.GameObjects.Graphics;
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
  /** Whether a drag from this town carries a piece (board/camera.ts). */
  canDragFrom: (town: string) => boolean = () => false;
  onPieceDrag: (
    from: string,
    at: { x: number; y: number },
    over: string | null,
    phase: 'move' | 'end' | 'cancel',
  ) => void = () => {};
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
  /** Events playing now (`animate`). */
  private playing = 0;
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
    this.carryG = this.add.graphics().setDepth(20);
    this.fx = this.add.container(0, 0);
    drawKaiju(this.kaijuG, this.palette);
    this.cameras.main.setBackgroundColor(0x0b0f1e);
    this.camera.setupInput();
    this.fit();
    this.ready();
  }

  /** The static map (board/background.ts) and the palace's name. */
  private drawBackground(): void {
    const g = this.make.graphics({}, false).setScale(this.res);
    drawCity(g);
    this.bgG = g;
    this.palaceLabel = this.make
      .text({}, false)
      .setText(PALACE.ja)
      .setStyle({ fontFamily: FONT, fontSize: '20px', color: '#7fc49b', align: 'center', resolution: 2 })
      .setOrigin(0.5)
      .setPosition(PALACE_AT.x * this.res, PALACE_AT.y * this.res)
      .setScale(this.res);
    this.roadsG = this.make.graphics({}, false).setScale(this.res);
    drawRoads(this.roadsG, this.palette);
  }

  setLanguage(lang: 'ja' | 'en'): void {
    this.lang = lang;
    this.nodes.forEach((n, i) => this.labels[i].setText(TOWNS[townIndex(n.id)][lang]));
    // two short lines fit the garden better than one long one
    this.palaceLabel.setText(PALACE[lang].replace(' ', '\n'));
    this.compose();
    this.drawLabels();
  }

  setPalette(p: Palette): void {
    this.palette = p;
    drawRoads(this.roadsG, p);
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
    // drawn on the next frames, even by a board that sleeps while nothing moves (a language or palette change)
    this.onActivity(120);
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

  /**
   * Rings the towns a decision offers; `hint` (a town the hint suggests) gets a second, wider ring; `more` says how
   * (thin rings for many towns, towns several steps away, the town the prompt names: board/rings.ts).
   */
  setHighlights(
    towns: string[],
    color = 0xffcf3f,
    hint: string | null = null,
    more: Pick<Rings, 'soft' | 'far' | 'named'> = {},
  ): void {
    this.highlighted = { towns, color, hint, ...more };
    this.onActivity(120);
    this.drawHighlights();
  }

  /** The towns ringed now (for the tests), and which are thin. */
  rings(): Readonly<Rings> {
    return this.highlighted;
  }

  private drawHighlights(): void {
    if (this.hl) drawRings(this.hl, this.highlighted);
  }

  /** A piece carried from `from` along `path`, the pointer at `at` (world), over a town that may (`ok`) take it. */
  showCarry(
    from: string,
    path: readonly string[],
    at: { x: number; y: number },
    over: string | null,
    ok: boolean,
  ): void {
    this.onActivity(200);
    drawCarry(this.carryG, from, path, at, over, ok, this.highlighted.color);
  }

  clearCarry(): void {
    this.onActivity(120);
    this.carryG?.clear();
  }

  /** Plays one event; resolves when its animation is over (at once when speed is 0). */
  async animate(e: GameEvent, speed: number): Promise<void> {
    // drawn while it plays (`busy`), then a little longer; a fixed long wake-up here kept a slow renderer drawing
    // for ten seconds after every event, so that it hardly ever slept
    this.playing++;
    this.onActivity(120);
    try {
      await playEvent(this, e, speed);
    } finally {
      this.playing--;
    }
    this.onActivity(speed > 0 ? 900 * speed : 120);
  }

  /** Whether an event is playing, or tweens or camera effects (other than the ambient loops) are running. */
  busy(): boolean {
    const cam = this.cameras.main;
    return (
      this.playing > 0 ||
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

  /** How wide a town's name is drawn, in CSS pixels at the current zoom (the reveal banner keeps off it). */
  labelWidth(id: string): number {
    const label = this.labels[townIndex(id)] as Phaser.GameObjects.Text | undefined;
    return ((label?.width ?? TOWN_R * 2) * this.cameras.main.zoom) / this.dpr;
  }

  getLang(): 'ja' | 'en' {
    return this.lang;
  }
}
