/**
 * What the computer players measure on a (possibly sampled) state: mobility, distances to ships, the public
 * candidate set's size after a clue, tsunami threats and the chance a dyke is built. The human side reads only
 * public facts and its own cards here; the kaiju side reads its space and treats dyke letters as unknown.
 */
import { DIST, NEIGHBOUR_MASK, SEA_NEIGHBOURS, atSea, countOf, maskOf, nameable, reachMask } from '../board';
import type { Sea, State, Town } from '../types';

export const exits = (s: State, x: Sea, mines: readonly Sea[] = s.mines): number =>
  SEA_NEIGHBOURS[x].filter((n) => !mines.includes(n)).length;

/** Steps from `x` to the nearest ship at sea (ignoring mines); 9 with none at sea. */
export function shipDistance(s: State, x: Sea): number {
  let d = 9;
  for (const ship of atSea(s.ships)) d = Math.min(d, DIST[x][s.ships[ship] as Sea]);
  return d;
}

/** Candidates after a secret move of `steps` (public: the same wherever the kaiju goes). */
export const spreadCount = (s: State, steps: number, over = false): number =>
  countOf(reachMask(maskOf(s.candidates), steps, maskOf(s.mines), over));

/** §9 the chance, as the kaiju sees it, that the dyke of `letter` is built: a built tile is face down to it. */
export function dykeChance(s: State, letter: Town): number {
  const d = s.dykes;
  if (d.discard.includes(letter)) return 0;
  const hidden = d.materials.length + d.construction.length;
  return hidden ? d.construction.length / hidden : 0;
}

/** The fraction of candidates from which `letter` can be named now: how threatened a town is (public). */
export function threat(s: State, letter: Town): number {
  const c = s.candidates;
  if (!c.length) return 0;
  return c.filter((x) => nameable(x, s.submerged).includes(letter)).length / c.length;
}

const bit = (x: Sea | undefined): number => (x === undefined ? 0 : 1 << (x - 1));

/** The mines as a mask after a mine is placed on `x` (moved `from` a space). */
export const minesAfter = (s: State, x: Sea, from?: Sea): number => (maskOf(s.mines) & ~bit(from)) | bit(x);

/** Candidates (public) that a mine on `x` would capture at once, or pin (present, no exit): a capture chance. */
export function captureChance(s: State, x: Sea, from?: Sea): number {
  const c = s.candidates;
  if (!c.length) return 0;
  const mines = minesAfter(s, x, from);
  let n = 0;
  for (const y of c) if ((NEIGHBOUR_MASK[y] & ~mines) === 0) n++;
  return n / c.length;
}

/** How much a mine on `x` shrinks where the kaiju could be after its next move (public): drive fishing. */
export function shrink(s: State, x: Sea, from: Sea | undefined, steps: number, before: number): number {
  if (!before) return 0;
  const after = countOf(reachMask(maskOf(s.candidates) & ~bit(x), steps, minesAfter(s, x, from)));
  return Math.max(0, (before - after) / before);
}

/** How much a mine on `x` cuts the candidates' ways out (public), averaged over the candidates. */
export function squeeze(s: State, x: Sea, from?: Sea): number {
  const c = s.candidates;
  if (!c.length) return 0;
  let cut = 0;
  for (const y of c) {
    const before = exits(s, y);
    const after = SEA_NEIGHBOURS[y].filter((n) => n !== x && (n === from || !s.mines.includes(n))).length;
    if (after < before && before > 0) cut += (before - after) / before;
  }
  return cut / c.length;
}

/** Expected bits a search of `spaces` gives about the kaiju's space (public). */
export function searchBits(s: State, spaces: readonly Sea[]): number {
  const n = s.candidates.length;
  if (n <= 1) return 0;
  const k = s.candidates.filter((x) => spaces.includes(x)).length;
  if (k === 0 || k === n) return 0;
  const h = (m: number) => (m > 0 ? Math.log2(m) : 0);
  return h(n) - ((k / n) * h(k) + ((n - k) / n) * h(n - k));
}
