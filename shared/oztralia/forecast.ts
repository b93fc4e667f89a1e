/**
 * What the screen shows ahead of time, worked out here so that the client needs no rule (§17): the calendar as a
 * timeline (§8: who acts next, where each box would put the acting player, the disc and the lit spaces ahead of it),
 * each face-up Old One's threat (§10.2: its nearest targets, steps left, the cards that move it) and every seat's
 * score so far (§13). Everything is read from public things only (§15): no face-down tile's kind, no deck order.
 */
import {
  BOXES,
  BOX_TIME,
  FAMILIES,
  FARM_KINDS,
  NUMBERS,
  OLD_ONE_CARDS,
  TILES,
  UNITS,
  type BoxId,
  type Family,
} from './data';
import { portsInSeatOrder } from './board';
import { nextActor } from './calendar';
import { stepFrom, targetHexes } from './movement';
import { INF, LAND_NEIGHBOURS, landDistances, type Hex } from './hex';
import { unitKind } from './player';
import { seatScore } from './score';
import type { Landing, Seat, State, Threat, Timeline } from './types';

/** [R] §5 the span of a box's time: farm 1 per farm placed (up to the kinds still in hand), attack 1–3 by the force. */
function timeSpan(s: State, seat: Seat, box: BoxId): [number, number] {
  const p = s.players[seat];
  const fixed = BOX_TIME[box];
  if (fixed !== null || !p) return [fixed ?? 1, fixed ?? 1];
  if (box === 'farm') {
    const kinds = FARM_KINDS.filter((k) => p.farmsLeft[k] > 0).length;
    return [1, Math.max(1, Math.min(NUMBERS.farmsPerAction, kinds))];
  }
  // §5 the attack's time: distinct timed types (infantry, artillery, cars) the barracks could send, at least 1
  const timed = new Set(p.units.map(unitKind).filter((k) => UNITS[k].timed));
  return [1, Math.max(1, timed.size)];
}

/** §8 where a marker moved from `from` to `to` would stand in the acting order: the markers that would act first. */
function landing(s: State, seat: Seat, box: Landing['box'], span: [number, number]): Landing {
  const from = s.cal.find((e) => e.m === seat)?.pos ?? 0;
  const to: [number, number] = [from + span[0], from + span[1]];
  // §8 a marker landing on a stack goes on top: only those strictly below it act first
  const first = s.cal.filter((e) => e.m !== seat && e.pos < NUMBERS.end && e.pos < to[0]);
  return { box, to, ahead: first.length, oldOnesFirst: first.some((e) => e.m === 'old') };
}

export function timeline(s: State): Timeline {
  const disc = s.cal.find((e) => e.m === 'old')?.pos ?? 0;
  const lit = (NUMBERS.lit as readonly number[]).filter((x) => x > disc);
  // only as many lit spaces turn a card as the manifestation deck still holds
  const litAhead = lit.slice(0, s.manifest.deck.length);
  const prompt = s.prompts[0];
  let landings: Landing[] | null = null;
  if (prompt?.kind === 'box') {
    const seat = prompt.seat;
    landings = BOXES.map((b) => landing(s, seat, b, timeSpan(s, seat, b)));
    // [R] ruling 7 Retrieve without a cube
    const t = NUMBERS.retrieveNoCubeTime;
    landings.push(landing(s, seat, 'retrieveWithoutCube', [t, t]));
  }
  return {
    // §13 a fallen port ends the game at once, whoever was due next
    next: s.result ? null : nextActor(s),
    disc,
    litAhead,
    toManifest: litAhead.length ? litAhead[0] - disc : null,
    landings,
  };
}

/** §10.1 the Old One cards whose mover is each family (indexes into the data). */
const MOVERS = Object.fromEntries(
  FAMILIES.map((f) => [f, OLD_ONE_CARDS.flatMap((c, i) => (c.mover === f ? [i] : []))]),
) as Record<Family, number[]>;

/**
 * The targets at the end of the shortest paths from `hex`: walking down `dist` (the distance to the nearest target)
 * one layer at a time. Every shortest path to a nearest target only ever goes down by one, so none is missed.
 */
function nearestFrom(dist: Int32Array, hex: Hex): Hex[] {
  const seen = new Set([hex]);
  let layer = [hex];
  while (layer.length && dist[layer[0]] > 0) {
    const below: Hex[] = [];
    for (const x of layer)
      for (const n of LAND_NEIGHBOURS[x])
        if (dist[n] === dist[x] - 1 && !seen.has(n)) {
          seen.add(n);
          below.push(n);
        }
    layer = below;
  }
  return layer.sort((a, b) => a - b);
}

/**
 * §10.2 every face-up Old One that moves: the nearest targets (land distance) and how many steps away, where its
 * next step could go by the direction of each Old One card that moves its family (§10.1), and how many of those
 * cards are still in the deck (the deck's contents are the cards not in the public discard).
 */
export function threats(s: State): Threat[] {
  const dist = landDistances(targetHexes(s));
  const what = new Map<Hex, Threat['targets'][number]>();
  for (const f of s.farms) if (!f.blighted) what.set(f.hex, { hex: f.hex, what: 'farm', owner: f.owner });
  for (const p of portsInSeatOrder(s)) what.set(p.hex, { hex: p.hex, what: 'port', owner: p.seat });
  const out: Threat[] = [];
  for (const t of s.tiles) {
    const spec = TILES[t.kind];
    if (!t.up || !spec.moves || !spec.family) continue;
    const family = spec.family;
    const steps = dist[t.hex] >= INF ? null : dist[t.hex];
    const targets = steps === null ? [] : nearestFrom(dist, t.hex).flatMap((x) => what.get(x) ?? []);
    const cards = MOVERS[family];
    const next: Hex[] = [];
    for (const i of cards) {
      const to = stepFrom(s, t.hex, OLD_ONE_CARDS[i].dir, dist);
      if (to >= 0 && !next.includes(to)) next.push(to);
    }
    // an empty deck is the whole discard reshuffled before the next draw (§10.1)
    const inDeck = s.deck.length ? cards.filter((i) => !s.discard.includes(i)).length : cards.length;
    out.push({
      uid: t.uid,
      hex: t.hex,
      kind: t.kind,
      family,
      steps,
      targets,
      next,
      movedBy: { cards: [...cards], inDeck },
    });
  }
  return out.sort((a, b) => (a.steps ?? INF) - (b.steps ?? INF) || a.hex - b.hex || a.uid - b.uid);
}

/** §13 each seat's score as it would stand now (all of it public: farms, phosphate, cards, tiles, tokens). */
export function standing(s: State): Record<string, number> {
  const out: Record<string, number> = {};
  for (const seat of s.order) out[seat] = seatScore(s, seat).total;
  return out;
}
