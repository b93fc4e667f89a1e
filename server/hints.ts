/**
 * Hints online: a seated player asks what its side's computer player would answer now. The hint is searched from
 * that seat's own view (what the player sees already), in a worker thread of its own, and answered to that client
 * alone, exactly `HINT_MS` after it was asked.
 *
 * Why the timing is fixed, and the thread apart: a hint's search only reads the seat's view, so what it takes tells
 * nothing new; but queued behind a computer seat's thinking (the bot pool's workers), its answer would come late by
 * however long that search took, and that can depend on the computer seat's secrets (a search over one legal option
 * ends at once: shared/core/pace.ts). Hints never wait for a computer player here, and the fixed moment hides
 * whatever is left (an answer not ready by then comes when it is: only under a flood of hints from other players).
 *
 * Limits: one hint under way per client, a few a minute (`HintLimiter`), and a bounded queue for the process: a
 * request beyond them is refused with a code (`hintTooFast`, `hintBusy`) and changes nothing.
 */
import type { Client } from '@colyseus/core';
import { Worker } from 'node:worker_threads';
import { equalJson } from '../shared/core/clone';
import type { AnyGame, BotRequest, Hint, SeatId } from '../shared/core/game';
import type { GameHost } from '../shared/core/host';
import { MSG, type HintAnswer } from '../shared/protocol';
import { RateLimiter } from './limits';

/** The search's budget (ms), as in solo play. */
export const HINT_BUDGET_MS = 500;
/** Every hint is answered this long after it was asked (ms): the budget and time to spare. */
export const HINT_MS = HINT_BUDGET_MS + 250;
/** Hints waiting for the worker beyond the one it is searching: more are refused (`hintBusy`). */
const MAX_QUEUED = 8;

type HintRequest = Omit<BotRequest<unknown>, 'level'>;

interface Job {
  id: number;
  game: AnyGame;
  req: HintRequest;
  resolve: (h: Hint<unknown> | null) => void;
}

/** One client's hints: one under way at a time, and at most a burst of 5 refilled one per 3 seconds. */
export class HintLimiter {
  private rate = new RateLimiter(1 / 3, 5);
  private busy = false;

  /** Whether a hint may start now (it is then under way until `done`). */
  take(): boolean {
    if (this.busy || !this.rate.take()) return false;
    this.busy = true;
    return true;
  }

  done(): void {
    this.busy = false;
  }
}

export class HintService {
  private worker: Worker | null = null;
  private job: Job | null = null;
  private queue: Job[] = [];
  private seq = 0;
  private broken = false;

  constructor(private readonly maxQueued = MAX_QUEUED) {}

  /** The hint for this request, or null when the queue is full (the caller refuses with `hintBusy`). */
  ask(game: AnyGame, req: HintRequest): Promise<Hint<unknown> | null> | null {
    if (this.queue.length >= this.maxQueued) return null;
    return new Promise((resolve) => {
      this.queue.push({ id: ++this.seq, game, req: { ...req, budgetMs: HINT_BUDGET_MS }, resolve });
      this.pump();
    });
  }

  private pump(): void {
    if (this.job || !this.queue.length) return;
    const worker = this.start();
    const job = this.queue.shift() as Job;
    if (!worker) {
      // no worker thread: no hint (never a search on the rooms' thread)
      job.resolve(null);
      this.pump();
      return;
    }
    this.job = job;
    worker.postMessage({ id: job.id, kind: 'hint', game: job.game.id, req: job.req });
  }

  /** The worker, started on the first hint (most servers never need it). */
  private start(): Worker | null {
    if (this.worker || this.broken) return this.worker;
    try {
      // the computer players' worker module, asked for hints (bot-worker.ts)
      const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { entry: './bot-worker.ts' } });
      worker.on('message', (m: { id: number; action: unknown; error: string | null }) => {
        const job = this.job;
        this.job = null;
        if (m.error) console.error('a hint failed:', m.error);
        if (job && job.id === m.id) job.resolve((m.action as Hint<unknown> | null) ?? null);
        this.pump();
      });
      worker.on('error', (e) => {
        console.error('the hint worker failed; no hints from now on', e);
        this.broken = true;
        this.worker = null;
        this.job?.resolve(null);
        this.job = null;
        for (const j of this.queue.splice(0)) j.resolve(null);
      });
      worker.unref();
      this.worker = worker;
      return worker;
    } catch (e) {
      console.error('cannot start the hint worker', e);
      this.broken = true;
      return null;
    }
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
    for (const j of this.queue.splice(0)) j.resolve(null);
  }
}

/** What a room's hints need of the room. */
export interface HintRoom {
  game(): AnyGame;
  host(): GameHost | null;
  /** Whether the client is still in the room. */
  present(client: Client): boolean;
}

/** A room's hints under way: each answered `HINT_MS` after it was asked, to its client alone. */
export class RoomHints {
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly service: HintService,
    private readonly room: HintRoom,
  ) {}

  /** Starts a hint for `seat`'s decision at version `v`; false when the process has too many waiting. */
  ask(client: Client, seat: SeatId, v: number, done: () => void): boolean {
    const asked = performance.now();
    const game = this.room.game();
    const host = this.room.host();
    const deciding = !!host && host.v === v && game.activeSeats(host.state).includes(seat);
    // the seat's own view: the hint knows what the player sees, nothing more
    const work = deciding ? this.service.ask(game, { view: game.view(host.state, seat), seat }) : Promise.resolve(null);
    if (!work) return false;
    void work.then((hint) => {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          done();
          this.answer(client, seat, v, hint);
        },
        Math.max(0, asked + HINT_MS - performance.now()),
      );
      this.timers.add(timer);
    });
    return true;
  }

  /** The answer, if its client is still here: a hint only while the decision stands and its answer is legal. */
  private answer(client: Client, seat: SeatId, v: number, hint: Hint<unknown> | null): void {
    if (!this.room.present(client)) return;
    const game = this.room.game();
    const host = this.room.host();
    const stands =
      !!hint &&
      !!host &&
      !host.over &&
      host.v === v &&
      game.legalActions(host.state, seat).some((a) => equalJson(a, hint.action));
    const out: HintAnswer = { v, hint: stands ? hint : null };
    client.send(MSG.hint, out);
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
