/**
 * The active player's own turn (§6, §7, §11): the terrain die, then building, contracts, offices, shipping and the
 * own-turn bank in any order, undo, and the end of the turn.
 */
import { CAMP_WOOD, CLAIMS, CONTRACTS, SETTLEMENT_WOOD, SHIPPING, TERRAIN_OF, type Terrain } from './data';
import { maybeAdvance, openWindow } from './flow';
import { chosenTerrain, officeCost, pay, snapshot } from './resources';
import { round } from './schedule';
import type { Action, GameEvent, Snapshot, State } from './types';

/** The own-turn actions (the others are the ghost's roll, the window's answers and the auto-bank). */
export type SpendAction = Exclude<Action, { type: 'roll' | 'copy' | 'pass' | 'autoBank' }>;

/** Applies one legal own-turn action of `seat` to `s` in place. */
export function spend(s: State, seat: string, a: SpendAction, events: GameEvent[]): void {
  const t = s.turn;
  switch (a.type) {
    case 'terrain': {
      if (!t) break;
      t.terrain = t.dice.indexOf(a.face);
      events.push({ type: 'terrainChosen', seat, face: a.face, terrain: TERRAIN_OF[a.face] });
      // §8 the window opens when the terrain is chosen: the three other dice may be copied
      openWindow(
        s,
        seat,
        t.dice.filter((_, i) => i !== t.terrain),
        events,
      );
      break;
    }
    case 'camp':
    case 'settlement': {
      if (!t) break;
      t.undo.push(snapshot(s));
      const sheet = s.sheets[seat];
      const terrain = chosenTerrain(s) as Terrain;
      const marks = sheet.claims[terrain];
      const i = marks.indexOf(null);
      pay(s, seat, { W: a.type === 'camp' ? CAMP_WOOD : SETTLEMENT_WOOD });
      // §7.1 a camp marks the leftmost empty space; a settlement that one (a triangle) and the next (a circle)
      let points = CLAIMS[terrain].points[i];
      marks[i] = 'T';
      if (a.type === 'settlement') {
        marks[i + 1] = 'O';
        points += CLAIMS[terrain].points[i + 1];
      }
      sheet.points.claims += points;
      t.built = true;
      events.push({ type: a.type === 'camp' ? 'campBuilt' : 'settlementBuilt', seat, terrain, space: i, points });
      break;
    }
    case 'contract': {
      if (!t) break;
      const c = CONTRACTS.find((x) => x.id === a.id);
      if (!c) break;
      pay(s, seat, c.cost);
      const sheet = s.sheets[seat];
      sheet.contracts.push(c.id);
      sheet.contractCopper += c.cost.C ?? 0;
      sheet.points.contracts += c.points;
      s.contractOwner[c.id] = seat;
      t.contract = true;
      t.undo = []; // §11 [R] an exclusive take changes every other sheet: undo stops here
      events.push({ type: 'contractCompleted', seat, id: c.id, points: c.points });
      crossOut(s, seat, 'contract', c.id, events);
      break;
    }
    case 'office': {
      if (!t) break;
      pay(s, seat, officeCost(a.id));
      s.sheets[seat].offices.push(a.id);
      s.officeOwner[a.id] = seat;
      t.office = true;
      t.undo = [];
      events.push({ type: 'officeBought', seat, id: a.id });
      crossOut(s, seat, 'office', a.id, events);
      break;
    }
    case 'ship': {
      if (!t) break;
      const snap = snapshot(s);
      pay(s, seat, { [a.metal]: a.n });
      const sheet = s.sheets[seat];
      const from = sheet.shipped[a.metal];
      let points = 0;
      const firstBonus: number[] = [];
      for (let i = from; i < from + a.n; i++) {
        const space = SHIPPING[a.metal][i];
        if (typeof space === 'number') points += space;
        else if (s.shipBigOwner[a.metal][i] === null) {
          // §7.4 the first to mark a two-number space scores the big number; it is crossed out elsewhere
          points += space[0];
          s.shipBigOwner[a.metal][i] = seat;
          sheet.shipBig[a.metal][i] = true;
          firstBonus.push(i);
        } else points += space[1];
      }
      sheet.shipped[a.metal] = from + a.n;
      sheet.points.shipping += points;
      if (firstBonus.length) t.undo = [];
      else t.undo.push(snap);
      events.push({ type: 'shipped', seat, metal: a.metal, from, n: a.n, points, firstBonus });
      for (const i of firstBonus) crossOut(s, seat, 'ship', `${a.metal}${i + 1}`, events);
      break;
    }
    case 'bank': {
      if (!t) break;
      t.undo.push(snapshot(s));
      const i = t.dice.findIndex((f, j) => f === a.face && j !== t.terrain && t.use[j] === 'free');
      t.use[i] = 'banked';
      t.banked = true;
      const sheet = s.sheets[seat];
      sheet.bank[a.face]++;
      sheet.light[round(s) - 1] = a.face;
      events.push({ type: 'resourceBanked', seat, res: a.face, kind: 'own', auto: false });
      break;
    }
    case 'undo': {
      if (!t) break;
      const snap = t.undo.pop() as Snapshot;
      // keep what the undone steps never touched: the auto-bank choice and the copy right belong to the player
      const sheet = s.sheets[seat];
      s.sheets[seat] = { ...snap.sheet, autoBank: sheet.autoBank, copied: sheet.copied };
      t.use = snap.use;
      t.built = snap.built;
      t.contract = snap.contract;
      t.office = snap.office;
      t.banked = snap.banked;
      events.push({ type: 'undone', seat });
      break;
    }
    case 'endTurn': {
      if (!t) break;
      t.ended = true;
      t.undo = [];
      events.push({ type: 'turnEnded', seat });
      maybeAdvance(s, events);
      break;
    }
  }
}

function crossOut(s: State, by: string, item: 'contract' | 'office' | 'ship', id: string, events: GameEvent[]): void {
  for (const p of s.order) if (p !== by) events.push({ type: 'itemCrossedOut', sheet: p, by, item, id });
}
