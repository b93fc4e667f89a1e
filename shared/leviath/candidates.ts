/**
 * The candidate set (Part C.1, §15): every sea space where Leviath could be, from public information only. The
 * engine records each public fact as a clue (types.ts `Clue`) at the moment it is learnt, in the public view; this
 * module folds them from the start spaces. The human-side computer player, the deduction overlay, the replay's
 * candidate cloud and the leak tests all read it, so it must never take anything but a clue list.
 *
 * The fold is exact: each clue constrains Leviath's position at that moment only, and secret movement depends only
 * on public facts (the mines at the time), so the set after a clue is precisely the set of positions some secret
 * path consistent with every clue so far could end on.
 */
import { maskOf, reachMask, spacesOf } from './board';
import { NUMBERS } from './data/numbers';
import type { Clue, Sea } from './types';

/** The candidates before any clue: the start spaces (§4.9). */
export const START_CANDIDATES: readonly Sea[] = NUMBERS.startSpaces;

/** The candidate set after one more clue. */
export function applyClue(set: readonly Sea[], clue: Clue): Sea[] {
  switch (clue.k) {
    case 'in':
      return set.filter((s) => clue.spaces.includes(s));
    case 'out':
      return set.filter((s) => !clue.spaces.includes(s));
    case 'spread':
      return spacesOf(reachMask(maskOf(set), clue.steps, maskOf(clue.mines), clue.over));
  }
}

/** The candidate set after every clue. */
export function candidatesOf(clues: readonly Clue[]): Sea[] {
  let set: Sea[] = [...START_CANDIDATES];
  for (const c of clues) set = applyClue(set, c);
  return set;
}

/** The candidate set after each clue (the replay's cloud, step by step): `cloud[i]` follows clue i. */
export function candidateCloud(clues: readonly Clue[]): Sea[][] {
  const out: Sea[][] = [];
  let set: Sea[] = [...START_CANDIDATES];
  for (const c of clues) out.push((set = applyClue(set, c)));
  return out;
}

/** The candidate set as of version `v` of the game (the clues learnt by then), for a replay step. */
export const candidatesAt = (clues: readonly Clue[], v: number): Sea[] => candidatesOf(clues.filter((c) => c.v <= v));
