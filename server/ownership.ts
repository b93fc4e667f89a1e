/**
 * Who runs which unfinished game. Every third of its lease, a process renews its lease in the store and looks at
 * the games it holds: one it holds with no room here (from its own earlier life, or just claimed) is restored from
 * its log; a room whose game it no longer holds (it stalled past its lease and another process took the game)
 * stops. Then it claims games no live process holds (their owner's lease lapsed) and restores them. Players'
 * clients come back by themselves: they rejoin by code with their seat token, through any process.
 */
import { matchMaker } from '@colyseus/core';
import { replay } from '../shared/core/game';
import { gameById } from '../shared/registry';
import type { RoomContext } from './config';

/** Games claimed in one pass, so that a process coming up does not take every orphan at once. */
const CLAIM_LIMIT = 50;

export class Ownership {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Games this process holds but cannot run (an unknown game, a log that does not replay): not tried again. */
  private broken = new Set<string>();
  /** Games restored so far (by the first pass: at start). */
  readonly restored: string[] = [];
  /** When this process last renewed its lease (Date.now()); 0 before the first renewal. */
  renewedAt = 0;

  constructor(private ctx: RoomContext) {}

  /** The first pass (awaited: a restarted process serves its games before it says it is up), then one per period. */
  async start(): Promise<void> {
    await this.pass();
    const period = Math.max(100, (this.ctx.config.leaseSeconds * 1000) / 3);
    this.timer = setInterval(() => void this.pass(), period);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private pass(): Promise<void> {
    this.running ??= this.check()
      .catch((e: unknown) => this.ctx.logLimiter.error('checking the games this process holds failed', e))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async check(): Promise<void> {
    const { store, config, held } = this.ctx;
    const check = ++this.ctx.checks;
    const mine = await store.renew(config.processName, config.leaseSeconds * 1000);
    this.renewedAt = Date.now();
    const holds = new Set(mine);
    for (const [id, h] of held) if (h.since < check && !holds.has(id)) h.room.lose();
    const claimed = await store.claim(config.processName, config.leaseSeconds * 1000, CLAIM_LIMIT);
    for (const id of [...mine, ...claimed]) {
      if (held.has(id) || this.broken.has(id) || matchMaker.getLocalRoomById(id)) continue;
      try {
        if (await this.restore(id)) this.restored.push(id);
      } catch (e) {
        this.broken.add(id);
        console.error(`could not restore game ${id}:`, e);
      }
    }
  }

  /** Restores a game this process holds into a room with its old code; false if it need not or cannot yet. */
  private async restore(id: string): Promise<boolean> {
    const { store, config } = this.ctx;
    const stored = await store.get(id);
    const game = gameById(stored?.game);
    if (!stored || !game) throw new Error(`unknown game ${stored?.game}`);
    // A log that already ends the game (the process stopped between the last action and its end, in a store
    // written before both went into one transaction) is a finished game: record its end, open no room.
    const replayed = replay(game, stored.options.game, stored.seed, await store.actions(id));
    if (replayed.ok && game.isOver(replayed.value)) {
      await store.finish(config.processName, id, game.outcome(replayed.value), Date.now());
      return false;
    }
    // The room may still be listed by the process that held it. Colyseus's health check drops the listings of a
    // process that does not answer; one that answers still runs the room until it finds the game is not its own.
    const listed = await matchMaker.getRoomById(id);
    if (
      listed &&
      listed.processId !== matchMaker.processId &&
      (await matchMaker.healthCheckProcessId(listed.processId))
    )
      return false;
    // Created here, not on the least busy process: this process holds the game, and the key is its own.
    await matchMaker.handleCreateRoom(game.id, { room: { game: null }, restore: { id, key: this.ctx.restoreKey } });
    return true;
  }
}
