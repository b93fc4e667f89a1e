/** The working context of one apply, and the small helpers every rule module uses. */
import type { Ctx } from '../core/interpreter';
import { randInt } from '../core/rng';
import type { DiePurpose, GameEvent, State, UnitId } from './types';

export type C = Ctx<State, GameEvent>;

export const emit = (c: C, e: GameEvent): void => void c.events.push(e);

/** §9 every die comes from the state's generator and is shown to everyone. */
export function rollDie(c: C, purpose: DiePurpose, unit: UnitId | null): number {
  const value = randInt(c.s.rng, 6) + 1;
  c.s.rolls.push({ purpose, value, unit });
  emit(c, { e: 'diceRolled', purpose, value, unit });
  return value;
}
