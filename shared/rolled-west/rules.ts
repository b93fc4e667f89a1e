/**
 * Rolled West's rules (rolled-west.md) as one public API: setup, legal actions, apply, views and scoring. Pure
 * functions over a plain-JSON state; the dice come from the seeded generator kept in the state. Each phase has its
 * module: schedule.ts (seats, rolls, rounds), setup.ts, flow.ts (rolls, the banking window, clocks), legal.ts,
 * resources.ts (paying), spend.ts (the own turn), apply.ts, scoring.ts (the end), view.ts, invariants.ts.
 */
export { GHOST, PLAYER_SEATS, round, seatsOf } from './schedule';
export { setup } from './setup';
export { activeSeats, clocks, promptId, timeoutAction } from './flow';
export { legalActions, standingActions } from './legal';
export { officeCost } from './resources';
export { apply, applyMut } from './apply';
export { majorities, officeScore, scores } from './scoring';
export { PRIVATE_KEYS, privateView, redactEvent, view } from './view';
export { invariants } from './invariants';
