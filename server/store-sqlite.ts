/**
 * The SQLite engine behind the store interface: the same file several processes of one machine may share (WAL,
 * each transaction immediate). better-sqlite3 is synchronous, so every promise here is already settled, except a
 * commit that finds the file locked by another process, or held back a moment by a checkpoint (checkpoints.ts: a
 * thread of its own copies the log into the file, so that no commit stops the process for the disk).
 */
import { Checkpoints } from './checkpoints';
import { GameStore } from './db';
import type { Store, WriteBatch } from './store';
import type { Outcome } from '../shared/core/game';

/**
 * Past how many pages of log the connection checkpoints the file itself: SQLite's default when it must (no thread),
 * and a size the thread keeps the log well below otherwise (at most about 3,600 pages at 500 rooms).
 */
const DEFAULT_CHECKPOINT_PAGES = 1000;
const FALLBACK_CHECKPOINT_PAGES = 16_000;

export class SqliteStore implements Store {
  readonly engine = 'sqlite';
  readonly file: GameStore;
  /** The thread that checkpoints the file (checkpoints.ts); none in memory, or once it failed. */
  checkpoints: Checkpoints | null = null;

  constructor(path: string) {
    this.file = new GameStore(path);
    if (path === ':memory:') return;
    this.file.autocheckpoint(FALLBACK_CHECKPOINT_PAGES);
    this.checkpoints = new Checkpoints(path, (e) => {
      console.error('the checkpoint thread failed; the server checkpoints the file itself from now on', e);
      this.checkpoints = null;
      this.file.autocheckpoint(DEFAULT_CHECKPOINT_PAGES);
    });
  }

  async exists(id: string) {
    return this.file.exists(id);
  }
  async get(id: string) {
    return this.file.get(id);
  }
  async actions(id: string) {
    return this.file.actions(id);
  }
  /**
   * Another process sharing the file may hold its write lock for a moment (its own commit). SQLite's own wait would
   * sleep a millisecond or more with this whole process stopped; instead the commit is tried again as soon as the
   * process has served whatever else is waiting, for up to `spinMs`, and only then waits SQLite's way. It also waits
   * while the checkpoint thread holds commits back (a few milliseconds: `Checkpoints.ready`).
   */
  async commit(owner: string, batch: WriteBatch, spinMs = 1000) {
    const until = performance.now() + spinMs;
    for (;;) {
      const hold = this.checkpoints?.ready;
      if (hold) await hold;
      const lost =
        this.file.tryCommit(owner, batch) ?? (performance.now() > until ? this.file.commit(owner, batch) : null);
      if (lost) {
        this.checkpoints?.committed();
        return lost;
      }
      await new Promise((r) => setImmediate(r));
    }
  }
  async renew(owner: string, ttlMs: number) {
    return this.file.renew(owner, Date.now() + ttlMs);
  }
  async claim(owner: string, ttlMs: number, limit: number) {
    const now = Date.now();
    return this.file.claim(owner, now, now + ttlMs, limit);
  }
  async finish(owner: string, id: string, result: Outcome | null, at: number) {
    if (this.file.owner(id) === owner) this.file.finish(id, result, at);
  }
  async release(owner: string) {
    this.file.release(owner);
  }
  async close() {
    await this.checkpoints?.close();
    this.file.close();
  }
}
