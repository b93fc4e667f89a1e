/** §7 a round: event, planning, execution, lava and base phases, and the round-6 end. */
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { cardOwner, cardType, EXTRA_EFFECTS, type HumanCardType, type KaijuCardType, type RoleId } from './data/cards';
import { ADJACENT, TOWN_IDS, townIndex } from './data/map';
import type { Numbers } from './data/numbers';
import {
  acquirableTile,
  acquireTile,
  burnLava,
  endGame,
  isOver,
  placeBonusTile,
  placeLava,
  revealableBonusTiles,
  kaijuTownIndex,
} from './effects';
import { EXECUTION_ORDER, prepareDecks, seatOfRole, startHumanPlanning, startKaijuPlanning } from './planning';
import { ask, CONT, DONE, type Handler, type Task } from './tasks';
import { emptySquares } from './track';
import type { Action, Phase } from './types';

function phase(c: Ctx, p: Phase): void {
  c.s.phase = p;
  emit(c, { type: 'phaseStarted', phase: p });
}

/** §7.1: the round's "3" tile replaces the omen tile of the round's number; that town is the omen town. */
function revealOmen(c: Ctx): void {
  const s = c.s;
  const slot = s.events[s.round - 1];
  const omenTile = `omen${s.round}`;
  const i = s.towns.findIndex((t) => t.tile === omenTile);
  if (i >= 0 && slot.threeTile) {
    s.towns[i].tile = slot.threeTile;
    emit(c, { type: 'omenRevealed', round: s.round, town: TOWN_IDS[i], tile: slot.threeTile, omen: omenTile });
    slot.threeTile = null;
    s.omenRemoved.push(omenTile);
    s.omenTown = TOWN_IDS[i];
  }
  slot.revealed = true;
  emit(c, { type: 'eventRevealed', round: s.round, event: slot.event });
}

export const roundHandler: Handler<Extract<Task, { t: 'round' }>> = (c, task) => {
  const s = c.s;
  switch (task.k) {
    case 0:
      emit(c, { type: 'roundStarted', round: s.round });
      phase(c, 'event');
      revealOmen(c);
      task.k = 1;
      s.stack.push({ t: 'event', event: s.events[s.round - 1].event, k: 0, towns: [], n: 0 });
      return CONT;
    case 1:
      phase(c, 'planning');
      if (s.round > 1) prepareDecks(c);
      startHumanPlanning(c);
      task.k = 2;
      s.stack.push({ t: 'planning', side: 'humans' });
      return CONT;
    case 2:
      startKaijuPlanning(c);
      task.k = 3;
      s.stack.push({ t: 'planning', side: 'kaiju' });
      return CONT;
    case 3:
      phase(c, 'execution');
      task.k = 4;
      s.stack.push({ t: 'execution', i: 0, k: 0, complete: false });
      return CONT;
    case 4:
      phase(c, 'lava');
      task.k = 5;
      s.stack.push({ t: 'lavaPhase', town: 0, k: 0 });
      return CONT;
    case 5:
      phase(c, 'base');
      task.k = 6;
      s.stack.push({ t: 'basePhase', k: 0, town: 0, base: 0 });
      return CONT;
    default: {
      if (s.round >= s.options.numbers.rounds) {
        // §1: after round 6 the side with fewer empty spaces wins; a tie goes to the kaiju.
        const d = emptySquares(s.tracks.defense);
        const k = emptySquares(s.tracks.damage);
        endGame(c, d < k ? 'humans' : 'kaiju', 'roundsOver');
        return DONE;
      }
      s.round++;
      task.k = 0;
      return CONT;
    }
  }
};

/** The key level reached: 0–3 (§5 research track). */
export function keyLevel(n: Numbers, research: number): number {
  // a loop: the numbers are frozen, and Array methods on a frozen array take V8's slow path (filter: 3.5x here)
  let level = 0;
  for (const t of n.keyThresholds) if (research >= t) level++;
  return level;
}

export function humanExtraActive(n: Numbers, role: RoleId, type: HumanCardType, research: number): boolean {
  const lvl = keyLevel(n, research);
  const extras = EXTRA_EFFECTS[role];
  for (let i = 0; i < lvl && i < extras.length; i++) if (extras[i].includes(type)) return true;
  return false;
}

function anyLava(pools: readonly number[]): boolean {
  for (const p of pools) if (p !== 0) return true;
  return false;
}

