/**
 * The map's camera and its input: fit (leaving room for what the screen lays over the map, such as the tracks),
 * wheel and pinch zoom, drag to pan, a tap on a town (fingers are wide: a tap near one counts), a long press, a
 * right click or a resting mouse to inspect a town, a piece carried from a town to another (a drag that starts where
 * the decision moves something); and the camera following the action: a town out of sight is
 * brought into view, a stomp zooms in for a moment.
 */
import * as Phaser from 'phaser';
import { TOWN_IDS } from '../../../../shared/vulcanus/data/map';
import { FIT, TOWN_R, townXY } from './layout';
import { ptInView, revealTarget, type Viewport } from './view-math';

/** CSS pixels of the canvas covered by the screen's overlays, on each side. */
export interface Insets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface CameraHost extends Phaser.Scene {
  dpr: number;
  onActivity(ms: number): void;
  onTownTap(town: string): void;
  /** A town to inspect: pinned (long press, right click) or passing (the mouse resting on it); null: none. */
  onTownInspect(town: string | null, clientX: number, clientY: number, pinned: boolean): void;
  /** Whether a drag starting on this town carries a piece (the decision moves one from there) rather than the map. */
  canDragFrom(town: string): boolean;
  /** A piece carried from `from`: the pointer at a world point, over a town or none; `end` on release, `cancel`. */
  onPieceDrag(from: string, at: { x: number; y: number }, over: string | null, phase: 'move' | 'end' | 'cancel'): void;
}

const LONG_PRESS_MS = 450;
const HOVER_MS = 350;

export class MapCamera {
  insets: Insets = { left: 0, right: 0, top: 0, bottom: 0 };
  /** The zoom and centre to return to after a punch-in (null: none running). */
  private before: { zoom: number; x: number; y: number } | null = null;

  constructor(private s: CameraHost) {}

  private get cam(): Phaser.Cameras.Scene2D.Camera {
    return this.s.cameras.main;
  }

  /** The zoom at which the whole map fits in the part of the canvas no overlay covers. */
  fitZoom(): number {
    const { width, height } = this.s.scale;
    const d = this.s.dpr;
    const w = width - (this.insets.left + this.insets.right) * d;
    const h = height - (this.insets.top + this.insets.bottom) * d;
    return Math.max(0.05, Math.min(w / FIT.w, h / FIT.h));
  }

  fit(): void {
    const z = this.fitZoom();
    this.before = null;
    this.cam.setZoom(z);
    // centre the map in the free part: shift the centre by half the difference of the insets
    const dx = ((this.insets.right - this.insets.left) / 2) * this.s.dpr;
    const dy = ((this.insets.bottom - this.insets.top) / 2) * this.s.dpr;
    this.cam.centerOn(FIT.x + FIT.w / 2 + dx / z, FIT.y + FIT.h / 2 + dy / z);
    this.s.onActivity(200);
  }

  zoomBy(f: number, sx: number, sy: number): void {
    const cam = this.cam;
    const before = cam.getWorldPoint(sx, sy);
    const min = this.fitZoom() * 0.8;
    cam.setZoom(Phaser.Math.Clamp(cam.zoom * f, min, min * 5));
    this.s.onActivity(200);
    const after = cam.getWorldPoint(sx, sy);
    cam.scrollX += before.x - after.x;
    cam.scrollY += before.y - after.y;
  }

  private get viewport(): Viewport {
    return { width: this.s.scale.width, height: this.s.scale.height, dpr: this.s.dpr, insets: this.insets };
  }

  /** Whether a town (with its pieces) is inside the uncovered part of the view. */
  private inView(id: string): boolean {
    return ptInView(townXY(id), this.cam.worldView, this.viewport, this.cam.zoom);
  }

  /** Brings the towns of an action into sight (after a player zoomed in elsewhere); at once with speed 0. */
  async follow(ids: readonly string[], speed: number): Promise<void> {
    const out = ids.filter((id) => !this.inView(id));
    if (!out.length) return;
    const pts = ids.map(townXY);
    const x = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const y = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    await this.glide(this.cam.zoom, x, y, 350 * speed);
  }

  /**
   * Brings the player's own decision into sight: a stomp's close-up still on is left first (the view goes back to
   * what the player was looking at: a decision with no town, a card or a yes or no, must not sit under a close-up of
   * the kaiju), then every town of the decision is brought into the uncovered part of the view, zooming out only as
   * far as it must. At once with speed 0.
   */
  async reveal(ids: readonly string[], speed: number): Promise<void> {
    if (this.before) await this.punchOut(speed);
    if (!ids.length || ids.every((id) => this.inView(id))) return;
    const t = revealTarget(ids.map(townXY), this.viewport, this.cam.zoom, this.fitZoom());
    await this.glide(t.zoom, t.x, t.y, 300 * speed);
  }

  /** A short zoom onto a town (a stomp); `punchOut` returns to the view before it. */
  async punchIn(id: string, speed: number): Promise<void> {
    if (speed <= 0) return;
    const cam = this.cam;
    if (!this.before) this.before = { zoom: cam.zoom, x: cam.midPoint.x, y: cam.midPoint.y };
    const p = townXY(id);
    await this.glide(Math.max(cam.zoom, this.fitZoom() * 1.6), p.x, p.y - 20, 280 * speed);
  }

  async punchOut(speed: number): Promise<void> {
    const b = this.before;
    this.before = null;
    if (!b) return;
    await this.glide(b.zoom, b.x, b.y, 320 * Math.max(speed, 0));
  }

