/**
 * Several processes as one server: with `REDIS_URL`, Colyseus's Redis presence (its messages between processes)
 * and the shared room listing (listing.ts, Colyseus's Redis driver made safe to share), so that any process lists
 * every room, creates rooms on the least busy process and routes a join to whichever process runs the room. Without
 * it, one process on its own.
 */
import { matchMaker, type MatchMakerDriver, type Presence, type RegisteredHandler } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import type { ServerConfig } from './config';
import { ListingDriver } from './listing';

export interface Cluster {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  selectProcessIdToCreateRoom?: matchMaker.SelectProcessIdCallback;
  /** The shared listing, when there is one (presence-watch.ts keeps this process's rooms in it). */
  listing?: ListingDriver;
}

export function clusterFor(config: ServerConfig, log: (message: string, e?: unknown) => void): Cluster {
  if (!config.redisUrl) return { publicAddress: config.publicAddress || undefined };
  if (!config.publicAddress)
    console.warn(
      'REDIS_URL is set without PUBLIC_ADDRESS: clients will open rooms of this process at the address they asked, ' +
        'which is only right when that address always reaches this process',
    );
  const listing = ListingDriver.connect(config.redisUrl, (message) => log(message));
  return {
    presence: new RedisPresence(config.redisUrl),
    driver: listing,
    listing,
    publicAddress: config.publicAddress || undefined,
    selectProcessIdToCreateRoom: leastBusy,
  };
}

/**
 * Rooms this process chose to place on each process and which that process's count may not show yet: two requests
 * choosing at the same moment would otherwise both see the same counts, and both place their room on the same
 * process. `base` is the count when the oldest of them was chosen; as the count grows past it, they are taken as
 * made. One that never is (the request failed on its way) stops counting after a few seconds.
 */
const placing = new Map<string, { base: number; at: number[] }>();
const PLACING_MS = 5000;

/** Rooms chosen for `processId` and not in its count `roomCount` yet. */
function inFlight(processId: string, roomCount: number, now: number): number {
  const p = placing.get(processId);
  if (!p) return 0;
  const made = Math.min(p.at.length, Math.max(0, roomCount - p.base));
  p.at.splice(0, made);
  p.base += made;
  while (p.at.length && p.at[0] < now - PLACING_MS) p.at.shift();
  if (!p.at.length) placing.delete(processId);
  return p.at.length;
}

/**
 * The process with the fewest rooms, this one among equals (no hop to another process when the load balancer in
 * front already spreads people evenly), counting the rooms this process has just chosen to place. This process's
 * count is its own, live; the others' are as they published them, which they do as soon as a room of theirs is
 * created or closed (`publishCounts`), before the process that asked for the room is answered.
 */
async function leastBusy(): Promise<string> {
  const here = matchMaker.processId;
  const others = (await matchMaker.stats.fetchAll()).filter((p) => p.processId !== here);
  const now = Date.now();
  let best: { processId: string; roomCount: number } | null = null;
  for (const p of [{ processId: here, roomCount: matchMaker.stats.local.roomCount }, ...others]) {
    const load = p.roomCount + inFlight(p.processId, p.roomCount, now);
    if (!best || load < best.roomCount) best = { processId: p.processId, roomCount: load };
  }
  const chosen = best?.processId ?? here;
  const count =
    chosen === here ? matchMaker.stats.local.roomCount : (others.find((p) => p.processId === chosen)?.roomCount ?? 0);
  const p = placing.get(chosen);
  if (p) p.at.push(now);
  else placing.set(chosen, { base: count, at: [now] });
  return chosen;
}

/**
 * Publishes this process's room count at once when a room of `handler` is created or closed. Colyseus publishes it
 * at most once a second; rooms created in quick succession then mostly went to whichever process had published
 * last (15 of 20 in one test), each process counting only its own rooms as they were.
 */
export function publishCounts(handler: RegisteredHandler, log: (message: string, e?: unknown) => void): void {
  const publish = () =>
    void Promise.resolve(matchMaker.stats.persist(true)).catch((e: unknown) => log('room count', e));
  handler.on('create', publish);
  handler.on('dispose', publish);
}
