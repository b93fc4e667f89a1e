/**
 * The tools find a game's sections by its folder (scripts/tools.ts, shared/core/tools.ts): `npm run bench`, `bench:ai`
 * and `balance` name no game, so a game added with a `shared/<id>/tools/index.ts` is benchmarked without a new script.
 */
import { describe, expect, it } from 'vitest';
import { wilson } from '../../shared/core/tools';
import { GAMES } from '../../shared/registry';
import { toolsOf } from '../../scripts/tools';

describe("the tools' game sections", () => {
  it("each registered game's sections are found by its folder, and have the shape the scripts run", async () => {
    let sections = 0;
    for (const game of GAMES) {
      const tools = await toolsOf(game.id);
      for (const s of [tools.benchAi, tools.balance])
        if (s) {
          sections++;
          expect([game.id, typeof s.play, typeof s.run]).toEqual([game.id, 'function', 'function']);
        }
      // a benchmark game of its own is played to its end: some actions, deterministic for its seed
      if (tools.benchGame) expect(tools.benchGame(1, 7)).toBe(tools.benchGame(1, 7));
      if (tools.benchGame) expect(tools.benchGame(1, 7)).toBeGreaterThan(0);
    }
    expect(sections).toBeGreaterThanOrEqual(3);
  });

  it('a game without a tools folder has no section; the Wilson interval holds its textbook values', async () => {
    expect(await toolsOf('no-such-game')).toEqual({});
    const [lo, hi] = wilson(5, 10);
    expect([+lo.toFixed(3), +hi.toFixed(3)]).toEqual([0.237, 0.763]);
  });
});
