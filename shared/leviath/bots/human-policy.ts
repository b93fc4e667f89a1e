/**
 * The human side's greedy judgement: a score for each legal action from public information and the seat's own
 * cards only (never Leviath's space): searches by the bits they are expected to give about the public candidate
 * set, mines by the chance they capture and how much they close the candidates' ways out, dykes by how threatened
 * each town is, ships towards the candidate cloud so that mines can reach it (§10: on or next to a ship).
 */
import { DIST, atSea, countOf, maskOf, reachMask, regionOf, regionSpaces, within } from '../board';
import { TOWN_IDS } from '../data/map';
import { NUMBERS } from '../data/numbers';
import type { Action, HumanCardId, Sea, ShipAt, ShipId, State } from '../types';
import { captureChance, searchBits, shrink, squeeze, threat } from './features';
import { mineReason, shipReason, shipsDoneReason } from './why';
import type { Scored } from './kaiju-policy';

/** How well placed the ships are to search and mine the candidate cloud. */
function shipScore(s: State, ships: Record<ShipId, ShipAt>): number {
  const c = s.candidates;
  let score = 0;
  const taken: Sea[] = [];
  for (const id of Object.keys(ships) as ShipId[]) {
    const p = ships[id];
    if (p === 'port') continue;
    let d = 9;
    for (const x of c) d = Math.min(d, DIST[p][x]);
    // on or next to a candidate a ship can mine it, one step further it still searches its region
    let v = d === 0 ? 0.7 : d === 1 ? 1 : d === 2 ? 0.8 : d === 3 ? 0.5 : 0.2;
    if (taken.some((q) => DIST[p][q] <= 1)) v -= 0.3;
    taken.push(p);
    score += v + 0.4;
  }
  return score;
}

/** What a card in hand is worth keeping (for discards). */
function keep(s: State, card: HumanCardId): number {
  switch (card) {
    case 'minefield':
      return 1.2;
    case 'mineLaying':
    case 'helicopter':
      return 0.7;
    case 'patrolAircraft':
    case 'sonar':
    case 'activeSonar':
      return s.candidates.length > 1 ? 0.6 : 0.2;
    case 'dykeConstruction':
      return 0.3 + Math.max(...TOWN_IDS.map((t) => (s.dykes.materials.includes(t) ? threat(s, t) : 0)));
    default:
      return 0.2;
  }
}

/** What one decision's mine scores share: the spaces a mine can matter on, and each mine's present worth. */
interface MineContext {
  near: Set<Sea>;
  worth: Map<Sea, number>;
  /** spaces the kaiju could reach with its next move now */
  spread: number;
}

function mineContext(s: State): MineContext {
  const near = new Set<Sea>();
  for (const c of s.candidates) for (const x of within(c, 1)) near.add(x);
  const worth = new Map<Sea, number>();
  for (const m of s.mines)
    worth.set(m, near.has(m) ? 2 * squeeze({ ...s, mines: s.mines.filter((x) => x !== m) }, m) : 0);
  const spread = countOf(reachMask(maskOf(s.candidates), NUMBERS.moveSteps, maskOf(s.mines)));
  return { near, worth, spread };
}

function mineScore(s: State, ctx: MineContext, x: Sea, from?: Sea): number {
  const loss = from === undefined ? 0 : (ctx.worth.get(from) ?? 0);
  if (!ctx.near.has(x)) return -loss;
  const gain =
    6 * captureChance(s, x, from) +
    2 * squeeze(s, x, from) +
    1.5 * shrink(s, x, from, NUMBERS.moveSteps, ctx.spread) +
    (s.candidates.includes(x) ? 1 / s.candidates.length : 0);
  return gain - loss;
}

function searchSpaces(s: State, a: Extract<Action, { type: 'play' }>): Sea[] {
  if (a.card === 'patrolAircraft') return [...regionSpaces(a.region ?? 'R1')];
  const p = a.ship ? s.ships[a.ship] : 'port';
  if (p === 'port') return [];
  return a.card === 'sonar' ? [...regionSpaces(regionOf(p))] : within(p, NUMBERS.activeSonarRange);
}

export function rankHumans(s: State, legal: readonly Action[]): Scored[] {
  const base = shipScore(s, s.ships);
  let mines: MineContext | null = null;
  const ctx = (): MineContext => (mines ??= mineContext(s));
  return legal.map((a): Scored => {
    switch (a.type) {
      case 'done':
        return { action: a, score: 0, reason: shipsDoneReason(s, s.ships) };
      case 'shipStep': {
        const ships = { ...s.ships, [a.ship]: a.to };
        return { action: a, score: shipScore(s, ships) - base, reason: shipReason(s, a.ship, a.to) };
      }
      case 'discard':
        return { action: a, score: 0.2 - keep(s, a.card), reason: { key: 'discard', params: { card: a.card } } };
      case 'mine':
        return {
          action: a,
          score: mineScore(s, ctx(), a.space, a.from),
          reason: mineReason(s, a.space, a.from),
        };
      case 'play':
        return playScore(s, a, ctx);
      default:
        return { action: a, score: 0, reason: { key: 'other' } };
    }
  });
}

function playScore(s: State, a: Extract<Action, { type: 'play' }>, ctx: () => MineContext): Scored {
  switch (a.card) {
    case 'sonar':
    case 'activeSonar':
    case 'patrolAircraft': {
      const bits = searchBits(s, searchSpaces(s, a));
      return {
        action: a,
        score: 1.2 * bits - (a.card === 'patrolAircraft' ? 0.1 : 0),
        reason: { key: 'search', params: { card: a.card, bits: Math.round(bits * 10) / 10 } },
      };
    }
    case 'mineLaying':
    case 'helicopter':
    case 'minefield': {
      const v = mineScore(s, ctx(), a.space ?? 0, a.from) + (a.card === 'minefield' ? 0.6 : 0);
      return {
        action: a,
        score: v - (a.card === 'minefield' ? 0.3 : 0),
        reason: a.space === undefined ? { key: 'other' } : mineReason(s, a.space, a.from),
      };
    }
    case 'dykeConstruction': {
      const t = a.letter ? threat(s, a.letter) : 0;
      const urgency = s.submerged.length >= 2 ? 1.5 : 1;
      return {
        action: a,
        score: 0.2 + 2.5 * t * urgency,
        reason: { key: 'dyke', params: { letter: a.letter ?? '' } },
      };
    }
    case 'fleetSortie':
      return {
        action: a,
        score: 0.3 + (atSea(s.ships).length < 4 ? 0.3 : 0),
        reason: { key: 'sortie' },
      };
    default:
      return { action: a, score: -1, reason: { key: 'other' } };
  }
}
