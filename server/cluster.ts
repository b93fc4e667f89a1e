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
 * When this process chose to create each room here whose creation has not begun yet (two requests choosing at the
 * same moment would otherwise both see the same count, and both come here). A choice whose creation never began
 * (the request failed on its way) stops counting after a few seconds.
 */
const choosingHere: number[] = [];
const CHOICE_MS = 5000;

/** A room of this process has begun its creation: it counts in the process's own count from now on. */
export function creatingHere(): void {
  choosingHere.shift();
}

/**
 * The process with the fewest rooms, this one among equals (no hop to another process when the load balancer in
 * front already spreads people evenly). This process's count is its own, live, with the rooms it has just chosen
 * to create; the others' are as they published them, which they do as soon as a room of theirs is created or
 * closed (`publishCounts`), before the process that asked for the room is answered.
 */
async function leastBusy(): Promise<string> {
  const all = await matchMaker.stats.fetchAll();
  const here = matchMaker.processId;
  const now = Date.now();
  while (choosingHere.length && choosingHere[0] < now - CHOICE_MS) choosingHere.shift();
  let best = { processId: here, roomCount: matchMaker.stats.local.roomCount + choosingHere.length };
  for (const p of all) if (p.processId !== here && p.roomCount < best.roomCount) best = p;
  if (best.processId === here) choosingHere.push(now);
  return best.processId;
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
