/**
 * §10.1–§10.3 how the Old Ones move: groups, targets, one step with the card's direction and the clockwise
 * tie-break, and what entering a hex does (blight, port defence).
 */
import { TILES, type Family } from './data';
import { emit, farmHexes, portsInSeatOrder, tilesAt, type Ctx } from './board';
import { startCombat } from './combat';
import { INF, LAND_DIRS, landDistances, type Hex } from './hex';
import { player } from './player';
import { CONT, DONE, type Step } from './steps';
import type { OldOne, State, Task } from './types';

type Move = Extract<Task, { t: 'move' }>;

export const mobile = (t: OldOne): boolean => t.up && TILES[t.kind].moves;

/** §10.1 face-up mobile tiles of these families, grouped by hex ([R] ruling 3), groups in hex id order. */
export function groupsOf(s: State, families: readonly Family[]): number[][] {
  const byHex = new Map<Hex, number[]>();
  for (const t of s.tiles)
    if (mobile(t) && families.includes(TILES[t.kind].family ?? 'H')) {
      const g = byHex.get(t.hex) ?? [];
      g.push(t.uid);
      byHex.set(t.hex, g);
    }
  return [...byHex.entries()].sort((a, b) => a[0] - b[0]).map(([, uids]) => uids.sort((x, y) => x - y));
}

/** §10.2 the targets: unblighted farms and ports, of any player. */
export function targetHexes(s: State): Hex[] {
  return [...farmHexes(s), ...portsInSeatOrder(s).map((p) => p.hex)];
}

/**
 * §10.2 one step from `hex`: to a land neighbour one step closer (land distance) to a nearest target; among several,
 * the card's direction, then the next directions clockwise. -1: no move (no target reachable).
 */
export function stepFrom(s: State, hex: Hex, dir: number, dist?: Int32Array): Hex {
  const d = dist ?? landDistances(targetHexes(s));
  if (d[hex] >= INF || d[hex] === 0) return -1;
  for (let k = 0; k < 6; k++) {
    const n = LAND_DIRS[hex][(dir - 1 + k) % 6];
    if (n >= 0 && d[n] === d[hex] - 1) return n;
  }
  return -1;
}

/** Moves a group one hex; §10.3 a farm entered is blighted, a port entered is defended at once. */
export function moveGroup(c: Ctx, uids: number[], to: Hex, card: number | null): void {
  const s = c.s;
  const tiles = s.tiles.filter((t) => uids.includes(t.uid));
  if (!tiles.length) return;
  const from = tiles[0].hex;
  for (const t of tiles) t.hex = to;
  emit(c, { type: 'oldOneMoved', uids: tiles.map((t) => t.uid), from, to, card });
  const farm = s.farms.find((f) => f.hex === to && !f.blighted);
  if (farm) {
    farm.blighted = true;
    emit(c, { type: 'farmBlighted', hex: to, owner: farm.owner });
  }
  const port = portsInSeatOrder(s).find((p) => p.hex === to);
  if (port) {
    // §11.7 the owner fights every Old One in the hex with every unit of the barracks
    emit(c, { type: 'portAttacked', seat: port.seat, hex: to, uids: tilesAt(s, to).map((t) => t.uid) });
    startCombat(c, port.seat, to, [...player(s, port.seat).units], true);
  }
}

/** §10.1 each group's step is computed when its turn comes; a port defence is resolved before the next group. */
export function moveHandler(c: Ctx, task: Move): Step {
  const s = c.s;
  while (task.i < task.groups.length) {
    const uids = task.groups[task.i++].filter((u) => s.tiles.some((t) => t.uid === u));
    if (!uids.length) continue;
    const hex = (s.tiles.find((t) => t.uid === uids[0]) as OldOne).hex;
    const to = stepFrom(s, hex, task.dir);
    if (to < 0) continue;
    moveGroup(c, uids, to, task.card);
    if (s.combat) return CONT;
  }
  return DONE;
}
