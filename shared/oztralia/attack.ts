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

/**
 * How far each hex holding Old Ones is, for ground forces and for airships alone: one search serves every force. The
 * two distances are computed when first asked.
 */
export class Reach {
  readonly hexes: Hex[] = [];
  private net: Hex[];
  private occ: Uint8Array;
  private g: number[] | null = null;
  private a: number[] | null = null;
  constructor(s: State, seat: Seat) {
    this.occ = occupied(s);
    this.net = maskHexes(networkMask(s, seat, this.occ));
    if (this.net.length) for (let h = 0; h < HEX_COUNT; h++) if (this.occ[h]) this.hexes.push(h);
  }
  get ground(): number[] {
    if (!this.g) {
      const occ = this.occ;
      const d = landDistances(this.net, (h) => occ[h] === 1);
      this.g = this.hexes.map((h) => d[h]);
    }
    return this.g;
  }
  get air(): number[] {
    this.a ??= this.hexes.map((h) => this.net.reduce((m, n) => Math.min(m, hexDistance(n, h)), 99));
    return this.a;
  }
}

export const reach = (s: State, seat: Seat): Reach => new Reach(s, seat);

/** Hexes holding Old Ones that a force of these kinds can reach. */
export function targetsFor(s: State, seat: Seat, kinds: UnitKind[], r: Reach = reach(s, seat)): Hex[] {
  if (!kinds.length) return [];
  const range = Math.min(...kinds.map((k) => unitRange(s, seat, k)));
  if (!r.hexes.length) return [];
  const dist = kinds.every((k) => k === 'Z') ? r.air : r.ground;
  return r.hexes.filter((_, i) => dist[i] <= range);
}

const kindsOf = (units: string[]): UnitKind[] => [...new Set(units.map(unitKind))];

/** The Attack box is possible when some unit of the barracks has a target on its own. */
export function attackPossible(s: State, seat: Seat): boolean {
  const kinds = kindsOf(player(s, seat).units);
  if (!kinds.length) return false;
  const r = reach(s, seat);
  return kinds.some((k) => targetsFor(s, seat, [k], r).length > 0);
}

export function attackOptions(s: State, task: Attack): Action[] {
  const r = reach(s, task.seat);
  if (task.formed) return targetsFor(s, task.seat, kindsOf(task.units), r).map((hex) => ({ type: 'target', hex }));
  const free = player(s, task.seat).units.filter((u) => !task.units.includes(u));
  const out: Action[] = [];
  for (const kind of UNIT_KINDS)
    if (
      free.some((u) => unitKind(u) === kind) &&
      targetsFor(s, task.seat, kindsOf([...task.units, kind + '0']), r).length
    )
      out.push({ type: 'addUnit', kind });
  if (task.units.length && targetsFor(s, task.seat, kindsOf(task.units), r).length) out.push({ type: 'formed' });
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
