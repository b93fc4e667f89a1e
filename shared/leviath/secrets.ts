/**
 * §15 for the conformance kit (test/kit/) and the leak tests: a copy of a state that differs only in what one seat
 * alone may know and in what nobody knows, so that every other viewer can be checked to see exactly the same.
 *
 * - Nobody knows: the random generator, the order of the action deck within each day (the backs stay where they
 *   are), which evolution card of a tier lies in the deck or in the box, the awakening deck's order.
 * - The kaiju alone knows: its space (another space of the public candidate set, its memo ending there), its
 *   awakening cards (exchanged with the awakening deck) and the names of its unused evolution cards (exchanged
 *   with the box's cards of the same tier).
 * - A human seat alone knows: its hand (exchanged with deck cards of the same day).
 * The humans' dyke letters are known to every human seat, so no single seat's perturbation changes them; the leak
 * tests permute them on their own (test/games/leviath/secrecy.test.ts).
 */
import { cloneJson } from '../core/clone';
import { nextU32, randInt, seedRng, shuffle, type RngState } from '../core/rng';
import { EVOLUTION } from './data/numbers';
import type { DeckItem, EvolutionId, State, Viewer } from './types';

/** Shuffles the human cards of each day among their own slots; evolution cards keep their places. */
function shuffleDays(r: RngState, deck: DeckItem[]): void {
  for (const day of [1, 2, 3, 4]) {
    const slots = deck.map((x, i) => (x.k === 'card' && x.day === day ? i : -1)).filter((i) => i >= 0);
    const items = shuffle(
      r,
      slots.map((i) => deck[i]),
    );
    slots.forEach((i, j) => (deck[i] = items[j]));
  }
}

/** Exchanges evolution identities of one tier between places no viewer but the kaiju (or nobody) can tell apart. */
function swapTier(r: RngState, places: { get(): EvolutionId; set(x: EvolutionId): void }[]): void {
  const ids = shuffle(
    r,
    places.map((p) => p.get()),
  );
  places.forEach((p, i) => p.set(ids[i]));
}

const boxPlaces = (s: State, tier: number) =>
  s.kaiju.evolutionBox
    .map((card, i) => ({ card, i }))
    .filter((x) => EVOLUTION[x.card].tier === tier)
    .map((x) => ({
      get: () => s.kaiju.evolutionBox[x.i],
      set: (c: EvolutionId) => void (s.kaiju.evolutionBox[x.i] = c),
    }));

export function perturbSecrets(state: State, seat: Viewer, seed: number): State {
  const s = cloneJson(state);
  const r = seedRng(seed);
  s.rng = seedRng(nextU32(r));
  shuffleDays(r, s.deck);
  shuffle(r, s.kaiju.awakeningDeck);
  for (const tier of [2, 3]) {
    const inDeck = s.deck
      .map((x, i) => ({ x, i }))
      .filter((y) => y.x.k === 'evolution' && y.x.tier === tier)
      .map((y) => ({
        get: () => (s.deck[y.i] as Extract<DeckItem, { k: 'evolution' }>).card,
        set: (c: EvolutionId) => void ((s.deck[y.i] as Extract<DeckItem, { k: 'evolution' }>).card = c),
      }));
    swapTier(r, [...inDeck, ...boxPlaces(s, tier)]);
  }
  const k = s.kaiju;
  if (seat === 'kaiju') {
    const options = s.candidates.filter((x) => x !== k.at);
    if (k.at !== null && options.length) {
      const to = options[randInt(r, options.length)];
      k.at = to;
      k.trail = [...k.trail.slice(0, -1), to];
    }
    const cards = shuffle(r, [...k.awakening, ...k.awakeningDeck]);
    k.awakening = cards.slice(0, k.awakening.length);
    k.awakeningDeck = cards.slice(k.awakening.length);
    for (const tier of [2, 3]) {
      const held = k.evolution
        .map((e, i) => ({ e, i }))
        .filter((y) => !y.e.revealed && y.e.tier === tier)
        .map((y) => ({ get: () => k.evolution[y.i].card, set: (c: EvolutionId) => void (k.evolution[y.i].card = c) }));
      if (held.length) swapTier(r, [...held, ...boxPlaces(s, tier)]);
    }
  } else if (seat in s.hands) {
    const hand = s.hands[seat];
    for (let i = 0; i < hand.length; i++) {
      const same = s.deck
        .map((x, j) => ({ x, j }))
        .filter((y) => y.x.k === 'card' && y.x.day === hand[i].day && y.x.card !== 'kaijuAwakening');
      if (!same.length) continue;
      const pick = same[randInt(r, same.length)];
      const item = pick.x as Extract<DeckItem, { k: 'card' }>;
      const mine = hand[i].card;
      hand[i] = { card: item.card, day: item.day };
      s.deck[pick.j] = { ...item, card: mine };
    }
  }
  return s;
}
