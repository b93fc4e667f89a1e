/**
 * §7 setup: the map's survey tiles resolved (§4.1), the piles, decks and rows shuffled, the calendar stacked, and
 * the ports left to the players (asked in reverse turn order by the `ports` task).
 */
import { randInt, seedRng, shuffle, type RngState } from '../core/rng';
import {
  BOXES,
  MANIFESTATIONS,
  MANIFEST_IDS,
  NUMBERS,
  OLD_ONE_CARDS,
  PERSON_IDS,
  SURVEY_DEALT,
  SURVEY_TILES,
  TILES,
  TILE_KINDS,
  UNITS,
  UNIT_KINDS,
  type BoxId,
  type TileKind,
} from './data';
import { addRes, emit, placeFaceDown, type Ctx } from './board';
import { place } from './calendar';
import { LEVEL_OF, SURVEY_SITES, isLand, neighbour, type Hex } from './hex';
import { SEATS, type GameEvent, type Options, type Player, type Seat, type State } from './types';

const RES_CODE = { c: 'coal', i: 'iron', g: 'gold', p: 'phos' } as const;

export const ALL_UNITS: readonly string[] = UNIT_KINDS.flatMap((k) =>
  Array.from({ length: UNITS[k].count }, (_, i) => `${k}${i + 1}`),
);

function newPlayer(seat: Seat): Player {
  return {
    seat,
    port: -1,
    coal: NUMBERS.start.coal,
    iron: NUMBERS.start.iron,
    gold: NUMBERS.start.gold,
    phos: 0,
    hq: NUMBERS.cubes,
    boxes: Object.fromEntries(BOXES.map((b) => [b, 0])) as Record<BoxId, number>,
    tracks: [],
    farmsLeft: { S: NUMBERS.farmsPerType, C: NUMBERS.farmsPerType, M: NUMBERS.farmsPerType },
    units: [],
    cards: [],
    won: [],
    tokens: 0,
    dread: false,
  };
}

function piles(r: RngState): [TileKind[], TileKind[], TileKind[]] {
  const out: [TileKind[], TileKind[], TileKind[]] = [[], [], []];
  for (const k of TILE_KINDS) {
    const spec = TILES[k];
    if (spec.level === 0) continue;
    for (let i = 0; i < spec.count; i++) out[spec.level - 1].push(k);
  }
  for (const p of out) shuffle(r, p);
  return out;
}

/**
 * §4.1 one Old One placement: the target hex's printed level; on a hex that already holds a tile, a tile one level
 * higher replaces it (a level-3 tile is not upgraded), the replaced one going to the bottom of its pile, unseen.
 */
function placeOldOne(c: Ctx, hex: Hex): void {
  const level = LEVEL_OF[hex];
  if (!level) return;
  const here = c.s.tiles.find((t) => t.hex === hex);
  if (!here) {
    placeFaceDown(c, hex, level);
    return;
  }
  if (here.level >= 3 || here.level === 0) return;
  // [R] §4.1 the replaced tile goes to the bottom of its level's pile, unseen
  c.s.tiles = c.s.tiles.filter((t) => t !== here);
  c.s.piles[here.level - 1].unshift(here.kind);
  const by = placeFaceDown(c, hex, (here.level + 1) as 2 | 3);
  if (by) emit(c, { type: 'oldOneReplaced', uid: here.uid, by: by.uid, hex });
}

/** §4.1 a survey tile's placements: the centre, then directions 1–6. [R] sea or off the map is skipped. */
function resolveSurvey(c: Ctx, site: Hex, tile: string): void {
  const cells = SURVEY_TILES[tile];
  cells.forEach((cell, i) => {
    if (!cell) return;
    const hex = i === 0 ? site : neighbour(site, i);
    if (hex < 0 || !isLand(hex)) return;
    for (const code of cell.split('+')) {
      if (code === 'O') placeOldOne(c, hex);
      else addRes(c, hex, RES_CODE[code[0] as keyof typeof RES_CODE], Number(code.slice(1)));
    }
  });
}

export function initialState(options: Options, seed: number): { state: State; events: GameEvent[] } {
  const r = seedRng(seed);
  const n = options.players;
  const start = randInt(r, n);
  const seats = SEATS.slice(0, n);
  const order = [...seats.slice(start), ...seats.slice(0, start)];
  const s: State = {
    v: 0,
    promptSeq: 0,
    prompts: [],
    stack: [{ t: 'main' }, { t: 'ports', i: 0 }],
    interrupts: [],
    result: null,
    options,
    order,
    rng: r,
    cal: [],
    tiles: [],
    nextUid: 1,
    piles: piles(r),
    aside: ['X', 'XX'],
    boxed: [],
    res: {},
    phosSupply: NUMBERS.phosphate,
    farms: [],
    survey: [],
    personDeck: [],
    row: [],
    deck: [],
    discard: [],
    manifest: { deck: [], box: [], shown: [] },
    stock: [...ALL_UNITS],
    players: Object.fromEntries(seats.map((x) => [x, newPlayer(x)])),
    peeks: Object.fromEntries(seats.map((x) => [x, { tiles: {}, top: null, drawn: null, deck: [] }])),
    combat: null,
  };
  const c: Ctx = { s, events: [] };
  emit(c, { type: 'startPlayer', seat: order[0], order: [...order] });

  // §7 step 3: 13 of the 20 survey tiles, one per site; the rest go back unseen
  const tiles = shuffle(r, Object.keys(SURVEY_TILES)).slice(0, SURVEY_DEALT);
  SURVEY_SITES.forEach((hex, i) => {
    s.survey.push({ hex, tile: tiles[i] });
    emit(c, { type: 'surveyLaid', hex, tile: tiles[i] });
  });
  SURVEY_SITES.forEach((hex, i) => resolveSurvey(c, hex, tiles[i]));

  // §7 step 4: five cards of each level, level I on top (the top is the last element)
  for (const level of [3, 2, 1] as const) {
    const all = shuffle(
      r,
      MANIFEST_IDS.filter((id) => MANIFESTATIONS[id].level === level),
    );
    s.manifest.deck.push(...all.slice(0, NUMBERS.manifestPerLevel));
    s.manifest.box.push(...all.slice(NUMBERS.manifestPerLevel));
  }
  s.manifest.box.sort();

  // §7 step 5
  s.personDeck = shuffle(r, [...PERSON_IDS]);
  for (let i = 0; i < NUMBERS.row; i++) s.row.push(s.personDeck.pop() ?? null);
  s.deck = shuffle(
    r,
    OLD_ONE_CARDS.map((_, i) => i),
  );

  // §7 steps 6 and 8: the disc at the bottom of its space; the players stacked with the start player on top
  place(s, 'old', NUMBERS.discStart[options.difficulty]);
  for (const seat of [...order].reverse()) place(s, seat, NUMBERS.startSpace[n]);
  return { state: s, events: c.events };
}
