/**
 * The greedy heuristic player: every prompt is answered by scoring its options with hand-written rules of thumb
 * (no search). The humans' plan ranks the hand's cards for the board as it stands; the kaiju's plan scores every
 * ordering of its hand for the slots left (where its moves take it, whom Stomp then kills). It reads only public
 * information and the seat's own cards, so it runs on a view; with `noise` it is also the search's playout policy.
 */
import type { Random } from '../../core/rng';
import { cardType, type CardId, type KaijuCardType, type RoleId } from '../data/cards';
import { BONUS_BY_ID, bonusLava } from '../data/landmarks';
import { ADJACENT, TOWN_COUNT, townIndex } from '../data/map';
import { linesFor, slotsOfLine } from '../planning';
import type { Action, Line, Prompt, Seat, SlotId, State } from '../types';
import { HIDDEN } from '../view';
import { bonusTowns, DIST, kaijuAt, oneCardPerType, people, roundsLeft, tileValue } from './features';

const KAIJU_SLOTS: readonly SlotId[] = ['K1', 'K2', 'K3'];
const ROLE_PREFERENCE: readonly RoleId[] = ['researchDirector', 'fireChief', 'jointStaff', 'cabinetSecretary'];
/** Stomp comes last: its extra (2 lava) replaces killing everyone on the town. */
const EVOLUTION_PREFERENCE: readonly KaijuCardType[] = [
  'walk',
  'roar',
  'fireball',
  'rampage',
  'lavaFlow',
  'underground',
  'stomp',
];

export interface PolicyOptions {
  rng?: Random;
  /** Random noise added to every score (0: deterministic greedy play). */
  noise?: number;
}

/** The heuristic player's answer for `seat`, or null when the seat has nothing to decide. */
export function heuristicAction(s: State, seat: Seat, opts: PolicyOptions = {}): Action | null {
  if (s.result) return null;
  const p = s.prompts.find((x) => x.seat === seat);
  if (!p) return null;
  if (p.kind === 'planKaiju') return kaijuPlanMove(s, opts);
  if (p.kind === 'planHumans') return humanPlanMove(s, seat, opts);
  return bestOption(s, seat, p, opts);
}

function jitter(opts: PolicyOptions): number {
  return opts.rng && opts.noise ? (opts.rng.float() - 0.5) * 2 * opts.noise : 0;
}

