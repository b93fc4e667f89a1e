import { describe, expect, it } from 'vitest';
import type { RoleId } from '../../shared/vulcanus/data/cards';
import { ROAD_DIST, townIndex, type TownId } from '../../shared/vulcanus/data/map';
import { DEFAULT_NUMBERS as NUMBERS } from '../../shared/vulcanus/data/numbers';
import type { Action } from '../../shared/vulcanus/types';
import { clearMap, expectSettled, putOnPlan, setFunds, setTown, testGame, type TestGame } from './helpers';

/** Round 1 planning with two humans holding the given roles; map cleared; kaiju on Shibuya. */
function board(roles: RoleId[] = ['fireChief', 'jointStaff'], research = 0): TestGame {
  const g = testGame({ humans: 2, seed: 11, roles });
  clearMap(g);
  g.s.kaiju.town = 'shibuya';
  g.s.humans.research = research;
  g.clearEvents();
  return g;
}

const done = expectSettled;

/** Moves as many single steps as allowed, counting them; returns the number of steps taken. */
function stepsAllowed(g: TestGame, piece: string, path: TownId[]): number {
  let n = 0;
  for (let i = 1; i < path.length && !g.idle(); i++) {
    g.answer({ type: 'move', piece, from: path[i - 1], to: path[i] });
    n++;
  }
  return n;
}

const LONG_PATH: TownId[] = ['shinjuku', 'yoyogi', 'harajuku', 'shibuya', 'ebisu', 'roppongi'];

describe('§8.1 movement cards', () => {
  it('§8.1 Move Citizens basic: a total of 2 steps (one piece 2 steps)', () => {
    const g = board();
    setTown(g, 'shinjuku', { citizens: 1 });
    g.card('fireChief:moveCitizens:1');
    expect(g.prompt().info?.steps).toBe(2);
    expect(stepsAllowed(g, 'citizens', LONG_PATH)).toBe(2);
    expect(g.town('harajuku').citizens).toBe(1);
    done(g);
  });

  it('§8.1 a move names its destination: the path is counted for you (one event per step), within the steps left', () => {
    const g = board();
    setTown(g, 'shinjuku', { citizens: 1 });
    g.card('fireChief:moveCitizens:1');
    const far = g
      .options()
      .filter((o) => o.type === 'move' && o.from === 'shinjuku')
      .map((o) => (o.type === 'move' ? ROAD_DIST[townIndex('shinjuku')][townIndex(o.to)] : 0));
    // every town within 2 steps is offered, none farther
    expect(Math.max(...far)).toBe(2);
    expect(far.filter((d) => d === 2).length).toBeGreaterThan(0);
    const to = g
      .options()
      .find(
        (o) => o.type === 'move' && o.from === 'shinjuku' && ROAD_DIST[townIndex('shinjuku')][townIndex(o.to)] === 2,
      ) as Extract<Action, { type: 'move' }>;
    g.answer({ type: 'move', piece: 'citizens', from: 'shinjuku', to: to.to });
    const steps = g.ev('pieceMoved');
    expect(steps).toHaveLength(2);
    expect(steps[0].from).toBe('shinjuku');
    expect(steps[0].to).toBe(steps[1].from);
    expect(steps[1].to).toBe(to.to);
    expect(g.town(to.to).citizens).toBe(1);
    // both steps are used up
    done(g);
  });

  it('§8.1 Move Citizens basic: two pieces one step each, VIPs included', () => {
    const g = board();
    setTown(g, 'shinjuku', { citizens: 1, vips: 1 });
    g.card('fireChief:moveCitizens:1');
    g.answer({ type: 'move', piece: 'vips', from: 'shinjuku', to: 'yoyogi' });
    g.answer({ type: 'move', piece: 'citizens', from: 'shinjuku', to: 'yotsuya' });
    expect(g.town('yoyogi').vips).toBe(1);
    expect(g.town('yotsuya').citizens).toBe(1);
    done(g);
  });

  it('§8.1 Move Citizens: none moved is allowed', () => {
    const g = board();
    g.card('fireChief:moveCitizens:1');
    g.pass();
    done(g);
  });

  it('§8.1 Research Director key 2: Move Citizens 4 steps (from research 15)', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 15);
    setTown(g, 'shinjuku', { citizens: 1 });
    g.card('researchDirector:moveCitizens:1');
    expect(stepsAllowed(g, 'citizens', LONG_PATH)).toBe(4);
    done(g);
  });

  it('§8.1 Chief Cabinet Secretary key 2: Move Citizens 4 steps; not at research 14', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 15);
    setTown(g, 'shinjuku', { citizens: 1 });
    g.card('cabinetSecretary:moveCitizens:1');
    expect(stepsAllowed(g, 'citizens', LONG_PATH)).toBe(4);
    const h = board(['researchDirector', 'cabinetSecretary'], 14);
    setTown(h, 'shinjuku', { citizens: 1 });
    h.card('cabinetSecretary:moveCitizens:1');
    expect(stepsAllowed(h, 'citizens', LONG_PATH)).toBe(2);
  });

  it('§8.1 Fire Chief Move Citizens gets no extra at research 15 (its key 2 is Move Fire Brigades)', () => {
    const g = board(['fireChief', 'jointStaff'], 15);
    setTown(g, 'shinjuku', { citizens: 1 });
    g.card('fireChief:moveCitizens:1');
    expect(stepsAllowed(g, 'citizens', LONG_PATH)).toBe(2);
  });

  it('§8.1 Move SDF basic 2 steps; Chief of Joint Staff key 1 (research 5): 3 steps', () => {
    const g = board();
    setTown(g, 'shinjuku', { sdf: 1 });
    g.card('fireChief:moveSdf:1');
    expect(stepsAllowed(g, 'sdf', LONG_PATH)).toBe(2);
    const h = board(['fireChief', 'jointStaff'], 5);
    setTown(h, 'shinjuku', { sdf: 1 });
    h.card('jointStaff:moveSdf:1');
    expect(stepsAllowed(h, 'sdf', LONG_PATH)).toBe(3);
    done(h);
  });

  it('§8.1 Move Fire Brigades basic 2 steps; Fire Chief key 2 (research 15): 4 steps', () => {
    const g = board(['fireChief', 'jointStaff'], 14);
    setTown(g, 'shinjuku', { fire: 1 });
    g.card('fireChief:moveFire:1');
    expect(stepsAllowed(g, 'fire', LONG_PATH)).toBe(2);
    const h = board(['fireChief', 'jointStaff'], 15);
    setTown(h, 'shinjuku', { fire: 1 });
    h.card('fireChief:moveFire:1');
    expect(stepsAllowed(h, 'fire', LONG_PATH)).toBe(4);
    done(h);
  });

  it('§8.1 a movement card only moves its own kind of piece', () => {
    const g = board();
    setTown(g, 'shinjuku', { citizens: 1, fire: 1 });
    g.card('fireChief:moveSdf:1');
    // No SDF unit on the map: nothing to ask.
    done(g);
  });
});

