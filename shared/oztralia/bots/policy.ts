/**
 * The greedy level's rules of thumb: every legal answer of the pending prompt is scored from the board (what a box
 * would bring per unit of time, where a track leads, the odds of a fight, the cheapest unit to lose) and the best is
 * played. It reads a state, which for a computer seat is always one rebuilt from its view (determinize.ts); the
 * search's playouts use it with random noise.
 */
import type { Random } from '../../core/rng';
import { BOX_TIME, UNITS, type BoxId } from '../data';
import { networkMask, occupied, tilesAt } from '../board';
import { reach, targetsFor, type Reach } from '../attack';
import { legalActions } from '../flow';
import { INF, LAND, TERRAIN_OF, landDistances } from '../hex';
import { farmPlacements, mineOptions, trackOptions } from '../build';
import { has, unitCost, unitKind } from '../player';
import { mobile } from '../movement';
import type { Action, Seat, State } from '../types';
import { FARM_OF, attackValue, cardValue, hexValues, strength, threat, trackValue } from './features';

const RES_VALUE = { phos: 4, gold: 1, coal: 0.6, iron: 0.6 } as const;

/** What one decision reads, computed once (and only when asked). */
class Look {
  private cache = new Map<string, unknown>();
  constructor(
    readonly s: State,
    readonly seat: Seat,
  ) {}
  private get<T>(key: string, f: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, f());
    return this.cache.get(key) as T;
  }
  get occ(): Uint8Array {
    return this.get('occ', () => occupied(this.s));
  }
  get net(): Uint8Array {
    return this.get('net', () => networkMask(this.s, this.seat, this.occ));
  }
  get values(): Float64Array {
    return this.get('values', () => hexValues(this.s, this.seat, this.occ));
  }
  get danger(): ReturnType<typeof threat> {
    return this.get('danger', () => threat(this.s, this.seat));
  }
  get reach(): Reach {
    return this.get('reach', () => reach(this.s, this.seat));
  }
  /** Land distance from the seat's port and unblighted farms: how close an Old One is to doing harm. */
  get home(): Int32Array {
    return this.get('home', () => {
      const p = this.s.players[this.seat];
      const mine = this.s.farms.filter((f) => f.owner === this.seat && !f.blighted).map((f) => f.hex);
      return landDistances(p && p.port >= 0 ? [p.port, ...mine] : mine);
    });
  }
  /** The bonus for fighting at `hex`: face-up movers close to the seat's farms or port. */
  menace(hex: number): number {
    const d = this.home[hex];
    const movers = tilesAt(this.s, hex).filter(mobile).length;
    return movers && d <= 4 ? movers * (5 - d) * 0.9 : 0;
  }
  track(a: number, b: number): number {
    return trackValue(this.net[a] ? b : a, this.net, this.values);
  }
}

function bestTracks(l: Look, mountain: boolean, n: number): number {
  const values = trackOptions(l.s, l.seat, mountain, l.occ, l.net)
    .map((a) => (a.type === 'track' ? l.track(a.a, a.b) : 0))
    .sort((x, y) => y - x);
  return values.slice(0, n).reduce((a, b) => a + b, 0);
}

function mineValue(l: Look, hex: number, res: keyof typeof RES_VALUE): number {
  const p = l.s.players[l.seat];
  const n = l.s.res[hex]?.[res] ?? 0;
  let v = n * RES_VALUE[res];
  if ((res === 'coal' && (p?.coal ?? 0) === 0) || (res === 'iron' && (p?.iron ?? 0) === 0)) v += 1;
  return v;
}

function bestMine(l: Look): number {
  let best = 0;
  for (const a of mineOptions(l.s, l.seat, l.net))
    if (a.type === 'mine') best = Math.max(best, mineValue(l, a.hex, a.res));
  return best;
}

function bestAttack(l: Look): number {
  const kinds = [...new Set((l.s.players[l.seat]?.units ?? []).map(unitKind))];
  let best = 0;
  for (const k of kinds) {
    const force = kinds.filter((x) => targetsFor(l.s, l.seat, [k, x], l.reach).length > 0);
    for (const hex of targetsFor(l.s, l.seat, force, l.reach))
      best = Math.max(best, attackValue(l.s, l.seat, tilesAt(l.s, hex), force) + l.menace(hex));
  }
  return best;
}

/** A box's worth, per unit of time, for this seat now. */
function boxValue(l: Look, box: BoxId): number {
  const { s, seat } = l;
  const p = s.players[seat];
  if (!p) return 0;
  const surcharge = p.boxes[box] * 0.45;
  const time = BOX_TIME[box] ?? 1;
  let v = 0;
  switch (box) {
    case 'railPlain':
    case 'railMountain':
      v = bestTracks(l, box === 'railMountain', has(s, seat, 'railwayEngineer') ? 3 : 2) - 1.1;
      break;
    case 'mine':
      v = bestMine(l);
      break;
    case 'recruit':
      v = Math.max(0, ...s.row.map((c) => (c ? cardValue(s, seat, c) : 0))) - 0.6;
      break;
    case 'military': {
      // a face-up Old One on its way to the port: arm until the barracks hold several kinds
      const defended = strength(s, seat);
      v = (l.danger.port <= 6 || l.danger.farms <= 4) && defended < 6 ? 6 - defended : p.units.length < 3 ? 1.8 : 0.4;
      break;
    }
    case 'trade':
      v =
        (p.coal === 0 || p.iron === 0) && trackOptions(s, seat, true, l.occ, l.net).length
          ? 1.5
          : p.gold <= 1
            ? 1
            : 0.2;
      break;
    case 'farm': {
      const kinds = new Set(farmPlacements(s, seat, [], l.occ, l.net).map((a) => (a.type === 'farm' ? a.kind : '')));
      const risk = l.danger.farms <= 2 ? 0.6 : 0;
      return 2.6 - risk - surcharge / Math.max(1, kinds.size);
    }
    case 'attack':
      v = bestAttack(l) + (l.danger.port <= 4 ? 2.5 : l.danger.farms <= 2 ? 1 : 0);
      return (v - surcharge) / 1.5;
    case 'retrieve':
      v = p.hq <= 1 ? 4 : p.hq <= 4 ? 1.2 : 0.1;
      v += Object.values(p.boxes).reduce((a, b) => a + b, 0) >= 10 ? 0.5 : 0;
      break;
  }
  return (v - surcharge) / time;
}

