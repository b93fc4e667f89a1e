/**
 * §15 the indistinguishability (leak) test, the strongest a hidden-movement game has: in seeded random games, a
 * second game is rebuilt in which Leviath took another secret path that the public information cannot tell apart
 * (sampled backwards through the public candidate sets), with every other action the same. At every step, every
 * human seat's and the spectator's view, legal actions, active seats, prompt ids, clocks and redacted events must be
 * the same JSON text in both games. The final action is left out: the end reveals Leviath's memo (§13).
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../shared/core/rng';
import { applyClue, START_CANDIDATES } from '../../../shared/leviath/candidates';
import { reach } from '../../../shared/leviath/board';
import { leviath as g } from '../../../shared/leviath/index';
import type { Action, Clue, Sea, State } from '../../../shared/leviath/types';
import { randomLog, secretMoves } from './random-log';

/** Positions after each clue, backwards from a chosen end, preferring spaces other than the true ones. */
function alternativePath(clues: Clue[], truth: Sea[], rng: Random): Sea[] | null {
  const sets: Sea[][] = [[...START_CANDIDATES]];
  for (const c of clues) sets.push(applyClue(sets[sets.length - 1], c));
  const n = clues.length;
  const pos: Sea[] = Array(n + 1).fill(0);
  const prefer = (xs: Sea[], avoid: Sea): Sea => {
    const others = xs.filter((x) => x !== avoid);
    return others.length && rng.int(4) !== 0 ? rng.pick(others) : rng.pick(xs);
  };
  pos[n] = prefer(sets[n], truth[n]);
  for (let i = n; i > 0; i--) {
    const c = clues[i - 1];
    if (c.k !== 'spread') {
      pos[i - 1] = pos[i];
      if (!sets[i - 1].includes(pos[i - 1])) return null;
      continue;
    }
    const preds = sets[i - 1].filter((p) => reach([p], c.steps, c.mines, c.over).has(pos[i]));
    if (!preds.length) return null;
    pos[i - 1] = prefer(preds, truth[i - 1]);
  }
  return pos;
}

/**
 * What a viewer other than the kaiju learns from a state and the events that led to it. The public view (the same
 * for every viewer but under the private keys) is compared once per step; the clues are append-only, so their count
 * is compared at each step and the whole list at the end.
 */
function observePublic(s: State): string {
  return JSON.stringify({ ...g.view(s, 'spectator'), clues: s.clues.length });
}

function observe(s: State, events: unknown[], viewer: string): string {
  return JSON.stringify({
    view: g.privateView?.(s, viewer),
    legal: viewer === 'spectator' ? [] : g.legalActions(s, viewer),
    standing: viewer === 'spectator' ? [] : g.standingActions?.(s, viewer),
    active: g.activeSeats(s),
    prompts: ['kaiju', ...s.humans].map((x) => g.promptId(s, x)),
    clocks: g.clocks(s),
    events: events.map((e) => g.redactEvent(s, e as never, viewer)),
  });
}

const VIEWERS = (s: State): string[] => [...s.humans, 'spectator'];

/** One game and its rebuilt twin; returns whether the twin's secret path differs from the true one. */
function checkGame(i: number): { differing: boolean; compared: number } {
  const options = { humans: (i % 4) + 1, disaster: (i % 5) - 2 };
  const seed = 70_000 + i;
  const seen: string[][] = [];
  const { log, final, truth } = randomLog(options, seed, (s, events) =>
    seen.push([observePublic(s), ...VIEWERS(s).map((x) => observe(s, events, x))]),
  );
  const alt = alternativePath(final.clues, truth, new Random(seed));
  expect(alt, `seed ${seed}: the true path is consistent, so an alternative exists`).not.toBeNull();
  const path = alt as Sea[];
  // the secret choices of the rebuilt game: its start, then the end of each secret move in order
  const moves = secretMoves(final.clues);
  const parsed = g.parseOptions(options);
  if (!parsed.ok) throw new Error('options');
  const b = g.setup(parsed.value, seed).state;
  let k = 0;
  let compared = 0;
  for (let n = 0; n < log.length - 1; n++) {
    const { seat, action } = log[n];
    let other: Action = action;
    if (action.type === 'start') other = { ...action, space: path[0] };
    else if (seat === 'kaiju' && 'to' in action && isSecretMove(action))
      other = { ...action, to: path[moves[k++] + 1] };
    const rb = g.applyInPlace(b, seat, other);
    if (!rb.ok)
      throw new Error(
        `seed ${seed} action ${n}: ${JSON.stringify(other)} refused in the rebuilt game: ${rb.error.code}`,
      );
    const mine = [observePublic(b), ...VIEWERS(b).map((x) => observe(b, rb.value, x))];
    mine.forEach((y, j) => {
      const x = seen[n][j];
      const who = j === 0 ? 'the public view' : VIEWERS(b)[j - 1];
      if (x !== y) expect(y, `seed ${seed} after action ${n} (${JSON.stringify(action)}), ${who}`).toBe(x);
      compared++;
    });
  }
  expect(JSON.stringify(b.clues.slice(0, final.clues.length - 0))).toBe(
    JSON.stringify(final.clues.slice(0, b.clues.length)),
  );
  return { differing: path.some((p, j) => p !== truth[j]), compared };
}

describe('§15 indistinguishability: two secret paths the public cannot tell apart look the same to all but the kaiju', () => {
  const total = { games: 0, differing: 0, compared: 0 };
  const CHUNK = 250;
  for (let chunk = 0; chunk < 8; chunk++)
    it(`seeded random games ${chunk * CHUNK + 1}–${chunk * CHUNK + CHUNK} of 2,000: every step, every human seat and the spectator`, () => {
      for (let i = chunk * CHUNK; i < chunk * CHUNK + CHUNK; i++) {
        const r = checkGame(i);
        total.games++;
        if (r.differing) total.differing++;
        total.compared += r.compared;
      }
      expect(total.games).toBe((chunk + 1) * CHUNK);
      if (chunk === 7) {
        // the test proves something only if the rebuilt games did take other paths
        expect(total.differing).toBeGreaterThan(1500);
        expect(total.compared).toBeGreaterThan(200_000);
      }
    }, 300_000);
});

const isSecretMove = (a: Action): boolean =>
  a.type === 'move' ||
  a.type === 'flee' ||
  (a.type === 'awaken' && (a.card === 'oceanCurrent' || a.card === 'deepCurrent')) ||
  (a.type === 'evolve' && (a.card === 'silentDive' || a.card === 'seaSurfaceGlide' || a.card === 'abyssalCruise'));
