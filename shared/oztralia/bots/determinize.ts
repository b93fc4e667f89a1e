/**
 * Determinization: one complete state that agrees with everything a seat can see (its view), the hidden things
 * drawn at random from what is public. Face-down tiles and the piles come from the public compositions of each
 * back level (the seat's own Tracker peeks kept); the Old One deck from the 18 cards minus the discard (the
 * Occultist's top kept); the manifestation deck from each level's cards not yet shown; the personality deck from the
 * cards nobody holds (the seat's own blind returns at the bottom). Never from the state: a bot only has a view.
 */
import { cloneJson } from '../../core/clone';
import type { SeatView } from '../../core/game';
import { seedRng, shuffle, type RngState } from '../../core/rng';
import { MANIFESTATIONS, MANIFEST_IDS, OLD_ONE_CARDS, PERSON_IDS, type PersonId, type TileKind } from '../data';
import { SEATS, type OldOne, type Peeks, type Seat, type State, type View } from '../types';

function tilesFromPool(r: RngState, pool: Partial<Record<TileKind, number>>): TileKind[] {
  const out: TileKind[] = [];
  for (const [k, n] of Object.entries(pool)) for (let i = 0; i < (n ?? 0); i++) out.push(k as TileKind);
  return shuffle(r, out);
}

export function determinize(view: SeatView<View> | View, seat: string, seed: number): State {
  const v = cloneJson(view) as View;
  const r = seedRng(seed);
  const mine = SEATS.includes(seat as Seat) ? v.peeks : null;
  const over = v.result !== null;

  // tiles: the seat's peeks, then the rest of each level's unknown pool; the piles take what is left
  const piles: [TileKind[], TileKind[], TileKind[]] = [[], [], []];
  const tiles: OldOne[] = [];
  const pools = v.unknown;
  const take = (level: 1 | 2 | 3, k: TileKind) => {
    const m = pools[level];
    if (m && (m[k] ?? 0) > 0) m[k] = (m[k] ?? 0) - 1;
  };
  for (const t of v.tiles)
    if (!t.up && !over && mine?.tiles[t.uid] && t.level > 0) take(t.level as 1 | 2 | 3, mine.tiles[t.uid]);
  const bags = ([1, 2, 3] as const).map((l) => tilesFromPool(r, pools[l] ?? {}));
  for (const t of v.tiles) {
    let kind = t.kind;
    if (kind === null) kind = mine?.tiles[t.uid] ?? bags[t.level - 1].pop() ?? 'kangaroo';
    tiles.push({ uid: t.uid, hex: t.hex, level: t.level, kind, up: t.up, cubes: t.cubes });
  }
  for (const l of [0, 1, 2]) piles[l] = bags[l].slice(0, v.piles[l]);

  // the Old One deck: every card not in the discard, the peeked top on top
  const inDeck = shuffle(
    r,
    OLD_ONE_CARDS.map((_, i) => i).filter((i) => !v.discard.includes(i) && i !== mine?.top),
  );
  if (mine && mine.top !== null) inDeck.push(mine.top);
  const deck = inDeck.slice(inDeck.length - v.deck);

  // the manifestation deck: per level, that many of the cards not shown; level I on top
  const mdeck: (typeof MANIFEST_IDS)[number][] = [];
  const box: (typeof MANIFEST_IDS)[number][] = [];
  for (const level of [3, 2, 1] as const) {
    const unseen = shuffle(
      r,
      MANIFEST_IDS.filter((id) => MANIFESTATIONS[id].level === level && !v.manifest.shown.includes(id)),
    );
    const n = v.manifest.left[level - 1];
    mdeck.push(...unseen.slice(0, n));
    box.push(...unseen.slice(n));
  }

  // the personality deck; another seat's pending blind draw takes two of the unknown cards
  const held = new Set<PersonId>();
  for (const x of v.row) if (x) held.add(x);
  for (const p of Object.values(v.players)) for (const c of p?.cards ?? []) held.add(c);
  for (const c of mine?.drawn ?? []) held.add(c);
  const known = mine?.deck ?? [];
  const unknown = shuffle(
    r,
    PERSON_IDS.filter((c) => !held.has(c) && !known.includes(c)),
  );
  const peeks: Partial<Record<Seat, Peeks>> = {};
  for (const s of v.order) {
    if (s === seat && mine) peeks[s] = cloneJson(mine);
    else {
      const drawing = v.prompt?.seat === s && v.prompt.kind === 'keep';
      peeks[s] = {
        tiles: {},
        top: null,
        drawn: drawing ? [unknown.pop(), unknown.pop()].filter((x): x is PersonId => !!x) : null,
        deck: [],
      };
    }
  }
  const personDeck = [...[...known].reverse(), ...unknown].slice(0, v.personDeck);

  return {
    v: v.v,
    promptSeq: v.promptSeq,
    prompts: v.prompt ? [v.prompt] : [],
    stack: v.tasks,
    interrupts: [],
    result: v.result,
    options: v.options,
    order: v.order,
    rng: r,
    cal: v.cal,
    tiles,
    nextUid: v.nextUid,
    piles,
    aside: v.aside,
    boxed: v.boxed,
    res: v.res,
    phosSupply: v.phosSupply,
    farms: v.farms,
    survey: v.survey,
    personDeck,
    row: v.row,
    deck,
    discard: v.discard,
    manifest: { deck: mdeck, box: box.sort(), shown: v.manifest.shown },
    stock: v.stock,
    players: v.players,
    peeks,
    combat: v.combat,
  };
}
