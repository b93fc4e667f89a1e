/**
 * The greedy computer player: each decision on its own merits, from a (determinized) state, never reading a
 * face-down card. Units head for the nearest shelter that may be real; the slow are led by Mother and pulled by
 * Father from the cliff band; children move last and stay near the slowest; reactions are kept for cards that
 * would stop or kill. The planner (planner.ts) uses it for its playouts.
 */
import { ROLE_DEFS, TUNING } from '../data/numbers';
import { promptOf } from '../flow';
import { HEXES, NEIGHBOURS, distance, nearby, rowOf, type Hex } from '../hex';
import type { Action, CardId, Prompt, State, Unit } from '../types';
import { isChild, onMap, unit, unitsOnMap } from '../units';
import { FAR, climbs, distanceFor, goalDistance, hiddenCost, knownCost, knownEffect, waterTonight } from './paths';

/** §4.2 the mix: Lead, Foresight and Wisdom are the workhorses; one or more of the other skill. */
const MIX_FIRST: Partial<Record<string, number>> = { mother: 0.5, grandpa: 0.5, grandma: 0.75, girlfriend: 0.5 };

/** Claim order: Mother first (to take a hand), Father next (to reach the cliffs), the slow, children last. */
const CLAIM_ORDER = ['mother', 'girlfriend', 'father', 'boyfriend', 'grandpa', 'grandma', 'child'];

/** The slowest member still on the map that is not a child: the one the children stay close to. */
export function laggard(s: State): (Unit & { hex: Hex }) | null {
  let best: (Unit & { hex: Hex }) | null = null;
  let worst = -1;
  for (const u of unitsOnMap(s)) {
    if (isChild(u)) continue;
    const d = distanceFor(s, u)[u.hex] / ROLE_DEFS[u.role].move;
    if (d > worst) [best, worst] = [u, d];
  }
  return best;
}

/** Whether a hex is in the water's reach tonight. */
const drowns = (s: State, h: Hex) => rowOf(h) <= waterTonight(s);

/** Father's place while others still need the band crossed: a cliff hex next to where they will arrive. */
function cliffPost(s: State, u: Unit & { hex: Hex }): Hex | null {
  if (!climbs(u) || (u.cards.pullUp ?? 0) + s.tokens.wisdomBag <= 0) return null;
  const walkers = unitsOnMap(s).filter((x) => !climbs(x) && !x.ledBy && !isChild(x));
  const below = walkers.filter((x) => rowOf(x.hex) < 9);
  if (!below.length) return null;
  let best: Hex | null = null;
  let bestScore = FAR;
  for (let h = 0; h < s.ground.length; h++) {
    if (s.ground[h] !== '^' || rowOf(h) <= s.flooded) continue;
    const score = below.reduce((n, x) => n + distance(x.hex, h), 0) / below.length;
    if (score < bestScore) [best, bestScore] = [h, score];
  }
  return best;
}

/** Where a unit is going: its own goal map, or for Father with pull-ups to give, a post on the cliff band. */
function targetMap(s: State, u: Unit & { hex: Hex }): (h: Hex) => number {
  const post = cliffPost(s, u);
  if (post !== null) return (h) => distance(h, post) * 1.01;
  const d = distanceFor(s, u);
  return (h) => d[h];
}

/**
 * How good a hex is to end the move on (lower is better): steps still to go, the water tonight (fatal) and next
 * turn (two rows a turn is the pace to keep), and for a child, straying beyond reach of the slowest member.
 */
export function restValue(
  s: State,
  u: Unit,
  h: Hex,
  target: (h: Hex) => number,
  lag: Unit | null,
  debris: readonly Hex[] = trappedDebris(s),
): number {
  const water = waterTonight(s);
  const row = rowOf(h);
  let v = Math.min(target(h), 40);
  if (row <= water) v += 100;
  const behind = water + TUNING.floodRowsPerTurn - row;
  if (behind >= 0) v += 2 * (behind + 1);
  if (lag && lag !== u && lag.hex !== null && distance(h, lag.hex) > TUNING.accelerationRange) v += 1.5;
  // §8.1 a member trapped by Debris is freed by two others beside it: be one of them
  for (const d of debris) if (h !== d && nearby(h, d) && !trappedAt(u, d)) v -= 3;
  return v;
}

