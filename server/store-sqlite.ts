/**
 * The SQLite engine behind the store interface: the same file several processes of one machine may share (WAL,
 * each transaction immediate). better-sqlite3 is synchronous, so every promise here is already settled, except a
 * commit that finds the file locked by another process.
 */
import { GameStore } from './db';
import type { Store, WriteBatch } from './store';
import type { Outcome } from '../shared/core/game';

export class SqliteStore implements Store {
  readonly engine = 'sqlite';
  readonly file: GameStore;

  constructor(path: string) {
    this.file = new GameStore(path);
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
   * process has served whatever else is waiting, for up to `spinMs`, and only then waits SQLite's way.
   */
  async commit(owner: string, batch: WriteBatch, spinMs = 1000) {
    const until = performance.now() + spinMs;
    for (;;) {
      const held = this.file.tryCommit(owner, batch);
      if (held) return held;
      if (performance.now() > until) return this.file.commit(owner, batch);
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
    this.file.close();
  }
}
