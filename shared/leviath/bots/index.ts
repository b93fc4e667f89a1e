/**
 * Leviath's computer players for both sides, from a seat's view only: random, greedy and search (§15: a bot is
 * handed its SeatView, never the state). The human side determinizes Leviath's space from the public candidate
 * set; the kaiju side samples the dyke letters it cannot see.
 */
import type { BotRequest, Hint, SeatView } from '../../core/game';
import { Random } from '../../core/rng';
import { legalActions } from '../flow';
import type { Action, View } from '../types';
import { determinize } from './determinize';
import { randomChoice } from './random';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The seat's legal actions, rebuilt from its view (its own prompt depends only on what it sees). */
export function legalFromView(v: SeatView<View>, seat: string, rng: Random): Action[] {
  return legalActions(determinize(v, rng), seat);
}

export function choose(req: BotRequest<View>): Action | null {
  const rng = new Random(req.seed ?? 1);
  const legal = legalFromView(req.view, req.seat, rng);
  return randomChoice(legal, rng);
}

export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const a = choose({ ...req, level: 'greedy' });
  return a && { action: a, reason: { key: 'random' }, winChance: null };
}
