/**
 * Where the towns a decision offers are on the page, so that the coach's bubble keeps off them (a step asking to
 * tap a lit town must not hide it). The board tells where a town is (the same measures the reveal banner uses).
 */
import { LABEL_FONT, TOWN_R } from '../board/layout';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the board shows of itself on the page (client/games/vulcanus/board/host.ts). */
interface BoardOnPage {
  game: { canvas: HTMLCanvasElement };
  scene: {
    townOnScreen(id: string): { x: number; y: number };
    labelWidth(id: string): number;
    metrics(): { zoom: number };
  };
}

/** The towns an update's decision options name (a town to choose, a move's ends). */
export function offeredTowns(options: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const o of options)
    if (o && typeof o === 'object')
      for (const k of ['town', 'to'] as const) {
        const v = (o as Record<string, unknown>)[k];
        if (typeof v === 'string') out.add(v);
      }
  return [...out];
}

/** Each town's circle, its marks above and its name below, in page pixels; none when the board is not there. */
export function townBoxes(ids: readonly string[]): Box[] {
  const board = (window as unknown as { kaijuBoard?: BoardOnPage }).kaijuBoard;
  if (!board || !ids.length) return [];
  try {
    const c = board.game.canvas.getBoundingClientRect();
    const z = board.scene.metrics().zoom;
    const r = TOWN_R * z;
    return ids.map((id) => {
      const p = board.scene.townOnScreen(id);
      const x = c.left + p.x;
      const y = c.top + p.y;
      const lw = Math.max(r * 2.3, board.scene.labelWidth(id) + 6 * z);
      const top = y - r - 14 * z;
      return { x: x - lw / 2, y: top, w: lw, h: y + r - 4 * z + LABEL_FONT * z * 1.35 - top };
    });
  } catch {
    // a board being torn down: nothing to keep clear
    return [];
  }
}
