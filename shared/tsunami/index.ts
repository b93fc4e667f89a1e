/** Tsunami: Escape from Die (津波〜Escape from Die〜) as a GameDefinition: the one object the platform uses. */
import { defineGame } from '../core/define';
import type { GameDefinition } from '../core/game';
import { actionSchema } from './actions';
import { BOT_LEVELS, choose, hint } from './bots/index';
import {
  RACE_ERRORS,
  activeSeats,
  applyMut,
  decisionGroup,
  legalActions,
  promptId,
  seatsOf,
  timeoutAction,
  turnClocks,
} from './flow';
import { invariants } from './invariants';
import { optionsSchema, parseOptions } from './options';
import { perturbSecrets } from './secrets';
import { membersOf, seatOfMember, setup } from './setup';
import { SEATS, type Action, type GameEvent, type Options, type State, type View, type Viewer } from './types';
import { redactEvent, view } from './view';

export type { Action, GameEvent, Options, State, View };

export const tsunami: GameDefinition<State, Options, Action, GameEvent, View> = defineGame<
  State,
  Options,
  Action,
  GameEvent,
  View
>({
  id: 'tsunami',
  rulesVersion: 2,
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Options, Action, GameEvent, View>['optionsSchema'],
  actionSchema,
  parseOptions,
  seats: (o) => SEATS.slice(0, o.people).map((id) => ({ id, team: 'family', playable: true })),
  // the family members a seat holds (dealt in the fixed order, one each in turn): the lobby shows them
  seatRoles: (o, s, seat) =>
    s
      ? s.units.filter((u) => u.seat === seat).map((u) => u.id)
      : membersOf(o).filter((_, i) => seatOfMember(o, i) === seat),
  setup,
  activeSeats,
  promptId,
  decisionGroup,
  legalActions,
  raceErrors: RACE_ERRORS,
  applyInPlace: (s, seat, action) => applyMut(s, seat, action),
  view: (s, viewer) => view(s, viewer as Viewer),
  redactEvent: (s, e) => redactEvent(s, e),
  perturbSecrets: (s, viewer, seed) => perturbSecrets(s, viewer as Viewer, seed),
  invariants,
  outcome: (s) =>
    s.result && {
      // a co-op family: every seat shares the result; a Tragedy is nobody's win
      winners: s.result.tier === 'tragedy' ? [] : seatsOf(s),
      reason: s.result.tier,
    },
  turnClocks,
  timeoutAction,
  summary: (o) => ({ key: 'tsunami.summary', params: { familySize: o.familySize, people: o.people } }),
  computer: {
    levels: BOT_LEVELS,
    // [R] a newcomer's default is labelled Normal in every game (issue 32); here Normal is the planner, the
    // cooperative search that fills empty members and must decide within a second (issue 30), and the greedy
    // player is Easy (client meta's level names)
    defaultLevel: 'planner',
    heavy: ['planner'],
    // §13 every seat sees the same: a computer seat knows what everyone knows
    viewFor: (s, seat) => view(s, seat as Viewer),
    choose: (req) => choose(req),
    hint: (req) => hint(req),
  },
});
