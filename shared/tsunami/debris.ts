/**
 * §8.1 Debris: a face-up Debris card is cleared at once when enough family units stand on or next to it ([R]
 * ruling 3: the units trapped there do not count; [R] never more than the family's other members); everyone trapped
 * there is freed, and [R] ruling 3 a unit freed in a turn has its move ended for that turn.
 */
import { TUNING, type UnitId } from './data/numbers';
import { emit, type C } from './ctx';
import { nearby, type Hex } from './hex';
import { dropStatus, unitsOnMap } from './units';

export function clearDebris(c: C): void {
  const s = c.s;
  s.cards.forEach((slot, h) => {
    if (!slot || !slot.up || slot.card !== 'debris') return;
    const units = unitsOnMap(s);
    const trappedHere = (u: (typeof units)[number]) => u.statuses.some((st) => st.k === 'trapped' && st.hex === h);
    const crowd = units.filter((u) => !trappedHere(u) && nearby(u.hex, h)).length;
    // [R] a family of two has one other member: Debris that needed two helpers would hold it for good
    if (crowd < Math.min(TUNING.debrisCrowd, s.units.length - 1)) return;
    s.cards[h] = null;
    emit(c, { e: 'cardDiscarded', hex: h, card: 'debris', why: 'cleared' });
    freeTrapped(c, h);
  });
}

/** Frees everyone trapped by the Debris of hex `h` (cleared, swapped away, discarded or flooded). */
export function freeTrapped(c: C, h: Hex): void {
  if (!c.s.units.some((u) => u.statuses.some((st) => st.k === 'trapped' && st.hex === h))) return;
  const freed: UnitId[] = [];
  for (const u of c.s.units)
    for (const st of [...u.statuses])
      if (st.k === 'trapped' && st.hex === h) {
        dropStatus(c, u, st, 'cleared');
        u.acted = true;
        freed.push(u.id);
      }
  emit(c, { e: 'debrisCleared', hex: h, freed });
}
