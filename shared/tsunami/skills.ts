/**
 * §7 the card skills used in the acting unit's own activation (Foresight, Lead by the Hand, Experience, Danger
 * Sense), the Water Bottle and the Cat (§12), and spending a skill card or the team's Wisdom Bag instead (§8.1).
 */
import { ROLE_DEFS, type Skill } from './data/numbers';
import { emit, type C } from './ctx';
import { freeTrapped } from './debris';
import { NEIGHBOURS, nearby, type Hex } from './hex';
import type { Action, Activation, State, Unit } from './types';
import { breakLead, dropStatus, has, held, onMap, status, unit } from './units';
import { shelterAt } from './board';
import { turnCardUp } from './reveal';

/** The unit's role has this card skill. */
export const hasSkill = (u: Unit, skill: Skill): boolean => ROLE_DEFS[u.role].cards.includes(skill);

/**
 * The ways to pay for a skill now: with one of the unit's cards, and/or with the team's Wisdom Bag (§8.1: any
 * member's card skill without a card, timing and conditions as normal).
 */
export function payments(s: State, u: Unit, skill: Skill): { bag?: true }[] {
  if (!hasSkill(u, skill)) return [];
  const out: { bag?: true }[] = [];
  if ((u.cards[skill] ?? 0) > 0) out.push({});
  if (s.tokens.wisdomBag > 0) out.push({ bag: true });
  return out;
}

/** Spends the card (or the bag) and tells everyone. */
export function spend(c: C, u: Unit, skill: Skill, bag: boolean, target: Unit | null, hex: Hex | null): void {
  if (bag) {
    c.s.tokens.wisdomBag--;
    emit(c, { e: 'tokenUsed', token: 'wisdomBag', unit: u.id });
  } else u.cards[skill] = (u.cards[skill] ?? 0) - 1;
  if (c.s.activation?.unit === u.id) c.s.activation.used.push(skill);
  emit(c, { e: 'skillUsed', unit: u.id, skill, bag, target: target?.id ?? null, hex });
}

const unused = (act: Activation, skill: Skill) => !act.used.includes(skill);

/** §14 the acting unit's choices before it moves; `go` sets the allowance. */
export function beforeMoveOptions(s: State, u: Unit & { hex: Hex }, act: Activation): Action[] {
  const out: Action[] = [];
  // §7 Foresight: any face-down card or ([R] §10) an unturned shelter tile, anywhere
  if (unused(act, 'foresight'))
    for (const pay of payments(s, u, 'foresight')) {
      s.cards.forEach((slot, h) => slot && !slot.up && out.push({ type: 'foresight', hex: h, ...pay }));
      for (const t of s.shelters) if (!t.up) out.push({ type: 'foresight', hex: t.hex, ...pay });
    }
  if (u.leading) out.push({ type: 'release' });
  else if (unused(act, 'lead'))
    for (const pay of payments(s, u, 'lead'))
      for (const x of s.units)
        // §7 an adjacent unit ([R] ruling 4: or on the same hex) that has not acted and may be moved
        if (x !== u && onMap(x) && !x.acted && !x.ledBy && !x.leading && !held(s, x) && nearby(x.hex, u.hex))
          out.push({ type: 'lead', unit: x.id, ...pay });
  const cat = s.cat;
  if (cat && cat.fate === 'map' && cat.carrier === null && cat.hex !== null && nearby(cat.hex, u.hex))
    out.push({ type: 'carry' });
  if (has(s, u, 'fatigued') && s.tokens.waterBottle > 0) out.push({ type: 'bottle' });
  out.push({ type: 'go' });
  return out;
}

export function beforeMove(c: C, u: Unit & { hex: Hex }, a: Action): void {
  const s = c.s;
  switch (a.type) {
    case 'foresight': {
      spend(c, u, 'foresight', !!a.bag, null, a.hex);
      const tile = shelterAt(s, a.hex);
      if (tile) {
        tile.up = true;
        emit(c, { e: 'shelterRevealed', hex: tile.hex, real: tile.real });
        return;
      }
      turnCardUp(c, a.hex, 'foresight', u.id);
      return;
    }
    case 'lead': {
      const x = unit(s, a.unit);
      spend(c, u, 'lead', !!a.bag, x, null);
      u.leading = x.id;
      x.ledBy = u.id;
      // §7 the led unit gives up this turn's activation ([R] ruling 5: even once released)
      x.acted = true;
      emit(c, { e: 'leadStarted', unit: u.id, led: x.id });
      return;
    }
    case 'release':
      breakLead(c, u, 'released');
      return;
    case 'carry':
      if (!s.cat) return;
      s.cat.carrier = u.id;
      s.cat.hex = u.hex;
      u.cat = true;
      emit(c, { e: 'catCarried', unit: u.id });
      return;
    case 'bottle': {
      s.tokens.waterBottle--;
      emit(c, { e: 'tokenUsed', token: 'waterBottle', unit: u.id });
      const st = status(u, 'fatigued');
      if (st) dropStatus(c, u, st, 'used');
      return;
    }
    default:
      return;
  }
}

/** §14 after the move: Experience and Danger Sense, then the end of the activation. */
export function afterMoveOptions(s: State, u: Unit & { hex: Hex }, act: Activation): Action[] {
  const out: Action[] = [];
  if (unused(act, 'experience'))
    for (const pay of payments(s, u, 'experience'))
      for (const from of [u.hex, ...NEIGHBOURS[u.hex]]) {
        if (!s.cards[from]?.up) continue;
        for (const to of NEIGHBOURS[from]) {
          const other = s.cards[to];
          if (other && !other.up) out.push({ type: 'experience', from, to, ...pay });
        }
      }
  // §7 [R] Danger Sense clears the hex ahead, never her own
  if (unused(act, 'dangerSense'))
    for (const pay of payments(s, u, 'dangerSense'))
      for (const h of NEIGHBOURS[u.hex]) if (s.cards[h]) out.push({ type: 'dangerSense', hex: h, ...pay });
  out.push({ type: 'end' });
  return out;
}

export function afterMove(c: C, u: Unit, a: Action): void {
  const s = c.s;
  if (a.type === 'experience') {
    spend(c, u, 'experience', !!a.bag, null, a.to);
    const up = s.cards[a.from];
    s.cards[a.from] = s.cards[a.to];
    s.cards[a.to] = up;
    emit(c, { e: 'cardsSwapped', from: a.from, to: a.to });
    // [R] §7 units trapped by a Debris card that is moved away are freed
    if (up?.card === 'debris') freeTrapped(c, a.from);
  } else if (a.type === 'dangerSense') {
    spend(c, u, 'dangerSense', !!a.bag, null, a.hex);
    const slot = s.cards[a.hex];
    if (!slot) return;
    s.cards[a.hex] = null;
    // §13 a face-down card is discarded unseen
    if (!slot.up) s.lost.push({ card: slot.card, zone: slot.zone });
    emit(c, { e: 'cardDiscarded', hex: a.hex, card: slot.up ? slot.card : null, why: 'dangerSense' });
    if (slot.up && slot.card === 'debris') freeTrapped(c, a.hex);
  }
}
