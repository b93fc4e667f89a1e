/**
 * How each of Leviath's decisions is tapped (the screen kit's funnel, client/kit/funnel.ts, does the rest): first
 * what to do (an action kind, with its card), then each of its targets in a fixed order (the piece before the
 * place). Kinds that act on the map may be tapped there at once (the kind implied); a few kinds are one button
 * per target; a human's card is picked in the hand, then played or discarded. It never invents an action.
 */
import type { Action } from '../../../shared/leviath/types';
import { BUTTON, button, type Step } from '../../kit/funnel';
import type { DecisionSpec } from '../../kit/decision';

export type Field = 'ship' | 'mine' | 'from' | 'region' | 'letter' | 'space' | 'to';
export type Value = string | number;

/** The order targets are asked in: the piece first, then where it goes. */
export const FIELD_ORDER: readonly Field[] = ['ship', 'mine', 'from', 'region', 'letter', 'space', 'to'];

/** The layer of the viewer's hand (a human's card is picked there first). */
export const HAND = 'hand';

/** The kinds whose first target may be picked straight on the map, before anything is chosen in the panel. */
const DIRECT = new Set(['start', 'move', 'predation', 'tsunami', 'flee', 'shipStep', 'mine', 'eat', 'sweep']);

/** The kinds offered as one button per target rather than one button for the kind. */
export const PER_TARGET = new Set(['start', 'flee', 'mine', 'eat', 'sweep']);

export const keyOf = (a: Action): string => a.type + ('card' in a && a.card ? `:${a.card}` : '');

const valueOf = (a: Action, f: Field): Value | undefined => (a as unknown as Record<string, Value | undefined>)[f];

export const fieldsOf = (a: Action): Field[] => FIELD_ORDER.filter((f) => valueOf(a, f) !== undefined);

/** The taps on the map that pick an action's targets. */
export const targetSteps = (a: Action): Step[] => fieldsOf(a).map((f) => ({ on: f, id: String(valueOf(a, f)) }));

/** A per-target kind's button: its key and its targets. */
export const targetButton = (a: Action): Step =>
  button(
    `${keyOf(a)}>${targetSteps(a)
      .map((s) => s.id)
      .join(',')}`,
  );

/** The kind a button stands for (a per-target button's key before its targets). */
export const buttonKey = (id: string): string => id.split('>')[0];

function steps(a: Action): Step[] {
  const key = keyOf(a);
  if (a.type === 'play' || a.type === 'discard') return [{ on: HAND, id: a.card }, button(key), ...targetSteps(a)];
  // ship steps are taken on the map alone
  if (a.type === 'shipStep') return targetSteps(a);
  if (PER_TARGET.has(a.type)) return [targetButton(a)];
  return [button(key), ...targetSteps(a)];
}

/**
 * The decision's spec; `confirm`: the kaiju confirms what costs energy or moves it (its pass and done go at once),
 * a human's choice goes as soon as it is complete.
 */
export function leviathSpec(kaiju: boolean): DecisionSpec<Action> {
  return {
    steps,
    also: (a) => {
      const t = targetSteps(a);
      return DIRECT.has(a.type) && a.type !== 'shipStep' && t.length ? [t] : [];
    },
    // a target with no alternative is filled in; a button (discard, play) is always a tap
    fill: (s) => s.on !== BUTTON && s.on !== HAND,
    confirm: (a) => kaiju && a.type !== 'pass' && a.type !== 'done',
  };
}