describe('§8.1 Firefighting', () => {
  it('§8.1 Firefighting basic: each brigade may pay 2 to extinguish 1 lava on its town or an adjacent one', () => {
    const g = board();
    setTown(g, 'shibuya', { fire: 1, lava: 1 });
    setTown(g, 'ebisu', { lava: 2 });
    setTown(g, 'kasumigaseki', { fire: 1, lava: 1 });
    g.card('fireChief:firefighting:1');
    expect(g.prompt().info?.cost).toBe(2);
    g.answer({ type: 'town', town: 'ebisu' });
    g.pass(); // the Kasumigaseki brigade declines
    expect(g.town('ebisu').lava).toBe(1);
    expect(g.s.humans.funds).toMatchObject({ pool: 8, spent: 2 });
    expect(g.s.tracks.defense.cells[0]).toBe('l');
    done(g);
  });

  it('§8.1 Firefighting: what cannot be paid cannot be done (§11)', () => {
    const g = board();
    setFunds(g, 1, 9);
    setTown(g, 'shibuya', { fire: 1, lava: 1 });
    g.card('fireChief:firefighting:1');
    expect(g.town('shibuya').lava).toBe(1);
    done(g);
  });

  it('§8.1 Fire Chief key 1 (research 5): the first lava extinguished are free ([T] how many)', () => {
    const free = NUMBERS.extra.fireChiefFreeFirefights;
    const g = board(['fireChief', 'jointStaff'], 5);
    setTown(g, 'shibuya', { fire: free + 1, lava: free + 1 });
    g.card('fireChief:firefighting:1');
    for (let i = 0; i < free; i++) {
      expect(g.prompt().info?.cost).toBe(0);
      g.answer({ type: 'town', town: 'shibuya' });
    }
    expect(g.prompt().info?.cost).toBe(NUMBERS.firefightingCost);
    g.answer({ type: 'town', town: 'shibuya' });
    expect(g.s.humans.funds.spent).toBe(NUMBERS.firefightingCost);
    expect(g.town('shibuya').lava).toBe(0);
    done(g);
  });

  it('§8.1 the Joint Staff Firefighting gets no Fire Chief extra', () => {
    const g = board(['fireChief', 'jointStaff'], 5);
    setTown(g, 'shibuya', { fire: 1, lava: 1 });
    g.card('jointStaff:firefighting:1');
    expect(g.prompt().info?.cost).toBe(2);
  });
});

