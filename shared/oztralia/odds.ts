/**
 * §17 the combat odds: what the next Old One card would do, card by card, over the cards it can be. The deck's
 * contents are public (every card not in the face-up discard, §15; its order is not), so the odds are the same for
 * every viewer. One line per way to go on: fight with everything, or first withdraw the airships or the ground units
 * (§11.3 step 1), so that withdraw-or-push reads as what it is.
 */
import { OLD_ONE_CARDS, TILES, type UnitKind } from './data';
import type { CardOutcome, Combat, Odds, OddsLine, OldOne, State } from './types';

const cubesOn = (t: OldOne): number => Object.values(t.cubes).reduce((a, b) => a + (b ?? 0), 0);

/** §10.1 the cards the next draw comes from: the deck, or (when it is empty) the whole discard reshuffled. */
function pool(s: State): { cards: number[]; reshuffle: boolean } {
  if (!s.deck.length) return { cards: [...s.discard].sort((a, b) => a - b), reshuffle: true };
  const cards = OLD_ONE_CARDS.map((_, i) => i).filter((i) => !s.discard.includes(i));
  return { cards, reshuffle: false };
}

/**
 * §11.3 steps 3–5 for one card and one force. [R] §11.3 when the HQ cannot cover every tile the player chooses: the
 * odds assume the cubes go first to the tiles they destroy, the nearest to death first.
 */
function outcome(card: number, tiles: OldOne[], kinds: Set<UnitKind>, hq: number, sanity: number): CardOutcome {
  const spec = OLD_ONE_CARDS[card];
  const owed = tiles.map((t) => {
    const need = TILES[t.kind].endurance - cubesOn(t);
    const hits = spec.rows[TILES[t.kind].family ?? 'H'].hits.filter((u) => kinds.has(u)).length;
    return { t, need, give: Math.min(hits, need) };
  });
  let left = hq;
  const kills: number[] = [];
  for (const o of [...owed].filter((x) => x.give >= x.need).sort((a, b) => a.need - b.need || a.t.uid - b.t.uid))
    if (o.need <= left) {
      left -= o.need;
      kills.push(o.t.uid);
    }
  kills.sort((a, b) => a - b);
  let x = 0;
  let b = 0;
  let s = 0;
  for (const o of owed) {
    if (kills.includes(o.t.uid)) continue; // §11.3 a destroyed tile does not strike back
    for (const k of spec.rows[TILES[o.t.kind].family ?? 'H'].strike)
      if (k === 's') s++;
      else if (k === 'b') b++;
      else x++;
  }
  // [R] §11.3 an `x` with no ground unit, a `b` with no airship, is ignored
  if (![...kinds].some((k) => k !== 'Z')) x = 0;
  if (!kinds.has('Z')) b = 0;
  const end = kills.length === tiles.length ? 'victory' : s > sanity ? 'rout' : null;
  return { card, kills, x, b, s, end };
}

function line(s: State, k: Combat, withdraw: OddsLine['withdraw'], cards: number[]): OddsLine {
  const units = k.units.filter((u) =>
    withdraw === 'airships' ? u.kind !== 'Z' : withdraw === 'ground' ? u.kind === 'Z' : true,
  );
  const kinds = new Set(units.map((u) => u.kind));
  const tiles = s.tiles.filter((t) => k.tiles.includes(t.uid));
  const hq = s.players[k.seat]?.hq ?? 0;
  const outcomes = cards.map((c) => outcome(c, tiles, kinds, hq, k.sanity));
  const count = (f: (o: CardOutcome) => boolean) => outcomes.filter(f).length;
  const hits: OddsLine['hits'] = {};
  for (const kind of kinds)
    hits[kind] = cards.filter((c) =>
      tiles.some((t) => OLD_ONE_CARDS[c].rows[TILES[t.kind].family ?? 'H'].hits.includes(kind)),
    ).length;
  const kills: Record<number, number> = {};
  for (const t of tiles) kills[t.uid] = count((o) => o.kills.includes(t.uid));
  return {
    withdraw,
    units: [...kinds].sort(),
    cards: outcomes,
    victory: count((o) => o.end === 'victory'),
    rout: count((o) => o.end === 'rout'),
    sanity: count((o) => o.s > 0),
    ground: count((o) => o.x > 0),
    air: count((o) => o.b > 0),
    calm: count((o) => o.x + o.b + o.s === 0),
    hits,
    kills,
  };
}

/** The odds of the combat under way, or null (none, or a face-down tile in it, whose kind nobody may use). */
export function combatOdds(s: State): Odds | null {
  const k = s.combat;
  if (!k || k.stage === 'start' || !k.units.length || !k.tiles.length) return null;
  if (s.tiles.some((t) => k.tiles.includes(t.uid) && !t.up)) return null;
  const { cards, reshuffle } = pool(s);
  if (!cards.length) return null;
  const lines = [line(s, k, null, cards)];
  const air = k.units.some((u) => u.kind === 'Z');
  const ground = k.units.some((u) => u.kind !== 'Z');
  // §11.3 step 1 the partial withdrawals, offered only outside a port defence and with both kinds of units
  if (!k.port && air && ground) lines.push(line(s, k, 'airships', cards), line(s, k, 'ground', cards));
  return { from: cards.length, reshuffle, sanity: k.sanity, lines };
}
