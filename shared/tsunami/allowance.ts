/**
 * §6.1 the allowance, fixed when an activation starts, and what a unit could reach with it (the screen's planning
 * aid: the client knows no rules, so the view carries both).
 */
import { ROLE_DEFS, TUNING } from './data/numbers';
import { canEnter } from './board';
import { emit, rollDie, type C } from './ctx';
import { NEIGHBOURS, type Hex } from './hex';
import type { Allowance, State, Unit } from './types';
import { childrenNear, has, onMap, status } from './units';

/**
 * base: role movement, or if Exhausted the lower of that and ceil(1d6 / 2) ([R] ruling 1: exhaustion slows, never
 * speeds); + each other child within 2; + Rest, High Ground; − Sprained, Injured, Aftershock, carrying the Cat;
 * at least 1; then − Fatigue ([R] ruling 2: after the floor, so it may reach 0); then + a "+1 allowance now" met
 * while not activating ([R] ruling 6). `roll` null: a preview, the Exhausted base not rolled yet.
 */
export function allowanceOf(s: State, u: Unit & { hex: Hex }, roll: number | null): Allowance {
  const move = ROLE_DEFS[u.role].move;
  const exhausted = has(s, u, 'exhausted');
  const base = exhausted && roll !== null ? Math.min(move, Math.ceil(roll / 2)) : move;
  const children = childrenNear(s, u, u.hex);
  const bonus = (has(s, u, 'rest') ? TUNING.restBonus : 0) + (has(s, u, 'highGround') ? TUNING.highGroundBonus : 0);
  const penalty =
    (has(s, u, 'sprained') ? 1 : 0) +
    (has(s, u, 'injured') ? 1 : 0) +
    (s.aftershock === s.turn ? 1 : 0) +
    (u.cat ? 1 : 0);
  const fatigue = has(s, u, 'fatigued') ? 1 : 0;
  const boost = has(s, u, 'boost') ? (status(u, 'boost')?.n ?? 0) : 0;
  const total = Math.max(1, base + children + bonus - penalty) - fatigue + boost;
  return { base, rolled: exhausted, children, bonus: bonus + boost, penalty, fatigue, total };
}

/** Starts the move: rolls an Exhausted base, writes the allowance on the activation. */
export function setAllowance(c: C, u: Unit & { hex: Hex }): number {
  const roll = has(c.s, u, 'exhausted') ? rollDie(c, 'exhaustion', u.id) : null;
  const a = allowanceOf(c.s, u, roll);
  emit(c, { e: 'allowanceSet', unit: u.id, allowance: a });
  return a.total;
}

/** Hexes reachable in `steps` steps on foot from the unit's hex (cards unknown, no dash). */
export function reachable(s: State, u: Unit, steps: number): Hex[] {
  if (!onMap(u) || steps <= 0) return [];
  const cost = new Map<Hex, number>([[u.hex, 0]]);
  const queue: Hex[] = [u.hex];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    const d = cost.get(h) ?? 0;
    if (d >= steps) continue;
    for (const n of NEIGHBOURS[h])
      if (!cost.has(n) && canEnter(s, u, n)) {
        cost.set(n, d + 1);
        queue.push(n);
      }
  }
  cost.delete(u.hex);
  return [...cost.keys()].sort((a, b) => a - b);
}
