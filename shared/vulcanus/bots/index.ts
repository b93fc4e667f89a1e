/**
 * One interface for every computer player: given a seat's view (only what §10 lets that seat see) and a time
 * budget, choose an action. Pure and synchronous, so it runs in a Web Worker, a server worker or a test alike.
 */
import { Random } from '../../core/rng';
import type { Action, Seat } from '../types';
import type { View } from '../view';
import { randomAction } from './random';

export type BotLevel = 'random' | 'greedy' | 'search';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'greedy', 'search'];

export interface BotRequest {
  view: View;
  seat: Seat;
  level: BotLevel;
  /** Milliseconds the bot may think (search level). */
  budgetMs?: number;
  seed?: number;
}

export function chooseAction(req: BotRequest): Action | null {
  const rng = new Random(req.seed ?? req.view.v * 7919 + req.view.promptSeq);
  return randomAction(req.view, req.seat, rng);
}
