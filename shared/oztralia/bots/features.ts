/**
 * What the computer players read off a state (a determinized one: they only ever have a view): threats to ports and
 * farms, the value of reaching a hex, of a card, of an attack. Shared by the greedy policy and the search's
 * evaluation. Every figure is a rough VP-equivalent.
 */
import { OLD_ONE_CARDS, PERSONALITIES, TILES, UNITS, type PersonId, type TileKind, type UnitKind } from '../data';
import { resCount } from '../board';
import { HEX_COUNT, INF, LAND, NEAR, TERRAIN_OF, hexDistance, landDistances, type Hex } from '../hex';
import { mobile } from '../movement';
import { has, unitKind } from '../player';
import type { OldOne, Seat, State } from '../types';
import { unknownComposition } from '../view';

/** Probability that a unit type hits a family on one card, and that a card carries each strike. */
const HIT = new Map<string, number>();
const STRIKE = new Map<string, { x: number; b: number; s: number }>();
for (const f of ['H', 'U', 'F', 'B', 'P', 'G'] as const) {
  for (const u of ['I', 'A', 'C', 'T', 'Z'] as const)
    HIT.set(f + u, OLD_ONE_CARDS.filter((c) => c.rows[f].hits.includes(u)).length / OLD_ONE_CARDS.length);
  const n = OLD_ONE_CARDS.length;
  const count = (k: string) =>
    OLD_ONE_CARDS.reduce((a, c) => a + c.rows[f].strike.filter((x) => x === k).length, 0) / n;
  STRIKE.set(f, { x: count('x'), b: count('b'), s: count('s') });
}

export const hitChance = (family: string, kind: UnitKind): number => HIT.get(family + kind) ?? 0;
export const strikeRate = (family: string) => STRIKE.get(family) ?? { x: 0, b: 0, s: 0 };

export const FARM_OF: Partial<Record<string, 'S' | 'C' | 'M'>> = { S: 'S', C: 'C', M: 'M' };

/** The value of reaching a hex with the network: a farm site, resources. */
export function hexValue(s: State, seat: Seat, hex: Hex, occ: Uint8Array): number {
  if (occ[hex]) return 0;
  const p = s.players[seat];
  let v = 0;
  const kind = FARM_OF[TERRAIN_OF[hex]];
  if (kind && p && p.farmsLeft[kind] > 0 && !resCount(s, hex) && !s.farms.some((f) => f.hex === hex)) v += 2.4;
  const r = s.res[hex];
  if (r) v += (r.phos ?? 0) * 3.6 + (r.gold ?? 0) * 0.9 + ((r.coal ?? 0) + (r.iron ?? 0)) * 0.55;
  return v;
}

/**
 * The value of a track from the network into `b`: what `b` holds, and what lies within 3 hexes beyond it (outside
 * the network), discounted by distance. `values` is `hexValue` of every hex, computed once per decision.
 */
export function trackValue(b: Hex, net: Uint8Array, values: Float64Array): number {
  if (net[b]) return 0.05;
  let v = values[b];
  for (let r = 1; r <= 3; r++) {
    const w = 0.45 ** r;
    for (const h of NEAR[r - 1][b]) if (!net[h] && (r === 1 || hexDistance(b, h) === r)) v += values[h] * w;
  }
  return v;
}

export function hexValues(s: State, seat: Seat, occ: Uint8Array): Float64Array {
  const out = new Float64Array(HEX_COUNT);
  for (const h of LAND) out[h] = hexValue(s, seat, h, occ);
  return out;
}

/** Land distance from the nearest face-up mobile Old One to each of the seat's targets (port, farms). */
export function threat(s: State, seat: Seat): { port: number; farms: number; tiles: OldOne[] } {
  const p = s.players[seat];
  const movers = s.tiles.filter(mobile);
  if (!p || p.port < 0 || !movers.length) return { port: INF, farms: INF, tiles: [] };
  const d = landDistances(movers.map((t) => t.hex));
  const mine = s.farms.filter((f) => f.owner === seat && !f.blighted);
  const farms = mine.reduce((m, f) => Math.min(m, d[f.hex]), INF);
  return { port: d[p.port], farms, tiles: movers };
}

/** The barracks' strength: distinct kinds, units. */
export function strength(s: State, seat: Seat): number {
  const units = s.players[seat]?.units ?? [];
  return new Set(units.map(unitKind)).size * 1.5 + units.length * 0.4;
}

/** The mean VP of a hidden tile of each back level (from the composition of the unknown tiles). */
export function hiddenMean(s: State, level: number): number {
  const comp = unknownComposition(s)[level] ?? {};
  let n = 0;
  let vp = 0;
  for (const [k, c] of Object.entries(comp)) {
    n += c ?? 0;
    vp += (c ?? 0) * TILES[k as TileKind].vp;
  }
  return n ? vp / n : 0;
}

/**
 * Chance-weighted VP for fighting `tiles` with units of `kinds`: a hidden tile's reveal halves what it is worth to
 * the Old Ones (§13) even if the force then withdraws; a kill gives its VP to the player and takes it from them.
 */
export function attackValue(s: State, seat: Seat, tiles: OldOne[], kinds: UnitKind[]): number {
  let v = 0;
  const sanity = 3 + (has(s, seat, 'chaplain') ? 1 : 0) - (s.players[seat]?.dread ? 1 : 0);
  const sRate = tiles.reduce((a, t) => a + strikeRate(TILES[t.kind].family ?? 'H').s, 0);
  for (const t of tiles) {
    const spec = TILES[t.kind];
    const hidden = !t.up;
    const vp = hidden ? hiddenMean(s, t.level) : spec.vp;
    if (hidden) v += vp * 0.9;
    const fam = hidden ? null : (spec.family ?? 'H');
    const left = (hidden ? 2 + t.level : spec.endurance) - Object.values(t.cubes).reduce((a, b) => a + (b ?? 0), 0);
    const perCard = kinds.reduce((a, k) => a + (fam ? hitChance(fam, k) : 0.35), 0);
    const cards = (sanity + 1) / Math.max(0.1, hidden ? 0.3 : sRate);
    const p = Math.min(1, (perCard * cards) / Math.max(1, left));
    v += p * vp * 1.8;
  }
  return v;
}

export function cardValue(s: State, seat: Seat, card: PersonId): number {
  const farms = (k: 'S' | 'C' | 'M') => s.farms.filter((f) => f.owner === seat && !f.blighted && f.kind === k).length;
  switch (card) {
    case 'drover':
      return 0.9 * (farms('C') + 2);
    case 'woolBaron':
      return 0.9 * (farms('S') + 2);
    case 'agronomist':
      return 0.9 * (farms('M') + 2);
    case 'stationOwner':
      return 3 * (Math.min(farms('S'), farms('C'), farms('M')) + 1);
    case 'professor':
      return 0.8 * ((s.players[seat]?.won.length ?? 0) + 1);
    case 'governor':
      return 4;
    case 'railwayEngineer':
    case 'prospector':
    case 'chaplain':
      return 2.2;
    default:
      return PERSONALITIES[card] + 0.8;
  }
}

export const unitCostOf = (k: UnitKind): number => UNITS[k].cost;

export const tileVp = (k: TileKind): number => TILES[k].vp;
