/**
 * §10 for the conformance kit (test/kit/): a copy of a state that differs only in what one seat alone may know and
 * in what nobody knows, so that the kit can check that every other viewer sees exactly the same.
 *
 * - Nobody knows: the random generator and the seed (the game's future), the order of every deck, where each unused
 *   bonus tile lies and which advanced event lies face down on which slot (all shown as '?' to everyone).
 * - The kaiju alone knows: its hand, its face-down plan cards, its drawn and kept bonus tiles.
 * - A human seat alone knows: the hands and face-down plan cards of its roles (not its teammates': §10 views).
 *
 * The cards of a holder are exchanged among its hand, its face-down plan cards and its deck (the deck is hidden from
 * everyone, so which cards it holds is the seat's knowledge only); counts never change. Discards are left alone
 * (most of their cards were revealed to everyone), and so is anything the seat's pending prompt lists as an answer
 * or its redraw under way has set aside.
 */
import { cloneJson } from '../core/clone';
import { nextU32, seedRng, shuffle, type RngState } from '../core/rng';
import type { PlanCard, State } from './types';

/** A place holding one secret item: a list entry or a face-down plan card. */
interface Place {
  get(): string;
  set(x: string): void;
}

const inList = (xs: string[]): Place[] =>
  xs.map((_, i) => ({
    get: () => xs[i],
    set: (x: string) => void (xs[i] = x),
  }));

const onPlan = (pcs: PlanCard[]): Place[] =>
  pcs.map((pc) => ({
    get: () => pc.card,
    set: (x: string) => void (pc.card = x),
  }));

/** Deals the items of `places` among them again at random, leaving the items in `fixed` where they are. */
function redeal(r: RngState, places: Place[], fixed: ReadonlySet<string>): void {
  const free = places.filter((p) => !fixed.has(p.get()));
  const items = shuffle(
    r,
    free.map((p) => p.get()),
  );
  free.forEach((p, i) => p.set(items[i]));
}

/** Every string a seat's pending prompts list in their answers: those stay in place. */
function named(s: State, seat: string): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (typeof x === 'string') out.add(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x !== null && typeof x === 'object') Object.values(x).forEach(walk);
  };
  for (const p of s.prompts) if (p.seat === seat) walk(p.options);
  // the cards of a lone human's redraw under way stay in the hand they were set aside from
  if (s.planning?.redraw?.seat === seat) walk(s.planning.redraw.cards);
  return out;
}

/** A copy of `state` differing only in what `seat` alone may know and in what nobody knows ('spectator': only that). */
export function perturbSecrets(state: State, seat: string, seed: number): State {
  const s = cloneJson(state);
  const r = seedRng(seed);
  const fixed = named(s, seat);
  const k = s.kaiju;

  // What nobody knows.
  s.rng = seedRng(nextU32(r));
  s.seed = nextU32(r) >>> 1;
  shuffle(r, k.deck);
  for (const role of s.humans.roles) shuffle(r, role.deck);
  shuffle(r, k.bonusUnused);
  const faceDown = s.events.filter((e) => e.advanced && !e.revealed);
  redeal(
    r,
    [
      ...faceDown.map((e) => ({ get: () => e.event, set: (x: string) => void (e.event = x as never) })),
      ...inList(s.advancedUnused),
    ],
    new Set(),
  );

  // What the seat alone knows.
  const hidden = (owner: string) =>
    Object.values(s.plan).filter((pc): pc is PlanCard => pc !== null && pc.owner === owner && !pc.revealed);
  if (seat === 'kaiju') {
    redeal(r, [...inList(k.hand), ...onPlan(hidden('kaiju')), ...inList(k.deck)], fixed);
    redeal(r, [...inList(k.bonusDrawn), ...inList(k.bonusKept), ...inList(k.bonusUnused)], fixed);
  } else
    for (const role of s.humans.roles)
      if (role.seat === seat)
        redeal(r, [...inList(role.hand), ...onPlan(hidden(role.role)), ...inList(role.deck)], fixed);
  return s;
}
