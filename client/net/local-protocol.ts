/** Messages between the solo-play connection (main thread) and the worker that runs the engine and the bots. */
import type { BotLevel } from '../../shared/vulcanus/bots/index';
import type { Action, Options, Seat } from '../../shared/vulcanus/types';
import type { GameUpdate } from './types';

export interface GameLog {
  options: Options;
  seed: number;
  actions: { seat: Seat; action: Action }[];
}

export type ToWorker =
  | { type: 'init'; log: GameLog; seat: Seat; botLevel: BotLevel; botDelayMs: number }
  | { type: 'action'; action: Action; v: number };

export type FromWorker =
  | { type: 'update'; update: GameUpdate }
  | { type: 'error'; message: string }
  | { type: 'log'; log: GameLog; over: boolean };
