/**
 * §6 one unit's activation: its before-move skills, the allowance (§6.1), the steps (§6.2) with Dash (§6.3) and
 * Disoriented's rolled first step, then its after-move skills. Entering a hex is the enter task's (enter.ts).
 */
import { CONT, DONE } from '../core/interpreter';
import { DIRECTIONS } from './data/numbers';
import { setAllowance } from './allowance';
import { canEnter } from './board';
import { emit, rollDie, type C } from './ctx';
import { clearDebris } from './debris';
import { NEIGHBOURS, toward, type Hex } from './hex';
import { ask, type HandlerStep } from './prompts';
import { afterMove, afterMoveOptions, beforeMove, beforeMoveOptions } from './skills';
import type { Action, Activation, EnterHow, GameEvent, Seat, State, Task, Unit } from './types';
import { addStatus, checkLead, has, held, onMap, unit } from './units';

/** Puts a unit on another hex (no card resolved here) and tells everyone. The Cat moves with its carrier. */
export function moveTo(c: C, u: Unit & { hex: Hex }, to: Hex, how: EnterHow): void {
  emit(c, { e: 'unitMoved', unit: u.id, from: u.hex, to, how });
  u.hex = to;
  if (u.cat && c.s.cat) c.s.cat.hex = to;
  // §7 a step of the leader is followed by the led unit once the hex has resolved (enter.ts), so the leader's moves
  // while that hex resolves (Route Found, a step back) are judged then; a call or a pull, or any move of the led
  // unit, may part them at once
  if (u.ledBy ? how !== 'led' : how === 'called' || how === 'pulled') checkLead(c, u);
}

/** Moves a unit onto a hex and resolves what is there (§6.2). */
export function enter(c: C, u: Unit & { hex: Hex }, to: Hex, how: EnterHow): void {
  const from = u.hex;
  moveTo(c, u, to, how);
  c.s.stack.push({
    t: 'enter',
    unit: u.id,
    hex: to,
    from,
    how,
    stage: 'arrive',
    card: null,
    fresh: false,
    target: u.id,
    cancelled: false,
    passed: [],
    window: 0,
  });
}

/** The acting unit's move is still under way (a "move ends" effect applies to it). */
export const moving = (s: State, id: string): boolean =>
  s.activation?.unit === id && s.activation.stage === 'move' && !s.activation.ended;

export function endMove(c: C, u: Unit, why: Extract<GameEvent, { e: 'moveEnded' }>['why']): void {
  const act = c.s.activation;
  if (!act || act.unit !== u.id || act.ended || act.stage !== 'move') return;
  act.ended = true;
  emit(c, { e: 'moveEnded', unit: u.id, why });
}

const canDash = (s: State, u: Unit, act: Activation): boolean =>
  s.options.dash && !act.dashed && !has(s, u, 'fatigued') && !has(s, u, 'luggage');

export function stepOptions(s: State, u: Unit & { hex: Hex }, act: Activation): Action[] {
  const out: Action[] = [];
  if (act.allowance >= 1) {
    // §8.1 Disoriented: next turn the first step's direction is rolled
    if (has(s, u, 'disoriented') && act.steps === 0) out.push({ type: 'stumble' });
    else for (const n of NEIGHBOURS[u.hex]) if (canEnter(s, u, n)) out.push({ type: 'step', hex: n });
  }
  // [R] ruling 10: a unit whose allowance is 0 may dash
  if (canDash(s, u, act)) out.push({ type: 'dash' });
  out.push({ type: 'stop' });
  return out;
}

function moveAction(c: C, u: Unit & { hex: Hex }, act: Activation, a: Action): void {
  const s = c.s;
  switch (a.type) {
    case 'step':
      act.allowance--;
      act.steps++;
      enter(c, u, a.hex, 'step');
      return;
    case 'stumble': {
      act.allowance--;
      act.steps++;
      const d = DIRECTIONS[rollDie(c, 'disoriented', u.id) - 1];
      const to = toward(u.hex, d);
      if (to !== null && canEnter(s, u, to)) enter(c, u, to, 'stumble');
      // [R] ruling 12: a step lost to the die costs its point of allowance
      else emit(c, { e: 'stepLost', unit: u.id, direction: d });
      return;
    }
    case 'dash':
      act.dashed = true;
      act.allowance++;
      emit(c, { e: 'dashed', unit: u.id });
      emit(c, { e: 'allowanceChanged', unit: u.id, by: 1, allowance: act.allowance, why: 'dash' });
      // §6.3 −1 next turn, after the minimum of 1
      addStatus(c, u, 'fatigued', s.turn + 1);
      return;
    case 'stop':
      act.ended = true;
      emit(c, { e: 'moveEnded', unit: u.id, why: act.allowance > 0 ? 'stopped' : 'spent' });
      return;
    default:
      return;
  }
}

function finish(c: C, u: Unit): HandlerStep {
  emit(c, { e: 'activationEnded', unit: u.id });
  c.s.activation = null;
  clearDebris(c);
  return DONE;
}

export function activationTask(
  c: C,
  task: Extract<Task, { t: 'activation' }>,
  a: Action | null,
  _seat: Seat | null,
): HandlerStep {
  const s = c.s;
  const act = s.activation;
  const u = unit(s, task.unit);
  if (!act || act.unit !== u.id) return DONE;
  if (!onMap(u)) return finish(c, u);
  switch (act.stage) {
    case 'before':
      if (a?.type === 'go') {
        act.stage = 'move';
        act.allowance = setAllowance(c, u);
        // §7 Pull-up is offered at the start of the activation of a unit already next to Father
        s.stack.push({ t: 'pull', unit: u.id });
        return CONT;
      }
      if (a) {
        beforeMove(c, u, a);
        return CONT;
      }
      return ask(u.seat, 'beforeMove', beforeMoveOptions(s, u, act), { unit: u.id, hex: u.hex });
    case 'move':
      if (act.ended || held(s, u)) {
        act.ended = true;
        act.stage = 'after';
        // §8.1 Rest: +1 next turn if the move ends on its hex
        if (act.restHex === u.hex) addStatus(c, u, 'rest', s.turn + 1);
        return CONT;
      }
      if (a) {
        moveAction(c, u, act, a);
        return CONT;
      }
      return ask(u.seat, 'step', stepOptions(s, u, act), { unit: u.id, hex: u.hex });
    default:
      if (!a && held(s, u)) return finish(c, u);
      if (a?.type === 'end') return finish(c, u);
      if (a) {
        afterMove(c, u, a);
        return CONT;
      }
      return ask(u.seat, 'afterMove', afterMoveOptions(s, u, act), { unit: u.id, hex: u.hex });
  }
}
