/** The rules' invariants, checked by the simulator and the conformance kit after every action. */
import { ROLE_DEFS, ZONES } from './data/numbers';
import { HEXES, nearby, rowOf } from './hex';
import type { State } from './types';
import { onMap, unitsOnMap } from './units';

export function invariants(s: State): string[] {
  const out: string[] = [];
  if (s.ground.length !== HEXES || s.cards.length !== HEXES) out.push('the board has the wrong size');
  for (const u of s.units) {
    if ((u.fate === 'map') !== (u.hex !== null)) out.push(`${u.id}: fate ${u.fate} with hex ${u.hex}`);
    if (!onMap(u)) {
      if (u.leading || u.ledBy || u.cat || u.statuses.length)
        out.push(`${u.id} is off the map but still holds something`);
      continue;
    }
    if (rowOf(u.hex) <= s.flooded) out.push(`${u.id} stands on flooded row ${rowOf(u.hex)}`);
    if (s.ground[u.hex] === '^' && !ROLE_DEFS[u.role].cliffs) out.push(`${u.id} stands on a cliff`);
    for (const c of Object.values(u.cards)) if ((c ?? 0) < 0) out.push(`${u.id} has a negative card count`);
    if (u.leading) {
      const l = s.units.find((x) => x.id === u.leading);
      if (!l || l.ledBy !== u.id) out.push(`${u.id} leads ${u.leading}, who is not led by it`);
      // while the hex Mother stepped to resolves, the led unit has not followed yet
      else if ((l.hex === null || !nearby(u.hex, l.hex)) && !s.stack.some((t) => t.t === 'enter' && t.unit === u.id))
        out.push(`${u.id} leads ${l.id} from afar`);
    }
    if (u.ledBy && s.units.find((x) => x.id === u.ledBy)?.leading !== u.id)
      out.push(`${u.id}'s leader does not lead it`);
    for (const st of u.statuses)
      if (st.k === 'trapped' && (st.hex === undefined || s.cards[st.hex]?.card !== 'debris' || !s.cards[st.hex]?.up))
        out.push(`${u.id} is trapped by no face-up Debris`);
  }
  s.cards.forEach((slot, h) => {
    if (!slot) return;
    if (s.ground[h] !== '.') out.push(`a card lies on ${s.ground[h]} ground at ${h}`);
    if (rowOf(h) <= s.flooded) out.push(`a card lies under water at ${h}`);
    if (!ZONES.includes(slot.zone)) out.push(`a card has no zone back at ${h}`);
  });
  if (s.shelters.filter((t) => t.real).length !== 1) out.push('there is not exactly one real shelter');
  if (s.activation && !s.units.some((u) => u.id === s.activation?.unit && onMap(u)))
    out.push('an activation runs for a unit off the map');
  if (!!s.result !== (unitsOnMap(s).length === 0))
    out.push('the game is over with units on the map, or not over without');
  if (s.turn > 10) out.push(`turn ${s.turn} after the water reached the top`);
  const cat = s.cat;
  if (cat) {
    const carriers = s.units.filter((u) => u.cat);
    if (carriers.length > 1) out.push('two units carry the cat');
    if (cat.carrier && (carriers[0]?.id !== cat.carrier || carriers[0].hex !== cat.hex))
      out.push('the cat is not with its carrier');
    if ((cat.fate === 'map') !== (cat.hex !== null)) out.push('the cat is off the map with a hex, or on it without');
  }
  if (!s.result && s.prompts.length === 0) out.push('the game waits for nobody');
  return out;
}
