/** Small questions about a player that many rules ask: cards held, unit statistics with their cards (§6, §12). */
import { NUMBERS, UNITS, type PersonId, type UnitKind } from './data';
import type { Player, Seat, State, Task } from './types';

export const has = (s: State, seat: Seat, card: PersonId): boolean => !!s.players[seat]?.cards.includes(card);

export function player(s: State, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`oztralia: no player ${seat}`);
  return p;
}

export const unitKind = (id: string): UnitKind => id[0] as UnitKind;

/** §6 range, with §12 P09 Aviator for airships. */
export function unitRange(s: State, seat: Seat, kind: UnitKind): number {
  return UNITS[kind].range + (kind === 'Z' && has(s, seat, 'aviator') ? NUMBERS.aviatorRange : 0);
}

/** §6 endurance, with §12 P09 Aviator for airships. */
export function unitEndurance(s: State, seat: Seat, kind: UnitKind): number {
  return UNITS[kind].endurance + (kind === 'Z' && has(s, seat, 'aviator') ? NUMBERS.aviatorEndurance : 0);
}

/** §6 gold for a unit, with §12 P03 Quartermaster (1 less for all but infantry). */
export function unitCost(s: State, seat: Seat, kind: UnitKind): number {
  return UNITS[kind].cost - (kind !== 'I' && has(s, seat, 'quartermaster') ? 1 : 0);
}

/** The turn being played (the topmost `turn` task). */
export function currentTurn(s: State): Extract<Task, { t: 'turn' }> | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const t = s.stack[i];
    if (t.t === 'turn') return t;
  }
  return null;
}
