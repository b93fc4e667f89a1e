/**
 * The engine's entry points over the core interpreter: applying an action (with §5.1's claim refusal and the family
 * timer's timeout), who is asked what, and the clocks (the family timer, then 30 s per decision after it ran out).
 */
import type { Applied, ClockSpec } from '../core/game';
import { gameError } from '../core/errors';
import { interpreter, type Ctx } from '../core/interpreter';
import { TUNING } from './data/numbers';
import { activationTask } from './activation';
import { effectTask } from './cards';
import { emit } from './ctx';
import { enterTask } from './enter';
import { pullTask } from './pull';
import { familyTask, gameTask, mixTask } from './turn';
import { SEATS, type Action, type GameEvent, type Prompt, type Seat, type State, type Task } from './types';

export const machine = interpreter<State, Task, Prompt, Action, GameEvent, Seat>({
  handlers: {
    game: (c, t) => gameTask(c, t),
    mix: (c, t, a) => mixTask(c, t, a),
    family: (c, t, a, seat) => familyTask(c, t, a, seat),
    activation: (c, t, a, seat) => activationTask(c, t, a, seat),
    enter: (c, t, a, seat) => enterTask(c, t, a, seat),
    effect: (c, t, a) => effectTask(c, t, a),
    pull: (c, t, a, seat) => pullTask(c, t, a, seat),
  },
  // a lone legal answer is taken at once: every answer is public (§13), so skipping it tells nobody anything
  loneOption: 'answer',
  context: (s: State, events: GameEvent[]): Ctx<State, GameEvent> => ({ s, events }),
});

export const seatsOf = (s: State): Seat[] => SEATS.slice(0, s.options.people);

/** §5.1 the family timer is running: on, in the family phase, not yet run out. */
export const timerRunning = (s: State): boolean =>
  s.options.familySeconds > 0 && s.phase === 'family' && !s.timedOut && !s.result;

/**
 * Refusals that tell a player another seat got there first (§5.1: a claim while another activation runs): the host
 * shows them even for an action sent on an older version, where it would otherwise answer a silent `stale`.
 */
export const RACE_ERRORS: readonly string[] = ['activationRunning'];

export function applyMut(s: State, seat: string, action: unknown): Applied<GameEvent> {
  if (s.result) return { ok: false, error: gameError('gameOver') };
  const type = action !== null && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
  if (type === 'timeout') return timeout(s, action as object);
  const rolls = s.rolls;
  s.rolls = [];
  const r = act(s, seat, action, type);
  if (!r.ok) s.rolls = rolls;
  return r;
}

function act(s: State, seat: string, action: unknown, type: unknown): Applied<GameEvent> {
  const mine = s.prompts.find((p) => p.seat === seat);
  // §5.1 one activation at a time: a claim or "done" while another runs gets a refusal the screen can show
  if (
    (type === 'claim' || type === 'done') &&
    mine?.kind !== 'claim' &&
    s.activation &&
    seatsOf(s).includes(seat as Seat)
  )
    return { ok: false, error: gameError('activationRunning', { unit: s.activation.unit }) };
  const r = machine.applyMut(s, seat as Seat, action);
  return r.ok ? { ok: true, value: r.events } : r;
}

/**
 * §5.1 the family timer ran out: no new claim, every unit that had not acted loses its activation, the activation in
 * progress completes ([R] ruling 13: each pending decision's 30 s start now, so its prompt is asked again).
 */
function timeout(s: State, action: object): Applied<GameEvent> {
  if (!timerRunning(s) || Object.keys(action).length !== 1) return { ok: false, error: gameError('illegal') };
  const events: GameEvent[] = [];
  s.v++;
  s.rolls = [];
  s.timedOut = true;
  emit({ s, events }, { e: 'timeUp' });
  s.prompts = [];
  machine.run(s, events);
  return { ok: true, value: events };
}

export const promptOf = (s: State, seat: string): Prompt | undefined =>
  s.result ? undefined : s.prompts.find((p) => p.seat === seat);

export function legalActions(s: State, seat: string): Action[] {
  const p = promptOf(s, seat);
  return p ? p.options.map((o) => ({ ...o })) : [];
}

export const activeSeats = (s: State): Seat[] => (s.result ? [] : [...new Set(s.prompts.map((p) => p.seat))]);

/** A claim decision keeps its id while other seats say "done"; a window keeps its id while others pass. */
export function promptId(s: State, seat: string): string | null {
  const p = promptOf(s, seat);
  if (!p) return null;
  return p.group ?? `${p.kind}:${p.id}`;
}

export const decisionGroup = (s: State, seat: string): string | null => promptOf(s, seat)?.group ?? null;

/** §5.1 the family timer (every seat's), then after it ran out a 30 s clock on each decision still needed. */
export function turnClocks(s: State): ClockSpec[] {
  if (timerRunning(s))
    return [{ key: `family:${s.turn}`, seats: seatsOf(s), kind: 'turn', seconds: s.options.familySeconds }];
  if (!s.timedOut || s.result || s.phase !== 'family') return [];
  return s.prompts.map((p) => ({ key: `grace:${p.id}`, seats: [p.seat], kind: 'turn', seconds: TUNING.graceSeconds }));
}

/** [R] §5.1 the default of each decision after timeout: stop the move, pass, use no skill. */
export function timeoutAction(s: State, seat: string): Action | null {
  if (timerRunning(s)) return { type: 'timeout' };
  if (!s.timedOut || s.phase !== 'family') return null;
  const p = promptOf(s, seat);
  if (!p) return null;
  const prefer = ['go', 'stop', 'pass', 'end'];
  for (const type of prefer) {
    const a = p.options.find((o) => o.type === type);
    if (a) return { ...a };
  }
  return p.options[0] ? { ...p.options[0] } : null;
}
