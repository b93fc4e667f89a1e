import { resolveHumanCard } from './cards/human';
import { resolveKaijuCard } from './cards/kaiju';
import { eventHandler } from './events';
import {
  evolveHandler,
  kaijuMoveHandler,
  lavaFlowHandler,
  moveHandler,
  peopleHandler,
  researchAttackHandler,
} from './generic';
import { basePhaseHandler, executionHandler, lavaPhaseHandler, roundHandler } from './phases';
import { planningHandler, validatePlanning } from './planning';
import { setupHandler } from './setup';
import type { CardTask, Handler, Task } from './tasks';
import { KAIJU_CARDS } from './data/cards';

// a Set, not `in KAIJU_CARDS`: a keyed lookup on the card table, reached for every card, is a slow generic path in V8
const KAIJU_TYPES: ReadonlySet<string> = new Set(Object.keys(KAIJU_CARDS));
const cardHandler: Handler<CardTask> = (c, task, a) =>
  KAIJU_TYPES.has(task.type) ? resolveKaijuCard(c, task, a) : resolveHumanCard(c, task, a);

/** One handler per task type; a task type without a handler fails to compile. */
export const HANDLERS: { [K in Task['t']]: Handler<Extract<Task, { t: K }>> } = {
  setup: setupHandler,
  round: roundHandler,
  planning: planningHandler,
  execution: executionHandler,
  lavaPhase: lavaPhaseHandler,
  basePhase: basePhaseHandler,
  evolve: evolveHandler,
  researchAttack: researchAttackHandler,
  people: peopleHandler,
  move: moveHandler,
  kaijuMove: kaijuMoveHandler,
  lavaFlow: lavaFlowHandler,
  card: cardHandler,
  event: eventHandler,
};

export { validatePlanning };
