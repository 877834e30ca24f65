import { WebSocket as NodeWebSocket } from 'ws';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

interface Metric {
  metric: string;
  value: number;
  unit: string;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
};

const round = (x: number) => Math.round(x * 100) / 100;

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
  return [
    { metric: 'online.actionRoundTripMsP95', value: round(percentile(times, 0.95)), unit: 'ms' },
    { metric: 'online.actionRoundTripMsMedian', value: round(percentile(times, 0.5)), unit: 'ms' },
    { metric: 'online.actionsMeasured', value: times.length, unit: 'actions' },
  ];
}
