/**
 * Tsunami's computer players, from the public view only (§13: they sample the unseen cards, never peek): random,
 * greedy, and the planner (the default), which fill empty seats and give hints with a reason.
 */
import type { BotRequest, Hint, SeatView } from '../../core/game';
import { Random } from '../../core/rng';
import type { Action, View } from '../types';
import { determinize } from './determinize';
import { greedyAction } from './greedy';
import { randomChoice } from './random';
import { reasonFor } from './reasons';

export const BOT_LEVELS = ['random', 'greedy'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  if (req.level === 'random') return randomChoice(req.view, req.seat, new Random(seed));
  return greedyAction(determinize(req.view, seed), req.seat);
}

export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const s = determinize(req.view as SeatView<View>, req.seed ?? 1);
  const action = greedyAction(s, req.seat);
  return action && { action, reason: reasonFor(s, req.seat, action), winChance: null };
}
