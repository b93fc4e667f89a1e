/**
 * §15 for the conformance kit (test/kit/) and the leak tests: a copy of a state that differs only in what one seat
 * alone may know and in what nobody knows, so that every other viewer can be checked to see exactly the same.
 *
 * - Nobody knows: the random generator; which kind each face-down tile of a back level is, and the order of that
 *   level's pile (one pool per level); the Old One deck's order; which manifestation cards of each level are in the
 *   deck or the box, and their order; the personality deck's order. Whatever some seat has peeked stays put.
 * - A seat alone knows its peeks: the Tracker's tiles, the Occultist's top card, the blind recruit's cards (drawn, or
 *   put at the bottom). Each is exchanged with something of the same kind nobody knows, the peek following it.
 */
import { cloneJson } from '../core/clone';
import { nextU32, randInt, seedRng, shuffle, type RngState } from '../core/rng';
import { MANIFESTATIONS, type PersonId, type TileKind } from './data';
import type { State } from './types';
import type { Viewer } from './view';

interface Slot<T> {
  get(): T;
  set(x: T): void;
}

function permute<T>(r: RngState, slots: Slot<T>[]): void {
  const xs = shuffle(
    r,
    slots.map((p) => p.get()),
  );
  slots.forEach((p, i) => p.set(xs[i]));
}

const peekedUids = (s: State): Set<number> =>
  new Set(Object.values(s.peeks).flatMap((p) => (p ? Object.keys(p.tiles).map(Number) : [])));

/** Places holding a tile kind of back `level` that nobody has seen. */
function tileSlots(s: State, level: 1 | 2 | 3): Slot<TileKind>[] {
  const peeked = peekedUids(s);
  const out: Slot<TileKind>[] = [];
  for (const t of s.tiles)
    if (!t.up && t.level === level && !peeked.has(t.uid)) out.push({ get: () => t.kind, set: (k) => (t.kind = k) });
  const pile = s.piles[level - 1];
  pile.forEach((_, i) => out.push({ get: () => pile[i], set: (k) => (pile[i] = k) }));
  return out;
}

const knownPersons = (s: State): Set<PersonId> =>
  new Set(Object.values(s.peeks).flatMap((p) => (p ? [...p.deck, ...(p.drawn ?? [])] : [])));

function personSlots(s: State): Slot<PersonId>[] {
  const known = knownPersons(s);
  return s.personDeck
    .map((card, i) => ({ card, i }))
    .filter((x) => !known.has(x.card))
    .map(({ i }) => ({ get: () => s.personDeck[i], set: (c: PersonId) => (s.personDeck[i] = c) }));
}

function deckSlots(s: State): Slot<number>[] {
  const topKnown = Object.values(s.peeks).some((p) => p && p.top !== null);
  const n = s.deck.length - (topKnown ? 1 : 0);
  return Array.from({ length: Math.max(0, n) }, (_, i) => ({
    get: () => s.deck[i],
    set: (x: number) => (s.deck[i] = x),
  }));
}

function hiddenRandomness(s: State, r: RngState): void {
  s.rng = seedRng(nextU32(r));
  for (const l of [1, 2, 3] as const) permute(r, tileSlots(s, l));
  permute(r, deckSlots(s));
  for (const level of [1, 2, 3]) {
    const m = s.manifest;
    const slots = [
      ...m.deck.map((_, i) => ({ i, box: false })).filter((x) => MANIFESTATIONS[m.deck[x.i]].level === level),
      ...m.box.map((_, i) => ({ i, box: true })).filter((x) => MANIFESTATIONS[m.box[x.i]].level === level),
    ].map(({ i, box }) => {
      const arr = box ? m.box : m.deck;
      return { get: () => arr[i], set: (x: (typeof arr)[number]) => (arr[i] = x) };
    });
    permute(r, slots);
  }
  s.manifest.box.sort();
  permute(r, personSlots(s));
}

/** Exchanges one known thing with a random place of the pool nobody knows; returns the new thing there. */
function exchange<T>(r: RngState, mine: Slot<T>, pool: Slot<T>[]): T {
  if (!pool.length) return mine.get();
  const other = pool[randInt(r, pool.length)];
  const a = mine.get();
  mine.set(other.get());
  other.set(a);
  return mine.get();
}

export function perturbSecrets(state: State, seat: Viewer, seed: number): State {
  const s = cloneJson(state);
  const r = seedRng(seed);
  hiddenRandomness(s, r);
  const peeks = seat === 'spectator' ? undefined : s.peeks[seat];
  if (!peeks) return s;
  for (const key of Object.keys(peeks.tiles)) {
    const uid = Number(key);
    const t = s.tiles.find((x) => x.uid === uid);
    if (!t || t.up || t.level === 0) continue;
    peeks.tiles[uid] = exchange(r, { get: () => t.kind, set: (k) => (t.kind = k) }, tileSlots(s, t.level));
  }
  if (peeks.top !== null && s.deck.length > 1) {
    const last = s.deck.length - 1;
    const pool = deckSlots(s).filter((_, i) => i !== last);
    peeks.top = exchange(r, { get: () => s.deck[last], set: (x) => (s.deck[last] = x) }, pool);
  }
  const swapPerson = (card: PersonId): PersonId => {
    const pool = personSlots(s);
    if (!pool.length) return card;
    const other = pool[randInt(r, pool.length)];
    const got = other.get();
    other.set(card);
    return got;
  };
  if (peeks.drawn) peeks.drawn = peeks.drawn.map(swapPerson);
  peeks.deck = peeks.deck.map((card) => {
    const i = s.personDeck.indexOf(card);
    const pool = personSlots(s);
    if (i < 0 || !pool.length) return card;
    const other = pool[randInt(r, pool.length)];
    const got = other.get();
    other.set(card);
    s.personDeck[i] = got;
    return got;
  });
  return s;
}
