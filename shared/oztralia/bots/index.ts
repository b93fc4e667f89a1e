/** Oztralia's computer players: random, greedy (rules of thumb) and search (determinized Monte Carlo). */
import type { BotRequest, Hint } from '../../core/game';
import { Random } from '../../core/rng';
import type { Action, Seat, View } from '../types';
import { determinize } from './determinize';
import { greedyAction } from './policy';
import { randomChoice } from './random';
import { search } from './search';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  if (req.level === 'random') return randomChoice(req.view, req.seat, seed);
  if (req.level === 'search') return search(req.view, req.seat, { budgetMs: req.budgetMs, seed })?.action ?? null;
  const s = determinize(req.view, req.seat, seed);
  return greedyAction(s, req.seat as Seat, new Random(seed), 0);
}

export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const action = choose({ ...req, level: 'search' });
  return action ? { action, reason: { key: 'any' }, winChance: null } : null;
}
