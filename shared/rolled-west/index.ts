/** Rolled West (ロールドウェスト) as a GameDefinition: the one object the platform (host, server, bots, tools) uses. */
import { defineGame } from '../core/define';
import { asView, type GameDefinition } from '../core/game';
import { seedRng } from '../core/rng';
import { cloneJson } from '../core/clone';
import { actionSchema } from './actions';
import { BOT_LEVELS, choose, hint } from './bots';
import { RESOURCES } from './data';
import { optionsSchema } from './options';
import {
  GHOST,
  PRIVATE_KEYS,
  activeSeats,
  applyMut,
  clocks,
  invariants,
  legalActions,
  privateView,
  promptId,
  redactEvent,
  seatsOf,
  setup,
  standingActions,
  timeoutAction,
  view,
} from './rules';
import type { Action, GameEvent, Options, State, View } from './types';

export type { Action, GameEvent, Options, State, View };

export const rolledWest: GameDefinition<State, Options, Action, GameEvent, View> = defineGame({
  id: 'rolled-west',
  rulesVersion: 1,
  optionsSchema,
  actionSchema,
  // every player is a team of one; with two players the ghost is an automated seat no person can take (§9)
  seats: (o) => seatsOf(o).map((id) => ({ id, team: id, playable: id !== GHOST })),
  setup,
  activeSeats,
  promptId,
  legalActions,
  standingActions,
  applyInPlace: (s, seat, action) => applyMut(s, seat, action),
  view,
  // nothing is hidden once the game is over but the generator: the replay shows each seat's auto-bank too
  fullView: (s) => asView({ ...view(s, 'spectator') }),
  redactEvent,
  privateKeys: PRIVATE_KEYS,
  privateView,
  // the seat's secret is its auto-bank choice; nobody may know the generator's future
  perturbSecrets(s, seat, seed) {
    const c = cloneJson(s);
    c.rng = seedRng(seed ^ 0x5bd1e995);
    const sheet = seat in c.sheets ? c.sheets[seat] : null;
    if (sheet) {
      const others = [null, ...RESOURCES].filter((r) => r !== sheet.autoBank);
      sheet.autoBank = others[seed % others.length] ?? null;
    }
    return c;
  },
  invariants,
  outcome: (s) => (s.winners ? { winners: [...s.winners], reason: 'score' } : null),
  // §8 the real-time banking window; every decision's clock (a turn, a bank) is defineGame's
  turnClocks: clocks,
  timeoutAction,
  summary: (o) => ({ key: 'rolled-west.summary', params: { players: o.players } }),
  computer: {
    levels: BOT_LEVELS,
    // a newcomer's default is the same in every game: Normal (issue 32)
    defaultLevel: 'greedy',
    heavy: ['search'],
    choose: (req) => choose(req),
    hint: (req) => hint(req),
  },
});
