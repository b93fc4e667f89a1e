/**
 * The rules' invariants (§2 conservation, §8, §15), checked by the simulator and the tests after every action.
 * Above all: Leviath's true space is always in the public candidate set (the clues never lie), and it never rests
 * on a mine but while a forced move is pending.
 */
import { candidatesOf } from './candidates';
import { DECK_BY_DAY, AWAKENING, NUMBERS } from './data/numbers';
import { EVOLUTION_IDS } from './data/cards';
import { TOWN_IDS } from './data/map';
import { isSeaSpace } from './board';
import type { Day, State } from './types';

const eq = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export function invariants(s: State): string[] {
  const out: string[] = [];
  const k = s.kaiju;
  // §2 the totals never change
  if (s.mines.length > NUMBERS.mines) out.push('more mines than tiles');
  if (new Set(s.mines).size !== s.mines.length || !s.mines.every(isSeaSpace)) out.push('mines: one per sea space');
  const d = s.dykes;
  const dykes = [...d.materials, ...d.construction, ...d.discard].sort();
  if (!eq(dykes, [...TOWN_IDS])) out.push(`dyke tiles ${dykes.join('')}`);
  if (s.submerged.length > NUMBERS.submersionTiles) out.push('more submersions than tiles');
  for (const t of s.submerged) if (!d.discard.includes(t)) out.push(`town ${t} submerged with its dyke not discarded`);
  if (new Set(s.submerged).size !== s.submerged.length) out.push('a town submerged twice');
  if (k.energy < 0 || k.energy > NUMBERS.energyMax) out.push(`energy ${k.energy}`);
  const seaShips = Object.values(s.ships).filter((x) => x !== 'port');
  if (new Set(seaShips).size !== seaShips.length || !seaShips.every(isSeaSpace)) out.push('ships share a space');
  // cards: every card is somewhere
  const removed = NUMBERS.sonarsRemoved[s.options.humans];
  const total = ([1, 2, 3, 4] as Day[]).reduce(
    (n, day) => n + Object.values(DECK_BY_DAY[day]).reduce((a, b) => a + (b ?? 0), 0),
    -removed,
  );
  const cards =
    s.deck.filter((x) => x.k === 'card').length +
    s.discard.length +
    Object.values(s.hands).reduce((n, h) => n + h.length, 0);
  if (cards !== total) out.push(`human cards ${cards} ≠ ${total}`);
  const evo = [
    ...k.evolution.map((e) => e.card),
    ...k.evolutionBox,
    ...s.deck.flatMap((x) => (x.k === 'evolution' ? [x.card] : [])),
  ];
  if (!eq([...evo].sort(), [...EVOLUTION_IDS].sort())) out.push('evolution cards');
  const awakening = k.awakening.length + k.awakeningDeck.length + k.awakeningDiscard.length;
  const awakeningTotal = Object.values(AWAKENING).reduce((n, a) => n + a.copies, 0);
  if (awakening !== awakeningTotal) out.push(`awakening cards ${awakening}`);
  const size = s.options.humans === 1 ? NUMBERS.loneHandSize : NUMBERS.handSize;
  for (const h of s.humans) if (s.hands[h].length > size) out.push(`${h} holds ${s.hands[h].length} cards`);
  if (s.marker.length === 0) out.push('the guess marker is off the board');
  // §15 the clues never lie, and the candidate set is their fold
  if (!eq(candidatesOf(s.clues), s.candidates)) out.push('the candidate set is not the fold of the clues');
  if (k.at !== null) {
    if (!s.candidates.includes(k.at)) out.push(`Leviath on ${k.at}, outside the candidate set`);
    if (k.trail[k.trail.length - 1] !== k.at) out.push('the memo does not end on Leviath');
    const fleeing = s.stack.some((t) => t.t === 'presence' && t.space === k.at);
    if (s.mines.includes(k.at) && !fleeing) out.push(`Leviath rests on a mine at ${k.at}`);
  }
  return out;
}
