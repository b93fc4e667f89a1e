/**
 * §11 the evolution abilities and §12 the awakening abilities: their legal targets and their effects, and the
 * follow-up choices some of them ask for ("1 or 2 ships", Mega Tsunami's second wave). Every choice here is the
 * kaiju's; what the others learn is the events' public half and the clues.
 */
import { randInt } from '../core/rng';
import {
  SEA_NEIGHBOURS,
  atSea,
  freeSea,
  nameable,
  reachSpaces,
  shipSteps,
  surgeLetters,
  surgeSources,
  tsunamiSources,
  within,
} from './board';
import { SEA_IDS } from './data/map';
import { AWAKENING, EVOLUTION, NUMBERS } from './data/numbers';
import {
  checkEnds,
  clue,
  emit,
  kaijuAt,
  letters,
  placeMine,
  removeMine,
  secretMove,
  sendToPort,
  setEnergy,
  wave,
  type Ctx,
} from './effects';
import { moveShip } from './humans';
import { DONE, type Step } from './steps';
import type { Action, AwakeningId, EvolutionId, Sea, ShipId, State, Task } from './types';

/** Ships at sea within `r` steps of Leviath (§11 "within n steps": along sea spaces, ignoring mines and ships). */
export const shipsWithin = (s: State, r: number): ShipId[] => {
  const near = within(kaijuAt(s), r);
  return atSea(s.ships).filter((x) => near.includes(s.ships[x] as Sea));
};
export const minesWithin = (s: State, r: number): Sea[] => {
  const near = within(kaijuAt(s), r);
  return s.mines.filter((m) => near.includes(m));
};

/** §12 a held turn-start card with each legal choice of parameters; none when it has no legal target. */
export function awakeningPlays(s: State, card: AwakeningId): Action[] {
  const at = kaijuAt(s);
  switch (card) {
    case 'shoalFeast':
    case 'intimidation':
      return [{ type: 'awaken', card }];
    case 'oceanCurrent':
    case 'deepCurrent':
      return reachSpaces([at], AWAKENING[card].steps ?? 0, s.mines).map((to) => ({ type: 'awaken', card, to }));
    case 'heavySwell':
      return atSea(s.ships).flatMap((ship) =>
        shipSteps(s.ships, ship).map((to): Action => ({ type: 'awaken', card, ship, to })),
      );
    case 'huntingInstinct':
      return shipsWithin(s, AWAKENING[card].range ?? 0).map((ship) => ({ type: 'awaken', card, ship }));
    case 'sympatheticDetonation':
      return minesWithin(s, AWAKENING[card].range ?? 0).map((mine) => ({ type: 'awaken', card, mine }));
    case 'dykeErosion':
      return s.dykes.construction.length ? [{ type: 'awaken', card }] : [];
    case 'acousticJamming':
    case 'slipAway':
      return [];
  }
}

const affordable = (s: State, card: EvolutionId): boolean => {
  const e = EVOLUTION[card].energy;
  return e === 'full' || e >= 0 || s.kaiju.energy >= -e;
};

/** §11 an acquired evolution card with each legal choice of parameters (none without a target or the energy). */
export function evolutionPlays(s: State, card: EvolutionId): Action[] {
  if (!affordable(s, card)) return [];
  const at = kaijuAt(s);
  const spec = EVOLUTION[card];
  switch (card) {
    case 'silentDive':
    case 'seaSurfaceGlide':
    case 'abyssalCruise':
      return reachSpaces([at], spec.steps ?? 0, s.mines, spec.over).map((to) => ({ type: 'evolve', card, to }));
    case 'maelstrom':
      return shipsWithin(s, spec.range ?? 0).flatMap((ship) =>
        shipSteps(s.ships, ship).map((to): Action => ({ type: 'evolve', card, ship, to })),
      );
    case 'sonicBacklash': {
      const out: Action[] = [];
      for (const mine of minesWithin(s, spec.range ?? 0))
        for (const to of SEA_NEIGHBOURS[mine]) if (!s.mines.includes(to)) out.push({ type: 'evolve', card, mine, to });
      return out;
    }
    case 'stormSurge':
      return surgeLetters(at, s.submerged).map((letter) => ({ type: 'evolve', card, letter }));
    case 'megaTsunami':
      return letters(s).map((letter) => ({ type: 'evolve', card, letter }));
    case 'abyssalJaws':
    case 'gluttony':
      return shipsWithin(s, spec.range ?? 0).map((ship) => ({ type: 'evolve', card, ship }));
    case 'mineSweep':
      return minesWithin(s, spec.range ?? 0).map((mine) => ({ type: 'evolve', card, mine }));
    case 'seaDominion': {
      const free = freeSea(s.mines);
      const out: Action[] = [];
      for (const mine of s.mines) for (const to of free) out.push({ type: 'evolve', card, mine, to });
      return out;
    }
    case 'tidalBreath':
    case 'fullCharge':
      return [{ type: 'evolve', card }];
  }
}

