import { randomUUID } from 'node:crypto';
import { defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RECONNECT_SECONDS, ROOM_NAME } from '../src/state/online/protocol';
import type { GameStore } from './store/GameStore';
import { bindVersusRoom, type RoomDeps } from './rooms/VersusRoom';
import { createVoyageRoutes, type VoyageRouteOptions } from './voyages/voyageRoutes';

export interface GameServerOptions {
  store: GameStore;
  botDelayMs?: number;
  reconnectSeconds?: number;
  rate?: { perSecond: number; burst: number };
  /** With a Redis URL, rooms are shared between processes (presence + driver in Redis). */
  redisUrl?: string;
  /** This process's address as other processes and clients reach it (needed with Redis). */
  publicAddress?: string;
  /** The voyage API's clock, rate limits and body limit (its store is `store.voyages`). */
  voyageApi?: Omit<VoyageRouteOptions, 'voyages'>;
}

export interface GameServer {
  server: Server;
  deps: RoomDeps;
  /** Recreates a room for every unfinished stored game that no process hosts yet. */
  resumeStoredGames(): Promise<string[]>;
}

export async function createGameServer(options: GameServerOptions): Promise<GameServer> {
  const deps: RoomDeps = {
    store: options.store,
    botDelayMs: options.botDelayMs ?? 600,
    reconnectSeconds: options.reconnectSeconds ?? RECONNECT_SECONDS,
    rate: options.rate ?? { perSecond: 8, burst: 24 },
    resumeKey: randomUUID(),
  };
  const scaling = options.redisUrl ? await redisScaling(options.redisUrl) : {};
  const server = defineServer({
    rooms: { [ROOM_NAME]: defineRoom(bindVersusRoom(deps)) },
    transport: new WebSocketTransport(),
    greet: false,
    express: (app) => {
      app.use(createVoyageRoutes({ ...options.voyageApi, voyages: options.store.voyages }));
    },
    ...scaling,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  return {
    server,
    deps,
    async resumeStoredGames() {
      const resumed: string[] = [];
      for (const record of await deps.store.unfinished()) {
        const live = await matchMaker.query({ roomId: record.code });
        if (live.length > 0) continue;
        await matchMaker.createRoom(ROOM_NAME, { resume: record.code, resumeKey: deps.resumeKey });
        resumed.push(record.code);
      }
      return resumed;
    },
  };
}

async function redisScaling(url: string) {
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
