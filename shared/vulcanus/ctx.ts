import type { GameEvent, State } from './types';

import type { Ctx as CoreCtx } from '../core/interpreter';

/** The working context of one apply: the state being changed and the events it emits. */
export type Ctx = CoreCtx<State, GameEvent>;

export function emit(c: Ctx, e: GameEvent): void {
  c.events.push(e);
}
