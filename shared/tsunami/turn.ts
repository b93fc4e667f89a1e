/**
 * §4–§5 the game's rhythm: the skill mix at setup, each turn's family phase (claims in free order, "done", the
 * family timer), then the end of the family phase, the tsunami (§5.2), the aftershock check (§5.3) and the statuses
 * that end with the turn (§6.4).
 */
import { CONT, DONE } from '../core/interpreter';
import { DIRECTIONS, ROLE_DEFS, TUNING, type UnitId } from './data/numbers';
import { clearDebris, freeTrapped } from './debris';
import { emit, rollDie, type C } from './ctx';
import { openGround } from './board';
import { rowOf, toward } from './hex';
import { ask, type HandlerStep, type Raise } from './prompts';
import type { Action, Seat, Task } from './types';
import { canActivate, checkEnd, dropStatus, kill, onMap, unit, unitsOnMap } from './units';

/** §4.2 the roles that choose the mix of their two card skills, in the fixed order. */
export const mixers = (c: C) => c.s.units.filter((u) => ROLE_DEFS[u.role].cards.length === 2);

export function gameTask(c: C, task: Extract<Task, { t: 'game' }>): HandlerStep {
  const s = c.s;
  switch (task.stage) {
    case 'mix':
      task.stage = 'turnStart';
      s.stack.push({ t: 'mix', i: 0 });
      return CONT;
    case 'turnStart':
      startTurn(c);
      task.stage = 'afterFamily';
      s.stack.push({ t: 'family' });
      return CONT;
    default:
      endTurn(c);
      task.stage = 'turnStart';
      return s.result ? DONE : CONT;
  }
}

/** §4.2 each mixing role in turn: how many of its cards are its first skill (the rest are its second). */
export function mixTask(c: C, task: Extract<Task, { t: 'mix' }>, a: Action | null): HandlerStep {
  const list = mixers(c);
  const u = list[task.i];
  if (!u) return DONE;
  const [first, second] = ROLE_DEFS[u.role].cards;
  const n = c.s.options.skillCards;
  if (a?.type === 'mix') {
    u.cards = { [first]: a.first, [second]: n - a.first };
    // a copy: the unit's cards are spent in place later, and an event says what was so when it happened
    emit(c, { e: 'skillMix', unit: u.id, cards: { ...u.cards } });
    task.i++;
    return CONT;
  }
  const options: Action[] = Array.from({ length: n + 1 }, (_, k) => ({ type: 'mix', first: k }));
  return ask(u.seat, 'skillMix', options, { unit: u.id });
}

function startTurn(c: C): void {
  const s = c.s;
  s.turn++;
  s.phase = 'family';
  s.timedOut = false;
  s.claims = 0;
  // §7 a unit still led by the hand cannot activate this turn
  for (const u of s.units) u.acted = !onMap(u) || u.ledBy !== null;
  const k = s.turn;
  const rows = TUNING.floodRowsPerTurn;
  emit(c, { e: 'turnStarted', turn: k, floods: [rows * k - 1, rows * k], aftershock: s.aftershock === k });
}

/** The claim decision's group: every seat asked it holds one decision (the first claim stands). */
export const claimGroup = (c: C): string => `claim:${c.s.turn}:${c.s.claims}`;

/**
 * §5.1 the family phase: while no activation runs, every seat with a unit that may still activate is asked at once;
 * the first claim wins. "Done" gives up that seat's remaining activations. Ends when nobody can activate or time is up.
 */
