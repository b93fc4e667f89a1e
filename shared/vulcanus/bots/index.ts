/**
 * One interface for every computer player: given a seat's view (only what §10 lets that seat see) and a time
 * budget, choose an action. Pure and synchronous, so it runs in a Web Worker, a server worker or a test alike.
 *
 * Levels:
 * - random: a uniformly random legal answer (planning: claim, place, done).
 * - greedy: hand-written rules of thumb score each answer; plans rank the hand's cards (policy.ts).
 * - search: determinized Monte Carlo search with greedy-policy playouts to the end of the round (search.ts).
 *
 * The human team's bots plan together as one team with the team's information only: the callers give each one
 * `teamView` (its view plus the hands of the other human seats the computer plays, never a person's hand nor the
 * kaiju's secrets). The search compares the free lines for each role's claim; the greedy player claims the line
 * matching the role's order of play (conventionLine). Cards nobody in the team may see are sampled.
 */
import { Random } from '../../core/rng';
import type { Action, Seat } from '../types';
import type { View } from '../view';
import { heuristicAction } from './policy';
import { randomAction } from './random';
import { search, type SearchResult } from './search';
import { explain, type Reason } from './reason';

export type BotLevel = 'random' | 'greedy' | 'search';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'greedy', 'search'];

/** Thinking time of the search level when the caller gives none. */
export const DEFAULT_BUDGET_MS = 500;

export interface BotRequest {
  view: View;
  seat: Seat;
  level: BotLevel;
  /** Milliseconds the bot may think (search level). */
  budgetMs?: number;
  seed?: number;
  /** Search level: stop after this many playouts even if time remains (reproducible benchmarks and tests). */
  maxPlayouts?: number;
}

function seedOf(req: { view: View; seed?: number }): number {
  return req.seed ?? req.view.v * 7919 + req.view.promptSeq;
}

export function chooseAction(req: BotRequest): Action | null {
  const rng = new Random(seedOf(req));
  switch (req.level) {
    case 'random':
      return randomAction(req.view, req.seat, rng);
    case 'greedy':
      return heuristicAction(req.view, req.seat);
    case 'search':
      return searchDecision(req).action;
  }
}

/** The search level's decision with its statistics (benchmarks and the hint use them). */
export function searchDecision(req: Omit<BotRequest, 'level'>): SearchResult {
  return search(req.view, req.seat, {
    budgetMs: req.budgetMs ?? DEFAULT_BUDGET_MS,
    maxPlayouts: req.maxPlayouts,
    seed: seedOf(req),
  });
}

export interface Hint {
  action: Action;
  reason: Reason;
  /** The search's estimate of the seat's side winning after this answer, 0–1 (null when there was no choice). */
  winChance: number | null;
  estimate?: { low: number; high: number; samples: number };
}

/** Solo play's hint: what the strongest player would do now, with its reason in a few words. */
export function hint(req: { view: View; seat: Seat; budgetMs?: number; seed?: number }): Hint | null {
  const r = searchDecision({ ...req, budgetMs: req.budgetMs ?? DEFAULT_BUDGET_MS });
  if (!r.action) return null;
  const out: Hint = { action: r.action, reason: explain(req.view, req.seat, r.action), winChance: r.value };
  if (r.interval) out.estimate = r.interval;
  return out;
}

export type { Reason };
