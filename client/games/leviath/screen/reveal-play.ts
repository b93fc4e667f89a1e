/**
 * Plays the post-game reveal on the board: Leviath walks its true path from the start while the deduction cloud
 * shrinks clue by clue beside it, then the whole path stays drawn (the final view carries the memo, §13).
 */
import type { View } from '../../../../shared/leviath/types';
import type { Board } from '../board/board';
import { revealFrames } from '../reveal';

/** Waits `ms` on an animation clock, so that a page whose animations are paused holds the reveal too. */
function hold(el: Element, ms: number): Promise<void> {
  return el.animate([{ opacity: 1 }, { opacity: 1 }], { duration: ms }).finished.then(
    () => undefined,
    () => undefined,
  );
}

export async function playReveal(board: Board, v: View, speed: number): Promise<void> {
  const sec = v.secret;
  if (!v.result || !sec || !sec.trail.length) return;
  const trail = sec.trail;
  board.svg.classList.add('revealing');
  try {
    if (speed > 0)
      for (const f of revealFrames(v.clues, trail)) {
        board.setCloud(f.cloud);
        board.drawTrail(trail.slice(0, f.upto + 1));
        const d = board.placeDragon(trail[f.upto]);
        if (d) await hold(d, 320 * speed);
      }
    board.setCloud(v.candidates);
    board.drawTrail(trail);
    board.placeDragon(sec.at);
  } finally {
    board.svg.classList.remove('revealing');
  }
}
