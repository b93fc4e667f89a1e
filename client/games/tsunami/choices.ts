/**
 * How each of Tsunami's answers is tapped (the screen kit's funnel does the rest): a hex is tapped on the map (or
 * its chip), a member in the family list (or its chip), and what is not a place is a button. A skill paid with the
 * Wisdom Bag is its own button; the Flashlight's three hexes may be tapped in any order. It never invents an
 * action: it only says how the engine's options are tapped.
 */
import type { Action } from '../../../shared/tsunami/types';
import { button, type Step } from '../../kit/funnel';
import type { DecisionSpec } from '../../kit/decision';

/** The map's layer: a hex (the engine's number). */
export const HEX = 'hex';
/** The family's layer: a member. */
export const UNIT = 'unit';

const hex = (h: number): Step => ({ on: HEX, id: String(h) });
const unit = (id: string): Step => ({ on: UNIT, id });
const paid = (name: string, bag?: true): string => (bag ? `${name}+bag` : name);

export function steps(a: Action): Step[] {
  switch (a.type) {
    case 'mix':
      return [button(`mix:${a.first}`)];
    case 'claim':
      return [unit(a.unit)];
    case 'foresight':
      return [button(paid('foresight', a.bag)), hex(a.hex)];
    case 'lead':
      return [button(paid('lead', a.bag)), unit(a.unit)];
    case 'react':
      return [button(paid(`react:${a.skill}`, a.bag))];
    case 'step':
    case 'route':
    case 'shortcut':
      return [hex(a.hex)];
    // a pull paid with a card is one tap on the map; with the Wisdom Bag, its button first
    case 'pull':
      return a.bag ? [button('pull+bag'), hex(a.hex)] : [hex(a.hex)];
    case 'call':
      return [unit(a.unit), hex(a.hex)];
    case 'flashlight':
      return a.hexes.map(hex);
    case 'experience':
      return [button(paid('experience', a.bag)), hex(a.from), hex(a.to)];
    case 'dangerSense':
      return [button(paid('dangerSense', a.bag)), hex(a.hex)];
    default:
      // go, stop, dash, stumble, release, carry, bottle, done, pass, end
      return [button(a.type)];
  }
}

/** Every order of a few taps (the Flashlight's hexes). */
function orders<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

export const tsunamiSpec: DecisionSpec<Action> = {
  steps: (a) => steps(a),
  also: (a) => (a.type === 'flashlight' ? orders(a.hexes.map(hex)).slice(1) : []),
  // a place or a member with no alternative is filled in; a button is always a tap
  fill: (s) => s.on !== 'button',
  // "done" gives up every remaining move of the seat's members this turn: it asks once more
  confirm: (a) => a.type === 'done',
};

/** The button id of an action's kind (what `steps` starts with), for its words. */
export const kindOf = (id: string): { name: string; bag: boolean } => ({
  name: id.replace(/\+bag$/, ''),
  bag: id.endsWith('+bag'),
});