/** Debris hexes holding a trapped member. */
function trappedDebris(s: State): Hex[] {
  const out: Hex[] = [];
  for (const x of s.units)
    for (const st of x.statuses)
      if (st.k === 'trapped' && st.hex !== undefined && !out.includes(st.hex)) out.push(st.hex);
  return out;
}

const trappedAt = (u: Unit, h: Hex) => u.statuses.some((st) => st.k === 'trapped' && st.hex === h);

/** The best hex to end on within `steps` (Dijkstra over the risk of the hexes crossed), and the first step to it. */
export function planMove(s: State, u: Unit & { hex: Hex }, steps: number): { first: Hex | null; value: number } {
  const target = targetMap(s, u);
  const lag = isChild(u) ? laggard(s) : null;
  const d = distanceFor(s, u);
  const debris = trappedDebris(s);
  const child = isChild(u);
  let best = { first: null as Hex | null, value: restValue(s, u, u.hex, target, lag, debris) };
  type Node = { h: Hex; n: number; risk: number; first: Hex | null };
  let frontier: Node[] = [{ h: u.hex, n: 0, risk: 0, first: null }];
  const seen = SEEN.fill(Infinity);
  seen[u.hex] = 0;
  for (let n = 1; n <= steps && frontier.length; n++) {
    const next: Node[] = [];
    for (const node of frontier)
      for (const h of NEIGHBOURS[node.h]) {
        if (!canStep(s, u, h)) continue;
        const known = knownEffect(s, u, h);
        // a child fails every check (a Collapse kills it): unknown cards cost it more
        const risk = node.risk + known.cost + hiddenCost(s, h) * (child ? 1.5 : 0.5);
        if (seen[h] <= risk) continue;
        seen[h] = risk;
        const first = node.first ?? h;
        // the real shelter (or a tile that may be it) ends the move there; so does a face-up card that stops
        const escapes = d[h] === 0;
        const value = (escapes ? -50 : restValue(s, u, h, target, lag, debris)) + risk;
        if (value < best.value - 0.01) best = { first, value };
        if (!escapes && !known.stops) next.push({ h, n, risk, first });
      }
    frontier = next;
  }
  return best;
}

/** The least risk found to each hex (one buffer: the computer players are not reentrant). */
const SEEN = new Float64Array(HEXES);

function canStep(s: State, u: Unit, h: Hex): boolean {
  if (rowOf(h) <= s.flooded) return false;
  const g = s.ground[h];
  return g === '.' || (g === '^' && climbs(u));
}

function chooseStep(s: State, u: Unit & { hex: Hex }, p: Prompt): Action {
  const act = s.activation;
  if (!act) return { type: 'stop' };
  if (p.options.some((o) => o.type === 'stumble')) return { type: 'stumble' };
  const plan = planMove(s, u, act.allowance);
  // §6.3 dash when one more step is worth it: out of the water's reach, or into the shelter
  if (p.options.some((o) => o.type === 'dash')) {
    const more = planMove(s, u, act.allowance + 1);
    // the Fatigue it costs next turn is worth a few steps
    if (more.value < plan.value - 4 || (more.value < -40 && plan.value > -40)) return { type: 'dash' };
  }
  if (plan.first === null) return { type: 'stop' };
  return p.options.find((o) => o.type === 'step' && o.hex === plan.first) ?? { type: 'stop' };
}