describe('§8.1 SDF Orders', () => {
  it('§8.1 SDF Orders: only Evacuate/Investigate below research 10 (the single option is answered at once)', () => {
    const g = board(['fireChief', 'jointStaff'], 9);
    setTown(g, 'harajuku', { sdf: 1, citizens: 1, vips: 1 });
    g.card('jointStaff:sdfOrders:1');
    expect(g.ev('sdfOrderChosen')).toEqual([{ type: 'sdfOrderChosen', order: 'evacuateInvestigate' }]);
    expect(g.kind()).toBe('sdfEvacuate');
    const tile = g.town('harajuku').tile;
    expect(g.options()).toEqual([
      { type: 'option', option: 'citizen' },
      { type: 'option', option: 'vip' },
      ...(tile && !tile.startsWith('omen') ? [{ type: 'option', option: 'tile' }] : []),
      { type: 'pass' },
    ]);
    g.answer({ type: 'option', option: 'vip' });
    expect(g.town('harajuku').vips).toBe(0);
    expect(g.s.tracks.defense.cells[0]).toBe('v');
    // Paid 1; the evacuated VIP brings 1 fund from the stock to the pool (§7.5).
    expect(g.s.humans.funds).toMatchObject({ pool: 10, spent: 1, stock: 3 });
    done(g);
  });

  it('§8.1 SDF Orders Evacuate/Investigate: acquire the tile on the SDF unit town; research + value', () => {
    const g = board();
    setTown(g, 'harajuku', { sdf: 1 });
    const tile = g.town('harajuku').tile as string;
    g.card('jointStaff:sdfOrders:1');
    g.answer({ type: 'option', option: 'tile' });
    expect(g.s.humans.acquired).toEqual([tile]);
    expect(g.s.humans.research).toBe(g.ev('tileAcquired')[0].gain);
    done(g);
  });

  it('§8.1 Research Director key 1: the first Evacuate/Investigate uses are free ([T] how many), on both SDF Orders cards', () => {
    const free = NUMBERS.extra.researchFreeEvacuations;
    for (const card of ['researchDirector:sdfOrders:1', 'researchDirector:sdfOrders:2']) {
      const g = board(['researchDirector', 'cabinetSecretary'], 5);
      setTown(g, 'harajuku', { sdf: free + 1, citizens: free + 1 });
      g.card(card);
      for (let i = 0; i < free; i++) {
        expect(g.prompt().info?.cost).toBe(0);
        g.answer({ type: 'option', option: 'citizen' });
      }
      expect(g.prompt().info?.cost).toBe(NUMBERS.evacuateInvestigateCost);
      g.answer({ type: 'option', option: 'citizen' });
      expect(g.s.humans.funds.spent).toBe(NUMBERS.evacuateInvestigateCost);
      done(g);
    }
  });

  it('§8.1/§11 Build base needs research 10 when the card is revealed, costs 2, uses an SDF unit town', () => {
    const g = board(['fireChief', 'jointStaff'], 10);
    setTown(g, 'harajuku', { sdf: 1 });
    g.card('jointStaff:sdfOrders:1');
    expect(g.options()).toEqual([
      { type: 'option', option: 'evacuateInvestigate' },
      { type: 'option', option: 'buildBase' },
    ]);
    g.answer({ type: 'option', option: 'buildBase' });
    expect(g.town('harajuku').bases).toBe(1);
    expect(g.s.humans.funds.spent).toBe(2);
    done(g);
    // Research reached 10 only after the reveal: no approval on this card.
    const h = board(['fireChief', 'jointStaff'], 10);
    setTown(h, 'harajuku', { sdf: 1 });
    h.card('jointStaff:sdfOrders:1', { research: 9 });
    expect(h.ev('sdfOrderChosen')[0].order).toBe('evacuateInvestigate');
  });

  it('§8.1 Build base with no base in stock does nothing', () => {
    const g = board(['fireChief', 'jointStaff'], 10);
    setTown(g, 'harajuku', { sdf: 1 });
    setTown(g, 'ueno', { bases: g.s.humans.stock.bases });
    g.card('jointStaff:sdfOrders:1');
    g.answer({ type: 'option', option: 'buildBase' });
    expect(g.town('harajuku').bases).toBe(0);
    done(g);
  });

  it('§8.1 Special freezing shell (research 20): each SDF unit on or adjacent to the kaiju may pay 3', () => {
    const g = board(['fireChief', 'jointStaff'], 20);
    setTown(g, 'shibuya', { sdf: 1 });
    setTown(g, 'ebisu', { sdf: 1 });
    setTown(g, 'kasumigaseki', { sdf: 1 }); // not adjacent to Shibuya
    g.card('fireChief:sdfOrders:1');
    g.answer({ type: 'option', option: 'freezingShell' });
    expect(g.prompt().info?.cost).toBe(3);
    g.answer({ type: 'option', option: 'fire' });
    g.answer({ type: 'option', option: 'fire' });
    expect(g.s.humans.funds.spent).toBe(6);
    expect(g.s.tracks.defense.tiles.map((t) => t.column)).toEqual([9, 8]);
    expect(g.ev('attackTilePlaced').every((e) => e.source === 'freezingShell')).toBe(true);
    done(g);
  });

  it('§8.1 Chief of Joint Staff key 2 (research 15+): the freezing shell costs 2', () => {
    const g = board(['fireChief', 'jointStaff'], 20);
    setTown(g, 'shibuya', { sdf: 1 });
    g.card('jointStaff:sdfOrders:2');
    g.answer({ type: 'option', option: 'freezingShell' });
    expect(g.prompt().info?.cost).toBe(2);
    g.answer({ type: 'option', option: 'fire' });
    expect(g.s.humans.funds.spent).toBe(2);
    done(g);
  });
});

