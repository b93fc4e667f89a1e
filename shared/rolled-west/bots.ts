/**
 * Rolled West's computer players, from a seat's view only:
 * - random: any legal answer;
 * - greedy: the one step that raises its score estimate most, then banks its best leftover die;
 * - search: plans its whole turn (every order of builds, buys, shipments and the bank, for every terrain choice)
 *   and scores the turn's end with an evaluation of points, bank and the majority races; between turns it copies
 *   the die its plans need most.
 * A hint is the search player's next step with its reason.
 */
import type { BotRequest, Hint, SeatView } from '../core/game';
import { Random, seedRng } from '../core/rng';
import {
  CLAIMS,
  CONTRACTS,
  DIE_FACES,
  METALS,
  OFFICES,
  RESOURCES,
  SHIPPING,
  TERRAINS,
  TERRAIN_OF,
  type Res,
  type Terrain,
} from './data';
import { GHOST, applyMut, legalActions, scores } from './rules';
import type { Action, Sheet, State, View } from './types';

export const BOT_LEVELS = ['random', 'greedy', 'search'] as const;

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
const RES_VALUE: Record<Res, number> = { C: 1.1, W: 1.3, S: 1.6, G: 2.0 };

/** The score estimate of a seat: its points now (majorities and offices as they stand) plus its bank's worth. */
function estimate(s: State, seat: string, withBank: boolean): number {
  const total = scores(s)[seat].total;
  if (!withBank) return total;
  const turnsLeft = s.schedule.slice(s.pos + 1).filter((x) => x === seat).length;
  const bank = s.sheets[seat].bank;
  const bankWorth = turnsLeft > 0 ? RESOURCES.reduce((n, r) => n + bank[r] * RES_VALUE[r], 0) : 0;
  return total + bankWorth;
}

/**
 * What the seat's next turn is likely worth: over sampled rolls, the best it could buy with that roll and its
 * bank (one contract, one office, one build, shipments), with the terrain die set aside the best way. This is
 * what makes banking for a big contract worth it, and what the greedy player does not see.
 */
function nextTurnValue(s: State, seat: string, samples: number): number {
  // the same sampled rolls for every state compared (common random numbers): differences are the states'
  const rnd = new Random(0x2545f491);
  const nextPos = s.schedule.indexOf(seat, s.pos + 1);
  if (nextPos < 0) return 0;
  const sh = s.sheets[seat];
  const openContracts = CONTRACTS.filter((c) => s.contractOwner[c.id] === null);
  const openOffices = OFFICES.filter((o) => s.officeOwner[o.id] === null);
  const turnsAfter = s.schedule.slice(nextPos).filter((x) => x === seat).length;
  let total = 0;
  for (let k = 0; k < samples; k++) {
    // the copy from another roll before the turn (§8): one more die's worth
    const dice = Array.from({ length: 5 }, () => DIE_FACES[rnd.int(DIE_FACES.length)]);
    let best = 0;
    for (let drop = 0; drop < 4; drop++) {
      const have: Record<Res, number> = { ...sh.bank };
      dice.forEach((f, i) => i !== drop && have[f]++);
      const terrain = TERRAIN_OF[dice[drop]];
      best = Math.max(best, bestPurchases(s, seat, have, terrain, openContracts, openOffices, turnsAfter));
    }
    total += best;
  }
  return total / samples;
}

