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
import { chosenTerrain, covers, emptySpaces, freeFaces, officeCost, shipCost, wallet } from './resources';
import { GHOST, round, turnAhead } from './schedule';
import type { Action, State } from './types';

/** The distinct items in order of first appearance (lists of a few dice: a loop beats a Set). */
function distinct<T>(xs: readonly T[]): T[] {
  const out: T[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}

/**
 * What the seat must decide now (its prompts). With `only`, just the actions of that type, in the same order: what
 * checking one action needs (the others would be built to be thrown away).
 */
export function legalActions(s: State, seat: string, only?: Action['type']): Action[] {
  if (s.winners) return [];
  const out: Action[] = [];
  const want = (type: Action['type']): boolean => only === undefined || only === type;
  if (seat === GHOST) return s.schedule[s.pos] === GHOST && s.ghost === null && want('roll') ? [{ type: 'roll' }] : [];
  const t = s.turn;
  if (t && t.seat === seat && !t.ended) {
    if (t.terrain === null) {
      // §11 chooseTerrain: one of the distinct faces among the dice
      if (want('terrain')) for (const face of distinct(t.dice)) out.push({ type: 'terrain', face });
    } else {
      const sheet = s.sheets[seat];
      const free = freeFaces(s);
      // what the seat may pay with, counted once for every cost below
      const w = wallet(s, seat, free);
      if (!t.built && (want('camp') || want('settlement'))) {
        const room = emptySpaces(sheet.claims[chosenTerrain(s) as Terrain]);
        if (room >= 1 && w.W >= CAMP_WOOD && want('camp')) out.push({ type: 'camp' });
        if (room >= 2 && w.W >= SETTLEMENT_WOOD && want('settlement')) out.push({ type: 'settlement' });
      }
      if (!t.contract && want('contract'))
        for (const c of CONTRACTS)
          if (s.contractOwner[c.id] === null && covers(w, c.cost)) out.push({ type: 'contract', id: c.id });
      if (!t.office && want('office'))
        for (const o of OFFICES)
          if (s.officeOwner[o.id] === null && covers(w, officeCost(o.id))) out.push({ type: 'office', id: o.id });
      if (want('ship'))
        for (const m of METALS) {
          const max = Math.min(shipCost(s, seat, m), w[m]);
          for (let n = 1; n <= max; n++) out.push({ type: 'ship', metal: m, n });
        }
      // §7.5 one own-turn bank, never in round 6 [R]
      if (!t.banked && round(s) < ROUNDS && want('bank'))
        for (const face of distinct(free)) out.push({ type: 'bank', face });
      if (t.undo.length && want('undo')) out.push({ type: 'undo' });
      if (want('endTurn')) out.push({ type: 'endTurn' });
    }
  }
  if (s.window?.waiting.includes(seat)) {
    if (want('copy')) for (const face of distinct(s.window.faces)) out.push({ type: 'copy', face });
    if (want('pass')) out.push({ type: 'pass' });
  }
  return out;
}

/** §8 auto-bank: a standing preference, set at any time before one's last turn (not a decision). */
export function standingActions(s: State, seat: string): Action[] {
  if (s.winners || !(seat in s.sheets) || turnAhead(s, seat) < 0) return [];
  const cur = s.sheets[seat].autoBank;
  return ([null, ...RESOURCES] as (Res | null)[]).filter((r) => r !== cur).map((res) => ({ type: 'autoBank', res }));
}