describe('§8.1 Mobilization', () => {
  function mobilize(roles: RoleId[], research: number, card: string, answers: Action[]) {
    const g = board(roles, research);
    setTown(g, 'harajuku', { bases: 2 });
    setTown(g, 'ueno', { bases: 1 });
    g.card(card);
    for (const a of answers) g.answer(a as never);
    done(g);
    return g;
  }

  it('§8.1 Mobilization basic: each base may pay 2 for a unit from the stock on its town (two bases on one town)', () => {
    const g = mobilize(['fireChief', 'jointStaff'], 0, 'fireChief:mobilization:1', [
      { type: 'option', option: 'fire' },
      { type: 'option', option: 'sdf' },
      { type: 'pass' },
    ]);
    expect(g.town('harajuku')).toMatchObject({ fire: 1, sdf: 1 });
    expect(g.town('ueno')).toMatchObject({ fire: 0, sdf: 0 });
    expect(g.s.humans.funds.spent).toBe(4);
  });

  it('§8.1 Fire Chief key 3 (research 25): fire brigades cost 1', () => {
    const g = mobilize(['fireChief', 'jointStaff'], 25, 'fireChief:mobilization:1', [
      { type: 'option', option: 'fire' },
      { type: 'option', option: 'sdf' },
      { type: 'option', option: 'fire' },
    ]);
    expect(g.s.humans.funds.spent).toBe(1 + 2 + 1);
  });

  it('§8.1 Chief of Joint Staff key 3: SDF units cost 1', () => {
    const g = mobilize(['fireChief', 'jointStaff'], 25, 'jointStaff:mobilization:1', [
      { type: 'option', option: 'sdf' },
      { type: 'option', option: 'fire' },
      { type: 'pass' },
    ]);
    expect(g.s.humans.funds.spent).toBe(1 + 2);
  });

  it('§8.1 Chief Cabinet Secretary key 3: the first units are free ([T] how many)', () => {
    const free = Math.min(3, NUMBERS.extra.cabinetFreeUnits);
    const g = mobilize(['researchDirector', 'cabinetSecretary'], 25, 'cabinetSecretary:mobilization:1', [
      { type: 'option', option: 'sdf' },
      { type: 'option', option: 'sdf' },
      { type: 'option', option: 'fire' },
    ]);
    expect(g.s.humans.funds.spent).toBe((3 - free) * NUMBERS.mobilizationCost);
  });

  it('§8.1 Mobilization stops when the stock is empty', () => {
    const g = board();
    setTown(g, 'harajuku', { bases: 1 });
    setTown(g, 'ueno', { fire: g.s.humans.stock.fire, sdf: g.s.humans.stock.sdf });
    g.card('fireChief:mobilization:1');
    done(g);
  });
});

