/**
 * The kaiju side's greedy judgement: a score for each legal action from what Leviath knows (its space, its cards,
 * the public board; a built dyke's letter is unknown to it, so a tsunami counts the chance it is stopped). It keeps
 * the public candidate set large, stays off spaces with few ways out and away from ships (mines go only on or next
 * to a ship, §10), and strikes when a strike pays.
 */
import type { Reason } from '../../core/game';
import { DIST, SEA_NEIGHBOURS, atSea, reach, surgeSources, tsunamiSources, within } from '../board';
import { NUMBERS } from '../data/numbers';
import { currentPrompt } from '../flow';
import type { Action, Sea, ShipId, State, Town } from '../types';
import { dykeChance, exits, shipDistance, spreadCount } from './features';

export interface Scored {
  action: Action;
  score: number;
  reason: Reason;
}

const log2 = (n: number): number => (n > 1 ? Math.log2(n) : 0);
const energyValue = (e: number): number => 0.5 * Math.min(e, 4) + 0.2 * Math.max(0, e - 4);

/** How safe a space is: ways out and distance from the ships. */
export function safety(s: State, x: Sea, mines: readonly Sea[] = s.mines): number {
  const e = exits(s, x, mines);
  if (e === 0) return -50;
  return Math.min(e, 3) + (e === 1 ? -1.5 : 0) + 0.5 * Math.min(shipDistance(s, x), 4);
}

/** Being hidden among more candidates is worth less and less: past a dozen spaces the humans cannot corner it. */
const hidden = (n: number): number => 1.5 * log2(Math.min(n, 12));

function countIn(s: State, spaces: readonly Sea[]): number {
  return s.candidates.filter((x) => spaces.includes(x)).length;
}

/** The value of a wave on `letter` given where it could have come from (public) and the chance it is stopped. */
function waveValue(s: State, letter: Town, sources: Sea[], extra = 0): number {
  const p = 1 - dykeChance(s, letter);
  const wins = s.submerged.length + 1 >= NUMBERS.floodTowns;
  return p * (wins ? 100 : 3.5) + (1 - p) * 0.8 + extra + hidden(Math.max(1, countIn(s, sources)));
}

function shipValue(s: State, ship: ShipId, range: number): number {
  const last = atSea(s.ships).length === 1;
  const p = s.ships[ship] as Sea;
  return (last ? 100 : 2) + hidden(Math.max(1, countIn(s, within(p, range))));
}

export function rankKaiju(s: State, legal: readonly Action[]): Scored[] {
  const at = s.kaiju.at ?? 0;
  const e = s.kaiju.energy;
  const n = s.candidates.length;
  if (s.kaiju.at === null) return legal.map((a) => ({ action: a, score: 0, reason: { key: 'start' } }));
  const stay = safety(s, at) + hidden(n);
  const kind = currentPrompt(s)?.kind;
  const spread = hidden(spreadCount(s, NUMBERS.moveSteps));
  return legal.map((a): Scored => {
    switch (a.type) {
      case 'start':
        return { action: a, score: 0, reason: { key: 'start', params: { space: a.space } } };
      case 'pass':
        return { action: a, score: 0, reason: { key: 'pass' } };
      case 'silence':
        return {
          action: a,
          score: energyValue(e + NUMBERS.silenceEnergy) - energyValue(e) + stay,
          reason: { key: 'silence' },
        };
      case 'move':
        return {
          action: a,
          score: energyValue(e - NUMBERS.moveCost) - energyValue(e) + safety(s, a.to) + spread,
          reason: { key: 'hide', params: { space: a.to } },
        };
      case 'predation':
        return {
          action: a,
          score: energyValue(e + NUMBERS.predationEnergy) - energyValue(e) + shipValue(s, a.ship, 1) + safety(s, at),
          reason: { key: 'predation', params: { ship: a.ship } },
        };
      case 'tsunami': {
        const sources = tsunamiSources(a.letter, s.submerged);
        const cost = kind === 'wave' ? 0 : NUMBERS.tsunamiCost;
        return {
          action: a,
          score: energyValue(e - cost) - energyValue(e) + waveValue(s, a.letter, sources) + safety(s, at),
          reason: { key: 'tsunami', params: { letter: a.letter } },
        };
      }
      case 'flee':
        return { action: a, score: safety(s, a.to), reason: { key: 'flee', params: { space: a.to } } };
      case 'react':
        return reactScore(s, a);
      case 'awaken':
        return awakenScore(s, a, stay);
      case 'evolve':
        return evolveScore(s, a, stay);
      case 'shipStep':
        return {
          action: a,
          score: 0.3 * (steps(at, a.to) - steps(at, s.ships[a.ship] as Sea)),
          reason: { key: 'push', params: { ship: a.ship, space: a.to } },
        };
      case 'eat':
        return {
          action: a,
          score: shipValue(s, a.ship, 1) - hidden(n),
          reason: { key: 'predation', params: { ship: a.ship } },
        };
      case 'sweep':
        return { action: a, score: mineGain(s, at, a.mine), reason: { key: 'sweep', params: { space: a.mine } } };
      case 'done':
        return { action: a, score: kind === 'wave' ? 0 : 0.05, reason: { key: 'done' } };
      default:
        return { action: a, score: 0, reason: { key: 'other' } };
    }
  });
}

