/**
 * Builds the whole server: HTTP (client, API) and the Colyseus game server on one port, the SQLite store, and
 * every unfinished game restored into a room with its old id.
 */
import './ws-global';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, type Server as HttpServer } from 'node:http';
import { configFromEnv, setRoomContext, type ServerConfig } from './config';
import { GameStore } from './db';
import { installRoutes, type HttpApp } from './http';
import { VulcanusRoom } from './room';

export const ROOM_NAME = 'vulcanus';

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
    express: (app) => installRoutes(app as unknown as HttpApp, store, config.clientDir),
  });
  server.define(ROOM_NAME, VulcanusRoom);
  await server.listen(config.port);

  const restored: string[] = [];
  for (const id of store.running()) {
    try {
      await matchMaker.createRoom(ROOM_NAME, {
        room: { game: { humans: 1, level: 0 } },
        restore: { id, key: ctx.restoreKey },
      });
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
