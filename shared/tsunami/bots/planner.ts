/**
 * The planner, the default computer player: it tries each sensible answer (which member moves next, which hex to
 * step to, whom to lead or pull up, whether to react) in many sampled worlds — the unseen cards drawn from what each
 * zone's deck still holds (determinize.ts), the real shelter among the unturned tiles, dice of its own — and plays
 * each world to the end with the whole family on the greedy policy. The answer with the best average result wins;
 * every answer meets the same worlds (common random numbers), so the comparison is fair with few samples.
 *
 * It never peeks: its input is the public view. Its thinking is bounded by a number of playouts (reproducible) and a
 * time budget, neither of which depends on anything hidden.
 */
import type { SeatView } from '../../core/game';
import { seedRng } from '../../core/rng';
import { machine } from '../flow';
import type { Action, Prompt, State, View } from '../types';
import { determinize } from './determinize';
import { greedyAction } from './greedy';

/** [T] the default level's thinking time when the host gives none (the brief: at most 1 s a decision). */
export const DEFAULT_BUDGET_MS = 900;
/**
 * [T] playouts per answer: enough to tell answers apart, and within the budget on this machine (the balance of
 * docs/balance.md is measured at this cap, so it is the default level's strength wherever the budget is not reached).
 */
export const DEFAULT_PLAYOUTS = 24;
/** A playout that has not ended after this many actions is scored as it stands. */
const MAX_ROLLOUT = 2000;

export interface PlanOptions {
  budgetMs?: number;
  /** Playouts per candidate answer at most (reproducible when the budget is not reached). */
  maxPlayouts?: number;
  seed?: number;
}

export interface Plan {
  action: Action | null;
  /** The estimated value of the chosen answer (0–1.3), or null when there was nothing to choose. */
  value: number | null;
  /** The chosen answer's share of complete victories in its playouts. */
  victory: number | null;
  /** The chosen answer's playouts that did not end in a Tragedy (the family's "win"), and how many it had. */
  safe: number;
  samples: number;
  playouts: number;
  ms: number;
}

/** How good an ended (or abandoned) game is for the family: its points, a complete victory, a tragedy. */
export function outcomeValue(s: State): number {
  const max = s.units.reduce(
    (n, u) => n + (u.role === 'child' ? 3 : u.role === 'grandpa' || u.role === 'grandma' ? 1 : 2),
    0,
  );
  if (!s.result) {
    // an abandoned playout: the escaped and the still living at half
    const escaped = s.units.filter((u) => u.fate === 'escaped').length;
    const living = s.units.filter((u) => u.fate === 'map').length;
    return (escaped + living / 2) / s.units.length;
  }
  const r = s.result;
  return Math.min(1, r.score / max) + (r.tier === 'completeVictory' ? 0.3 : 0) - (r.tier === 'tragedy' ? 0.3 : 0);
}

/** Plays a (sampled) world to its end with every seat on the greedy policy. */
export function rollout(s: State): void {
  for (let n = 0; !s.result && n < MAX_ROLLOUT; n++) {
    const p = s.prompts[0];
    if (!p) return;
    const a = greedyAction(s, p.seat);
    if (!a || !machine.applyMut(s, p.seat, a).ok) return;
  }
}

/** The answers worth comparing at this prompt (a few, always including the greedy one). */
export function candidates(s: State, p: Prompt, greedy: Action): Action[] {
  const o = p.options;
  const cardPaid = (a: Action) =>
    !('bag' in a) || !o.some((x) => x.type === a.type && JSON.stringify({ ...x, bag: true }) === JSON.stringify(a));
  let list: Action[];
  switch (p.kind) {
    case 'claim':
      list = o.filter((a) => a.type === 'claim');
      break;
    case 'beforeMove':
      list = o.filter(
        (a) =>
          a.type === 'go' ||
          a.type === 'lead' ||
          a.type === 'release' ||
          a.type === 'carry' ||
          (a.type === 'foresight' && s.shelters.some((t) => t.hex === a.hex)),
      );
      break;
    case 'afterMove':
      list = o.filter((a) => a.type === 'end' || a.type === 'dangerSense');
      break;
    case 'skillMix':
    case 'flashlight':
      list = [];
      break;
    default:
      list = [...o];
  }
  list = list.filter(cardPaid);
  const key = JSON.stringify(greedy);
  if (!list.some((a) => JSON.stringify(a) === key)) list.push(greedy);
  return list;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export function plan(view: SeatView<View> | View, seat: string, opts: PlanOptions = {}): Plan {
  const t0 = now();
  const seed = opts.seed ?? 1;
  const base = determinize(view, seed);
  const p = base.prompts.find((x) => x.seat === seat);
  if (!p || base.result) return { action: null, value: null, victory: null, safe: 0, samples: 0, playouts: 0, ms: 0 };
  const greedy = greedyAction(base, seat) ?? p.options[0];
  const list = p.options.length > 1 ? candidates(base, p, greedy) : [greedy];
  if (list.length <= 1)
    return { action: greedy, value: null, victory: null, safe: 0, samples: 0, playouts: 0, ms: now() - t0 };
  const budget = opts.budgetMs ?? DEFAULT_BUDGET_MS;
  const cap = opts.maxPlayouts ?? DEFAULT_PLAYOUTS;
  const values: number[][] = list.map(() => []);
  const wins = new Array<number>(list.length).fill(0);
  const safe = new Array<number>(list.length).fill(0);
  let samples = 0;
  let playouts = 0;
  while (samples < cap && (samples < 2 || now() - t0 < budget)) {
    const world = determinize(view, (seed * 1_000_003 + samples * 7919) >>> 0);
    const text = JSON.stringify(world);
    list.forEach((a, i) => {
      const s = i === list.length - 1 ? world : (JSON.parse(text) as State);
      s.rng = seedRng((seed + samples * 104_729) >>> 0);
      if (machine.applyMut(s, seat as never, a).ok) rollout(s);
      values[i].push(outcomeValue(s));
      if (s.result?.tier === 'completeVictory') wins[i]++;
      if (s.result && s.result.tier !== 'tragedy') safe[i]++;
      playouts++;
    });
    samples++;
  }
  // the greedy answer is the prior: another must beat it in the same worlds by more than the noise (a paired test)
  const g = list.findIndex((a) => JSON.stringify(a) === JSON.stringify(greedy));
  let best = g;
  let bestGain = 0;
  for (let i = 0; i < list.length; i++) {
    if (i === g) continue;
    const d = values[i].map((v, k) => v - values[g][k]);
    const mean = d.reduce((x, y) => x + y, 0) / d.length;
    const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, d.length - 1));
    if (mean > bestGain && mean > (2 * sd) / Math.sqrt(d.length)) [best, bestGain] = [i, mean];
  }
  const sum = values[best].reduce((x, y) => x + y, 0);
  return {
    action: list[best],
    value: sum / samples,
    victory: wins[best] / samples,
    safe: safe[best],
    samples,
    playouts,
    ms: now() - t0,
  };
}
