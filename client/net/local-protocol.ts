/** Messages between the solo-play connection (main thread) and the worker that runs the engine and the bots. */
import type { GameError } from '../../shared/core/errors';
import type { Hint } from '../../shared/core/game';
import type { BotLevel } from '../../shared/vulcanus/bots/index';
import type { Action, Options, Seat } from '../../shared/vulcanus/types';
import type { GameUpdate } from './types';

export interface GameLog {
  options: Options;
  seed: number;
  actions: { seat: Seat; action: Action }[];
}

export type ToWorker =
  | {
      type: 'init';
      /** The game's id in the registry. */
      game: string;
      /** Resume the saved game of that id (kept by the worker), or start a new one with these options. */
      id: string;
      resume: boolean;
      options: Options;
      seat: Seat;
      botLevel: BotLevel;
      botDelayMs: number;
    }
  | { type: 'action'; action: Action; v: number }
  /** The player asks for a hint on its decision at version v (computed from the player's own view only). */
  | { type: 'hint'; v: number };

export type FromWorker =
  | { type: 'update'; update: GameUpdate }
  | { type: 'error'; error: GameError }
  /** The game is saved (running) — nothing secret is sent while it runs. */
  | { type: 'saved' }
  /** The game is over: its full record, for the replay. */
  | { type: 'over'; log: GameLog }
  /** The answer to a hint request: null when there is no decision at that version (or nothing to suggest). */
  | { type: 'hint'; v: number; hint: Hint<Action> | null };
