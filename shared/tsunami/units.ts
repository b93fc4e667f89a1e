/**
 * The family on the board: finding units, their statuses (§6.4), Lead by the Hand's bond (§7), escaping (§10),
 * dying (§5.2, §8.1) and the end of the game (§11, [R] ruling 14: the moment nobody is left on the map).
 */
import { cloneJson } from '../core/clone';
import { ROLE_DEFS, TIERS, TUNING, type UnitId } from './data/numbers';
import { emit, type C } from './ctx';
import { distance, nearby, type Hex } from './hex';
import type { Seat, State, Status, StatusKind, Unit } from './types';

export function unit(s: State, id: UnitId): Unit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export const findUnit = (s: State, id: string): Unit | undefined => s.units.find((x) => x.id === id);
export const onMap = (u: Unit): u is Unit & { hex: Hex } => u.fate === 'map' && u.hex !== null;
export const unitsOnMap = (s: State): (Unit & { hex: Hex })[] => s.units.filter(onMap);
export const isChild = (u: Unit): boolean => !!ROLE_DEFS[u.role].child;
export const unitsOf = (s: State, seat: Seat): Unit[] => s.units.filter((u) => u.seat === seat);

/** A status in force now: one without a turn, or due this turn (Stunned: through this turn's family phase). */
export function has(s: State, u: Unit, k: StatusKind): boolean {
  for (const st of u.statuses)
    if (st.k === k && (st.turn === 0 || (k === 'stunned' ? st.turn >= s.turn : st.turn === s.turn))) return true;
  return false;
}

export const status = (u: Unit, k: StatusKind): Status | undefined => u.statuses.find((st) => st.k === k);

/** §6.4 [R] Stunned and Trapped units cannot activate, react, or be moved by anyone. */
export const held = (s: State, u: Unit): boolean => has(s, u, 'stunned') || has(s, u, 'trapped');

/** [R] statuses do not stack: gaining one already held for that turn changes nothing. */
export function addStatus(c: C, u: Unit, k: StatusKind, turn: number, extra: Partial<Status> = {}): void {
  if (!onMap(u)) return;
  const same = u.statuses.find((st) => st.k === k && st.turn === turn);
  if (same && k !== 'boost') return;
  if (same) same.n = (same.n ?? 0) + (extra.n ?? 0);
  else u.statuses.push({ k, turn, ...extra });
  emit(c, { e: 'statusGained', unit: u.id, status: k, turn });
  // §7 a Stunned or Trapped unit leaves the hand it held or was held by
  if (k === 'stunned' || k === 'trapped') breakLead(c, u, 'stopped');
}

/** Removes this one status (another of the same kind, due another turn, stays). */
export function dropStatus(c: C, u: Unit, st: Status, why: 'expired' | 'used' | 'cleared'): void {
  const i = u.statuses.indexOf(st);
  if (i < 0) return;
  u.statuses.splice(i, 1);
  emit(c, { e: 'statusEnded', unit: u.id, status: st.k, why });
}

export function removeStatus(c: C, u: Unit, k: StatusKind, why: 'expired' | 'used' | 'cleared'): void {
  const before = u.statuses.length;
  u.statuses = u.statuses.filter((st) => st.k !== k);
  if (u.statuses.length !== before) emit(c, { e: 'statusEnded', unit: u.id, status: k, why });
}

/** §5.1 a unit that may still be claimed this turn. */
export function canActivate(s: State, u: Unit): boolean {
  return onMap(u) && !u.acted && u.ledBy === null && !held(s, u) && s.phase === 'family' && !s.timedOut && !s.result;
}

/** §7 ends Lead by the Hand for whichever pair this unit belongs to. */
export function breakLead(c: C, u: Unit, why: 'released' | 'apart' | 'stopped' | 'gone'): void {
  const s = c.s;
  const mother = u.leading ? u : u.ledBy ? unit(s, u.ledBy) : null;
  if (!mother?.leading) return;
  const led = unit(s, mother.leading);
  mother.leading = null;
  led.ledBy = null;
  emit(c, { e: 'leadEnded', unit: mother.id, led: led.id, why });
}

