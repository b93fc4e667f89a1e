/**
 * Vulcanus's task handlers for the core interpreter (shared/core/interpreter.ts): a handler is called with no answer
 * to advance or to raise its prompt, and with the chosen action once the prompt's seat answers. The tasks' shapes,
 * which the state holds, are in task-types.ts.
 */
import { CONT, DONE } from '../core/interpreter';
import type { Ctx } from './ctx';
import type { Task } from './task-types';
import type { Action, PeopleKind, Prompt, PromptKind, Seat } from './types';

export type * from './task-types';

export type TaskType = Task['t'];

export { CONT, DONE };
/** A prompt as a handler raises it: `'humans'` asks the team (engine.ts asks every human seat; the first answer stands). */
export type PromptSpec = Omit<Prompt, 'id' | 'seat'> & { seat: Seat | 'humans' };
export type Step = typeof DONE | typeof CONT | PromptSpec | PromptSpec[];

export type Handler<T extends Task> = (c: Ctx, task: T, a: Action | null, seat: Seat | null) => Step;

export function ask(
  seat: Seat | 'humans',
  kind: PromptKind,
  options: Action[],
  extra?: Pick<PromptSpec, 'card' | 'info'>,
): PromptSpec {
  const p: PromptSpec = { seat, kind, options };
  if (extra?.card !== undefined) p.card = extra.card;
  if (extra?.info !== undefined) p.info = extra.info;
  return p;
}

export type { PeopleKind };
