/** Vulcanus on the core interpreter (shared/core/interpreter.ts): its task handlers and its free-form planning. */
import { interpreter } from '../core/interpreter';
import type { Ctx } from './ctx';
import { HANDLERS, validatePlanning } from './handlers';
import type { Task } from './tasks';
import type { Action, GameEvent, Prompt, Seat, State } from './types';

export const isPlanningPrompt = (p: Prompt): boolean => p.kind === 'planHumans' || p.kind === 'planKaiju';

const engine = interpreter<State, Task, Prompt, Action, GameEvent, Seat, Ctx>({
  handlers: HANDLERS,
  isFreeForm: isPlanningPrompt,
  validateFreeForm: (s, seat, _prompt, a) => validatePlanning(s, seat, a),
  context: (s, events) => ({ s, events }),
});

/** Runs tasks until every remaining task waits for an answer or the game ends. */
export function run(c: Ctx): void {
  engine.run(c.s, c.events);
}

export const promptFor = engine.promptFor;

/** Validates and applies one action to `s` in place. On error nothing has changed. */
export const applyMut = engine.applyMut;
