/**
 * The rooms' writes, committed once per tick. Every write of one turn of the event loop (all the messages read in
 * one poll of the sockets, with the actions and computer moves they caused, across every room of the process)
 * goes into one transaction, committed right after that turn (`setImmediate`). A room sends nothing about a
 * change (no patch, no update) until the transaction holding it has committed: an action and its consequences
 * (the end of the game) are stored together, and whatever a player was told survives a crash of the process.
 * What a crash can lose is only what nobody was told yet: the writes of the tick in progress.
 *
 * While one transaction is in flight (PostgreSQL), the next tick's writes wait and go together in the next one.
 * Under load the transactions are also spaced at least `gapMs` apart (a group commit): the writes of the ticks in
 * between wait and go together, so that a busy process commits a few hundred times a second rather than once per
 * action, for at most `gapMs` more before an update is sent. An idle process commits at the end of the tick.
 * A failed transaction wrote nothing: it goes again, before anything written since, after a pause.
 */
import type { Outcome, SeatId } from '../shared/core/game';
import { emptyBatch, type NewGame, type Store, type WriteBatch } from './store';

type Waiting = Map<string, (() => void)[]>;

export class Journal {
  private next: WriteBatch = emptyBatch();
  /** Per game, what to do once its writes so far are committed. */
  private waiting: Waiting = new Map();
  private scheduled = false;
  private busy = false;
  private failures = 0;
  private idle: (() => void)[] = [];
  /** When the last transaction began (performance.now()), for the group commit's spacing. */
  private lastCommit = -Infinity;

  constructor(
    private store: Store,
    private owner: string,
    /** A game another process holds now: its writes were left out, its room must let it go. */
    private lost: (game: string) => void,
    private log: (message: string, error?: unknown) => void,
    /** The least time between two transactions' starts (0: every tick commits its own). */
    private gapMs = 0,
  ) {}

  create(g: NewGame): void {
    this.next.created.push(g);
    this.schedule();
  }

  action(game: string, idx: number, seat: SeatId, action: unknown): void {
    this.next.actions.push({ game, idx, seat, action: JSON.stringify(action) });
    this.schedule();
  }

  end(game: string, result: Outcome | null, at: number): void {
    this.next.ended.push({ game, result, at });
    this.schedule();
  }

  /** Calls `done` once everything written for `game` so far is committed (never, if the game was lost). */
  whenDurable(game: string, done: () => void): void {
    const list = this.waiting.get(game);
    if (list) list.push(done);
    else this.waiting.set(game, [done]);
    this.schedule();
  }

  /** Whether the last commit failed (it is being tried again): nothing this process changes is stored meanwhile. */
  get failing(): boolean {
    return this.failures > 0;
  }

  /** Resolves once everything written so far is committed. */
  drain(): Promise<void> {
    if (!this.busy && !this.scheduled && !pending(this.next, this.waiting)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled || this.busy) return;
    this.scheduled = true;
    const wait = this.lastCommit + this.gapMs - performance.now();
    if (wait > 0) setTimeout(() => void this.flush(), wait);
    else setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (this.busy) return;
    this.busy = true;
    while (pending(this.next, this.waiting)) {
      const batch = this.next;
      const waiting = this.waiting;
      this.next = emptyBatch();
      this.waiting = new Map();
      let lost: string[];
      this.lastCommit = performance.now();
      try {
        lost = await this.store.commit(this.owner, batch);
        this.failures = 0;
      } catch (e) {
        this.failures++;
        this.log(`storing ${batch.actions.length} action(s) failed (attempt ${this.failures}); trying again`, e);
        this.next = joinBatches(batch, this.next);
        this.waiting = joinWaiting(waiting, this.waiting);
        await new Promise((r) => setTimeout(r, Math.min(2000, 25 * 2 ** this.failures)));
        continue;
      }
      const gone = new Set(lost);
      for (const [game, fns] of waiting) {
        if (gone.has(game)) continue;
        for (const fn of fns)
          try {
            fn();
          } catch (e) {
            this.log(`sending the changes of game ${game} failed`, e);
          }
      }
      for (const game of gone)
        try {
          this.lost(game);
        } catch (e) {
          this.log(`letting game ${game} go failed`, e);
        }
    }
    this.busy = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

const pending = (b: WriteBatch, w: Waiting): boolean =>
  b.created.length > 0 || b.actions.length > 0 || b.ended.length > 0 || w.size > 0;

function joinBatches(a: WriteBatch, b: WriteBatch): WriteBatch {
  return {
    created: [...a.created, ...b.created],
    actions: [...a.actions, ...b.actions],
    ended: [...a.ended, ...b.ended],
  };
}

function joinWaiting(a: Waiting, b: Waiting): Waiting {
  const out: Waiting = new Map(a);
  for (const [game, fns] of b) out.set(game, [...(out.get(game) ?? []), ...fns]);
  return out;
}
