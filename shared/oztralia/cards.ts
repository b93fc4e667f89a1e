/** §10.1, §11.3 the Old One card deck: drawing, the reshuffle of the discard, and the Occultist's look (§12 P12). */
import { shuffle } from '../core/rng';
import { emit, type Ctx } from './board';
import type { GameEvent, Seat } from './types';

/** [R] §10.1 the discard is reshuffled when the deck runs out. */
function refill(c: Ctx): void {
  const s = c.s;
  if (s.deck.length || !s.discard.length) return;
  s.deck = shuffle(s.rng, s.discard);
  s.discard = [];
  emit(c, { type: 'deckShuffled', size: s.deck.length });
}

export function drawCard(c: Ctx, why: Extract<GameEvent, { type: 'cardDrawn' }>['why']): number {
  refill(c);
  const s = c.s;
  const card = s.deck.pop() ?? 0;
  s.discard.push(card);
  // the card has moved: nobody's look at it stands any more (ruling 8)
  for (const p of Object.values(s.peeks)) if (p) p.top = null;
  emit(c, { type: 'cardDrawn', card, why });
  return card;
}

/** §12 P12 the Occultist looks at the top card (its owner alone sees which, §15). */
export function peekTop(c: Ctx, seat: Seat): void {
  refill(c);
  const s = c.s;
  const p = s.peeks[seat];
  if (!p || !s.deck.length) return;
  p.top = s.deck[s.deck.length - 1];
  emit(c, { type: 'cardPeeked', seat, card: p.top });
}
