import { randomUUID } from 'node:crypto';
import { createRouter, defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RECONNECT_SECONDS, ROOM_NAME } from '../src/protocol/protocol';

import type { GameStore } from './store/GameStore';
import { bindVersusRoom, type RoomDeps } from './rooms/VersusRoom';
import { createVoyageRoutes, type VoyageRouteOptions } from './voyages/voyageRoutes';
import { monitorEndpoints } from './monitorEndpoints';
import { bindCrewRoom, type CrewRoomDeps } from './rooms/CrewRoom';
import { CREW_ROOM_NAME } from '../src/protocol/crewProtocol';

/** How long an unfinished room stays open with nobody connected (`ROOM_EXPIRE_SECONDS`). */
export const ROOM_EXPIRE_SECONDS = 30 * 60;

export interface GameServerOptions {
  store: GameStore;
  botDelayMs?: number;
  reconnectSeconds?: number;
  /** Seconds an unfinished room waits with nobody connected before it closes (default 30 min). */
  expireSeconds?: number;
  rate?: { perSecond: number; burst: number };
  /** With a Redis URL, rooms are shared between processes (presence + driver in Redis). */
  redisUrl?: string;
  /** This process's address as other processes and clients reach it (needed with Redis). */
  publicAddress?: string;
  /** Turns on Colyseus' monitor panel at /monitor behind this password (user admin). */
  monitorPassword?: string;
  /** The voyage API's clock, rate limits and body limit (its store is `store.voyages`). */
  voyageApi?: Omit<VoyageRouteOptions, 'voyages'>;
  /** The crew vote's limits (issue 42); defaults in CrewRoom.ts. */
  crew?: Partial<CrewRoomDeps>;
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
    expireSeconds: options.expireSeconds ?? ROOM_EXPIRE_SECONDS,
    rate: options.rate ?? { perSecond: 8, burst: 24 },
    resumeKey: randomUUID(),
  };
  const scaling = options.redisUrl ? await redisScaling(options.redisUrl) : {};
  const server = defineServer({
    rooms: {
      [ROOM_NAME]: defineRoom(bindVersusRoom(deps)),
      [CREW_ROOM_NAME]: defineRoom(bindCrewRoom(options.crew)),
    },
    transport: new WebSocketTransport(),
    routes: createRouter({ ...monitorEndpoints(options.monitorPassword) }),
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
        if (record.expired) continue;
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
  const driver = new RedisDriver(url);
  relistRoomsAfterRedisRestart(driver);
  return { presence: new RedisPresence(url), driver };
}

/**
 * A restarted Redis has forgotten every room listing, so rooms under way (which play on) could no
 * longer be joined. When the driver's connection comes back, this process lists its rooms again.
 */
function relistRoomsAfterRedisRestart(driver: object): void {
  const client = (driver as { _client?: { on(event: string, cb: () => void): void } })._client;
  let connections = 0;
  client?.on('ready', () => {
    connections += 1;
    if (connections === 1) return;
    Promise.all([matchMaker.restoreMissingRoomCaches(), matchMaker.stats.persist()]).catch(
      (e: unknown) => console.error('redis: could not list the rooms again:', e),
    );
  });
}
