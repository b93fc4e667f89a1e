/**
 * The human side's hint reasons for ships and mines: what the move does to the public candidate cloud (where Leviath
 * may be), in counts a player can check on the board, never an empty figure. Every key's parameters are always
 * given (client/games/leviath/texts.ts words them; test/games/leviath/reasons.test.ts checks both languages).
 */
import type { Reason } from '../../core/game';
import { DIST, NEIGHBOUR_MASK, SEA_NEIGHBOURS, countOf, maskOf, reachMask } from '../board';
import { NUMBERS } from '../data/numbers';
import type { Sea, ShipAt, State } from '../types';
import { minesAfter } from './features';

/** §10 a mine goes on or next to a ship: the candidates a ship on `at` could mine. */
const inMineRange = (s: State, at: Sea): number => s.candidates.filter((c) => DIST[at][c] <= 1).length;

/** Steps from `at` to the nearest candidate (null when the cloud is empty: the kaiju has not surfaced yet). */
function stepsToCloud(s: State, at: Sea): number | null {
  let d: number | null = null;
  for (const c of s.candidates) d = Math.min(d ?? 99, DIST[at][c]);
  return d;
}

/** A ship's step: which ship, where to, and what it brings within reach. */
export function shipReason(s: State, ship: string, to: Sea): Reason {
  const total = s.candidates.length;
  const n = inMineRange(s, to);
  if (n > 0) return { key: 'shipNet', params: { ship, space: to, n, total } };
  const steps = stepsToCloud(s, to);
  if (steps !== null) return { key: 'shipCloser', params: { ship, space: to, steps } };
  return { key: 'shipSpread', params: { ship, space: to } };
}

/** Ending the ships' move: how many candidates the fleet already holds within mine range. */
export function shipsDoneReason(s: State, ships: Readonly<Record<string, ShipAt>>): Reason {
  const covered = new Set<Sea>();
  for (const at of Object.values(ships))
    if (at !== 'port') for (const c of s.candidates) if (DIST[at][c] <= 1) covered.add(c);
  return { key: 'shipsStay', params: { n: covered.size, total: s.candidates.length } };
}

/** A mine on `x` (moved `from` a space): the most telling of what it does to the cloud. */
export function mineReason(s: State, x: Sea, from?: Sea): Reason {
  const c = s.candidates;
  const mines = minesAfter(s, x, from);
  // candidates left with no way out at all: a kaiju there is caught in the net
  const trapped = c.filter((y) => y !== x && (NEIGHBOUR_MASK[y] & ~mines) === 0).length;
  if (trapped > 0) return { key: 'mineTrap', params: { space: x, n: trapped, total: c.length } };
  // candidates losing one way out
  const before = maskOf(s.mines);
  const cut = c.filter((y) => SEA_NEIGHBOURS[y].includes(x) && !(before & (1 << (x - 1)))).length;
  if (cut > 0) return { key: 'mineCut', params: { space: x, n: cut } };
  // where the kaiju could be after its next move, before and after the mine
  const reachBefore = countOf(reachMask(maskOf(c), NUMBERS.moveSteps, before));
  const reachAfter = countOf(reachMask(maskOf(c) & ~(1 << (x - 1)), NUMBERS.moveSteps, mines));
  if (reachAfter < reachBefore)
    return { key: 'mineReach', params: { space: x, before: reachBefore, after: reachAfter } };
  return { key: 'mineWait', params: { space: x } };
}