/** §7 step 9: the anchor with the most farmland and resources around it, and few Old Ones. */
function portValue(l: Look, hex: number): number {
  const d = landDistances([hex]);
  let v = 0;
  for (const h of LAND) {
    if (d[h] > 4 || d[h] === INF) continue;
    if (FARM_OF[TERRAIN_OF[h]]) v += 1 / (1 + d[h]);
    const r = l.s.res[h];
    if (r) v += ((r.phos ?? 0) * 2 + (r.coal ?? 0) + (r.iron ?? 0)) / (1 + d[h]);
    if (l.occ[h]) v -= 2 / (1 + d[h]);
  }
  return v;
}

function hitValue(s: State, unit: string): number {
  const k = s.combat;
  const u = k?.units.find((x) => x.id === unit);
  if (!k || !u) return 0;
  const dies = u.dmg + 1 >= UNITS[u.kind].endurance + (u.kind === 'Z' && has(s, k.seat, 'aviator') ? 1 : 0);
  const typeHurt = k.units.some((x) => x.kind === u.kind && x.dmg > 0) ? 0.5 : 0;
  return -(dies ? UNITS[u.kind].cost : UNITS[u.kind].cost * 0.3) + typeHurt;
}

/** The greedy score of one answer. */
function scoreWith(l: Look, a: Action): number {
  const { s, seat } = l;
  const p = s.players[seat];
  if (!p) return 0;
  switch (a.type) {
    case 'port':
      return portValue(l, a.hex);
    case 'box':
      return boxValue(l, a.box);
    case 'retrieveWithoutCube':
      return p.hq === 0 ? 1.5 : -1;
    case 'track':
      return l.track(a.a, a.b);
    case 'stop':
      return 0.3;
    case 'mine':
      return mineValue(l, a.hex, a.res);
    case 'recruit': {
      const c = s.row[a.slot];
      return c ? cardValue(s, seat, c) : 0;
    }
    case 'recruitBlind':
      return 1.2;
    case 'keep':
      return cardValue(s, seat, a.card);
    case 'buy':
      return a.units.reduce(
        (v, k) => v + (p.units.some((u) => unitKind(u) === k) ? 0.6 : 2) - unitCost(s, seat, k) * 0.35,
        0,
      );
    case 'exchange':
      if (a.ex === 'takeCoal') return p.coal <= p.iron ? 1.2 : 0.8;
      if (a.ex === 'takeIron') return p.iron < p.coal ? 1.2 : 0.8;
      return p.gold <= 2 ? 1 : 0.2;
    case 'farm':
      return 2.5 + (has(s, seat, a.kind === 'S' ? 'woolBaron' : a.kind === 'C' ? 'drover' : 'agronomist') ? 0.5 : 0);
    case 'addUnit':
      // every kind adds its hits; more infantry soak up strikes
      return s.stack.some((t) => t.t === 'attack' && t.units.some((u) => unitKind(u) === a.kind))
        ? a.kind === 'I'
          ? 0.7
          : 0.6
        : 1;
    case 'formed':
      return 0.5;
    case 'target': {
      const t = s.stack.find((x) => x.t === 'attack');
      const kinds = t && t.t === 'attack' ? [...new Set(t.units.map(unitKind))] : [];
      return attackValue(s, seat, tilesAt(s, a.hex), kinds) + l.menace(a.hex);
    }
    case 'fight': {
      const k = s.combat;
      if (!k || k.port) return 1;
      return k.sanity === 0 && k.tiles.length > 0 ? -1 : 1;
    }
    case 'withdraw':
      return a.what === 'all' ? 0 : -2;
    case 'nurse':
      return 2;
    case 'cube': {
      const t = s.tiles.find((x) => x.uid === a.uid);
      return t ? -Object.values(t.cubes).length : 0;
    }
    case 'hit':
      return hitValue(s, a.unit);
    case 'cancel':
      return 0.5;
    case 'discard':
      return a.res === 'coal' ? p.coal - p.iron : p.iron - p.coal;
  }
}

export const score = (s: State, seat: Seat, a: Action): number => scoreWith(new Look(s, seat), a);

/** The greedy answer: the best-scored legal one (random noise added for playouts). */
export function greedyAction(s: State, seat: Seat, rng: Random | null = null, noise = 0): Action | null {
  const legal = legalActions(s, seat);
  if (legal.length <= 1) return legal[0] ?? null;
  const l = new Look(s, seat);
  let best = legal[0];
  let bestV = -Infinity;
  for (const a of legal) {
    const v = scoreWith(l, a) + (rng && noise ? rng.float() * noise : 0);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** The greedy scores of several answers, sharing one look at the board. */
export function scores(s: State, seat: Seat, actions: Action[]): number[] {
  const l = new Look(s, seat);
  return actions.map((a) => scoreWith(l, a));
}
