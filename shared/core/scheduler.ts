/**
 * Time for the host (shared/core/host.ts): real timers on a server or in a worker, a virtual clock in the simulator and
 * tests (virtual-time.ts), or none for a game hosted step by step.
 */
export interface Scheduler {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const realTime: Scheduler = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
};

/** A scheduler that never fires: for hosting a game step by step (replays, tools). */
export const noTime: Scheduler = { now: () => 0, after: () => () => undefined };
