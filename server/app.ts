/**
 * Builds the whole server: HTTP (client, API) and the Colyseus game server on one port, the SQLite store, and
 * every unfinished game restored into a room with its old id.
 */
import './ws-global';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, type Server as HttpServer } from 'node:http';
import { configFromEnv, setRoomContext, type ServerConfig } from './config';
import { replay } from '../shared/core/game';
import { GameStore } from './db';
import { GAMES, gameById } from '../shared/registry';
import { roomFor } from './game-room';
import { installRoutes, type HttpApp } from './http';

export interface GameServer {
  config: ServerConfig;
  store: GameStore;
  http: HttpServer;
  /** Ids of the games restored at boot. */
  restored: string[];
  close(): Promise<void>;
}

export async function startGameServer(overrides: Partial<ServerConfig> = {}): Promise<GameServer> {
  const config = configFromEnv(overrides);
  const store = new GameStore(config.dbPath);
  const ctx = setRoomContext(config, store);
  const http = createServer();
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: config.maxPayload }),
    greet: false,
    gracefullyShutdown: false,
    logger: ctx.logLimiter.colyseusLogger(),
    express: (app) => installRoutes(app as unknown as HttpApp, store, config.clientDir),
  });
  // One generic room, registered once per game of the registry.
  for (const game of GAMES) server.define(game.id, roomFor(game));
  await server.listen(config.port);

  const restored: string[] = [];
  for (const id of store.running()) {
    const stored = store.get(id);
    const game = gameById(stored?.game);
    if (!stored || !game) {
      console.error(`could not restore game ${id}: unknown game ${stored?.game}`);
      continue;
    }
    // A log that already ends the game (the process stopped between the last action and its end, in a store
    // written before both went into one transaction) is a finished game: record its end, open no room.
    const replayed = replay(game, stored.options.game, stored.seed, store.actions(id));
    if (replayed.ok && game.isOver(replayed.value)) {
      store.finish(id, game.outcome(replayed.value), Date.now());
      continue;
    }
    try {
      await matchMaker.createRoom(game.id, { room: { game: null }, restore: { id, key: ctx.restoreKey } });
      restored.push(id);
    } catch (e) {
      console.error(`could not restore game ${id}:`, e);
    }
  }

  return {
    config,
    store,
    http,
    restored,
    async close() {
      await server.gracefullyShutdown(false);
      await ctx.bots.close();
      store.close();
    },
  };
}