function chooseBeforeMove(s: State, u: Unit & { hex: Hex }, p: Prompt): Action {
  const go: Action = { type: 'go' };
  const bottle = p.options.find((o) => o.type === 'bottle');
  if (bottle) return bottle;
  // Lead by the Hand: take the slowest adjacent member that has not acted
  const leads = p.options.filter((o): o is Extract<Action, { type: 'lead' }> => o.type === 'lead');
  if (leads.length) {
    const speed = (a: Extract<Action, { type: 'lead' }>) => ROLE_DEFS[unit(s, a.unit).role].move + (a.bag ? 0.5 : 0);
    const slow = leads.filter((a) => ROLE_DEFS[unit(s, a.unit).role].move < ROLE_DEFS[u.role].move);
    if (slow.length) return slow.sort((a, b) => speed(a) - speed(b))[0];
  }
  // Foresight on a shelter tile while the real one is unknown: the family stops guessing
  const sights = p.options.filter((o): o is Extract<Action, { type: 'foresight' }> => o.type === 'foresight' && !o.bag);
  const tiles = sights.filter((o) => s.shelters.some((t) => t.hex === o.hex));
  if (tiles.length && (u.cards.foresight ?? 0) >= 2) {
    const d = distanceFor(s, u);
    return tiles.sort((a, b) => d[u.hex] - d[a.hex] - (d[u.hex] - d[b.hex]))[0];
  }
  const carry = p.options.find((o) => o.type === 'carry');
  if (carry && isChild(u)) return carry;
  return go;
}

/** The cards worth a reaction, for this unit now. */
function threat(s: State, card: CardId, target: Unit): number {
  const child = isChild(target);
  switch (card) {
    case 'collapse':
      return child ? 10 : 6;
    case 'debris':
    case 'liveWire':
    case 'fall':
      return 5;
    case 'wall':
      return child ? 5 : 2;
    case 'flooded':
      return child ? 3 : 1;
    case 'mud':
    case 'confusion':
      return onMap(target) && rowOf(target.hex) <= waterTonight(s) + 2 ? 3 : 1;
    case 'glass':
    case 'sprain':
    case 'exhaustion':
      return 1.5;
    default:
      return 0;
  }
}

function chooseReaction(s: State, p: Prompt): Action {
  const pass: Action = { type: 'pass' };
  if (!p.unit || !p.card) return pass;
  const target = unit(s, p.unit);
  const t = threat(s, p.card, target);
  if (t < 3) return pass;
  const byPreference = ['helper', 'wisdom', 'protect', 'substitute'] as const;
  for (const skill of byPreference) {
    const o =
      p.options.find((x) => x.type === 'react' && x.skill === skill && !x.bag) ??
      p.options.find((x) => x.type === 'react' && x.skill === skill);
    // Substitute only where Mother fares better: a child's check she can pass
    if (o && (skill !== 'substitute' || isChild(target))) return o;
  }
  return pass;
}

function choosePull(s: State, p: Prompt): Action {
  if (!p.unit) return { type: 'pass' };
  const u = unit(s, p.unit);
  if (!onMap(u)) return { type: 'pass' };
  // on foot, without the pull that is being offered (the walker's own map counts it as done)
  const d = goalDistance(s, climbs(u));
  let best: Action = { type: 'pass' };
  let gain = 1.5;
  for (const o of p.options) {
    if (o.type !== 'pull') continue;
    const g = d[u.hex] - d[o.hex] - knownCost(s, o.hex) - (o.bag ? 0.5 : 0);
    if (g > gain) [best, gain] = [o, g];
  }
  return best;
}

function chooseCall(s: State, p: Prompt): Action {
  let best: Action = { type: 'pass' };
  let gain = 0.5;
  for (const o of p.options) {
    if (o.type !== 'call') continue;
    const x = unit(s, o.unit);
    if (!onMap(x)) continue;
    const d = distanceFor(s, x);
    const g = (d[x.hex] - d[o.hex]) * (isChild(x) ? 0.5 : 1.5) - knownCost(s, o.hex);
    if (g > gain) [best, gain] = [o, g];
  }
  return best;
}

