import { WebSocket as NodeWebSocket } from 'ws';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, round, type Metric } from '../benchStats';

/**
 * Online round trip on localhost: a seat sends an action and waits for the view that follows it
 * (zod check, rules core, SQLite write, per-seat views for both seats), over real WebSockets.
 */
export default async function benchOnline(): Promise<Metric[]> {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket; // Node 20 (server/wsPolyfill.mjs)
  const { createGameServer } = await import('../../server/createGameServer');
  const { createSqliteStore } = await import('../../server/store/sqliteStore');
  const { connect } = await import('../../src/state/online/onlineClient');
  const dir = mkdtempSync(join(tmpdir(), 'nemo-bench-'));
  const store = createSqliteStore(join(dir, 'bench.sqlite'));
  const game = await createGameServer({ store, rate: { perSecond: 1000, burst: 1000 } });
  const port = 2590;
  await game.server.listen(port, '127.0.0.1');
  const times: number[] = [];
  try {
    const net = connect(`http://127.0.0.1:${port}`);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await Promise.all([nautilus.ready, imperialist.ready]);
    const players = [nautilus, imperialist];
    for (let i = 0; i < 300; i++) {
      const view = nautilus.view;
      if (!view?.decision) break;
      const mover = players.find((p) => p.view?.version === view.version && p.view.options.length);
      if (!mover?.view) break;
      const answered = new Promise<void>((resolve) => {
        const off = mover.onView((v) => {
          if (v.version > view.version) {
            off();
            resolve();
          }
        });
      });
      const others = players
        .filter((p) => p !== mover)
        .map(
          (p) =>
            new Promise<void>((resolve) => {
              const off = p.onView((v) => {
                if (v.version > view.version) {
                  off();
                  resolve();
                }
              });
            }),
        );
      const t = performance.now();
      mover.send(mover.view.options[0]!);
      await answered;
      times.push(performance.now() - t);
      await Promise.all(others);
    }
    await Promise.all(players.map((p) => p.leave()));
  } finally {
    await game.server.gracefullyShutdown(false);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const capacity = await benchBotRooms();
  const load = await benchLoad();
  return [
    ...capacity,
    ...load,
    { metric: 'online.actionRoundTripMsP95', value: round(percentile(times, 0.95)), unit: 'ms' },
    { metric: 'online.actionRoundTripMsMedian', value: round(percentile(times, 0.5)), unit: 'ms' },
    { metric: 'online.actionsMeasured', value: times.length, unit: 'actions' },
  ];
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const BOT_ROOMS = 12;
const WINDOW_MS = 12_000;

/**
 * How many rooms with two bots one server process holds at ≤ 1 core: a separate server process
 * (as `npm run server`, bots at their default 600 ms pace) runs BOT_ROOMS such rooms, each
 * watched by a spectator (bots act only while someone is connected); its CPU time over a window
 * gives the share of a core one room takes.
 */
async function benchBotRooms(): Promise<Metric[]> {
  const { spawnServer } = await import('../../tests/server/spawnServer');
  const { connect } = await import('../../src/state/online/onlineClient');
  const dir = mkdtempSync(join(tmpdir(), 'nemo-bench-rooms-'));
  const server = await spawnServer(
    { SQLITE_FILE: join(dir, 'rooms.sqlite'), BOT_DELAY_MS: '600' },
    { port: 2592 },
  );
  const net = connect(server.endpoint);
  const watchers = [];
  let actions = 0;
  try {
    for (let i = 0; i < BOT_ROOMS; i++) {
      const host = await net.create({ seat: 'nautilus', waitForOpponent: true });
      await host.ready;
      host.seatBot('imperialist');
      const watcher = await net.join(host.code, 'spectator');
      await watcher.ready;
      watcher.onEvents(() => actions++);
      await host.leave(); // a consented leave: the bot takes the Nautilus too
      watchers.push(watcher);
    }
    await new Promise((r) => setTimeout(r, 2_000)); // every room under way
    const pid = server.child.pid!;
    const before = { cpu: cpuSecondsOf(pid), wall: performance.now(), actions };
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const cpu = cpuSecondsOf(pid) - before.cpu;
    const wall = (performance.now() - before.wall) / 1000;
    const done = actions - before.actions;
    const corePerRoom = cpu / wall / BOT_ROOMS;
    await Promise.all(watchers.map((w) => w.leave()));
    return [
      {
        metric: 'online.botRoomsPerCore',
        value: corePerRoom > 0 ? Math.floor(1 / corePerRoom) : 0,
        unit: 'rooms',
      },
      { metric: 'online.botRoomsMeasured', value: BOT_ROOMS, unit: 'rooms' },
      { metric: 'online.botRoomActionsPerSecond', value: round(done / wall), unit: 'actions/s' },
      {
        metric: 'online.botRoomCpuMsPerAction',
        value: done > 0 ? round((cpu * 1000) / done) : 0,
        unit: 'ms',
      },
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Rooms one server process holds with people at a human pace (`npm run loadtest`, shortened to
 * fit the bench): measured by ramping, not extrapolated.
 */
async function benchLoad(): Promise<Metric[]> {
  const { runLoadtest } = await import('../loadtest/runLoadtest');
  const r = await runLoadtest({
    budgetS: 150,
    step: 60,
    windowS: 12,
    maxRooms: 2000,
    pace: { min: 2000, max: 5000 },
    p95LimitMs: 50,
    soakS: 0,
    soakPace: { min: 40, max: 120 },
    seed: 'bench',
    port: 2613,
  });
  return [
    { metric: 'online.roomsHeldPerProcess', value: r.roomsHeld, unit: 'rooms' },
    { metric: 'online.loadRoundTripMsP95', value: r.roundTripMsP95, unit: 'ms' },
    { metric: 'online.loadRoundTripMsP99', value: r.roundTripMsP99, unit: 'ms' },
    { metric: 'online.rssMbPerRoom', value: r.rssMbPerRoom, unit: 'MB' },
    { metric: 'online.cpuPercentPerRoom', value: r.cpuPercentPerRoom, unit: '%' },
    { metric: 'online.loadLostOrDoubled', value: r.lostOrDoubled, unit: 'rooms' },
  ];
}
