/** §4 setup: the family on the start hex, skill cards, the zone decks face down, the three shelter tiles. */
import { seedRng, shuffle } from '../core/rng';
import { FAMILY_ORDER, LOVERS, ROLE_DEFS, UNIT_ROLE, type UnitId } from './data/numbers';
import { DEFAULT_LAYOUT, dealCards, randomLayout, startFor } from './board';
import { machine } from './flow';
import { SEATS, type GameEvent, type Options, type Seat, type State, type Unit } from './types';

/** §1 the members, in the fixed order of dealing. */
export const membersOf = (o: Options): readonly UnitId[] => (o.lovers ? LOVERS : FAMILY_ORDER.slice(0, o.familySize));

/** The seat holding a member: members are dealt to the seats in the fixed order, one each in turn. */
export const seatOfMember = (o: Options, i: number): Seat => SEATS[i % o.people];

export function setup(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const rng = seedRng(seed);
  const start = startFor(options.familySize);
  const layout = options.map === 'random' ? randomLayout(rng, start) : { ...DEFAULT_LAYOUT, start };
  const cards = dealCards(rng, layout.ground, options.dash, start);
  // §4.4 the three shelter tiles shuffled face down, one of them real (§12 Known shelter: face up)
  const real = shuffle(rng, [true, false, false]);
  const units: Unit[] = membersOf(options).map((id, i) => {
    const role = UNIT_ROLE[id];
    const def = ROLE_DEFS[role];
    return {
      id,
      role,
      seat: seatOfMember(options, i),
      hex: layout.start,
      fate: 'map',
      acted: false,
      statuses: [],
      // §4.2 Father's cards are all Pull-up; the others choose their mix (the skill mix decision)
      cards: def.cards.length === 1 ? { [def.cards[0]]: options.skillCards } : {},
      leading: null,
      ledBy: null,
      cat: false,
    };
  });
  const state: State = {
    v: 0,
    stack: [{ t: 'game', stage: 'mix' }],
    prompts: [],
    interrupts: [],
    promptSeq: 0,
    result: null,
    options,
    rng,
    turn: 0,
    phase: 'setup',
    timedOut: false,
    claims: 0,
    flooded: 0,
    aftershock: 0,
    ground: layout.ground,
    start,
    cards,
    shelters: layout.shelters.map((hex, i) => ({ hex, real: real[i], up: options.knownShelter })),
    lost: [],
    revealed: { G: {}, Y: {}, R: {} },
    units,
    tokens: { helper: 0, wisdomBag: 0, waterBottle: 0 },
    cat: options.cat ? { hex: layout.start, carrier: null, fate: 'map' } : null,
    activation: null,
    rolls: [],
  };
  const events: GameEvent[] = [];
  machine.run(state, events);
  return { state, events };
}
