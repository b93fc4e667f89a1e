/** Messages between the solo-play connection (main thread) and the worker that runs the engine and the bots. */
import type { GameError } from '../../shared/core/errors';
import type { Hint } from '../../shared/core/game';
import type { SeatId } from '../../shared/core/game';
import type { GameUpdate } from './types';

export interface GameLog {
  /** The game's id (absent in logs kept before there were several games: the first game). */
  game?: string;
  /** The rules version it is played under (absent in logs kept before versions were stored). */
  rulesVersion?: number;
  options: unknown;
  seed: number;
  actions: { seat: SeatId; action: unknown }[];
}

export type ToWorker =
  | {
      type: 'init';
      /** The game's id in the registry. */
      game: string;
      /** Resume the saved game of that id (kept by the worker), or start a new one with these options. */
      id: string;
      resume: boolean;
      options: unknown;
      seat: SeatId;
      botLevel: string;
      botDelayMs: number;
      botBudgetMs: number;
      /** A fixed seed (a tutorial's); otherwise the worker draws one. */
      seed?: number;
    }
  | { type: 'action'; action: unknown; v: number }
  /** The player asks for a hint on its decision at version v (computed from the player's own view only). */
  | { type: 'hint'; v: number };

export type FromWorker =
  | { type: 'update'; update: GameUpdate }
  /** The game's seats (sent once): the player's, and computer players everywhere else. */
  | { type: 'seats'; seats: SeatId[]; options: unknown }
  | { type: 'error'; error: GameError }
  /** The game is saved (running) — nothing secret is sent while it runs. */
  | { type: 'saved' }
  /** The game is over: its full record, for the replay. */
  | { type: 'over'; log: GameLog }
  /** The answer to a hint request: null when there is no decision at that version (or nothing to suggest). */
  | { type: 'hint'; v: number; hint: Hint<unknown> | null };