// ------------------------------------------------------------------------------------------------ §12 awakening

export function playAwakening(c: Ctx, a: Extract<Action, { type: 'awaken' }>): void {
  const s = c.s;
  const k = s.kaiju;
  k.awakening.splice(k.awakening.indexOf(a.card), 1);
  k.awakeningDiscard.push(a.card);
  emit(c, { type: 'awakeningPlayed', card: a.card });
  const spec = AWAKENING[a.card];
  switch (a.card) {
    case 'shoalFeast':
      setEnergy(c, k.energy + (spec.energy ?? 0));
      return;
    case 'oceanCurrent':
    case 'deepCurrent':
      secretMove(c, a.to ?? kaijuAt(s), a.card, spec.steps ?? 0, false);
      return;
    case 'heavySwell':
      if (!a.ship || a.to === undefined) return;
      moveShip(c, a.ship, a.to, 'kaiju');
      s.stack.push({ t: 'ships', seat: 'kaiju', left: 1, moved: [a.ship], kind: 'push' });
      return;
    case 'huntingInstinct':
      if (a.ship) sendToPort(c, a.ship, spec.range ?? 0, 'ability');
      return;
    case 'sympatheticDetonation':
      if (a.mine === undefined) return;
      clue(c, { k: 'in', spaces: within(a.mine, spec.range ?? 0), why: 'ability' });
      removeMine(c, a.mine);
      checkEnds(c);
      return;
    case 'dykeErosion': {
      // §12 the engine picks one built dyke at random; it is revealed and discarded
      const d = s.dykes;
      const letter = d.construction[randomIndex(s, d.construction.length)];
      d.construction = d.construction.filter((x) => x !== letter);
      d.discard.push(letter);
      emit(c, { type: 'dykeEroded', letter });
      return;
    }
    case 'intimidation':
      s.intimidated = true;
      emit(c, { type: 'intimidation', active: true });
      return;
    default:
      return;
  }
}

const randomIndex = (s: State, n: number): number => randInt(s.rng, n);

// ------------------------------------------------------------------------------------------------ §11 evolution

