/**
 * The computer players' worker threads (server/bots.ts): the search level thinks in a thread of its own, so that the
 * rooms go on meanwhile, and answers a legal action.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool } from '../../server/bots';
import { GameHost, noTime } from '../../shared/core/host';
import { gameById } from '../../shared/registry';

const pool = new BotPool(1);
afterAll(() => pool.close());

describe('computer players in worker threads', () => {
  it('the search level thinks in a worker thread while the server thread goes on, and answers a legal action', async () => {
    const game = gameById('vulcanus');
    if (!game) throw new Error('no vulcanus');
    const opts = game.parseOptions({ humans: 1 });
    if (!opts.ok) throw new Error('options');
    const policy = { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: '' };
    const hooks = { computerPlays: () => false, think: () => null, committed: () => undefined };
    const { host } = GameHost.start(game, opts.value, 7, noTime, policy, hooks);
    const seat = game.activeSeats(host.state)[0];
    const errors: unknown[] = [];
    const spy = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      let answered = false;
      const answer = pool
        .choose(game, { view: game.view(host.state, seat), seat, level: 'search', budgetMs: 400, seed: 1 })
        .then((a) => {
          answered = true;
          return a;
        });
      // the server thread's timers run while the search thinks
      let ticks = 0;
      while (!answered && ticks < 1000) {
        await new Promise((r) => setTimeout(r, 10));
        ticks++;
      }
      const action = await answer;
      expect(ticks).toBeGreaterThanOrEqual(10);
      expect(errors).toEqual([]);
      expect(host.act(seat, action)).toBeNull();
    } finally {
      console.error = spy;
    }
  });
});
