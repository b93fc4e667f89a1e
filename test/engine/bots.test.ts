import { describe, expect, it } from 'vitest';
import { cloneJson, equalJson } from '../../shared/core/clone';
import { Random, shuffle } from '../../shared/core/rng';
import { BOT_LEVELS, chooseAction, hint, searchDecision } from '../../shared/vulcanus/bots/index';
import { determinize } from '../../shared/vulcanus/bots/determinize';
import { kaijuWinProbability } from '../../shared/vulcanus/bots/evaluate';
import { heuristicAction } from '../../shared/vulcanus/bots/policy';
import { explain } from '../../shared/vulcanus/bots/reason';
import { REASONS } from '../../client/games/vulcanus/i18n/reasons';
import { candidates } from '../../shared/vulcanus/bots/search';
import { humanDeck, kaijuDeck } from '../../shared/vulcanus/data/cards';
import { ADVANCED_IDS } from '../../shared/vulcanus/data/events';
import { BONUS_TILES } from '../../shared/vulcanus/data/landmarks';
import { apply, setup, teamView, view, vulcanus } from '../../shared/vulcanus/index';
import { HIDDEN } from '../../shared/vulcanus/view';
import type { Options, Seat, State } from '../../shared/vulcanus/types';

/** Plays greedily (each seat from its own view) until `stop` holds; returns the state. */
function playUntil(options: Options, seed: number, stop: (s: State) => boolean, maxActions = 3000): State {
  const { state } = setup(options, seed);
  for (let n = 0; n < maxActions && !state.result && !stop(state); n++) {
    const seat = state.prompts[0].seat;
    const a = heuristicAction(view(state, seat), seat);
    expect(a).not.toBeNull();
    const r = vulcanus.applyInPlace(state, seat, a);
    expect(r.ok).toBe(true);
  }
  return state;
}

const planning = (kind: 'planHumans' | 'planKaiju', round: number) => (s: State) =>
  s.round === round && s.prompts.some((p) => p.kind === kind);

/** Same public state, different secrets for everyone but `seat`: reshuffles every unseen card, tile and event. */
function reshuffleSecrets(s: State, seat: Seat, seed: number): State {
  const t = cloneJson(s);
  const r = new Random(seed).state;
  const k = t.kaiju;
  if (seat !== 'kaiju') {
    const cards = shuffle(r, [...k.hand, ...k.deck]);
    k.hand = cards.slice(0, k.hand.length);
    k.deck = cards.slice(k.hand.length);
    const bonus = shuffle(r, [...k.bonusKept, ...k.bonusUnused]);
    k.bonusKept = bonus.slice(0, k.bonusKept.length);
    k.bonusUnused = bonus.slice(k.bonusKept.length);
  } else shuffle(r, k.deck);
  for (const role of t.humans.roles) {
    if (role.seat === seat) {
      shuffle(r, role.deck);
      continue;
    }
    const cards = shuffle(r, [...role.hand, ...role.deck]);
    role.hand = cards.slice(0, role.hand.length);
    role.deck = cards.slice(role.hand.length);
  }
  const hidden = t.events.filter((e) => e.advanced && !e.revealed);
  const evs = shuffle(r, [...hidden.map((e) => e.event), ...t.advancedUnused]);
  hidden.forEach((e, i) => (e.event = evs[i]));
  t.advancedUnused = evs.slice(hidden.length);
  t.rng = new Random(seed + 1).state;
  return t;
}

