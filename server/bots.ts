/**
 * Runs computer players for the rooms. The quick levels (random, greedy) run in the server thread between
 * messages; the search level, which thinks for up to its budget, runs in a small pool of worker threads.
 *
 * The host applies every computer answer at a fixed moment whatever the thinking took (shared/core/pace.ts), and
 * answers with its quick player when a worker's answer comes too late. So the pool keeps each request within its
 * budget as it can: the workers start with the server (a cold worker takes most of a second to load the games), and
 * a request that waited in the queue thinks only for what is left of its budget, or not at all (null).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnyGame, BotRequest } from '../shared/core/game';

interface Job {
  id: number;
  game: AnyGame;
  req: BotRequest<unknown>;
  resolve: (a: unknown) => void;
  /** When it was queued (ms, performance.now()). */
  queued: number;
}

/** A request with less than this left of its budget after waiting is not started. */
const MIN_THINK_MS = 5;

const inThread = (j: { game: AnyGame; req: BotRequest<unknown> }): unknown => j.game.computer.choose(j.req);

export class BotPool {
  private workers: { worker: Worker; job: Job | null }[] = [];
  private queue: Job[] = [];
  private seq = 0;
  private broken = false;

  constructor(
    private size = Math.max(1, Math.min(4, availableParallelism() - 1)),
    warm = true,
  ) {
    if (warm) this.warm();
  }

  /** Starts every worker now, so that none is cold when a room first needs it. */
  warm(): void {
    while (this.workers.length < this.size && !this.broken) {
      const s = this.spawn();
      if (!s) break;
      this.workers.push(s);
    }
  }

  choose(game: AnyGame, req: BotRequest<unknown>): Promise<unknown> {
    if (!game.computer.heavy.includes(req.level) || this.broken)
      return new Promise((resolve) => setImmediate(() => resolve(inThread({ game, req }))));
    return new Promise((resolve) => {
      this.queue.push({ id: ++this.seq, game, req, resolve, queued: performance.now() });
      this.pump();
    });
  }

  private spawn(): { worker: Worker; job: Job | null } | null {
    try {
      // The .mjs entry registers the TypeScript loader first (the server runs from source with tsx).
      const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { entry: './bot-worker.ts' } });
      const slot = { worker, job: null as Job | null };
      worker.on('message', (m: { id: number; action: unknown; error: string | null }) => {
        const job = slot.job;
        slot.job = null;
        if (m.error) console.error('computer player failed:', m.error);
        if (job && job.id === m.id) job.resolve(m.action);
        this.pump();
      });
      worker.on('error', (e) => {
        console.error('computer player worker failed; thinking in the server thread from now on', e);
        this.broken = true;
        const job = slot.job;
        slot.job = null;
        this.workers = this.workers.filter((w) => w !== slot);
        if (job) job.resolve(inThread(job));
        for (const j of this.queue.splice(0)) j.resolve(inThread(j));
      });
      worker.unref();
      return slot;
    } catch (e) {
      console.error('cannot start computer player workers', e);
      this.broken = true;
      return null;
    }
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.workers.find((w) => !w.job);
      if (!slot && this.workers.length < this.size && !this.broken) {
        const s = this.spawn();
        if (!s) break;
        this.workers.push(s);
        slot = s;
      }
      if (!slot) return;
      const job = this.queue.shift() as Job;
      // the time spent waiting comes out of the budget: the answer is due at the same moment either way
      const budget = job.req.budgetMs;
      const left = budget === undefined ? undefined : budget - (performance.now() - job.queued);
      if (left !== undefined && left < MIN_THINK_MS) {
        job.resolve(null);
        continue;
      }
      slot.job = job;
      slot.worker.postMessage({ id: job.id, game: job.game.id, req: { ...job.req, budgetMs: left } });
    }
    if (this.broken) for (const j of this.queue.splice(0)) j.resolve(inThread(j));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers = [];
  }
}
