import type { GameEvent, State } from './types';

/** The working context of one apply: the state being changed and the events it emits. */
export interface Ctx {
  s: State;
  events: GameEvent[];
}

export function emit(c: Ctx, e: GameEvent): void {
  c.events.push(e);
}
