import { describe, expect, it } from 'vitest';
import {
  EVOLUTION_TREE,
  HUMAN_CARDS,
  KAIJU_CARDS,
  ROLE_IDS,
  humanDeck,
  kaijuDeck,
} from '../../shared/vulcanus/data/cards';
import { ADVANCED_EVENTS, NORMAL_EVENTS } from '../../shared/vulcanus/data/events';
import { BONUS_TILES } from '../../shared/vulcanus/data/landmarks';
import { ADJACENT, ROADS, TOWNS } from '../../shared/vulcanus/data/map';
import { DEFAULT_NUMBERS as NUMBERS } from '../../shared/vulcanus/data/numbers';
import { setupPieces, tileTable, TILE_IDS } from '../../shared/vulcanus/data/tiles';

const TILES = tileTable(NUMBERS);
const SETUP_PIECES = setupPieces(NUMBERS);

describe('data modules match the rules tables', () => {
  it('§3 map: 24 towns (9 甲, 8 乙, 7 丙), 41 roads, adjacency symmetric', () => {
    expect(TOWNS).toHaveLength(24);
    const cls = (c: string) => TOWNS.filter((t) => t.cls === c).length;
    expect([cls('kou'), cls('otsu'), cls('hei')]).toEqual([9, 8, 7]);
    expect(ROADS).toHaveLength(41);
    expect(new Set(ROADS.map(([a, b]) => [a, b].sort().join('-'))).size).toBe(41);
    ADJACENT.forEach((ns, i) => ns.forEach((j) => expect(ADJACENT[j]).toContain(i)));
    expect(ADJACENT.every((ns) => ns.length > 0)).toBe(true);
  });

  it('§2/§4 tiles: 24 investigation tiles (甲 3, 乙 8, 丙 7, "3 only" 6) and 6 omen tiles', () => {
    const inv = TILE_IDS.filter((id) => TILES[id].kind === 'investigation');
    const back = (b: string) => inv.filter((id) => TILES[id].back === b).length;
    expect(inv).toHaveLength(24);
    expect([back('kou'), back('otsu'), back('hei'), back('three')]).toEqual([3, 8, 7, 6]);
    const omens = TILE_IDS.filter((id) => TILES[id].kind === 'omen');
    expect(omens).toHaveLength(6);
    // [T] tuned (docs/balance.md): an omen tile places 1 citizen.
    expect(omens.every((id) => TILES[id].citizens === 1 && TILES[id].value === 0)).toBe(true);
    // §4 totals placed at setup with the tuned table; the citizens left over stay in the box.
    const dealt = TILE_IDS.filter((id) => TILES[id].back !== 'three');
    const total = (k: 'citizens' | 'vips' | 'lava') => dealt.reduce((n, id) => n + TILES[id][k], 0);
    expect([total('citizens'), total('vips'), total('lava')]).toEqual([35, 4, 0]);
    expect(SETUP_PIECES).toEqual({ citizens: 35, vips: 4, lava: 0 });
    // Investigation values: 2–4 on the dealt tiles, the reference's 33 in all plus 1 each for 18 tiles (tuned).
    const values = inv.filter((id) => TILES[id].back !== 'three').map((id) => TILES[id].value);
    expect([Math.min(...values), Math.max(...values), values.reduce((a, b) => a + b, 0)]).toEqual([2, 4, 51]);
    expect(inv.filter((id) => TILES[id].back === 'three').every((id) => TILES[id].value === 3)).toBe(true);
  });

  it('§2/§8 cards: 4 roles × 9 human cards, 12 kaiju cards with the counts of §8.2', () => {
    expect(ROLE_IDS).toHaveLength(4);
    for (const r of ROLE_IDS) expect(humanDeck(r)).toHaveLength(9);
    expect(new Set(ROLE_IDS.flatMap((r) => humanDeck(r))).size).toBe(36);
    expect(kaijuDeck()).toHaveLength(12);
    expect(Object.fromEntries(Object.entries(KAIJU_CARDS).map(([k, v]) => [k, v.count]))).toEqual({
      walk: 3,
      stomp: 2,
      fireball: 2,
      roar: 1,
      underground: 1,
      lavaFlow: 1,
      rampage: 2,
    });
    expect(HUMAN_CARDS.sdfOrders.count).toBe(2);
    for (const v of [...Object.values(HUMAN_CARDS), ...Object.values(KAIJU_CARDS)]) {
      expect(v.ja.length).toBeGreaterThan(0);
      expect(v.en.length).toBeGreaterThan(0);
    }
  });

  it('§5 evolution tree: Walk and Fireball are roots; Lava Flow is fed by Roar and Stomp', () => {
    expect(EVOLUTION_TREE).toEqual({
      walk: [],
      fireball: [],
      underground: ['walk'],
      roar: ['walk'],
      stomp: ['fireball'],
      rampage: ['fireball'],
      lavaFlow: ['roar', 'stomp'],
    });
  });

  it('§4 destruction bonus tiles and §9 events', () => {
    // The lava each needs is the reference's plus 1 (Meiji Shrine's is the reference's), tuned for balance [T]
    // (docs/balance.md).
    expect(BONUS_TILES.map((b) => [b.town, NUMBERS.bonusLava[b.town]])).toEqual([
      ['shibuya', 4],
      ['harajuku', 3],
      ['shinjuku', 5],
      ['kasumigaseki', 5],
      ['marunouchi', 5],
      ['ginza', 4],
      ['hamamatsucho', 4],
      ['asakusa', 3],
    ]);
    expect(NORMAL_EVENTS).toHaveLength(6);
    expect(ADVANCED_EVENTS).toHaveLength(8);
  });

  it('§2 piece counts in the numbers module', () => {
    expect(NUMBERS).toMatchObject({
      lava: 48,
      citizens: 44,
      vips: 5,
      funds: 14,
      fireBrigades: 4,
      sdfUnits: 4,
      bases: 4,
      attackTiles: 8,
      evolutionTiles: 4,
      bonusTiles: 8,
      trackColumns: 10,
      defenseRows: 3,
      damageRows: 4,
    });
  });
});
