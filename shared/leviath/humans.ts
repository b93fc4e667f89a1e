/**
 * §6 a human turn and §10 the humans' cards: ship steps, play or discard, the draw; the cards' legal targets and
 * their effects. No option offered to a human depends on Leviath's position (§10, §15).
 */
import { NEIGHBOUR_MASK, atSea, freeSea, maskOf, regionOf, regionSpaces, shipSteps, spacesOf, within } from './board';
import { REGION_IDS } from './data/map';
import { NUMBERS } from './data/numbers';
import { clue, draw, emit, nextTurn, placeMine, type Ctx } from './effects';
import { CONT, DONE, type Step } from './steps';
import type { Action, HumanCardId, HumanSeat, Sea, Seat, ShipId, State, Task } from './types';

type ShipsTask = Extract<Task, { t: 'ships' }>;

/**
 * §8 where a mine may go for Mine Laying and Minefield: a mine-free sea space ([R] §8 one tile per space) holding a
 * ship at sea or next to one.
 */
export function mineSpaces(s: State): Sea[] {
  let near = 0;
  for (const ship of atSea(s.ships)) {
    const p = s.ships[ship] as Sea;
    near |= (1 << (p - 1)) | NEIGHBOUR_MASK[p];
  }
  return spacesOf(near & ~maskOf(s.mines));
}

/**
 * §8 [R] a placement takes a mine from the supply, or once it is empty moves one on the map, chosen by the humans.
 * Each placement is made into an action by `as` (so that no placement object is built only to be copied).
 */
function minePlacements<T>(s: State, as: (space: Sea, from?: Sea) => T, out: T[] = [], only?: Sea): T[] {
  const full = s.mines.length >= NUMBERS.mines;
  for (const space of mineSpaces(s))
    if (only !== undefined && space !== only) continue;
    else if (!full) out.push(as(space));
    else for (const from of s.mines) out.push(as(space, from));
  return out;
}

/**
 * §10 the plays of a card from hand with their first targets, added to `out`; [R] §10 none when it has no legal
 * target. With `like` (a play of this card), only the plays that could equal it: those on its space, or from its mine.
 */
function plays(s: State, card: HumanCardId, out: Action[], like?: Extract<Action, { type: 'play' }>): void {
  switch (card) {
    case 'sonar':
    case 'activeSonar':
      for (const ship of atSea(s.ships)) out.push({ type: 'play', card, ship });
      return;
    case 'patrolAircraft':
      for (const region of REGION_IDS) out.push({ type: 'play', card, region });
      return;
    case 'mineLaying':
    case 'minefield':
      minePlacements(
        s,
        (space, from): Action =>
          from === undefined ? { type: 'play', card, space } : { type: 'play', card, space, from },
        out,
        like?.space,
      );
      return;
    case 'helicopter': {
      const free = freeSea(s.mines);
      for (const from of s.mines)
        if (like === undefined || from === like.from)
          for (const space of free) out.push({ type: 'play', card, from, space });
      return;
    }
    case 'dykeConstruction':
      for (const letter of [...s.dykes.materials].sort()) out.push({ type: 'play', card, letter });
      return;
    case 'fleetSortie':
      out.push({ type: 'play', card });
      return;
    case 'kaijuAwakening':
      return;
  }
}

/**
 * §6.2 play one card with a legal target, or discard any card: [R] §6.2 one of the two is compulsory. With `like`,
 * only the answers that could equal it: the plays, or the discard, of its card.
 */
export function cardOptions(s: State, seat: HumanSeat, like?: Action): Action[] {
  const kinds: HumanCardId[] = [];
  for (const h of s.hands[seat]) if (!kinds.includes(h.card)) kinds.push(h.card);
  if (like) {
    if ((like.type !== 'play' && like.type !== 'discard') || !kinds.includes(like.card)) return [];
    if (like.type === 'discard') return [{ type: 'discard', card: like.card }];
    const out: Action[] = [];
    plays(s, like.card, out, like);
    return out;
  }
  const out: Action[] = [];
  for (const card of kinds) plays(s, card, out);
  for (const card of kinds) out.push({ type: 'discard', card });
  return out;
}

/** Whether any ship, at sea or in the port, has a step (the humans' ship prompt is skipped otherwise, §6.1). */
function anyShipStep(s: State): boolean {
  for (const ship of Object.keys(s.ships) as ShipId[]) if (shipSteps(s.ships, ship).length) return true;
  return false;
}

/**
 * Ship steps: the humans may move any ship (from the port too); the kaiju's pushes move ships at sea (§11, §12).
 * With `only`, the steps of that ship alone.
 */
export function shipOptions(s: State, task: ShipsTask, only?: ShipId): Action[] {
  const out: Action[] = [];
  const kaiju = task.seat === 'kaiju';
  const ships = kaiju ? atSea(s.ships).filter((x) => !task.moved.includes(x)) : (Object.keys(s.ships) as ShipId[]);
  for (const ship of ships) {
    if (only !== undefined && ship !== only) continue;
    if (kaiju && task.range !== undefined && !within(s.kaiju.at ?? 0, task.range).includes(s.ships[ship] as Sea))
      continue;
    for (const to of shipSteps(s.ships, ship)) out.push({ type: 'shipStep', ship, to });
  }
  return out;
}

export function moveShip(c: Ctx, ship: ShipId, to: Sea, by: Seat): void {
  const from = c.s.ships[ship];
  c.s.ships[ship] = to;
  emit(c, { type: 'shipMoved', ship, from, to, by });
}

