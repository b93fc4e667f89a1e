/**
 * The map as the rules read it: who stands where, connected networks (§9.1), Old One tiles drawn, placed, revealed
 * and removed (§4, §10.4), and the "nearest" searches of the manifestation cards (§10.5).
 */
import { NUMBERS, TILES, type TileKind } from './data';
import { HEX_COUNT, LAND_NEIGHBOURS, NEAR, hexDistance, landDistances, type Hex } from './hex';
import type { GameEvent, OldOne, Seat, State } from './types';

export interface Ctx {
  s: State;
  events: GameEvent[];
}

export const emit = (c: Ctx, e: GameEvent): void => void c.events.push(e);

/** Hexes holding at least one Old One tile, face up or down. */
export function occupied(s: State): Uint8Array {
  const o = new Uint8Array(HEX_COUNT);
  for (const t of s.tiles) o[t.hex] = 1;
  return o;
}

export const tilesAt = (s: State, hex: Hex): OldOne[] => s.tiles.filter((t) => t.hex === hex);

/**
 * §9.1 the connected network: the hexes reachable from the port along the seat's own tracks without entering a hex
 * that holds an Old One tile ([R] ruling 1: tracks cut off behind an Old One do not count until reconnected).
 * Returned as a mask over hexes, with the port counted once placed.
 */
export function networkMask(s: State, seat: Seat, occ: Uint8Array = occupied(s)): Uint8Array {
  const p = s.players[seat];
  const mask = new Uint8Array(HEX_COUNT);
  if (!p || p.port < 0 || occ[p.port]) return mask;
  mask[p.port] = 1;
  const stack = [p.port];
  while (stack.length) {
    const h = stack.pop() as Hex;
    for (const [a, b] of p.tracks) {
      const n = a === h ? b : b === h ? a : -1;
      if (n >= 0 && !mask[n] && !occ[n]) {
        mask[n] = 1;
        stack.push(n);
      }
    }
  }
  return mask;
}

export function maskHexes(mask: Uint8Array): Hex[] {
  const out: Hex[] = [];
  for (let h = 0; h < mask.length; h++) if (mask[h]) out.push(h);
  return out;
}

export const network = (s: State, seat: Seat): Hex[] => maskHexes(networkMask(s, seat));

/**
 * Takes a tile from a level's pile. [R] §4.2 an empty pile is replaced by the next higher level, then the next lower.
 */
export function drawTile(s: State, level: 1 | 2 | 3): { kind: TileKind; back: 1 | 2 | 3 } | null {
  const order: (1 | 2 | 3)[] = level === 1 ? [1, 2, 3] : level === 2 ? [2, 3, 1] : [3, 2, 1];
  for (const l of order) {
    const kind = s.piles[l - 1].pop();
    if (kind) return { kind, back: l };
  }
  return null;
}

/** Places a face-down tile of `level` from the piles on `hex` (§4.1, §10.5). */
export function placeFaceDown(c: Ctx, hex: Hex, level: 1 | 2 | 3): OldOne | null {
  const d = drawTile(c.s, level);
  if (!d) return null;
  const t: OldOne = { uid: c.s.nextUid++, hex, level: d.back, kind: d.kind, up: false, cubes: {} };
  c.s.tiles.push(t);
  emit(c, { type: 'oldOnePlaced', uid: t.uid, hex, level: t.level, kind: null });
  return t;
}

/** §10.5 The Avatar / The Great One: a set-aside tile goes on the map face up. */
export function placeAside(c: Ctx, hex: Hex, kind: TileKind): OldOne {
  c.s.aside = c.s.aside.filter((k) => k !== kind);
  const t: OldOne = { uid: c.s.nextUid++, hex, level: 0, kind, up: true, cubes: {} };
  c.s.tiles.push(t);
  emit(c, { type: 'oldOnePlaced', uid: t.uid, hex, level: 0, kind });
  return t;
}

