/**
 * Rolled West's light computer players, from a seat's view only: random (any legal answer) and greedy (the one
 * step that raises its score estimate most, then its best leftover die banked; between turns the resource its open
 * contracts lack most). The greedy player is the search player's baseline and its model of everyone in playouts
 * (bots/playout.ts plays the same rules on the compact game).
 */
import type { SeatView } from '../../core/game';
import type { Random } from '../../core/rng';
import { seedRng } from '../../core/rng';
import { CONTRACTS, METALS, RESOURCES, type Res } from '../data';
import { applyMut, legalActions, scores } from '../rules';
import type { Action, Sheet, State, View } from '../types';

const turnWithoutUndo = ({ canUndo: _canUndo, ...rest }: NonNullable<View['turn']>) => rest;

/** A state to think with, built from a view: the unseen (future dice, others' auto-bank) is made up. */
export function stateFromView(v: SeatView<View> | View, seed: number): State {
  const sheets: Record<string, Sheet> = {};
  for (const [seat, sh] of Object.entries(v.sheets))
    sheets[seat] = {
      ...structuredClone(sh),
      autoBank: v.me?.seat === seat ? v.me.autoBank : null,
    };
  const t = v.turn;
  return {
    v: 0,
    rng: seedRng(seed),
    options: { ...v.options },
    order: [...v.order],
    schedule: [...v.schedule],
    rounds: [...v.rounds],
    pos: v.pos,
    turn: t ? { ...structuredClone(turnWithoutUndo(t)), undo: [] } : null,
    ghost: v.ghost ? [...v.ghost] : null,
    window: v.window ? structuredClone(v.window) : null,
    sheets,
    officeOwner: { ...v.officeOwner },
    contractOwner: { ...v.contractOwner },
    shipBigOwner: structuredClone(v.shipBigOwner),
    final: null,
    winners: v.winners ? [...v.winners] : null,
  };
}

const clone = (s: State): State => structuredClone(s);

/** What a banked resource is worth for the rest of the game (rarer metals buy more). */
export const RES_VALUE: Record<Res, number> = { C: 1.1, W: 1.3, S: 1.6, G: 2.0 };

/** The score estimate of a seat: its points now (majorities and offices as they stand) plus its bank's worth. */
export function estimate(s: State, seat: string, withBank: boolean): number {
  const total = scores(s)[seat].total;
  if (!withBank) return total;
  const turnsLeft = s.schedule.slice(s.pos + 1).filter((x) => x === seat).length;
  const bank = s.sheets[seat].bank;
  const bankWorth = turnsLeft > 0 ? RESOURCES.reduce((n, r) => n + bank[r] * RES_VALUE[r], 0) : 0;
  return total + bankWorth;
}

export function randomChoice(legal: Action[], rnd: Random): Action | null {
  if (!legal.length) return null;
  // never wander back and forth: undo is for people
  const pool = legal.filter((a) => a.type !== 'undo');
  return rnd.pick(pool.length ? pool : legal);
}

export function copyChoice(s: State, seat: string, legal: Action[]): Action | null {
  const copies = legal.filter((a): a is Extract<Action, { type: 'copy' }> => a.type === 'copy');
  if (!copies.length) return legal.find((a) => a.type === 'pass') ?? null;
  // the resource the seat's open goals need most: gold and silver buy the big contracts and offices
  const need: Record<Res, number> = { ...RES_VALUE };
  const sheet = s.sheets[seat];
  for (const c of CONTRACTS)
    if (s.contractOwner[c.id] === null)
      for (const m of METALS) if ((c.cost[m] ?? 0) > sheet.bank[m]) need[m] += 0.05 * c.points;
  return copies.reduce((a, b) => (need[b.face] > need[a.face] ? b : a));
}

/** One step that raises the estimate most; banks the best leftover die; else ends the turn. */
export function greedyStep(s: State, seat: string, legal: Action[]): Action | null {
  const first = legal[0];
  if (!first) return null;
  if (first.type === 'roll') return first;
  if (legal.some((a) => a.type === 'copy' || a.type === 'pass') && !legal.some((a) => a.type === 'endTurn'))
    return copyChoice(s, seat, legal);
  if (first.type === 'terrain') {
    let best: Action = first;
    let bestV = -Infinity;
    for (const a of legal) {
      const c = clone(s);
      applyMut(c, seat, a);
      const v = greedyTurnValue(c, seat);
      if (v > bestV) [best, bestV] = [a, v];
    }
    return best;
  }
  const base = estimate(s, seat, true);
  let best: Action | null = null;
  let bestGain = 0.01;
  for (const a of legal) {
    if (a.type === 'endTurn' || a.type === 'undo' || a.type === 'bank' || a.type === 'copy' || a.type === 'pass')
      continue;
    const c = clone(s);
    if (!applyMut(c, seat, a).ok) continue;
    const gain = estimate(c, seat, true) - base;
    if (gain > bestGain) [best, bestGain] = [a, gain];
  }
  if (best) return best;
  const banks = legal.filter((a): a is Extract<Action, { type: 'bank' }> => a.type === 'bank');
  if (banks.length) return banks.reduce((a, b) => (RES_VALUE[b.face] > RES_VALUE[a.face] ? b : a));
  return legal.find((a) => a.type === 'endTurn') ?? legal[0];
}

/** The estimate after the greedy player plays the rest of this turn. */
function greedyTurnValue(s: State, seat: string): number {
  for (let i = 0; i < 20; i++) {
    const legal = legalActions(s, seat).filter((a) => a.type !== 'copy' && a.type !== 'pass');
    const a = greedyStep(s, seat, legal);
    if (!a || a.type === 'endTurn') break;
    applyMut(s, seat, a);
  }
  return estimate(s, seat, true);
}
