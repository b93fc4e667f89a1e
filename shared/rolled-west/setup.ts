/** A new game of Rolled West (§5): empty sheets, a random first player, the schedule of rolls, the first roll. */
import { randInt, seedRng } from '../core/rng';
import {
  CLAIM_SPACES,
  CONTRACTS,
  GHOST_LAST_ROUND,
  METALS,
  OFFICES,
  RESOURCES,
  ROUNDS,
  SHIP_SPACES,
  TERRAINS,
} from './data';
import { startRoll } from './flow';
import { GHOST, PLAYER_SEATS } from './schedule';
import type { GameEvent, Options, Sheet, State } from './types';

const zero = <K extends string>(keys: readonly K[], v: number): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, v])) as Record<K, number>;

function emptySheet(): Sheet {
  return {
    bank: zero(RESOURCES, 0),
    light: Array(ROUNDS).fill(null),
    dark: Array(ROUNDS).fill(null),
    claims: Object.fromEntries(TERRAINS.map((t) => [t, Array(CLAIM_SPACES).fill(null)])) as Sheet['claims'],
    shipped: zero(METALS, 0),
    shipBig: Object.fromEntries(METALS.map((m) => [m, Array(SHIP_SPACES).fill(false)])) as Sheet['shipBig'],
    offices: [],
    contracts: [],
    contractCopper: 0,
    points: { claims: 0, shipping: 0, contracts: 0 },
    autoBank: null,
    copied: false,
  };
}

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const rng = seedRng(seed);
  const players = PLAYER_SEATS.slice(0, options.players) as string[];
  // §5.1 [R] the first player is chosen at random; seat order is turn order and never changes [S1].
  const first = randInt(rng, players.length);
  const order = [...players.slice(first), ...players.slice(0, first)];
  const schedule: string[] = [];
  const rounds: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    for (const p of order) {
      schedule.push(p);
      rounds.push(r);
      // §9 with two players the ghost rolls after player 2 (the second in turn order) in rounds 1–5 [S1]
      if (options.players === 2 && p === order[1] && r <= GHOST_LAST_ROUND) {
        schedule.push(GHOST);
        rounds.push(r);
      }
    }
  }
  const state: State = {
    v: 0,
    rng,
    options,
    order,
    schedule,
    rounds,
    pos: 0,
    turn: null,
    ghost: null,
    window: null,
    sheets: Object.fromEntries(players.map((p) => [p, emptySheet()])),
    officeOwner: Object.fromEntries(OFFICES.map((o) => [o.id, null])),
    contractOwner: Object.fromEntries(CONTRACTS.map((c) => [c.id, null])),
    shipBigOwner: Object.fromEntries(METALS.map((m) => [m, Array(SHIP_SPACES).fill(null)])) as State['shipBigOwner'],
    final: null,
    winners: null,
  };
  const events: GameEvent[] = [];
  startRoll(state, events);
  return { state, events };
}
