/**
 * §11.1 forming an expedition: units from the barracks, then a target hex in range. [R] §11.1 the slowest unit sets
 * the range; ground forces count land distance from the connected network ([R] ruling 1) through hexes free of Old
 * Ones; airships alone fly (hex distance) over anything. Time: the distinct types among infantry, artillery and
 * armoured cars, at least 1 (§5).
 */
import { UNITS, UNIT_KINDS, type UnitKind } from './data';
import { maskHexes, networkMask, occupied, type Ctx } from './board';
import { HEX_COUNT, hexDistance, landDistances, type Hex } from './hex';
import { currentTurn, player, unitKind, unitRange } from './player';
import { startCombat } from './combat';
import { CONT, DONE, type Step } from './steps';
import type { Action, Seat, State, Task } from './types';

type Attack = Extract<Task, { t: 'attack' }>;

/** Hexes holding Old Ones that a force of these kinds can reach. */
export function targetsFor(s: State, seat: Seat, kinds: UnitKind[]): Hex[] {
  if (!kinds.length) return [];
  const range = Math.min(...kinds.map((k) => unitRange(s, seat, k)));
  const occ = occupied(s);
  const net = maskHexes(networkMask(s, seat, occ));
  if (!net.length) return [];
  const out: Hex[] = [];
  if (kinds.every((k) => k === 'Z')) {
    for (let h = 0; h < HEX_COUNT; h++) if (occ[h] && net.some((n) => hexDistance(n, h) <= range)) out.push(h);
    return out;
  }
  const d = landDistances(net, (h) => occ[h] === 1);
  for (let h = 0; h < HEX_COUNT; h++) if (occ[h] && d[h] <= range) out.push(h);
  return out;
}

const kindsOf = (units: string[]): UnitKind[] => [...new Set(units.map(unitKind))];

/** The Attack box is possible when some unit of the barracks has a target on its own. */
export function attackPossible(s: State, seat: Seat): boolean {
  return kindsOf(player(s, seat).units).some((k) => targetsFor(s, seat, [k]).length > 0);
}

export function attackOptions(s: State, task: Attack): Action[] {
  if (task.formed) return targetsFor(s, task.seat, kindsOf(task.units)).map((hex) => ({ type: 'target', hex }));
  const free = player(s, task.seat).units.filter((u) => !task.units.includes(u));
  const out: Action[] = [];
  for (const kind of UNIT_KINDS)
    if (free.some((u) => unitKind(u) === kind) && targetsFor(s, task.seat, kindsOf([...task.units, kind + '0'])).length)
      out.push({ type: 'addUnit', kind });
  if (task.units.length && targetsFor(s, task.seat, kindsOf(task.units)).length) out.push({ type: 'formed' });
  return out;
}

export function attackHandler(c: Ctx, task: Attack, a: Action | null): Step {
  const s = c.s;
  if (!a) return { seat: task.seat, kind: task.formed ? 'target' : 'force' };
  if (a.type === 'addUnit') {
    const free = player(s, task.seat).units.filter((u) => !task.units.includes(u));
    const id = free.find((u) => unitKind(u) === a.kind);
    if (id) task.units.push(id);
    return CONT;
  }
  if (a.type === 'formed') {
    task.formed = true;
    return CONT;
  }
  if (a.type !== 'target') return DONE;
  const timed = kindsOf(task.units).filter((k) => UNITS[k].timed).length;
  const turn = currentTurn(s);
  if (turn) turn.time = Math.max(1, timed);
  startCombat(c, task.seat, a.hex, task.units, false);
  return DONE;
}
