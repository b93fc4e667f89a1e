/** Oztralia's rules as functions: the engine's public API, which the definition (index.ts), bots and tests use. */
import { cloneJson } from '../core/clone';
import type { GameError } from '../core/errors';
import type { ClockSpec } from '../core/game';
import type { Result } from '../core/result';
import { activeSeats, applyMut, legalActions, promptId, run } from './flow';
import { initialState } from './setup';
import type { Action, GameEvent, Options, State } from './types';

export { activeSeats, applyMut, legalActions, promptId };

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const { state, events } = initialState(options, seed);
  run({ s: state, events });
  return { state, events };
}

export function apply(
  s: State,
  seat: string,
  action: unknown,
): Result<{ state: State; events: GameEvent[] }, GameError> {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  return r.ok ? { ok: true, value: { state: next, events: r.value } } : r;
}

/** The table's timer (an option): one per decision. */
export function turnClocks(s: State): ClockSpec[] {
  const p = s.prompts[0];
  if (s.result || !p || !s.options.turnSeconds) return [];
  return [{ key: `timer:p${p.id}`, seats: [p.seat], kind: 'turn', seconds: s.options.turnSeconds }];
}

/** What the table's timer does when it runs out: the most passive answer. */
export function timeoutAction(s: State, seat: string): Action | null {
  if (!s.options.turnSeconds || s.prompts[0]?.seat !== seat) return null;
  const legal = legalActions(s, seat);
  for (const type of ['retrieveWithoutCube', 'stop', 'fight', 'formed'])
    for (const a of legal) if (a.type === type) return a;
  return legal[0] ?? null;
}