function chooseRoute(s: State, p: Prompt): Action {
  if (!p.unit) return { type: 'pass' };
  const u = unit(s, p.unit);
  if (!onMap(u)) return { type: 'pass' };
  const d = distanceFor(s, u);
  let best: Action = { type: 'pass' };
  let bestScore = d[u.hex];
  for (const o of p.options)
    if (o.type === 'route' && d[o.hex] + knownCost(s, o.hex) < bestScore)
      [best, bestScore] = [o, d[o.hex] + knownCost(s, o.hex)];
  return best;
}

function chooseShortcut(s: State, p: Prompt): Action {
  let best = p.options[0];
  let bestSum = Infinity;
  for (const o of p.options) {
    if (o.type !== 'shortcut') continue;
    const ground = s.ground.slice(0, o.hex) + '.' + s.ground.slice(o.hex + 1);
    const trial = { ...s, ground };
    const sum = unitsOnMap(s).reduce((n, u) => n + goalDistance(trial, climbs(u))[u.hex], 0);
    if (sum < bestSum) [best, bestSum] = [o, sum];
  }
  return best;
}

function chooseAfterMove(s: State, u: Unit & { hex: Hex }, p: Prompt): Action {
  // Danger Sense: clear the hex the slowest will step onto next
  const senses = p.options.filter(
    (o): o is Extract<Action, { type: 'dangerSense' }> => o.type === 'dangerSense' && !o.bag,
  );
  if (senses.length && (u.cards.dangerSense ?? 0) > 0) {
    const lag = laggard(s) ?? u;
    const d = distanceFor(s, lag);
    const ahead = NEIGHBOURS[lag.hex].filter((h) => d[h] < d[lag.hex]).sort((a, b) => d[a] - d[b]);
    const pick = senses.find((o) => ahead.includes(o.hex) && (!s.cards[o.hex]?.up || knownCost(s, o.hex) > 1));
    if (pick) return pick;
  }
  return { type: 'end' };
}

function chooseClaim(s: State, p: Prompt): Action {
  const claims = p.options.filter((o): o is Extract<Action, { type: 'claim' }> => o.type === 'claim');
  if (!claims.length) return { type: 'done' };
  const rank = (a: Extract<Action, { type: 'claim' }>) => {
    const u = unit(s, a.unit);
    const i = CLAIM_ORDER.indexOf(u.role);
    // a unit in the water's reach tonight goes before the others of its kind
    return i * 10 - (onMap(u) && drowns(s, u.hex) ? 5 : 0);
  };
  return claims.sort((a, b) => rank(a) - rank(b))[0];
}

/** The greedy answer of `seat` in `s` (a determinized state: face-down cards are never read). */
export function greedyAction(s: State, seat: string): Action | null {
  const p = promptOf(s, seat);
  if (!p) return null;
  const u = p.unit ? unit(s, p.unit) : null;
  switch (p.kind) {
    case 'skillMix': {
      const role = u?.role ?? 'mother';
      const n = s.options.skillCards;
      return { type: 'mix', first: Math.round(n * (MIX_FIRST[role] ?? 0.5)) };
    }
    case 'claim':
      return chooseClaim(s, p);
    case 'beforeMove':
      return u && onMap(u) ? chooseBeforeMove(s, u, p) : p.options[p.options.length - 1];
    case 'step':
      return u && onMap(u) ? chooseStep(s, u, p) : { type: 'stop' };
    case 'reaction':
      return chooseReaction(s, p);
    case 'pullUp':
      return choosePull(s, p);
    case 'familyCall':
      return chooseCall(s, p);
    case 'routeFound':
      return chooseRoute(s, p);
    case 'shortcut':
      return chooseShortcut(s, p);
    case 'afterMove':
      return u && onMap(u) ? chooseAfterMove(s, u, p) : { type: 'end' };
    default:
      return p.options[0] ?? null;
  }
}
