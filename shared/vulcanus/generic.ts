/** Tasks shared by cards, events and phases: people choices, step moves, kaiju moves, lava flow, evolution. */
import { emit } from './ctx';
import type { Ctx } from './ctx';
import { PASS, movesFrom, movesWithin, townChoice } from './choices';
import { roadPath, TOWN_IDS, townIndex } from './data/map';
import { evacuatePerson, killPerson, moveKaiju, moveLava, movePiece, openNodes, placeAttackTile } from './effects';
import {
  ask,
  DONE,
  type Handler,
  type KaijuMoveTask,
  type LavaFlowTask,
  type MoveTask,
  type PeopleTask,
  type Task,
} from './tasks';
import type { Action } from './types';

/** The ways to take n people from a town: every split between citizens and VIPs that is possible. */
export function peopleOptions(c: Ctx, town: number, n: number): Action[] {
  const t = c.s.towns[town];
  const take = Math.min(n, t.citizens + t.vips);
  const out: Action[] = [];
  for (let vips = Math.max(0, take - t.citizens); vips <= Math.min(t.vips, take); vips++)
    out.push({ type: 'people', citizens: take - vips, vips });
  return out;
}

export const peopleHandler: Handler<PeopleTask> = (c, task, a) => {
  if (a?.type === 'people') {
    const f = task.op === 'kill' ? killPerson : evacuatePerson;
    for (let i = 0; i < a.vips; i++) f(c, task.town, 'vips');
    for (let i = 0; i < a.citizens; i++) f(c, task.town, 'citizens');
    return DONE;
  }
  const options = peopleOptions(c, task.town, task.n);
  if (
    options.length === 0 ||
    (options.length === 1 && options[0].type === 'people' && options[0].citizens + options[0].vips === 0)
  )
    return DONE;
  return ask(task.seat, 'choosePeople', options, { card: task.card, info: { town: TOWN_IDS[task.town], n: task.n } });
};

/**
 * §8.1 movement: "a total of N steps" — one piece N steps or several pieces fewer, or none. A move names the
 * destination and may go several steps at once: the engine takes a shortest road path (one event per step, for the
 * board to follow) and counts its steps.
 */
export const moveHandler: Handler<MoveTask> = (c, task, a) => {
  if (a?.type === 'pass') return DONE;
  if (a?.type === 'move' && a.piece !== 'kaiju' && a.piece !== 'lava') {
    let at = townIndex(a.from);
    const path = roadPath(at, townIndex(a.to));
    for (const next of path) {
      movePiece(c, a.piece, at, next);
      at = next;
    }
    task.steps -= path.length;
  }
  if (task.steps <= 0) return DONE;
  const options: Action[] = [];
  const towns = c.s.towns;
  const pieces = task.pieces;
  // hundreds of moves on a busy map: each piece's table looked up once, indexed loops over the precomputed lists
  const first = movesWithin(pieces[0], task.steps);
  const second = pieces.length > 1 ? movesWithin(pieces[1], task.steps) : first;
  for (let i = 0; i < towns.length; i++)
    for (let p = 0; p < pieces.length; p++) {
      if (towns[i][pieces[p]] <= 0) continue;
      const moves = (p === 0 ? first : p === 1 ? second : movesWithin(pieces[p], task.steps))[i];
      for (let m = 0; m < moves.length; m++) options.push(moves[m]);
    }
  if (options.length === 0) return DONE;
  options.push(PASS);
  return ask(task.seat, 'movePiece', options, { card: task.card, info: { steps: task.steps } });
};

