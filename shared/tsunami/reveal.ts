/** Turning a face-down card face up, for everyone (§13: nothing that reveals a card can be undone). */
import { emit, type C } from './ctx';
import type { Hex } from './hex';
import type { UnitId } from './types';

export function turnCardUp(c: C, h: Hex, by: 'entry' | 'foresight' | 'flashlight', unit: UnitId): void {
  const slot = c.s.cards[h];
  if (!slot || slot.up) return;
  slot.up = true;
  // the public tally: what is left unseen of each zone's deck is its composition minus these
  const tally = c.s.revealed[slot.zone];
  tally[slot.card] = (tally[slot.card] ?? 0) + 1;
  emit(c, { e: 'cardRevealed', hex: h, card: slot.card, zone: slot.zone, by, unit });
}
