/** Creates the Phaser game in a parent element, sized to it at the device pixel ratio (crisp on retina). */
import * as Phaser from 'phaser';
import { BoardScene } from './scene';

export interface BoardHost {
  scene: BoardScene;
  game: Phaser.Game;
  destroy(): void;
}

export async function createBoard(parent: HTMLElement): Promise<BoardHost> {
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  const scene = new BoardScene();
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
    render: { antialias: true, preserveDrawingBuffer: true },
  });
  const fitCanvas = () => {
    const { w, h } = size();
    game.scale.resize(w * dpr, h * dpr);
    game.canvas.style.width = `${w}px`;
    game.canvas.style.height = `${h}px`;
    game.scale.updateBounds();
    if (scene.cameras?.main) scene.fit();
  };
  const ro = new ResizeObserver(() => fitCanvas());
  await scene.whenReady;
  fitCanvas();
  ro.observe(parent);
  return {
    scene,
    game,
    destroy() {
      ro.disconnect();
      game.destroy(true);
    },
  };
}