function bestOption(s: State, seat: Seat, p: Prompt, opts: PolicyOptions): Action | null {
  if (!p.options.length) return null;
  if (p.options.length === 1) return p.options[0];
  let best = p.options[0];
  let bestScore = -Infinity;
  for (const a of p.options) {
    const v = scoreOption(s, seat, p, a) + jitter(opts);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Planning

/** The agreed line for a role: roles claim lines in their order of play, so the team never collides. */
export function conventionLine(s: State, role: RoleId): Line | null {
  const lines = linesFor(s.options.humans);
  const idx = s.humans.roles.findIndex((r) => r.role === role);
  const taken = new Set(s.humans.roles.filter((r) => r.role !== role && r.claim).map((r) => r.claim));
  const wanted = lines[idx];
  if (wanted && !taken.has(wanted)) return wanted;
  return lines.find((l) => !taken.has(l)) ?? null;
}

function humanPlanMove(s: State, seat: Seat, opts: PolicyOptions): Action | null {
  const roles = s.humans.roles.filter((r) => r.seat === seat);
  for (const r of roles) {
    if (r.claim !== null) continue;
    const line = conventionLine(s, r.role);
    if (line) return { type: 'claim', role: r.role, line };
  }
  for (const r of roles) {
    if (r.claim === null || !r.hand.length) continue;
    const slot = slotsOfLine(r.claim).find((x) => s.plan[x] === null);
    if (!slot) continue;
    const card = bestHumanCard(s, r.role, r.hand, slot, opts);
    if (card) return { type: 'place', card, slot };
  }
  return { type: 'done' };
}

function bestHumanCard(s: State, role: RoleId, hand: CardId[], slot: SlotId, opts: PolicyOptions): CardId | null {
  let best: CardId | null = null;
  let bestScore = -Infinity;
  for (const card of oneCardPerType(hand)) {
    const v = humanCardValue(s, role, cardType(card), slot) + jitter(opts);
    if (v > bestScore) {
      bestScore = v;
      best = card;
    }
  }
  return best;
}

/** Rough worth of a human card type now, in track squares. */
export function humanCardValue(s: State, role: RoleId, type: string, slot?: SlotId): number {
  const h = s.humans;
  const pool = h.funds.pool;
  const k = kaijuAt(s);
  const late = slot ? Number(slot[1]) : 2;
  switch (type) {
    case 'firefighting': {
      let reach = 0;
      s.towns.forEach((t, i) => {
        if (t.fire > 0 && (t.lava > 0 || ADJACENT[i].some((j) => s.towns[j].lava > 0))) reach += t.fire;
      });
      return Math.min(reach, Math.floor(pool / s.options.numbers.firefightingCost)) * 1.1 + (reach ? 0.2 : 0);
    }
    case 'fireHelicopter':
      return s.towns.some((t) => t.fire > 0) ? 1.4 + (s.towns.some((t) => t.lava > 0) ? 0.3 : 0) : 0.2;
    case 'sdfOrders': {
      let n = 0;
      let shell = 0;
      s.towns.forEach((t, i) => {
        if (t.sdf > 0) {
          n += Math.min(t.sdf, people(t) + (tileValue(s, t) > 0 ? 1 : 0));
          if (k >= 0 && DIST[k][i] <= 1) shell += t.sdf;
        }
      });
      const ev = Math.min(n, pool) * 1.0;
      const fs = h.research >= s.options.numbers.approvalFreezingShell ? Math.min(shell, Math.floor(pool / 3)) * 3 : 0;
      const bb = h.research >= s.options.numbers.approvalBuildBase && h.stock.bases > 0 && pool >= 2 ? 1.5 : 0;
      return Math.max(ev, fs, bb) + 0.2;
    }
    case 'moveCitizens': {
      let danger = 0;
      s.towns.forEach((t, i) => {
        const p = people(t);
        if (p && (t.lava > 0 || (k >= 0 && DIST[k][i] <= 1))) danger += Math.min(p, 2);
      });
      return 0.5 + Math.min(2, danger * 0.35);
    }
    case 'moveSdf':
      return 0.6;
    case 'moveFire':
      return s.towns.some((t) => t.lava > 0) ? 0.6 : 0.3;
    case 'mobilization': {
      let bases = 0;
      for (const t of s.towns) bases += t.bases;
      const stock = h.stock.fire + h.stock.sdf;
      return Math.min(bases, stock, Math.floor(pool / 2)) * 0.8;
    }
    case 'budgetRequest': {
      const step = role === 'researchDirector' && h.research >= s.options.numbers.keyThresholds[2] ? 2 : 1;
      const refund = h.budget + step >= s.options.numbers.budgetTrackLength ? h.funds.spent * 0.45 : 0.3;
      return refund + (pool < 3 ? 0.4 : 0) + late * 0.05;
    }
    case 'bunkerBuster': {
      if (pool < s.options.numbers.bunkerBusterCost) return 0;
      const there = k >= 0 ? people(s.towns[k]) : 0;
      return 3 - there * 0.6;
    }
    case 'research':
      return 1.6 + (h.research < s.options.numbers.approvalFreezingShell ? 0.3 : 0);
    case 'continuity':
      return 0.9;
    default:
      return 0;
  }
}

/**
 * The kaiju's plan: the card for the next empty slot is the first of the best ordering of the hand's card types
 * for the remaining slots, scored by `kaijuPlanValue` after the cards already placed (so a Walk or an Underground
 * Move is followed by a Stomp where the people are).
 */
function kaijuPlanMove(s: State, opts: PolicyOptions): Action | null {
  const hand = s.kaiju.hand;
  const at = KAIJU_SLOTS.findIndex((x) => s.plan[x] === null);
  if (at < 0 || !hand.length) return { type: 'done' };
  const placed: KaijuCardType[] = [];
  for (const x of KAIJU_SLOTS.slice(0, at)) {
    const pc = s.plan[x];
    if (pc && pc.card !== HIDDEN) placed.push(cardType(pc.card) as KaijuCardType);
  }
  const cards = oneCardPerType(hand);
  const types = cards.map((c) => cardType(c) as KaijuCardType);
  const left = KAIJU_SLOTS.length - at;
  let best = -1;
  let bestScore = -Infinity;
  // Orderings of distinct hand positions (hands hold at most six types: at most 120 orderings).
  const seq: number[] = [];
  const visit = (): void => {
    if (seq.length === Math.min(left, cards.length)) {
      const v = kaijuPlanValue(s, [...placed, ...seq.map((i) => types[i])]) + jitter(opts);
      if (v > bestScore) {
        bestScore = v;
        best = seq[0];
      }
      return;
    }
    for (let i = 0; i < cards.length; i++)
      if (!seq.includes(i)) {
        seq.push(i);
        visit();
        seq.pop();
      }
  };
  visit();
  // The free redraw, before anything is placed: swap the two weakest cards when the best plan is poor.
  const k = s.kaiju;
  if (at === 0 && k.redrawsUsed < s.options.numbers.kaijuFreeRedraws && k.deck.length > 0 && bestScore < 4) {
    const weakest = hand
      .map((c) => ({ c, v: kaijuCardValue(s, cardType(c) as KaijuCardType) }))
      .sort((a, b) => a.v - b.v)
      .slice(0, 2)
      .map((x) => x.c);
    if (weakest.length === 2) return { type: 'redraw', cards: weakest };
  }
  return best >= 0 ? { type: 'place', card: cards[best], slot: KAIJU_SLOTS[at] } : { type: 'done' };
}

/**
 * Rough worth, in track squares, of the kaiju playing `plan` in order from where it stands: movement goes to the
 * reachable town with the most people, Stomp kills the people where the kaiju then stands, and the other cards
 * are valued as `kaijuCardValue` values them. The humans' cards in between are not foreseen.
 */
export function kaijuPlanValue(s: State, plan: readonly KaijuCardType[]): number {
  let pos = kaijuAt(s);
  if (pos < 0) return 0;
  let v = 0;
  let stomped = -1;
  const alive = (i: number) => (i === stomped ? 0 : people(s.towns[i]));
  const goTo = (steps: number) => {
    let best = pos;
    for (let j = 0; j < TOWN_COUNT; j++)
      if (DIST[pos][j] <= steps && (alive(j) > alive(best) || (alive(j) === alive(best) && j === pos))) best = j;
    pos = best;
  };
  plan.forEach((type, slot) => {
    const x = s.kaiju.tree[type];
    switch (type) {
      case 'walk':
        // One lava where it stands (it kills there in the lava phase), then a step towards the people.
        v += people(s.towns[pos]) > s.towns[pos].lava ? 1.2 : 0.8;
        goTo(x ? 2 : 1);
        break;
      case 'underground':
        v += x ? 0.8 : 0.2;
        goTo(s.options.numbers.undergroundSteps + (x ? s.options.numbers.undergroundExtraSteps : 0));
        break;
      case 'stomp': {
        // The extra replaces the kill with lava, which kills in the lava phase where there are people.
        const p = alive(pos);
        v += x ? s.options.numbers.stompExtraLava * (p > 0 ? 1.2 : 0.5) : Math.max(p * 1.8, 0.4);
        // Late in the row the humans have fewer cards left to move the people away first.
        v += 0.3 * slot;
        if (!x) stomped = pos;
        break;
      }
      default:
        v += kaijuCardValue(s, type);
    }
  });
  return v;
}

/** Rough worth of a kaiju card type now, in track squares. */
export function kaijuCardValue(s: State, type: KaijuCardType, slot?: SlotId): number {
  const k = kaijuAt(s);
  const x = s.kaiju.tree[type];
  const first = slot === 'K1';
  const here = k >= 0 ? s.towns[k] : null;
  let nearPeople = 0;
  if (k >= 0) for (const j of ADJACENT[k]) nearPeople = Math.max(nearPeople, people(s.towns[j]));
  switch (type) {
    case 'walk':
      return 1.2 + (first ? 0.4 : 0) + (x ? 0.2 : 0) + Math.min(nearPeople, 3) * 0.1;
    case 'underground':
      return 0.7 + (first ? 0.5 : 0) + (x ? 0.8 : 0);
    case 'stomp': {
      const p = here ? people(here) : 0;
      const units = here ? here.fire + here.sdf : 0;
      return Math.max(p * 1.6, units ? 1.3 : 0, x ? 2.2 : 0, 0.4) + (first ? 0 : 0.4 * Math.min(nearPeople, 3) * 0.5);
    }
    case 'fireball':
      return 1.1 + (first ? 0 : 0.1);
    case 'roar': {
      let adj = 0;
      if (k >= 0) for (const j of ADJACENT[k]) adj += s.towns[j].lava;
      return 1 + Math.min(adj, 3) * 0.35 + (x ? 0.6 : 0);
    }
    case 'lavaFlow':
      return 1.1 + (x ? 0.9 : 0);
    case 'rampage':
      return 1 + Math.min(s.humans.funds.pool, x ? 5 : 2) * 0.6;
    default:
      return 0.5;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Prompts during setup, events, execution, lava and base phases

/**
 * Town scores are asked for many options of one prompt: they are remembered for the state object at its version
 * (any action changes `v`, so a stale score is never used).
 */
const memoState: { s: State | null; v: number; seq: number; vals: Float64Array } = {
  s: null,
  v: -1,
  seq: -1,
  vals: new Float64Array(3 * TOWN_COUNT),
};

function memo(s: State, kind: number, i: number, f: (s: State, i: number) => number): number {
  if (memoState.s !== s || memoState.v !== s.v || memoState.seq !== s.promptSeq) {
    memoState.s = s;
    memoState.v = s.v;
    memoState.seq = s.promptSeq;
    memoState.vals.fill(NaN);
  }
  const k = kind * TOWN_COUNT + i;
  let v = memoState.vals[k];
  if (Number.isNaN(v)) v = memoState.vals[k] = f(s, i);
  return v;
}

/** How safe a town is for people (humans' view): bases evacuate, lava and the kaiju kill. */
function safety(s: State, i: number): number {
  return memo(s, 0, i, safetyRaw);
}

function safetyRaw(s: State, i: number): number {
  const t = s.towns[i];
  const k = kaijuAt(s);
  let v = 0;
  if (t.bases > 0) v += people(t) < t.bases * (roundsLeft(s) + 1) ? 2 : 0.6;
  if (t.sdf > 0) v += 0.5;
  v -= Math.min(t.lava, 3) * 1.6;
  if (k === i) v -= 1.5;
  else if (k >= 0 && DIST[k][i] === 1) v -= 0.6;
  for (const j of ADJACENT[i]) if (s.towns[j].lava > 0) v -= 0.15;
  return v;
}

function fireSpot(s: State, i: number): number {
  return memo(s, 1, i, fireSpotRaw);
}

function fireSpotRaw(s: State, i: number): number {
  let v = 0;
  for (const j of [i, ...ADJACENT[i]]) {
    const t = s.towns[j];
    if (t.lava > 0) v += 1 + (people(t) > 0 ? 0.5 : 0) + (t.lava >= s.options.numbers.burningLava ? 0.5 : 0);
  }
  return v / (1 + Math.max(0, s.towns[i].fire - 1));
}

function sdfSpot(s: State, i: number): number {
  return memo(s, 2, i, sdfSpotRaw);
}

function sdfSpotRaw(s: State, i: number): number {
  const t = s.towns[i];
  const k = kaijuAt(s);
  let v = Math.min(people(t), 2) + (tileValue(s, t) > 0 ? 0.8 : 0);
  if (t.bases > 0) v -= 0.3; // the base already evacuates there
  if (s.humans.research >= s.options.numbers.approvalFreezingShell - 2 && k >= 0 && DIST[k][i] <= 1) v += 2;
  if (t.bases === 0 && people(t) >= 2 && s.humans.research >= s.options.numbers.approvalBuildBase) v += 0.4;
  return v / Math.max(1, t.sdf);
}

/** Worth of a town for the kaiju to stand on. */
function kaijuSpot(s: State, i: number): number {
  const t = s.towns[i];
  const bonus = bonusTowns(s).get(i);
  let v = people(t) * 1.0 + (t.lava > 0 && t.lava < s.options.numbers.burningLava ? 0.5 : 0);
  if (bonus !== undefined) v += 1.5 + (t.lava + 1 >= bonus ? 1.5 : 0);
  for (const j of ADJACENT[i]) v += people(s.towns[j]) * 0.2;
  v -= (t.sdf + t.fire) * 0.2;
  if (s.humans.research >= s.options.numbers.approvalFreezingShell - 2)
    for (const j of [i, ...ADJACENT[i]]) v -= s.towns[j].sdf * 0.4;
  return v;
}

/** Worth for the kaiju of one more lava on a town. */
function lavaSpot(s: State, i: number): number {
  const t = s.towns[i];
  const p = people(t);
  let v = p > t.lava ? 1.2 : 0.2;
  if (t.lava + 1 === s.options.numbers.burningLava) v += 1;
  const bonus = bonusTowns(s).get(i);
  if (bonus !== undefined && t.lava < bonus) v += 0.6;
  if (t.fire > 0) v -= 0.2;
  return v;
}

function tIdx(id: string | undefined): number {
  return id === undefined ? -1 : townIndex(id);
}

/** The score of one option of a prompt (higher is better for the seat answering). */
export function scoreOption(s: State, seat: Seat, p: Prompt, a: Action): number {
  const pool = s.humans.funds.pool;
  switch (p.kind) {
    case 'chooseRole':
      return a.type === 'role' ? -ROLE_PREFERENCE.indexOf(a.role) : -10;
    case 'returnBonusTile': {
      // Return the tile that is hardest to reach from the suggested start.
      if (a.type !== 'bonus') return 0;
      const d = BONUS_BY_ID[a.tile];
      return d ? bonusLava(s.options.numbers, a.tile) + DIST[townIndex('shibuya')][townIndex(d.town)] * 0.7 : 0;
    }
    case 'kaijuStart':
      return a.type === 'town' ? (a.town === 'shibuya' ? 1 : 0) : 0;
    case 'fireBaseTown':
      return a.type === 'town' ? (a.town === 'kasumigaseki' ? 1 : 0) : 0;
    case 'sdfBaseTown':
      return a.type === 'town' ? (a.town === 'waseda' ? 1 : 0) : 0;
    case 'placeEvolution':
      return a.type === 'node' ? -EVOLUTION_PREFERENCE.indexOf(a.node) : 0;
    case 'choosePeople':
      // Killing or evacuating: VIPs first (an evacuated VIP returns a fund to the humans).
      return a.type === 'people' ? a.vips * 10 + a.citizens : 0;
    case 'completeLava':
    case 'fireballLava':
    case 'undergroundLava':
    case 'researchAttack':
      // lava for the kaiju, an attack tile for the humans: always worth taking
      return a.type === 'option' ? 1 : 0;
    case 'freezingShell':
      return a.type === 'option' ? 1 : 0;
    case 'investigate':
    case 'researchTile':
      return a.type === 'town' ? 1 + tileValue(s, s.towns[townIndex(a.town)]) : 0;
    case 'continuity': {
      if (a.type !== 'option') return 0;
      return a.option === 'before' ? 0.1 : 0;
    }
    case 'sdfOrder': {
      if (a.type !== 'option') return 0;
      const k = kaijuAt(s);
      if (a.option === 'freezingShell') {
        let n = 0;
        s.towns.forEach((t, i) => {
          if (t.sdf > 0 && k >= 0 && DIST[k][i] <= 1) n += t.sdf;
        });
        return Math.min(n, Math.floor(pool / 2)) * 3;
      }
      if (a.option === 'buildBase') {
        let best = 0;
        for (const t of s.towns) if (t.sdf > 0 && t.bases === 0) best = Math.max(best, people(t));
        return pool >= s.options.numbers.buildBaseCost && s.humans.stock.bases > 0 ? 0.5 + Math.min(best, 3) * 0.6 : -1;
      }
      let n = 0;
      for (const t of s.towns) if (t.sdf > 0) n += Math.min(t.sdf, people(t) + (tileValue(s, t) > 0 ? 1 : 0));
      return Math.min(n, pool);
    }
    case 'sdfEvacuate':
      if (a.type !== 'option') return 0.05;
      if (a.option === 'vip') return 1.3;
      if (a.option === 'citizen') return 1;
      return 0.5 + tileValue(s, s.towns[tIdx(p.info?.town)] ?? s.towns[0]) * 0.2;
    case 'firefight': {
      if (a.type !== 'town') return pool < 4 ? 0.6 : 0.2;
      const t = s.towns[townIndex(a.town)];
      return (
        1 + (people(t) > 0 && people(t) >= t.lava ? 0.6 : 0) + (t.lava === s.options.numbers.burningLava ? 0.6 : 0)
      );
    }
    case 'mobilize': {
      if (a.type !== 'option') return pool < 3 ? 0.5 : 0;
      let lava = 0;
      let ppl = 0;
      for (const t of s.towns) {
        lava += t.lava;
        ppl += people(t);
      }
      const fireOnMap = s.towns.reduce((n, t) => n + t.fire, 0);
      const sdfOnMap = s.towns.reduce((n, t) => n + t.sdf, 0);
      if (a.option === 'fire') return 1 + lava * 0.05 - fireOnMap * 0.2;
      return 1 + ppl * 0.02 - sdfOnMap * 0.2 + (s.humans.research >= 18 ? 0.3 : 0);
    }
    case 'buildBase':
      return a.type === 'town' ? 1 + people(s.towns[townIndex(a.town)]) * 0.5 : 0;
    case 'heli': {
      if (a.type !== 'heli') return 0;
      const to = townIndex(a.to);
      const from = townIndex(a.from);
      const t = s.towns[to];
      const gain =
        t.lava > 0 ? 1 + (people(t) > 0 ? 0.6 : 0) + (t.lava === s.options.numbers.burningLava ? 0.6 : 0) : 0;
      return gain + (from === to ? 0.3 : 0) - fireSpot(s, from) * 0.1 + fireSpot(s, to) * 0.1;
    }
    case 'movePiece': {
      if (a.type !== 'move') return 0.05;
      const from = townIndex(a.from);
      const to = townIndex(a.to);
      if (a.piece === 'citizens' || a.piece === 'vips') {
        const gain = safety(s, to) - safety(s, from);
        return gain * (a.piece === 'vips' ? 1.1 : 1) - 0.1;
      }
      if (a.piece === 'fire') return fireSpot(s, to) - fireSpot(s, from) - 0.1;
      if (a.piece === 'sdf') return sdfSpot(s, to) - sdfSpot(s, from) - 0.1;
      return 0;
    }
    case 'kaijuMove':
    case 'eventMove': {
      const k = kaijuAt(s);
      if (a.type !== 'move') return k >= 0 ? kaijuSpot(s, k) : 0;
      return kaijuSpot(s, townIndex(a.to));
    }
    case 'eventTown':
      return a.type === 'town' ? lavaSpot(s, townIndex(a.town)) : 0;
    case 'eventUnit': {
      if (a.type !== 'unit') return 0;
      const i = townIndex(a.town);
      return 1 + (a.unit === 'fire' ? fireSpot(s, i) : sdfSpot(s, i)) * 0.2;
    }
    case 'stomp': {
      if (a.type !== 'option') return 0;
      const k = kaijuAt(s);
      const t = s.towns[k];
      if (a.option === 'killAll') return people(t) * 2;
      if (a.option === 'twoLava') return 2 + (people(t) > t.lava ? 0.8 : 0);
      return 1.4;
    }
    case 'fireball': {
      if (a.type !== 'target') return 0;
      const t = s.towns[townIndex(a.town)];
      const rest = people(t) + t.fire + t.sdf - 1;
      const lava = rest === 0 ? 0.8 : 0;
      if (a.piece === 'vips') return 2.2 + lava;
      if (a.piece === 'citizens') return 2 + lava;
      return 1.2 + lava + (a.piece === 'sdf' ? 0.2 : 0);
    }
    case 'roar': {
      if (a.type !== 'move') return 0;
      const from = s.towns[townIndex(a.from)];
      const to = s.towns[townIndex(a.to)];
      let v = people(to) > to.lava ? 0.8 : 0.1;
      if (to.lava + 1 === s.options.numbers.burningLava) v += 1;
      if (people(from) > 0 && people(from) >= from.lava) v -= 0.9;
      if (from.lava === s.options.numbers.burningLava) v -= 1;
      return v;
    }
    case 'lavaFlowStart': {
      if (a.type !== 'town') return 0;
      const i = townIndex(a.town);
      const t = s.towns[i];
      let best = 0;
      for (const j of ADJACENT[i]) best = Math.max(best, people(s.towns[j]));
      return (
        Math.min(t.lava, s.options.numbers.lavaFlowTake) * 0.3 + best * 0.5 - (people(t) > 0 ? people(t) * 0.6 : 0)
      );
    }
    case 'lavaFlowStep': {
      const at = tIdx(p.info?.town);
      const n = p.info?.n ?? 1;
      if (a.type !== 'move') return at >= 0 ? Math.min(people(s.towns[at]), n) : 0;
      const t = s.towns[townIndex(a.to)];
      // Entering a town that holds lava keeps the flow going; the engine has no step limit, so the heuristic
      // avoids it (a flow could otherwise go back and forth for ever).
      if (t.lava > 0) return -1;
      return Math.min(people(t), n) + 0.05;
    }
    default:
      return 0;
  }
}
