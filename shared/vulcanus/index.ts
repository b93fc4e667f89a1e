/** Vulcanus (ボルカルス) as a GameDefinition: the one object the platform (host, server, bots, tools) uses. */
import { defineGame, teamChat } from '../core/define';
import { asView, replay as replayGame, type GameDefinition, type LoggedAction } from '../core/game';
import type { GameError } from '../core/errors';
import type { Result } from '../core/result';
import { actionSchema } from './actions';
import { BOT_LEVELS, chooseAction, hint, type BotLevel } from './bots/index';
import { applyMut, isPlanningPrompt, promptFor } from './engine';
import { checkInvariants } from './invariants';
import { optionsSchema, parseOptions } from './options';
import { humanSeats } from './planning';
import { PRIVATE_KEYS, apply, legalActions, setup, turnClocks } from './rules';
import { perturbSecrets } from './secrets';
import { HUMAN_SEATS, type Action, type GameEvent, type Options, type Seat, type State, type Viewer } from './types';
import { peekView, privateDiff, redactEvent, teamView, view, type View } from './view';

const asSeat = (seat: string): Seat => seat as Seat;

/** The top-level keys of the view a planning move may change (see `applyInPlace`). */
const PLANNING_TOUCHES: readonly (keyof State)[] = Object.freeze([
  'v',
  'kaiju',
  'humans',
  'plan',
  'planning',
  'stack',
  'interrupts',
  'prompts',
  'promptSeq',
]);

export const vulcanus: GameDefinition<State, Options, Action, GameEvent, State> = defineGame({
  id: 'vulcanus',
  rulesVersion: 2,
  optionsSchema: optionsSchema as unknown as GameDefinition<State, Options, Action, GameEvent, State>['optionsSchema'],
  actionSchema,
  parseOptions,
  seats: (o) => [
    { id: 'kaiju', team: 'kaiju', playable: true },
    ...HUMAN_SEATS.slice(0, o.humans).map((id) => ({ id, team: 'humans', playable: true })),
  ],
  seatRoles(o, s, seat) {
    if (seat === 'kaiju') return ['kaiju'];
    const chosen = s?.humans.roles.filter((r) => r.seat === seat).map((r) => r.role) ?? [];
    if (chosen.length) return chosen;
    const i = HUMAN_SEATS.indexOf(seat as (typeof HUMAN_SEATS)[number]);
    // A lone human plays both roles; otherwise each seat plays the role at its place in the options.
    return o.roles ? (o.humans === 1 ? [...o.roles] : o.roles[i] ? [o.roles[i]] : []) : [];
  },
  setup,
  activeSeats: (s) => (s.result ? [] : s.prompts.map((p) => p.seat)),
  promptId(s, seat) {
    const p = s.result ? undefined : promptFor(s, asSeat(seat));
    if (!p) return null;
    // A side's whole planning is one decision: a teammate's move must not make this seat's moves stale.
    // [R] §7.2 its decision clock, like every decision's, restarts whenever the seat makes a planning move (the host
    // restarts a seat's clock when it acts): a seat idle for the decision time has the rest of its planning made by
    // the computer, which the seat may take back by moving again. The table's planning timer, when set, still ends
    // the whole side's planning by the timeout rule (§7.2.4).
    return isPlanningPrompt(p) ? `plan:${s.round}:${s.planning?.side}` : `p:${p.id}`;
  },
  decisionGroup(s, seat) {
    const p = s.result ? undefined : promptFor(s, asSeat(seat));
    // §7.5 [R] a team decision: every human seat holds it until the first answer
    return p?.team ? `team:${s.prompts.find((q) => q.team)?.id}` : null;
  },
  legalActions: (s, seat) => legalActions(s, asSeat(seat)),
  applyInPlace(s, seat, action) {
    const round = s.phase === 'planning' ? s.round : -1;
    const r = applyMut(s, asSeat(seat), action);
    if (!r.ok) return r;
    // A move of the planning (§7) that leaves it under way changes only the plan, the hands and decks, the planning's
    // own record and the prompts: the board stays as it is (the kit checks this on every action of its games).
    const planning = round >= 0 && s.phase === 'planning' && s.round === round;
    return planning ? { ok: true, value: r.events, touched: PLANNING_TOUCHES } : { ok: true, value: r.events };
  },
  view: (s, viewer) => view(s, viewer as Viewer),
  peekView: (s, viewer) => peekView(s, viewer as Viewer),
  // The whole state is drawable as a view: the replay of a finished game shows everything.
  fullView: (s) => asView(s),
  redactEvent: (s, e, viewer) => redactEvent(s, e, viewer as Viewer),
  privateKeys: PRIVATE_KEYS,
  privateDiff: (s, viewer) => privateDiff(s, viewer as Viewer),
  perturbSecrets,
  invariants: checkInvariants,
  outcome: (s) =>
    s.result && {
      winners: s.result.winner === 'kaiju' ? ['kaiju'] : humanSeats(s),
      reason: s.result.reason,
    },
  turnClocks,
  timeoutAction(s, seat) {
    const p = promptFor(s, asSeat(seat));
    return p && isPlanningPrompt(p) ? { type: 'timeout' } : null;
  },
  // §7.2.5 the kaiju hears the government's team chat unless the table keeps it private
  chatChannels: (o) => {
    const humans = HUMAN_SEATS.slice(0, o.humans);
    return teamChat(humans, o.teamChatPrivate ? [] : ['kaiju']);
  },
  summary: (o) => ({ key: 'vulcanus.summary', params: { humans: o.humans, level: o.level } }),
  computer: {
    levels: BOT_LEVELS,
    defaultLevel: 'greedy',
    heavy: ['search'],
    // The team's computer players pool their hands; the hand of a seat a person is playing is never read.
    viewFor: (s, seat, computerSeats) =>
      teamView(
        s,
        asSeat(seat),
        humanSeats(s).filter((x) => computerSeats.includes(x)),
      ),
    choose: (req) => chooseAction({ ...req, seat: asSeat(req.seat), level: req.level as BotLevel }),
    hint(req) {
      const h = hint({ ...req, seat: asSeat(req.seat) });
      return (
        h && { action: h.action, winChance: h.winChance, reason: h.reason, ...(h.estimate && { estimate: h.estimate }) }
      );
    },
  },
});

/** Rebuilds a game exactly from its options, seed and action log. */
export function replay(options: Options, seed: number, actions: readonly LoggedAction[]): Result<State, GameError> {
  return replayGame(vulcanus, options, seed, actions);
}

export type { Action, GameEvent, Seat, State, View, Viewer };
export { view, teamView, redactEvent, parseOptions, setup, legalActions, apply, PRIVATE_KEYS, privateDiff };
