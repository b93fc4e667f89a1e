/**
 * §3 the board: the ground of every hex (built from the data's layout, or §12's random terrain), which hexes a unit
 * may enter, and §4.3 the zone decks dealt face down onto the card hexes.
 */
import { randInt, shuffle, type RngState } from '../core/rng';
import {
  CARDS,
  DEFAULT_MAP,
  RANDOM_TERRAIN_ROWS,
  RANDOM_TERRAIN_TRIES,
  ROLE_DEFS,
  ROWS,
  START_BY_FAMILY_SIZE,
  ZONES,
  ZONE_DECKS,
  ZONE_ROWS,
  type CardId,
  type Zone,
} from './data/numbers';
import { HEXES, NEIGHBOURS, colOf, hexAt, rowOf, type Hex } from './hex';
import type { Ground, Slot, State, Unit } from './types';

export interface Layout {
  ground: string;
  start: Hex;
  shelters: Hex[];
}

/** The default layout (§3.2), read from the data's drawing. */
export const DEFAULT_LAYOUT: Layout = (() => {
  let start = -1;
  const shelters: Hex[] = [];
  const ground: string[] = Array(HEXES).fill('.');
  DEFAULT_MAP.forEach((line, i) => {
    const row = ROWS - i;
    for (let col = 0; col < line.length; col++) {
      const h = hexAt(col, row);
      const ch = line[col];
      if (ch === 'S') start = h;
      if (ch === 'H') shelters.push(h);
      ground[h] = ch === '#' || ch === '^' ? ch : '.';
    }
  });
  return { ground: ground.join(''), start, shelters: shelters.sort((a, b) => a - b) };
})();

/** The start drawn on the default map. */
export const START: Hex = DEFAULT_LAYOUT.start;
export const SHELTER_HEXES: readonly Hex[] = DEFAULT_LAYOUT.shelters;

/** §3.2 [T] the start of a family of this size (Lovers: two). */
export function startFor(familySize: number): Hex {
  const [col, row] = START_BY_FAMILY_SIZE[familySize] ?? [colOf(START), rowOf(START)];
  return hexAt(col, row);
}

export const zoneOfRow = (row: number): Zone =>
  ZONES.find((z) => row >= ZONE_ROWS[z][0] && row <= ZONE_ROWS[z][1]) ?? 'R';
export const zoneOf = (h: Hex): Zone => zoneOfRow(rowOf(h));

/** The hexes that get a card: open ground but the start and the candidate shelters. */
export const cardHexes = (ground: string, start: Hex = START): Hex[] =>
  Array.from({ length: HEXES }, (_, h) => h).filter(
    (h) => ground[h] === '.' && h !== start && !SHELTER_HEXES.includes(h),
  );

/** Hexes reachable on foot (no cliffs) from `from` over `ground`. */
export function reachableOnFoot(ground: string, from: Hex): Set<Hex> {
  const seen = new Set<Hex>([from]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++)
    for (const n of NEIGHBOURS[queue[i]])
      if (!seen.has(n) && ground[n] === '.') {
        seen.add(n);
        queue.push(n);
      }
  return seen;
}

/**
 * §12 [T] random terrain: the default's terrain tiles of each zone placed at random on that zone's open hexes of
 * rows 2–19 (so each zone keeps its number of cards), until every shelter is reachable on foot from the start. The
 * cliff band and its gap are the default's. Falls back to the default layout if no draw passes.
 */
export function randomLayout(r: RngState, start: Hex = START): Layout {
  const special = (h: Hex) => h === start || SHELTER_HEXES.includes(h);
  const base = DEFAULT_LAYOUT.ground;
  const [lo, hi] = RANDOM_TERRAIN_ROWS;
  for (let attempt = 0; attempt < RANDOM_TERRAIN_TRIES; attempt++) {
    const ground = base.split('').map((g, h) => (g === '#' && rowOf(h) >= lo && rowOf(h) <= hi ? '.' : g));
    for (const zone of ZONES) {
      const inZone = (h: Hex) => zoneOf(h) === zone && rowOf(h) >= lo && rowOf(h) <= hi;
      const tiles = base.split('').filter((g, h) => g === '#' && inZone(h)).length;
      const free = ground.map((g, h) => (g === '.' && inZone(h) && !special(h) ? h : -1)).filter((h) => h >= 0);
      for (let i = 0; i < tiles; i++) {
        const j = i + randInt(r, free.length - i);
        [free[i], free[j]] = [free[j], free[i]];
        ground[free[i]] = '#';
      }
    }
    const text = ground.join('');
    const reach = reachableOnFoot(text, start);
    if (SHELTER_HEXES.every((h) => reach.has(h))) return { ground: text, start, shelters: [...SHELTER_HEXES] };
  }
  return { ...DEFAULT_LAYOUT, start };
}

/** §4.3 each zone's deck (§8.2), shuffled and dealt face down onto that zone's card hexes. */
export function dealCards(r: RngState, ground: string, dash: boolean, start: Hex = START): (Slot | null)[] {
  const cards: (Slot | null)[] = Array(HEXES).fill(null);
  const hexes = cardHexes(ground, start);
  for (const zone of ZONES) {
    const mine = hexes.filter((h) => zoneOf(h) === zone);
    const deck: CardId[] = [];
    for (const [card, n] of Object.entries(ZONE_DECKS[zone]) as [CardId, number][])
      // §12 No dash: Water Bottle and Heavy Luggage become All Clear
      for (let i = 0; i < n; i++) deck.push(!dash && CARDS[card].dashOnly ? 'clear' : card);
    while (deck.length < mine.length) deck.push('clear');
    shuffle(r, deck);
    mine.forEach((h, i) => (cards[h] = { card: deck[i], zone, up: false }));
  }
  return cards;
}

export const groundAt = (s: State, h: Hex): Ground => s.ground[h] as Ground;
export const isFlooded = (s: State, h: Hex): boolean => rowOf(h) <= s.flooded;

/** §6.2 a hex this unit may enter: on the map, not flooded, not terrain, not a cliff unless it climbs cliffs. */
export function canEnter(s: State, u: Unit, h: Hex): boolean {
  if (isFlooded(s, h)) return false;
  const g = s.ground[h];
  if (g === '#') return false;
  return g !== '^' || !!ROLE_DEFS[u.role].cliffs;
}

/** A hex anyone may stand on (for pulls and the Cat): open ground, not flooded. */
export const openGround = (s: State, h: Hex): boolean => !isFlooded(s, h) && s.ground[h] === '.';

export const setGround = (s: State, h: Hex, g: Ground): void => {
  s.ground = s.ground.slice(0, h) + g + s.ground.slice(h + 1);
};

export const shelterAt = (s: State, h: Hex) => s.shelters.find((t) => t.hex === h);
