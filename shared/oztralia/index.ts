/** Oztralia (オーズトラリア) as a GameDefinition: the one object the platform (host, server, bots, tools) uses. */
import { defineGame } from '../core/define';
import type { GameDefinition } from '../core/game';
import { actionSchema } from './actions';
import { BOT_LEVELS, choose, hint } from './bots/index';
import { invariants } from './invariants';
import { optionsSchema, parseOptions } from './options';
import { activeSeats, applyMut, legalActions, promptId, setup, timeoutAction, turnClocks } from './rules';
import { perturbSecrets } from './secrets';
import { SEATS, type Action, type GameEvent, type Options, type State, type View } from './types';
import { PRIVATE_KEYS, fullView, privatePart, redactEvent, view, type Viewer } from './view';

export type { Action, GameEvent, Options, State, View };

export const oztralia: GameDefinition<State, Options, Action, GameEvent, View> = defineGame<
  State,
  Options,
  Action,
  GameEvent,
  View
>({
  id: 'oztralia',
  rulesVersion: 1,
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Options, Action, GameEvent, View>['optionsSchema'],
  actionSchema,
  parseOptions,
  // §1 every seat is a settler, each on its own side against the others; the Old Ones are no seat
  seats: (o) => SEATS.slice(0, o.players).map((id) => ({ id, team: id, playable: true })),
  setup,
  activeSeats,
  promptId,
  legalActions,
  applyInPlace: (s, seat, action) => applyMut(s, seat, action),
  view: (s, viewer) => view(s, viewer as Viewer),
  fullView,
  redactEvent: (s, e, viewer) => redactEvent(s, e, viewer as Viewer),
  privateKeys: PRIVATE_KEYS,
  privateView: (s, viewer) => privatePart(s, viewer as Viewer),
  perturbSecrets: (s, seat, seed) => perturbSecrets(s, seat as Viewer, seed),
  invariants,
  outcome: (s) =>
    s.result && {
      winners: [...s.result.winners],
      reason: s.result.oldOnesWin ? `oldOnes.${s.result.reason}` : s.result.reason,
    },
  turnClocks,
  timeoutAction,
  summary: (o) => ({ key: 'oztralia.summary', params: { players: o.players, difficulty: o.difficulty } }),
  computer: {
    levels: BOT_LEVELS,
    // [R] a newcomer's default is labelled Normal in every game (issue 32); here Normal is the search player that
    // fills empty seats within a second (issue 31), and the greedy player is Easy (client meta's level names)
    defaultLevel: 'search',
    heavy: ['search'],
    viewFor: (s, seat) => view(s, seat as Viewer),
    choose: (req) => choose(req),
    hint: (req) => hint(req),
  },
});
