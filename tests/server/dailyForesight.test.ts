import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGame } from '../../src/core/createGame';
import { publicDailySetup as dailySetup } from './publicDailySetup';
import { stateHash } from '../../src/core/hash';
import { replay } from '../../src/core/replayRecord';
import { RECORD_FORMAT_VERSION } from '../../src/core/record';
import { botRng } from '../../src/kernel/seeds';
import { createGameServer, type GameServer } from '../../server/createGameServer';
import { createSqliteStore } from '../../server/store/sqliteStore';
import { createOracle, oracleWords, playOracleGame } from '../../scripts/sim/oracle/oraclePlayer';
import type { Action } from '../../src/core/types';

/**
 * The voyage of the day against a seer (in `npm run test:long`: the planner plays two whole
 * voyages, about 40 s of one core each at budget 1).
 */
const DAY = '2026-12-07';
const NEXT = '2026-12-08';
let clock = new Date(`${DAY}T09:00:00Z`);
const store = createSqliteStore(':memory:');
let game: GameServer;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  game = await createGameServer({
    store,
    now: () => clock,
    daily: { secret: 'foresight-test-secret', foresightBudget: 1 },
  });
  const port = await freePort();
  await game.server.listen(port, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await game.server.gracefullyShutdown(false);
  await store.close();
});

describe('the voyage of the day and the seer', () => {
  test('tomorrow’s voyage planned with foresight from the seed the page used to compute is not an official entry', async () => {
    const setup = dailySetup(NEXT);
    const { state } = createGame(setup);
    const actions: Action[] = [];
    const oracle = createOracle(oracleWords(botRng('policy', setup.seed, 0, 'oracle')), 1);
    playOracleGame(
      state,
      oracle,
      () => {
        throw new Error('solo: the Nautilus decides everything');
      },
      (a) => actions.push(structuredClone(a)),
    );
    const record = {
      formatVersion: RECORD_FORMAT_VERSION,
      game: 'nemos-war',
      setup,
      actions,
      finalHash: stateHash(state),
    };
    expect(replay(record as never).state.result).not.toBeNull();
    // The planner held the event loop: a pooled connection may have been closed meanwhile.
    await fetch(`${base}/api/daily`).catch(() => undefined);
    for (const daily of [DAY, NEXT]) {
      const res = await fetch(`${base}/api/voyages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ record, name: 'Seer', playerId: 'seer-0123456789abcdef', daily }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { reason: string }).reason).toBe(
        'the voyage of the day is played against the server: open it from the front door',
      );
    }
    const board = (await (await fetch(`${base}/api/boards/daily/${DAY}`)).json()) as {
      entries: unknown[];
    };
    expect(board.entries).toEqual([]);
  }, 300_000);

  test('once the day has closed, the planner’s score shows as its foresight', async () => {
    const open = (await (await fetch(`${base}/api/daily/${DAY}`)).json()) as {
      voyage: Record<string, unknown>;
    };
    expect(open.voyage).not.toHaveProperty('foresight');
    clock = new Date(`${NEXT}T00:00:01Z`);
    let foresight: { score: number; level: string } | null = null;
    const deadline = Date.now() + 280_000;
    while (!foresight && Date.now() < deadline) {
      const res = await fetch(`${base}/api/daily/${DAY}`);
      expect(res.status).toBe(200);
      foresight = ((await res.json()) as { voyage: { foresight: typeof foresight } }).voyage
        .foresight;
      // The test clock stands still, so reads do not refill: ask every few seconds.
      if (!foresight) await new Promise((r) => setTimeout(r, 3000));
    }
    expect(foresight).toEqual({ score: expect.any(Number), level: expect.any(String) });
    expect(foresight!.score).toBeGreaterThan(0);
    expect(await store.daily.foresight(DAY)).toEqual(foresight);
  }, 300_000);
});
