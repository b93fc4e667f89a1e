/** §9.1 Build railway, §9.2 Mine, §9.6 Farm: what may be built, mined and farmed, and doing it. */
import { NUMBERS, RESOURCES, type FarmKind, type Resource } from './data';
import { emit, maskHexes, networkMask, occupied, resCount, type Ctx } from './board';
import { LAND_NEIGHBOURS, TERRAIN_OF, isMountain, type Hex } from './hex';
import { currentTurn, has, player } from './player';
import { CONT, DONE, type Step } from './steps';
import type { Action, Seat, State, Task } from './types';

type Rail = Extract<Task, { t: 'rail' }>;
type Mine = Extract<Task, { t: 'mine' }>;
type FarmTask = Extract<Task, { t: 'farm' }>;

/**
 * §9.1 the edges a seat may lay a track on: from a hex of its connected network to a land neighbour holding no Old
 * One, not an edge it already has. The plain box may not enter a mountain hex ([R] ruling 2: either hex of the
 * edge), unless the seat holds the Surveyor (§12 P02).
 */
export function trackOptions(
  s: State,
  seat: Seat,
  mountain: boolean,
  occ: Uint8Array = occupied(s),
  net: Uint8Array = networkMask(s, seat, occ),
): Action[] {
  const p = player(s, seat);
  if (p.tracks.length >= NUMBERS.rails) return [];
  const anyHex = mountain || has(s, seat, 'surveyor');
  const out: Action[] = [];
  const seen = new Set<number>();
  for (const h of maskHexes(net))
    for (const n of LAND_NEIGHBOURS[h]) {
      if (occ[n]) continue;
      if (!anyHex && (isMountain(h) || isMountain(n))) continue;
      const a = Math.min(h, n);
      const b = Math.max(h, n);
      const key = a * 1000 + b;
      if (seen.has(key) || p.tracks.some(([x, y]) => x === a && y === b)) continue;
      seen.add(key);
      out.push({ type: 'track', a, b });
    }
  return out.sort(
    (x, y) => (x as { a: number }).a - (y as { a: number }).a || (x as { b: number }).b - (y as { b: number }).b,
  );
}

export function railOptions(s: State, task: Rail): Action[] {
  const tracks = task.left > 0 ? trackOptions(s, task.seat, task.mountain) : [];
  return task.placed > 0 ? [...tracks, { type: 'stop' }] : tracks;
}

/** §9.1 up to two tracks (three with the Railway Engineer, §12 P01), one at a time; stopping after one is allowed. */
export function railHandler(c: Ctx, task: Rail, a: Action | null): Step {
  if (!a)
    return task.left > 0 && trackOptions(c.s, task.seat, task.mountain).length
      ? { seat: task.seat, kind: 'track' }
      : DONE;
  if (a.type === 'stop') return DONE;
  if (a.type !== 'track') return DONE;
  player(c.s, task.seat).tracks.push([a.a, a.b]);
  task.left--;
  task.placed++;
  emit(c, { type: 'trackBuilt', seat: task.seat, a: a.a, b: a.b });
  return CONT;
}

// ——— §9.2 Mine ———

export function mineOptions(s: State, seat: Seat, net: Uint8Array = networkMask(s, seat)): Action[] {
  const out: Action[] = [];
  for (const hex of maskHexes(net)) {
    const r = s.res[hex];
    if (r) for (const res of RESOURCES) if ((r[res] ?? 0) > 0) out.push({ type: 'mine', hex, res });
  }
  return out;
}

/** §12 P04 the Mining Magnate's second type, from the same hex. */
export function mine2Options(s: State, task: Mine): Action[] {
  const r = s.res[task.hex];
  if (!r) return [];
  return RESOURCES.filter((res) => (r[res] ?? 0) > 0).map((res) => ({ type: 'mine', hex: task.hex, res }));
}

function take(c: Ctx, seat: Seat, hex: Hex, res: Resource): void {
  const s = c.s;
  const r = s.res[hex];
  const n = r?.[res] ?? 0;
  if (!r || !n) return;
  delete r[res];
  if (!resCount(s, hex)) delete s.res[hex];
  const p = player(s, seat);
  p[res] += n;
  // [R] §9.2 phosphate gives 1 gold once per action; §12 P19 the Prospector's 2 gold are extra ([R] ruling 8)
  let gold = 0;
  if (res === 'phos') gold = NUMBERS.phosphateGold + (has(s, seat, 'prospector') ? NUMBERS.prospectorGold : 0);
  p.gold += gold;
  emit(c, { type: 'mined', seat, hex, res, n, gold });
}

export function mineHandler(c: Ctx, task: Mine, a: Action | null): Step {
  if (!a) {
    if (task.first === null) return { seat: task.seat, kind: 'mine' };
    return has(c.s, task.seat, 'miningMagnate') && mine2Options(c.s, task).length
      ? { seat: task.seat, kind: 'mine2' }
      : DONE;
  }
  if (a.type !== 'mine') return DONE;
  take(c, task.seat, a.hex, a.res);
  if (task.first !== null) return DONE;
  task.hex = a.hex;
  task.first = a.res;
  return CONT;
}

// ——— §9.6 Farm ———

const FARM_OF: Partial<Record<string, FarmKind>> = { S: 'S', C: 'C', M: 'M' };

/** §9.6 a hex of the network, of the farm's symbol, empty (no Old One, no resource, no farm). */
export function farmPlacements(
  s: State,
  seat: Seat,
  used: FarmKind[] = [],
  occ: Uint8Array = occupied(s),
  net: Uint8Array = networkMask(s, seat, occ),
): Action[] {
  const p = player(s, seat);
  const out: Action[] = [];
  for (const hex of maskHexes(net)) {
    const kind = FARM_OF[TERRAIN_OF[hex]];
    if (!kind || used.includes(kind) || p.farmsLeft[kind] <= 0) continue;
    if (occ[hex] || resCount(s, hex) || s.farms.some((f) => f.hex === hex)) continue;
    out.push({ type: 'farm', hex, kind });
  }
  return out;
}

export function farmOptions(s: State, task: FarmTask): Action[] {
  const places = task.kinds.length < NUMBERS.farmsPerAction ? farmPlacements(s, task.seat, task.kinds) : [];
  return task.kinds.length ? [...places, { type: 'stop' }] : places;
}

/** §9.6 up to three farms of different types; each costs 1 time and gives 1 gold. */
export function farmHandler(c: Ctx, task: FarmTask, a: Action | null): Step {
  const turn = currentTurn(c.s);
  if (!a) return farmOptions(c.s, task).some((x) => x.type === 'farm') ? { seat: task.seat, kind: 'farm' } : DONE;
  if (a.type !== 'farm') return DONE;
  const p = player(c.s, task.seat);
  p.farmsLeft[a.kind]--;
  p.gold++;
  c.s.farms.push({ hex: a.hex, owner: task.seat, kind: a.kind, blighted: false });
  task.kinds.push(a.kind);
  if (turn) turn.time++;
  emit(c, { type: 'farmPlaced', seat: task.seat, hex: a.hex, kind: a.kind });
  return CONT;
}