/** The most points one turn could take with these resources (a small exhaustive search over the item kinds). */
function bestPurchases(
  s: State,
  seat: string,
  have: Record<Res, number>,
  terrain: Terrain,
  contracts: typeof CONTRACTS,
  offices: typeof OFFICES,
  turnsLeft: number,
): number {
  const sh = s.sheets[seat];
  const fits = (cost: Partial<Record<Res, number>>, h: Record<Res, number>) =>
    RESOURCES.every((r) => (h[r] ?? 0) >= (cost[r] ?? 0));
  const minus = (h: Record<Res, number>, cost: Partial<Record<Res, number>>) => {
    const o = { ...h };
    for (const r of RESOURCES) o[r] -= cost[r] ?? 0;
    return o;
  };
  let best = 0;
  const contractOpts: { cost: Partial<Record<Res, number>>; v: number }[] = [{ cost: {}, v: 0 }];
  for (const c of contracts) if (fits(c.cost, have)) contractOpts.push({ cost: c.cost, v: c.points + 1.5 });
  const officeOpts: { cost: Partial<Record<Res, number>>; v: number }[] = [{ cost: {}, v: 0 }];
  for (const o of offices) {
    const cost: Partial<Record<Res, number>> = {};
    cost[o.row] = (cost[o.row] ?? 0) + 1;
    cost[o.col] = (cost[o.col] ?? 0) + 1;
    if (fits(cost, have)) officeOpts.push({ cost, v: officeWorth(o.effect, turnsLeft) });
  }
  const marks = sh.claims[terrain];
  const next = marks.indexOf(null);
  for (const c of contractOpts)
    for (const o of officeOpts) {
      const h0 = minus(minus(have, c.cost), o.cost);
      if (RESOURCES.some((r) => h0[r] < 0)) continue;
      let v = c.v + o.v;
      // a build with the wood left
      if (next >= 0 && h0.W >= 1) {
        const pts = CLAIMS[terrain].points;
        const camp = pts[next] + 1;
        const settle = next + 1 < pts.length && h0.W >= 2 ? pts[next] + pts[next + 1] + 2 : 0;
        v += Math.max(camp, settle);
      }
      // shipments with the metals left
      for (const m of METALS) {
        const n = Math.min(h0[m], 5 - sh.shipped[m]);
        for (let i = sh.shipped[m]; i < sh.shipped[m] + n; i++) {
          const sp = SHIPPING[m][i];
          v += typeof sp === 'number' ? sp : s.shipBigOwner[m][i] === null ? sp[0] : sp[1];
        }
      }
      if (v > best) best = v;
    }
  return best;
}

/** What an office is likely to score by the end, with this many turns left. */
function officeWorth(effect: (typeof OFFICES)[number]['effect'], turnsLeft: number): number {
  const f = Math.min(1, 0.35 + turnsLeft / 8);
  switch (effect) {
    case 'flat6':
      return 6;
    case 'perContract3':
      return 7 * f;
    case 'perOfficePlusContract':
    case 'perOfficePlusFirstMajority':
      return 5 * f;
    case 'perOffice2PlusCompletedShipping2':
      return 6 * f;
    case 'perStar':
      return 7 * f;
    case 'perSettlement2':
      return 5 * f;
    case 'perCopperShippedOrContracted':
      return 5 * f;
    case 'perCompletedShipping3':
      return 4 * f;
  }
}

/** The search player's evaluation: its points now, the majority races, and what its next turn is likely worth. */
function evaluate(s: State, seat: string): number {
  const mine = estimate(s, seat, false);
  // marks on tracks where the race is close are worth a little more than their points
  let race = 0;
  for (const t of TERRAINS) {
    const my = s.sheets[seat].claims[t].filter((x) => x !== null).length;
    const top = Math.max(
      0,
      ...s.order.filter((p) => p !== seat).map((p) => s.sheets[p].claims[t].filter((x) => x !== null).length),
    );
    if (my > 0 && my >= top - 1) race += 0.25 * CLAIMS[t].majority[0];
  }
  return mine + race + 0.8 * nextTurnValue(s, seat, 12);
}

function randomChoice(legal: Action[], rnd: Random): Action | null {
  if (!legal.length) return null;
  // never wander back and forth: undo is for people
  const pool = legal.filter((a) => a.type !== 'undo');
  return rnd.pick(pool.length ? pool : legal);
}

