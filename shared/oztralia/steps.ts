/** The core interpreter's step results: a task is done, goes on, or waits for a seat's answer. */
import { CONT, DONE, type Step as CoreStep } from '../core/interpreter';
import type { Prompt } from './types';

export { CONT, DONE };
export type Ask = Omit<Prompt, 'id'>;
export type Step = CoreStep<Prompt>;
