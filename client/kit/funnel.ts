/**
 * The decision funnel: a decision's legal actions become short sequences of taps. A game says how one action is
 * tapped (its `steps`: a button, then a town, then …); the funnel offers the distinct next steps of the actions
 * that still match the taps so far, fills in a step that has no alternative, and names the action once the taps
 * determine one. It never invents an action: it only narrows the list the engine gave. Pure, no DOM.
 */

/** One tap: a button of the panel (`on: 'button'`) or a target on the board (`on` names its layer: a town, a space). */
export interface Step {
  on: string;
  id: string;
}

/** The layer of the panel's own buttons. */
export const BUTTON = 'button';

export const stepKey = (s: Step): string => `${s.on}:${s.id}`;

export const button = (id: string): Step => ({ on: BUTTON, id });

export interface FunnelSpec<A> {
  /** How an action is tapped, first tap first. `all` is the whole decision (a step may be left out when every option shares it). */
  steps(a: A, all: readonly A[]): Step[];
  /**
   * Other ways to tap the same action (a shortcut: the target on the map at once, the kind implied). When two
   * actions complete on the same taps, the first in the engine's order is the one sent.
   */
  also?(a: A, all: readonly A[]): Step[][];
  /**
   * Whether a step that is the only one possible after the first tap is taken without asking (the only unit on the
   * chosen town). Default: every such step.
   */
  fill?(s: Step): boolean;
}

export interface Choice<A> {
  /** The taps so far, the filled-in steps included. */
  taps: Step[];
  /** The actions still possible. */
  candidates: A[];
  /** The distinct next steps, in the engine's order of the actions. */
  next: Step[];
  /** The action the taps determine, once they do. */
  complete: A | null;
}

interface Path<A> {
  action: A;
  steps: Step[];
}

function paths<A>(options: readonly A[], spec: FunnelSpec<A>): Path<A>[] {
  const out: Path<A>[] = [];
  for (const action of options) {
    out.push({ action, steps: spec.steps(action, options) });
    for (const steps of spec.also?.(action, options) ?? []) out.push({ action, steps });
  }
  return out;
}

const matches = (steps: readonly Step[], taps: readonly Step[]): boolean =>
  taps.every((t, i) => i < steps.length && stepKey(steps[i]) === stepKey(t));

/** Where the taps so far lead among `options`. */
export function funnel<A>(options: readonly A[], taps: readonly Step[], spec: FunnelSpec<A>): Choice<A> {
  const all = paths(options, spec);
  let cur = [...taps];
  for (;;) {
    const live = all.filter((p) => matches(p.steps, cur));
    const candidates = [...new Set(live.map((p) => p.action))];
    const done = cur.length > 0 ? live.find((p) => p.steps.length === cur.length) : undefined;
    if (done) return { taps: cur, candidates, next: [], complete: done.action };
    const seen = new Set<string>();
    const next: Step[] = [];
    for (const p of live) {
      const s = p.steps[cur.length];
      if (s && !seen.has(stepKey(s))) {
        seen.add(stepKey(s));
        next.push(s);
      }
    }
    // a lone next step after a first tap needs no tap of its own
    if (cur.length > 0 && next.length === 1 && (spec.fill?.(next[0]) ?? true)) {
      cur = [...cur, next[0]];
      continue;
    }
    return { taps: cur, candidates, next, complete: null };
  }
}

/** The ids offered on one layer (the towns to light, the buttons to draw). */
export function offered(c: Choice<unknown>, on: string): string[] {
  return c.next.filter((s) => s.on === on).map((s) => s.id);
}

/** The hinted action's next step after the taps so far, or null when the taps left its path (or it is not offered). */
export function hintStep<A>(
  hint: A | null,
  options: readonly A[],
  taps: readonly Step[],
  spec: FunnelSpec<A>,
): Step | null {
  if (hint === null) return null;
  const key = JSON.stringify(hint);
  const a = options.find((o) => JSON.stringify(o) === key);
  if (a === undefined) return null;
  for (const steps of [spec.steps(a, options), ...(spec.also?.(a, options) ?? [])])
    if (matches(steps, taps) && steps.length > taps.length) return steps[taps.length];
  return null;
}
