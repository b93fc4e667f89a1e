/**
 * §13 a computer player never peeks: from the public view it rebuilds a state in which every face-down card is
 * sampled from what its zone's deck still holds unseen (the composition of §8.2 minus the public tally of cards
 * turned so far), the real shelter is one of the unturned tiles, and the generator is its own.
 */
import { cloneJson } from '../../core/clone';
import type { SeatView } from '../../core/game';
import { randInt, seedRng, shuffle, type RngState } from '../../core/rng';
import { CARDS, ZONES, ZONE_DECKS, type CardId, type Zone } from '../data/numbers';
import { DEFAULT_LAYOUT, cardHexes, zoneOf } from '../board';
import type { Hex, State, Unit, View } from '../types';

/** The cards of each zone's deck not seen yet (an All Clear for each card hex the deck does not fill). */
export function unseen(v: View): Record<Zone, CardId[]> {
  const out = { G: [] as CardId[], Y: [] as CardId[], R: [] as CardId[] };
  for (const zone of ZONES) {
    const counts = new Map<CardId, number>();
    let events = 0;
    for (const [card, n] of Object.entries(ZONE_DECKS[zone]) as [CardId, number][]) {
      const id = !v.options.dash && CARDS[card].dashOnly ? 'clear' : card;
      counts.set(id, (counts.get(id) ?? 0) + n);
      events += n;
    }
    counts.set('clear', (counts.get('clear') ?? 0) + Math.max(0, zoneSize(v.start)[zone] - events));
    for (const [card, n] of Object.entries(v.revealed[zone]) as [CardId, number][])
      counts.set(card, (counts.get(card) ?? 0) - n);
    for (const [card, n] of counts) for (let i = 0; i < n; i++) out[zone].push(card);
  }
  return out;
}

/** Card hexes per zone for a start: the same on every map (§12 random terrain keeps each zone's tile count). */
const zoneSizes = new Map<Hex, Record<Zone, number>>();
function zoneSize(start: Hex): Record<Zone, number> {
  let sizes = zoneSizes.get(start);
  if (!sizes) {
    sizes = { G: 0, Y: 0, R: 0 };
    for (const h of cardHexes(DEFAULT_LAYOUT.ground, start)) sizes[zoneOf(h)]++;
    zoneSizes.set(start, sizes);
  }
  return sizes;
}

export function determinize(v: SeatView<View> | View, seed: number): State {
  const r: RngState = seedRng(seed);
  const pools = unseen(v);
  for (const zone of ZONES) shuffle(r, pools[zone]);
  const cards = v.cards.map((c) => {
    if (!c) return null;
    if (c.card) return { card: c.card, zone: c.zone, up: true };
    return { card: pools[c.zone].pop() ?? 'clear', zone: c.zone, up: false };
  });
  const hidden = v.shelters.filter((t) => t.tile === 'hidden');
  const known = v.shelters.some((t) => t.tile === 'shelter');
  const realHex = known || !hidden.length ? -1 : hidden[randInt(r, hidden.length)].hex;
  const units: Unit[] = v.units.map((u) => ({
    id: u.id,
    role: u.role,
    seat: u.seat,
    hex: u.hex,
    fate: u.fate,
    acted: u.acted,
    statuses: cloneJson(u.statuses),
    cards: { ...u.cards },
    leading: u.leading,
    ledBy: u.ledBy,
    cat: u.cat,
  }));
  return {
    v: v.v,
    stack: cloneJson(v.stack),
    prompts: cloneJson(v.prompts),
    interrupts: cloneJson(v.interrupts),
    promptSeq: v.promptSeq,
    result: v.result && cloneJson(v.result),
    options: { ...v.options },
    rng: seedRng(seed ^ 0x2c1b3c6d),
    turn: v.turn,
    phase: v.phase,
    timedOut: v.timedOut,
    claims: v.claims,
    flooded: v.flooded,
    aftershock: v.aftershock,
    ground: v.ground,
    start: v.start,
    cards,
    shelters: v.shelters.map((t) => ({
      hex: t.hex,
      real: t.tile === 'shelter' || t.hex === realHex,
      up: t.tile !== 'hidden',
    })),
    lost: [],
    revealed: cloneJson(v.revealed),
    units,
    tokens: { ...v.tokens },
    cat: v.cat && { ...v.cat },
    activation: v.activation && { ...v.activation, used: [...v.activation.used] },
    rolls: [],
  };
}
