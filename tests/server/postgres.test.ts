import { afterAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { defaultSetup } from '../../src/core/index';
import { needService } from './services';
import { createPostgresStore } from '../../server/store/postgresStore';
import { connect } from '../../src/state/online/onlineClient';
import { spawnServer } from './spawnServer';
import { createGameServer } from '../../server/createGameServer';
import { playAlong } from './playAlong';

const url = process.env.TEST_DATABASE_URL ?? '';
const run = needService(
  'Postgres',
  url !== '',
  'set TEST_DATABASE_URL (e.g. postgres://nemo:nemo@127.0.0.1:5432/nemo_test); .ci/run starts one',
);

describe.runIf(run)('Postgres store (DATABASE_URL)', () => {
  const codes: string[] = [];
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DELETE FROM nemo_rooms WHERE code = ANY($1)', [codes]);
    await client.end();
  });

  test('records are saved after each change and unfinished ones are listed for resuming', async () => {
    const store = await createPostgresStore(url);
    const code = `T${randomUUID().slice(0, 8)}`;
    const setup = defaultSetup({ seed: 's', motive: 'piracy', variant: 'versus' });
    const record = {
      code,
      setup,
      actions: [],
      seatTokens: { nautilus: 'tok', imperialist: null },
      bots: ['imperialist' as const],
      finished: false,
    };
    await store.save(record);
    await store.save({ ...record, actions: [{ type: 'declineStartingUpgrade' as const }] });
    expect((await store.load(code))?.actions).toEqual([{ type: 'declineStartingUpgrade' }]);
    expect((await store.unfinished()).map((r) => r.code)).toContain(code);
    await store.save({ ...record, finished: true });
    expect((await store.unfinished()).map((r) => r.code)).not.toContain(code);
    await store.close();
  });

  test('a game on Postgres resumes in a new server process after a shutdown', async () => {
    const game = await createGameServer({ store: await createPostgresStore(url) });
    await game.server.listen(2570, '127.0.0.1');
    const net = connect('http://127.0.0.1:2570');
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await Promise.all([nautilus.ready, imperialist.ready]);
    const version = await playAlong([nautilus, imperialist], 10);
    const seats = [nautilus.saved(), imperialist.saved()];
    codes.push(nautilus.code);
    await game.server.gracefullyShutdown(false);
    await game.deps.store.close();

    const second = await spawnServer({ DATABASE_URL: url });
    try {
      expect(second.output()).toMatch(/store: postgres/);
      const again = connect(second.endpoint);
      const [n2, i2] = await Promise.all(
        seats.map((s) => again.join(s.code, 'any', { token: s.token! })),
      );
      expect((await n2!.ready).version).toBe(version);
      await i2!.ready;
      expect(await playAlong([n2!, i2!], 2)).toBeGreaterThanOrEqual(version + 2);
    } finally {
      await second.stop('SIGKILL');
    }
  });
});
