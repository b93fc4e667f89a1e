/** The game the menus asked for, handed to the game screen through the #/play route. */
import type { BotLevel } from '../../shared/vulcanus/bots/index';
import type { Options, Seat } from '../../shared/vulcanus/types';
import type { SavedGame } from '../net/local-save';
import type { GameConnection } from '../net/types';

export type PendingGame =
  | { kind: 'solo'; options?: Omit<Options, 'roles'>; seat?: Seat; botLevel?: BotLevel; resume?: SavedGame }
  | { kind: 'online'; connect: () => Promise<GameConnection>; replayId?: () => string | null };

let pending: PendingGame | null = null;

export function setPendingGame(p: PendingGame): void {
  pending = p;
}

export function takePendingGame(): PendingGame | null {
  const p = pending;
  pending = null;
  return p;
}
