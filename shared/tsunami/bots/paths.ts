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

/** The last maps computed, by what they depend on (rollouts ask for the same few maps over and over). */
interface Memo {
  ground: string;
  flooded: number;
  climber: boolean;
  goals: string;
  posts: string;
  d: Int8Array;
}
const memo: Memo[] = [];
const MEMO_SIZE = 16;

/**
 * Steps from every hex to the nearest goal over open ground (and cliffs for a climber); FAR where none. For a walker,
 * `posts` are cliff hexes where a Father waits with a Pull-up to give: a hex next to one reaches, at no cost, any
 * open hex beside it (§7: the pull costs the pulled unit nothing).
 */
export function goalDistance(s: State, climber: boolean, posts: readonly Hex[] = []): Int8Array {
  const g = goals(s);
  const goalKey = g.join(',');
  const postKey = posts.join(',');
  for (const m of memo)
    if (
      m.climber === climber &&
      m.flooded === s.flooded &&
      m.goals === goalKey &&
      m.posts === postKey &&
      m.ground === s.ground
    )
      return m.d;
  const d = new Int8Array(s.ground.length).fill(FAR);
  const open = (h: Hex) => rowOf(h) > s.flooded && (s.ground[h] === '.' || (climber && s.ground[h] === '^'));
  // Dijkstra on small integer costs: steps cost 1, a pull from beside a post to beside it costs 0
  const buckets: Hex[][] = [[...g]];
  for (const h of g) d[h] = 0;
  for (let cost = 0; cost < buckets.length; cost++) {
    for (let i = 0; i < (buckets[cost]?.length ?? 0); i++) {
      const h = buckets[cost][i];
      if (d[h] !== cost) continue;
      const relax = (n: Hex, c: number) => {
        if (!open(n) || d[n] <= c) return;
        d[n] = c;
        (buckets[c] ??= []).push(n);
      };
      for (const n of NEIGHBOURS[h]) relax(n, cost + 1);
      for (const post of posts)
        if (NEIGHBOURS[post].includes(h)) for (const n of NEIGHBOURS[post]) if (n !== h) relax(n, cost);
    }
  }
  memo.unshift({ ground: s.ground, flooded: s.flooded, climber, goals: goalKey, posts: postKey, d });
  if (memo.length > MEMO_SIZE) memo.pop();
  return d;
}

/** Cliff hexes where a climber with a Pull-up to give stands now. */
export function posts(s: State): Hex[] {
  const out: Hex[] = [];
  for (const u of s.units)
    if (
      u.hex !== null &&
      s.ground[u.hex] === '^' &&
      ROLE_DEFS[u.role].cliffs &&
      (u.cards.pullUp ?? 0) + s.tokens.wisdomBag > 0
    )
      out.push(u.hex);
  return out;
}

export const climbs = (u: Unit): boolean => !!ROLE_DEFS[u.role].cliffs;

export const distanceFor = (s: State, u: Unit): Int8Array =>
  climbs(u) ? goalDistance(s, true) : goalDistance(s, false, posts(s));

/** The highest row the water reaches at the end of this turn. */
export const waterTonight = (s: State): number => TUNING.floodRowsPerTurn * Math.max(1, s.turn);

/**
 * What a face-up card does to a unit stepping onto it: its cost (steps lost, or worse) and whether it ends the move
 * there. A unit held there (Trapped, Stunned) when the water reaches that row next turn is as good as lost.
 */
export function knownEffect(s: State, u: Unit, h: Hex): { cost: number; stops: boolean } {
  const slot = s.cards[h];
  if (!slot || !slot.up) return { cost: 0, stops: false };
  const child = !!ROLE_DEFS[u.role].child;
  const heldTooLong = rowOf(h) <= waterTonight(s) + TUNING.floodRowsPerTurn ? 60 : 0;
  switch (slot.card) {
    case 'debris':
      return { cost: 8 + heldTooLong, stops: true };
    case 'liveWire':
    case 'fall':
      return { cost: 6 + heldTooLong, stops: true };
    case 'wall':
      return child ? { cost: 6 + heldTooLong, stops: true } : { cost: 3 + heldTooLong / 2, stops: false };
    case 'collapse':
      return { cost: child ? 80 : 35, stops: true };
    case 'mud':
      return { cost: 1, stops: true };
    case 'confusion':
      return { cost: 3, stops: true };
    case 'flooded':
      return child ? { cost: 2, stops: true } : { cost: 1.5, stops: false };
    case 'tailwind':
    case 'highGround':
    case 'routeFound':
      return { cost: -0.5, stops: false };
    default:
      return { cost: 0.3, stops: false };
  }
}

/** A face-up card's cost to whoever steps onto it (the team's view: a typical adult). */
export function knownCost(s: State, h: Hex): number {
  const slot = s.cards[h];
  if (!slot || !slot.up) return 0;
  return (
    { debris: 6, liveWire: 6, fall: 4, wall: 4, collapse: 4, mud: 2, confusion: 2, flooded: 2 }[slot.card as string] ??
    (['tailwind', 'highGround', 'routeFound'].includes(slot.card) ? -0.5 : 0.3)
  );
}

/** The expected cost of stepping onto a face-down card of this zone (the share of cards that stop a unit). */
export function hiddenCost(s: State, h: Hex): number {
  const slot = s.cards[h];
  if (!slot || slot.up) return 0;
  return slot.zone === 'G' ? 0.25 : slot.zone === 'Y' ? 0.6 : 0.9;
}
