import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matchMaker } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';

const { boot } = await import('@colyseus/testing');
const { connect } = await import('../../src/state/online/onlineClient');
const { createGameServer } = await import('../../server/createGameServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { playAlong } = await import('./playAlong');

const store = createSqliteStore(':memory:');
let colyseus: ColyseusTestServer;
let resume: () => Promise<string[]>;
const endpoint = 'http://127.0.0.1:2568'; // @colyseus/testing's port

beforeAll(async () => {
  const game = await createGameServer({
    store,
    botDelayMs: 0,
    reconnectSeconds: 1,
    expireSeconds: 1,
    rate: { perSecond: 20, burst: 30 },
  });
  resume = () => game.resumeStoredGames();
  colyseus = await boot(game.server);
});
afterAll(async () => {
  await colyseus.shutdown();
});

const live = async (code: string) => (await matchMaker.query({ roomId: code })).length > 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rooms nobody comes back to', () => {
  test('an unfinished room closes once nobody is connected for the stated time; its record stays', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await imperialist.ready;
    const version = await playAlong([nautilus, imperialist], 3);
    const code = nautilus.code;
    await Promise.all([nautilus.leave(), imperialist.leave()]);
    expect(await live(code)).toBe(true); // within the stated time it still waits
    await sleep(2500);
    expect(await live(code)).toBe(false);
    const record = await store.load(code);
    expect(record?.expired).toBe(true);
    expect(record?.finished).toBe(false);
    expect(record?.actions).toHaveLength(version);
    // A restart does not bring an expired room back.
    expect(await resume()).not.toContain(code);
    await expect(net.join(code, 'spectator')).rejects.toThrow();
  });

  test('a room with someone still watching stays open', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const spectator = await net.join(nautilus.code, 'spectator');
    await spectator.ready;
    await nautilus.leave();
    await sleep(2500);
    expect(await live(nautilus.code)).toBe(true);
    await spectator.leave();
    await sleep(2500);
    expect(await live(nautilus.code)).toBe(false);
  });
});
