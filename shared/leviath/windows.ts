/**
 * §12 the kaiju's reaction windows and what follows them: a search card's answer (§10) and the forced move after a
 * "present" (§8). [R] §12 a window opens whenever the kaiju holds any awakening card (a public count), whatever
 * their kinds, and the engine never passes for it: whether it is asked never depends on what it holds.
 */
import { SEA_NEIGHBOURS, reachSpaces } from './board';
import { AWAKENING } from './data/numbers';
import { clue, emit, kaijuAt, secretMove, type Ctx } from './effects';
import { CONT, DONE, type Step } from './steps';
import type { Action, AwakeningId, State, Task } from './types';

const reactOptions = (s: State, card: AwakeningId): Action[] => [
  { type: 'pass' },
  ...(s.kaiju.awakening.includes(card) ? [{ type: 'react', card } as Action] : []),
];

/** The reaction window's options: after a search, Acoustic Jamming; after a "present", Slip Away. */
export function reactionOptions(s: State, task: Task): Action[] {
  return reactOptions(s, task.t === 'search' ? 'acousticJamming' : 'slipAway');
}

function playReaction(c: Ctx, card: AwakeningId): void {
  const k = c.s.kaiju;
  k.awakening.splice(k.awakening.indexOf(card), 1);
  k.awakeningDiscard.push(card);
  emit(c, { type: 'awakeningPlayed', card });
}

/**
 * §10 a search card: the reaction window, then the answer, computed only once the window has closed. §12 Acoustic
 * Jamming sends the card to the discard with no effect and no answer.
 */
export function searchHandler(c: Ctx, task: Extract<Task, { t: 'search' }>, a: Action | null): Step {
  const s = c.s;
  if (task.stage === 'window') {
    if (s.kaiju.awakening.length > 0) {
      if (!a) return { seat: 'kaiju', kind: 'react' };
      if (a.type === 'react') {
        playReaction(c, a.card);
        emit(c, { type: 'searchJammed' });
        return DONE;
      }
    }
    task.stage = 'answer';
    return CONT;
  }
  const present = task.spaces.includes(kaijuAt(s));
  emit(c, { type: 'searchAnswered', present });
  clue(c, { k: present ? 'in' : 'out', spaces: task.spaces, why: 'search' });
  return DONE;
}

/** §8 the forced move's destinations: a mine-free sea neighbour; with Slip Away a 1–2 step path of such spaces. */
export function fleeOptions(s: State, task: Extract<Task, { t: 'presence' }>): Action[] {
  const spaces = task.slip
    ? reachSpaces([task.space], AWAKENING.slipAway.steps ?? 2, s.mines)
    : SEA_NEIGHBOURS[task.space].filter((x) => !s.mines.includes(x));
  return spaces.map((to): Action => ({ type: 'flee', to }));
}

/**
 * §8 after a "present" (and its capture check): the reaction window (Slip Away), then the secret forced move. [R] §12
 * the "present" window opens after a mine's presence check only: a search's answer comes after its own window and
 * forces no move, so nothing could be played after it.
 */
export function presenceHandler(c: Ctx, task: Extract<Task, { t: 'presence' }>, a: Action | null): Step {
  const s = c.s;
  if (task.stage === 'window') {
    if (s.kaiju.awakening.length === 0) {
      task.stage = 'flee';
      return CONT;
    }
    if (!a) return { seat: 'kaiju', kind: 'react' };
    if (a.type === 'react') {
      playReaction(c, a.card);
      task.slip = true;
    }
    task.stage = 'flee';
    return CONT;
  }
  if (!a) return { seat: 'kaiju', kind: 'flee' };
  if (a.type !== 'flee') return CONT;
  secretMove(c, a.to, 'forced', task.slip ? (AWAKENING.slipAway.steps ?? 2) : 1, false);
  return DONE;
}
