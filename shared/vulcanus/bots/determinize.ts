/**
 * Determinization: turn a seat's view (secrets shown as '?') into one complete state that agrees with everything
 * the seat can see. Each hidden card, bonus tile and advanced event is drawn at random from what is still unaccounted
 * for (the full deck lists minus the cards the seat can see), and the random generator is reseeded. The result
 * never contains anything the view did not: the search only ever starts from a view.
 */
import { cloneJson } from '../../core/clone';
import { seedRng, shuffle, type RngState } from '../../core/rng';
import type { Random } from '../../core/rng';
import { humanDeck, kaijuDeck, type CardId } from '../data/cards';
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

export function determinize(view: View, rng: Random): State {
  const s: State = cloneJson(view);
  const r: RngState = seedRng(rng.int(0x7fffffff));
  const k = s.kaiju;

  // Kaiju cards: deck, hand, discard and face-down plan cards share the twelve kaiju cards.
  const kaijuPlan = Object.values(s.plan).filter((pc) => pc && pc.owner === 'kaiju') as { card: CardId }[];
  const planCards = (owner: string) =>
    Object.values(s.plan).filter((pc) => pc !== null && pc.owner === owner) as { card: CardId }[];
  {
    const lists = [k.hand, k.discard, k.deck];
    const seen = [...k.hand, ...k.discard, ...k.deck, ...kaijuPlan.map((p) => p.card)];
    const pool = shuffle(r, unknown(kaijuDeck(), seen));
    const planList = kaijuPlan.map((p) => p.card);
    fill([...lists, planList], pool);
    kaijuPlan.forEach((p, i) => (p.card = planList[i]));
  }
  for (const role of s.humans.roles) {
    const onPlan = planCards(role.role);
    const seen = [...role.hand, ...role.discard, ...role.deck, ...onPlan.map((p) => p.card)];
    const pool = shuffle(r, unknown(humanDeck(role.role), seen));
    const planList = onPlan.map((p) => p.card);
    fill([role.hand, role.discard, role.deck, planList], pool);
    onPlan.forEach((p, i) => (p.card = planList[i]));
  }

  // Destruction bonus tiles: kept, drawn and unused tiles share the eight minus those already placed.
  {
    const seen = [...k.bonusPlaced, ...k.bonusKept, ...k.bonusDrawn, ...k.bonusUnused];
    const pool = shuffle(
      r,
      unknown(
        BONUS_TILES.map((b) => b.id),
        seen,
      ),
    );
    fill([k.bonusKept, k.bonusDrawn, k.bonusUnused], pool);
  }

  // Advanced events: those not yet revealed come from the advanced set minus the revealed ones.
  {
    const seen = s.events.filter((e) => e.advanced).map((e) => e.event as string);
    const pool = shuffle(r, unknown(ADVANCED_IDS, seen));
    const hidden = (e: { event: string }) => e.event === HIDDEN;
    const slots = s.events.filter(hidden).map((e) => e.event as string);
    const unused = s.advancedUnused as string[];
    fill([slots, unused], pool);
    let n = 0;
    for (const e of s.events) if (hidden(e)) e.event = slots[n++] as EventId;
    s.advancedUnused = unused as EventId[];
  }

  s.rng = r;
  return s;
}
