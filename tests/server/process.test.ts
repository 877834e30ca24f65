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
const { createGameServer } = await import('../../server/createGameServer');
const { playAlong } = await import('./playAlong');
const { received, waitFor } = wire;

const running: { stop(signal?: NodeJS.Signals): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

const sqliteFile = () => join(mkdtempSync(join(tmpdir(), 'nemo-online-')), 'games.sqlite');

/** Drops a client's socket without a goodbye, then tries the reconnection token. */
async function dropAndReconnect(endpoint: string, socketIndex: number, token: string) {
  received[socketIndex]!.socket.terminate();
  await new Promise((r) => setTimeout(r, 300));
  return new Client(endpoint)
    .reconnect(token)
    .then(() => true)
    .catch(() => false);
}

describe('the server process (npm run server)', () => {
  test('without a global WebSocket (plain Node 20) a dropped seat cannot reconnect', async () => {
    const game = await createGameServer({ store: createSqliteStore(':memory:') });
    await game.server.listen(2569, '127.0.0.1');
    const endpoint = 'http://127.0.0.1:2569';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = globalThis.WebSocket;
    try {
      const socketIndex = received.length;
      const nautilus = await connect(endpoint).create({ seat: 'nautilus' });
      await nautilus.ready;
      delete (globalThis as { WebSocket?: unknown }).WebSocket; // what Node 20 gives Colyseus
      expect(
        await dropAndReconnect(endpoint, socketIndex, nautilus.saved().reconnectionToken),
      ).toBe(false);
    } finally {
      globalThis.WebSocket = saved;
      errors.mockRestore();
      await game.server.gracefullyShutdown(false);
    }
  });

  test('a dropped seat reconnects (the polyfill), and a restarted server resumes the game', async () => {
    const file = sqliteFile();
    const first = await spawnServer({ SQLITE_FILE: file });
    running.push(first);
    const net = connect(first.endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const socketIndex = received.length;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await imperialist.ready;
    const version = await playAlong([nautilus, imperialist], 25);
    const before = JSON.stringify(nautilus.view!.state);
    const seats = [nautilus.saved(), imperialist.saved()];
    expect(await dropAndReconnect(first.endpoint, socketIndex, seats[1]!.reconnectionToken)).toBe(
      true,
    );

    await first.stop('SIGTERM'); // a graceful shutdown keeps both seats for their humans
    const stored = createSqliteStore(file);
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
