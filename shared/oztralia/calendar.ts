/**
 * §8 the calendar as turn order: the marker on the lowest space acts next, the top of a stack first; a marker moving
 * onto an occupied space goes on top. `s.cal` keeps the markers in acting order, so the next actor is the first
 * marker below the last space. Positions are stored uncapped ([R] ruling 5).
 */
import { NUMBERS } from './data';
import { emit, type Ctx } from './board';
import type { Marker, State } from './types';

/** The marker that acts next, or null when every marker has reached the last space (§13). */
export function nextActor(s: State): Marker | null {
  for (const e of s.cal) if (e.pos < NUMBERS.end) return e.m;
  return null;
}

export const posOf = (s: State, m: Marker): number => s.cal.find((e) => e.m === m)?.pos ?? 0;

/** Puts a marker on a space, on top of any stack there. */
export function place(s: State, m: Marker, pos: number): void {
  s.cal = s.cal.filter((e) => e.m !== m);
  const i = s.cal.findIndex((e) => e.pos >= pos);
  s.cal.splice(i < 0 ? s.cal.length : i, 0, { m, pos });
}

export function moveMarker(c: Ctx, m: Marker, steps: number): void {
  const from = posOf(c.s, m);
  place(c.s, m, from + steps);
  emit(c, { type: 'markerMoved', m, from, to: from + steps });
}

/**
 * §10.5 "move your time marker 1 forward": every player below the last space, keeping their relative order — moved
 * from the one that would act last to the one that would act next, each onto the top of its new stack.
 */
export function timeForward(c: Ctx): void {
  const movers = c.s.cal.filter((e) => e.m !== 'old' && e.pos < NUMBERS.end).map((e) => e.m);
  for (const m of movers.reverse()) moveMarker(c, m, 1);
}

export const isLit = (pos: number): boolean => (NUMBERS.lit as readonly number[]).includes(pos);