describe('§8.1 Budget Request and §5 the budget marker', () => {
  it('§8.1 Budget Request basic: 0 → 1, no funds move', () => {
    const g = board();
    setFunds(g, 5, 5);
    g.card('fireChief:budgetRequest:1');
    expect(g.s.humans.budget).toBe(1);
    expect(g.s.humans.funds).toMatchObject({ pool: 5, spent: 5 });
    done(g);
  });

  it('§5 budget wrap-around: 2 → 0 returns every spent fund to the pool', () => {
    const g = board();
    setFunds(g, 5, 5);
    g.s.humans.budget = 2;
    g.card('fireChief:budgetRequest:1');
    expect(g.s.humans.budget).toBe(0);
    expect(g.s.humans.funds).toMatchObject({ pool: 10, spent: 0 });
    done(g);
  });

  it('§8.1 Research Director key 3: advance 2, from 1 through the wrap (returns spent)', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 25);
    setFunds(g, 3, 7);
    g.s.humans.budget = 1;
    g.card('researchDirector:budgetRequest:1');
    expect(g.ev('budgetAdvanced').map((e) => [e.from, e.to])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(g.s.humans.funds).toMatchObject({ pool: 10, spent: 0 });
    done(g);
  });

  it('§8.1 Research Director key 3: advance 2 from 2 goes 2 → 0 → 1', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 25);
    g.s.humans.budget = 2;
    g.card('researchDirector:budgetRequest:1');
    expect(g.s.humans.budget).toBe(1);
  });

  it('§8.1 Chief Cabinet Secretary key 1: also 1 fund from the stock to the pool', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 5);
    g.card('cabinetSecretary:budgetRequest:1');
    expect(g.s.humans.funds).toMatchObject({ pool: 11, stock: 3 });
    expect(g.s.humans.budget).toBe(1);
    done(g);
  });
});

