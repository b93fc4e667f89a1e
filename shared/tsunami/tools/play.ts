/**
 * Tsunami's section of the tools (simulator, `bench:ai`, `balance`): one game played by computer players, each seat
 * deciding from its own view as the host hands it (§13: they never see the state), with the planner's decisions
 * timed. Pure: the scripts run these in their worker processes and print the reports.
 */
import type { SeatView } from '../../core/game';
import type { Meter } from '../../core/tools';
import { determinize } from '../bots/determinize';
import { greedyAction } from '../bots/greedy';
import { plan } from '../bots/planner';
import { randomChoice } from '../bots/random';
import { Random } from '../../core/rng';
import { tsunami } from '../index';
import type { Action, Options, ResultTier, UnitId, View } from '../types';

export type ToolLevel = 'random' | 'greedy' | 'planner';

export interface GameSpec {
  options: Partial<Options>;
  seed: number;
  level: ToolLevel;
  /** The planner's playouts per answer (reproducible), and its time budget. */
  playouts: number;
  budgetMs: number;
}

export interface GameRecord {
  options: Options;
  seed: number;
  level: ToolLevel;
  tier: ResultTier;
  score: number;
  max: number;
  escaped: UnitId[];
  turns: number;
  actions: number;
  /** The planner's decisions that had a choice: wall and CPU milliseconds, and playouts. */
  decisions: { ms: number; cpuMs: number; playouts: number }[];
}

export function playGame(spec: GameSpec, meter: Meter = { cpuMs: () => 0 }): GameRecord {
  const parsed = tsunami.parseOptions(spec.options);
  if (!parsed.ok) throw new Error(`options refused: ${JSON.stringify(parsed.error)}`);
  const { state } = tsunami.setup(parsed.value, spec.seed);
  const decisions: GameRecord['decisions'] = [];
  const rng = new Random(spec.seed ^ 0x51ed);
  let actions = 0;
  for (; !state.result && actions < 5000; actions++) {
    const seat = tsunami.activeSeats(state)[0];
    const view = tsunami.view(state, seat) as SeatView<View>;
    const seed = (spec.seed * 100_003 + actions) >>> 0;
    let action: Action | null;
    if (spec.level === 'random') action = randomChoice(view, seat, rng);
    else if (spec.level === 'greedy') action = greedyAction(determinize(view, seed), seat);
    else {
      const cpu = meter.cpuMs();
      const p = plan(view, seat, { maxPlayouts: spec.playouts, budgetMs: spec.budgetMs, seed });
      if (p.playouts > 0) decisions.push({ ms: p.ms, cpuMs: meter.cpuMs() - cpu, playouts: p.playouts });
      action = p.action;
    }
    if (!action || !tsunami.applyInPlace(state, seat, action).ok) throw new Error(`seed ${spec.seed}: no legal answer`);
  }
  const r = state.result;
  if (!r) throw new Error(`seed ${spec.seed}: the game did not end`);
  return {
    options: state.options,
    seed: spec.seed,
    level: spec.level,
    tier: r.tier,
    score: r.score,
    max: r.max,
    escaped: r.escaped,
    turns: state.turn,
    actions,
    decisions,
  };
}