/** §7.3: reveal and resolve the nine cards in order; after each kaiju card, complete-form lava then bonus tiles. */
export const executionHandler: Handler<Extract<Task, { t: 'execution' }>> = (c, task, a) => {
  const s = c.s;
  for (;;) {
    // §7.3 the moment a track is full the game is over: no further card is revealed
    if (isOver(c)) return DONE;
    if (task.i >= EXECUTION_ORDER.length) {
      s.executing = -1;
      return DONE;
    }
    const slot = EXECUTION_ORDER[task.i];
    const pc = s.plan[slot];
    if (!pc) {
      task.i++;
      continue;
    }
    const kaiju = pc.owner === 'kaiju';
    switch (task.k) {
      case 0: {
        s.executing = task.i;
        pc.revealed = true;
        emit(c, { type: 'cardRevealed', slot, card: pc.card });
        const type = cardType(pc.card);
        // §11: keys, approvals, evolution and growth reached in the middle of a card count from the next card.
        const x = kaiju
          ? s.kaiju.tree[type as KaijuCardType]
          : humanExtraActive(s.options.numbers, cardOwner(pc.card) as RoleId, type as HumanCardType, s.humans.research);
        task.complete = s.kaiju.stage >= 5;
        task.k = 1;
        s.stack.push({
          t: 'card',
          type: type as HumanCardType | KaijuCardType,
          card: pc.card,
          seat: kaiju ? 'kaiju' : seatOfRole(s, pc.owner as RoleId),
          x,
          research: s.humans.research,
          k: 0,
          units: [],
          freeUsed: 0,
        });
        return CONT;
      }
      case 1:
        emit(c, { type: 'cardResolved', slot, card: pc.card });
        task.k = kaiju ? 2 : 9;
        continue;
      case 2: {
        // §5 complete form: after each kaiju card the kaiju may place 1 lava on its own town.
        if (a?.type === 'option' || a?.type === 'pass') {
          if (a.type === 'option') placeLava(c, kaijuTownIndex(c));
          a = null;
          task.k = 3;
          continue;
        }
        if (!task.complete || !anyLava(s.kaiju.pools)) {
          task.k = 3;
          continue;
        }
        return ask('kaiju', 'completeLava', [{ type: 'option', option: 'lava' }, { type: 'pass' }], { card: pc.card });
      }
      case 3: {
        // §7.3 [R] every kept bonus tile whose town holds the kaiju and enough lava is revealed at once (the lava
        // stays): revealing never hurts the kaiju, and a question asked only when a tile qualifies would tell
        // everyone that the kaiju keeps one.
        for (const tile of revealableBonusTiles(c)) placeBonusTile(c, tile);
        task.k = 9;
        continue;
      }
      default:
        task.i++;
        task.k = 0;
        continue;
    }
  }
};

/** §7.4 lava phase: casualties town by town (the kaiju chooses which people), then burning towns. */
export const lavaPhaseHandler: Handler<Extract<Task, { t: 'lavaPhase' }>> = (c, task) => {
  const s = c.s;
  while (task.town < s.towns.length) {
    const i = task.town++;
    const t = s.towns[i];
    if (t.lava > 0 && t.citizens + t.vips > 0) {
      s.stack.push({ t: 'people', town: i, n: t.lava, op: 'kill', seat: 'kaiju' });
      return CONT;
    }
  }
  let burning = 0;
  for (const t of s.towns) if (t.lava >= s.options.numbers.burningLava) burning++;
  for (let n = 0; n < burning; n++) burnLava(c);
  return DONE;
};

/**
 * §7.5 base phase: each base evacuates one person on its town, then each base acquires one tile on its town or an
 * adjacent one (not optional, corrected 2026-11-23). [R] Any human seat may answer the team's choices.
 */
export const basePhaseHandler: Handler<Extract<Task, { t: 'basePhase' }>> = (c, task, a) => {
  const s = c.s;
  if (task.k === 0) {
    while (task.town < s.towns.length) {
      const i = task.town++;
      const t = s.towns[i];
      if (t.bases > 0 && t.citizens + t.vips > 0) {
        s.stack.push({ t: 'people', town: i, n: t.bases, op: 'evacuate', seat: 'humans' });
        return CONT;
      }
    }
    task.k = 1;
    task.town = 0;
    task.base = 0;
  }
  if (a?.type === 'town') {
    acquireTile(c, townIndex(a.town));
    task.base++;
  }
  while (task.town < s.towns.length) {
    const i = task.town;
    if (task.base >= s.towns[i].bases) {
      task.town++;
      task.base = 0;
      continue;
    }
    const options: Action[] = [];
    for (const j of [i, ...ADJACENT[i]]) if (acquirableTile(c, j)) options.push({ type: 'town', town: TOWN_IDS[j] });
    if (!options.length) {
      task.base++;
      continue;
    }
    return ask('humans', 'investigate', options, {
      info: { town: TOWN_IDS[i], n: task.base + 1, of: s.towns[i].bases },
    });
  }
  return DONE;
};
