/**
 * §15 who sees what. Face-down tiles show their back only; the piles, the three decks and the cards left in the box
 * show their counts; a seat's peeks (Tracker, Occultist, blind recruit) go to that seat alone, under the one private
 * key `peeks`. The Old Ones' score is a range from public information until the end. [R] §15 once the game is over
 * the hidden tiles are shown (the end's `tilesShown` event carries the same).
 */
import { cloneJson } from '../core/clone';
import { asView, type SeatView } from '../core/game';
import { MANIFESTATIONS, NUMBERS, TILES, TILE_KINDS, type TileKind } from './data';
import { standing, threats, timeline } from './forecast';
import { combatOdds } from './odds';
import type { GameEvent, State, View, Seat } from './types';

export type Viewer = Seat | 'spectator';

export const PRIVATE_KEYS = ['peeks'] as const;

/** §15 the composition of the unknown tiles of each back level: the roster minus every tile whose kind is public. */
export function unknownComposition(s: State): Record<string, Partial<Record<TileKind, number>>> {
  const left: Record<string, Partial<Record<TileKind, number>>> = { 1: {}, 2: {}, 3: {} };
  for (const k of TILE_KINDS) {
    const l = TILES[k].level;
    if (l > 0) left[l][k] = TILES[k].count;
  }
  const known: TileKind[] = [...s.boxed];
  for (const t of s.tiles) if (t.up) known.push(t.kind);
  for (const seat of s.order) known.push(...(s.players[seat]?.won ?? []));
  for (const k of known) {
    const l = TILES[k].level;
    const m = left[l];
    if (l > 0 && m && (m[k] ?? 0) > 0) m[k] = (m[k] ?? 0) - 1;
  }
  for (const m of Object.values(left)) for (const k of Object.keys(m) as TileKind[]) if (!m[k]) delete m[k];
  return left;
}

/** §15 the lowest and highest Old Ones' score any filling of the hidden tiles from the public compositions gives. */
export function oldOnesRange(s: State): [number, number] {
  let base = s.farms.filter((f) => f.blighted).length * NUMBERS.blightVp;
  for (const t of s.tiles) if (t.up) base += TILES[t.kind].vp;
  const comp = unknownComposition(s);
  let low = base;
  let high = base;
  for (const l of [1, 2, 3] as const) {
    const n = s.tiles.filter((t) => !t.up && t.level === l).length;
    if (!n) continue;
    const values: number[] = [];
    for (const [k, c] of Object.entries(comp[l]))
      for (let i = 0; i < (c ?? 0); i++) values.push(TILES[k as TileKind].vp);
    values.sort((a, b) => a - b);
    const m = NUMBERS.hiddenMultiplier;
    for (let i = 0; i < n && i < values.length; i++) {
      low += m * values[i];
      high += m * values[values.length - 1 - i];
    }
  }
  return [low, high];
}

function publicPart(s: State, everything: boolean): Omit<View, 'peeks'> {
  const over = s.result !== null || everything;
  const levels: [number, number, number] = [0, 0, 0];
  for (const id of s.manifest.deck) levels[MANIFESTATIONS[id].level - 1]++;
  return {
    v: s.v,
    promptSeq: s.promptSeq,
    nextUid: s.nextUid,
    options: { ...s.options },
    order: [...s.order],
    prompt: s.prompts[0] ? { ...s.prompts[0] } : null,
    cal: s.cal.map((e) => ({ ...e })),
    lit: [...NUMBERS.lit],
    tiles: s.tiles.map((t) => ({
      uid: t.uid,
      hex: t.hex,
      level: t.level,
      kind: t.up || over ? t.kind : null,
      up: t.up,
      cubes: { ...t.cubes },
    })),
    unknown: unknownComposition(s),
    piles: [s.piles[0].length, s.piles[1].length, s.piles[2].length],
    aside: [...s.aside],
    boxed: [...s.boxed],
    res: cloneJson(s.res),
    phosSupply: s.phosSupply,
    farms: s.farms.map((f) => ({ ...f })),
    survey: s.survey.map((x) => ({ ...x })),
    row: [...s.row],
    personDeck: s.personDeck.length,
    deck: s.deck.length,
    discard: [...s.discard],
    manifest: { left: levels, shown: [...s.manifest.shown] },
    stock: [...s.stock],
    players: cloneJson(s.players),
    combat: s.combat ? cloneJson(s.combat) : null,
    oldOnesRange: s.result ? [s.result.oldOnes.total, s.result.oldOnes.total] : oldOnesRange(s),
    standing: s.result
      ? Object.fromEntries(Object.entries(s.result.scores).map(([k, x]) => [k, x.total]))
      : standing(s),
    timeline: timeline(s),
    threats: s.result ? [] : threats(s),
    odds: combatOdds(s),
    tasks: cloneJson(s.stack),
    result: s.result ? cloneJson(s.result) : null,
  };
}

export function privatePart(s: State, viewer: Viewer): Pick<View, 'peeks'> {
  const p = viewer === 'spectator' ? undefined : s.peeks[viewer];
  return { peeks: p ? cloneJson(p) : null };
}

function assemble(pub: Omit<View, 'peeks'>, priv: Pick<View, 'peeks'>): View {
  return { ...pub, peeks: priv.peeks };
}

export function view(s: State, viewer: Viewer): SeatView<View> {
  return asView(assemble(publicPart(s, false), privatePart(s, viewer)));
}

/** The replay's "show everything": every tile's kind. */
export function fullView(s: State): SeatView<View> {
  return asView(assemble(publicPart(s, true), { peeks: null }));
}

/** §15 an event as `viewer` may see it: a peek's content to its owner alone. */
export function redactEvent(_s: State, e: GameEvent, viewer: Viewer): GameEvent {
  switch (e.type) {
    case 'tilePeeked':
      return viewer === e.seat ? e : { ...e, kind: null };
    case 'cardPeeked':
      return viewer === e.seat ? e : { ...e, card: null };
    case 'blindDrawn':
      return viewer === e.seat ? e : { ...e, cards: null };
    case 'blindKept':
      return viewer === e.seat ? e : { ...e, returned: null };
    default:
      return e;
  }
}
