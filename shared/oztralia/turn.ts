/**
 * §5 a player's turn: a cube from HQ into an action box, paying 1 gold per cube already in it, the action, then the
 * time marker moves on by the box's time. [R] §9: a box is offered only when its costs can be paid and its action
 * can be carried out, and Retrieve always can, so a player is never stuck.
 */
import { BOXES, BOX_TIME, NUMBERS, UNIT_KINDS, type BoxId } from './data';
import { emit, networkMask, occupied, type Ctx } from './board';
import { moveMarker } from './calendar';
import { attackPossible } from './attack';
import { farmPlacements, mineOptions, trackOptions } from './build';
import { has, player, unitCost, unitKind } from './player';
import { CONT, DONE, type Step } from './steps';
import type { Action, Seat, State, Task } from './types';

type Turn = Extract<Task, { t: 'turn' }>;

function boxPossible(s: State, seat: Seat, box: BoxId, occ: Uint8Array, net: Uint8Array): boolean {
  const p = player(s, seat);
  if (p.hq < 1) return false;
  const gold = p.gold - p.boxes[box];
  if (gold < 0) return false;
  switch (box) {
    case 'railPlain':
    case 'railMountain':
      return p.coal >= 1 && p.iron >= 1 && trackOptions(s, seat, box === 'railMountain', occ, net).length > 0;
    case 'mine':
      return mineOptions(s, seat, net).length > 0;
    case 'recruit':
      return s.row.some((x) => x) || (s.personDeck.length >= 2 && gold >= NUMBERS.blindDrawGold);
    case 'military':
      return UNIT_KINDS.some((k) => s.stock.some((u) => unitKind(u) === k) && unitCost(s, seat, k) <= gold);
    case 'trade':
      return true;
    case 'farm':
      return farmPlacements(s, seat, [], occ, net).length > 0;
    case 'attack':
      return attackPossible(s, seat);
    case 'retrieve':
      return true;
  }
}

export function boxOptions(s: State, seat: Seat): Action[] {
  const occ = occupied(s);
  const net = networkMask(s, seat, occ);
  const out: Action[] = BOXES.filter((b) => boxPossible(s, seat, b, occ, net)).map((box) => ({ type: 'box', box }));
  // [R] ruling 7: Retrieve without a cube whenever chosen (time 2)
  out.push({ type: 'retrieveWithoutCube' });
  return out;
}

function retrieve(c: Ctx, seat: Seat): void {
  const p = player(c.s, seat);
  let n = 0;
  for (const b of BOXES) {
    n += p.boxes[b];
    p.boxes[b] = 0;
  }
  p.hq += n;
  emit(c, { type: 'cubesRetrieved', seat, n });
}

/** The task that carries out a box's action. */
function actionTask(s: State, seat: Seat, box: BoxId): Task | null {
  switch (box) {
    case 'railPlain':
    case 'railMountain':
      return {
        t: 'rail',
        seat,
        left: has(s, seat, 'railwayEngineer') ? NUMBERS.engineerTracks : NUMBERS.tracksPerAction,
        mountain: box === 'railMountain',
        placed: 0,
      };
    case 'mine':
      return { t: 'mine', seat, hex: -1, first: null };
    case 'recruit':
      return { t: 'recruit', seat };
    case 'military':
      return { t: 'buy', seat };
    case 'trade':
      return {
        t: 'trade',
        seat,
        left: has(s, seat, 'smuggler') ? NUMBERS.smugglerExchanges : NUMBERS.exchanges,
        done: 0,
      };
    case 'farm':
      return { t: 'farm', seat, kinds: [] };
    case 'attack':
      return { t: 'attack', seat, units: [], formed: false };
    case 'retrieve':
      return null;
  }
}

export function turnHandler(c: Ctx, task: Turn, a: Action | null): Step {
  const s = c.s;
  const seat = task.seat;
  if (!a) {
    if (task.box === null) return { seat, kind: 'box' };
    // the action is done: the marker moves on by its time (§5)
    moveMarker(c, seat, task.time);
    return DONE;
  }
  const p = player(s, seat);
  if (a.type === 'retrieveWithoutCube') {
    task.box = 'retrieve';
    task.time = NUMBERS.retrieveNoCubeTime;
    emit(c, { type: 'boxChosen', seat, box: 'retrieve', gold: 0 });
    retrieve(c, seat);
    return CONT;
  }
  if (a.type !== 'box') return DONE;
  const gold = p.boxes[a.box];
  p.gold -= gold;
  p.hq--;
  p.boxes[a.box]++;
  task.box = a.box;
  task.time = BOX_TIME[a.box] ?? 0;
  emit(c, { type: 'boxChosen', seat, box: a.box, gold });
  if (a.box === 'railPlain' || a.box === 'railMountain') {
    p.coal--;
    p.iron--;
    emit(c, { type: 'paid', seat, coal: 1, iron: 1 });
  }
  if (a.box === 'retrieve') {
    retrieve(c, seat);
    return CONT;
  }
  const next = actionTask(s, seat, a.box);
  if (next) s.stack.push(next);
  return CONT;
}
