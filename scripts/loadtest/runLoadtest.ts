import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket as NodeWebSocket } from 'ws';
import { seedRng } from '../../src/core/index';
import { checkRooms } from './checkRooms';
import { openLoadRoom, type LoadRoom, type PaceMs } from './loadClients';
import { openDailyLoadRoom } from './loadDailyRooms';
import { percentile, round } from '../benchStats';

export interface LoadtestOptions {
  /** Stop ramping after this many seconds of wall time (the check and shutdown come after). */
  budgetS: number;
  /** Rooms added per ramp step. */
  step: number;
  /** Seconds each step is held and measured. */
  windowS: number;
  maxRooms: number;
  pace: PaceMs;
  /** The round trip's p95 that ends the ramp (ms). */
  p95LimitMs: number;
  /** After the ramp: seconds at 70 % of the capacity found, rooms replaced as they finish. */
  soakS: number;
  /** The soak's decision pace: fast, so that rooms finish and are replaced during it. */
  soakPace: PaceMs;
  seed: string;
  port: number;
  /** One-seat daily rooms (the voyage of the day), each step's players arriving together. */
  daily?: boolean;
}

export interface StepFigures {
  rooms: number;
  actions: number;
  p50: number;
  p95: number;
  p99: number;
  serverCpu: number;
  clientCpu: number;
  rssMb: number;
}