export function familyTask(c: C, _task: Task, a: Action | null, seat: Seat | null): HandlerStep {
  const s = c.s;
  if (s.timedOut) {
    giveUp(
      c,
      s.units.filter((u) => onMap(u) && !u.acted),
      null,
    );
    return DONE;
  }
  if (a?.type === 'claim' && seat) {
    const u = unit(s, a.unit);
    u.acted = true;
    s.claims++;
    s.activation = {
      unit: u.id,
      stage: 'before',
      allowance: 0,
      dashed: false,
      steps: 0,
      ended: false,
      used: [],
      restHex: null,
    };
    emit(c, { e: 'activationClaimed', unit: u.id, seat });
    s.stack.push({ t: 'activation', unit: u.id });
    return CONT;
  }
  if (a?.type === 'done' && seat) {
    giveUp(
      c,
      s.units.filter((u) => u.seat === seat && canActivate(s, u)),
      seat,
    );
    return CONT;
  }
  const claimable = s.units.filter((u) => canActivate(s, u));
  if (!claimable.length) return DONE;
  const group = claimGroup(c);
  const seats = [...new Set(claimable.map((u) => u.seat))];
  return seats.map((st): Raise =>
    ask(
      st,
      'claim',
      [...claimable.filter((u) => u.seat === st).map((u): Action => ({ type: 'claim', unit: u.id })), { type: 'done' }],
      { group },
    ),
  );
}

function giveUp(c: C, units: { id: UnitId; acted: boolean }[], seat: Seat | null): void {
  if (!units.length) return;
  for (const u of units) u.acted = true;
  emit(c, { e: 'activationsGivenUp', units: units.map((u) => u.id), seat, why: seat ? 'done' : 'timeout' });
}

/** After the family phase: Stunned ends, the Cat wanders, the water rises, the aftershock check, statuses expire. */
function endTurn(c: C): void {
  const s = c.s;
  const k = s.turn;
  s.phase = 'tsunami';
  // §6.4 Stunned lasts through the family phase of the turn after the one it was gained in
  for (const u of s.units)
    for (const st of [...u.statuses]) if (st.k === 'stunned' && st.turn <= k) dropStatus(c, u, st, 'expired');
  moveCat(c);
  flood(c);
  if (s.result) return;
  // §5.3 hard mode ([R] ruling 9: rolled even when an Aftershock card struck this turn; never more than −1)
  if (s.options.hardMode && rollDie(c, 'aftershock', null) <= TUNING.aftershockOn) {
    s.aftershock = k + 1;
    emit(c, { e: 'aftershock', turn: k + 1, source: 'check' });
  }
  for (const u of s.units)
    for (const st of [...u.statuses]) if (st.turn === k && st.k !== 'stunned') dropStatus(c, u, st, 'expired');
  emit(c, { e: 'turnEnded', turn: k });
}

/** §5.2 rows 2k−1 and 2k go under: units there are swept away, cards and tiles there are gone. */
function flood(c: C): void {
  const s = c.s;
  const rows: [number, number] = [s.flooded + 1, s.flooded + TUNING.floodRowsPerTurn];
  s.flooded = rows[1];
  const cardsLost: number[] = [];
  const debris: number[] = [];
  s.cards.forEach((slot, h) => {
    if (!slot || rowOf(h) > s.flooded) return;
    cardsLost.push(h);
    // §13 a face-down card goes unseen
    if (!slot.up) s.lost.push({ card: slot.card, zone: slot.zone });
    else if (slot.card === 'debris') debris.push(h);
    s.cards[h] = null;
  });
  emit(c, { e: 'rowsFlooded', rows, turn: s.turn, cardsLost });
  // a member held by Debris the water took (from a hex beside it, above the water) is free again
  for (const h of debris) freeTrapped(c, h);
  for (const u of unitsOnMap(s)) if (rowOf(u.hex) <= s.flooded) kill(c, u, 'water');
  const cat = s.cat;
  if (cat && cat.fate === 'map' && cat.hex !== null && rowOf(cat.hex) <= s.flooded) {
    emit(c, { e: 'catDrowned', hex: cat.hex });
    cat.fate = 'drowned';
    cat.hex = null;
  }
  clearDebris(c);
  checkEnd(c);
}

/** §12 the Cat: after the family phase, if nobody carries it, a step in a d6 direction (it stays if it cannot). */
function moveCat(c: C): void {
  const cat = c.s.cat;
  if (!cat || cat.fate !== 'map' || cat.carrier !== null || cat.hex === null) return;
  const d = DIRECTIONS[rollDie(c, 'cat', null) - 1];
  const to = toward(cat.hex, d);
  if (to === null || !openGround(c.s, to)) return;
  emit(c, { e: 'catMoved', from: cat.hex, to, direction: d });
  cat.hex = to;
}
