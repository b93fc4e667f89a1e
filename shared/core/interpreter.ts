/**
 * The rules interpreter every game of the platform can use: a stack of tasks kept in the (plain JSON) state, so a
 * game stopped in the middle of a card is still plain JSON. A handler is called with no answer to advance or to
 * raise its prompt, and with the chosen action once the prompt's seat answers. Handlers keep their progress in
 * their task's own fields and must raise the same prompt again when re-entered without an answer.
 *
 * A prompt names its seat and its legal answers: listed in the prompt when it is raised, or computed by the game when
 * they are needed (`answers`), for a game whose answers are many or costly to list. A game may also mark some
 * prompts free-form (their moves are enumerated elsewhere, e.g. planning), and checks those answers itself.
 *
 * The one policy that differs between games is `loneOption`: whether a prompt with a single legal answer is answered
 * at once or still asked.
 */
import { equalJson } from './clone';
import type { GameError } from './errors';

export interface BasePrompt<Seat extends string = string, A = unknown> {
  id: number;
  seat: Seat;
  kind: string;
  /** The legal answers, when the prompt lists them; empty for free-form prompts, absent when `answers` computes them. */
  options?: A[];
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
  /**
   * What to do with a prompt that has exactly one legal answer. 'answer': the interpreter answers it at once, so no
   * seat is asked a decision that is none. 'ask': it is asked like any other. Answering at once shows everyone that
   * no decision was asked, that is, that there was only one legal answer; a game in which a seat's options depend on
   * what only that seat knows must ask, or the skipped question tells its secret.
   */
  loneOption: 'answer' | 'ask';
  /**
   * The legal answers of a prompt raised without its options, computed from the state and the prompt's task (the top
   * of the stack) whenever they are needed, rather than listed in the state. Absent: the prompt's own options. To
   * check an answer the interpreter passes it as `like`: the game may then leave out every answer that cannot equal
   * it (those of another card, say), as long as it keeps every one that can.
   */
  answers?(s: S, prompt: P, task: T, like?: A): A[];
  /** Prompts whose answers are not listed at all (default: none). */
  isFreeForm?(prompt: P): boolean;
  /** Checks an answer to a free-form prompt; null when it is legal. */
  validateFreeForm?(s: S, seat: Seat, prompt: P, action: A): GameError | null;
  /** The context for one apply (a game may carry more than the state and its events). */
  context(s: S, events: E[]): C;
}

export type ApplyOutcome<E> = { ok: true; events: E[] } | { ok: false; error: GameError };

export interface Interpreter<S, E, Seat extends string, P, A> {
  /** Runs tasks until every remaining task waits for an answer or the game ends. */
  run(s: S, events: E[]): void;
  promptFor(s: S, seat: Seat): P | undefined;
  /** The legal answers of the seat's prompt (none for a free-form prompt, or when the seat is not asked). */
  legal(s: S, seat: Seat): A[];
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
>(m: Machine<S, T, P, A, E, Seat, C>): Interpreter<S, E, Seat, P, A> {
  const handlers = m.handlers as unknown as Record<string, AnyHandler<C, T, A, Seat, P>>;
  const call = (c: C, task: T, a: A | null, seat: Seat | null): Step<P> => handlers[task.t](c, task, a, seat);
  const freeForm = (p: P): boolean => m.isFreeForm?.(p) ?? false;
  const answers = (s: S, p: P | Omit<P, 'id'>, task: T, like?: A): A[] =>
    m.answers ? m.answers(s, p as P, task, like) : (p.options ?? []);
  const answerAtOnce = m.loneOption === 'answer';

  function setPrompts(s: S, specs: Omit<P, 'id'>[]): void {
    for (const p of specs) (p as P).id = ++s.promptSeq;
    s.prompts = specs as P[];
  }

  /** The only answer of a lone prompt that the policy answers at once, or null when it is to be asked. */
  function loneAnswer(s: S, r: Omit<P, 'id'>, task: T): A | null {
    if (!answerAtOnce) return null;
    const legal = answers(s, r, task);
    // a free-form prompt lists no answer: asked whatever its count
    return legal.length === 1 && !freeForm(r as P) ? legal[0] : null;
  }

  /** Runs tasks until they wait for answers; free-form prompts always wait. */
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
        const only = Array.isArray(r) ? null : loneAnswer(s, r, task);
        if (only !== null && !Array.isArray(r)) {
          r = call(c, task, only, r.seat);
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

  function legal(s: S, seat: Seat): A[] {
    const p = promptFor(s, seat);
    return !p || s.result || freeForm(p) ? [] : answers(s, p, s.stack[s.stack.length - 1]);
  }

  function applyMut(s: S, seat: Seat, action: unknown): ApplyOutcome<E> {
    if (s.result) return { ok: false, error: { code: 'gameOver' } };
    if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
      return { ok: false, error: { code: 'notAnAction' } };
    const prompt = promptFor(s, seat);
    if (!prompt) return { ok: false, error: { code: 'notYourTurn' } };
    const a = action as A;
    const idx = s.stack.length - 1;
    const task = s.stack[idx];
    if (freeForm(prompt)) {
      const e = m.validateFreeForm?.(s, seat, prompt, a) ?? null;
      if (e) return { ok: false, error: e };
    } else {
      const options = answers(s, prompt, task, a);
      if (!options.includes(a) && !options.some((o) => equalJson(o, a)))
        return { ok: false, error: { code: 'illegal', params: { prompt: prompt.kind } } };
    }
    const c = m.context(s, []);
    s.v++;
    s.prompts = [];
    const r = call(c, task, a, seat);
    if (!s.result) {
      if (r === DONE) s.stack.splice(idx, 1);
      else if (r !== CONT && !s.interrupts.length) {
        // The handler raised its next prompt itself; a lone answer the policy gives at once goes through run().
        const specs = Array.isArray(r) ? r : [r];
        if (specs.length !== 1 || loneAnswer(s, specs[0], task) === null) {
          setPrompts(s, specs);
          return { ok: true, events: c.events };
        }
      }
      run(c);
    }
    return { ok: true, events: c.events };
  }

  return { run: (s, events) => run(m.context(s, events)), promptFor, legal, applyMut };
}
