/**
 * The journal (server/journal.ts): each change is sent only once the transaction holding it has committed, and
 * under load the transactions are spaced (a group commit) so that many ticks' writes go in one.
 */
import { describe, expect, it } from 'vitest';
import { Journal } from '../../server/journal';
import { emptyBatch, type Store, type WriteBatch } from '../../server/store';

const tick = () => new Promise<void>((r) => setImmediate(r));

/**
 * A journal with `gapMs` over a store that records each commit's batch (only `commit` is used by the journal),
 * written one action per tick for `n` ticks; returns the batches committed and when each write was reported durable
 * (ms after the start).
 */
async function writeEachTick(gapMs: number, n: number): Promise<{ commits: WriteBatch[]; done: number[] }> {
  const commits: WriteBatch[] = [];
  const store = {
    commit: async (_owner: string, batch: WriteBatch) => {
      commits.push({ ...emptyBatch(), ...batch });
      return [];
    },
  } as unknown as Store;
  const journal = new Journal(
    store,
    'p',
    () => undefined,
    () => undefined,
    gapMs,
  );
  const t0 = performance.now();
  const durable: Promise<number>[] = [];
  for (let i = 0; i < n; i++) {
    journal.action('G', i, 'kaiju', { type: 'pass' });
    durable.push(new Promise((r) => journal.whenDurable('G', () => r(performance.now() - t0))));
    await tick();
  }
  const done = await Promise.all(durable);
  await journal.drain();
  return { commits, done };
}

describe('journal', () => {
  it('without a gap, every tick commits its own writes', async () => {
    const { commits, done } = await writeEachTick(0, 6);
    expect(done).toHaveLength(6);
    expect(commits.length).toBe(6);
    expect(commits.flatMap((c) => c.actions.map((a) => a.idx))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('with a gap, the writes of the ticks in between go in one transaction, in order, none lost', async () => {
    const { commits, done } = await writeEachTick(200, 6);
    expect(done).toHaveLength(6);
    // the first write commits at once; the other five wait for the gap and go together
    expect(commits.map((c) => c.actions.length)).toEqual([1, 5]);
    expect(commits.flatMap((c) => c.actions.map((a) => a.idx))).toEqual([0, 1, 2, 3, 4, 5]);
    // nothing is reported durable before its transaction: the later writes only after the gap
    expect(Math.min(...done.slice(1))).toBeGreaterThanOrEqual(150);
  });
});
