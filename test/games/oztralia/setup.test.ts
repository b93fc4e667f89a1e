/** §7 setup, §8 the calendar and §14 solo start spaces. */
import { describe, expect, it } from 'vitest';
import { MANIFESTATIONS, NUMBERS } from '../../../shared/oztralia/data';
import { ANCHOR_HEXES, hexDistance } from '../../../shared/oztralia/hex';
import { invariants } from '../../../shared/oztralia/invariants';
import { setup } from '../../../shared/oztralia/rules';
import { timeForward } from '../../../shared/oztralia/calendar';
import type { GameEvent } from '../../../shared/oztralia/types';
import { act, calendar, ev, game, legal, prompt } from './helpers';

describe('§7 setup', () => {
  it('each player: 20 cubes in HQ, 2 coal, 2 iron, 4 gold, 7 farms of each type, 20 rails', () => {
    const { state: s } = setup({ players: 3, difficulty: 'normal' }, 1);
    for (const seat of s.order) {
      const p = s.players[seat];
      expect(p && [p.hq, p.coal, p.iron, p.gold, p.farmsLeft.S, p.farmsLeft.C, p.farmsLeft.M]).toEqual([
        20, 2, 2, 4, 7, 7, 7,
      ]);
    }
    expect(invariants(s)).toEqual([]);
  });

  it('step 3: 13 survey tiles laid, one per site; their placements are on the map', () => {
    const { state: s, events } = setup({ players: 1, difficulty: 'normal' }, 3);
    expect(s.survey).toHaveLength(13);
    expect(new Set(s.survey.map((x) => x.tile)).size).toBe(13);
    expect(ev(events, 'surveyLaid')).toHaveLength(13);
    expect(s.tiles.length).toBeGreaterThan(5);
    expect(s.tiles.every((t) => !t.up)).toBe(true);
    expect(Object.keys(s.res).length).toBeGreaterThan(5);
  });

  it('§4.1 Old One placements follow the printed level, doubled ones upgrade, unnumbered hexes get none', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { state: s, events } = setup({ players: 1, difficulty: 'normal' }, seed);
      const replaced = ev(events, 'oldOneReplaced');
      for (const t of s.tiles) expect(t.level).toBeGreaterThan(0);
      // a replaced tile's successor is one level higher
      for (const r of replaced) {
        const placed = ev(events, 'oldOnePlaced');
        const before = placed.find((p) => p.uid === r.uid);
        const after = placed.find((p) => p.uid === r.by);
        expect(after && before && after.level - before.level).toBe(1);
      }
      // at most one tile per hex after setup
      expect(new Set(s.tiles.map((t) => t.hex)).size).toBe(s.tiles.length);
    }
  });

  it('step 4: five manifestation cards per level, level I on top, level III at the bottom', () => {
    const { state: s } = setup({ players: 2, difficulty: 'normal' }, 5);
    const levels = s.manifest.deck.map((id) => MANIFESTATIONS[id].level);
    expect(levels).toEqual([3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
    expect(s.manifest.box).toHaveLength(6);
  });

  it('step 5: a row of five personality cards, fifteen in the deck; 18 Old One cards', () => {
    const { state: s } = setup({ players: 2, difficulty: 'normal' }, 5);
    expect(s.row.filter((x) => x)).toHaveLength(5);
    expect(s.personDeck).toHaveLength(15);
    expect(s.deck).toHaveLength(18);
  });

  it('steps 6 and 8: the disc on 22 at the bottom; the players stacked on their start space, start player on top', () => {
    for (const [players, start] of [
      [4, 0],
      [3, 1],
      [2, 2],
      [1, NUMBERS.startSpace[1]],
    ] as const) {
      const { state: s } = setup({ players, difficulty: 'normal' }, 9);
      expect(s.cal.filter((e) => e.m !== 'old').map((e) => e.m)).toEqual(s.order);
      expect(s.cal.filter((e) => e.m !== 'old').every((e) => e.pos === start)).toBe(true);
      expect(s.cal.find((e) => e.m === 'old')?.pos).toBe(22);
    }
  });

  it('§14 the difficulty sets the disc: 24 easy, 22 normal, 20 hard', () => {
    for (const [difficulty, pos] of [
      ['easy', 24],
      ['normal', 22],
      ['hard', 20],
    ] as const) {
      const { state: s } = setup({ players: 1, difficulty }, 1);
      expect(s.cal.find((e) => e.m === 'old')?.pos).toBe(pos);
    }
  });

  it('step 9: ports in reverse turn order, each three hexes from those placed', () => {
    const { state: s } = setup({ players: 4, difficulty: 'normal' }, 11);
    const placed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = s.order[3 - i];
      expect(prompt(s)).toBe(`${seat}:port`);
      const options = legal(s, seat).map((a) => (a as { hex: number }).hex);
      for (const x of options) for (const p of placed) expect(hexDistance(x, p)).toBeGreaterThanOrEqual(3);
      expect(options.every((x) => ANCHOR_HEXES.includes(x))).toBe(true);
      act(s, seat, { type: 'port', hex: options[0] });
      placed.push(options[0]);
    }
    // then the start player chooses a box
    expect(prompt(s)).toBe(`${s.order[0]}:box`);
  });
});

describe('§8 the calendar', () => {
  it('the lowest marker acts; on a stack the top first; a marker arriving goes on top', () => {
    const s = game(3);
    calendar(s, [
      ['p2', 3],
      ['p1', 3],
      ['p3', 4],
      ['old', 22],
    ]);
    expect(prompt(s)).toBe('p2:box');
    // p2 retrieves with its cube (time 1): onto 4, on top of p3
    act(s, 'p2', { type: 'box', box: 'retrieve' });
    expect(s.cal.map((e) => `${e.m}@${e.pos}`)).toEqual(['p1@3', 'p2@4', 'p3@4', 'old@22']);
    expect(prompt(s)).toBe('p1:box');
  });

  it('the Old Ones act once every player has passed their disc; the disc keeps acting while lowest (ruling 11)', () => {
    const s = game(1);
    const events: GameEvent[] = calendar(s, [
      ['old', 22],
      ['p1', 25],
    ]);
    // 22 → 23 → 24 (lit) → 25, onto the player's space and on top of it, so the disc acts first again → 26 (lit)
    expect(ev(events, 'oldOnesTurn').map((e) => e.pos)).toEqual([22, 23, 24, 25]);
    expect(ev(events, 'manifestation')).toHaveLength(2);
    expect(prompt(s)).toBe('p1:box');
  });

  it('a marker at 53 acts no more; the game ends when every marker is there (§13)', () => {
    const s = game(1);
    const events = calendar(s, [
      ['p1', 53],
      ['old', 52],
    ]);
    expect(ev(events, 'oldOnesTurn')).toHaveLength(1);
    expect(s.result?.reason).toBe('calendar');
  });

  it('§10.5 time forward moves every player below 53 keeping their order', () => {
    const s = game(3);
    s.cal = [
      { m: 'p2', pos: 30 },
      { m: 'p1', pos: 30 },
      { m: 'p3', pos: 31 },
      { m: 'old', pos: 40 },
    ];
    timeForward({ s, events: [] });
    expect(s.cal.map((e) => `${e.m}@${e.pos}`)).toEqual(['p2@31', 'p1@31', 'p3@32', 'old@40']);
  });

  it('the lit spaces: fifteen, 24 to 52', () => {
    expect(NUMBERS.lit).toHaveLength(15);
    expect([NUMBERS.lit[0], NUMBERS.lit[14]]).toEqual([24, 52]);
  });
});
