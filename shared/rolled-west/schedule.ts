/**
 * Rolled West's seats and the game's schedule of rolls (§5, §9): who rolls when, in which round, and each player's
 * next turn.
 */
import { ROUNDS } from './data';
import type { Options, State } from './types';

/** §9 the ghost: with two players, an automated third roller. */
export const GHOST = 'ghost';
export const PLAYER_SEATS = ['p1', 'p2', 'p3', 'p4'] as const;

export function seatsOf(o: Options): string[] {
  return [...PLAYER_SEATS.slice(0, o.players), ...(o.players === 2 ? [GHOST] : [])];
}

export const round = (s: State): number => s.rounds[Math.min(s.pos, s.rounds.length - 1)] ?? ROUNDS;

/** §8 a player still has a turn to come after the current roll. */
export function turnAhead(s: State, seat: string): number {
  for (let i = s.pos + 1; i < s.schedule.length; i++) if (s.schedule[i] === seat) return i;
  return -1;
}
