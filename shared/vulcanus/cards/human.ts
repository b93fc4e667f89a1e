/** §8.1 human action cards: the eight common cards, the four role cards, and their key-gated extra effects. */
import { emit } from '../ctx';
import type { Ctx } from '../ctx';
import { cardOwner, cardType, type HumanCardType, type RoleId } from '../data/cards';
import { ADJACENT, TOWN_IDS, townIndex } from '../data/map';
import {
  acquirableTile,
  acquireTile,
  advanceBudget,
  extinguish,
  kaijuTownIndex,
  payFunds,
  placeAttackTile,
  placeBase,
  placeUnit,
  stockToPool,
  killPerson,
  evacuatePerson,
} from '../effects';
import { ask, DONE, type CardTask, type Step } from '../tasks';
import type { Action, SdfOrder, SlotId, UnitKind } from '../types';

export const HUMAN_PLAN_ORDER: readonly SlotId[] = ['A1', 'B1', 'A2', 'B2', 'A3', 'B3'];

function role(task: CardTask): RoleId {
  return cardOwner(task.card) as RoleId;
}

/** Whether this card's extra effect is in force for this role (the table of §8.1). */
function extra(task: CardTask, r: RoleId): boolean {
  return task.x && task.copy === undefined && role(task) === r;
}

function unitTowns(c: Ctx, unit: UnitKind | 'bases'): number[] {
  const out: number[] = [];
  const towns = c.s.towns;
  for (let i = 0; i < towns.length; i++) for (let n = 0; n < towns[i][unit]; n++) out.push(i);
  return out;
}

function moveCard(task: CardTask, c: Ctx, pieces: ('citizens' | 'vips' | 'fire' | 'sdf')[], steps: number): Step {
  c.s.stack.push({ t: 'move', seat: task.seat, pieces, steps, card: task.card });
  return DONE;
}

function firefighting(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  const X = N.extra;
  if (task.k === 0) {
    task.units = unitTowns(c, 'fire');
    task.k = 1;
  }
  const free = extra(task, 'fireChief') && task.freeUsed < X.fireChiefFreeFirefights;
  const cost = free ? 0 : N.firefightingCost;
  if (a?.type === 'town') {
    payFunds(c, cost);
    if (free) task.freeUsed++;
    extinguish(c, townIndex(a.town));
    task.units.shift();
    return firefighting(c, task, null);
  }
  if (a?.type === 'pass') task.units.shift();
  while (task.units.length) {
    const u = task.units[0];
    const options: Action[] = [];
    if (c.s.humans.funds.pool >= cost)
      for (const i of [u, ...ADJACENT[u]]) if (c.s.towns[i].lava > 0) options.push({ type: 'town', town: TOWN_IDS[i] });
    if (options.length) {
      options.push({ type: 'pass' });
      return ask(task.seat, 'firefight', options, { card: task.card, info: { town: TOWN_IDS[u], cost } });
    }
    task.units.shift();
  }
  return DONE;
}

function sdfOrders(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  if (!task.order) {
    if (a?.type === 'option') {
      task.order = a.option as SdfOrder;
      emit(c, { type: 'sdfOrderChosen', order: task.order });
      a = null;
    } else {
      // §8.1: approvals count from the research reached before the card was revealed (§11).
      const orders: SdfOrder[] = ['evacuateInvestigate'];
      if (task.research >= N.approvalBuildBase) orders.push('buildBase');
      if (task.research >= N.approvalFreezingShell) orders.push('freezingShell');
      return ask(
        task.seat,
        'sdfOrder',
        orders.map((option) => ({ type: 'option', option })),
        { card: task.card },
      );
    }
  }
  if (task.order === 'evacuateInvestigate') return evacuateInvestigate(c, task, a);
  if (task.order === 'buildBase') return buildBase(c, task, a);
  return freezingShell(c, task, a);
}

function evacuateInvestigate(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  const X = N.extra;
  if (task.k === 0) {
    task.units = unitTowns(c, 'sdf');
    task.k = 1;
  }
  const free = extra(task, 'researchDirector') && task.freeUsed < X.researchFreeEvacuations;
  const cost = free ? 0 : N.evacuateInvestigateCost;
  if (a?.type === 'option') {
    const u = task.units.shift() as number;
    payFunds(c, cost);
    if (free) task.freeUsed++;
    if (a.option === 'tile') acquireTile(c, u);
    else evacuatePerson(c, u, a.option === 'vip' ? 'vips' : 'citizens');
    return evacuateInvestigate(c, task, null);
  }
  if (a?.type === 'pass') task.units.shift();
  while (task.units.length) {
    const u = task.units[0];
    const t = c.s.towns[u];
    const options: Action[] = [];
    if (c.s.humans.funds.pool >= cost) {
      if (t.citizens > 0) options.push({ type: 'option', option: 'citizen' });
      if (t.vips > 0) options.push({ type: 'option', option: 'vip' });
      if (acquirableTile(c, u)) options.push({ type: 'option', option: 'tile' });
    }
    if (options.length) {
      options.push({ type: 'pass' });
      return ask(task.seat, 'sdfEvacuate', options, { card: task.card, info: { town: TOWN_IDS[u], cost } });
    }
    task.units.shift();
  }
  return DONE;
}

