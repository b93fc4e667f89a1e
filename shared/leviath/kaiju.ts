/**
 * §7 the kaiju's turn: its secret start, the turn-start window (§12) and one action A–E (the abilities of §11 and
 * §12 are in abilities.ts). Every choice here is the kaiju's; what the others learn is the events' public half and
 * the clues.
 * [R] §15 every kaiju prompt is raised whatever its options, so that no prompt's presence depends on a secret.
 */
import { reachSpaces, tsunamiSources } from './board';
import { isReaction } from './data/cards';
import { NUMBERS } from './data/numbers';
import { emit, kaijuAt, letters, nextTurn, secretMove, sendToPort, setEnergy, wave, type Ctx } from './effects';
import { CONT, type Step } from './steps';
import type { Action, AwakeningId, EvolutionId, State, Task } from './types';

import { awakeningPlays, evolutionPlays, evolve, playAwakening, shipsWithin } from './abilities';

// ------------------------------------------------------------------------------------------------ start

export const startOptions = (s: State): Action[] =>
  NUMBERS.startSpaces.filter((x) => !s.mines.includes(x)).map((space) => ({ type: 'start', space }));

/** §4.9 Leviath secretly chooses its start and writes it in its log; then the first human turn begins. */
export function startHandler(c: Ctx, _task: Extract<Task, { t: 'start' }>, a: Action | null): Step {
  if (!a) return { seat: 'kaiju', kind: 'start' };
  if (a.type !== 'start') return CONT;
  const k = c.s.kaiju;
  k.at = a.space;
  k.trail = [a.space];
  emit(c, { type: 'kaijuStarted', space: a.space });
  c.s.stack.pop();
  c.s.stack.push(nextTurn(c, 'kaiju'));
  return CONT;
}

// ------------------------------------------------------------------------------------------------ the turn

/**
 * §12 the turn-start window: pass, or one held turn-start card (it may hold only reaction cards, and pass). With
 * `like`, only the plays of its card.
 */
export function turnStartOptions(s: State, like?: Action): Action[] {
  const out: Action[] = like && like.type !== 'pass' ? [] : [{ type: 'pass' }];
  if (like && like.type !== 'awaken') return out;
  const held: AwakeningId[] = [];
  for (const x of s.kaiju.awakening) if (!isReaction(x) && !held.includes(x)) held.push(x);
  for (const card of held)
    if (like?.type !== 'awaken' || like.card === card) for (const a of awakeningPlays(s, card)) out.push(a);
  return out;
}

/**
 * §7 the actions A–E that are affordable and legal now; Silence always is. With `like`, only those of its type (and
 * of its evolution card).
 */
export function actionOptions(s: State, like?: Action): Action[] {
  const k = s.kaiju;
  const want = (type: Action['type']): boolean => !like || like.type === type;
  const out: Action[] = [];
  if (want('silence')) out.push({ type: 'silence' });
  // §7 [R] predation needs a ship at sea on Leviath's space or next to it
  if (want('predation')) for (const ship of shipsWithin(s, 1)) out.push({ type: 'predation', ship });
  if (k.energy >= NUMBERS.moveCost && want('move'))
    for (const to of reachSpaces([kaijuAt(s)], NUMBERS.moveSteps, s.mines)) out.push({ type: 'move', to });
  if (k.energy >= NUMBERS.tsunamiCost && want('tsunami'))
    for (const letter of letters(s)) out.push({ type: 'tsunami', letter });
  if (!want('evolve')) return out;
  const held: EvolutionId[] = [];
  for (const e of k.evolution) if (!held.includes(e.card)) held.push(e.card);
  for (const card of held)
    if (like?.type !== 'evolve' || like.card === card) for (const a of evolutionPlays(s, card)) out.push(a);
  return out;
}

/** §7 the kaiju's turn: the turn-start window while it holds any awakening card (§12), then one action. */
export function kaijuTurnHandler(c: Ctx, task: Extract<Task, { t: 'kaijuTurn' }>, a: Action | null): Step {
  const s = c.s;
  switch (task.stage) {
    case 'window':
      // §12 [R] the window opens whenever it holds any awakening card, whatever their kinds: a public count
      if (s.kaiju.awakening.length === 0) {
        task.stage = 'action';
        return CONT;
      }
      if (!a) return { seat: 'kaiju', kind: 'turnStart' };
      task.stage = 'action';
      if (a.type === 'awaken') playAwakening(c, a);
      return CONT;
    case 'action':
      if (!a) return { seat: 'kaiju', kind: 'action' };
      task.stage = 'end';
      act(c, a);
      return CONT;
    case 'end':
      s.stack.pop();
      s.stack.push(nextTurn(c, 'kaiju'));
      return CONT;
  }
}

function act(c: Ctx, a: Action): void {
  const s = c.s;
  const k = s.kaiju;
  switch (a.type) {
    case 'silence':
      emit(c, { type: 'kaijuActed', action: 'silence' });
      setEnergy(c, k.energy + NUMBERS.silenceEnergy);
      return;
    case 'predation':
      emit(c, { type: 'kaijuActed', action: 'predation' });
      setEnergy(c, k.energy + NUMBERS.predationEnergy);
      sendToPort(c, a.ship, 1, 'predation');
      return;
    case 'move':
      emit(c, { type: 'kaijuActed', action: 'move' });
      setEnergy(c, k.energy - NUMBERS.moveCost);
      secretMove(c, a.to, 'move', NUMBERS.moveSteps, false);
      return;
    case 'tsunami': {
      emit(c, { type: 'kaijuActed', action: 'tsunami' });
      setEnergy(c, k.energy - NUMBERS.tsunamiCost);
      wave(c, a.letter, tsunamiSources(a.letter, s.submerged));
      return;
    }
    case 'evolve':
      evolve(c, a);
      return;
    default:
      return;
  }
}
