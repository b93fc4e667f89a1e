/**
 * Where a search playout stops: the seat's chance of winning, estimated from public features. At the end it is the
 * result itself (a shared win counts its share); before it, the seat's score and what its farms and time left may
 * still bring, against the best other player and the Old Ones' expected score (hidden tiles at the expected VP of
 * their pool, doubled), and a port under threat with a weak barracks counts as the loss it would be (§11.7).
 */
import { NUMBERS, TILES } from '../data';
import { seatScore } from '../score';
import { posOf } from '../calendar';
import type { Seat, State } from '../types';
import { hiddenMean, strength, threat } from './features';

export function expectedOldOnes(s: State): number {
  let total = s.farms.filter((f) => f.blighted).length * NUMBERS.blightVp;
  const mean = [0, hiddenMean(s, 1), hiddenMean(s, 2), hiddenMean(s, 3)];
  for (const t of s.tiles) total += t.up ? TILES[t.kind].vp : NUMBERS.hiddenMultiplier * (mean[t.level] ?? 0);
  return total;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The seat's margin: its (projected) score against the best other player's and the Old Ones' (projected) score. */
export function margin(s: State, seat: Seat): number {
  const final = s.result !== null;
  const left = (m: Seat | 'old') => (final ? 0 : Math.max(0, NUMBERS.end - posOf(s, m)));
  const mine = seatScore(s, seat).total + left(seat) * 0.9;
  let best = 0;
  for (const x of s.order) if (x !== seat) best = Math.max(best, seatScore(s, x).total + left(x) * 0.9);
  // the Old Ones: what is on the map now, and what the turns left may still reveal, blight and bring
  const old = final && s.result ? s.result.oldOnes.total : expectedOldOnes(s) + left('old') * 0.6;
  let m = mine - Math.max(best, old);
  if (!final && threat(s, seat).port <= 2 && strength(s, seat) < 4) m -= 15;
  return m;
}

/** 0–1: mostly the win (or its estimate), partly the margin, so that a lost cause still prefers a closer loss. */
export function evaluate(s: State, seat: Seat): number {
  const r = s.result;
  const m = margin(s, seat);
  const win = r ? (r.winners.includes(seat) ? 1 / r.winners.length : 0) : sigmoid(m / 8);
  return 0.7 * win + 0.3 * sigmoid(m / 20);
}
