import { describe, expect, it } from 'vitest';
import { humanDeck, kaijuDeck } from '../../shared/vulcanus/data/cards';
import { ADVANCED_IDS, DISASTER_LEVELS } from '../../shared/vulcanus/data/events';
import { TOWNS, TOWN_IDS, townIndex } from '../../shared/vulcanus/data/map';
import { DEFAULT_NUMBERS } from '../../shared/vulcanus/data/numbers';
import { tileTable } from '../../shared/vulcanus/data/tiles';
import { parseOptions, redactEvent, setup, view } from '../../shared/vulcanus/index';
import { checkInvariants } from '../../shared/vulcanus/invariants';
import type { State } from '../../shared/vulcanus/types';
import { testGame } from './helpers';

const TILES = tileTable(DEFAULT_NUMBERS);

const sum = (s: State, k: 'citizens' | 'vips' | 'lava') => s.towns.reduce((n, t) => n + t[k], 0);

describe('§6 setup', () => {
  for (const humans of [1, 2, 3] as const) {
    it(`§6 setup counts with ${humans} human(s) (${humans + 1} players)`, () => {
      const { state: s } = setup({ humans, level: 0 }, 100 + humans);
      expect(checkInvariants(s)).toEqual([]);
      // §6.1 roles: 3 with three humans, 2 otherwise; chosen by prompt.
      const need = humans === 3 ? 3 : 2;
      const seats = humans === 1 ? ['h1', 'h1'] : ['h1', 'h2', 'h3'].slice(0, need);
      const g = testGame({ humans, seed: 100 + humans, roles: null, until: 'chooseRole' });
      const chosen: string[] = [];
      for (let i = 0; i < need; i++) {
        const p = g.prompt();
        expect(p.seat).toBe(seats[i]);
        expect(p.options).toHaveLength(4 - i);
        const a = p.options[0];
        if (a.type === 'role') chosen.push(a.role);
        g.act(p.seat, a);
      }
      expect(new Set(chosen).size).toBe(need);
      expect(g.s.humans.roles.map((r) => r.seat)).toEqual(seats);
      for (const r of g.s.humans.roles) expect([...r.deck].sort()).toEqual(humanDeck(r.role).sort());
      expect(g.kind()).toBe('returnBonusTile');

      // §6.3 tiles and pieces: every town has a tile; with the tuned §4 table [T] (docs/balance.md) that is
      // 35 citizens, 4 VIPs and no lava.
      expect(s.towns.every((t) => t.tile !== null)).toBe(true);
      expect(sum(s, 'citizens')).toBe(35);
      expect(sum(s, 'vips')).toBe(4);
      expect(sum(s, 'lava')).toBe(0);
      TOWNS.forEach((town, i) => {
        const tile = TILES[s.towns[i].tile as string];
        expect(tile.back).toBe(town.cls);
      });
      expect(s.towns.filter((t) => t.tile?.startsWith('omen'))).toHaveLength(6);
      expect(s.events.map((e) => e.threeTile)).toEqual(['three1', 'three2', 'three3', 'three4', 'three5', 'three6']);
      // §5 pools: 6 × 5, and the rest of the 48 (no lava went to the map) in the complete pool.
      expect(s.kaiju.pools).toEqual([6, 6, 6, 6, 6, 18]);
      expect(s.kaiju.evolutionBeside).toEqual([true, true, true, true]);
      expect([...s.kaiju.deck].sort()).toEqual(kaijuDeck().sort());
      // §6.5 bonus tiles: 4 drawn.
      expect(s.kaiju.bonusDrawn).toHaveLength(4);
      // §6.6 humans.
      expect(s.humans.stock).toEqual({ fire: 3, sdf: 3, bases: 2 });
      expect(s.humans.funds).toEqual({ pool: 10, spent: 0, stock: 4 });
      expect(s.humans.budget).toBe(0);
      expect(s.humans.research).toBe(0);
      expect(s.humans.attackSupply).toBe(8);
    });

    it(`§6/§7.2 with ${humans} human(s): hand sizes and lines at the first planning`, () => {
      const g = testGame({ humans, seed: 7 + humans });
      const hand = humans === 3 ? 4 : 6;
      for (const r of g.s.humans.roles) expect(r.hand).toHaveLength(hand);
      const claims = g.options('h1').filter((a) => a.type === 'claim');
      const lines = [...new Set(claims.map((a) => (a.type === 'claim' ? a.line : '')))].sort();
      expect(lines).toEqual(humans === 3 ? ['row1', 'row2', 'row3'] : ['colA', 'colB']);
      expect(g.s.prompts.map((p) => p.seat)).toEqual(humans === 1 ? ['h1'] : ['h1', 'h2', 'h3'].slice(0, humans));
      expect(g.invariants()).toEqual([]);
    });
  }

  it('§6.5 the kaiju keeps 3 of the 4 drawn bonus tiles; the returned one goes back unseen', () => {
    const g = testGame({ humans: 2, seed: 3, until: 'returnBonusTile' });
    const drawn = [...g.s.kaiju.bonusDrawn];
    expect(g.options('kaiju')).toHaveLength(4);
    g.answer({ type: 'bonus', tile: drawn[2] });
    expect(g.s.kaiju.bonusKept).toEqual([drawn[0], drawn[1], drawn[3]]);
    expect(g.s.kaiju.bonusUnused).toHaveLength(5);
    expect(g.s.kaiju.bonusUnused).toContain(drawn[2]);
    expect(g.s.kaiju.bonusDrawn).toEqual([]);
    for (const viewer of ['h1', 'h2', 'spectator'] as const) {
      const json = JSON.stringify(view(g.s, viewer));
      for (const b of [...drawn, ...g.s.kaiju.bonusUnused]) expect(json).not.toContain(`"${b}"`);
      // The drawing and returning events are redacted too.
      const events = JSON.stringify(g.events.map((e) => redactEvent(g.s, e, viewer)));
      for (const b of drawn) expect(events).not.toContain(`"${b}"`);
    }
    expect(JSON.stringify(g.events.map((e) => redactEvent(g.s, e, 'kaiju')))).toContain(`"${drawn[2]}"`);
  });

  it('§6.5 the kaiju starts on Harajuku, Shibuya or Ebisu', () => {
    const g = testGame({ humans: 2, seed: 3, until: 'kaijuStart' });
    expect(g.options('kaiju')).toEqual([
      { type: 'town', town: 'harajuku' },
      { type: 'town', town: 'shibuya' },
      { type: 'town', town: 'ebisu' },
    ]);
    g.answer({ type: 'town', town: 'ebisu' });
    expect(g.s.kaiju.town).toBe('ebisu');
  });

  it('§6.6 two distinct start towns: one base + fire brigade, the other base + SDF unit', () => {
    const g = testGame({ humans: 2, seed: 3, until: 'fireBaseTown' });
    expect(g.options('h1')).toHaveLength(24);
    g.answer({ type: 'town', town: 'ueno' });
    expect(g.options('h1')).toHaveLength(23);
    expect(g.options('h1')).not.toContainEqual({ type: 'town', town: 'ueno' });
    g.answer({ type: 'town', town: 'odaiba' });
    expect(g.town('ueno')).toMatchObject({ bases: 1, fire: 1, sdf: 0 });
    expect(g.town('odaiba')).toMatchObject({ bases: 1, fire: 0, sdf: 1 });
    expect(g.s.humans.stock).toEqual({ fire: 3, sdf: 3, bases: 2 });
    expect(g.invariants()).toEqual([]);
  });

  it('§6.6 suggested start: omen 壱 or 弐 on Kasumigaseki swaps (with its pieces) with omen 六', () => {
    const k = townIndex('kasumigaseki');
    let seed = 0;
    while (!['omen1', 'omen2'].includes(setup({ humans: 2, level: 0 }, seed).state.towns[k].tile as string)) seed++;
    const before = testGame({ humans: 2, seed, until: 'fireBaseTown' }).s;
    const omen = before.towns[k].tile as string;
    const six = before.towns.findIndex((t) => t.tile === 'omen6');
    const g = testGame({ humans: 2, seed });
    const s = g.s;
    expect(s.towns[k].tile).toBe('omen6');
    expect(s.towns[k].citizens).toBe(before.towns[six].citizens);
    expect(s.towns[six].tile === omen || s.omenRemoved.includes(omen)).toBe(true);
    expect(g.ev('omenSwapped')).toEqual([{ type: 'omenSwapped', from: 'kasumigaseki', to: TOWN_IDS[six] }]);
    // Not suggested (SDF elsewhere): no swap.
    const h = testGame({ humans: 2, seed, sdfTown: 'ichigaya', until: 'planHumans' });
    expect(h.ev('omenSwapped')).toEqual([]);
    if (omen === 'omen1') {
      expect(g.s.omenTown).toBe(TOWN_IDS[six]);
      expect(h.s.omenTown).toBe('kasumigaseki');
    } else expect(h.town('kasumigaseki').tile).toBe('omen2');
  });

  it('§6.6 suggested start without omen 壱/弐 on Kasumigaseki: no swap', () => {
    const k = townIndex('kasumigaseki');
    let seed = 0;
    while (['omen1', 'omen2'].includes(setup({ humans: 2, level: 0 }, seed).state.towns[k].tile as string)) seed++;
    const g = testGame({ humans: 2, seed });
    expect(g.ev('omenSwapped')).toEqual([]);
  });
});

