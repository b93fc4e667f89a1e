/** §8.2 kaiju action cards and their evolution-gated extra effects. */
import type { Ctx } from '../ctx';
import type { KaijuCardType } from '../data/cards';
import { ADJACENT, TOWN_IDS, townIndex } from '../data/map';
import { drainFunds, kaijuTownIndex, killPerson, moveLava, placeLava, placeLavaN, returnUnit } from '../effects';
import { lavaFlowTask } from '../generic';
import { ask, CONT, DONE, type CardTask, type Step } from '../tasks';
import type { Action, MovablePiece } from '../types';

function walk(c: Ctx, task: CardTask): Step {
  // Basic: 1 lava here, then move 1. Extra: may move 1 more (back to the start allowed), no extra lava.
  placeLava(c, kaijuTownIndex(c));
  c.s.stack.push({ t: 'kaijuMove', steps: task.x ? 2 : 1, must: 1, underground: false, card: task.card });
  return DONE;
}

function stomp(c: Ctx, task: CardTask, a: Action | null): Step {
  const k = kaijuTownIndex(c);
  const t = c.s.towns[k];
  if (a?.type === 'option') {
    let removed = 0;
    if (a.option === 'twoLava') {
      placeLavaN(c, k, c.s.options.numbers.stompExtraLava);
      return DONE;
    }
    if (a.option === 'killAll') {
      removed = t.vips + t.citizens;
      while (t.vips > 0 && !c.s.result) killPerson(c, k, 'vips');
      while (t.citizens > 0 && !c.s.result) killPerson(c, k, 'citizens');
    } else {
      returnUnit(c, k, a.option === 'returnFire' ? 'fire' : 'sdf');
      removed = 1;
    }
    placeLavaN(c, k, removed);
    return DONE;
  }
  if (a?.type === 'pass') return DONE;
  const options: Action[] = [];
  if (t.citizens + t.vips > 0) options.push({ type: 'option', option: 'killAll' });
  if (t.fire > 0) options.push({ type: 'option', option: 'returnFire' });
  if (t.sdf > 0) options.push({ type: 'option', option: 'returnSdf' });
  // §8.2 extra (corrected 2026-11-23): the kaiju *may* place 2 lava instead of the basic effect; on a town with
  // nothing to crush, declining it leaves the town as it is.
  if (task.x)
    options.push({ type: 'option', option: 'twoLava' }, ...(options.length ? [] : [{ type: 'pass' } as const]));
  if (!options.length) return DONE;
  return ask('kaiju', 'stomp', options, { card: task.card });
}

function fireball(c: Ctx, task: CardTask, a: Action | null): Step {
  if (task.k === 1) {
    // §8.2 the kaiju *may* place the lava (corrected 2026-11-23)
    if (a?.type === 'option') placeLava(c, task.units[0]);
    return DONE;
  }
  if (a?.type === 'target') {
    const i = townIndex(a.town);
    if (a.piece === 'citizens' || a.piece === 'vips') killPerson(c, i, a.piece);
    else returnUnit(c, i, a.piece);
    const t = c.s.towns[i];
    // The lava condition: the town now has no citizens, VIPs, fire brigades or SDF units.
    if (t.citizens + t.vips + t.fire + t.sdf > 0) return DONE;
    task.k = 1;
    task.units = [i];
    return ask('kaiju', 'fireballLava', [{ type: 'option', option: 'lava' }, { type: 'pass' }], {
      card: task.card,
      info: { town: a.town },
    });
  }
  const k = kaijuTownIndex(c);
  const options: Action[] = [];
  const pieces: MovablePiece[] = task.x ? ['citizens', 'vips', 'fire', 'sdf'] : ['citizens', 'vips'];
  for (const i of [k, ...ADJACENT[k]])
    for (const piece of pieces) if (c.s.towns[i][piece] > 0) options.push({ type: 'target', town: TOWN_IDS[i], piece });
  if (!options.length) return DONE;
  return ask('kaiju', 'fireball', options, { card: task.card });
}

function roar(c: Ctx, task: CardTask, a: Action | null): Step {
  const k = kaijuTownIndex(c);
  if (task.k === 0) {
    placeLavaN(c, k, task.x ? 1 + c.s.options.numbers.roarExtraLava : 1);
    task.k = 1;
  }
  if (a?.type === 'pass') return DONE;
  if (a?.type === 'move') moveLava(c, townIndex(a.from), k, 1);
  const options: Action[] = [];
  for (const j of ADJACENT[k])
    if (c.s.towns[j].lava > 0) options.push({ type: 'move', piece: 'lava', from: TOWN_IDS[j], to: TOWN_IDS[k] });
  if (!options.length) return DONE;
  options.push({ type: 'pass' });
  return ask('kaiju', 'roar', options, { card: task.card });
}

function underground(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  if (task.k === 0) {
    task.k = 1;
    // §8.2 1 to 3 steps (corrected 2026-11-23: at least one), up to 2 more with the extra
    const steps = N.undergroundSteps + (task.x ? N.undergroundExtraSteps : 0);
    c.s.stack.push({ t: 'kaijuMove', steps, must: 1, underground: true, card: task.card });
    return CONT;
  }
  // Extra: then it *may* place 1 lava on the destination (corrected 2026-11-23).
  if (!task.x || a) {
    if (a?.type === 'option') placeLava(c, kaijuTownIndex(c));
    return DONE;
  }
  return ask('kaiju', 'undergroundLava', [{ type: 'option', option: 'lava' }, { type: 'pass' }], {
    card: task.card,
    info: { town: TOWN_IDS[kaijuTownIndex(c)] },
  });
}

function lavaFlow(c: Ctx, task: CardTask): Step {
  // Extra: do it once more, from any town.
  c.s.stack.push(lavaFlowTask('kaiju', -1, task.card));
  if (task.x) c.s.stack.splice(c.s.stack.length - 1, 0, lavaFlowTask('kaiju', -1, task.card));
  return DONE;
}

function rampage(c: Ctx, task: CardTask): Step {
  placeLava(c, kaijuTownIndex(c));
  drainFunds(c, c.s.options.numbers.rampageFunds + (task.x ? c.s.options.numbers.rampageExtraFunds : 0));
  return DONE;
}

export function resolveKaijuCard(c: Ctx, task: CardTask, a: Action | null): Step {
  if (kaijuTownIndex(c) < 0) return DONE;
  switch (task.type as KaijuCardType) {
    case 'walk':
      return walk(c, task);
    case 'stomp':
      return stomp(c, task, a);
    case 'fireball':
      return fireball(c, task, a);
    case 'roar':
      return roar(c, task, a);
    case 'underground':
      return underground(c, task, a);
    case 'lavaFlow':
      return lavaFlow(c, task);
    case 'rampage':
      return rampage(c, task);
    default:
      return DONE;
  }
}
