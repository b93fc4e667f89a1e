/**
 * What a player may pay with on its own turn (§6.1, §7): the turn's unspent resource dice and its bank; the costs of
 * offices and shipping; the snapshots that undo restores (§11).
 */
import { cloneJson } from '../core/clone';
import { OFFICES, RESOURCES, SHIP_SPACES, TERRAIN_OF, type Metal, type Res, type Terrain } from './data';
import type { Snapshot, State } from './types';

/** The faces on the table a player may pay with: the turn's free resource dice. */
export function freeFaces(s: State): Res[] {
  const t = s.turn;
  if (!t || t.terrain === null) return [];
  return t.dice.filter((_, i) => i !== t.terrain && t.use[i] === 'free');
}

export function available(s: State, seat: string, r: Res): number {
  return freeFaces(s).filter((f) => f === r).length + s.sheets[seat].bank[r];
}

export function affordable(s: State, seat: string, cost: Partial<Record<Res, number>>): boolean {
  return RESOURCES.every((r) => available(s, seat, r) >= (cost[r] ?? 0));
}

/** §6.1 pays from the unspent dice first, then from the bank [S1][R: never worse for the player]. */
export function pay(s: State, seat: string, cost: Partial<Record<Res, number>>): void {
  const t = s.turn;
  if (!t) return;
  const sheet = s.sheets[seat];
  for (const r of RESOURCES) {
    let need = cost[r] ?? 0;
    for (let i = 0; i < t.dice.length && need > 0; i++)
      if (i !== t.terrain && t.use[i] === 'free' && t.dice[i] === r) {
        t.use[i] = 'spent';
        need--;
      }
    sheet.bank[r] -= need;
  }
}

export const emptySpaces = (marks: (string | null)[]): number => marks.filter((m) => m === null).length;
export const chosenTerrain = (s: State): Terrain | null =>
  s.turn && s.turn.terrain !== null ? TERRAIN_OF[s.turn.dice[s.turn.terrain]] : null;

export function shipCost(s: State, seat: string, metal: Metal): number {
  return SHIP_SPACES - s.sheets[seat].shipped[metal];
}

export function officeCost(id: string): Partial<Record<Res, number>> {
  const o = OFFICES.find((x) => x.id === id);
  if (!o) return {};
  const c: Partial<Record<Res, number>> = {};
  c[o.row] = (c[o.row] ?? 0) + 1;
  c[o.col] = (c[o.col] ?? 0) + 1;
  return c;
}

export function snapshot(s: State): Snapshot {
  const t = s.turn as NonNullable<State['turn']>;
  return {
    sheet: cloneJson(s.sheets[t.seat]),
    use: [...t.use],
    built: t.built,
    contract: t.contract,
    office: t.office,
    banked: t.banked,
  };
}
