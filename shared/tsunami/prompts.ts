/** Building prompts: one seat's decision with its legal answers. */
import type { Step } from '../core/interpreter';
import type { Action, Prompt, PromptKind, Seat } from './types';

export type Raise = Omit<Prompt, 'id'>;
export type HandlerStep = Step<Prompt>;

export const ask = (seat: Seat, kind: PromptKind, options: Action[], extra: Partial<Raise> = {}): Raise => ({
  seat,
  kind,
  options,
  ...extra,
});
