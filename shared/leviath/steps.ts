/** The step results of Leviath's task handlers, as the core interpreter reads them (flow.ts). */
import { CONT, DONE, type Step as CoreStep } from '../core/interpreter';
import type { Prompt } from './types';

export { CONT, DONE };
/** A task is done, goes on, or waits for one seat's answer (a prompt names its seat and kind, never its options). */
export type Step = CoreStep<Prompt>;
