/**
 * One paced computer answer (shared/core/pace.ts, issue 29 item 5): applied exactly `botDelayMs + botBudgetMs` after it
 * was scheduled, whether the thinking answered at once, later, too late, or never; on a virtual clock.
 */
import { describe, expect, it } from 'vitest';
import { PacedAnswer, thinkBudgetMs, type PaceDeps } from '../../shared/core/pace';
import { VirtualTime } from '../../shared/core/virtual-time';

const DELAY = 300;
const BUDGET = 500;
const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

function paced(think: PaceDeps['think']) {
  const time = new VirtualTime();
  time.advance(1_000);
  const out: { at: number; action: unknown }[] = [];
  const logs: string[] = [];
  const asked: number[] = [];
  const answer = new PacedAnswer(
    'kaiju',
    7,
    () => {
      asked.push(time.now());
      return { view: {} as never, seat: 'kaiju', level: 'search', budgetMs: thinkBudgetMs(BUDGET) };
    },
    {
      scheduler: time,
      delayMs: DELAY,
      budgetMs: BUDGET,
      think,
      quick: () => 'quick',
      answer: (_seat, action) => out.push({ at: time.now(), action }),
      log: (m) => logs.push(m),
    },
  );
  const run = async () => {
    while (time.pending) {
      time.step();
      await settle();
    }
  };
  return { time, out, logs, asked, answer, run };
}

describe('a paced computer answer', () => {
  it('thinks after the pause, with a fifth of the budget spare (at most 100 ms)', async () => {
    const p = paced(() => 'fast');
    await p.run();
    expect(p.asked).toEqual([1_000 + DELAY]);
    expect(thinkBudgetMs(BUDGET)).toBe(400);
    expect(thinkBudgetMs(2_000)).toBe(1_900);
    expect(thinkBudgetMs(0)).toBe(0);
  });

  it('an answer given at once is held back to its due moment', async () => {
    const p = paced(() => 'fast');
    await p.run();
    expect(p.out).toEqual([{ at: 1_000 + DELAY + BUDGET, action: 'fast' }]);
    expect(p.logs).toEqual([]);
  });

  it('an answer that takes most of the budget comes at the same moment', async () => {
    const p = paced(() => new Promise((r) => p.time.after(BUDGET - 1, () => r('slow'))));
    await p.run();
    expect(p.out).toEqual([{ at: 1_000 + DELAY + BUDGET, action: 'slow' }]);
    expect(p.logs).toEqual([]);
  });

  it('an answer not ready in time is not waited for: the quick player answers then, and the overrun is logged', async () => {
    const p = paced(() => new Promise((r) => p.time.after(BUDGET + 200, () => r('late'))));
    await p.run();
    expect(p.out).toEqual([{ at: 1_000 + DELAY + BUDGET, action: 'quick' }]);
    expect(p.logs).toEqual([`a computer player overran its budget of ${BUDGET} ms: the quick player answered`]);
  });

  it('no answer at all (a worker that could not think in time) is the quick player’s, at the same moment', async () => {
    const p = paced(() => Promise.resolve(null));
    await p.run();
    expect(p.out).toEqual([{ at: 1_000 + DELAY + BUDGET, action: 'quick' }]);
  });

  it('thinking in the same thread that runs past its due moment is applied when it returns, and logged', async () => {
    const p = paced(() => {
      p.time.advance(BUDGET + 50);
      return 'blocking';
    });
    await p.run();
    expect(p.out).toEqual([{ at: 1_000 + DELAY + BUDGET + 50, action: 'blocking' }]);
    expect(p.logs).toEqual([`a computer player overran its budget of ${BUDGET} ms by 50 ms`]);
  });

  it('a cancelled answer never comes, before or during its thinking', async () => {
    const early = paced(() => 'x');
    early.answer.cancel();
    await early.run();
    expect(early.asked).toEqual([]);
    const during = paced(() => new Promise((r) => during.time.after(100, () => r('y'))));
    during.time.advance(DELAY + 50);
    during.answer.cancel();
    await during.run();
    expect(during.out).toEqual([]);
  });
});
