/**
 * The [T] numbers are a game's option, not a global: each game starts with its own full set, keeps it in its state
 * and its stored options, and a change of the defaults never alters a game already begun or its replay.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/game';
import { DEFAULT_NUMBERS, resolveNumbers } from '../../shared/vulcanus/data/numbers';
import { legalActions, parseOptions, setup, vulcanus } from '../../shared/vulcanus/index';
import { playGame } from '../../shared/vulcanus/simulate';

describe('[T] numbers as options', () => {
  it('parseOptions fills in the full set: the defaults with a patch merged in (objects key by key)', () => {
    const r = parseOptions({ humans: 2, numbers: { redrawCost: 2, extra: { cabinetFreeUnits: 3 } } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.numbers).toEqual({
      ...DEFAULT_NUMBERS,
      redrawCost: 2,
      extra: { ...DEFAULT_NUMBERS.extra, cabinetFreeUnits: 3 },
    });
    // a full set parses to itself: a stored game's options restore unchanged
    expect(parseOptions(r.value)).toEqual(r);
  });

  it('numbers outside their limits, unknown, or inconsistent are refused with the path', () => {
    const path = (o: unknown) => {
      const r = parseOptions(o);
      return r.ok ? null : r.error.params?.path;
    };
    expect(path({ numbers: { rounds: 0 } })).toBe('numbers.rounds');
    expect(path({ numbers: { cheat: 1 } })).toBe('numbers');
    expect(path({ numbers: { extra: { fireChiefFreeFirefights: -1 } } })).toBe('numbers.extra.fireChiefFreeFirefights');
    // §4 every town gets a tile of its back: the counts per back are fixed by the map
    expect(
      path({ numbers: { investigationTiles: [{ back: 'kou', count: 3, value: 3, citizens: 2, vips: 1, lava: 0 }] } }),
    ).toBe('numbers.investigationTiles');
    // §2 the tiles cannot place more citizens than the box holds
    expect(path({ numbers: { citizens: 10 } })).toBe('numbers.citizens');
    expect(path({ numbers: { keyThresholds: [15, 5, 25] } })).toBe('numbers.keyThresholds');
    expect(resolveNumbers({ lavaPerPool: 10 }).ok).toBe(false);
  });

  it("a game plays by its own numbers: §7.2 the humans' redraw costs what the game says", () => {
    const find = (cost: number) => {
      const o = parseOptions({ humans: 1, roles: ['fireChief', 'jointStaff'], numbers: { redrawCost: cost } });
      if (!o.ok) throw new Error('options');
      let { state } = setup(o.value, 3);
      // reach the humans' planning
      for (let i = 0; i < 50 && state.prompts[0]?.kind !== 'planHumans'; i++) {
        const seat = state.prompts[0].seat;
        const r = vulcanus.apply(state, seat, legalActions(state, seat)[0]);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
      }
      expect(state.prompts[0]?.kind).toBe('planHumans');
      const redraw = legalActions(state, 'h1').find((a) => a.type === 'redraw');
      const before = state.humans.funds.pool;
      const r = vulcanus.apply(state, 'h1', redraw);
      if (!r.ok) throw new Error(r.error.code);
      return before - r.value.state.humans.funds.pool;
    };
    expect(find(1)).toBe(1);
    expect(find(3)).toBe(3);
  });

  it('§9 a game with fewer rounds ends after them, and its replay keeps its numbers whatever the defaults', () => {
    const o = parseOptions({ humans: 2, numbers: { rounds: 2 } });
    if (!o.ok) throw new Error('options');
    const rec = playGame(o.value, 11, { record: true });
    const end = rec.state;
    expect(end.result).not.toBeNull();
    expect(end.round).toBeLessThanOrEqual(2);
    expect(end.options.numbers.rounds).toBe(2);
    // the replay reads only the stored options: it rebuilds the same final state
    const again = replay(vulcanus, JSON.parse(JSON.stringify(o.value)), 11, rec.actions);
    expect(again.ok && again.value).toEqual(end);
  });
});
