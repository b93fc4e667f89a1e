/**
 * A computer player sees only its seat's view (§15). To list its legal actions and to look ahead it rebuilds a full
 * state from that view, sampling every secret it cannot see: the human side samples Leviath's space from the public
 * candidate set (never from the state), Leviath's awakening and unused evolution cards, the others' hands and the
 * deck; the kaiju side samples the dyke letters it cannot see, the hands and the deck.
 */
import type { Random } from '../../core/rng';
import { seedRng } from '../../core/rng';
import { AWAKENING_IDS, EVOLUTION_IDS } from '../data/cards';
import { TOWN_IDS } from '../data/map';
import { AWAKENING, DECK_BY_DAY, EVOLUTION, NUMBERS } from '../data/numbers';
import type { AwakeningId, Day, DeckItem, EvolutionId, HumanCard, HumanCardId, Sea, State, Tier, View } from '../types';

function shuffled<T>(rng: Random, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** §4.4–4.5 the cards of one day as the deck was built for this table: day 1 lost Sonars by the number of humans. */
function dayPool(day: Day, humans: number): HumanCardId[] {
  return (Object.entries(DECK_BY_DAY[day]) as [HumanCardId, number][]).flatMap(([card, n]) =>
    Array(Math.max(0, n - (day === 1 && card === 'sonar' ? NUMBERS.sonarsRemoved[humans] : 0))).fill(card),
  );
}

/** The current day (the top card's back): hands held by others hold cards of the days drawn so far. */
const currentDay = (v: View): Day => (v.deck.top?.k === 'card' ? v.deck.top.day : 4);

/**
 * §4.5, §6.3 the cards nobody in this view has seen: the deck and the hands the viewer does not see. The deck's shape
 * is public (cards per day) and every day before the top card's is drawn out, so the unseen cards are the cards of
 * the days drawn so far less the discards and the hands seen; they are dealt at random between the current day's
 * part of the deck (only that day's cards, never more of a kind than it holds) and the hands not seen (never a
 * Kaiju Awakening: it is replaced at once, §6.3). The later days are still whole.
 */
function sampleCards(
  v: View,
  rng: Random,
): { byDay: Record<Day, HumanCardId[]>; hands: Record<string, HumanCardId[]> } {
  const humans = v.humans.length;
  const day = currentDay(v);
  const byDay: Record<Day, HumanCardId[]> = { 1: [], 2: [], 3: [], 4: [] };
  for (const d of [1, 2, 3, 4] as Day[])
    if (d > day) byDay[d] = shuffled(rng, dayPool(d, humans)).slice(0, v.deck.byDay[d]);
  const unseen = new Map<HumanCardId, number>();
  for (const d of [1, 2, 3, 4] as Day[])
    if (d <= day) for (const card of dayPool(d, humans)) unseen.set(card, (unseen.get(card) ?? 0) + 1);
  const hidden: string[] = [];
  for (const h of v.humans) {
    const seen = v.hands[h];
    if (seen.cards) for (const card of seen.cards) unseen.set(card, (unseen.get(card) ?? 0) - 1);
    else hidden.push(h);
  }
  for (const card of v.discard) unseen.set(card, (unseen.get(card) ?? 0) - 1);
  // a Kaiju Awakening not yet seen is still in the deck: it goes there first
  const pool = shuffled(
    rng,
    [...unseen].flatMap(([card, n]) => Array<HumanCardId>(Math.max(0, n)).fill(card)),
  ).sort((a, b) => Number(b === 'kaijuAwakening') - Number(a === 'kaijuAwakening'));
  const room = new Map<HumanCardId, number>();
  for (const card of dayPool(day, humans)) room.set(card, (room.get(card) ?? 0) + 1);
  const rest: HumanCardId[] = [];
  for (const card of pool) {
    if (byDay[day].length < v.deck.byDay[day] && (room.get(card) ?? 0) > 0) {
      byDay[day].push(card);
      room.set(card, (room.get(card) ?? 0) - 1);
    } else if (card !== 'kaijuAwakening') rest.push(card);
  }
  // a view that does not add up (it cannot happen in a game) is filled from the day's own cards
  const fill = shuffled(rng, dayPool(day, humans));
  for (let i = 0; byDay[day].length < v.deck.byDay[day]; i++) byDay[day].push(fill[i % fill.length]);
  const hands: Record<string, HumanCardId[]> = {};
  for (const h of hidden) hands[h] = rest.splice(0, v.hands[h].count);
  for (const h of hidden)
    while (hands[h].length < v.hands[h].count) hands[h].push(rng.pick(fill.filter((x) => x !== 'kaijuAwakening')));
  return { byDay, hands };
}

/** §4.5 the deck: the sampled cards by day, with the evolution tiers still in it (public) at their places. */
function sampleDeck(v: View, rng: Random, byDay: Record<Day, HumanCardId[]>): DeckItem[] {
  const deck: DeckItem[] = [];
  const evo = new Set(v.deck.evolution);
  const unseenEvo = (tier: Tier): EvolutionId => {
    const known = new Set([...v.kaiju.evolution.map((e) => e.card), ...(v.secret?.evolution.map((e) => e.card) ?? [])]);
    const pool = EVOLUTION_IDS.filter((e) => EVOLUTION[e].tier === tier && !known.has(e));
    return pool.length ? rng.pick(pool) : EVOLUTION_IDS.filter((e) => EVOLUTION[e].tier === tier)[0];
  };
  for (const day of [1, 2, 3, 4] as Day[]) {
    for (const card of byDay[day]) deck.push({ k: 'card', card, day });
    const tier = day as number as Tier;
    if (day < 4 && evo.has(tier)) deck.push({ k: 'evolution', tier, card: unseenEvo(tier) });
  }
  return deck;
}

/**
 * A full state consistent with `v`: what the viewer sees is kept; every hidden piece is sampled. `at` forces
 * Leviath's space (a human player's determinization picks it from the candidates).
 */
export function determinize(v: View, rng: Random, at?: Sea): State {
  const secret = v.secret;
  // Leviath: its own view, or a sample from the public candidate set
  const pos = secret ? secret.at : v.turn > 0 ? (at ?? rng.pick(v.candidates)) : null;
  const awakeningSeen = new Map<AwakeningId, number>();
  for (const a of v.kaiju.awakeningDiscard) awakeningSeen.set(a, (awakeningSeen.get(a) ?? 0) + 1);
  const unseenAwakening = shuffled(
    rng,
    AWAKENING_IDS.flatMap((id) => Array(Math.max(0, AWAKENING[id].copies - (awakeningSeen.get(id) ?? 0))).fill(id)),
  ) as AwakeningId[];
  const awakening = secret ? [...secret.awakening] : unseenAwakening.slice(0, v.kaiju.awakeningCount);
  if (secret) for (const a of awakening) unseenAwakening.splice(unseenAwakening.indexOf(a), 1);
  else unseenAwakening.splice(0, v.kaiju.awakeningCount);
  const cards = sampleCards(v, rng);
  const deck = sampleDeck(v, rng, cards.byDay);
  const inDeck = new Set(deck.flatMap((x) => (x.k === 'evolution' ? [x.card] : [])));
  const evolution = secret
    ? secret.evolution.map((e) => ({ ...e }))
    : v.kaiju.evolution.map((e) => {
        if (e.card) return { tier: e.tier, card: e.card, revealed: true };
        const taken = new Set([...inDeck, ...v.kaiju.evolution.flatMap((x) => (x.card ? [x.card] : []))]);
        const pool = EVOLUTION_IDS.filter((x) => EVOLUTION[x].tier === e.tier && !taken.has(x));
        const card = pool.length ? rng.pick(pool) : EVOLUTION_IDS.filter((x) => EVOLUTION[x].tier === e.tier)[0];
        inDeck.add(card);
        return { tier: e.tier, card, revealed: false };
      });
  const used = new Set([...evolution.map((e) => e.card), ...inDeck]);
  // the dyke letters: seen by the humans; sampled by the kaiju among the tiles not discarded
  let materials = v.dykes.materials;
  let construction = v.dykes.construction;
  if (!materials || !construction) {
    const hidden = shuffled(
      rng,
      TOWN_IDS.filter((t) => !v.dykes.discard.includes(t)),
    );
    construction = hidden.slice(0, v.dykes.constructionCount);
    materials = hidden.slice(v.dykes.constructionCount);
  }
  const day = currentDay(v);
  const hands: Record<string, HumanCard[]> = {};
  for (const h of v.humans) hands[h] = (v.hands[h].cards ?? cards.hands[h]).map((card) => ({ card, day }));
  return {
    v: 0,
    rng: seedRng(rng.int(2 ** 31)),
    options: { ...v.options },
    humans: [...v.humans],
    turn: v.turn,
    ships: { ...v.ships },
    mines: [...v.mines],
    submerged: [...v.submerged],
    dykes: { materials: [...materials], construction: [...construction], discard: [...v.dykes.discard] },
    deck,
    hands,
    discard: [...v.discard],
    kaiju: {
      at: pos,
      trail: secret ? [...secret.trail] : pos === null ? [] : [pos],
      energy: v.kaiju.energy,
      awakening,
      awakeningDeck: unseenAwakening,
      awakeningDiscard: [...v.kaiju.awakeningDiscard],
      evolution,
      evolutionBox: EVOLUTION_IDS.filter((x) => !used.has(x)),
    },
    intimidated: v.intimidated,
    marker: [...v.marker],
    clues: v.clues.map((c) => ({ ...c })),
    candidates: [...v.candidates],
    stack: JSON.parse(JSON.stringify(v.tasks)) as State['stack'],
    prompts: v.prompt && v.prompt.kind !== 'kaiju' ? [{ seat: v.prompt.seat, kind: v.prompt.kind, id: 0 }] : [],
    interrupts: [],
    promptSeq: 0,
    result: v.result ? { ...v.result } : null,
  };
}
