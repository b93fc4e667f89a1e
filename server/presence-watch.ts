/**
 * Keeps this process's rooms reachable through Redis. Every second it asks which of its rooms the shared listing
 * lacks, and whether its room count and its channel are there: Redis restarted empty loses them all (no room could
 * be joined by its code, nor listed, nor would any process place a room here), and another process that took this
 * one for dead clears its listings. Whatever is missing is announced again at once; the channels come back by
 * themselves (the presence subscribes again when it reconnects).
 *
 * Until a check has found everything in place, this process's rooms cannot be counted on to be reached, and
 * `/api/health` says so (503, `presence`).
 */
import { matchMaker, type RegisteredHandler } from '@colyseus/core';
import type { ListingDriver } from './listing';

const EVERY_MS = 1000;
/** A check older than this (Redis does not answer: ioredis holds a command up to about ten seconds) is no check. */
const STALE_MS = 3 * EVERY_MS;

export class PresenceWatch {
  /** This process's rooms, from their creation (once listed) to their end. */
  private rooms = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** When a check last found every room listed, the count published and the channel subscribed (Date.now()). */
  private fineAt = Date.now();

  constructor(
    private listing: ListingDriver,
    private log: (message: string, e?: unknown) => void,
  ) {}

  watch(handler: RegisteredHandler): void {
    handler.on('create', (room) => this.rooms.add(room.roomId));
    handler.on('dispose', (room) => this.rooms.delete(room.roomId));
  }

  start(): void {
    this.timer = setInterval(() => void this.check(), EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Whether this process's rooms can be reached through Redis, as of a recent check. */
  get reachable(): boolean {
    return Date.now() - this.fineAt < STALE_MS;
  }

  private async check(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const here = matchMaker.processId;
      const [missing, counted, channels] = await Promise.all([
        this.listing.missing([...this.rooms]),
        matchMaker.presence.hget('roomcount', here),
        matchMaker.presence.channels(`p:${here}`),
      ]);
      if (missing.length) {
        await matchMaker.restoreMissingRoomCaches();
        this.log(`${missing.length} room(s) of this process were missing from the room listing: listed again`);
      }
      if (!counted) await matchMaker.stats.persist(true);
      if (channels.length > 0) this.fineAt = Date.now();
    } catch {
      // Redis does not answer: `reachable` turns false once the last good check is old enough
    } finally {
      this.running = false;
    }
  }
}
