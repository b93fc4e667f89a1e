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

/**
 * A prompt as a handler raises it. It is built with its final shape, the interpreter's `id` last (a placeholder the
 * interpreter overwrites when it raises the prompt): adding the field later would give each prompt a new hidden
 * class and an extra allocation, and prompts are raised on almost every action. The keys keep the order they have
 * always had in the state (seat, kind, options, card, info, id).
 */
export function ask(
  seat: Seat | 'humans',
  kind: PromptKind,
  options: Action[],
  extra?: Pick<PromptSpec, 'card' | 'info'>,
): PromptSpec {
  const card = extra?.card;
  const info = extra?.info;
  const p =
    card === undefined
      ? info === undefined
        ? { seat, kind, options, id: 0 }
        : { seat, kind, options, info, id: 0 }
      : info === undefined
        ? { seat, kind, options, card, id: 0 }
        : { seat, kind, options, card, info, id: 0 };
  return p;
}

export type { PeopleKind };