  private glide(zoom: number, x: number, y: number, ms: number): Promise<void> {
    const cam = this.cam;
    this.s.onActivity(ms + 200);
    if (ms <= 0) {
      cam.setZoom(zoom);
      cam.centerOn(x, y);
      return Promise.resolve();
    }
    const from = { z: cam.zoom, x: cam.midPoint.x, y: cam.midPoint.y };
    const o = { t: 0 };
    return new Promise((resolve) => {
      this.s.tweens.add({
        targets: o,
        t: 1,
        duration: ms,
        ease: 'Sine.easeInOut',
        onUpdate: () => {
          cam.setZoom(from.z + (zoom - from.z) * o.t);
          cam.centerOn(from.x + (x - from.x) * o.t, from.y + (y - from.y) * o.t);
        },
        onComplete: () => resolve(),
      });
    });
  }

  /** The town nearest a screen point, within a finger's reach of its disc. */
  townAt(px: number, py: number): string | null {
    const w = this.cam.getWorldPoint(px, py);
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
    return best;
  }

  setupInput(): void {
    const s = this.s;
    const cam = this.cam;
    s.input.mouse?.disableContextMenu();
    s.input.addPointer(1);
    let down: { x: number; y: number; sx: number; sy: number } | null = null;
    let dragged = false;
    let pinch: number | null = null;
    /** The pointers pressed on the map and not yet released. */
    const held = new Set<number>();
    let press: ReturnType<typeof setTimeout> | null = null;
    let pressed = false;
    let hover: ReturnType<typeof setTimeout> | null = null;
    /** The town a piece is carried from, while a drag carries one instead of panning the map. */
    let carry: string | null = null;
    const carried = (p: Phaser.Input.Pointer, phase: 'move' | 'end' | 'cancel') => {
      if (!carry) return;
      s.onActivity(200);
      s.onPieceDrag(carry, cam.getWorldPoint(p.x, p.y), this.townAt(p.x, p.y), phase);
      if (phase !== 'move') carry = null;
    };
    const client = (p: Phaser.Input.Pointer) => {
      const e = p.event as MouseEvent | undefined;
      return { x: e?.clientX ?? p.x / s.dpr, y: e?.clientY ?? p.y / s.dpr };
    };
    const stopPress = () => {
      if (press) clearTimeout(press);
      press = null;
    };
    s.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      held.add(p.id);
      down = { x: p.x, y: p.y, sx: cam.scrollX, sy: cam.scrollY };
      dragged = false;
      pressed = false;
      stopPress();
      const at = client(p);
      const under = p.leftButtonDown() || p.wasTouch ? this.townAt(p.x, p.y) : null;
      carry = under && s.canDragFrom(under) ? under : null;
      if (p.rightButtonDown()) {
        // a right click pins what the town holds
        const town = this.townAt(p.x, p.y);
        if (town) s.onTownInspect(town, at.x, at.y, true);
        pressed = true;
        return;
      }
      press = setTimeout(() => {
        const town = !dragged && down ? this.townAt(down.x, down.y) : null;
        if (!town) return;
        pressed = true;
        s.onTownInspect(town, at.x, at.y, true);
      }, LONG_PRESS_MS);
    });
    s.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      // two fingers on the map pinch. Phaser's own pointers are not asked: a touch that ends on a panel redrawn
      // under it never tells the map it ended, and its pointer would stay down for ever
      const [p1, p2] = s.input.manager.pointers.filter((q) => held.has(q.id) && q.isDown);
      if (p1 && p2) {
        // a second finger pinches: whatever the first one carried is put back
        carried(p, 'cancel');
        const d = Phaser.Math.Distance.Between(p1.x, p1.y, p2.x, p2.y);
        if (pinch !== null) this.zoomBy(d / pinch, (p1.x + p2.x) / 2, (p1.y + p2.y) / 2);
        pinch = d;
        dragged = true;
        stopPress();
        return;
      }
      pinch = null;
      if (!p.isDown) {
        // a resting mouse names the town under it
        if (hover) clearTimeout(hover);
        const e = p.event as PointerEvent | undefined;
        if (e?.pointerType !== 'mouse') return;
        const town = this.townAt(p.x, p.y);
        const at = client(p);
        s.onTownInspect(null, 0, 0, false);
        if (town) hover = setTimeout(() => s.onTownInspect(town, at.x, at.y, false), HOVER_MS);
        return;
      }
      if (!down) return;
      const dx = p.x - down.x;
      const dy = p.y - down.y;
      if (Math.abs(dx) + Math.abs(dy) > 10 * s.dpr) {
        dragged = true;
        stopPress();
      }
      if (dragged && carry) carried(p, 'move');
      else if (dragged) {
        s.onActivity(200);
        cam.scrollX = down.sx - dx / cam.zoom;
        cam.scrollY = down.sy - dy / cam.zoom;
      }
    });
    s.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => held.delete(p.id));
    s.input.on('pointerup', (p: Phaser.Input.Pointer) => {
      held.delete(p.id);
      stopPress();
      if (dragged && carry) carried(p, 'end');
      else if (!dragged && !pressed && down) {
        const town = this.townAt(p.x, p.y);
        if (town) s.onTownTap(town);
      }
      carry = null;
      down = null;
      pinch = null;
    });
    s.input.on('gameout', () => {
      if (hover) clearTimeout(hover);
      s.onTownInspect(null, 0, 0, false);
    });
    s.input.on('wheel', (p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => {
      this.zoomBy(dy > 0 ? 0.9 : 1.1, p.x, p.y);
    });
  }
}
