/** Random games for Leviath's tests: a log played by random legal actions (by kind, as the kit does). */
import { Random } from '../../../shared/core/rng';
import { leviath as g } from '../../../shared/leviath/index';
import type { Action, Clue, Sea, Seat, State } from '../../../shared/leviath/types';

/** A random game's log, final state, and Leviath's true position after each clue (the start first). */
export function randomLog(
  options: Record<string, unknown>,
  seed: number,
  onStep?: (s: State, events: unknown[]) => void,
): { log: { seat: Seat; action: Action }[]; final: State; truth: Sea[] } {
  const o = g.parseOptions(options);
  if (!o.ok) throw new Error('options');
  const { state } = g.setup(o.value, seed);
  const rng = new Random(seed ^ 0x51ed);
  const log: { seat: Seat; action: Action }[] = [];
  const truth: Sea[] = [];
  while (!g.isOver(state)) {
    const seat = g.activeSeats(state)[0] as Seat;
    const all = g.legalActions(state, seat);
    // random by kind, as the kit does, so that a card's many targets do not crowd out the rest
    const kinds = new Map<string, Action[]>();
    for (const a of all) {
      const key = a.type === 'play' ? `play:${a.card}` : a.type;
      const list = kinds.get(key);
      if (list) list.push(a);
      else kinds.set(key, [a]);
    }
    const action = rng.pick(rng.pick([...kinds.values()]));
    const before = state.clues.length;
    const r = g.applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    log.push({ seat, action });
    onStep?.(state, r.value);
    if (action.type === 'start') truth.push(action.space);
    for (let i = before; i < state.clues.length; i++) truth.push(positionAfterClue(state, i));
  }
  return { log, final: state, truth };
}

/** Leviath's space right after clue i: its space now, when no later move happened in the same action. */
function positionAfterClue(s: State, _i: number): Sea {
  return s.kaiju.at ?? 0;
}

/** The indexes of the spread clues that are secret moves (each is one kaiju action with a destination). */
export const secretMoves = (clues: Clue[]): number[] => clues.flatMap((c, i) => (c.k === 'spread' ? [i] : []));
