/**
 * Rolled West's computer players, from a seat's view only:
 * - random: any legal answer (bots/greedy.ts);
 * - greedy: the one step that raises its score estimate most, then banks its best leftover die (bots/greedy.ts);
 * - search: every way its turn can end, each played on to the end of the game with greedy players (bots/search.ts).
 * A hint is the search player's next step with its reason.
 */
import { estimateRange, winsHalfWidth } from '../core/estimate';
import type { BotRequest, Hint } from '../core/game';
import { Random } from '../core/rng';
import { CONTRACTS, TERRAIN_OF } from './data';
import { randomChoice, greedyStep, stateFromView } from './bots/greedy';
import { searchDecision, settingsFor, type Choice } from './bots/search';
import { GHOST, legalActions } from './rules';
import type { Action, View } from './types';

export { stateFromView };

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

/** The default budget when the caller names none, and the most any decision may take. */
const DEFAULT_BUDGET_MS = 300;
const MAX_BUDGET_MS = 900;
const DEADLINE_MS = 800;

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** The search player's answer and its share of wins in the playouts, or null to fall back on the greedy step. */
function searchChoice(req: BotRequest<View>, legal: Action[]): Choice<Action> | null {
  const budget = Math.min(req.budgetMs ?? DEFAULT_BUDGET_MS, MAX_BUDGET_MS);
  // the work is fixed by the budget, so the answer does not depend on the machine's load; the deadline is only a
  // guard against a machine far busier than planned for, which keeps every decision under a second
  const deadline = performance.now() + Math.min(Math.max(3 * budget, 300), DEADLINE_MS);
  const c = searchDecision(req.view, req.seat, settingsFor(budget), deadline);
  return c && legal.some((x) => same(x, c.best)) ? c : null;
}

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  const s = stateFromView(req.view, seed);
  const legal = legalActions(s, req.seat);
  if (!legal.length) return null;
  if (req.seat === GHOST) return legal[0];
  switch (req.level) {
    case 'random':
      return randomChoice(legal, new Random(seed));
    case 'greedy':
      return greedyStep(s, req.seat, legal);
    default:
      return searchChoice(req, legal)?.best ?? greedyStep(s, req.seat, legal);
  }
}

/** The hint: the search player's next step, with why, and how often it won the games the search played on. */
export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const full = { ...req, level: 'search', budgetMs: req.budgetMs ?? 400 };
  const s = stateFromView(req.view, req.seed ?? 1);
  const legal = legalActions(s, req.seat);
  if (!legal.length || req.seat === GHOST) return null;
  const c = searchChoice(full, legal);
  const a = c?.best ?? greedyStep(s, req.seat, legal);
  if (!a) return null;
  const out: Hint<Action> = { action: a, reason: reasonFor(req.view, a), winChance: c?.winChance ?? null };
  const n = c?.samples ?? 0;
  if (c && c.winChance !== null && n > 0)
    out.estimate = estimateRange(c.winChance, winsHalfWidth(c.winChance * n, n), n);
  return out;
}

/** The hint's reason for an answer (exported for the tests that word every reason in both languages). */
export function reasonFor(v: View, a: Action): { key: string; params?: Record<string, string | number> } {
  switch (a.type) {
    case 'terrain':
      return { key: 'terrain', params: { terrain: TERRAIN_OF[a.face] } };
    case 'contract':
      return { key: 'contract', params: { id: a.id, points: CONTRACTS.find((c) => c.id === a.id)?.points ?? 0 } };
    case 'office':
      return { key: 'office', params: { id: a.id } };
    case 'ship':
      return { key: 'ship', params: { metal: a.metal, n: a.n } };
    case 'camp':
    case 'settlement': {
      const t = v.turn && v.turn.terrain !== null ? TERRAIN_OF[v.turn.dice[v.turn.terrain]] : 'woods';
      return { key: a.type, params: { terrain: t } };
    }
    case 'bank':
    case 'copy':
      return { key: a.type, params: { res: a.face } };
    case 'endTurn':
      return { key: 'endTurn' };
    case 'pass':
      return { key: 'pass' };
    default:
      return { key: 'best' };
  }
}
