import { afterEach, describe, expect, test, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wire = await vi.hoisted(async () => {
  const mod = await import('./wire');
  mod.recordWebSocketFrames();
  return mod;
});
const { Client } = await import('@colyseus/sdk');
const { connect } = await import('../../src/state/online/onlineClient');
const { spawnServer } = await import('./spawnServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { playAlong } = await import('./playAlong');
const { received, waitFor } = wire;

const running: { stop(signal?: NodeJS.Signals): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

const sqliteFile = () => join(mkdtempSync(join(tmpdir(), 'nemo-online-')), 'games.sqlite');

describe('the server process (npm run server)', () => {
  test('on Node 20 a dropped seat reconnects only because of the WebSocket polyfill', async () => {
    const results: Record<string, boolean> = {};
    for (const polyfill of [true, false]) {
      const server = await spawnServer({ SQLITE_FILE: sqliteFile() }, { polyfill });
      running.push(server);
      const sockets = received.length;
      const game = await connect(server.endpoint).create({ seat: 'nautilus' });
      await game.ready;
      const { reconnectionToken } = game.saved();
      received[sockets]!.socket.terminate();
      await new Promise((r) => setTimeout(r, 300));
      results[String(polyfill)] = await new Client(server.endpoint)
        .reconnect(reconnectionToken)
        .then((room) => room.leave().then(() => true))
        .catch(() => false);
      if (!polyfill) {
        await vi.waitFor(() => expect(server.output()).toMatch(/WebSocket is not defined/));
      }
      await server.stop('SIGKILL');
    }
    expect(results).toEqual({ true: true, false: false });
  });

  test('a restarted server resumes every game from its stored record', async () => {
    const file = sqliteFile();
    const first = await spawnServer({ SQLITE_FILE: file });
    running.push(first);
    const net = connect(first.endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await Promise.all([nautilus.ready, imperialist.ready]);
    const version = await playAlong([nautilus, imperialist], 25);
    const before = JSON.stringify(nautilus.view!.state);
    const seats = [nautilus.saved(), imperialist.saved()];
    await first.stop('SIGTERM'); // a graceful shutdown keeps both seats for their humans
    const stored = await createSqliteStore(file);
    const record = await stored.load(nautilus.code);
    await stored.close();
    expect(record?.actions).toHaveLength(version);
    expect(record?.bots).toEqual([]);

    const second = await spawnServer({ SQLITE_FILE: file });
    running.push(second);
    expect(second.output()).toMatch(/resumed 1 game/);
    const again = connect(second.endpoint);
    const [n2, i2] = await Promise.all(
      seats.map((s) => again.join(s.code, 'any', { token: s.token! })),
    );
    const view = await n2!.ready;
    await i2!.ready;
    expect([n2!.viewer, i2!.viewer]).toEqual(['nautilus', 'imperialist']);
    expect(view.version).toBe(version);
    expect(JSON.stringify(view.state)).toBe(before);
    expect(await playAlong([n2!, i2!], 3)).toBeGreaterThanOrEqual(version + 3);
    await waitFor(n2!, (v) => v.version >= version + 3);
  });
});
