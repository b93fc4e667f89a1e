/**
 * §13 the indistinguishability test: in seeded games played by the greedy computer players, a twin game is set up
 * that differs only in the faces of the face-down cards (within each zone back) and in which unturned shelter tile
 * is the real one, with the same generator; the same actions are played in both. Every seat's and the spectator's
 * view, legal actions, active seats, prompt ids, clocks and events must be the same JSON in both:
 * (a) with every hidden face and the shelter exchanged, until the first card or shelter tile is turned;
 * (b) with only the faces never turned in the game exchanged (and the shelter, when no tile of it was turned before
 *     the end), through the whole game but its last action (the end shows everything).
 */
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../shared/core/clone';
import { Random, seedRng, shuffle } from '../../../shared/core/rng';
import { determinize } from '../../../shared/tsunami/bots/determinize';
import { greedyAction } from '../../../shared/tsunami/bots/greedy';
import { tsunami as g } from '../../../shared/tsunami/index';
import { shuffleHidden } from '../../../shared/tsunami/secrets';
import type { Action, GameEvent, Options, State } from '../../../shared/tsunami/types';

const VARIANTS: Record<string, unknown>[] = [
  { familySize: 4 },
  { familySize: 2 },
  { familySize: 6, people: 3 },
  { familySize: 3, cat: true, hardMode: true },
  { familySize: 5, map: 'random', skillCards: 2 },
  { lovers: true, dash: false },
];

function observe(s: State, events: GameEvent[]): string {
  const viewers = [...g.seats(s.options).map((x) => x.id), 'spectator'];
  return JSON.stringify({
    views: viewers.map((x) => g.view(s, x)),
    legal: viewers.map((x) => (x === 'spectator' ? [] : g.legalActions(s, x))),
    prompts: viewers.map((x) => g.promptId(s, x)),
    active: g.activeSeats(s),
    clocks: g.clocks(s),
    events: viewers.map((x) => events.map((e) => g.redactEvent(s, e, x))),
  });
}

/** A game played by the greedy players (each from its own view); its log and where hidden faces were turned. */
function play(options: Options, seed: number) {
  const { state } = g.setup(options, seed);
  const start = cloneJson(state);
  const log: { seat: string; action: Action; events: GameEvent[] }[] = [];
  // where each card now lying on a hex was at the start (Experience moves them)
  const origin = state.cards.map((_, h) => h);
  const turned = new Set<number>();
  let shelterTurned = false;
  for (let n = 0; !state.result && n < 3000; n++) {
    const seat = g.activeSeats(state)[0];
    const action = greedyAction(determinize(g.view(state, seat), seed * 7 + n), seat) as Action;
    const r = g.applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code}`);
    for (const e of r.value) {
      if (e.e === 'cardsSwapped') [origin[e.from], origin[e.to]] = [origin[e.to], origin[e.from]];
      if (e.e === 'cardRevealed') turned.add(origin[e.hex]);
      if (e.e === 'shelterRevealed' && !state.result) shelterTurned = true;
    }
    log.push({ seat, action, events: r.value });
  }
  return { start, log, turned, shelterTurned };
}

/** Replays the log on the twin, comparing what everyone sees; returns the actions compared. */
function compare(a: State, b: State, log: ReturnType<typeof play>['log'], upto: number, label: string): number {
  let n = 0;
  for (; n < upto; n++) {
    const { seat, action } = log[n];
    const ra = g.applyInPlace(a, seat, action);
    const rb = g.applyInPlace(b, seat, action);
    if (!ra.ok || !rb.ok) throw new Error(`${label} action ${n}: refused in ${ra.ok ? 'the twin' : 'the game'}`);
    const x = observe(a, ra.value);
    const y = observe(b, rb.value);
    if (x !== y) expect(y, `${label} after action ${n} ${JSON.stringify(action)}`).toBe(x);
  }
  return n;
}

describe('§13 indistinguishability: hidden faces and the real shelter never show until turned', () => {
  const totals = { games: 0, differing: 0, compared: 0, whole: 0 };
  for (let chunk = 0; chunk < 4; chunk++)
    it(`seeded games ${chunk * 60 + 1}–${chunk * 60 + 60} of 240, every seat and the spectator`, () => {
      for (let i = chunk * 60; i < chunk * 60 + 60; i++) {
        const parsed = g.parseOptions(VARIANTS[i % VARIANTS.length]);
        if (!parsed.ok) throw new Error('options');
        const seed = 90_000 + i;
        const { start, log, turned, shelterTurned } = play(parsed.value, seed);
        // (a) every hidden face and the shelter exchanged: the same until the first turn of a card or tile
        const firstTurn = log.findIndex((x) =>
          x.events.some((e) => e.e === 'cardRevealed' || e.e === 'shelterRevealed'),
        );
        const a = cloneJson(start);
        const b = cloneJson(start);
        const r = new Random(seed);
        shuffleHidden(b, () => r.int(2 ** 30));
        totals.compared += compare(a, b, log, firstTurn < 0 ? log.length - 1 : firstTurn, `(a) seed ${seed}`);
        // (b) only the faces never turned exchanged (within each zone back), and the shelter if never turned
        const c = cloneJson(start);
        const d = cloneJson(start);
        const rng = seedRng(seed);
        for (const zone of ['G', 'Y', 'R'] as const) {
          const hexes = d.cards.map((x, h) => (x && x.zone === zone && !turned.has(h) ? h : -1)).filter((h) => h >= 0);
          const faces = shuffle(
            rng,
            hexes.map((h) => d.cards[h]?.card ?? 'clear'),
          );
          hexes.forEach((h, k) => {
            const slot = d.cards[h];
            if (slot) slot.card = faces[k];
          });
        }
        if (!shelterTurned) {
          const realAt = d.shelters.findIndex((t) => t.real);
          d.shelters.forEach((t, k) => (t.real = k === (realAt + 1) % 3));
        }
        if (JSON.stringify(d.cards) !== JSON.stringify(c.cards) || !shelterTurned) totals.differing++;
        totals.whole += compare(c, d, log, log.length - 1, `(b) seed ${seed}`);
        totals.games++;
      }
      expect(totals.games).toBe((chunk + 1) * 60);
      if (chunk === 3) {
        // the test proves something only if the twins did differ and long stretches were compared
        expect(totals.differing).toBeGreaterThan(200);
        expect(totals.whole).toBeGreaterThan(240 * 40);
      }
    }, 300_000);
});