function copyChoice(s: State, seat: string, legal: Action[]): Action | null {
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
function greedyStep(s: State, seat: string, legal: Action[]): Action | null {
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

/** Every way to play out the turn from here (depth-first, pruned by a node budget); the best end and its first step. */
function planTurn(s: State, seat: string, deadline: number): { value: number; first: Action | null } {
  let nodes = 0;
  const seen = new Map<string, number>();
  const dfs = (st: State, depth: number): number => {
    nodes++;
    const legal = legalActions(st, seat).filter((a) => a.type !== 'undo' && a.type !== 'copy' && a.type !== 'pass');
    let best = evaluate(st, seat); // ending the turn here
    if (depth >= 6 || nodes > 4000 || performance.now() > deadline) return best;
    for (const a of legal) {
      if (a.type === 'endTurn') continue;
      const c = clone(st);
      if (!applyMut(c, seat, a).ok) continue;
      const key = JSON.stringify([
        c.sheets[seat],
        c.turn?.use,
        c.turn?.built,
        c.turn?.contract,
        c.turn?.office,
        c.turn?.banked,
      ]);
      let v = seen.get(key);
      if (v === undefined) {
        v = dfs(c, depth + 1);
        seen.set(key, v);
      }
      if (v > best) best = v;
    }
    return best;
  };
  const legal = legalActions(s, seat).filter((a) => a.type !== 'undo' && a.type !== 'copy' && a.type !== 'pass');
  let first: Action | null = legal.find((a) => a.type === 'endTurn') ?? null;
  let value = evaluate(s, seat);
  for (const a of legal) {
    if (a.type === 'endTurn') continue;
    const c = clone(s);
    if (!applyMut(c, seat, a).ok) continue;
    const v = dfs(c, 1);
    if (v > value + 1e-9) [first, value] = [a, v];
  }
  return { value, first };
}

function searchStep(s: State, seat: string, legal: Action[], budgetMs: number): Action | null {
  const first = legal[0];
  if (!first) return null;
  if (first.type === 'roll') return first;
  if (!legal.some((a) => a.type === 'endTurn') && !legal.some((a) => a.type === 'terrain')) {
    // between turns: the copy that makes the next turn worth most
    let best: Action | null = copyChoice(s, seat, legal);
    let bestV = -Infinity;
    for (const a of legal) {
      if (a.type !== 'copy') continue;
      const c = clone(s);
      c.sheets[seat].bank[a.face]++;
      const v = nextTurnValue(c, seat, 16);
      if (v > bestV) [best, bestV] = [a, v];
    }
    return best;
  }
  const deadline = performance.now() + budgetMs;
  if (first.type === 'terrain') {
    let best: Action = first;
    let bestV = -Infinity;
    const each = budgetMs / legal.length;
    for (const a of legal) {
      const c = clone(s);
      applyMut(c, seat, a);
      const v = planTurn(c, seat, Math.min(deadline, performance.now() + each)).value;
      if (v > bestV) [best, bestV] = [a, v];
    }
    return best;
  }
  return planTurn(s, seat, deadline).first ?? legal.find((a) => a.type === 'endTurn') ?? null;
}

export function choose(req: BotRequest<View>): Action | null {
  const seed = req.seed ?? 1;
  const s = stateFromView(req.view, seed);
  const legal = legalActions(s, req.seat);
  if (!legal.length) return null;
  if (req.seat === GHOST) return legal[0];
  switch (req.level) {
    case 'random':
      return randomChoice(legal, new Random(seed));
    case 'greedy':
      return greedyStep(s, req.seat, legal);
    default:
      return searchStep(s, req.seat, legal, Math.min(req.budgetMs ?? 300, 900));
  }
}

/** The hint: the search player's next step, with why. */
export function hint(req: Omit<BotRequest<View>, 'level'>): Hint<Action> | null {
  const a = choose({ ...req, level: 'search', budgetMs: req.budgetMs ?? 400 });
  if (!a) return null;
  return { action: a, reason: reasonFor(req.view, a), winChance: null };
}

function reasonFor(v: View, a: Action): { key: string; params?: Record<string, string | number> } {
  switch (a.type) {
    case 'terrain':
      return { key: 'terrain', params: { terrain: TERRAIN_OF[a.face] } };
    case 'contract':
      return { key: 'contract', params: { id: a.id, points: CONTRACTS.find((c) => c.id === a.id)?.points ?? 0 } };
    case 'office':
      return { key: 'office', params: { id: a.id } };
    case 'ship':
      return { key: 'ship', params: { metal: a.metal, n: a.n } };
    case 'camp':
    case 'settlement': {
      const t = v.turn && v.turn.terrain !== null ? TERRAIN_OF[v.turn.dice[v.turn.terrain]] : 'woods';
      return { key: a.type, params: { terrain: t } };
    }
    case 'bank':
    case 'copy':
      return { key: a.type, params: { res: a.face } };
    case 'endTurn':
      return { key: 'endTurn' };
    default:
      return { key: 'best' };
  }
}