const steps = (a: Sea, b: Sea): number => Math.min(4, DIST[a][b]);

/** Ways out gained by taking the mine on `mine` away. */
function mineGain(s: State, at: Sea, mine: Sea): number {
  const mines = s.mines.filter((m) => m !== mine);
  return safety(s, at, mines) - safety(s, at);
}

function reactScore(s: State, a: Extract<Action, { type: 'react' }>): Scored {
  const task = s.stack[s.stack.length - 1];
  const at = s.kaiju.at ?? 0;
  if (a.card === 'acousticJamming' && task?.t === 'search') {
    // jam a search that would find it
    const found = task.spaces.includes(at);
    return { action: a, score: found ? 2 : -0.5, reason: { key: 'jam' } };
  }
  if (task?.t === 'presence') {
    const near = SEA_NEIGHBOURS[task.space].filter((x) => !s.mines.includes(x));
    const far = [...reach([task.space], 2, s.mines)];
    const best = (xs: Sea[]) => Math.max(-50, ...xs.map((x) => safety(s, x)));
    return { action: a, score: best(far) - best(near) - 0.3, reason: { key: 'slip' } };
  }
  return { action: a, score: -1, reason: { key: 'other' } };
}

function awakenScore(s: State, a: Extract<Action, { type: 'awaken' }>, stay: number): Scored {
  const at = s.kaiju.at ?? 0;
  const e = s.kaiju.energy;
  const r = (score: number): Scored => ({ action: a, score, reason: { key: 'awaken', params: { card: a.card } } });
  switch (a.card) {
    case 'shoalFeast':
      return r(energyValue(e + 2) - energyValue(e) - 0.1);
    case 'oceanCurrent':
    case 'deepCurrent': {
      const to = a.to ?? at;
      const steps = a.card === 'oceanCurrent' ? 1 : 2;
      return r(safety(s, to) + hidden(spreadCount(s, steps)) - stay - 0.4);
    }
    case 'heavySwell':
      return r(-0.2);
    case 'huntingInstinct':
      return r(a.ship ? shipValue(s, a.ship, 2) - hidden(s.candidates.length) : 0);
    case 'sympatheticDetonation':
      return r(a.mine === undefined ? 0 : mineGain(s, at, a.mine) - 0.3);
    case 'dykeErosion':
      return r(0.8);
    case 'intimidation':
      return r(shipDistance(s, at) <= 3 ? 0.6 : 0.05);
    default:
      return r(-1);
  }
}

function evolveScore(s: State, a: Extract<Action, { type: 'evolve' }>, stay: number): Scored {
  const at = s.kaiju.at ?? 0;
  const e = s.kaiju.energy;
  const spec = { silentDive: [-1, 2], seaSurfaceGlide: [-3, 3], abyssalCruise: [-2, 5] } as Record<string, number[]>;
  const r = (score: number): Scored => ({ action: a, score, reason: { key: 'evolve', params: { card: a.card } } });
  const de = (d: number) => energyValue(e + d) - energyValue(e);
  switch (a.card) {
    case 'silentDive':
    case 'seaSurfaceGlide':
    case 'abyssalCruise': {
      const [cost, steps] = spec[a.card];
      const to = a.to ?? at;
      return r(
        de(cost) + safety(s, to) + hidden(reach(s.candidates, steps, s.mines, a.card === 'seaSurfaceGlide').size),
      );
    }
    case 'fullCharge':
      return r(energyValue(7) - energyValue(e) + stay - 0.2);
    case 'tidalBreath':
      return r(de(3) + stay);
    case 'abyssalJaws':
      return r(a.ship ? de(2) + shipValue(s, a.ship, 2) + safety(s, at) : 0);
    case 'gluttony':
      return r(a.ship ? de(2) + shipValue(s, a.ship, 1) + safety(s, at) + 0.5 : 0);
    case 'stormSurge':
      return r(a.letter ? de(-4) + waveValue(s, a.letter, surgeSources(a.letter, s.submerged)) + safety(s, at) : 0);
    case 'megaTsunami':
      return r(
        a.letter ? de(-5) + waveValue(s, a.letter, tsunamiSources(a.letter, s.submerged), 1.5) + safety(s, at) : 0,
      );
    case 'maelstrom':
      return r(
        de(-2) +
          stay +
          (a.ship && a.to !== undefined ? 0.3 * (steps(at, a.to) - steps(at, s.ships[a.ship] as Sea)) : 0),
      );
    case 'mineSweep':
      return r(de(-3) + stay + (a.mine === undefined ? 0 : mineGain(s, at, a.mine)));
    case 'sonicBacklash':
    case 'seaDominion': {
      if (a.mine === undefined || a.to === undefined) return r(-1);
      if (a.to === at) return r(-5);
      const mines = [...s.mines.filter((m) => m !== a.mine), a.to];
      const cost = a.card === 'sonicBacklash' ? -1 : -3;
      return r(de(cost) + safety(s, at, mines) + hidden(s.candidates.length) - 0.2);
    }
  }
}