describe('computer players (issue "Computer opponents")', () => {
  it('every level answers from the seat view with a legal action', () => {
    const state = playUntil({ humans: 2, level: 1 }, 3, planning('planHumans', 2));
    let checked = 0;
    for (let n = 0; n < 160 && !state.result; n++) {
      const seat = state.prompts[0].seat;
      const v = view(state, seat);
      for (const level of BOT_LEVELS) {
        const a = chooseAction({ view: v, seat, level, seed: n, budgetMs: 1000, maxPlayouts: 10 });
        expect(a).not.toBeNull();
        expect(apply(state, seat, a).ok).toBe(true);
        checked++;
      }
      vulcanus.applyInPlace(state, seat, chooseAction({ view: v, seat, level: 'greedy' }));
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('greedy games finish for 1, 2 and 3 humans at every disaster level', () => {
    for (let g = 0; g < 12; g++) {
      const s = playUntil(
        { humans: ((g % 3) + 1) as Options['humans'], level: (g % 4) as Options['level'] },
        100 + g,
        () => false,
      );
      expect(s.result).not.toBeNull();
    }
  });

  it('the human team claims distinct lines by convention, each seat from its own view', () => {
    for (const humans of [2, 3] as const) {
      const s = playUntil({ humans, level: 0 }, 7, planning('planKaiju', 1));
      const claims = s.humans.roles.map((r) => r.claim);
      expect(claims.every((c) => c !== null)).toBe(true);
      expect(new Set(claims).size).toBe(claims.length);
    }
  });

  it('determinization agrees with the view and completes every card list', () => {
    for (const [humans, seat] of [
      [1, 'h1'],
      [2, 'h2'],
      [3, 'h3'],
      [2, 'kaiju'],
    ] as const) {
      const state = playUntil(
        { humans, level: 3 },
        11,
        (s) => s.round === 2 && s.phase === 'execution' && s.executing >= 3,
      );
      const v = view(state, seat);
      const d = determinize(v, new Random(5));
      const back = view(d, seat);
      back.rng = v.rng;
      expect(equalJson(back, v)).toBe(true);
      const sortAll = (xs: string[]) => [...xs].sort();
      const onPlan = (owner: string) =>
        Object.values(d.plan)
          .filter((p) => p && p.owner === owner)
          .map((p) => p?.card ?? '');
      const k = d.kaiju;
      expect(sortAll([...k.deck, ...k.hand, ...k.discard, ...onPlan('kaiju')])).toEqual(sortAll(kaijuDeck()));
      for (const r of d.humans.roles)
        expect(sortAll([...r.deck, ...r.hand, ...r.discard, ...onPlan(r.role)])).toEqual(sortAll(humanDeck(r.role)));
      expect(sortAll([...k.bonusKept, ...k.bonusUnused, ...k.bonusPlaced])).toEqual(
        sortAll(BONUS_TILES.map((b) => b.id)),
      );
      const adv = d.events.filter((e) => e.advanced).map((e) => e.event);
      expect(sortAll([...adv, ...d.advancedUnused])).toEqual(sortAll([...ADVANCED_IDS]));
      expect(JSON.stringify(d)).not.toContain('"?"');
    }
  });

  it('the search player never reads hidden cards: other secrets give the same view and the same decision', () => {
    const cases: [Options, (s: State) => boolean, Seat][] = [
      [{ humans: 2, level: 2 }, planning('planHumans', 2), 'h2'],
      [{ humans: 1, level: 3 }, planning('planHumans', 3), 'h1'],
      [{ humans: 3, level: 1 }, planning('planKaiju', 2), 'kaiju'],
    ];
    for (const [options, stop, seat] of cases) {
      const s1 = playUntil(options, 21, stop);
      const s2 = reshuffleSecrets(s1, seat, 99);
      // The secrets really differ…
      expect(equalJson(s1, s2)).toBe(false);
      const v1 = view(s1, seat);
      const v2 = view(s2, seat);
      // …but the seat's view cannot tell them apart…
      expect(equalJson(v1, v2)).toBe(true);
      // …and the decision (and the hint) depend only on the view.
      const a1 = chooseAction({ view: v1, seat, level: 'search', seed: 4, budgetMs: 10_000, maxPlayouts: 40 });
      const a2 = chooseAction({ view: v2, seat, level: 'search', seed: 4, budgetMs: 10_000, maxPlayouts: 40 });
      expect(a1).toEqual(a2);
      expect(apply(s1, seat, a1).ok).toBe(true);
      expect(apply(s2, seat, a2).ok).toBe(true);
    }
  });

  it('the human team pools the hands of its computer seats only, never a person’s or the kaiju’s secrets', () => {
    const s = playUntil({ humans: 3, level: 2 }, 31, (x) => x.round === 2 && x.phase === 'execution');
    const hidden = (xs: string[]) => xs.length > 0 && xs.every((c) => c === HIDDEN);
    const bySeat = (v: State, seat: Seat) => v.humans.roles.find((r) => r.seat === seat);
    // All three human seats are computer players: h2 sees every teammate's face-down plan cards and hand.
    const all = teamView(s, 'h2', ['h1', 'h2', 'h3']);
    for (const pc of Object.values(all.plan)) if (pc && pc.owner !== 'kaiju') expect(pc.card).not.toBe(HIDDEN);
    expect(Object.values(view(s, 'h2').plan).some((pc) => pc && pc.owner !== 'kaiju' && pc.card === HIDDEN)).toBe(true);
    // …but never the kaiju's hand, plan cards or bonus tiles, nor any deck's order.
    expect(hidden([...all.kaiju.hand, ...all.kaiju.discard])).toBe(true);
    expect(hidden(all.kaiju.bonusKept)).toBe(true);
    for (const pc of Object.values(all.plan))
      if (pc && pc.owner === 'kaiju' && !pc.revealed) expect(pc.card).toBe(HIDDEN);
    for (const r of all.humans.roles) expect(hidden(r.deck)).toBe(true);
    // A person plays h3: its cards stay hidden from the computer players.
    const withPerson = teamView(s, 'h2', ['h1', 'h2']);
    const h3 = bySeat(withPerson, 'h3');
    const h3Plan = Object.values(withPerson.plan).filter((pc) => pc && pc.owner === h3?.role && !pc.revealed);
    expect(h3Plan.length).toBeGreaterThan(0);
    for (const pc of h3Plan) expect(pc?.card).toBe(HIDDEN);
    // A team of one, and the kaiju, see exactly their own views.
    expect(equalJson(teamView(s, 'h2', ['h2']), view(s, 'h2'))).toBe(true);
    expect(equalJson(teamView(s, 'kaiju', ['h1', 'h2', 'h3']), view(s, 'kaiju'))).toBe(true);
    // Different kaiju secrets give the same team view.
    const other = reshuffleSecrets(s, 'h2', 7);
    for (const r of other.humans.roles) {
      const same = s.humans.roles.find((x) => x.role === r.role);
      if (same) r.hand = [...same.hand];
    }
    other.plan = cloneJson(s.plan);
    expect(equalJson(teamView(other, 'h2', ['h1', 'h2', 'h3']), all)).toBe(true);
    expect(equalJson(s.kaiju, other.kaiju)).toBe(false);
  });

  it('the search player is reproducible for a fixed seed and playout cap', () => {
    const s = playUntil({ humans: 1, level: 0 }, 5, planning('planKaiju', 2));
    const v = view(s, 'kaiju');
    const req = {
      view: v,
      seat: 'kaiju' as const,
      level: 'search' as const,
      seed: 9,
      budgetMs: 10_000,
      maxPlayouts: 50,
    };
    expect(chooseAction(req)).toEqual(chooseAction(req));
  });

  it('search candidates for planning are placements of the seat’s own cards only', () => {
    const s = playUntil(
      { humans: 2, level: 0 },
      8,
      (x) => planning('planHumans', 1)(x) && x.humans.roles[0].claim !== null && x.humans.roles[0].hand.length === 6,
    );
    const v = view(s, 'h1');
    const own = s.humans.roles.filter((r) => r.seat === 'h1').flatMap((r) => r.hand);
    const cands = candidates(v, 'h1', 8);
    expect(cands.length).toBeGreaterThan(0);
    for (const a of cands) if (a.type === 'place') expect(own).toContain(a.card);
  });

  it('the search compares every line no teammate holds when a role claims one', () => {
    const s = playUntil({ humans: 3, level: 0 }, 8, planning('planHumans', 1));
    const seat = s.prompts[0].seat;
    expect(s.humans.roles.find((r) => r.seat === seat)?.claim).toBeNull();
    const taken = s.humans.roles.filter((r) => r.claim !== null).map((r) => r.claim);
    const cands = candidates(view(s, seat), seat, 8);
    const lines = cands.map((a) => (a.type === 'claim' ? a.line : null));
    expect([...lines].sort()).toEqual(['row1', 'row2', 'row3'].filter((l) => !taken.includes(l as never)));
    const chosen = chooseAction({
      view: view(s, seat),
      seat,
      level: 'search',
      seed: 3,
      budgetMs: 10_000,
      maxPlayouts: 30,
    });
    expect(cands).toContainEqual(chosen);
    // The hint says why a line is worth taking.
    const role = s.humans.roles.find((r) => r.seat === seat)?.role ?? 'fireChief';
    const last = explain(s, seat, { type: 'claim', role, line: 'row3' });
    expect(REASONS.en[last.key]).toContain('just before the lava phase');
    expect(REASONS.ja[last.key]).toContain('溶岩フェイズの直前');
    expect(REASONS.en[explain(s, seat, { type: 'claim', role, line: 'row1' }).key]).toContain('before the kaiju');
  });

  it('the hint names a legal action with a reason in Japanese and English', () => {
    const s = playUntil(
      { humans: 1, level: 0 },
      13,
      (x) => x.round === 1 && x.phase === 'execution' && x.prompts[0]?.seat === 'h1',
    );
    const v = view(s, 'h1');
    const h = hint({ view: v, seat: 'h1', budgetMs: 150, seed: 1 });
    expect(h).not.toBeNull();
    if (!h) return;
    expect(apply(s, 'h1', h.action).ok).toBe(true);
    // a reason is a key the client words in each language
    expect(REASONS.ja[h.reason.key]?.length).toBeGreaterThan(0);
    expect(REASONS.en[h.reason.key]?.length).toBeGreaterThan(0);
    expect(REASONS.ja[h.reason.key]).not.toEqual(REASONS.en[h.reason.key]);
  });

  it('the hint’s chance of winning comes with its 95% interval and the playouts it rests on; more playouts narrow it', () => {
    const s = playUntil({ humans: 2, level: 0 }, 17, planning('planKaiju', 1));
    const v = view(s, 'kaiju');
    const few = searchDecision({ view: v, seat: 'kaiju', budgetMs: 60_000, maxPlayouts: 40, seed: 3 });
    const many = searchDecision({ view: v, seat: 'kaiju', budgetMs: 60_000, maxPlayouts: 1200, seed: 3 });
    for (const r of [few, many]) {
      expect(r.value).not.toBeNull();
      expect(r.interval).not.toBeNull();
      if (!r.interval || r.value === null) return;
      expect(r.interval.low).toBeLessThanOrEqual(r.value);
      expect(r.interval.high).toBeGreaterThanOrEqual(r.value);
      const best = r.stats.candidates.reduce((a, b) => (b.mean > a.mean ? b : a));
      expect(r.interval.samples).toBe(best.visits);
    }
    const width = (r: typeof few) => (r.interval ? r.interval.high - r.interval.low : 1);
    expect(width(many)).toBeLessThan(width(few));
  });

  it('every kind of decision gets a reason in both languages', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const { state } = setup(
        { humans: ((g % 3) + 1) as Options['humans'], level: (g % 4) as Options['level'] },
        300 + g,
      );
      while (!state.result) {
        const seat = state.prompts[0].seat;
        const v = view(state, seat);
        const a = heuristicAction(v, seat);
        expect(a).not.toBeNull();
        if (!a) break;
        const r = explain(v, seat, a);
        expect(REASONS.ja[r.key]?.trim()).toBeTruthy();
        expect(REASONS.en[r.key]?.trim()).toBeTruthy();
        kinds.add(state.prompts[0].kind);
        vulcanus.applyInPlace(state, seat, a);
      }
    }
    expect(kinds.size).toBeGreaterThan(15);
  });

  it('the evaluation prefers the side that is ahead on the tracks', () => {
    const s = playUntil({ humans: 1, level: 0 }, 2, planning('planHumans', 3));
    const kaijuAhead = cloneJson(s);
    kaijuAhead.tracks.damage.cells = kaijuAhead.tracks.damage.cells.map((c, i) => (i < 30 ? 'c' : c));
    const humansAhead = cloneJson(s);
    humansAhead.tracks.defense.cells = humansAhead.tracks.defense.cells.map((c, i) => (i < 25 ? 'c' : c));
    expect(kaijuWinProbability(kaijuAhead)).toBeGreaterThan(kaijuWinProbability(s));
    expect(kaijuWinProbability(humansAhead)).toBeLessThan(kaijuWinProbability(s));
  });
});