/** Kaiju movement along roads; units never block it (§8.2). */
export const kaijuMoveHandler: Handler<KaijuMoveTask> = (c, task, a) => {
  if (a?.type === 'pass') return DONE;
  if (a?.type === 'move' && a.piece === 'kaiju') {
    moveKaiju(c, townIndex(a.to), task.underground);
    task.steps--;
    task.must = Math.max(0, task.must - 1);
  }
  const here = c.s.kaiju.town === null ? -1 : townIndex(c.s.kaiju.town);
  if (task.steps <= 0 || here < 0) return DONE;
  const options: Action[] = [...movesFrom('kaiju', here)];
  if (task.must <= 0) options.push(PASS);
  return ask('kaiju', 'kaijuMove', options, { card: task.card, info: { steps: task.steps } });
};

/**
 * §8.2 Lava Flow: choose a town, take 3 lava (all, if fewer) and move them together 1 step; if the town
 * entered already held lava they may keep moving, and they stop on the first town that held none.
 * [R] The flow never enters a town it has already been on (its start included): otherwise it could go back and
 * forth between two towns holding lava for ever. With nowhere new to go, it stops.
 */
export const lavaFlowHandler: Handler<LavaFlowTask> = (c, task, a) => {
  const s = c.s;
  if (task.at < 0 && task.from >= 0) task.at = task.from;
  if (task.at < 0) {
    if (a?.type === 'town') {
      task.at = townIndex(a.town);
      a = null;
    } else {
      const options: Action[] = [];
      s.towns.forEach((t, i) => t.lava > 0 && options.push(townChoice(i)));
      if (options.length === 0) return DONE;
      return ask(task.seat, 'lavaFlowStart', options, { card: task.card });
    }
  }
  if (task.count === 0 && !task.moved) {
    task.count = Math.min(s.options.numbers.lavaFlowTake, s.towns[task.at].lava);
    if (task.count === 0) return DONE;
    task.visited = [task.at];
  }
  if (a?.type === 'pass') return DONE;
  if (a?.type === 'move' && a.piece === 'lava') {
    const to = townIndex(a.to);
    const held = s.towns[to].lava > 0;
    moveLava(c, task.at, to, task.count);
    task.at = to;
    task.moved = true;
    task.visited.push(to);
    if (!held) return DONE;
  }
  const options: Action[] = movesFrom('lava', task.at).filter(
    (m) => m.type === 'move' && !task.visited.includes(townIndex(m.to)),
  );
  if (!options.length) return DONE;
  // §8.2 the kaiju *may* move the lava (corrected 2026-11-23): it may stop before the first step too
  options.push(PASS);
  return ask(task.seat, 'lavaFlowStep', options, { card: task.card, info: { n: task.count, town: TOWN_IDS[task.at] } });
};

export function lavaFlowTask(seat: LavaFlowTask['seat'], from: number, card?: string): Task {
  // The state must stay plain JSON: no `card: undefined` (Pyroclastic Flow has no card), or a JSON round trip
  // would not give an equal state.
  const task: LavaFlowTask = { t: 'lavaFlow', seat, from, at: -1, count: 0, moved: false, visited: [] };
  if (card !== undefined) task.card = card;
  return task;
}

/** §5 research 30: the humans may place one attack tile on the defense track (a team decision). */
export const researchAttackHandler: Handler<Extract<Task, { t: 'researchAttack' }>> = (c, _task, a) => {
  if (a?.type === 'option') placeAttackTile(c, 'research');
  if (a) return DONE;
  return ask('humans', 'researchAttack', [{ type: 'option', option: 'attack' }, PASS]);
};

/** §5: a gained evolution tile is placed at once on an open node of the tree. */
export const evolveHandler: Handler<Extract<Task, { t: 'evolve' }>> = (c, _task, a) => {
  const k = c.s.kaiju;
  if (a?.type === 'node') {
    k.tree[a.node] = true;
    k.evolutionPending--;
    emit(c, { type: 'evolutionPlaced', node: a.node });
    return DONE;
  }
  const nodes = openNodes(c);
  if (nodes.length === 0 || k.evolutionPending <= 0) return DONE;
  return ask(
    'kaiju',
    'placeEvolution',
    nodes.map((node) => ({ type: 'node', node })),
  );
};
