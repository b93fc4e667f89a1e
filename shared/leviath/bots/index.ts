/**
 * Leviath's computer players for both sides, from a seat's view only: random, greedy and search (§15: a bot is
 * handed its SeatView, never the state). The human side determinizes Leviath's space from the public candidate
 * set; the kaiju side samples the dyke letters it cannot see.
 */
import { estimateRange, winsHalfWidth } from '../../core/estimate';
import type { BotRequest, Hint, SeatView } from '../../core/game';
import { Random } from '../../core/rng';
import { legalActions } from '../flow';
import type { Action, View } from '../types';
import { determinize } from './determinize';
import { best, rank } from './policy';
import { randomChoice } from './random';
import { searchDecide } from './search';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

/** The keys of the hints' reasons: the client words each as `leviath.reason.<key>` with its parameters. */
export const REASON_KEYS = [
  'start',
  'pass',
  'silence',
  'hide',
  'predation',
  'tsunami',
  'flee',
  'jam',
  'slip',
  'awaken',
  'evolve',
  'push',
  'sweep',
  'done',
  'shipNet',
  'shipCloser',
  'shipSpread',
  'shipsStay',
  'discard',
  'mineTrap',
  'mineCut',
  'mineReach',
  'mineWait',
  'search',
  'dyke',
  'sortie',
  'other',
] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** [T] the search's thinking time when the host gives none: the default level decides within a second. */
export const DEFAULT_BUDGET_MS = 500;

/** The seat's legal actions, rebuilt from its view (its own prompt depends only on what it sees). */
export function legalFromView(v: SeatView<View>, seat: string, rng: Random): Action[] {
  return legalActions(determinize(v, rng), seat);
}

function greedyChoice(v: SeatView<View>, seat: string, rng: Random) {
  const s = determinize(v, rng);
  return best(rank(s, seat, legalActions(s, seat)), rng);
}

export function choose(req: BotRequest<View>): Action | null {
  const rng = new Random(req.seed ?? 1);
  switch (req.level) {
    case 'random':
      return randomChoice(legalFromView(req.view, req.seat, rng), rng);
    case 'greedy':
      return greedyChoice(req.view, req.seat, rng)?.action ?? null;
    default:
      return searchDecide(req.view, req.seat, {
        budgetMs: Math.min(req.budgetMs ?? DEFAULT_BUDGET_MS, 900),
        seed: req.seed ?? 1,
      }).action;
  }
}

/** The search player's answer with its reason (a key the client words) and its estimate of winning. */
export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const r = searchDecide(req.view, req.seat, {
    budgetMs: Math.min(req.budgetMs ?? DEFAULT_BUDGET_MS, 900),
    seed: req.seed ?? 1,
  });
  if (!r.scored) return null;
  const out: Hint<Action> = { action: r.scored.action, reason: r.scored.reason, winChance: r.winChance };
  if (r.winChance !== null && r.samples > 0)
    out.estimate = estimateRange(r.winChance, winsHalfWidth(r.winChance * r.samples, r.samples), r.samples);
  return out;
}
