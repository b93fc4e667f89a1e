/** Vulcanus (ボルカルス) as a GameDefinition: the one object the server, bots, simulator and tests use. */
import { cloneJson } from '../core/clone';
import { replay as replayGame, type GameDefinition, type LoggedAction } from '../core/game';
import type { Result } from '../core/result';
import { applyMut, promptFor, run } from './engine';
import { parseOptions } from './options';
import { planningActions } from './planning';
import { createState } from './setup';
import type { Action, GameEvent, Seat, State, Viewer } from './types';
import { redactEvent, teamView, view, type View } from './view';

export function setup(options: State['options'], seed: number): { state: State; events: GameEvent[] } {
  const { state, events } = createState(options, seed);
  run({ s: state, events });
  return { state, events };
}

export function legalActions(s: State, seat: Seat): Action[] {
  if (s.result) return [];
  const p = promptFor(s, seat);
  if (!p) return [];
  if (p.kind === 'planHumans' || p.kind === 'planKaiju') return planningActions(s, seat);
  return p.options;
}

export function apply(s: State, seat: Seat, action: unknown) {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  if (!r.ok) return r;
  return { ok: true as const, value: { state: next, events: r.events } };
}

export const vulcanus: GameDefinition<State, State['options'], Action, GameEvent, Seat, View> = {
  id: 'vulcanus',
  parseOptions,
  setup,
  activeSeats: (s) => (s.result ? [] : s.prompts.map((p) => p.seat)),
  legalActions,
  apply,
  applyInPlace(s, seat, action) {
    const r = applyMut(s, seat, action);
    return r.ok ? { ok: true, value: r.events } : r;
  },
  view,
  redactEvent,
  isOver: (s) => s.result !== null,
  timeoutAction(s, seat) {
    const p = promptFor(s, seat);
    return p && (p.kind === 'planHumans' || p.kind === 'planKaiju') ? { type: 'timeout' } : null;
  },
};

/** Rebuilds a game exactly from its options, seed and action log. */
export function replay(
  options: State['options'],
  seed: number,
  actions: readonly LoggedAction<Action, Seat>[],
): Result<State> {
  return replayGame(vulcanus, options, seed, actions);
}

export type { Action, GameEvent, Seat, State, View, Viewer };
export { view, teamView, redactEvent, parseOptions };
