import { equalJson } from '../core/clone';
import type { Ctx } from './ctx';
import { HANDLERS, validatePlanning } from './handlers';
import { CONT, DONE, type PromptSpec, type Step, type Task } from './tasks';
import type { Action, GameEvent, Prompt, Seat, State } from './types';

function callHandler(c: Ctx, task: Task, a: Action | null, seat: Seat | null): Step {
  const h = HANDLERS[task.t] as (c: Ctx, t: Task, a: Action | null, seat: Seat | null) => Step;
  return h(c, task, a, seat);
}

function setPrompts(c: Ctx, specs: PromptSpec[]): void {
  for (const p of specs) (p as Prompt).id = ++c.s.promptSeq;
  c.s.prompts = specs as Prompt[];
}

/**
 * Runs tasks until every remaining task waits for an answer or the game ends. A prompt with exactly one
 * option is mandatory and is answered at once; planning prompts (no options) always wait.
 */
export function run(c: Ctx): void {
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
    let r = callHandler(c, task, null, null);
    for (;;) {
      if (s.result) return;
      if (r === DONE) {
        s.stack.splice(idx, 1);
        break;
      }
      if (r === CONT) break;
      if (s.interrupts.length) break; // the prompt is raised again once the interrupt is done
      if (!Array.isArray(r) && r.options.length === 1) {
        r = callHandler(c, task, r.options[0], r.seat);
        continue;
      }
      setPrompts(c, Array.isArray(r) ? r : [r]);
      return;
    }
  }
}

export function promptFor(s: State, seat: Seat): Prompt | undefined {
  return s.prompts.find((p) => p.seat === seat);
}

function describe(a: unknown): string {
  try {
    return JSON.stringify(a).slice(0, 200);
  } catch {
    return String(a);
  }
}

/** Validates and applies one action to `s` in place. On error nothing has changed. */
export function applyMut(
  s: State,
  seat: Seat,
  action: unknown,
): { ok: true; events: GameEvent[] } | { ok: false; error: string } {
  if (s.result) return { ok: false, error: 'the game is over' };
  if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
    return { ok: false, error: `not an action: ${describe(action)}` };
  const prompt = promptFor(s, seat);
  if (!prompt) return { ok: false, error: `${seat} has nothing to decide now` };
  const a = action as Action;
  const c: Ctx = { s, events: [] };
  if (prompt.kind === 'planHumans' || prompt.kind === 'planKaiju') {
    const e = validatePlanning(s, seat, a);
    if (e) return { ok: false, error: e };
  } else if (!prompt.options.includes(a) && !prompt.options.some((o) => equalJson(o, a))) {
    return { ok: false, error: `not a legal answer to ${prompt.kind}: ${describe(action)}` };
  }
  const idx = s.stack.length - 1;
  const task = s.stack[idx];
  s.v++;
  s.prompts = [];
  const r = callHandler(c, task, a, seat);
  if (!s.result) {
    if (r === DONE) s.stack.splice(idx, 1);
    else if (r !== CONT && !s.interrupts.length) {
      // The handler raised its next prompt itself; a lone mandatory option goes through run() to be answered.
      const specs = Array.isArray(r) ? r : [r];
      if (specs.length !== 1 || specs[0].options.length !== 1) {
        setPrompts(c, specs);
        return { ok: true, events: c.events };
      }
    }
    run(c);
  }
  return { ok: true, events: c.events };
}
