/**
 * §10 the Old Ones' turn, run by the engine (they are no seat): the disc moves on, a lit space turns a
 * manifestation card (manifest.ts), then Old One cards move the face-up tiles of their mover family (§10.1–§10.3).
 * Players still answer what is theirs (port defences, Dust Storm's discard), in seat order.
 */
import { OLD_ONE_CARDS } from './data';
import { emit, type Ctx } from './board';
import { isLit, moveMarker, posOf } from './calendar';
import { drawCard } from './cards';
import { manifest } from './manifest';
import { groupsOf, mobile } from './movement';
import { CONT, DONE, type Step } from './steps';
import type { Task } from './types';

type OldTurn = Extract<Task, { t: 'oldTurn' }>;
type Draws = Extract<Task, { t: 'draws' }>;

/** §10.1 step 3: the cards drawn for movement, one at a time. */
export function drawsHandler(c: Ctx, task: Draws): Step {
  if (task.left <= 0) return DONE;
  task.left--;
  const card = drawCard(c, 'move');
  const spec = OLD_ONE_CARDS[card];
  const groups = groupsOf(c.s, [spec.mover]);
  if (groups.length) c.s.stack.push({ t: 'move', families: [spec.mover], dir: spec.dir, groups, i: 0, card });
  return CONT;
}

export function oldTurnHandler(c: Ctx, task: OldTurn): Step {
  const s = c.s;
  switch (task.stage) {
    case 0: {
      task.stage = 1;
      emit(c, { type: 'oldOnesTurn', pos: posOf(s, 'old') });
      moveMarker(c, 'old', 1);
      // §10.1 step 2: a lit space turns the top manifestation card
      if (isLit(posOf(s, 'old'))) manifest(c, task);
      return CONT;
    }
    case 1:
      task.stage = 2;
      // §10.1 step 3: only when a face-up Old One that can move is on the map
      if (s.tiles.some(mobile)) s.stack.push({ t: 'draws', left: task.cards });
      return CONT;
    default:
      return DONE;
  }
}
