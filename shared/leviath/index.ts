/** Leviath (レヴィアス) as a GameDefinition: the one object the platform (host, server, bots, tools) uses. */
import { defineGame, teamChat } from '../core/define';
import type { GameDefinition } from '../core/game';
import { actionSchema } from './actions';
import { BOT_LEVELS, choose, hint } from './bots/index';
import { optionsSchema, parseOptions } from './options';
import { invariants } from './invariants';
import {
  HUMAN_SEATS,
  activeSeats,
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

export const leviath: GameDefinition<State, Options, Action, GameEvent, View> = defineGame({
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
  activeSeats,
  promptId,
  legalActions,
  standingActions,
  applyInPlace: (s, seat, action) => applyMut(s, seat, action),
  view: (s, viewer) => view(s, viewer as never),
  fullView,
  redactEvent: (s, e, viewer) => redactEvent(s, e, viewer as never),
  privateKeys: PRIVATE_KEYS,
  privateView: (s, viewer) => privatePart(s, viewer as never),
  perturbSecrets: (s, seat, seed) => perturbSecrets(s, seat as never, seed),
  invariants,
  outcome: (s) =>
    s.result && {
      winners: s.result.winner === 'kaiju' ? ['kaiju'] : [...s.humans],
      reason: s.result.reason,
    },
  // §14 the table's timer; the decision clock of every prompt is defineGame's
  turnClocks: (s) => clocks(s).filter((c) => c.kind === 'turn'),
  timeoutAction,
  // §6 the kaiju hears everything the humans say, unless the table keeps the team chat private (§14)
  chatChannels: (o) => teamChat(HUMAN_SEATS.slice(0, o.humans), o.teamChatPrivate ? [] : ['kaiju']),
  summary: (o) => ({ key: 'leviath.summary', params: { humans: o.humans, disaster: o.disaster } }),
  computer: {
    levels: BOT_LEVELS,
    // a newcomer's default is the same in every game: Normal (issue 32)
    defaultLevel: 'greedy',
    heavy: ['search'],
    // [R] §6 the team's computer players pool their hands, as players describe their cards aloud; the hand of a seat
    // a person is playing is never read.
    viewFor: (s, seat, computerSeats) => teamView(s, seat as never, computerSeats),
    choose: (req) => choose(req),
    hint: (req) => hint(req),
  },
});
