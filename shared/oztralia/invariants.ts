/** The rules' invariants, checked by the simulator and the kit after every action (conservation of every piece). */
import { NUMBERS, OLD_ONE_CARDS, PERSON_IDS, TILES, TILE_KINDS, type TileKind } from './data';
import { ALL_UNITS } from './setup';
import type { State } from './types';

export function invariants(s: State): string[] {
  const out: string[] = [];
  // §4.2 every tile is somewhere: a pile, the map, set aside, the box, or a player's hand
  const count = new Map<TileKind, number>();
  const add = (k: TileKind) => count.set(k, (count.get(k) ?? 0) + 1);
  s.piles.flat().forEach(add);
  s.tiles.forEach((t) => add(t.kind));
  s.aside.forEach(add);
  s.boxed.forEach(add);
  for (const seat of s.order) s.players[seat]?.won.forEach(add);
  for (const k of TILE_KINDS)
    if ((count.get(k) ?? 0) !== TILES[k].count) out.push(`tile ${k}: ${count.get(k) ?? 0} of ${TILES[k].count}`);
  // backs: a pile holds its own level; a face-down tile's back is its kind's level
  s.piles.forEach((p, i) => p.forEach((k) => TILES[k].level !== i + 1 && out.push(`pile ${i + 1} holds ${k}`)));
  for (const t of s.tiles) if (TILES[t.kind].level !== t.level) out.push(`tile ${t.uid}: back ${t.level}, ${t.kind}`);
  // cubes, units, cards, phosphate
  for (const seat of s.order) {
    const p = s.players[seat];
    if (!p) continue;
    const inBoxes = Object.values(p.boxes).reduce((a, b) => a + b, 0);
    const onTiles = s.tiles.reduce((a, t) => a + (t.cubes[seat] ?? 0), 0);
    if (p.hq + inBoxes + onTiles !== NUMBERS.cubes) out.push(`${seat}: ${p.hq}+${inBoxes}+${onTiles} cubes`);
    if (p.hq < 0 || p.gold < 0 || p.coal < 0 || p.iron < 0) out.push(`${seat}: negative stock`);
    if (p.tracks.length > NUMBERS.rails) out.push(`${seat}: ${p.tracks.length} tracks`);
  }
  const units = [
    ...s.stock,
    ...s.order.flatMap((x) => s.players[x]?.units ?? []),
    ...(s.combat?.units.map((u) => u.id) ?? []),
  ];
  if (units.length !== ALL_UNITS.length || new Set(units).size !== units.length)
    out.push(`units: ${units.length} of ${ALL_UNITS.length}`);
  const persons = [
    ...s.personDeck,
    ...s.row.filter((x) => x),
    ...s.order.flatMap((x) => [...(s.players[x]?.cards ?? []), ...(s.peeks[x]?.drawn ?? [])]),
  ];
  if (persons.length !== PERSON_IDS.length || new Set(persons).size !== persons.length)
    out.push(`personality cards: ${persons.length}`);
  const cards = [...s.deck, ...s.discard];
  if (cards.length !== OLD_ONE_CARDS.length || new Set(cards).size !== cards.length)
    out.push(`Old One cards: ${cards.length}`);
  let phos = s.phosSupply;
  for (const r of Object.values(s.res)) phos += r.phos ?? 0;
  for (const seat of s.order) phos += s.players[seat]?.phos ?? 0;
  if (phos !== NUMBERS.phosphate) out.push(`phosphate: ${phos}`);
  // §8 the calendar in acting order
  for (let i = 1; i < s.cal.length; i++) if (s.cal[i].pos < s.cal[i - 1].pos) out.push('calendar out of order');
  return out;
}
