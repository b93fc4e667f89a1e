/** Plays complete games with a chooser per seat; used by the simulator, the benchmark and the property tests. */
import { Random } from '../core/rng';
import { randomAction } from './bots/random';
import { applyMut } from './engine';
import { setup } from './rules';
import { checkInvariants } from './invariants';
import type { Action, GameResult, Options, Seat, State } from './types';

export type Chooser = (s: State, seat: Seat, rng: Random) => Action | null;

export interface GameRecord {
  options: Options;
  seed: number;
  actions: { seat: Seat; action: Action }[];
  state: State;
  result: GameResult | null;
  violations: string[];
}

export function playGame(
  options: Options,
  seed: number,
  opts: { choose?: Chooser; check?: boolean; record?: boolean; maxActions?: number } = {},
): GameRecord {
  const choose = opts.choose ?? randomAction;
  const rng = new Random(seed ^ 0x5bd1e995);
  const { state } = setup(options, seed);
  const actions: GameRecord['actions'] = [];
  const violations: string[] = [];
  const max = opts.maxActions ?? 20000;
  for (let n = 0; !state.result && n < max; n++) {
    const seat = state.prompts[rng.int(state.prompts.length)]?.seat;
    if (!seat) {
      violations.push('no prompt');
      break;
    }
    const a = choose(state, seat, rng);
    if (!a) {
      violations.push(`no action for ${seat}`);
      break;
    }
    const r = applyMut(state, seat, a);
    if (!r.ok) {
      violations.push(`legal action rejected: ${r.error}`);
      break;
    }
    if (opts.record) actions.push({ seat, action: a });
    if (opts.check) for (const v of checkInvariants(state)) violations.push(`after action ${n}: ${v}`);
  }
  if (!state.result) violations.push('game did not end');
  return { options, seed, actions, state, result: state.result, violations };
}
