/**
 * Several processes as one server: with `REDIS_URL`, Colyseus's Redis presence (its messages between processes)
 * and Redis driver (the shared room listing), so that any process lists every room, creates rooms on the least
 * busy process and routes a join to whichever process runs the room. Without it, one process on its own.
 */
import { matchMaker, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { ServerConfig } from './config';

export interface Cluster {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  selectProcessIdToCreateRoom?: matchMaker.SelectProcessIdCallback;
}

export function clusterFor(config: ServerConfig): Cluster {
  if (!config.redisUrl) return { publicAddress: config.publicAddress || undefined };
  if (!config.publicAddress)
    console.warn(
      'REDIS_URL is set without PUBLIC_ADDRESS: clients will open rooms of this process at the address they asked, ' +
        'which is only right when that address always reaches this process',
    );
  return {
    presence: new RedisPresence(config.redisUrl),
    driver: new RedisDriver(config.redisUrl),
    publicAddress: config.publicAddress || undefined,
    selectProcessIdToCreateRoom: leastBusy,
  };
}

/**
 * The process with the fewest rooms, this one among equals (no hop to another process when the load balancer in
 * front already spreads people evenly). Each process publishes its count at most once a second.
 */
async function leastBusy(): Promise<string> {
  const all = await matchMaker.stats.fetchAll();
  let best = { processId: matchMaker.processId, roomCount: matchMaker.stats.local.roomCount };
  for (const p of all) if (p.roomCount < best.roomCount) best = p;
  return best.processId;
}
