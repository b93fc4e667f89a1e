/**
 * Leviath's engine: a stack of tasks in the plain-JSON state (types.ts `Task`), one prompt at a time (turns strictly
 * alternate, §5). A handler is called without an answer to advance or to raise its prompt, and with the answer once
 * the prompt's seat gives one. [R] §15 unlike the core interpreter, a prompt with a single option is still asked:
 * whether the kaiju is asked must never depend on how many options its secrets leave it.
 */
import { equalJson } from '../core/clone';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import { SEA_IDS } from './data/map';
import type { Ctx } from './effects';
import { emit } from './effects';
import { cardOptions, humanTurnHandler, mine2Handler, mine2Options, shipOptions, shipsHandler } from './humans';
import { eat2Handler, eatOptions, sweep2Handler, sweepOptions, wave2Handler, waveOptions } from './abilities';
import { actionOptions, kaijuTurnHandler, startHandler, startOptions, turnStartOptions } from './kaiju';
import { normalize } from './normalize';
import { CONT, DONE, type Step } from './steps';
import type { Action, GameEvent, HumanSeat, State, Task } from './types';
import { fleeOptions, presenceHandler, reactionOptions, searchHandler } from './windows';

type Handler<T extends Task> = (c: Ctx, task: T, a: Action | null) => Step;

/** One handler per task type; a task type without a handler fails to compile. */
const HANDLERS: { [K in Task['t']]: Handler<Extract<Task, { t: K }>> } = {
  start: startHandler,
  humanTurn: humanTurnHandler,
  ships: shipsHandler,
  search: searchHandler,
  mine2: mine2Handler,
  presence: presenceHandler,
  kaijuTurn: kaijuTurnHandler,
  eat2: eat2Handler,
  sweep2: sweep2Handler,
  wave2: wave2Handler,
};

const call = (c: Ctx, task: Task, a: Action | null): Step => (HANDLERS[task.t] as Handler<Task>)(c, task, a);

function settle(c: Ctx, task: Task, r: Step): boolean {
  const s = c.s;
  if (s.result) return false;
  if (r === DONE) {
    const i = s.tasks.lastIndexOf(task);
    if (i >= 0) s.tasks.splice(i, 1);
    return true;
  }
  if (r === CONT) return true;
  s.prompt = { seat: r.seat, kind: r.kind, id: ++s.promptSeq };
  return false;
}

/** Runs tasks until one waits for an answer or the game ends. */
export function run(c: Ctx): void {
  const s = c.s;
  for (let guard = 0; !s.result && !s.prompt; guard++) {
    const task = s.tasks[s.tasks.length - 1];
    if (!task || guard > 10_000) throw new Error('leviath: the task stack ran dry');
    if (!settle(c, task, call(c, task, null))) return;
  }
}

const top = (s: State): Task | undefined => s.tasks[s.tasks.length - 1];

/** The seat's answers to its prompt (§16). */
export function legalActions(s: State, seat: string): Action[] {
  const p = s.prompt;
  const task = top(s);
  if (s.result || !p || p.seat !== seat || !task) return [];
  switch (p.kind) {
    case 'start':
      return startOptions(s);
    case 'ships':
    case 'push':
      return task.t === 'ships' ? [{ type: 'done' }, ...shipOptions(s, task)] : [];
    case 'card':
      return cardOptions(s, seat as HumanSeat);
    case 'mine':
      return mine2Options(s);
    case 'turnStart':
      return turnStartOptions(s);
    case 'action':
      return actionOptions(s);
    case 'react':
      return reactionOptions(s, task);
    case 'flee':
      return task.t === 'presence' ? fleeOptions(s, task) : [];
    case 'eat':
      return eatOptions(s);
    case 'sweep':
      return sweepOptions(s);
    case 'wave':
      return waveOptions(s);
  }
}

/**
 * §4.9 the guess marker: any human, at any time, adds or removes a space; it is never empty. [R] §16 a standing action
 * (it answers no prompt, so it never makes a seat active) on sea spaces only: Leviath is never on land.
 */
export function standingActions(s: State, seat: string): Action[] {
  if (s.result || !s.humans.includes(seat as HumanSeat)) return [];
  return SEA_IDS.flatMap((space): Action[] => {
    const on = s.marker.includes(space);
    if (on && s.marker.length === 1) return [];
    return [{ type: 'mark', space, on: !on }];
  });
}

const err = (code: string, params?: Record<string, string | number>): { ok: false; error: GameError } => ({
  ok: false,
  error: gameError(code, params),
});

/** Validates and applies one action to `s` in place; a refusal changes nothing. */
export function applyMut(s: State, seat: string, raw: unknown): Result<GameEvent[], GameError> {
  if (s.result) return err('gameOver');
  const a = normalize(raw);
  if (!a) return err('notAnAction');
  const c: Ctx = { s, events: [] };
  if (a.type === 'mark') {
    if (!standingActions(s, seat).some((x) => equalJson(x, a))) return err('illegal');
    s.v++;
    s.marker = a.on ? [...s.marker, a.space].sort((x, y) => x - y) : s.marker.filter((x) => x !== a.space);
    emit(c, { type: 'markerSet', spaces: [...s.marker] });
    return { ok: true, value: c.events };
  }
  if (s.prompt?.seat !== seat) return err('notYourTurn');
  if (!legalActions(s, seat).some((x) => equalJson(x, a))) return err('illegal', { prompt: s.prompt.kind });
  const task = top(s);
  if (!task) return err('illegal');
  s.v++;
  s.prompt = null;
  if (settle(c, task, call(c, task, a))) run(c);
  return { ok: true, value: c.events };
}

export const activeSeats = (s: State): string[] => (s.result || !s.prompt ? [] : [s.prompt.seat]);

/** A new prompt has a new id; the ids count prompts, which are raised the same way whatever the secrets (§15). */
export const promptId = (s: State, seat: string): string | null =>
  !s.result && s.prompt?.seat === seat ? `p${s.prompt.id}` : null;
