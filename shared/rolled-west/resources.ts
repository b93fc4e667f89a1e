/**
 * What a player may pay with on its own turn (§6.1, §7): the turn's unspent resource dice and its bank; the costs of
 * offices and shipping; the snapshots that undo restores (§11).
 */
import { OFFICES, RESOURCES, SHIP_SPACES, TERRAIN_OF, type Metal, type Res, type Terrain } from './data';
import type { Sheet, Snapshot, State } from './types';

/** The faces on the table a player may pay with: the turn's free resource dice. */
export function freeFaces(s: State): Res[] {
  const t = s.turn;
  if (!t || t.terrain === null) return [];
  return t.dice.filter((_, i) => i !== t.terrain && t.use[i] === 'free');
}

/** How much of each resource the seat may pay with now: the turn's free dice (`free`) and its bank. */
export function wallet(s: State, seat: string, free: readonly Res[] = freeFaces(s)): Record<Res, number> {
  const w = { ...s.sheets[seat].bank };
  for (const f of free) w[f]++;
  return w;
}

/** Whether a wallet pays a cost. */
export const covers = (w: Readonly<Record<Res, number>>, cost: Readonly<Partial<Record<Res, number>>>): boolean =>
  w.C >= (cost.C ?? 0) && w.W >= (cost.W ?? 0) && w.S >= (cost.S ?? 0) && w.G >= (cost.G ?? 0);

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

/** §3.2 an office costs its row's metal and its column's (two of one metal on the diagonal). */
const OFFICE_COSTS: Readonly<Record<string, Readonly<Partial<Record<Res, number>>>>> = Object.freeze(
  Object.fromEntries(
    OFFICES.map((o) => {
      const c: Partial<Record<Res, number>> = {};
      c[o.row] = (c[o.row] ?? 0) + 1;
      c[o.col] = (c[o.col] ?? 0) + 1;
      return [o.id, Object.freeze(c)];
    }),
  ),
);
const NO_COST = Object.freeze({});

export const officeCost = (id: string): Readonly<Partial<Record<Res, number>>> => OFFICE_COSTS[id] ?? NO_COST;

/** Each value of a record mapped, its keys in their order. */
function mapRecord<K extends string, V>(r: Record<K, V>, f: (v: V) => V): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const k in r) out[k] = f(r[k]);
  return out;
}

const copyList = <T>(xs: T[]): T[] => xs.slice();

/** A copy of a sheet, field by field (taken before every undoable step: a generic deep copy cost twice as much). */
function copySheet(sh: Sheet): Sheet {
  return {
    bank: { ...sh.bank },
    light: sh.light.slice(),
    dark: sh.dark.slice(),
    claims: mapRecord(sh.claims, copyList),
    shipped: { ...sh.shipped },
    shipBig: mapRecord(sh.shipBig, copyList),
    offices: sh.offices.slice(),
    contracts: sh.contracts.slice(),
    contractCopper: sh.contractCopper,
    points: { ...sh.points },
    autoBank: sh.autoBank,
    copied: sh.copied,
  };
}

export function snapshot(s: State): Snapshot {
  const t = s.turn as NonNullable<State['turn']>;
  return {
    sheet: copySheet(s.sheets[t.seat]),
    use: [...t.use],
    built: t.built,
    contract: t.contract,
    office: t.office,
    banked: t.banked,
  };
}
