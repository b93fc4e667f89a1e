/**
 * Checkpoints of the SQLite file, off the event loop. Left to itself, SQLite checkpoints a WAL file in the connection
 * that commits, once the log passes 1,000 pages: that commit copies the pages into the database file and syncs the
 * file, with the whole process stopped. Under load on this machine that was a commit of 15–60 ms every few seconds,
 * and at times of 400–800 ms: every room of the process waited, the slowest updates of the load benchmark.
 *
 * Here a worker thread (checkpoint-worker.ts) checkpoints instead, a moment after commits (at most every
 * `intervalMs`), with its own connection and without blocking the server's writes. The log starts again only after
 * a checkpoint that copied all of it, and commits landing while the thread copies would otherwise keep it growing:
 * so when there were some, the thread copies those too (a few milliseconds' pages), with new commits held back
 * meanwhile (`ready`; the event loop runs on, and the writes wait in the journal), for `holdMs` at most (a timer's
 * at most: later if the event loop is busy). At 500 rooms, once a second, it lasted 4.8 ms at the median, 8.4 at p90.
 *
 * The server's connection still checkpoints itself once the log passes a much larger size (store-sqlite.ts), should
 * the thread never catch up (another process committing all the time). If the thread fails, SQLite's default comes back.
 */
import { Worker } from 'node:worker_threads';
import type { CheckpointResult } from './checkpoint-worker';

export class Checkpoints {
  private worker: Worker | null;
  /** Commits since the last checkpoint began. */
  private dirty = false;
  /** What the thread is doing: copying the log, or the last commits' pages while new ones wait. */
  private round: 'copy' | 'close' | null = null;
  private timer: NodeJS.Timeout | null = null;
  private last = -Infinity;
  private gate: { promise: Promise<void>; open: () => void; timer: NodeJS.Timeout } | null = null;
  private closing: Promise<void> | null = null;
  /** Each checkpoint's result (tests). */
  onResult: ((r: CheckpointResult) => void) | null = null;

  constructor(
    path: string,
    /** The thread failed: the connection must checkpoint itself again. */
    private failed: (e: unknown) => void,
    private intervalMs = 1000,
    private holdMs = 20,
  ) {
    // The .mjs entry registers the TypeScript loader first (the server runs from source with tsx).
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { entry: './checkpoint-worker.ts', path },
    });
    this.worker = worker;
    worker.unref();
    worker.on('message', (r: CheckpointResult) => this.done(r));
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`the checkpoint thread stopped (${code})`));
    });
  }

  /** Null when a commit may begin now, else a promise of when (`holdMs` after the hold began, at the latest). */
  get ready(): Promise<void> | null {
    return this.gate?.promise ?? null;
  }

  /** A transaction was committed: its pages go to the database file a moment later. */
  committed(): void {
    this.dirty = true;
    this.kick();
  }

  private kick(): void {
    if (!this.worker || this.round || this.timer || !this.dirty || this.closing) return;
    const wait = this.last + this.intervalMs - performance.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, wait);
      this.timer.unref();
      return;
    }
    this.last = performance.now();
    this.start('copy');
  }

  private start(round: 'copy' | 'close'): void {
    this.dirty = false;
    this.round = round;
    this.worker?.postMessage('checkpoint');
  }

  private done(r: CheckpointResult): void {
    const was = this.round;
    this.round = null;
    this.onResult?.(r);
    this.release();
    // An error (the file busy in another way) leaves it to the next checkpoint.
    if (was === 'copy' && this.dirty && !r.error && this.worker && !this.closing) {
      const timer = setTimeout(() => this.release(), this.holdMs);
      let open = (): void => undefined;
      const promise = new Promise<void>((resolve) => (open = resolve));
      this.gate = { promise, open, timer };
      this.start('close');
      return;
    }
    this.kick();
  }

  /** Commits may begin again. */
  private release(): void {
    const gate = this.gate;
    if (!gate) return;
    this.gate = null;
    clearTimeout(gate.timer);
    gate.open();
  }

  private fail(e: unknown): void {
    if (!this.worker) return;
    this.worker = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.release();
    this.failed(e);
  }

  /** Stops the thread, its connection closed (before the server's own, which checkpoints what is left). */
  close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.release();
    const worker = this.worker;
    this.worker = null;
    this.closing ??= !worker
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const stop = setTimeout(() => void worker.terminate(), 5000);
          worker.once('exit', () => {
            clearTimeout(stop);
            resolve();
          });
          worker.postMessage('close');
        });
    return this.closing;
  }
}
