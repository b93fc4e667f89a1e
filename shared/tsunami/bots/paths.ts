/**
 * What the computer players measure on the board: steps to the nearest shelter that may be real (for a walker or a
 * cliff climber), the water's reach, and how a face-up card on a hex would treat a unit stepping there.
 */
import { ROLE_DEFS, TUNING } from '../data/numbers';
import { NEIGHBOURS, rowOf, type Hex } from '../hex';
import type { State, Unit } from '../types';

export const FAR = 99;

/** The shelters a unit should head for: the real one once known, else every tile not turned Closed. */
export const goals = (s: State): Hex[] => {
  const real = s.shelters.find((t) => t.up && t.real);
  return real ? [real.hex] : s.shelters.filter((t) => !t.up).map((t) => t.hex);
};

const cache = new Map<string, Int8Array>();

/** Steps from every hex to the nearest goal over open ground (and cliffs for a climber); FAR where none. */
export function goalDistance(s: State, climber: boolean): Int8Array {
  const g = goals(s);
  const key = `${s.ground}|${s.flooded}|${climber ? 1 : 0}|${g.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const d = new Int8Array(s.ground.length).fill(FAR);
  const queue: Hex[] = [];
  for (const h of g) {
    d[h] = 0;
    queue.push(h);
  }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    for (const n of NEIGHBOURS[h]) {
      if (d[n] !== FAR || rowOf(n) <= s.flooded) continue;
      const ground = s.ground[n];
      if (ground === '#' || (ground === '^' && !climber)) continue;
      d[n] = d[h] + 1;
      queue.push(n);
    }
  }
  if (cache.size > 2000) cache.clear();
  cache.set(key, d);
  return d;
}

export const climbs = (u: Unit): boolean => !!ROLE_DEFS[u.role].cliffs;

export const distanceFor = (s: State, u: Unit): Int8Array => goalDistance(s, climbs(u));

/** The highest row the water reaches at the end of this turn. */
export const waterTonight = (s: State): number => TUNING.floodRowsPerTurn * Math.max(1, s.turn);

/** A face-up card's cost to a unit stepping onto it, in steps lost (0 for a harmless or helpful one). */
export function knownCost(s: State, h: Hex): number {
  const slot = s.cards[h];
  if (!slot || !slot.up) return 0;
  switch (slot.card) {
    case 'debris':
    case 'liveWire':
      return 6;
    case 'mud':
      return 2;
    case 'collapse':
    case 'fall':
    case 'wall':
      return 4;
    case 'confusion':
    case 'flooded':
      return 2;
    case 'tailwind':
    case 'highGround':
    case 'routeFound':
      return -0.5;
    default:
      return 0.3;
  }
}

/** The expected cost of stepping onto a face-down card of this zone (the share of cards that stop a unit). */
export function hiddenCost(s: State, h: Hex): number {
  const slot = s.cards[h];
  if (!slot || slot.up) return 0;
  return slot.zone === 'G' ? 0.25 : slot.zone === 'Y' ? 0.6 : 0.9;
}
