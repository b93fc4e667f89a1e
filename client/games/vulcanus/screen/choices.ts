/**
 * Turns a prompt's legal options into a short sequence of taps: each option becomes a list of steps (a town on
 * the map, or a button), and the screen offers the distinct next steps of the options that match the taps so far.
 * Pure, so that it can be unit-tested; it knows nothing of the rules beyond the shape of actions.
 */
import type { Action } from '../../../../shared/vulcanus/types';

export type Step = { kind: 'town'; town: string } | { kind: 'btn'; key: string };

export function stepKey(s: Step): string {
  return s.kind === 'town' ? `town:${s.town}` : `btn:${s.key}`;
}

export function optionSteps(a: Action, all: readonly Action[]): Step[] {
  const town = (t: string): Step => ({ kind: 'town', town: t });
  const btn = (key: string): Step => ({ kind: 'btn', key });
  switch (a.type) {
    case 'town':
      return [town(a.town)];
    case 'move': {
      const moves = all.filter((x): x is Extract<Action, { type: 'move' }> => x.type === 'move');
      const sameFrom = moves.every((m) => m.from === a.from);
      const sameTo = moves.every((m) => m.to === a.to);
      if (sameFrom) return [town(a.to)];
      if (sameTo) return [town(a.from)];
      const pieces = new Set(moves.filter((m) => m.from === a.from).map((m) => m.piece));
      return pieces.size > 1 ? [town(a.from), btn(`piece:${a.piece}`), town(a.to)] : [town(a.from), town(a.to)];
    }
    case 'unit':
      return [town(a.town), btn(`unit:${a.unit}`)];
    case 'target':
      return [town(a.town), btn(`piece:${a.piece}`)];
    case 'heli':
      return [town(a.from), town(a.to)];
    case 'people':
      return [btn(`people:${a.citizens}:${a.vips}`)];
    case 'option':
      return [btn(`option:${a.option}`)];
    case 'role':
      return [btn(`role:${a.role}`)];
    case 'node':
      return [btn(`node:${a.node}`)];
    case 'bonus':
      return [btn(`bonus:${a.tile}`)];
    case 'pass':
      return [btn('pass')];
    default:
      return [btn(a.type)];
  }
}

export interface ChoiceState {
  /** Options still possible after the taps so far. */
  candidates: { action: Action; steps: Step[] }[];
  /** Distinct next towns to highlight and next buttons to show. */
  towns: string[];
  buttons: string[];
  /** The action to send, when the taps so far determine one. */
  complete: Action | null;
}

export function choose(options: readonly Action[], taps: readonly Step[]): ChoiceState {
  const all = options.map((action) => ({ action, steps: optionSteps(action, options) }));
  const candidates = all.filter((o) => taps.every((t, i) => o.steps[i] && stepKey(o.steps[i]) === stepKey(t)));
  const done = candidates.find((o) => o.steps.length === taps.length);
  if (done) return { candidates, towns: [], buttons: [], complete: done.action };
  const towns: string[] = [];
  const buttons: string[] = [];
  for (const o of candidates) {
    const s = o.steps[taps.length];
    if (!s) continue;
    if (s.kind === 'town') {
      if (!towns.includes(s.town)) towns.push(s.town);
    } else if (!buttons.includes(s.key)) buttons.push(s.key);
  }
  // A single button left after a first tap (e.g. the only unit on the chosen town) is chosen at once.
  if (taps.length > 0 && towns.length === 0 && buttons.length === 1)
    return choose(options, [...taps, { kind: 'btn', key: buttons[0] }]);
  return { candidates, towns, buttons, complete: null };
}
