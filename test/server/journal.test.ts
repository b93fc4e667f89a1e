/**
 * The journal (server/journal.ts): each change is sent only once the transaction holding it has committed, and
 * under load the transactions are spaced (a group commit) so that many ticks' writes go in one.
 */
import { describe, expect, it } from 'vitest';
import { Journal } from '../../server/journal';
import { emptyBatch, type Store, type WriteBatch } from '../../server/store';

const tick = () => new Promise<void>((r) => setImmediate(r));

/** A journal over a store of which only `commit` is used. */
const journalOn = (commit: Store['commit'], gapMs = 0): Journal =>
  new Journal(
    { commit } as unknown as Store,
    'p',
    () => undefined,
    () => undefined,
    gapMs,
  );

/**
 * A journal with `gapMs` over a store that records each commit's batch (only `commit` is used by the journal),
 * written one action per tick for `n` ticks; returns the batches committed and when each write was reported durable
 * (ms after the start).
 */
async function writeEachTick(gapMs: number, n: number): Promise<{ commits: WriteBatch[]; done: number[] }> {
  const commits: WriteBatch[] = [];
  const journal = journalOn(async (_owner, batch) => {
    commits.push({ ...emptyBatch(), ...batch });
    return [];
  }, gapMs);
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

  it('a failed commit is reported (the health check reads it) until a commit goes through; nothing is durable before', async () => {
    let fail = true;
    const batches: WriteBatch[] = [];
    const journal = journalOn(async (_owner, batch) => {
      if (fail) throw new Error('(a test) the store does not answer');
      batches.push(batch);
      return [];
    });
    expect(journal.failing).toBe(false);
    let durable = false;
    journal.action('G', 0, 'kaiju', { type: 'pass' });
    journal.whenDurable('G', () => (durable = true));
    const t0 = Date.now();
    while (!journal.failing) {
      if (Date.now() - t0 > 2_000) throw new Error('no failed commit');
      await tick();
    }
    expect(durable).toBe(false);
    fail = false;
    await journal.drain();
    expect(journal.failing).toBe(false);
    expect(durable).toBe(true);
    expect(batches.flatMap((b) => b.actions.map((a) => a.idx))).toEqual([0]);
  });
});