/** [R] Having chosen "Build base", the humans must build if they can (pay 2, a base in stock, an SDF unit on the map). */
function buildBase(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  if (a?.type === 'town') {
    payFunds(c, N.buildBaseCost);
    placeBase(c, townIndex(a.town));
    return DONE;
  }
  if (c.s.humans.funds.pool < N.buildBaseCost || c.s.humans.stock.bases <= 0) return DONE;
  const options: Action[] = [];
  c.s.towns.forEach((t, i) => t.sdf > 0 && options.push({ type: 'town', town: TOWN_IDS[i] }));
  if (!options.length) return DONE;
  return ask(task.seat, 'buildBase', options, { card: task.card, info: { cost: N.buildBaseCost } });
}

function freezingShell(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  const X = N.extra;
  const cost = extra(task, 'jointStaff') ? X.jointStaffFreezingShellCost : N.freezingShellCost;
  if (task.k === 0) {
    const k = kaijuTownIndex(c);
    task.units = unitTowns(c, 'sdf').filter((u) => k >= 0 && (u === k || ADJACENT[k].includes(u)));
    task.k = 1;
  }
  if (a?.type === 'option') {
    task.units.shift();
    payFunds(c, cost);
    placeAttackTile(c, 'freezingShell');
  } else if (a?.type === 'pass') task.units.shift();
  if (!task.units.length || c.s.humans.funds.pool < cost || c.s.humans.attackSupply <= 0) return DONE;
  return ask(task.seat, 'freezingShell', [{ type: 'option', option: 'fire' }, { type: 'pass' }], {
    card: task.card,
    info: { town: TOWN_IDS[task.units[0]], cost },
  });
}

const cabinetFree = (c: Ctx, task: CardTask) =>
  extra(task, 'cabinetSecretary') && task.freeUsed < c.s.options.numbers.extra.cabinetFreeUnits;

function mobilizationCost(c: Ctx, task: CardTask, unit: UnitKind): number {
  const N = c.s.options.numbers;
  const X = N.extra;
  if (cabinetFree(c, task)) return 0;
  if (unit === 'fire' && extra(task, 'fireChief')) return X.fireChiefMobilizeFireCost;
  if (unit === 'sdf' && extra(task, 'jointStaff')) return X.jointStaffMobilizeSdfCost;
  return N.mobilizationCost;
}

function mobilization(c: Ctx, task: CardTask, a: Action | null): Step {
  if (task.k === 0) {
    task.units = unitTowns(c, 'bases');
    task.k = 1;
  }
  if (a?.type === 'option') {
    const unit = a.option as UnitKind;
    const u = task.units.shift() as number;
    const cost = mobilizationCost(c, task, unit);
    if (cabinetFree(c, task)) task.freeUsed++;
    payFunds(c, cost);
    placeUnit(c, u, unit);
  } else if (a?.type === 'pass') task.units.shift();
  while (task.units.length) {
    const options: Action[] = [];
    for (const unit of ['fire', 'sdf'] as const)
      if (c.s.humans.stock[unit] > 0 && c.s.humans.funds.pool >= mobilizationCost(c, task, unit))
        options.push({ type: 'option', option: unit });
    if (!options.length) return DONE;
    options.push({ type: 'pass' });
    return ask(task.seat, 'mobilize', options, {
      card: task.card,
      info: {
        town: TOWN_IDS[task.units[0]],
        costs: { fire: mobilizationCost(c, task, 'fire'), sdf: mobilizationCost(c, task, 'sdf') },
      },
    });
  }
  return DONE;
}

function budgetRequest(c: Ctx, task: CardTask): Step {
  const N = c.s.options.numbers;
  const X = N.extra;
  advanceBudget(c, extra(task, 'researchDirector') ? X.researchBudgetAdvance : N.budgetAdvance);
  if (extra(task, 'cabinetSecretary')) stockToPool(c, X.cabinetBudgetStockFunds);
  return DONE;
}

/** Fire Chief — Fire Helicopter: move one fire brigade anywhere (or leave it), then extinguish 1 lava there. Free. */
function fireHelicopter(c: Ctx, task: CardTask, a: Action | null): Step {
  if (a?.type === 'heli') {
    const from = townIndex(a.from);
    const to = townIndex(a.to);
    if (from !== to) {
      c.s.towns[from].fire--;
      c.s.towns[to].fire++;
      emit(c, { type: 'unitFlown', from: a.from, to: a.to });
    }
    extinguish(c, to);
    return DONE;
  }
  const options: Action[] = [];
  c.s.towns.forEach((t, i) => {
    if (t.fire > 0) for (const to of TOWN_IDS) options.push({ type: 'heli', from: TOWN_IDS[i], to });
  });
  if (!options.length) return DONE;
  return ask(task.seat, 'heli', options, { card: task.card });
}

