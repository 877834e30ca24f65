import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { ColyseusTestServer } from '@colyseus/testing';

const { boot } = await import('@colyseus/testing');
const { Client } = await import('@colyseus/sdk');
const { connect } = await import('../../src/state/online/onlineClient');
const { createGameServer } = await import('../../server/createGameServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { playAlong } = await import('./playAlong');
const { checkRooms } = await import('../../scripts/loadtest/checkRooms');

const store = createSqliteStore(':memory:');
let colyseus: ColyseusTestServer;
const endpoint = 'http://127.0.0.1:2568'; // @colyseus/testing's port

beforeAll(async () => {
  const game = await createGameServer({
    store,
    botDelayMs: 0,
    reconnectSeconds: 1,
    rate: { perSecond: 20, burst: 30 },
  });
  colyseus = await boot(game.server);
});
afterAll(async () => {
  await colyseus.shutdown();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Anything a hostile client can put on the wire: junk, wrong shapes, huge, stale or foreign. */
function hostileMessage(version: () => number) {
  const type = fc.oneof(
    fc.constantFrom('act', 'undo', 'bot', 'sync'),
    fc.string({ maxLength: 12 }),
    fc.integer(),
  );
  const payload = fc.oneof(
    fc.anything(),
    fc.record({ version: fc.integer(), action: fc.anything() }),
    fc.record({
      version: fc.nat({ max: 3 }).map((k) => version() - 1 - k), // a replay of an old version
      action: fc.constantFrom({ type: 'takeHit' }, { type: 'pass' }, { type: 'endActions' }),
    }),
    fc.record({ seat: fc.constantFrom('nautilus', 'imperialist', 'spectator', '__proto__') }),
  );
  return fc.tuple(type, payload);
}

describe('a hostile client', () => {
  test('thousands of malformed, stale, oversized and foreign messages: the server stays up, the game is unchanged, the client is limited then dropped, the honest players notice nothing', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    const watcher = await net.join(nautilus.code, 'spectator');
    await Promise.all([imperialist.ready, watcher.ready]);
    const versionsSeen: number[] = [];
    watcher.onEvents((m) => versionsSeen.push(m.version));
    const honestRejections: string[] = [];
    for (const p of [nautilus, imperialist, watcher])
      p.onError((r) => honestRejections.push(r instanceof Error ? r.message : r.rule));

    let sent = 0;
    const outcomes = { limited: 0, dropped: 0 };
    const honestPlay = playAlong([nautilus, imperialist], 40);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          hostileMessage(() => nautilus.view!.version),
          { minLength: 300, maxLength: 500 },
        ),
        fc.option(fc.string({ minLength: 20_000, maxLength: 60_000 }), { nil: undefined }),
        async (messages, oversized) => {
          const room = await new Client(endpoint).joinById(nautilus.code, { seat: 'spectator' });
          let limited = false;
          let left: number | null = null;
          room.onMessage('rejected', (r: { rule: string }) => {
            if (r.rule === 'rate-limit') limited = true;
          });
          room.onMessage('*', () => undefined);
          room.onLeave((code: number) => (left = code));
          // An oversized frame first, when there is one: the socket closes on it at once.
          if (oversized !== undefined) room.send('act', oversized);
          for (const [type, payload] of messages) {
            if (left !== null) break;
            room.send(type as string, payload);
            sent++;
          }
          for (let i = 0; i < 40 && left === null; i++) await sleep(50);
          if (limited) outcomes.limited++;
          if (left !== null) outcomes.dropped++;
          else await room.leave().catch(() => undefined);
        },
      ),
      { numRuns: 6, seed: 20261205, endOnFailure: true },
    );
    const version = await honestPlay;
    expect(sent).toBeGreaterThan(1000);
    expect(outcomes.limited).toBeGreaterThan(0);
    expect(outcomes.dropped).toBeGreaterThan(0);
    // The honest game went on as if nobody else were there.
    expect(version).toBeGreaterThanOrEqual(40);
    expect(honestRejections).toEqual([]);
    await sleep(200);
    const check = await checkRooms(store, [
      {
        code: nautilus.code,
        seats: [nautilus, imperialist],
        spectator: watcher,
        versionsSeen,
        refused: [],
        lastView: () => watcher.view,
        finished: () => false,
        quiesce: async () => undefined,
        stop: async () => undefined,
      },
    ]);
    expect(check.problems).toEqual([]);
    await Promise.all([nautilus.leave(), imperialist.leave(), watcher.leave()]);
  });

  test("a seat token opens only its own room's seat, a guessed one none, and a spectator never acts", async () => {
    const net = connect(endpoint);
    const a = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await a.ready;
    const b = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const bImp = await net.join((await b.ready, b.code), 'imperialist');
    await bImp.ready;
    const foreign = await net.join(b.code, 'any', { token: a.saved().token! });
    await foreign.ready;
    expect(foreign.viewer).toBe('spectator');
    const guessed = await net.join(b.code, 'any', {
      token: '00000000-0000-4000-8000-000000000000',
    });
    await guessed.ready;
    expect(guessed.viewer).toBe('spectator');
    await expect(net.join(b.code, 'nautilus', { token: 'x'.repeat(36) })).rejects.toThrow(/taken/);
    const options = b.view!.options;
    foreign.send(options[0]!);
    await sleep(300);
    expect(b.view!.version).toBe(0);
    await Promise.all([a, b, bImp, foreign, guessed].map((g) => g.leave()));
  });
});
