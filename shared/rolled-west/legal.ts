/** What a seat may decide now (§6, §7, §8, §11), and its standing choice, the auto-bank (§8). */
import {
  CAMP_WOOD,
  CONTRACTS,
  METALS,
  OFFICES,
  RESOURCES,
  ROUNDS,
  SETTLEMENT_WOOD,
  type Res,
  type Terrain,
} from './data';
import { affordable, available, chosenTerrain, emptySpaces, freeFaces, officeCost, shipCost } from './resources';
import { GHOST, round, turnAhead } from './schedule';
import type { Action, State } from './types';

const distinct = <T>(xs: T[]): T[] => [...new Set(xs)];

/** What the seat must decide now (its prompts). */
export function legalActions(s: State, seat: string): Action[] {
  if (s.winners) return [];
  const out: Action[] = [];
  if (seat === GHOST) return s.schedule[s.pos] === GHOST && s.ghost === null ? [{ type: 'roll' }] : [];
  const t = s.turn;
  if (t && t.seat === seat && !t.ended) {
    if (t.terrain === null) {
      // §11 chooseTerrain: one of the distinct faces among the dice
      for (const face of distinct(t.dice)) out.push({ type: 'terrain', face });
    } else {
      const sheet = s.sheets[seat];
      const terrain = chosenTerrain(s) as Terrain;
      const room = emptySpaces(sheet.claims[terrain]);
      if (!t.built && room >= 1 && available(s, seat, 'W') >= CAMP_WOOD) out.push({ type: 'camp' });
      if (!t.built && room >= 2 && available(s, seat, 'W') >= SETTLEMENT_WOOD) out.push({ type: 'settlement' });
      if (!t.contract)
        for (const c of CONTRACTS)
          if (s.contractOwner[c.id] === null && affordable(s, seat, c.cost)) out.push({ type: 'contract', id: c.id });
      if (!t.office)
        for (const o of OFFICES)
          if (s.officeOwner[o.id] === null && affordable(s, seat, officeCost(o.id)))
            out.push({ type: 'office', id: o.id });
      for (const m of METALS) {
        const max = Math.min(shipCost(s, seat, m), available(s, seat, m));
        for (let n = 1; n <= max; n++) out.push({ type: 'ship', metal: m, n });
      }
      // §7.5 one own-turn bank, never in round 6 [R]
      if (!t.banked && round(s) < ROUNDS) for (const face of distinct(freeFaces(s))) out.push({ type: 'bank', face });
      if (t.undo.length) out.push({ type: 'undo' });
      out.push({ type: 'endTurn' });
    }
  }
  if (s.window?.waiting.includes(seat)) {
    for (const face of distinct(s.window.faces)) out.push({ type: 'copy', face });
    out.push({ type: 'pass' });
  }
  return out;
}

/** §8 auto-bank: a standing preference, set at any time before one's last turn (not a decision). */
export function standingActions(s: State, seat: string): Action[] {
  if (s.winners || !(seat in s.sheets) || turnAhead(s, seat) < 0) return [];
  const cur = s.sheets[seat].autoBank;
  return ([null, ...RESOURCES] as (Res | null)[]).filter((r) => r !== cur).map((res) => ({ type: 'autoBank', res }));
}
