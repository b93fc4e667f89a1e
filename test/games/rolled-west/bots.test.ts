/**
 * Rolled West's computer players: the compact game the search thinks with (shared/rolled-west/bots/sim.ts) scores
 * and plays exactly as the engine does, its greedy playouts are the greedy player's own moves, and the search
 * player answers legally, the same way for the same view, and finds the winning plan on the game's last roll.
 */
import { describe, expect, it } from 'vitest';
import { rolledWest as g } from '../../../shared/rolled-west/index';
import { GHOST, scores } from '../../../shared/rolled-west/rules';
import { encode, makeTable, resIndex, total, P_COPIED, P_SIZE } from '../../../shared/rolled-west/bots/sim';
import { copies, greedyTurn, Scratch } from '../../../shared/rolled-west/bots/playout';
import { firstStep } from '../../../shared/rolled-west/bots/plans';
import { bestPlan, searchDecision, settingsFor } from '../../../shared/rolled-west/bots/search';
import type { Action, Options, State } from '../../../shared/rolled-west/types';

const opts = (o: Partial<Options> = {}): Options => ({
  players: 4,
  majoritySecondForAll: false,
  bankFromAnyOpponent: false,
  ...o,
});

function act(s: State, seat: string, a: Action | null): void {
  const r = g.applyInPlace(s, seat, a);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)} refused: ${r.error.code}`);
}

const greedy = (s: State, seat: string, seed: number) =>
  g.computer.choose({ view: g.computer.viewFor(s, seat, []), seat, level: 'greedy', seed });

/** Every table the options allow: 2, 3 and 4 players, each rule option on and off. */
const TABLES: Partial<Options>[] = [
  { players: 2 },
  { players: 3, majoritySecondForAll: true },
  { players: 4 },
  { players: 4, bankFromAnyOpponent: true, majoritySecondForAll: true },
];

describe('Rolled West computer players', () => {
  it('the compact game scores every player as the engine does (§10), all along greedy games', () => {
    let checked = 0;
    for (const [i, o] of TABLES.entries()) {
      const s = g.setup(opts(o), 300 + i).state;
      for (let n = 0; !g.isOver(s); n++) {
        const seat = g.activeSeats(s)[0];
        act(s, seat, greedy(s, seat, n));
        const v = g.view(s, 'spectator');
        const tb = makeTable(v);
        const a = encode(tb, v);
        const want = scores(s);
        tb.seats.forEach((p, k) => expect(total(tb, a, k)).toBe(want[p].total));
        checked++;
      }
      // the game's end: the totals are the final ones
      const v = g.view(s, 'spectator');
      const tb = makeTable(v);
      tb.seats.forEach((p, k) => expect(total(tb, encode(tb, v), k)).toBe(s.final?.[p].total));
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("greedy playouts make the greedy player's own turns and copies (§6.1, §8), tie-breaks included", () => {
    let turns = 0;
    for (const [i, o] of TABLES.entries())
      for (let seed = 0; seed < 3; seed++) {
        const s = g.setup(opts(o), 700 + 10 * i + seed).state;
        const tb = makeTable(g.view(s, 'spectator'));
        const sc = new Scratch(tb.size);
        let expected: Int16Array | null = null;
        const check = () => {
          if (!expected) return;
          const real = encode(tb, g.view(s, 'spectator'));
          // the copy right is reset when the next turn starts: compare everything else
          for (let p = 0; p < tb.n; p++) real[p * P_SIZE + P_COPIED] = expected[p * P_SIZE + P_COPIED] = 0;
          expect(Array.from(real)).toEqual(Array.from(expected));
          turns++;
          expected = null;
        };
        for (let n = 0; !g.isOver(s); n++) {
          const seat = g.activeSeats(s)[0];
          const first = g.legalActions(s, seat)[0];
          if (first?.type === 'terrain' || first?.type === 'roll') check();
          if (first?.type === 'terrain' && s.turn) {
            const a = encode(tb, g.view(s, 'spectator'));
            const dice = s.turn.dice.map(resIndex);
            const me = tb.seats.indexOf(seat);
            const die = greedyTurn(tb, a, me, s.pos, dice, sc);
            copies(
              tb,
              a,
              s.pos,
              me,
              dice.filter((_, j) => j !== die),
            );
            expected = a;
          }
          act(s, seat, greedy(s, seat, n));
          if (seat === GHOST && s.ghost) {
            // the ghost's roll (§9): everyone may copy from it
            const a = encode(tb, g.view(s, 'spectator'));
            copies(tb, a, s.pos, -1, s.ghost.map(resIndex));
            expected = a;
          }
        }
        check();
      }
    expect(turns).toBeGreaterThan(150);
  });

  it('the search player answers legally in every kind of game, and the same way for the same view', () => {
    for (const [i, o] of TABLES.entries()) {
      const s = g.setup(opts(o), 900 + i).state;
      for (let n = 0; !g.isOver(s) && n < 400; n++) {
        const seat = g.activeSeats(s)[0];
        const view = g.computer.viewFor(s, seat, []);
        const a = g.computer.choose({ view, seat, level: 'search', budgetMs: 5, seed: n });
        expect(g.legalActions(s, seat)).toContainEqual(a);
        // the answer is a function of the view and the work (no clock: no deadline here), whatever the seed
        if (n % 5 === 0 && seat !== GHOST) {
          const once = searchDecision(view, seat, settingsFor(5), Infinity);
          expect(searchDecision(view, seat, settingsFor(5), Infinity)).toEqual(once);
          expect(g.legalActions(s, seat)).toContainEqual(once?.best);
        }
        act(s, seat, a);
      }
      expect(g.isOver(s)).toBe(true);
    }
  });

  it('the hint names the next step of the best plan, with its reason and how often it won', () => {
    const s = g.setup(opts({ players: 3 }), 41).state;
    const seat = g.activeSeats(s)[0];
    const h = g.computer.hint({ view: g.view(s, seat), seat, budgetMs: 20, seed: 1 });
    expect(g.legalActions(s, seat)).toContainEqual(h?.action);
    expect(h?.reason.key).toBe('terrain');
    expect(h?.winChance).toBeGreaterThanOrEqual(0);
    expect(h?.winChance).toBeLessThanOrEqual(1);
    act(s, seat, h?.action ?? null);
    const next = g.computer.hint({ view: g.view(s, seat), seat, budgetMs: 20, seed: 1 });
    expect(next?.reason.key).toBe(next?.action.type);
  });
});

/** Every end of the current turn through the engine: the best final outcome for the seat (1 win, 0.5 shared…). */
function bestOutcome(s: State, seat: string): number {
  let best = 0;
  const seen = new Set<string>();
  const dfs = (st: State) => {
    const key = JSON.stringify([st.sheets[seat], { ...st.turn, undo: [] }]);
    if (seen.has(key)) return;
    seen.add(key);
    for (const a of g.legalActions(st, seat)) {
      if (a.type === 'undo') continue;
      const c = structuredClone(st);
      act(c, seat, a);
      if (a.type === 'endTurn') {
        const w = c.winners ?? [];
        if (w.includes(seat)) best = Math.max(best, 1 / w.length);
      } else dfs(c);
    }
  };
  dfs(s);
  return best;
}

describe('Rolled West search player on the last roll', () => {
  it('wins whenever some way of playing the last turn wins (§10), where the greedy player sometimes does not', () => {
    let greedyMissed = 0;
    let cases = 0;
    for (let seed = 0; seed < 24; seed++) {
      const s = g.setup(opts({ players: (2 + (seed % 3)) as 2 | 3 | 4 }), 1200 + seed).state;
      // greedy players up to the last roll of the game
      for (let n = 0; s.pos < s.schedule.length - 1 || g.activeSeats(s)[0] !== s.turn?.seat; n++) {
        const seat = g.activeSeats(s)[0];
        act(s, seat, greedy(s, seat, n));
      }
      const seat = s.turn?.seat ?? '';
      const possible = bestOutcome(s, seat);
      const bySearch = structuredClone(s);
      while (!g.isOver(bySearch)) {
        const plan = bestPlan(g.view(bySearch, seat), seat, settingsFor(5), Infinity);
        act(bySearch, seat, plan ? firstStep(g.view(bySearch, seat), plan.best) : { type: 'endTurn' });
      }
      const byGreedy = structuredClone(s);
      for (let n = 0; !g.isOver(byGreedy); n++) act(byGreedy, seat, greedy(byGreedy, seat, n));
      const share = (x: State) => ((x.winners ?? []).includes(seat) ? 1 / (x.winners ?? []).length : 0);
      expect(share(bySearch)).toBe(possible);
      if (share(byGreedy) < possible) greedyMissed++;
      cases++;
    }
    expect(cases).toBe(24);
    expect(greedyMissed).toBeGreaterThan(0);
  });
});
