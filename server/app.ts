/**
 * Builds the whole server: HTTP (client, API) and the Colyseus game server on one port, the store (SQLite by
 * default, PostgreSQL with DATABASE_URL), the rooms shared through Redis with REDIS_URL, and the unfinished games
 * this process holds (or takes over) restored into rooms with their old codes.
 */
import './ws-global';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, type Server as HttpServer } from 'node:http';
import { configFromEnv, setRoomContext, type ServerConfig } from './config';
import { GAMES } from '../shared/registry';
import { clusterFor, publishCounts } from './cluster';
import { roomFor } from './game-room';
import { installRoutes, type Health, type HttpApp } from './http';
import { Journal } from './journal';
import { Ownership } from './ownership';
import { PresenceWatch } from './presence-watch';
import type { Store } from './store';
import { PgStore } from './store-pg';
import { SqliteStore } from './store-sqlite';

export interface GameServer {
  config: ServerConfig;
  store: Store;
  http: HttpServer;
  /** Ids of the games restored at start. */
  restored: string[];
  /** An error line, rate-limited with the rooms' own. */
  logError(message: string, e?: unknown): void;
  /** Stops serving: rooms close (people in running games are told to come back), the games are given up. */
  close(): Promise<void>;
}

export async function openStore(config: ServerConfig): Promise<Store> {
  return config.databaseUrl ? PgStore.open(config.databaseUrl) : new SqliteStore(config.dbPath);
}

export async function startGameServer(overrides: Partial<ServerConfig> = {}): Promise<GameServer> {
  const config = configFromEnv(overrides);
  const store = await openStore(config);
  const journal = new Journal(
    store,
    config.processName,
    (game) => ctx.held.get(game)?.room.lose(),
    (message, e) => ctx.logLimiter.error(message, e),
    config.commitGapMs,
  );
  const ctx = setRoomContext(config, store, journal);
  const http = createServer();
  // (started once the server listens)
  const ownership = new Ownership(ctx);
  const log = (message: string, e?: unknown) =>
    e === undefined ? ctx.logLimiter.error(message) : ctx.logLimiter.error(message, e);
  const cluster = clusterFor(config, log);
  const watch = cluster.listing ? new PresenceWatch(cluster.listing, log) : null;
  let stopping = false;
  const health = (): Health => {
    const { roomCount: rooms, ccu: connections } = matchMaker.stats.local;
    // a lease not renewed for a whole lease period, or commits failing: the store does not answer (and another
    // process may be taking this one's games over); Redis not answering, or this process's rooms not listed in it:
    // its rooms cannot be reached by their codes
    const reason = stopping
      ? 'stopping'
      : !ownership.renewedAt
        ? 'starting'
        : journal.failing || Date.now() - ownership.renewedAt > config.leaseSeconds * 1000
          ? 'store'
          : watch && !watch.reachable
            ? 'presence'
            : undefined;
    return reason ? { ok: false, reason, rooms, connections } : { ok: true, rooms, connections };
  };
  const server = new Server({
    transport: new WebSocketTransport({
      server: http,
      maxPayload: config.maxPayload,
      // A ping every 10 s (Colyseus: 3 s), a connection gone quiet cut after two unanswered: every ping is a write
      // and a read per connection, a real share of the server's time with thousands of them; a dropped client is
      // still found well within the stand-in grace period.
      pingInterval: 10_000,
      pingMaxRetries: 2,
    }),
    ...cluster,
    greet: false,
    gracefullyShutdown: false,
    logger: ctx.logLimiter.colyseusLogger(),
    express: (app) => installRoutes(app as unknown as HttpApp, store, config.clientDir, health),
  });
  // One generic room, registered once per game of the registry.
  for (const game of GAMES) {
    const handler = server.define(game.id, roomFor(game));
    if (!cluster.listing) continue;
    publishCounts(handler, log);
    watch?.watch(handler);
  }
  await server.listen(config.port);
  watch?.start();
  await ownership.start();

  return {
    config,
    store,
    http,
    restored: [...ownership.restored],
    logError: log,
    async close() {
      stopping = true;
      watch?.stop();
      await ownership.stop();
      await server.gracefullyShutdown(false);
      await journal.drain();
      // Given up now rather than when the lease lapses: another process may take the games at once.
      await store.release(config.processName).catch((e: unknown) => console.error('releasing games failed', e));
      await ctx.bots.close();
      await ctx.hints.close();
      await store.close();
    },
  };
}
