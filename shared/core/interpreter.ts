/**
 * The rules interpreter every game of the platform can use: a stack of tasks kept in the (plain JSON) state, so a
 * game stopped in the middle of a card is still plain JSON. A handler is called with no answer to advance or to
 * raise its prompt, and with the chosen action once the prompt's seat answers. Handlers keep their progress in
 * their task's own fields and must raise the same prompt again when re-entered without an answer.
 *
 * A prompt names its seat and lists its legal answers; a game may mark some prompts free-form (their moves are
 * enumerated elsewhere, e.g. planning), and checks those answers itself.
 */
import { equalJson } from './clone';
import type { GameError } from './errors';

export interface BasePrompt<Seat extends string = string, A = unknown> {
  id: number;
  seat: Seat;
  kind: string;
  /** The legal answers; empty for free-form prompts. */
  options: A[];
}

/** The interpreter's part of a game state. */
export interface TaskState<T extends { t: string }, P extends BasePrompt> {
  /** Number of actions applied so far (the state version). */
  v: number;
  stack: T[];
  prompts: P[];
  /** Interrupting tasks queued while another task runs; they run before it continues. */
  interrupts: T[];
  promptSeq: number;
  /** Set once the game is over: nothing runs after that. */
  result: unknown;
}

export const DONE = 0 as const;
export const CONT = 1 as const;
/** DONE: pop the task; CONT: the task pushed work and stays; a prompt (or one per seat) to wait for answers. */
export type Step<P extends BasePrompt> = typeof DONE | typeof CONT | Omit<P, 'id'> | Omit<P, 'id'>[];

/** The working context of one apply: the state being changed and the events it emits. */
export interface Ctx<S, E> {
  s: S;
  events: E[];
}

export type AnyHandler<C, T, A, Seat, P extends BasePrompt> = (
  c: C,
  task: T,
  a: A | null,
  seat: Seat | null,
) => Step<P>;

export interface Machine<
  S extends TaskState<T, P>,
  T extends { t: string },
  P extends BasePrompt<Seat, A>,
  A extends { type: string },
  E,
  Seat extends string,
  C extends Ctx<S, E> = Ctx<S, E>,
> {
  /** One handler per task type. */
  handlers: { [K in T['t']]: AnyHandler<C, Extract<T, { t: K }>, A, Seat, P> };
  /** Prompts whose answers are not listed in their options. */
  isFreeForm(prompt: P): boolean;
  /** Checks an answer to a free-form prompt; null when it is legal. */
  validateFreeForm(s: S, seat: Seat, prompt: P, action: A): GameError | null;
  /** The context for one apply (a game may carry more than the state and its events). */
  context(s: S, events: E[]): C;
}

export type ApplyOutcome<E> = { ok: true; events: E[] } | { ok: false; error: GameError };

export interface Interpreter<S, E, Seat extends string, P> {
  /** Runs tasks until every remaining task waits for an answer or the game ends. */
  run(s: S, events: E[]): void;
  promptFor(s: S, seat: Seat): P | undefined;
  /** Validates and applies one action to `s` in place. On error nothing has changed. */
  applyMut(s: S, seat: Seat, action: unknown): ApplyOutcome<E>;
}

export function interpreter<
  S extends TaskState<T, P>,
  T extends { t: string },
  P extends BasePrompt<Seat, A>,
  A extends { type: string },
  E,
  Seat extends string,
  C extends Ctx<S, E> = Ctx<S, E>,
>(m: Machine<S, T, P, A, E, Seat, C>): Interpreter<S, E, Seat, P> {
  const handlers = m.handlers as unknown as Record<string, AnyHandler<C, T, A, Seat, P>>;
  const call = (c: C, task: T, a: A | null, seat: Seat | null): Step<P> => handlers[task.t](c, task, a, seat);

  function setPrompts(s: S, specs: Omit<P, 'id'>[]): void {
    for (const p of specs) (p as P).id = ++s.promptSeq;
    s.prompts = specs as P[];
  }

  /** A prompt with exactly one option is mandatory and is answered at once; free-form prompts always wait. */
  function run(c: C): void {
    const s = c.s;
    for (;;) {
      if (s.result) return;
      if (s.interrupts.length) {
        for (let i = s.interrupts.length - 1; i >= 0; i--) s.stack.push(s.interrupts[i]);
        s.interrupts = [];
      }
      const idx = s.stack.length - 1;
      if (idx < 0) return;
      const task = s.stack[idx];
      let r = call(c, task, null, null);
      for (;;) {
        if (s.result) return;
        if (r === DONE) {
          s.stack.splice(idx, 1);
          break;
        }
        if (r === CONT) break;
        if (s.interrupts.length) break; // the prompt is raised again once the interrupt is done
        if (!Array.isArray(r) && r.options.length === 1) {
          r = call(c, task, r.options[0], r.seat);
          continue;
        }
        setPrompts(s, Array.isArray(r) ? r : [r]);
        return;
      }
    }
  }

  function promptFor(s: S, seat: Seat): P | undefined {
    return s.prompts.find((p) => p.seat === seat);
  }

  function applyMut(s: S, seat: Seat, action: unknown): ApplyOutcome<E> {
    if (s.result) return { ok: false, error: { code: 'gameOver' } };
    if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
      return { ok: false, error: { code: 'notAnAction' } };
    const prompt = promptFor(s, seat);
    if (!prompt) return { ok: false, error: { code: 'notYourTurn' } };
    const a = action as A;
    if (m.isFreeForm(prompt)) {
      const e = m.validateFreeForm(s, seat, prompt, a);
      if (e) return { ok: false, error: e };
    } else if (!prompt.options.includes(a) && !prompt.options.some((o) => equalJson(o, a))) {
      return { ok: false, error: { code: 'illegal', params: { prompt: prompt.kind } } };
    }
    const c = m.context(s, []);
    const idx = s.stack.length - 1;
    const task = s.stack[idx];
    s.v++;
    s.prompts = [];
    const r = call(c, task, a, seat);
    if (!s.result) {
      if (r === DONE) s.stack.splice(idx, 1);
      else if (r !== CONT && !s.interrupts.length) {
        // The handler raised its next prompt itself; a lone mandatory option goes through run() to be answered.
        const specs = Array.isArray(r) ? r : [r];
        if (specs.length !== 1 || specs[0].options.length !== 1) {
          setPrompts(s, specs);
          return { ok: true, events: c.events };
        }
      }
      run(c);
    }
    return { ok: true, events: c.events };
  }

  return { run: (s, events) => run(m.context(s, events)), promptFor, applyMut };
}