/**
 * Ship steps one at a time, up to the allowance. [R] §6.1 the humans' prompt is skipped when no ship can move (the
 * ships are public, so the skip tells nothing); a kaiju prompt is always asked (kaiju.ts).
 */
export function shipsHandler(c: Ctx, task: ShipsTask, a: Action | null): Step {
  if (task.left <= 0) return DONE;
  if (!a) {
    if (task.seat !== 'kaiju' && !anyShipStep(c.s)) return DONE;
    return { seat: task.seat, kind: task.seat === 'kaiju' ? 'push' : 'ships' };
  }
  if (a.type !== 'shipStep') return DONE;
  if (task.seat === 'kaiju') {
    // §11 Maelstrom: the ship was within 2 steps of Leviath, a public clue
    const from = c.s.ships[a.ship] as Sea;
    if (task.range !== undefined) clue(c, { k: 'in', spaces: within(from, task.range), why: 'ability' });
    task.moved.push(a.ship);
  }
  moveShip(c, a.ship, a.to, task.seat);
  task.left--;
  return task.left > 0 ? CONT : DONE;
}

/** §6 the human turn: ship steps (none under Intimidation), play or discard, then the draw. */
export function humanTurnHandler(c: Ctx, task: Extract<Task, { t: 'humanTurn' }>, a: Action | null): Step {
  const s = c.s;
  const seat = task.seat;
  switch (task.stage) {
    case 'ships':
      task.stage = 'card';
      // §12 Intimidation: step 1 is skipped
      if (!s.intimidated) s.stack.push({ t: 'ships', seat, left: NUMBERS.shipSteps, moved: [], kind: 'move' });
      return CONT;
    case 'card': {
      if (!a) return { seat, kind: 'card' };
      if (a.type !== 'play' && a.type !== 'discard') return CONT;
      task.stage = 'draw';
      const hand = s.hands[seat];
      hand.splice(
        hand.findIndex((h) => h.card === a.card),
        1,
      );
      s.discard.push(a.card);
      if (a.type === 'discard') {
        emit(c, { type: 'cardDiscarded', seat, card: a.card });
        // §6.2 a discard moves ships a further 0–2 steps; under Intimidation it moves nothing (§12)
        if (!s.intimidated) s.stack.push({ t: 'ships', seat, left: NUMBERS.discardSteps, moved: [], kind: 'discard' });
      } else {
        emit(c, { type: 'cardPlayed', seat, card: a.card });
        playCard(c, seat, a);
      }
      return CONT;
    }
    case 'draw':
      draw(c, seat);
      if (s.result) return DONE;
      if (s.intimidated) {
        s.intimidated = false;
        emit(c, { type: 'intimidation', active: false });
      }
      s.stack.pop();
      s.stack.push(nextTurn(c, 'human'));
      return CONT;
  }
}

/** §10 a card's effect, its first target given with the play. */
function playCard(c: Ctx, seat: HumanSeat, a: Extract<Action, { type: 'play' }>): void {
  const s = c.s;
  switch (a.card) {
    case 'sonar':
    case 'activeSonar':
    case 'patrolAircraft': {
      const p = a.ship ? (s.ships[a.ship] as Sea) : 0;
      // §10 [T] Sonar searches the region of the ship's own space; Active Sonar the ship's space and its neighbours
      const spaces =
        a.card === 'sonar'
          ? [...regionSpaces(regionOf(p))]
          : a.card === 'activeSonar'
            ? [...within(p, NUMBERS.activeSonarRange)]
            : [...regionSpaces(a.region ?? 'R1')];
      spaces.sort((x, y) => x - y);
      emit(c, {
        type: 'searched',
        seat,
        card: a.card,
        spaces,
        ...(a.ship ? { ship: a.ship } : {}),
        ...(a.region ? { region: a.region } : {}),
      });
      s.stack.push({ t: 'search', card: a.card, spaces, stage: 'window' });
      return;
    }
    case 'minefield':
      // §10 the second mine is placed after the first check (and any forced move) has resolved
      s.stack.push({ t: 'mine2', seat });
      placeMine(c, a.space ?? 0, a.from ?? null, seat);
      return;
    case 'mineLaying':
    case 'helicopter':
      placeMine(c, a.space ?? 0, a.from ?? null, seat);
      return;
    case 'dykeConstruction': {
      const letter = a.letter ?? 'A';
      s.dykes.materials = s.dykes.materials.filter((x) => x !== letter);
      s.dykes.construction.push(letter);
      emit(c, { type: 'dykeBuilt', letter });
      return;
    }
    case 'fleetSortie':
      // §12 under Intimidation, Fleet Sortie moves nothing
      if (!s.intimidated) s.stack.push({ t: 'ships', seat, left: NUMBERS.sortieSteps, moved: [], kind: 'sortie' });
      return;
    case 'kaijuAwakening':
      return;
  }
}

/** §10 Minefield's second mine: skipped when no legal space is left (public: ships and mines only). */
export function mine2Handler(c: Ctx, task: Extract<Task, { t: 'mine2' }>, a: Action | null): Step {
  if (!a) return mineSpaces(c.s).length ? { seat: task.seat, kind: 'mine' } : DONE;
  if (a.type === 'mine') placeMine(c, a.space, a.from ?? null, task.seat);
  return DONE;
}

/** Minefield's second mine; with `like`, only the placements on its space. */
export const mine2Options = (s: State, like?: Action): Action[] =>
  minePlacements(
    s,
    (space, from): Action => (from === undefined ? { type: 'mine', space } : { type: 'mine', space, from }),
    [],
    like?.type === 'mine' ? like.space : undefined,
  );