describe('§8.1 role cards', () => {
  it('§8.1 Fire Helicopter: fly a brigade to any town, then extinguish 1 lava there; free', () => {
    const g = board();
    setTown(g, 'ueno', { fire: 1 });
    setTown(g, 'odaiba', { lava: 2 });
    g.card('fireChief:fireHelicopter:1');
    g.answer({ type: 'heli', from: 'ueno', to: 'odaiba' });
    expect(g.town('odaiba')).toMatchObject({ fire: 1, lava: 1 });
    expect(g.s.humans.funds.spent).toBe(0);
    done(g);
  });

  it('§8.1 Fire Helicopter: the brigade may stay where it is', () => {
    const g = board();
    setTown(g, 'ueno', { fire: 1, lava: 1 });
    g.card('fireChief:fireHelicopter:1');
    g.answer({ type: 'heli', from: 'ueno', to: 'ueno' });
    expect(g.town('ueno')).toMatchObject({ fire: 1, lava: 0 });
    expect(g.ev('unitFlown')).toHaveLength(0);
    done(g);
  });

  it('§8.1 Bunker Buster: pays 3, places an attack tile, every person on the kaiju town dies', () => {
    const g = board();
    setTown(g, 'shibuya', { citizens: 2, vips: 1, sdf: 1 });
    g.card('jointStaff:bunkerBuster:1');
    expect(g.s.humans.funds.spent).toBe(3);
    expect(g.s.tracks.defense.tiles).toHaveLength(1);
    expect(g.town('shibuya')).toMatchObject({ citizens: 0, vips: 0, sdf: 1 });
    expect(g.ev('personKilled')).toHaveLength(3);
    done(g);
  });

  it('§8.1 Bunker Buster with fewer than 3 funds: nothing happens', () => {
    const g = board();
    setFunds(g, 2, 8);
    setTown(g, 'shibuya', { citizens: 2 });
    g.card('jointStaff:bunkerBuster:1');
    expect(g.s.humans.funds.pool).toBe(2);
    expect(g.s.tracks.defense.tiles).toHaveLength(0);
    expect(g.town('shibuya').citizens).toBe(2);
    done(g);
  });

  it('§8.1 Research: a tile on or adjacent to a base; research + 3 whatever its value', () => {
    const g = board(['researchDirector', 'cabinetSecretary']);
    setTown(g, 'ebisu', { bases: 1 });
    g.card('researchDirector:research:1');
    const towns = g.options().map((o) => (o.type === 'town' ? o.town : ''));
    // Ebisu and its neighbours Shibuya and Roppongi, where they hold an investigation tile.
    expect(towns.every((t) => ['ebisu', 'shibuya', 'roppongi'].includes(t))).toBe(true);
    g.answer({ type: 'town', town: towns[0] as TownId });
    expect(g.s.humans.research).toBe(3);
    done(g);
  });

  it('§8.1 Research with no base on the map does nothing', () => {
    const g = board(['researchDirector', 'cabinetSecretary']);
    g.card('researchDirector:research:1');
    expect(g.s.humans.research).toBe(0);
    done(g);
  });

  it('§8.1 Continuity of Operations copying SDF Orders: the basic order, approvals as at its own reveal', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 10);
    setTown(g, 'ueno', { sdf: 1 });
    putOnPlan(g.s, 'A1', 'researchDirector:sdfOrders:1', true);
    // A2 is empty, so "before" is the only choice and is taken at once.
    g.card('cabinetSecretary:continuity:1', { slot: 'B1' });
    expect(g.options()).toEqual([
      { type: 'option', option: 'evacuateInvestigate' },
      { type: 'option', option: 'buildBase' },
    ]);
    g.answer({ type: 'option', option: 'buildBase' });
    expect(g.town('ueno').bases).toBe(1);
    done(g);
  });

  it('§8.1 Continuity of Operations at the first slot: only the card after; basic effect, no extras', () => {
    const g = board(['researchDirector', 'cabinetSecretary'], 25);
    putOnPlan(g.s, 'B1', 'cabinetSecretary:budgetRequest:1');
    g.card('cabinetSecretary:continuity:1', { slot: 'A1' });
    // Only "after" exists, so it is answered at once.
    expect(g.ev('continuityTarget')).toEqual([
      { type: 'continuityTarget', slot: 'B1', card: 'cabinetSecretary:budgetRequest:1' },
    ]);
    expect(g.s.plan.B1?.revealed).toBe(true);
    expect(g.s.humans.budget).toBe(1);
    // The copy has no key-1 extra: no fund from the stock.
    expect(g.s.humans.funds.stock).toBe(4);
    done(g);
  });

  it('§8.1 Continuity of Operations at the last slot: only the card before', () => {
    const g = board(['researchDirector', 'cabinetSecretary']);
    putOnPlan(g.s, 'A3', 'researchDirector:budgetRequest:1');
    g.card('cabinetSecretary:continuity:1', { slot: 'B3' });
    expect(g.ev('continuityTarget')[0].slot).toBe('A3');
    expect(g.s.humans.budget).toBe(1);
    done(g);
  });

  it('§8.1 Continuity of Operations in the middle: before or after, by choice', () => {
    const g = board(['researchDirector', 'cabinetSecretary']);
    putOnPlan(g.s, 'A2', 'researchDirector:budgetRequest:1', true);
    putOnPlan(g.s, 'A1', 'cabinetSecretary:moveSdf:1', true);
    g.card('cabinetSecretary:continuity:1', { slot: 'B1' });
    expect(g.options()).toEqual([
      { type: 'option', option: 'before' },
      { type: 'option', option: 'after' },
    ]);
    g.answer({ type: 'option', option: 'after' });
    expect(g.s.humans.budget).toBe(1);
    done(g);
  });
});