/** Chief of Joint Staff — Bunker Buster: with 3 funds in the pool it must be paid; otherwise nothing happens. */
function bunkerBuster(c: Ctx): Step {
  const N = c.s.options.numbers;
  if (c.s.humans.funds.pool < N.bunkerBusterCost) {
    emit(c, { type: 'nothingHappened', reason: 'funds' });
    return DONE;
  }
  payFunds(c, N.bunkerBusterCost);
  placeAttackTile(c, 'bunkerBuster');
  const k = kaijuTownIndex(c);
  if (k >= 0) {
    const t = c.s.towns[k];
    while (t.vips > 0 && !c.s.result) killPerson(c, k, 'vips');
    while (t.citizens > 0 && !c.s.result) killPerson(c, k, 'citizens');
  }
  return DONE;
}

/** Research Director — Research: acquire one tile on or adjacent to a base; research +3 whatever its value. */
function research(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  if (a?.type === 'town') {
    acquireTile(c, townIndex(a.town), N.researchCardGain);
    return DONE;
  }
  const near = new Set<number>();
  c.s.towns.forEach((t, i) => {
    if (t.bases > 0) for (const j of [i, ...ADJACENT[i]]) if (acquirableTile(c, j)) near.add(j);
  });
  if (!near.size) return DONE;
  const options: Action[] = [...near].sort((x, y) => x - y).map((i) => ({ type: 'town', town: TOWN_IDS[i] }));
  return ask(task.seat, 'researchTile', options, { card: task.card });
}

/**
 * Chief Cabinet Secretary — Continuity of Operations: the basic effect of the human card just before or after
 * in plan order (first slot: only after; last: only before). [R] A card copied from "after" is turned face up
 * now; it still resolves in its own turn.
 */
function continuity(c: Ctx, task: CardTask, a: Action | null): Step {
  const s = c.s;
  const slot = (Object.keys(s.plan) as SlotId[]).find((k) => s.plan[k]?.card === task.card);
  const pos = slot ? HUMAN_PLAN_ORDER.indexOf(slot) : -1;
  if (pos < 0) return DONE;
  // [R] A neighbouring slot left empty (a hand that ran out) offers nothing to copy.
  const before = pos > 0 && s.plan[HUMAN_PLAN_ORDER[pos - 1]] ? HUMAN_PLAN_ORDER[pos - 1] : null;
  const after =
    pos < HUMAN_PLAN_ORDER.length - 1 && s.plan[HUMAN_PLAN_ORDER[pos + 1]] ? HUMAN_PLAN_ORDER[pos + 1] : null;
  if (a?.type === 'option') {
    const target = (a.option === 'before' ? before : after) as SlotId;
    const pc = s.plan[target];
    if (!pc) return DONE;
    if (!pc.revealed) {
      pc.revealed = true;
      emit(c, { type: 'cardRevealed', slot: target, card: pc.card });
    }
    emit(c, { type: 'continuityTarget', slot: target, card: pc.card });
    const type = cardType(pc.card) as HumanCardType;
    s.stack.push({ ...task, type, copy: type, card: pc.card, k: 0, units: [], freeUsed: 0, x: false });
    return DONE;
  }
  const options: Action[] = [];
  if (before) options.push({ type: 'option', option: 'before' });
  if (after) options.push({ type: 'option', option: 'after' });
  if (!options.length) return DONE;
  return ask(task.seat, 'continuity', options, { card: task.card });
}

export function resolveHumanCard(c: Ctx, task: CardTask, a: Action | null): Step {
  const N = c.s.options.numbers;
  const X = N.extra;
  switch (task.type as HumanCardType) {
    case 'moveCitizens': {
      const x = extra(task, 'researchDirector')
        ? X.researchMoveCitizensSteps
        : extra(task, 'cabinetSecretary')
          ? X.cabinetMoveCitizensSteps
          : N.moveSteps;
      return moveCard(task, c, ['citizens', 'vips'], x);
    }
    case 'moveSdf':
      return moveCard(task, c, ['sdf'], extra(task, 'jointStaff') ? X.jointStaffMoveSdfSteps : N.moveSteps);
    case 'moveFire':
      return moveCard(task, c, ['fire'], extra(task, 'fireChief') ? X.fireChiefMoveFireSteps : N.moveSteps);
    case 'firefighting':
      return firefighting(c, task, a);
    case 'sdfOrders':
      return sdfOrders(c, task, a);
    case 'mobilization':
      return mobilization(c, task, a);
    case 'budgetRequest':
      return budgetRequest(c, task);
    case 'fireHelicopter':
      return fireHelicopter(c, task, a);
    case 'bunkerBuster':
      return bunkerBuster(c);
    case 'research':
      return research(c, task, a);
    case 'continuity':
      // [R] A copied Continuity (impossible with one copy per game) would do nothing.
      return task.copy ? DONE : continuity(c, task, a);
    default:
      return DONE;
  }
}
