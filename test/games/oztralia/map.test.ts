/** §3 the east-side map and §4 the tiles and cards, as data: the counts the rules page states, checked. */
import { describe, expect, it } from 'vitest';
import {
  ANCHORS,
  FAMILIES,
  MANIFESTATIONS,
  OLD_ONE_CARDS,
  PERSON_IDS,
  SURVEY_TILES,
  TILES,
  TILE_KINDS,
} from '../../../shared/oztralia/data';
import {
  ANCHOR_HEXES,
  LAND,
  LEVEL_OF,
  SURVEY_SITES,
  TERRAIN_OF,
  hexDistance,
  hexName,
  landDistances,
  neighbour,
} from '../../../shared/oztralia/hex';
import { h } from './helpers';

describe('§3 the map', () => {
  it('148 land hexes: 48 unnumbered, 37 level 1, 40 level 2, 23 level 3', () => {
    expect(LAND.length).toBe(148);
    const count = (l: number) => LAND.filter((x) => LEVEL_OF[x] === l).length;
    expect([count(0), count(1), count(2), count(3)]).toEqual([48, 37, 40, 23]);
  });

  it('12 mountains, 47 farm hexes (16 sheep, 15 cattle, 16 corn), 7 anchors, 13 survey sites', () => {
    const count = (t: string) => LAND.filter((x) => TERRAIN_OF[x] === t).length;
    expect(count('mountain')).toBe(12);
    expect([count('S'), count('C'), count('M')]).toEqual([16, 15, 16]);
    expect(ANCHOR_HEXES.map(hexName)).toEqual(
      ['13-0', '13-3', '13-6', '13-9', '5-10', '9-10', '0-9'].sort((a, b) => h(a) - h(b)),
    );
    expect(Object.keys(ANCHORS)).toHaveLength(7);
    expect(SURVEY_SITES.map(hexName)).toEqual(
      ['1-0', '6-0', '4-1', '7-2', '2-3', '5-4', '0-5', '8-5', '3-6', '6-7', '2-8', '9-8', '4-9'].sort(
        (a, b) => h(a) - h(b),
      ),
    );
  });

  it('survey sites carry the levels §3 lists', () => {
    const level = (x: string) => LEVEL_OF[h(x)];
    expect(['1-0', '6-0', '4-1', '2-3'].map(level)).toEqual([3, 3, 3, 3]);
    expect(['7-2', '5-4', '0-5', '8-5', '3-6'].map(level)).toEqual([2, 2, 2, 2, 2]);
    expect(['6-7', '2-8', '9-8', '4-9'].map(level)).toEqual([1, 1, 1, 0]);
  });

  it('odd-q neighbours: directions 1–6 are N, NE, SE, S, SW, NW', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => hexName(neighbour(h('4-4'), d)))).toEqual([
      '4-3',
      '5-3',
      '5-4',
      '4-5',
      '3-4',
      '3-3',
    ]);
    expect([1, 2, 3, 4, 5, 6].map((d) => hexName(neighbour(h('5-4'), d)))).toEqual([
      '5-3',
      '6-4',
      '6-5',
      '5-5',
      '4-5',
      '4-4',
    ]);
  });

  it('hex distance is the cube distance; land distance goes round the sea', () => {
    expect(hexDistance(h('0-0'), h('0-3'))).toBe(3);
    expect(hexDistance(h('4-4'), h('6-4'))).toBe(2);
    const d = landDistances([h('13-6')]);
    expect(d[h('12-6')]).toBe(1);
    expect(d[h('13-9')]).toBeGreaterThan(hexDistance(h('13-6'), h('13-9')));
  });

  it('four ports can always be placed three hexes apart (Brisbane, Sydney, Melbourne, Adelaide)', () => {
    const ports = ['13-0', '13-6', '9-10', '0-9'].map(h);
    for (const a of ports) for (const b of ports) if (a !== b) expect(hexDistance(a, b)).toBeGreaterThanOrEqual(3);
  });
});

describe('§4 tiles and §11.5 cards', () => {
  it('57 Old One tiles: 22 level 1, 18 level 2, 15 level 3, and X and XX set aside', () => {
    const sum = (l: number) => TILE_KINDS.filter((k) => TILES[k].level === l).reduce((a, k) => a + TILES[k].count, 0);
    expect([sum(1), sum(2), sum(3), sum(0)]).toEqual([22, 18, 15, 2]);
  });

  it('20 survey tiles; 21 manifestation cards, 7 of each level; 20 personality cards', () => {
    expect(Object.keys(SURVEY_TILES)).toHaveLength(20);
    for (const l of [1, 2, 3]) expect(Object.values(MANIFESTATIONS).filter((m) => m.level === l)).toHaveLength(7);
    expect(PERSON_IDS).toHaveLength(20);
  });

  it('§11.5 the 18 Old One cards: movers H, U, F 4 each, B and G 3 each; each direction 3 times', () => {
    expect(OLD_ONE_CARDS).toHaveLength(18);
    const movers = (f: string) => OLD_ONE_CARDS.filter((c) => c.mover === f).length;
    expect(['H', 'U', 'F', 'B', 'G'].map(movers)).toEqual([4, 4, 4, 3, 3]);
    for (const d of [1, 2, 3, 4, 5, 6]) expect(OLD_ONE_CARDS.filter((c) => c.dir === d)).toHaveLength(3);
  });

  it('§11.3 the card loop ends: every family has an `s` on at least 3 cards', () => {
    for (const f of FAMILIES)
      expect(OLD_ONE_CARDS.filter((c) => c.rows[f].strike.includes('s')).length).toBeGreaterThanOrEqual(3);
  });

  it('§11.5 the design intent table: hits per unit type for humanoids', () => {
    const hits = (u: string) => OLD_ONE_CARDS.filter((c) => c.rows.H.hits.includes(u as never)).length;
    expect(['I', 'A', 'C', 'T', 'Z'].map(hits)).toEqual([11, 5, 9, 5, 5]);
  });
});
