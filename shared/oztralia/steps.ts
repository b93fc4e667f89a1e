/** The task runner's step results (flow.ts): a task is done, goes on, or waits for a seat's answer. */
import type { PromptKind, Seat } from './types';

export const DONE = 'done' as const;
export const CONT = 'cont' as const;
export type Ask = { seat: Seat; kind: PromptKind };
export type Step = typeof DONE | typeof CONT | Ask;
