import { createHmac, randomUUID } from 'node:crypto';
import { createRouter, defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RECONNECT_SECONDS, ROOM_NAME } from '../src/protocol/protocol';
import { DAILY_ROOM_NAME } from '../src/protocol/dailyProtocol';

import type { GameStore } from './store/GameStore';
import { bindVersusRoom, type RoomDeps } from './rooms/VersusRoom';
import { bindDailyRoom, type DailyRoomDeps } from './rooms/DailyRoom';
import { createVoyageRoutes, type VoyageRouteOptions } from './voyages/voyageRoutes';
import { DailyService, type DailyServiceOptions } from './daily/DailyService';
import { resolveDailySecret } from './daily/dailySecret';
import { trustedProxies } from './daily/clientAddress';
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
  /** The voyage API's rate limits and body limit (its store is `store.voyages`). */
  voyageApi?: Omit<VoyageRouteOptions, 'voyages' | 'daily'> & { now?: () => Date };
  /** The server's clock: the voyage of the day's date, board times (tests inject one). */
  now?: () => Date;
  /**
   * The voyage of the day: `secret` (else `NEMO_DAILY_SECRET`, else the store's), trusted
   * proxies (else `NEMO_TRUSTED_PROXIES`), new attempts per address, the planner's budget
   * (else `NEMO_FORESIGHT_BUDGET`).
   */
  daily?: Partial<Omit<DailyServiceOptions, 'store' | 'now'>>;
  /** The crew vote's limits (issue 42); defaults in CrewRoom.ts. */
  crew?: Partial<CrewRoomDeps>;
}

export interface GameServer {
  server: Server;
  deps: RoomDeps;
  daily: DailyService;
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
  const secret = options.daily?.secret ?? (await resolveDailySecret(options.store.daily));
  const daily = new DailyService({
    store: options.store.daily,
    now: options.now ?? options.voyageApi?.now ?? (() => new Date()),
    secret,
    trustedProxies:
      options.daily?.trustedProxies ?? trustedProxies(process.env.NEMO_TRUSTED_PROXIES),
    ...(options.daily?.startRate ? { startRate: options.daily.startRate } : {}),
    ...foresightBudget(options.daily?.foresightBudget),
  });
  // Shared by every process of this secret: a room may be created in another process than onAuth ran in.
  const grantKey = createHmac('sha256', secret).update('daily-room-grant').digest('hex');
  const dailyDeps: DailyRoomDeps = { ...deps, daily, grantKey };
  const scaling = options.redisUrl ? await redisScaling(options.redisUrl) : {};
  const server = defineServer({
    rooms: {
      [ROOM_NAME]: defineRoom(bindVersusRoom(deps)),
      [DAILY_ROOM_NAME]: defineRoom(bindDailyRoom(dailyDeps)).filterBy(['attempt']),
      [CREW_ROOM_NAME]: defineRoom(bindCrewRoom(options.crew)),
    },
    transport: new WebSocketTransport(),
    routes: createRouter({ ...monitorEndpoints(options.monitorPassword) }),
    greet: false,
    express: (app) => {
      app.use(createVoyageRoutes({ ...options.voyageApi, voyages: options.store.voyages, daily }));
    },
    ...scaling,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  return {
    server,
    deps,
    daily,
    async resumeStoredGames() {
      const resumed: string[] = [];
      for (const record of await deps.store.unfinished()) {
        if (record.expired) continue;
        // A closed day's seed is public: its unfinished attempts are over, not resumed.
        if (record.daily && record.daily.date !== daily.today()) continue;
        const live = await matchMaker.query({ roomId: record.code });
        if (live.length > 0) continue;
        const name = record.daily ? DAILY_ROOM_NAME : ROOM_NAME;
        await matchMaker.createRoom(name, { resume: record.code, resumeKey: deps.resumeKey });
        resumed.push(record.code);
      }
      return resumed;
    },
  };
}

/** The planner's budget: the option, else `NEMO_FORESIGHT_BUDGET`, else the runner's default (0: off). */
function foresightBudget(option: number | undefined): { foresightBudget?: number } {
  const value = option ?? Number(process.env.NEMO_FORESIGHT_BUDGET ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? { foresightBudget: value } : {};
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