export function evolve(c: Ctx, a: Extract<Action, { type: 'evolve' }>): void {
  const s = c.s;
  const k = s.kaiju;
  const spec = EVOLUTION[a.card];
  emit(c, { type: 'kaijuActed', action: 'evolution', card: a.card });
  // §7 E [R] using an evolution card turns it face up: its name is public from then on
  for (const e of k.evolution)
    if (e.card === a.card && !e.revealed) {
      e.revealed = true;
      emit(c, { type: 'evolutionRevealed', card: a.card });
    }
  setEnergy(c, spec.energy === 'full' ? NUMBERS.energyMax : k.energy + spec.energy);
  switch (a.card) {
    case 'silentDive':
    case 'seaSurfaceGlide':
    case 'abyssalCruise':
      secretMove(c, a.to ?? kaijuAt(s), a.card, spec.steps ?? 0, spec.over === true);
      return;
    case 'maelstrom':
      if (!a.ship || a.to === undefined) return;
      clue(c, { k: 'in', spaces: within(s.ships[a.ship] as Sea, spec.range ?? 0), why: 'ability' });
      moveShip(c, a.ship, a.to, 'kaiju');
      s.stack.push({ t: 'ships', seat: 'kaiju', left: 1, moved: [a.ship], kind: 'push', range: spec.range });
      return;
    case 'sonicBacklash':
    case 'seaDominion':
      if (a.mine === undefined || a.to === undefined) return;
      if (a.card === 'sonicBacklash') clue(c, { k: 'in', spaces: within(a.mine, spec.range ?? 0), why: 'ability' });
      // §8 a mine moved onto Leviath's own space is a "present" like any other
      placeMine(c, a.to, a.mine, 'kaiju');
      return;
    case 'stormSurge':
      if (a.letter) wave(c, a.letter, surgeSources(a.letter, s.submerged));
      return;
    case 'megaTsunami':
      if (!a.letter) return;
      s.stack.push({ t: 'wave2' });
      wave(c, a.letter, tsunamiSources(a.letter, s.submerged));
      return;
    case 'abyssalJaws':
      if (a.ship) sendToPort(c, a.ship, spec.range ?? 0, 'predation');
      return;
    case 'gluttony':
      if (!a.ship) return;
      s.stack.push({ t: 'eat2', first: a.ship });
      sendToPort(c, a.ship, spec.range ?? 0, 'predation');
      return;
    case 'mineSweep':
      if (a.mine === undefined) return;
      s.stack.push({ t: 'sweep2', first: a.mine });
      clue(c, { k: 'in', spaces: within(a.mine, spec.range ?? 0), why: 'ability' });
      removeMine(c, a.mine);
      checkEnds(c);
      return;
    case 'tidalBreath':
    case 'fullCharge':
      return;
  }
}

// ------------------------------------------------------------------------------------------------ follow-ups

/** §11 Gluttony's optional second ship. */
export const eatOptions = (s: State): Action[] => [
  { type: 'done' },
  ...shipsWithin(s, EVOLUTION.gluttony.range ?? 0).map((ship): Action => ({ type: 'eat', ship })),
];

export function eat2Handler(c: Ctx, _task: Extract<Task, { t: 'eat2' }>, a: Action | null): Step {
  if (!a) return { seat: 'kaiju', kind: 'eat' };
  if (a.type === 'eat') sendToPort(c, a.ship, EVOLUTION.gluttony.range ?? 0, 'predation');
  return DONE;
}

/** §11 Mine Sweep's optional second mine. */
export const sweepOptions = (s: State): Action[] => [
  { type: 'done' },
  ...minesWithin(s, EVOLUTION.mineSweep.range ?? 0).map((mine): Action => ({ type: 'sweep', mine })),
];

export function sweep2Handler(c: Ctx, _task: Extract<Task, { t: 'sweep2' }>, a: Action | null): Step {
  if (!a) return { seat: 'kaiju', kind: 'sweep' };
  if (a.type === 'sweep') {
    clue(c, { k: 'in', spaces: within(a.mine, EVOLUTION.mineSweep.range ?? 0), why: 'ability' });
    removeMine(c, a.mine);
    checkEnds(c);
  }
  return DONE;
}

/**
 * §11 Mega Tsunami's second wave, named after the first has resolved (the same letter or ray allowed). [R] It is
 * compulsory when a letter can be named; when none can, the kaiju answers 'done', which tells everyone so.
 */
export function waveOptions(s: State): Action[] {
  const ls = letters(s);
  return ls.length ? ls.map((letter): Action => ({ type: 'tsunami', letter })) : [{ type: 'done' }];
}

export function wave2Handler(c: Ctx, _task: Extract<Task, { t: 'wave2' }>, a: Action | null): Step {
  const s = c.s;
  if (!a) return { seat: 'kaiju', kind: 'wave' };
  if (a.type === 'tsunami') wave(c, a.letter, tsunamiSources(a.letter, s.submerged));
  else clue(c, { k: 'in', spaces: SEA_IDS.filter((x) => nameable(x, s.submerged).length === 0), why: 'tsunami' });
  return DONE;
}
