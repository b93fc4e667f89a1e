/**
 * What the kaiju board shows ahead of the view while an update's events play: the view is the state after all of
 * them, but the board follows the banners. It grows when the growth banner says so (not before, and not an update
 * later: it said "Juvenile" under a "Sub-adult" banner), and a tree node lights up as its placement plays.
 */
import type { View } from '../../../../shared/vulcanus/view';

export interface Ahead {
  stage?: number;
  tree?: Record<string, boolean>;
}

/** The view with the kaiju's growth and lit nodes the events have shown so far. */
export function kaijuAhead(v: View, ahead: Ahead): View {
  if (ahead.stage === undefined && !ahead.tree) return v;
  const k = v.kaiju;
  const stage = Math.max(k.stage, ahead.stage ?? 0);
  // the pools of the stages left behind are spent
  const pools = k.pools.map((n, i) => (i < stage ? 0 : n));
  return { ...v, kaiju: { ...k, stage, pools, tree: { ...k.tree, ...ahead.tree } } };
}