export function removeTile(s: State, uid: number): void {
  s.tiles = s.tiles.filter((t) => t.uid !== uid);
  for (const p of Object.values(s.peeks)) if (p && uid in p.tiles) delete p.tiles[uid];
}

/** §10.4 turns a face-down tile face up; a kangaroo goes to the box at once. */
export function reveal(c: Ctx, t: OldOne): void {
  if (t.up) return;
  t.up = true;
  emit(c, { type: 'oldOneRevealed', uid: t.uid, hex: t.hex, kind: t.kind });
  for (const p of Object.values(c.s.peeks)) if (p && t.uid in p.tiles) delete p.tiles[t.uid];
  if (TILES[t.kind].kangaroo) {
    removeTile(c.s, t.uid);
    c.s.boxed.push(t.kind);
    emit(c, { type: 'kangarooRemoved', uid: t.uid, hex: t.hex });
  }
}

/** Face-down tiles in hex id order (then by uid): the order of every "reveal every …" (§10.5). */
export const faceDown = (s: State): OldOne[] =>
  s.tiles.filter((t) => !t.up).sort((a, b) => a.hex - b.hex || a.uid - b.uid);

/**
 * §10.5 the face-down tile nearest (land distance) to any of `sources`; ties go to the hex first in hex id order,
 * then the lower uid [R] §3. Null when there is none (or no source).
 */
export function nearestFaceDown(s: State, sources: Hex[]): OldOne | null {
  if (!sources.length) return null;
  const d = landDistances(sources);
  let best: OldOne | null = null;
  for (const t of faceDown(s)) if (!best || d[t.hex] < d[best.hex]) best = t;
  return best;
}

/** Hexes within `r` (hex distance) of any of `sources`. */
export function withinMask(sources: Hex[], r: number): Uint8Array {
  const m = new Uint8Array(HEX_COUNT);
  for (const src of sources) {
    m[src] = 1;
    if (r >= 1 && r <= 3) for (const h of NEAR[r - 1][src]) m[h] = 1;
    else for (let h = 0; h < HEX_COUNT; h++) if (hexDistance(h, src) <= r) m[h] = 1;
  }
  return m;
}

/** The ports placed, in seat order. */
export const portsInSeatOrder = (s: State): { seat: Seat; hex: Hex }[] =>
  s.order.flatMap((seat) => {
    const p = s.players[seat];
    return p && p.port >= 0 ? [{ seat, hex: p.port }] : [];
  });

/** Hexes of unblighted farms ([R] ruling 4: "farm" means an unblighted farm). */
export const farmHexes = (s: State): Hex[] => s.farms.filter((f) => !f.blighted).map((f) => f.hex);

/** Hexes joined by any player's track ([R] ruling 4). */
export function trackHexes(s: State): Hex[] {
  const m = new Uint8Array(HEX_COUNT);
  for (const seat of s.order) for (const [a, b] of s.players[seat]?.tracks ?? []) m[a] = m[b] = 1;
  return maskHexes(m);
}

export const hasLand = (h: Hex): boolean => LAND_NEIGHBOURS[h].length > 0;

/** Resource tokens on a hex, counted. */
export function resCount(s: State, hex: Hex): number {
  const r = s.res[hex];
  return r ? (r.coal ?? 0) + (r.iron ?? 0) + (r.gold ?? 0) + (r.phos ?? 0) : 0;
}

/** Adds resource tokens to a hex; phosphate only while the supply lasts ([R] §4.1). */
export function addRes(c: Ctx, hex: Hex, res: 'coal' | 'iron' | 'gold' | 'phos', n: number): void {
  const s = c.s;
  const k = res === 'phos' ? Math.min(n, s.phosSupply) : n;
  if (k <= 0) return;
  if (res === 'phos') s.phosSupply -= k;
  const r = (s.res[hex] ??= {});
  r[res] = (r[res] ?? 0) + k;
  emit(c, { type: 'resourcesPlaced', hex, res, n: k });
}

export const CUBES = NUMBERS.cubes;
