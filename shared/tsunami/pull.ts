/**
 * §7 Father's Pull-up: while he waits on a cliff/step hex (not acting, not Stunned or Trapped), each time another
 * unit arrives next to him, and at the start of the activation of a unit already next to him, his player may move
 * that unit to another open hex beside him; it resolves that hex as if it had entered, and if it is the acting unit
 * its move goes on, the pull costing it nothing [R].
 */
import { DONE } from '../core/interpreter';
import { enter } from './activation';
import { openGround } from './board';
import type { C } from './ctx';
import { NEIGHBOURS, adjacent } from './hex';
import { ask, type HandlerStep } from './prompts';
import { payments, spend } from './skills';
import type { Action, Seat, Task, Unit } from './types';
import { held, onMap, unit } from './units';

/** Who may pull `u` up now (Father, or Boyfriend in the Lovers variant), with the hexes and payments. */
export function pullOptions(c: C, u: Unit): { puller: Unit; options: Action[] } | null {
  const s = c.s;
  if (!onMap(u) || held(s, u)) return null;
  for (const p of s.units) {
    if (p === u || !onMap(p) || held(s, p) || s.ground[p.hex] !== '^') continue;
    if (s.activation?.unit === p.id || !adjacent(p.hex, u.hex)) continue;
    const pays = payments(s, p, 'pullUp');
    if (!pays.length) continue;
    const options: Action[] = [];
    for (const pay of pays)
      for (const h of NEIGHBOURS[p.hex])
        if (h !== u.hex && openGround(s, h)) options.push({ type: 'pull', hex: h, ...pay });
    if (options.length) return { puller: p, options: [...options, { type: 'pass' }] };
  }
  return null;
}

export function pullTask(c: C, task: Extract<Task, { t: 'pull' }>, a: Action | null, _seat: Seat | null): HandlerStep {
  const u = unit(c.s, task.unit);
  const offer = pullOptions(c, u);
  if (!offer || !onMap(u)) return DONE;
  if (a?.type === 'pull') {
    spend(c, offer.puller, 'pullUp', !!a.bag, u, a.hex);
    enter(c, u, a.hex, 'pulled');
    return DONE;
  }
  if (a) return DONE;
  return ask(offer.puller.seat, 'pullUp', offer.options, { unit: u.id, hex: u.hex });
}
