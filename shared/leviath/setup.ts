/**
 * §4 setup: ships, dyke tiles, the evolution tiers, the action deck built bottom to top, opening hands, energy, the
 * awakening deck, the disaster level (§14), then the kaiju's secret start. Random choices come from the seeded
 * generator kept in the state.
 */
import { randInt, seedRng, shuffle, type RngState } from '../core/rng';
import { AWAKENING_IDS, EVOLUTION_IDS } from './data/cards';
import { TOWN_IDS } from './data/map';
import { AWAKENING, DECK_BY_DAY, EVOLUTION, NUMBERS } from './data/numbers';
import { draw, emit, type Ctx } from './effects';
import { run } from './flow';
import type {
  AwakeningId,
  Day,
  DeckItem,
  EvolutionId,
  GameEvent,
  HumanCardId,
  HumanSeat,
  Options,
  State,
  Tier,
} from './types';

export const HUMAN_SEATS: readonly HumanSeat[] = ['h1', 'h2', 'h3', 'h4'];

/** §4.4 a day's cards, with the Sonars taken out of day 1 by the number of humans. */
function dayCards(day: Day, humans: number): DeckItem[] {
  const out: DeckItem[] = [];
  for (const [card, n] of Object.entries(DECK_BY_DAY[day]) as [HumanCardId, number][]) {
    const removed = day === 1 && card === 'sonar' ? NUMBERS.sonarsRemoved[humans] : 0;
    for (let i = 0; i < n - removed; i++) out.push({ k: 'card', card, day });
  }
  return out;
}

const tierCards = (tier: Tier): EvolutionId[] => EVOLUTION_IDS.filter((e) => EVOLUTION[e].tier === tier);

/**
 * §4.5 the deck, top first: day 1, the 1st evolution card, day 2, one random 2nd, day 3, one random 3rd, day 4
 * (then the printed GAME OVER, which is the deck being empty). [R] the unused evolution cards go back to the box.
 */
function buildDeck(rng: RngState, humans: number): { deck: DeckItem[]; box: EvolutionId[] } {
  const box: EvolutionId[] = [];
  const pick = (tier: Tier): DeckItem => {
    const cards = shuffle(rng, tierCards(tier));
    box.push(...cards.slice(1));
    return { k: 'evolution', tier, card: cards[0] };
  };
  const day = (d: Day) => shuffle(rng, dayCards(d, humans));
  const deck = [...day(1), pick(1), ...day(2), pick(2), ...day(3), pick(3), ...day(4)];
  return { deck, box };
}

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const rng = seedRng(seed);
  const humans = HUMAN_SEATS.slice(0, options.humans);
  const { deck, box } = buildDeck(rng, options.humans);
  const awakeningDeck = shuffle(
    rng,
    AWAKENING_IDS.flatMap((id): AwakeningId[] => Array(AWAKENING[id].copies).fill(id)),
  );
  const s: State = {
    v: 0,
    rng,
    options,
    humans: [...humans],
    turn: 0,
    ships: { ...NUMBERS.shipStarts },
    mines: [],
    submerged: [],
    dykes: { materials: [...TOWN_IDS], construction: [], discard: [] },
    deck,
    hands: Object.fromEntries(humans.map((h) => [h, []])),
    discard: [],
    kaiju: {
      at: null,
      trail: [],
      energy: NUMBERS.energyStart,
      awakening: [],
      awakeningDeck,
      awakeningDiscard: [],
      evolution: [],
      evolutionBox: box,
    },
    intimidated: false,
    // [R] §4.9 the digital start: the guess marker covers the three start spaces until a human moves it
    marker: [...NUMBERS.startSpaces],
    clues: [],
    candidates: [...NUMBERS.startSpaces],
    stack: [{ t: 'start' }],
    prompts: [],
    interrupts: [],
    promptSeq: 0,
    result: null,
  };
  const c: Ctx = { s, events: [] };
  // §4.6 opening hands by the draw procedure: 2 cards each, 3 for a lone human
  const size = options.humans === 1 ? NUMBERS.loneHandSize : NUMBERS.handSize;
  for (const h of humans) for (let i = 0; i < size; i++) draw(c, h);
  // §4.8 [R] the disaster level applies before the start is chosen: the kaiju picks its start knowing the board
  const level = `${options.disaster}` as const;
  for (const space of NUMBERS.disasterMines[level]) {
    s.mines.push(space);
    emit(c, { type: 'setupMine', space });
  }
  s.mines.sort((a, b) => a - b);
  for (let i = 0; i < NUMBERS.disasterFloods[level]; i++) {
    const d = s.dykes;
    const letter = d.materials[randInt(rng, d.materials.length)];
    d.materials = d.materials.filter((x) => x !== letter);
    d.discard.push(letter);
    s.submerged.push(letter);
    emit(c, { type: 'setupFlood', letter });
  }
  run(c);
  return { state: s, events: c.events };
}
