/**
 * The rendering benchmark page (#/bench, used by `npm run bench:client`): the board idles, then plays a scripted
 * lava-heavy, stomp-heavy sequence of engine events; frames per second of both go to window.kaijuBench.
 */
import { ADJACENT, TOWN_IDS, townIndex } from '../../../shared/vulcanus/data/map';
import { setup } from '../../../shared/vulcanus/index';
import type { GameEvent } from '../../../shared/vulcanus/types';
import { view } from '../../../shared/vulcanus/view';
import { mountFramed } from '../../ui/frame';
import { mountGameScreen, type GameScreen } from './screen/screen';
import { texts } from './texts';

interface BenchResult {
  idleFps: number;
  busyFps: number;
  events: number;
  width: number;
  height: number;
  dpr: number;
}

export async function renderBench(root: HTMLElement): Promise<void> {
  // the board inside the shell's frame, as in a game; the benchmark keeps the board's handle
  let inner: GameScreen | null = null;
  const framed = await mountFramed(
    root,
    { id: 'vulcanus', texts, mount: async (f, c, o) => (inner = await mountGameScreen(f, c, o)) },
    null,
    { readOnly: true, onExit: () => undefined, alwaysAwake: true },
  );
  const screen = { push: framed.push, board: (inner as GameScreen | null)?.board };
  if (!screen.board) throw new Error('no board');
  const { state } = setup({ humans: 1, level: 0 }, 7);
  state.kaiju.town = 'shibuya';
  screen.push({ v: 0, seat: 'spectator', view: view(state, 'spectator'), legal: [], events: [], timer: null });
  const { game, scene } = screen.board;
  const fpsOver = async (ms: number, work?: () => Promise<void>) => {
    const f0 = game.loop.frame;
    const t0 = performance.now();
    let stop = false;
    const running = work
      ? (async () => {
          while (!stop) await work();
        })()
      : Promise.resolve();
    await new Promise((r) => setTimeout(r, ms));
    stop = true;
    await running;
    return ((game.loop.frame - f0) * 1000) / (performance.now() - t0);
  };
  await new Promise((r) => setTimeout(r, 1000));
  const idleFps = await fpsOver(4000);
  let here = 'shibuya';
  let n = 0;
  let seed = 3;
  const rnd = (k: number) => (seed = (seed * 16807) % 2147483647) % k;
  const play = async (e: GameEvent) => {
    n++;
    await scene.animate(e, 0.6);
  };
  const busyFps = await fpsOver(8000, async () => {
    const nb = ADJACENT[townIndex(here)];
    const to = TOWN_IDS[nb[rnd(nb.length)]];
    await play({ type: 'kaijuMoved', from: here as never, to, underground: false });
    here = to;
    const lava: Promise<void>[] = [];
    for (const t of [to, TOWN_IDS[nb[rnd(nb.length)]]]) lava.push(play({ type: 'lavaPlaced', town: t, pool: 0 }));
    await Promise.all(lava);
    const next = ADJACENT[townIndex(to)];
    await play({ type: 'lavaMoved', from: to, to: TOWN_IDS[next[rnd(next.length)]], count: 1 });
  });
  const result: BenchResult = {
    idleFps: Math.round(idleFps * 10) / 10,
    busyFps: Math.round(busyFps * 10) / 10,
    events: n,
    width: innerWidth,
    height: innerHeight,
    dpr: devicePixelRatio,
  };
  (window as unknown as { kaijuBench?: BenchResult }).kaijuBench = result;
}
