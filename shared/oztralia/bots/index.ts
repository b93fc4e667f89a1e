/** Oztralia's computer players: random, greedy (rules of thumb) and search (determinized Monte Carlo). */
import type { BotRequest, Hint } from '../../core/game';
import { Random } from '../../core/rng';
import type { Action, Seat, View } from '../types';
import { determinize } from './determinize';
import { greedyAction } from './policy';
import { randomChoice } from './random';
import { reasonFor } from './reason';
import { DEFAULT_BUDGET_MS, search } from './search';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  if (req.level === 'random') return randomChoice(req.view, req.seat, seed);
  if (req.level === 'search') return search(req.view, req.seat, { budgetMs: req.budgetMs, seed })?.action ?? null;
  const s = determinize(req.view, req.seat, seed);
  return greedyAction(s, req.seat as Seat, new Random(seed), 0);
}

/** The search's answer with its point (reason.ts) and its estimate of the seat's chance to win. */
export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const seed = req.seed ?? 1;
  const r = search(req.view, req.seat, { budgetMs: req.budgetMs, seed });
  if (!r) return null;
  const s = determinize(req.view, req.seat, seed);
  return { action: r.action, reason: reasonFor(s, req.seat as Seat, r.action), winChance: r.playouts ? r.value : null };
}

export { DEFAULT_BUDGET_MS };
