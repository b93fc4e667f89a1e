/**
 * Who runs which unfinished game. A process renews its lease in the store every third of the lease, on a timer of
 * its own that nothing else waits behind. A pass, also every third of the lease, looks at the games it holds: one
 * it holds with no room here (from its own earlier life, or just claimed) is restored from its log; a room whose game
 * it no longer holds (it stalled past its lease and another process took the game) stops. Then it claims games no
 * live process holds (their owner's lease lapsed) and restores them. Players' clients come back by themselves: they
 * rejoin by code with their seat token, through any process.
 *
 * Restoring many games, or a restart, can take longer than the lease: the lease is renewed meanwhile all the same,
 * so that another process never takes the games being restored (two processes would then take them from each other
 * in turn, each pass of one stalling the other's lease).
 */
import { matchMaker } from '@colyseus/core';
import { describeError } from '../shared/core/errors';
import { replayStored } from '../shared/core/versions';
import { gameById } from '../shared/registry';
import type { RoomContext } from './config';

/** Games claimed in one pass, so that a process coming up does not take every orphan at once. */
const CLAIM_LIMIT = 50;

export class Ownership {
  private passes: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private renewing = false;
  private stopping = false;
  /** Games this process holds but cannot run (an unknown game, a log that does not replay): not tried again. */
  private broken = new Set<string>();
  /** Games restored so far (by the first pass: at start). */
  readonly restored: string[] = [];
  /** When this process last renewed its lease (Date.now()); 0 before the first renewal. */
  renewedAt = 0;
  /** This process claims no other process's game before this time (Date.now()); see `renew`. */
  private claimsFrom = 0;

  constructor(private ctx: RoomContext) {}

  private get leaseMs(): number {
    return this.ctx.config.leaseSeconds * 1000;
  }

  /** The first pass (awaited: a restarted process serves its games before it says it is up), then one per period. */
  async start(): Promise<void> {
    const period = Math.max(100, this.leaseMs / 3);
    this.heartbeat = setInterval(() => this.beat(), period);
    this.heartbeat.unref();
    await this.pass();
    this.passes = setInterval(() => void this.pass(), period);
    this.passes.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of [this.passes, this.heartbeat]) if (t) clearInterval(t);
    this.passes = this.heartbeat = null;
    await this.running;
  }

  /** A renewal on its own (none while one is in flight): the lease holds while a pass restores games. */
  private beat(): void {
    if (this.renewing) return;
    this.renewing = true;
    this.renew()
      .catch((e: unknown) => this.ctx.logLimiter.error('renewing the lease failed', e))
      .finally(() => (this.renewing = false));
  }

  /**
   * Renews the lease; returns the running games this process holds. A process whose lease had lapsed (its store did
   * not answer for a whole lease period) claims nothing for one more lease period: the other processes' leases may
   * have lapsed in the same outage, and each renews its own within a period of the store's return. Claiming at
   * once would take a live process's games (and bounce its players).
   */
  private async renew(): Promise<string[]> {
    const mine = await this.ctx.store.renew(this.ctx.config.processName, this.leaseMs);
    const now = Date.now();
    if (this.renewedAt && now - this.renewedAt > this.leaseMs) this.claimsFrom = now + this.leaseMs;
    this.renewedAt = now;
    return mine;
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
    // a renewal begun by this pass: a game stored before it began is in the answer
    const mine = await this.renew();
    const holds = new Set(mine);
    for (const [id, h] of held) if (h.since < check && !holds.has(id)) h.room.lose();
    const claimed =
      Date.now() >= this.claimsFrom ? await store.claim(config.processName, this.leaseMs, CLAIM_LIMIT) : [];
    for (const id of [...mine, ...claimed]) {
      if (this.stopping) return;
      if (held.has(id) || this.broken.has(id) || matchMaker.getLocalRoomById(id)) continue;
      if (await this.restore(id)) this.restored.push(id);
      // The rest of the process between two restores: the lease's own timer, the rooms already running. With
      // SQLite every step of a restore is synchronous, and a pass would otherwise hold the process to its end.
      await new Promise((r) => setImmediate(r));
    }
  }

  /**
   * Restores a game this process holds into a room with its old code; false if it need not or cannot yet. A game
   * that cannot be run at all is set aside; a failure to reach the store or Redis is tried again by the next pass.
   */
  private async restore(id: string): Promise<boolean> {
    const { store, config } = this.ctx;
    let stored, log;
    try {
      [stored, log] = await Promise.all([store.get(id), store.actions(id)]);
    } catch (e) {
      this.ctx.logLimiter.error(`reading game ${id} failed; trying again`, e);
      return false;
    }
    const game = gameById(stored?.game);
    let over = false;
    try {
      if (!stored || !game) throw new Error(`unknown game ${stored?.game}`);
      // under the rules it was played with; a version this build no longer keeps is set aside (versions.ts)
      const replayed = replayStored(game, {
        rulesVersion: stored.rulesVersion,
        options: stored.options.game,
        seed: stored.seed,
        actions: log,
      });
      if (!replayed.ok) throw new Error(`its log does not replay: ${describeError(replayed.error)}`);
      const { rules, state } = replayed.value;
      // A log that already ends the game (the process stopped between the last action and its end, in a store
      // written before both went into one transaction) is a finished game: record its end, open no room.
      if (rules.isOver(state)) {
        over = true;
        await store.finish(config.processName, id, rules.outcome(state), Date.now());
      }
    } catch (e) {
      if (over) this.ctx.logLimiter.error(`recording the end of game ${id} failed; trying again`, e);
      else {
        this.broken.add(id);
        console.error(`could not restore game ${id}:`, e);
      }
      return false;
    }
    if (over || !game) return false;
    try {
      if (await runsElsewhere(id)) return false;
      // Created here, not on the least busy process: this process holds the game, and the key is its own.
      await matchMaker.handleCreateRoom(game.id, { room: { game: null }, restore: { id, key: this.ctx.restoreKey } });
      return true;
    } catch (e) {
      this.ctx.logLimiter.error(`restoring game ${id} failed; trying again`, e);
      return false;
    }
  }
}

/**
 * Whether another process still runs a room of this code. Its listing alone does not tell: the process may be gone
 * (its listing stays until someone clears it), or its room stopped and the listing is going. A room that runs
 * listens on its own channel, whichever process runs it; until it stops (the game is this process's now: its
 * process finds out within a third of a lease), the room here waits.
 */
async function runsElsewhere(id: string): Promise<boolean> {
  const listed = await matchMaker.getRoomById(id);
  if (!listed || listed.processId === matchMaker.processId) return false;
  return (await matchMaker.presence.channels(`$${id}`)).length > 0;
}
