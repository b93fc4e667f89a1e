/**
 * "Your turn", said where a person playing online may not be looking: the tab's title begins with it while this seat
 * has a decision, and a short chime (with sound on) marks the moment one begins. Solo play says nothing of the kind:
 * its player is at the screen, and the computer's turns are quick.
 */
import { t } from '../../i18n/index';
import type { GameUpdate } from '../../net/types';
import { tone } from '../../sound';

export interface FrameTurn {
  draw(latest: GameUpdate | null): void;
  /** The page's own title again (the screen goes). */
  stop(): void;
}

/** Whether the update asks this seat for a decision now. */
export const myTurn = (u: GameUpdate | null): boolean =>
  !!u && !u.outcome && u.seat !== 'spectator' && u.legal.length > 0 && (u.active?.includes(u.seat) ?? true);

/** A rising two-note chime, synthesized (no sound file). */
export function chime(): void {
  tone(660, 0.14, 'sine', 0.07);
  setTimeout(() => tone(990, 0.22, 'sine', 0.07), 130);
}

export function frameTurn(online: boolean, play: () => void = chime): FrameTurn {
  const base = document.title;
  let mine = false;
  return {
    draw(u) {
      const now = online && myTurn(u);
      if (now && !mine) play();
      mine = now;
      document.title = now ? `● ${t('yourTurn')} — ${base}` : base;
    },
    stop() {
      document.title = base;
    },
  };
}
