/** Vulcanus on the core interpreter (shared/core/interpreter.ts): its task handlers and its free-form planning. */
import { interpreter, type AnyHandler, type Step as CoreStep } from '../core/interpreter';
import type { Ctx } from './ctx';
import { HANDLERS, validatePlanning } from './handlers';
import { humanSeats } from './planning';
import type { PromptSpec, Step, Task } from './tasks';
import { HUMAN_SEATS, type Action, type GameEvent, type Prompt, type Seat, type State } from './types';

export const isPlanningPrompt = (p: Prompt): boolean => p.kind === 'planHumans' || p.kind === 'planKaiju';

/**
 * [R] §7.5 a question for "the humans" is asked of every human seat; the first answer stands. A lone mandatory
 * option stays one prompt, so that the interpreter answers it at once.
 */
function askSeats(s: State, step: Step): CoreStep<Prompt> {
  if (typeof step === 'number') return step;
  if (!Array.isArray(step)) return step.seat === 'humans' ? teamPrompts(s, step) : (step as Omit<Prompt, 'id'>);
  let team = false;
  for (const p of step) if (p.seat === 'humans') team = true;
  if (!team) return step as CoreStep<Prompt>;
  const out: Omit<Prompt, 'id'>[] = [];
  for (const p of step) {
    if (p.seat !== 'humans') out.push(p as Omit<Prompt, 'id'>);
    else for (const seat of teamSeats(s, p)) out.push(teamPrompt(p, seat));
  }
  return out.length === 1 ? out[0] : out;
}

/** The seats a team question goes to: all of them, or the first alone for a lone mandatory option. */
function teamSeats(s: State, p: PromptSpec): readonly Seat[] {
  return p.options.length === 1 ? HUMAN_SEATS.slice(0, 1) : humanSeats(s);
}

function teamPrompts(s: State, p: PromptSpec): CoreStep<Prompt> {
  const seats = teamSeats(s, p);
  if (seats.length === 1) return teamPrompt(p, seats[0]);
  const out: Omit<Prompt, 'id'>[] = [];
  for (const seat of seats) out.push(teamPrompt(p, seat));
  return out;
}

/**
 * One seat's copy of a team question: the keys in the order they have always had (seat, kind, options, card, info,
 * team, and the interpreter's id), built whole rather than spread (see `ask`).
 */
function teamPrompt(p: PromptSpec, seat: Seat): Omit<Prompt, 'id'> {
  const { kind, options, card, info } = p;
  const q =
    card === undefined
      ? info === undefined
        ? { seat, kind, options, team: true as const, id: 0 }
        : { seat, kind, options, info, team: true as const, id: 0 }
      : info === undefined
        ? { seat, kind, options, card, team: true as const, id: 0 }
        : { seat, kind, options, card, info, team: true as const, id: 0 };
  return q;
}

type AnyTaskHandler = AnyHandler<Ctx, Task, Action, Seat, Prompt>;
/** The tasks that ask the team; the others' prompts name their seat and go to the interpreter as they are. */
const TEAM_TASKS: readonly Task['t'][] = ['setup', 'basePhase', 'people', 'researchAttack'];
const handlers = Object.fromEntries(
  Object.entries(HANDLERS).map(([t, h]) => {
    const raw = h as unknown as (...x: Parameters<AnyTaskHandler>) => Step;
    const wrapped: AnyTaskHandler = (c, task, a, seat) => askSeats(c.s, raw(c, task, a, seat));
    return [t, TEAM_TASKS.includes(t as Task['t']) ? wrapped : h];
  }),
) as unknown as { [K in Task['t']]: AnyHandler<Ctx, Extract<Task, { t: K }>, Action, Seat, Prompt> };

const engine = interpreter<State, Task, Prompt, Action, GameEvent, Seat, Ctx>({
  handlers,
  // Vulcanus has always answered a lone option at once: its stored logs hold no answer to such a prompt
  loneOption: 'answer',
  isFreeForm: isPlanningPrompt,
  validateFreeForm: (s, seat, _prompt, a) => validatePlanning(s, seat, a),
  context: (s, events) => ({ s, events }),
});

/** Runs tasks until every remaining task waits for an answer or the game ends. */
export function run(c: Ctx): void {
  engine.run(c.s, c.events);
}

export const promptFor = engine.promptFor;

/** Validates and applies one action to `s` in place. On error nothing has changed. */
export const applyMut = engine.applyMut;
