/**
 * Determinization: turn a seat's view (secrets shown as '?') into one complete state that agrees with everything
 * the seat can see. Each hidden card, bonus tile and advanced event is drawn at random from what is still unaccounted
 * for (the full deck lists minus the cards the seat can see), and the random generator is reseeded. The result
 * never contains anything the view did not: the search only ever starts from a view.
 */
import { cloneJson } from '../../core/clone';
import { seedRng, shuffle, type RngState } from '../../core/rng';
import type { Random } from '../../core/rng';
import { humanDeck, kaijuDeck } from '../data/cards';
import { ADVANCED_IDS, type EventId } from '../data/events';
import { BONUS_TILES } from '../data/landmarks';
import type { State } from '../types';
import { HIDDEN, type View } from '../view';

/** Fills the '?' entries of the given lists, in order, from `pool` (already shuffled). */
function fill(lists: string[][], pool: string[]): void {
  let n = 0;
  for (const xs of lists)
    for (let i = 0; i < xs.length; i++) if (xs[i] === HIDDEN) xs[i] = n < pool.length ? pool[n++] : HIDDEN;
}

function unknown(all: readonly string[], seen: Iterable<string>): string[] {
  const out = new Set(all);
  for (const x of seen) out.delete(x);
  return [...out];
}

/** What a view leaves unknown, worked out once per search: the pools each kind of hidden entry is drawn from. */
export interface Unknowns {
  kaiju: string[];
  roles: string[][];
  bonus: string[];
  events: string[];
}

export function unknowns(view: View): Unknowns {
  const k = view.kaiju;
  const plan = (owner: string) =>
    Object.values(view.plan)
      .filter((pc) => pc !== null && pc.owner === owner)
      .map((pc) => pc?.card ?? HIDDEN);
  return {
    kaiju: unknown(kaijuDeck(), [...k.hand, ...k.discard, ...k.deck, ...plan('kaiju')]),
    roles: view.humans.roles.map((r) =>
      unknown(humanDeck(r.role), [...r.hand, ...r.discard, ...r.deck, ...plan(r.role)]),
    ),
    bonus: unknown(
      BONUS_TILES.map((b) => b.id),
      [...k.bonusPlaced, ...k.bonusKept, ...k.bonusDrawn, ...k.bonusUnused],
    ),
    events: unknown(
      ADVANCED_IDS,
      view.events.filter((e) => e.advanced).map((e) => e.event as string),
    ),
  };
}

/** Fills a plan's face-down cards of one owner. */
function fillPlan(s: State, owner: string, pool: string[], start: number): void {
  let n = start;
  for (const pc of Object.values(s.plan))
    if (pc !== null && pc.owner === owner && pc.card === HIDDEN && n < pool.length) pc.card = pool[n++];
}

function countHidden(lists: string[][]): number {
  let n = 0;
  for (const xs of lists) for (const x of xs) if (x === HIDDEN) n++;
  return n;
}

export function determinize(view: View, rng: Random, known: Unknowns = unknowns(view)): State {
  const s: State = cloneJson(view);
  const r: RngState = seedRng(rng.int(0x7fffffff));
  const k = s.kaiju;

  // Kaiju cards: deck, hand, discard and face-down plan cards share the twelve kaiju cards.
  {
    const pool = shuffle(r, [...known.kaiju]);
    const lists = [k.hand, k.discard, k.deck];
    const used = countHidden(lists);
    fill(lists, pool);
    fillPlan(s, 'kaiju', pool, used);
  }
  s.humans.roles.forEach((role, i) => {
    const pool = shuffle(r, [...known.roles[i]]);
    const lists = [role.hand, role.discard, role.deck];
    const used = countHidden(lists);
    fill(lists, pool);
    fillPlan(s, role.role, pool, used);
  });

  // Destruction bonus tiles: kept, drawn and unused tiles share the eight minus those already placed.
  fill([k.bonusKept, k.bonusDrawn, k.bonusUnused], shuffle(r, [...known.bonus]));

  // Advanced events: those not yet revealed come from the advanced set minus the revealed ones.
  {
    const pool = shuffle(r, [...known.events]);
    let n = 0;
    for (const e of s.events) if ((e.event as string) === HIDDEN && n < pool.length) e.event = pool[n++] as EventId;
    const unused = s.advancedUnused as string[];
    fill([unused], pool.slice(n));
  }

  s.rng = r;
  return s;
}
