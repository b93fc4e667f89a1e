/**
 * §13 the end and scoring. Players: 2 per unblighted farm, 3 per phosphate, personality cards (§12), Old One tiles
 * held and VP tokens. The Old Ones: face-up tiles on the map, face-down ones double, 1 per blighted farm. The
 * highest total wins; a tie with the Old Ones goes to them [S3]. [R] §13 ties between players: more unblighted
 * farms, then more VP from Old Ones, then a shared win ([R] ruling 10: personality bonuses count, a fallen port may
 * still win).
 */
import { NUMBERS, PERSONALITIES, TILES, type FarmKind } from './data';
import { emit, type Ctx } from './board';
import type { EndReason, GameResult, OldOnesScore, Seat, SeatScore, State } from './types';

const unblighted = (s: State, seat: Seat, kind?: FarmKind): number =>
  s.farms.filter((f) => f.owner === seat && !f.blighted && (!kind || f.kind === kind)).length;

export function seatScore(s: State, seat: Seat): SeatScore {
  const p = s.players[seat];
  if (!p) return { farms: 0, phosphate: 0, cards: 0, tiles: 0, tokens: 0, total: 0 };
  const farms = unblighted(s, seat) * NUMBERS.farmVp;
  const phosphate = p.phos * NUMBERS.phosphateVp;
  let cards = 0;
  for (const card of p.cards) {
    cards += PERSONALITIES[card];
    if (card === 'drover') cards += unblighted(s, seat, 'C');
    if (card === 'woolBaron') cards += unblighted(s, seat, 'S');
    if (card === 'agronomist') cards += unblighted(s, seat, 'M');
    if (card === 'stationOwner')
      cards +=
        NUMBERS.stationSetVp * Math.min(unblighted(s, seat, 'S'), unblighted(s, seat, 'C'), unblighted(s, seat, 'M'));
    if (card === 'professor') cards += p.won.length;
  }
  const tiles = p.won.reduce((a, k) => a + TILES[k].vp, 0);
  return { farms, phosphate, cards, tiles, tokens: p.tokens, total: farms + phosphate + cards + tiles + p.tokens };
}

/** §13 the Old Ones' score; it needs the hidden tiles, so it is exact only at the end (§15: a range before). */
export function oldOnesScore(s: State): OldOnesScore {
  let faceUp = 0;
  let hidden = 0;
  for (const t of s.tiles)
    if (t.up) faceUp += TILES[t.kind].vp;
    else hidden += NUMBERS.hiddenMultiplier * TILES[t.kind].vp;
  const blighted = s.farms.filter((f) => f.blighted).length * NUMBERS.blightVp;
  return { faceUp, hidden, blighted, total: faceUp + hidden + blighted };
}

export function judge(s: State, reason: EndReason): GameResult {
  const scores: Record<string, SeatScore> = {};
  for (const seat of s.order) scores[seat] = seatScore(s, seat);
  const oldOnes = oldOnesScore(s);
  const best = Math.max(...s.order.map((x) => scores[x].total));
  if (oldOnes.total >= best) return { reason, winners: [], oldOnesWin: true, scores, oldOnes };
  const key = (seat: Seat): number[] => {
    const p = s.players[seat];
    return [scores[seat].total, unblighted(s, seat), scores[seat].tiles + (p?.tokens ?? 0)];
  };
  const cmp = (a: number[], b: number[]): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const top = s.order.reduce((m, x) => (cmp(key(x), m) > 0 ? key(x) : m), key(s.order[0]));
  const winners = s.order.filter((x) => cmp(key(x), top) === 0);
  return { reason, winners, oldOnesWin: false, scores, oldOnes };
}

/** The game ends at once: the hidden tiles are shown (not turned: they still count double) and scored. */
export function endGame(c: Ctx, reason: EndReason): void {
  const s = c.s;
  const hidden = s.tiles.filter((t) => !t.up).map((t) => ({ uid: t.uid, kind: t.kind }));
  if (hidden.length) emit(c, { type: 'tilesShown', tiles: hidden });
  s.result = judge(s, reason);
  s.prompts = [];
  s.stack = [];
  emit(c, { type: 'gameEnded', result: s.result });
}
