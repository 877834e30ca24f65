import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { GameStore } from '../../server/store/GameStore';

const { boot } = await import('@colyseus/testing');
const { connect } = await import('../../src/state/online/onlineClient');
const { createGameServer } = await import('../../server/createGameServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { playAlong } = await import('./playAlong');
const { nextRejection, sleep, waitFor } = await import('./wire');

/** The room store with a switch: while `down`, every write fails as a lost database would. */
const inner = createSqliteStore(':memory:');
const outage = { down: false };
const store: GameStore = {
  ...inner,
  async save(record) {
    if (outage.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    return inner.save(record);
  },
};
let colyseus: ColyseusTestServer;
const endpoint = 'http://127.0.0.1:2568'; // @colyseus/testing's port

beforeAll(async () => {
  const game = await createGameServer({ store, botDelayMs: 0, rate: { perSecond: 20, burst: 30 } });
  colyseus = await boot(game.server);
});
afterAll(async () => {
  await colyseus.shutdown();
});

describe('the store goes away mid-game', () => {
  test('actions are refused with a clear reason and change nothing until the store is back; then play resumes', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    const watcher = await net.join(nautilus.code, 'spectator');
    await Promise.all([imperialist.ready, watcher.ready]);
    const version = await playAlong([nautilus, imperialist], 4);
    await waitFor(watcher, (v) => v.version === version);
    await sleep(100);
    const heard: number[] = [];
    watcher.onEvents((m) => heard.push(m.version));

    outage.down = true;
    const mover = [nautilus, imperialist].find((p) => p.view!.options.length > 0)!;
    const refused = nextRejection(mover);
    mover.send(mover.view!.options[0]!);
    const rejection = await refused;
    expect(rejection.rule).toBe('store');
    expect(rejection.message).toMatch(/cannot save right now; your action was not taken/);
    await sleep(200);
    expect(heard).toEqual([]);
    expect([nautilus, imperialist, watcher].map((p) => p.view!.version)).toEqual([
      version,
      version,
      version,
    ]);
    expect((await inner.load(nautilus.code))?.actions).toHaveLength(version);

    outage.down = false;
    const after = await playAlong([nautilus, imperialist], 3);
    expect(after).toBe(version + 3);
    await waitFor(watcher, (v) => v.version === after);
    expect(heard).toEqual([version + 1, version + 2, version + 3]);
    expect((await inner.load(nautilus.code))?.actions).toHaveLength(after);
    await Promise.all([nautilus.leave(), imperialist.leave(), watcher.leave()]);
  });
});