describe('§9 disaster levels', () => {
  for (const level of [0, 1, 2, 3] as const) {
    it(`§9 level +${level}: advanced events on the rounds of the table, distinct, unseen before reveal`, () => {
      const { state: s } = setup({ humans: 2, level }, 40 + level);
      expect(s.events.map((e) => e.advanced)).toEqual(DISASTER_LEVELS[level]);
      const adv = s.events.filter((e) => e.advanced).map((e) => e.event);
      expect(adv.every((e) => ADVANCED_IDS.includes(e))).toBe(true);
      expect(new Set([...adv, ...s.advancedUnused]).size).toBe(8);
      expect(adv.length + s.advancedUnused.length).toBe(8);
      s.events.forEach((e, i) => {
        if (!e.advanced)
          expect(e.event).toBe(['tremor', 'fissure', 'toxicGas', 'wildfire', 'greatEarthquake', 'eruption'][i]);
      });
      for (const viewer of ['kaiju', 'h1', 'h2', 'spectator'] as const) {
        const v = view(s, viewer);
        v.events.forEach((e, i) => expect((e.event as string) === '?').toBe(s.events[i].advanced));
        const json = JSON.stringify(v);
        for (const id of [...adv, ...s.advancedUnused]) expect(json).not.toContain(`"${id}"`);
      }
    });
  }

  it('§9 level +3: round 1’s advanced event is visible once revealed', () => {
    const g = testGame({ humans: 2, level: 3, seed: 2 });
    const e = g.s.events[0];
    expect(e.revealed).toBe(true);
    expect(view(g.s, 'h1').events[0].event).toBe(e.event);
    expect(view(g.s, 'h1').events[1].event).toBe('?');
  });
});

describe('options', () => {
  it('§6/§9 parseOptions accepts valid options and rejects wrong role counts, duplicates and extras', () => {
    expect(parseOptions({ humans: 2 })).toEqual({ ok: true, value: { humans: 2, level: 0, numbers: DEFAULT_NUMBERS } });
    expect(parseOptions({ humans: 3, level: 2, roles: ['fireChief', 'jointStaff', 'researchDirector'] }).ok).toBe(true);
    expect(parseOptions({ humans: 3, roles: ['fireChief', 'jointStaff'] }).ok).toBe(false);
    expect(parseOptions({ humans: 1, roles: ['fireChief', 'fireChief'] }).ok).toBe(false);
    expect(parseOptions({ humans: 4 }).ok).toBe(false);
    expect(parseOptions({ humans: 2, level: 4 }).ok).toBe(false);
    expect(parseOptions({ humans: 2, cheat: true }).ok).toBe(false);
    expect(parseOptions(null).ok).toBe(false);
  });
});