/** §7 the bond ends when any other move leaves the two apart. */
export function checkLead(c: C, u: Unit): void {
  const s = c.s;
  const other = u.leading ? unit(s, u.leading) : u.ledBy ? unit(s, u.ledBy) : null;
  if (other && onMap(u) && onMap(other) && !nearby(u.hex, other.hex)) breakLead(c, u, 'apart');
}

/** Children other than `u` within reach of `h` (§6.1 Family Acceleration: any child on the map counts). */
export const childrenNear = (s: State, u: Unit, h: Hex): number =>
  unitsOnMap(s).filter((x) => x.id !== u.id && isChild(x) && distance(x.hex, h) <= TUNING.accelerationRange).length;

/** §10 the unit leaves the map into the real Shelter, with whoever it leads and the Cat it carries. */
export function escape(c: C, u: Unit): void {
  const s = c.s;
  if (!onMap(u)) return;
  const hex = u.hex;
  const led = u.leading ? unit(s, u.leading) : null;
  leaveMap(c, u, 'escaped');
  emit(c, { e: 'unitEscaped', unit: u.id, hex, points: ROLE_DEFS[u.role].points });
  // §7 [R] if Mother escapes, the led unit escapes with her
  if (led && onMap(led)) {
    leaveMap(c, led, 'escaped');
    emit(c, { e: 'unitEscaped', unit: led.id, hex, points: ROLE_DEFS[led.role].points });
  }
  checkEnd(c);
}

/** A unit dies: swept away by the water (§5.2) or lost to a Collapse (§8.1). */
export function kill(c: C, u: Unit, cause: 'water' | 'collapse', catTo: Hex | null = null): void {
  if (!onMap(u)) return;
  const hex = u.hex;
  // §12 [R] a carried Cat jumps clear of a Collapse onto the hex its carrier came from; the water takes it along
  if (u.cat && c.s.cat) {
    u.cat = false;
    c.s.cat.carrier = null;
    if (cause === 'water' || catTo === null) {
      c.s.cat.fate = 'drowned';
      c.s.cat.hex = null;
      emit(c, { e: 'catDrowned', hex });
    } else {
      c.s.cat.hex = catTo;
      emit(c, { e: 'catMoved', from: hex, to: catTo, direction: null });
    }
  }
  leaveMap(c, u, 'died');
  emit(c, { e: 'unitDied', unit: u.id, hex, cause });
}

function leaveMap(c: C, u: Unit, fate: 'escaped' | 'died'): void {
  const s = c.s;
  breakLead(c, u, 'gone');
  if (u.cat && s.cat && fate === 'escaped') {
    s.cat.fate = 'escaped';
    s.cat.hex = null;
    s.cat.carrier = null;
    u.cat = false;
    emit(c, { e: 'catEscaped', unit: u.id });
  }
  u.fate = fate;
  u.hex = null;
  u.statuses = [];
  u.acted = true;
}

/** §11 the family's maximum points ([R] ruling 15: the Cat's point is not part of it). */
export const maxPoints = (s: State): number => s.units.reduce((n, u) => n + ROLE_DEFS[u.role].points, 0);

export function score(s: State): number {
  const family = s.units.filter((u) => u.fate === 'escaped').reduce((n, u) => n + ROLE_DEFS[u.role].points, 0);
  return family + (s.cat?.fate === 'escaped' ? TUNING.catPoints : 0);
}

/** [R] ruling 14: the game ends the moment no family member is left on the map. */
export function checkEnd(c: C): void {
  const s = c.s;
  if (s.result || unitsOnMap(s).length) return;
  const points = score(s);
  const max = maxPoints(s);
  const escaped = s.units.filter((u) => u.fate === 'escaped').map((u) => u.id);
  const lost = s.units.filter((u) => u.fate === 'died').map((u) => u.id);
  // §11 [T] the tiers; ruling 15: the Cat counts in the score but not toward a Complete Victory
  const tier = lost.length === 0 ? 'completeVictory' : (TIERS.find((t) => points >= t.atLeast * max)?.id ?? 'tragedy');
  s.result = { tier, score: points, max, escaped, lost, cat: s.cat?.fate === 'escaped' };
  s.phase = 'over';
  s.prompts = [];
  s.activation = null;
  emit(c, {
    e: 'gameEnded',
    result: s.result,
    reveal: { cards: cloneJson(s.cards), shelters: cloneJson(s.shelters), lost: cloneJson(s.lost) },
  });
}
