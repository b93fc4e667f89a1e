/**
 * Tsunami's computer players, from the public view only (§13: they sample the unseen cards, never peek): random,
 * greedy, and the planner (the default), which fill empty seats and give hints with a reason.
 */
import type { BotRequest, Hint } from '../../core/game';
import { Random } from '../../core/rng';
import type { Action, View } from '../types';
import { determinize } from './determinize';
import { greedyAction } from './greedy';
import { DEFAULT_BUDGET_MS, plan } from './planner';
import { randomChoice } from './random';
import { reasonFor } from './reasons';

export const BOT_LEVELS = ['random', 'greedy', 'planner'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The brief: the default level decides within a second, whatever budget it is offered. */
const budget = (ms: number | undefined): number => Math.min(ms ?? DEFAULT_BUDGET_MS, DEFAULT_BUDGET_MS);

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  if (req.level === 'random') return randomChoice(req.view, req.seat, new Random(seed));
  if (req.level === 'greedy') return greedyAction(determinize(req.view, seed), req.seat);
  return plan(req.view, req.seat, { budgetMs: budget(req.budgetMs), seed }).action;
}

/** 95% Wilson interval of k in n. */
function interval(k: number, n: number): { low: number; high: number } {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const w = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, (c - w) / d), high: Math.min(1, (c + w) / d) };
}

/** The planner's answer with the point of it (a translatable reason) and its estimate of the family not failing. */
export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const seed = req.seed ?? 1;
  const p = plan(req.view, req.seat, { budgetMs: budget(req.budgetMs), seed });
  if (!p.action) return null;
  const reason = reasonFor(determinize(req.view, seed), req.seat, p.action);
  if (!p.samples) return { action: p.action, reason, winChance: null };
  return {
    action: p.action,
    reason,
    winChance: p.safe / p.samples,
    estimate: { ...interval(p.safe, p.samples), samples: p.samples },
  };
}
