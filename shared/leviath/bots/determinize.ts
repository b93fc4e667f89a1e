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
import { AWAKENING, DECK_BY_DAY, EVOLUTION } from '../data/numbers';
import type { AwakeningId, Day, DeckItem, EvolutionId, HumanCard, HumanCardId, Sea, State, Tier, View } from '../types';

function shuffled<T>(rng: Random, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

const dayPool = (day: Day): HumanCardId[] =>
  (Object.entries(DECK_BY_DAY[day]) as [HumanCardId, number][]).flatMap(([card, n]) => Array(n).fill(card));

/** §4.5 the deck's shape is public (cards per day, evolution tiers left): its contents are sampled by day. */
function sampleDeck(v: View, rng: Random): DeckItem[] {
  const deck: DeckItem[] = [];
  const evo = new Set(v.deck.evolution);
  const unseenEvo = (tier: Tier): EvolutionId => {
    const known = new Set([...v.kaiju.evolution.map((e) => e.card), ...(v.secret?.evolution.map((e) => e.card) ?? [])]);
    const pool = EVOLUTION_IDS.filter((e) => EVOLUTION[e].tier === tier && !known.has(e));
    return pool.length ? rng.pick(pool) : EVOLUTION_IDS.filter((e) => EVOLUTION[e].tier === tier)[0];
  };
  for (const day of [1, 2, 3, 4] as Day[]) {
    const n = v.deck.byDay[day];
    const pool = shuffled(rng, dayPool(day));
    for (let i = 0; i < n; i++) deck.push({ k: 'card', card: pool[i % pool.length], day });
    const tier = day as number as Tier;
    if (day < 4 && evo.has(tier)) deck.push({ k: 'evolution', tier, card: unseenEvo(tier) });
  }
  return deck;
}

/** The current day (the top card's back): hands held by others hold cards of the days drawn so far. */
const currentDay = (v: View): Day => (v.deck.top?.k === 'card' ? v.deck.top.day : 4);

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
  const deck = sampleDeck(v, rng);
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
  for (const h of v.humans) {
    const seen = v.hands[h];
    if (seen.cards) hands[h] = seen.cards.map((card) => ({ card, day }));
    else {
      const pool = shuffled(
        rng,
        ([1, 2, 3, 4] as Day[])
          .filter((d) => d <= day)
          .flatMap((d) => dayPool(d).filter((x) => x !== 'kaijuAwakening')),
      );
      hands[h] = pool.slice(0, seen.count).map((card) => ({ card, day }));
    }
  }
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
    tasks: JSON.parse(JSON.stringify(v.tasks)) as State['tasks'],
    prompt: v.prompt && v.prompt.kind !== 'kaiju' ? { seat: v.prompt.seat, kind: v.prompt.kind, id: 0 } : null,
    promptSeq: 0,
    result: v.result ? { ...v.result } : null,
  };
}
