/**
 * The tutorial coach's step logic, pure (no DOM): which step is on for the update the screen shows, when it
 * moves on, and the end. client/ui/coach.ts draws it. Steps come in order; an `anytime` step interrupts, once.
 */
import type { CoachScript, CoachStep } from '../games/types';

export interface CoachState {
  /** The next ordered step (an index into the script's ordered steps). */
  at: number;
  /** The ordered step at `at` has appeared, on this update (its `done` compares with it). */
  since: unknown;
  shown: boolean;
  /** An `anytime` step that is on, and the update it appeared on. */
  tip: string | null;
  tipSince: unknown;
  /** The `anytime` steps already shown. */
  seen: string[];
  /** running: coaching; end: the closing message is on; closed: the coach is gone (finished or skipped). */
  phase: 'running' | 'end' | 'closed';
  /** The script's end has come: the explanations still due are shown, then the closing message. */
  ending: boolean;
  skipped: boolean;
}

export const startCoach = (): CoachState => ({
  at: 0,
  since: null,
  shown: false,
  tip: null,
  tipSince: null,
  seen: [],
  phase: 'running',
  ending: false,
  skipped: false,
});

const ordered = <U>(s: CoachScript<U>): CoachStep<U>[] => s.steps.filter((x) => !x.anytime);

/**
 * The end has come (or was coming): interruptions and the steps asking for something are over, but the
 * explanations whose moment has come are still shown, in order, before the closing message: a single update may
 * carry the game past several phases (the lava and base phases played at once after the last card), and what
 * they were is still worth a word. An explanation being read is never yanked away.
 */
function finishing<U>(script: CoachScript<U>, st: CoachState, u: U): CoachState {
  const list = ordered(script);
  const next: CoachState = { ...st, tip: null, tipSince: null, ending: true };
  while (next.at < list.length) {
    const step = list[next.at];
    if (!step.done && (next.shown || (!step.skip?.(u) && (!step.when || step.when(u))))) {
      if (!next.shown) {
        next.shown = true;
        next.since = u;
      }
      return next;
    }
    next.at++;
    next.shown = false;
    next.since = null;
  }
  return { ...next, phase: 'end', ending: false };
}

/** The state after the screen showed update u. */
export function coachOn<U>(script: CoachScript<U>, st: CoachState, u: U): CoachState {
  if (st.phase !== 'running') return st;
  if (st.ending || script.endsWhen(u)) return finishing(script, st, u);
  const next = { ...st, seen: [...st.seen] };
  // an interruption on: it ends when done (or passed over); a "Next" one stays until tapped
  if (next.tip) {
    const tip = script.steps.find((x) => x.id === next.tip);
    if (!tip || tip.skip?.(u) || tip.done?.(u, next.tipSince as U)) {
      next.tip = null;
      next.tipSince = null;
    }
  }
  if (!next.tip) {
    const tip = script.steps.find((x) => x.anytime && !next.seen.includes(x.id) && !x.skip?.(u) && x.when?.(u));
    if (tip) {
      next.seen.push(tip.id);
      next.tip = tip.id;
      next.tipSince = u;
    }
  }
  const list = ordered(script);
  while (next.at < list.length) {
    const step = list[next.at];
    if (step.skip?.(u)) {
      next.at++;
      next.shown = false;
      next.since = null;
      continue;
    }
    if (!next.shown) {
      if (step.when && !step.when(u)) break;
      next.shown = true;
      next.since = u;
    }
    // a step whose request is met already (the player ran ahead) is passed at once
    if (step.done?.(u, next.since as U)) {
      next.at++;
      next.shown = false;
      next.since = null;
      continue;
    }
    break;
  }
  return next;
}

/**
 * An event the board plays: the next ordered step appears now if the event is its moment (`whenEvent`) and nothing
 * is on before it — a phase that passes within one update is spoken of while it plays, not once the screen has
 * moved on. `u` is the update on screen (the step's `done` and `skip` compare with it).
 */
export function coachEvent<U>(script: CoachScript<U>, st: CoachState, e: unknown, u: U): CoachState {
  if (st.phase !== 'running' || st.ending || st.shown || st.tip) return st;
  const step = ordered(script)[st.at] as CoachStep<U> | undefined;
  if (!step?.whenEvent?.(e) || step.skip?.(u)) return st;
  return { ...st, shown: true, since: u };
}

/** "Next" on the step on: the interruption, else the ordered step; then the state is worked out again for u. */
export function coachNext<U>(script: CoachScript<U>, st: CoachState, u: U | null): CoachState {
  if (st.phase === 'end') return { ...st, phase: 'closed' };
  if (st.phase !== 'running') return st;
  if (st.ending) {
    const after: CoachState = { ...st, at: st.at + 1, shown: false, since: null };
    return u === null ? { ...after, phase: 'end', ending: false } : finishing(script, after, u);
  }
  const next: CoachState = st.tip
    ? { ...st, tip: null, tipSince: null }
    : { ...st, at: st.at + 1, shown: false, since: null };
  return u === null ? next : coachOn(script, next, u);
}

/** "Skip tutorial": the coaching ends; the game goes on. */
export function coachSkip(st: CoachState): CoachState {
  return st.phase === 'closed' ? st : { ...st, phase: 'closed', skipped: st.phase === 'running' };
}

/** What the bubble shows: a step, the closing message, or nothing (waiting for a step's moment, or closed). */
export function coachShows<U>(
  script: CoachScript<U>,
  st: CoachState,
): { kind: 'step'; step: CoachStep<U>; n: number; of: number } | { kind: 'end' } | null {
  if (st.phase === 'end') return { kind: 'end' };
  if (st.phase !== 'running') return null;
  const list = ordered(script);
  const tip = st.tip ? script.steps.find((x) => x.id === st.tip) : undefined;
  if (tip) return { kind: 'step', step: tip, n: Math.min(st.at + 1, list.length), of: list.length };
  if (st.shown && st.at < list.length) return { kind: 'step', step: list[st.at], n: st.at + 1, of: list.length };
  return null;
}
