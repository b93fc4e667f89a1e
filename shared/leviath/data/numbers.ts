/**
 * Every tunable number and layout of Leviath ([T] in leviath.md), in one place: a correction from the printed game,
 * or a balance change, is an edit of this file. A change that alters how a stored game replays bumps the game's
 * rulesVersion (shared/leviath/index.ts).
 */
import type { AwakeningId, Day, Disaster, EvolutionId, HumanCardId, ShipAt, ShipId, Tier } from '../types';

export const NUMBERS = {
  // §2 components
  mines: 10,
  submersionTiles: 4,
  energyMax: 7,
  // §4 setup
  /** §4.7 the kaiju's energy at the start. */
  energyStart: 2,
  /** §4.9 the spaces Leviath may start on (the far row, farthest from land [S5]). */
  startSpaces: [27, 29, 31],
  /** §4.2 where the ships start. */
  shipStarts: { s1: 4, s2: 10, s3: 14, s4: 'port' } as Record<ShipId, ShipAt>,
  /** §4.6 the opening hand: 2 cards each, 3 for a lone human; the hand a turn keeps (§17). */
  handSize: 2,
  loneHandSize: 3,
  /** §4.4 Sonar cards taken out of day 1 by the number of humans (index: humans). */
  sonarsRemoved: [0, 3, 2, 1, 0],
  /** §14 disaster level: mines placed at setup, and random dyke tiles lost with their towns. */
  disasterMines: { '-2': [20, 12], '-1': [20], '0': [], '1': [], '2': [] } as Record<`${Disaster}`, number[]>,
  disasterFloods: { '-2': 0, '-1': 0, '0': 0, '1': 1, '2': 2 } as Record<`${Disaster}`, number>,
  // §6 a human turn
  /** §6.1 ship steps in step 1, and after a discard (§6.2). */
  shipSteps: 2,
  discardSteps: 2,
  /** §10 Fleet Sortie's ship steps. */
  sortieSteps: 4,
  // §7 the kaiju's actions: energy change
  silenceEnergy: 2,
  predationEnergy: 3,
  moveCost: 2,
  moveSteps: 3,
  tsunamiCost: 3,
  // §1 ends
  /** §1 the flood end: this many towns submerged. */
  floodTowns: 4,
  // §10 search cards
  /** §10 Active Sonar: the ship's space and the spaces this many steps around it. */
  activeSonarRange: 1,
  // §12 windows
  /**
   * §12 [T] the minimum length of the turn-start and reaction windows. [R] §12 the engine holds no time: the view
   * carries it, and the kaiju's screen answers no window sooner (a computer kaiju waits the host's bot delay).
   */
  windowMinMs: 1500,
  // §14 digital options
  /** §14 [T] the per-turn timer a room suggests when turned on. */
  suggestedTurnSeconds: 90,
} as const;

/** §10 the humans' deck: copies of each card per day (day 1 … day 4); totals 11/6/8/13 [S3]. */
export const DECK_BY_DAY: Readonly<Record<Day, Readonly<Partial<Record<HumanCardId, number>>>>> = {
  1: { sonar: 5, mineLaying: 4, dykeConstruction: 2 },
  2: { sonar: 1, mineLaying: 2, dykeConstruction: 1, helicopter: 1, kaijuAwakening: 1 },
  3: { mineLaying: 2, dykeConstruction: 1, helicopter: 1, patrolAircraft: 1, activeSonar: 1, kaijuAwakening: 2 },
  4: {
    dykeConstruction: 1,
    helicopter: 2,
    patrolAircraft: 2,
    activeSonar: 1,
    minefield: 3,
    fleetSortie: 1,
    kaijuAwakening: 3,
  },
};

/** §11 the evolution abilities: tier, energy change (negative: a cost), and for moves their step limit. */
export const EVOLUTION: Readonly<
  Record<EvolutionId, { tier: Tier; energy: number | 'full'; steps?: number; range?: number; over?: boolean }>
> = {
  silentDive: { tier: 1, energy: -1, steps: 2 },
  seaSurfaceGlide: { tier: 2, energy: -3, steps: 3, over: true },
  maelstrom: { tier: 2, energy: -2, range: 2 },
  sonicBacklash: { tier: 2, energy: -1, range: 2 },
  stormSurge: { tier: 2, energy: -4 },
  abyssalJaws: { tier: 2, energy: 2, range: 2 },
  tidalBreath: { tier: 2, energy: 3 },
  fullCharge: { tier: 3, energy: 'full' },
  megaTsunami: { tier: 3, energy: -5 },
  mineSweep: { tier: 3, energy: -3, range: 1 },
  gluttony: { tier: 3, energy: 2, range: 1 },
  abyssalCruise: { tier: 3, energy: -2, steps: 5 },
  seaDominion: { tier: 3, energy: -3 },
};

/** §12 the awakening abilities: copies, when they are played, and their numbers. */
export const AWAKENING: Readonly<
  Record<
    AwakeningId,
    { copies: number; when: 'turnStart' | 'reaction'; energy?: number; steps?: number; range?: number }
  >
> = {
  shoalFeast: { copies: 3, when: 'turnStart', energy: 2 },
  oceanCurrent: { copies: 2, when: 'turnStart', steps: 1 },
  deepCurrent: { copies: 1, when: 'turnStart', steps: 2 },
  heavySwell: { copies: 2, when: 'turnStart' },
  huntingInstinct: { copies: 1, when: 'turnStart', range: 2 },
  sympatheticDetonation: { copies: 1, when: 'turnStart', range: 2 },
  dykeErosion: { copies: 1, when: 'turnStart' },
  intimidation: { copies: 1, when: 'turnStart' },
  acousticJamming: { copies: 2, when: 'reaction' },
  slipAway: { copies: 1, when: 'reaction', steps: 2 },
};
