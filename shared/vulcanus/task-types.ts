import type { CardId, HumanCardType, KaijuCardType } from './data/cards';
import type { EventId } from './data/events';
import type { MovablePiece, SdfOrder, Seat } from './names';

/**
 * The shapes of Vulcanus's tasks, as the state's task stack holds them (plain JSON); their handlers are in tasks.ts
 * and the files it names.
 */
export type Task =
  | { t: 'setup'; k: number }
  | { t: 'round'; k: number }
  | { t: 'planning'; side: 'humans' | 'kaiju' }
  | { t: 'execution'; i: number; k: number; complete: boolean }
  | { t: 'lavaPhase'; town: number; k: number }
  | { t: 'basePhase'; k: number; town: number; base: number }
  | { t: 'evolve' }
  | { t: 'researchAttack' }
  | PeopleTask
  | MoveTask
  | KaijuMoveTask
  | LavaFlowTask
  | CardTask
  | EventTask;

/** Choose which people (citizens or VIPs) an effect takes from one town. */
export interface PeopleTask {
  t: 'people';
  town: number;
  n: number;
  op: 'kill' | 'evacuate';
  seat: Seat | 'humans';
  card?: CardId;
}

/** Moves pieces of the given kinds one step at a time, up to `steps` steps in all (§8.1 movement cards). */
export interface MoveTask {
  t: 'move';
  seat: Seat;
  pieces: MovablePiece[];
  steps: number;
  card?: CardId;
}

/** Moves the kaiju up to `steps` steps, the first `must` of them mandatory. */
export interface KaijuMoveTask {
  t: 'kaijuMove';
  steps: number;
  must: number;
  underground: boolean;
  card?: CardId;
}

/** §8.2 Lava Flow: pick a town, move up to 3 lava together 1 step, continue while the entered town held lava. */
export interface LavaFlowTask {
  t: 'lavaFlow';
  seat: Seat;
  /** Fixed start (Pyroclastic Flow), or -1 to choose. */
  from: number;
  at: number;
  count: number;
  moved: boolean;
  /** Towns this flow has been on, the start included ([R] it never enters one again). */
  visited: number[];
  card?: CardId;
}

/** One action card being resolved; the scratch fields are used as each card needs. */
export interface CardTask {
  t: 'card';
  type: HumanCardType | KaijuCardType;
  card: CardId;
  seat: Seat;
  /** Whether the card's extra effect applies (key or evolution held when it was revealed). */
  x: boolean;
  /** Research when the card was revealed: approvals count from the next card on (§11). */
  research: number;
  k: number;
  /** Units still to act, as town indices. */
  units: number[];
  /** How many uses the "first … free" extras (§8.1) have made free on this card. */
  freeUsed: number;
  order?: SdfOrder;
  /** Continuity of Operations: the basic effect being copied. */
  copy?: HumanCardType;
}

export interface EventTask {
  t: 'event';
  event: EventId;
  k: number;
  towns: number[];
  n: number;
}
