/**
 * Leviath's rules as functions (setup, legal actions, apply, clocks): the engine's public API, which the game
 * definition (index.ts), the computer players and the tests use.
 */
import { cloneJson } from '../core/clone';
import type { ClockSpec } from '../core/game';
import type { GameError } from '../core/errors';
import type { Result } from '../core/result';
import { activeSeats, applyMut, currentPrompt, legalActions, promptId, standingActions } from './flow';
import { setup, HUMAN_SEATS } from './setup';
import type { Action, GameEvent, State } from './types';

export { activeSeats, applyMut, currentPrompt, legalActions, promptId, setup, standingActions, HUMAN_SEATS };

export function apply(
  s: State,
  seat: string,
  action: unknown,
): Result<{ state: State; events: GameEvent[] }, GameError> {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  return r.ok ? { ok: true, value: { state: next, events: r.value } } : r;
}

/**
 * The decision clock of the pending prompt (the server's computer answers an unanswered decision), and with the
 * table's timer (§14) a turn clock per decision. [R] §14 the timer runs per decision, so a turn never stalls after
 * it has run out once.
 */
export function clocks(s: State): ClockSpec[] {
  const p = currentPrompt(s);
  if (s.result || !p) return [];
  const out: ClockSpec[] = [];
  if (s.options.turnSeconds)
    out.push({ key: `timer:p${p.id}`, seats: [p.seat], kind: 'turn', seconds: s.options.turnSeconds });
  out.push({ key: `prompt:p${p.id}`, seats: [p.seat], kind: 'decision' });
  return out;
}

/**
 * What the table's timer does when it runs out: the most passive answer (no ships moved, no card played but the
 * first discarded, Silence, pass). [R] §12 this is the only time the engine answers for the kaiju, and it does so
 * whatever the kaiju holds, so the timer tells nothing.
 */
export function timeoutAction(s: State, seat: string): Action | null {
  if (!s.options.turnSeconds || currentPrompt(s)?.seat !== seat) return null;
  const legal = legalActions(s, seat);
  const passive = ['done', 'pass', 'silence', 'discard'];
  for (const type of passive) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal[0] ?? null;
}
