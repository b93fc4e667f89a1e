/**
 * Leviath on the core interpreter (shared/core/interpreter.ts): its task handlers and its prompts, one at a time (turns
 * strictly alternate, §5). A prompt names its seat and kind; its legal answers are computed from the state when they
 * are needed (`answers`), never stored. [R] §15 a prompt with a single legal answer is still asked: whether the kaiju
 * is asked must never depend on how many options its secrets leave it.
 */
import { equalJson } from '../core/clone';
import { gameError, type GameError } from '../core/errors';
import { interpreter } from '../core/interpreter';
import type { Result } from '../core/result';
import { SEA_IDS } from './data/map';
import type { Ctx } from './effects';
import { emit } from './effects';
import { cardOptions, humanTurnHandler, mine2Handler, mine2Options, shipOptions, shipsHandler } from './humans';
import { eat2Handler, eatOptions, sweep2Handler, sweepOptions, wave2Handler, waveOptions } from './abilities';
import { actionOptions, kaijuTurnHandler, startHandler, startOptions, turnStartOptions } from './kaiju';
import { normalize } from './normalize';
import type { Action, GameEvent, HumanSeat, Prompt, Seat, State, Task } from './types';
import { fleeOptions, presenceHandler, reactionOptions, searchHandler } from './windows';

/** The answers to a prompt (§16), from the state and the prompt's task; with `like`, at least those equal to it. */
function answers(s: State, p: Prompt, task: Task, like?: Action): Action[] {
  switch (p.kind) {
    case 'start':
      return startOptions(s);
    case 'ships':
    case 'push':
      if (task.t !== 'ships') return [];
      if (like) return like.type === 'shipStep' ? shipOptions(s, task, like.ship) : [{ type: 'done' }];
      return [{ type: 'done' }, ...shipOptions(s, task)];
    case 'card':
      return cardOptions(s, p.seat as HumanSeat, like);
    case 'mine':
      return mine2Options(s, like);
    case 'turnStart':
      return turnStartOptions(s, like);
    case 'action':
      return actionOptions(s, like);
    case 'react':
      return reactionOptions(s, task);
    case 'flee':
      return task.t === 'presence' ? fleeOptions(s, task) : [];
    case 'eat':
      return eatOptions(s);
    case 'sweep':
      return sweepOptions(s);
    case 'wave':
      return waveOptions(s);
  }
}

const engine = interpreter<State, Task, Prompt, Action, GameEvent, Seat, Ctx>({
  // one handler per task type; a task type without a handler fails to compile
  handlers: {
    start: startHandler,
    humanTurn: humanTurnHandler,
    ships: shipsHandler,
    search: searchHandler,
    mine2: mine2Handler,
    presence: presenceHandler,
    kaijuTurn: kaijuTurnHandler,
    eat2: eat2Handler,
    sweep2: sweep2Handler,
    wave2: wave2Handler,
  },
  // [R] §15 a lone answer is asked all the same (see above)
  loneOption: 'ask',
  answers,
  context: (s, events) => ({ s, events }),
});

/** Runs tasks until one waits for an answer or the game ends. */
export function run(c: Ctx): void {
  engine.run(c.s, c.events);
}

/** The one pending prompt, if any. */
export const currentPrompt = (s: State): Prompt | undefined => s.prompts[0];

/** The seat's answers to its prompt (§16). */
export const legalActions = (s: State, seat: string): Action[] => engine.legal(s, seat as Seat);

/**
 * §4.9 the guess marker: any human, at any time, adds or removes a space; it is never empty. [R] §16 a standing action
 * (it answers no prompt, so it never makes a seat active) on sea spaces only: Leviath is never on land.
 */
export function standingActions(s: State, seat: string): Action[] {
  if (s.result || !s.humans.includes(seat as HumanSeat)) return [];
  return SEA_IDS.flatMap((space): Action[] => {
    const on = s.marker.includes(space);
    if (on && s.marker.length === 1) return [];
    return [{ type: 'mark', space, on: !on }];
  });
}

const err = (code: string, params?: Record<string, string | number>): { ok: false; error: GameError } => ({
  ok: false,
  error: gameError(code, params),
});

/** Validates and applies one action to `s` in place; a refusal changes nothing. */
export function applyMut(s: State, seat: string, raw: unknown): Result<GameEvent[], GameError> {
  if (s.result) return err('gameOver');
  const a = normalize(raw);
  if (!a) return err('notAnAction');
  const c: Ctx = { s, events: [] };
  if (a.type === 'mark') {
    if (!standingActions(s, seat).some((x) => equalJson(x, a))) return err('illegal');
    s.v++;
    s.marker = a.on ? [...s.marker, a.space].sort((x, y) => x - y) : s.marker.filter((x) => x !== a.space);
    emit(c, { type: 'markerSet', spaces: [...s.marker] });
    return { ok: true, value: c.events };
  }
  const r = engine.applyMut(s, seat as Seat, a);
  return r.ok ? { ok: true, value: r.events } : r;
}

export const activeSeats = (s: State): string[] => (s.result || !s.prompts.length ? [] : [s.prompts[0].seat]);

/** A new prompt has a new id; the ids count prompts, which are raised the same way whatever the secrets (§15). */
export function promptId(s: State, seat: string): string | null {
  const p = currentPrompt(s);
  return !s.result && p?.seat === seat ? `p${p.id}` : null;
}
