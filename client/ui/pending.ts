/** The game the menus asked for, handed to the game screen through the #/play route. */
import type { SavedGame } from '../net/local-save';
import type { GameConnection } from '../net/types';

export type PendingGame =
  | {
      kind: 'solo';
      game?: string;
      options?: unknown;
      seat?: string;
      botLevel?: string;
      resume?: SavedGame;
      /** A tutorial of the game's meta (its fixed seed and coach). */
      tutorial?: string;
    }
  | { kind: 'online'; game: string; connect: () => Promise<GameConnection>; replayId?: () => string | null };

let pending: PendingGame | null = null;

export function setPendingGame(p: PendingGame): void {
  pending = p;
}

export function takePendingGame(): PendingGame | null {
  const p = pending;
  pending = null;
  return p;
}
