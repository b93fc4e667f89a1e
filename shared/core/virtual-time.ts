/** A Scheduler on a virtual clock: the simulator and tests run a host's timers exactly, without waiting. */
import type { Scheduler } from './scheduler';

export class VirtualTime implements Scheduler {
  private t = 0;
  private seq = 0;
  private queue: { at: number; seq: number; fn: () => void }[] = [];

  now(): number {
    return this.t;
  }

  after(ms: number, fn: () => void): () => void {
    const item = { at: this.t + Math.max(0, ms), seq: ++this.seq, fn };
    this.queue.push(item);
    return () => {
      const i = this.queue.indexOf(item);
      if (i >= 0) this.queue.splice(i, 1);
    };
  }

  /** Runs every timer due within `ms`, in time order, then sets the clock to now + ms. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const next = this.nextDue(end);
      if (!next) break;
      this.t = next.at;
      next.fn();
    }
    this.t = end;
  }

  /** Runs the next timer, however far ahead; false when none is waiting. */
  step(): boolean {
    const next = this.nextDue(Infinity);
    if (!next) return false;
    this.t = next.at;
    next.fn();
    return true;
  }

  /** When the next timer is due, or null when none is waiting. */
  nextAt(): number | null {
    let at: number | null = null;
    for (const q of this.queue) if (at === null || q.at < at) at = q.at;
    return at;
  }

  get pending(): number {
    return this.queue.length;
  }

  private nextDue(end: number): { at: number; fn: () => void } | null {
    let best = -1;
    for (let i = 0; i < this.queue.length; i++) {
      const q = this.queue[i];
      if (q.at > end) continue;
      if (best < 0 || q.at < this.queue[best].at || (q.at === this.queue[best].at && q.seq < this.queue[best].seq))
        best = i;
    }
    return best < 0 ? null : this.queue.splice(best, 1)[0];
  }
}
