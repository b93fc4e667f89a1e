/**
 * The Vulcanus rules as functions (setup, legal actions, apply, views for the host): the engine's public API,
 * which the computer players use too. The game definition (index.ts) builds on it.
 */
import { cloneJson } from '../core/clone';
import type { ClockSpec } from '../core/game';
import type { GameError } from '../core/errors';
import type { Result } from '../core/result';
import { applyMut, isPlanningPrompt, promptFor, run } from './engine';
import { planningActions } from './planning';
import { createState } from './setup';
import type { Action, GameEvent, Options, Seat, State } from './types';

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const { state, events } = createState(options, seed);
  run({ s: state, events });
  return { state, events };
}

export function legalActions(s: State, seat: Seat): Action[] {
  if (s.result) return [];
  const p = promptFor(s, seat);
  if (!p) return [];
  if (isPlanningPrompt(p)) return planningActions(s, seat);
  return p.options;
}

export function apply(s: State, seat: Seat, action: unknown): Result<{ state: State; events: GameEvent[] }, GameError> {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  if (!r.ok) return r;
  return { ok: true as const, value: { state: next, events: r.events } };
}

/**
 * The parts of the state where a seat's view can differ from the public one (§10: hands, discards, kept bonus
 * tiles, plan cards, its own prompt's options, unrevealed events, the cards of a redraw under way).
 */
export const PRIVATE_KEYS = ['kaiju', 'humans', 'plan', 'prompts', 'events', 'advancedUnused', 'planning'] as const;

/**
 * The game's turn clocks: §7.2 each side's planning has its own timer when the table sets one; when it runs out, the
 * engine's timeout rule applies. (Every decision's clock, planning included, is added by defineGame.)
 */
export function turnClocks(s: State): ClockSpec[] {
  if (s.result) return [];
  const planning = s.prompts.filter(isPlanningPrompt);
  if (!s.planning || !planning.length || !s.options.planningSeconds) return [];
  return [
    {
      key: `plan:${s.round}:${s.planning.side}`,
      seats: planning.map((p) => p.seat),
      kind: 'turn',
      seconds: s.options.planningSeconds,
    },
  ];
}
