/** Leviath (レヴィアス) as a GameDefinition: the one object the platform (host, server, bots, tools) uses. */
import type { GameDefinition } from '../core/game';
import { actionSchema } from './actions';
import { BOT_LEVELS, choose, hint } from './bots/index';
import { optionsSchema, parseOptions } from './options';
import { invariants } from './invariants';
import {
  HUMAN_SEATS,
  activeSeats,
  apply,
  applyMut,
  clocks,
  legalActions,
  promptId,
  setup,
  standingActions,
  timeoutAction,
} from './rules';
import { perturbSecrets } from './secrets';
import type { Action, GameEvent, Options, State, View } from './types';
import { PRIVATE_KEYS, fullView, privatePart, redactEvent, teamView, view } from './view';

export type { Action, GameEvent, Options, State, View };

export const leviath: GameDefinition<State, Options, Action, GameEvent, View> = {
  id: 'leviath',
  rulesVersion: 1,
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Options, Action, GameEvent, View>['optionsSchema'],
  actionSchema,
  parseOptions,
  seats: (o) => [
    { id: 'kaiju', team: 'kaiju', playable: true },
    ...HUMAN_SEATS.slice(0, o.humans).map((id) => ({ id, team: 'humans', playable: true })),
  ],
  seatRoles: (_o, _s, seat) => [seat === 'kaiju' ? 'kaiju' : 'humans'],
  setup,
  version: (s) => s.v,
  activeSeats,
  promptId,
  legalActions,
  standingActions,
  apply,
  applyInPlace: (s, seat, action) => applyMut(s, seat, action),
  view: (s, viewer) => view(s, viewer as never),
  fullView,
  redactEvent: (s, e, viewer) => redactEvent(s, e, viewer as never),
  privateKeys: PRIVATE_KEYS,
  privateView: (s, viewer) => privatePart(s, viewer as never),
  perturbSecrets: (s, seat, seed) => perturbSecrets(s, seat as never, seed),
  invariants,
  isOver: (s) => s.result !== null,
  outcome: (s) =>
    s.result && {
      winners: s.result.winner === 'kaiju' ? ['kaiju'] : [...s.humans],
      reason: s.result.reason,
    },
  clocks,
  timeoutAction,
  chatChannels(o) {
    const humans = HUMAN_SEATS.slice(0, o.humans);
    // §6 the kaiju hears everything the humans say, unless the table keeps the team chat private (§14)
    return [
      { id: 'all', speakers: 'all', listeners: 'all' },
      { id: 'team', speakers: [...humans], listeners: o.teamChatPrivate ? [...humans] : [...humans, 'kaiju'] },
    ];
  },
  summary: (o) => ({ key: 'leviath.summary', params: { humans: o.humans, disaster: o.disaster } }),
  computer: {
    levels: BOT_LEVELS,
    defaultLevel: 'search',
    heavy: ['search'],
    // [R] §6 the team's computer players pool their hands, as players describe their cards aloud; the hand of a seat
    // a person is playing is never read.
    viewFor: (s, seat, computerSeats) => teamView(s, seat as never, computerSeats),
    choose: (req) => choose(req),
    hint: (req) => hint(req),
  },
};