/** CPU seconds (user + system) a process has used, and its resident memory, from /proc. */
function processUsage(pid: number): { cpu: number; rssMb: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: rssKb / 1024 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Ramps rooms of scripted players on one server process (loopback only) until the action round
 * trip's p95 passes the limit or the server uses a whole core, then (optionally) soaks at 70 % of
 * that, and checks that every room's stored record replays to what its spectator saw.
 */
export async function runLoadtest(options: LoadtestOptions) {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;
  const { spawnServer } = await import('../../tests/server/spawnServer');
  const { connect } = await import('../../src/state/online/onlineClient');
  const { createSqliteStore } = await import('../../server/store/sqliteStore');
  const dir = mkdtempSync(join(tmpdir(), 'nemo-loadtest-'));
  const file = join(dir, 'load.sqlite');
  const daily = options.daily === true;
  const server = await spawnServer(
    {
      SQLITE_FILE: file,
      BOT_DELAY_MS: '600',
      // Daily players come through loopback as if through a proxy, each with its own address.
      ...(daily ? { NEMO_TRUSTED_PROXIES: '127.0.0.1', NEMO_DAILY_SECRET: 'loadtest' } : {}),
    },
    { port: options.port },
  );
  const net = connect(server.endpoint);
  const rng = seedRng(`loadtest:${options.seed}`);
  const pid = server.child.pid!;
  const started = performance.now();
  const rooms: LoadRoom[] = [];
  const steps: StepFigures[] = [];
  let window: number[] = [];
  let errors = 0;
  const onRoundTrip = (ms: number) => window.push(ms);
  let capacity = 0;
  let stopReason = 'budget';
  let soak: Record<string, number> | null = null;
  let players = 0;
  const open = (pace: PaceMs) =>
    daily
      ? openDailyLoadRoom(server.endpoint, ++players, rng, pace, onRoundTrip)
      : openLoadRoom(net, rng, pace, onRoundTrip);
  try {
    while (rooms.length < options.maxRooms) {
      if ((performance.now() - started) / 1000 + options.windowS > options.budgetS) break;
      if (daily) {
        // The day's players arrive together: a whole step joins at once.
        const joined = await Promise.allSettled(
          Array.from({ length: options.step }, () => open(options.pace)),
        );
        for (const j of joined) {
          if (j.status === 'fulfilled') rooms.push(j.value);
          else errors++;
        }
      }
      for (let i = 0; !daily && i < options.step; i++) {
        try {
          rooms.push(await open(options.pace));
        } catch {
          errors++;
        }
      }
      await sleep(1000); // the new rooms' first views settle before measuring
      window = [];
      const before = {
        server: processUsage(pid),
        client: process.cpuUsage(),
        t: performance.now(),
      };
      await sleep(options.windowS * 1000);
      const wall = (performance.now() - before.t) / 1000;
      const after = processUsage(pid);
      const client = process.cpuUsage(before.client);
      const figures: StepFigures = {
        rooms: rooms.length,
        actions: window.length,
        p50: round(percentile(window, 0.5)),
        p95: round(percentile(window, 0.95)),
        p99: round(percentile(window, 0.99)),
        serverCpu: round((after.cpu - before.server.cpu) / wall),
        clientCpu: round((client.user + client.system) / 1e6 / wall),
        rssMb: round(after.rssMb),
      };
      steps.push(figures);
      process.stderr.write(`${JSON.stringify(figures)}\n`);
      if (figures.p95 > options.p95LimitMs) {
        stopReason = 'p95';
        break;
      }
      if (figures.serverCpu >= 0.95) {
        stopReason = 'server cpu';
        break;
      }
      capacity = rooms.length;
      if (rooms.length >= options.maxRooms) stopReason = 'max rooms';
      if (figures.clientCpu >= 0.95) {
        stopReason = 'load generator cpu';
        break;
      }
    }
    if (options.soakS > 0 && capacity > 0) {
      process.stderr.write(`soak at ${Math.max(1, Math.floor(capacity * 0.7))} rooms\n`);
      soak = await soakAt(Math.max(1, Math.floor(capacity * 0.7)));
    }
  } finally {
    process.stderr.write('waiting for the last answers\n');
    await Promise.all(rooms.map((r) => r.quiesce()));
    // The server stops first: a graceful shutdown keeps the seats human, whereas players leaving
    // one by one would hand their seats to the bot, which plays on after the spectator has gone.
    process.stderr.write('stopping server\n');
    await server.stop('SIGTERM');
    await Promise.all(rooms.map((r) => r.stop()));
  }
  process.stderr.write('checking records\n');
  const store = createSqliteStore(file);
  const check = await checkRooms(store, rooms);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  const held = steps.find((s) => s.rooms === capacity) ?? steps[0];
  return {
    kind: daily ? 'daily' : 'versus',
    roomsHeld: capacity,
    roundTripMsP50: held?.p50 ?? 0,
    roundTripMsP95: held?.p95 ?? 0,
    roundTripMsP99: held?.p99 ?? 0,
    serverCpuAtCapacity: held?.serverCpu ?? 0,
    cpuPercentPerRoom: held && capacity > 0 ? round((held.serverCpu * 100) / capacity) : 0,
    rssMb: held?.rssMb ?? 0,
    // The memory each added room costs: the slope from the first step to the capacity found.
    rssMbPerRoom:
      held && steps[0] && held.rooms > steps[0].rooms
        ? round((held.rssMb - steps[0].rssMb) / (held.rooms - steps[0].rooms))
        : 0,
    stopReason,
    roomsChecked: check.checked,
    actionsChecked: check.actions,
    lostOrDoubled: check.problems.length,
    problems: check.problems.slice(0, 5),
    errors,
    soak,
    steps,
  };

  /** Holds `count` rooms at a fast pace, replacing finished ones, sampling the server's memory. */
  async function soakAt(count: number): Promise<Record<string, number>> {
    const soakRooms: LoadRoom[] = [];
    let finished = 0;
    const rss: number[] = [];
    while (soakRooms.length < count) {
      soakRooms.push(await open(options.soakPace));
    }
    const end = performance.now() + options.soakS * 1000;
    while (performance.now() < end) {
      await sleep(5000);
      rss.push(processUsage(pid).rssMb);
      for (let i = 0; i < soakRooms.length; i++) {
        if (!soakRooms[i]!.finished()) continue;
        finished++;
        // A finished room is checked with the others at the end; its players just go.
        rooms.push(soakRooms[i]!);
        await soakRooms[i]!.quiesce();
        await soakRooms[i]!.stop();
        soakRooms[i] = await open(options.soakPace);
      }
    }
    rooms.push(...soakRooms);
    const third = Math.max(1, Math.floor(rss.length / 3));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    return {
      rooms: count,
      seconds: options.soakS,
      roomsFinished: finished,
      rssMbFirstThird: round(mean(rss.slice(0, third))),
      rssMbLastThird: round(mean(rss.slice(-third))),
      rssMbMax: round(Math.max(...rss, 0)),
    };
  }
}
