/**
 * Small helpers the computer players share: road distances, what a seat may know, and public board features.
 * Everything here reads only public parts of a state (or the caller's own secrets), so it works on a view.
 */
import { cardType, type CardId } from '../data/cards';
import { BONUS_BY_ID, bonusLava } from '../data/landmarks';
import { ROAD_DIST, townIndex } from '../data/map';
import { tileData } from '../data/tiles';
import { HIDDEN } from '../view';
import type { Seat, State, Town } from '../types';

/** All-pairs road distances. */
export const DIST = ROAD_DIST;

export const people = (t: Town): number => t.citizens + t.vips;

/** One visible card of each type in a hand: cards of one type are interchangeable, so bots compare types. */
export function oneCardPerType(hand: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return hand.filter((card) => {
    if (card === HIDDEN) return false;
    const type = cardType(card);
    if (seen.has(type)) return false;
    seen.add(type);
    return true;
  });
}

export function kaijuAt(s: State): number {
  return s.kaiju.town === null ? -1 : townIndex(s.kaiju.town);
}

/** Value of the investigation tile on a town (0 when none can be acquired there). */
export function tileValue(s: State, t: Town): number {
  if (t.tile === null || t.tile === HIDDEN || t.tile.startsWith('omen')) return 0;
  return tileData(s.options.numbers, t.tile).value;
}

/** Rounds still to come after the current one. */
export function roundsLeft(s: State): number {
  return Math.max(0, s.options.numbers.rounds - Math.max(1, s.round));
}

/** Towns holding a destruction bonus tile the kaiju keeps (only the kaiju, or a determinized state, knows them). */
export function bonusTowns(s: State): Map<number, number> {
  const out = new Map<number, number>();
  for (const b of s.kaiju.bonusKept) {
    if (b === HIDDEN) continue;
    const d = BONUS_BY_ID[b];
    if (d) out.set(townIndex(d.town), bonusLava(s.options.numbers, b));
  }
  return out;
}

export function isHidden(card: CardId): boolean {
  return card === HIDDEN;
}

export function typeOf(card: CardId): string {
  return card === HIDDEN ? HIDDEN : cardType(card);
}

export function isHumanSeat(seat: Seat): boolean {
  return seat !== 'kaiju';
}
