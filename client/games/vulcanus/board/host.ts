/** Creates the Phaser game in a parent element, sized to it at the device pixel ratio (crisp on retina). */
import * as Phaser from 'phaser';
import { BoardScene } from './scene';

export interface BoardHost {
  scene: BoardScene;
  game: Phaser.Game;
  destroy(): void;
}

export async function createBoard(parent: HTMLElement, opts: { alwaysAwake?: boolean } = {}): Promise<BoardHost> {
  const scene = new BoardScene();
  const software = softwareRenderer();
  // a software renderer draws at one canvas pixel per CSS pixel: four times fewer pixels on a retina screen
  const dpr = software ? 1 : Math.min(window.devicePixelRatio || 1, 2);
  if (software) scene.res = 1;
  scene.dpr = dpr;
  const size = () => ({ w: Math.max(200, parent.clientWidth), h: Math.max(200, parent.clientHeight) });
  const s0 = size();
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: s0.w * dpr,
    height: s0.h * dpr,
    backgroundColor: '#0b0f1e',
    scale: { mode: Phaser.Scale.NONE },
    scene: [scene],
    banner: false,
    audio: { noAudio: true },
    render: { antialias: true },
  });
  const fitCanvas = () => {
    const { w, h } = size();
    game.scale.resize(w * dpr, h * dpr);
    game.canvas.style.width = `${w}px`;
    game.canvas.style.height = `${h}px`;
    // the input's scale (canvas pixels per CSS pixel) is measured from the final CSS size: a tap lands where it is
    game.scale.refresh();
    if (scene.cameras?.main) scene.fit();
  };
  const ro = new ResizeObserver(() => fitCanvas());
  await scene.whenReady;
  fitCanvas();
  ro.observe(parent);
  const power = opts.alwaysAwake
    ? { stop() {}, state: () => ({ low: false, asleep: false, fps: 0 }) }
    : lowPowerRendering(game, scene, parent, software);
  (window as unknown as { kaijuBoard?: unknown }).kaijuBoard = { game, scene, power };
  return {
    scene,
    game,
    destroy() {
      power.stop();
      ro.disconnect();
      game.destroy(true);
    },
  };
}

/**
 * On a slow renderer (software WebGL, weak devices) the board is drawn only when something changes: after two
 * seconds under 24 frames per second, the decorative loops stop and the game loop sleeps while nothing moves.
 */
function lowPowerRendering(
  game: Phaser.Game,
  scene: BoardScene,
  parent: HTMLElement,
  startLow: boolean,
): { stop(): void; state(): { low: boolean; asleep: boolean; fps: number } } {
  let low = startLow;
  if (low) for (const t of scene.ambient) t.pause();
  let asleep = false;
  let until = performance.now() + 2500;
  const wake = (ms: number) => {
    until = Math.max(until, performance.now() + ms);
    if (asleep) {
      asleep = false;
      game.loop.wake(true);
    }
  };
  scene.onActivity = wake;
  const onInput = (e: Event) => {
    if (e.type !== 'pointermove' || (e as PointerEvent).buttons) wake(600);
  };
  parent.addEventListener('pointerdown', onInput);
  parent.addEventListener('pointermove', onInput);
  parent.addEventListener('wheel', onInput);
  let f0 = 0;
  let t0 = 0;
  const start = setTimeout(() => {
    f0 = game.loop.frame;
    t0 = performance.now();
  }, 500);
  const check = setTimeout(() => {
    const fps = ((game.loop.frame - f0) * 1000) / (performance.now() - t0);
    if (fps < 24 && !low) {
      low = true;
      for (const t of scene.ambient) t.pause();
    }
  }, 2000);
  const timer = setInterval(() => {
    if (!low || asleep || performance.now() < until || scene.busy()) return;
    asleep = true;
    game.loop.sleep();
  }, 100);
  return {
    state: () => ({ low, asleep, fps: game.loop.actualFps }),
    stop() {
      clearTimeout(check);
      clearTimeout(start);
      clearInterval(timer);
      parent.removeEventListener('pointerdown', onInput);
      parent.removeEventListener('pointermove', onInput);
      parent.removeEventListener('wheel', onInput);
    },
  };
}

/** Whether WebGL runs in software (SwiftShader, llvmpipe): then textures stay small and frames are drawn on demand. */
function softwareRenderer(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return true;
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name);
  } catch {
    return false;
  }
}
