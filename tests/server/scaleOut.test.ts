import { afterAll, describe, expect, test } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { hasCommand, needService } from './services';
import { connect, type OnlineGame } from '../../src/state/online/onlineClient';
import { spawnServer, type ServerProcess } from './spawnServer';
import { playAlong } from './playAlong';
import { startRedis } from './redisServer';
import { waitFor } from './wire';
import { createPostgresStore } from '../../server/store/postgresStore';
import { replay } from '../../src/core/replayRecord';
import { canonicalJson } from '../../src/kernel/canonicalJson';
import { execFileSync } from 'node:child_process';

/** The address ("127.0.0.1:port") of the process that hosts a room, from Redis' room cache. */
function hostOf(redisPort: number, code: string): string {
  const cached = execFileSync('redis-cli', ['-p', String(redisPort), 'HGET', 'roomcaches', code], {
    encoding: 'utf8',
  });
  return (JSON.parse(cached) as { publicAddress: string }).publicAddress;
}

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const run =
  needService(
    'Redis',
    hasCommand('redis-server'),
    "Debian's redis-server is not installed (apt-get install redis-server); .ci/run installs it",
  ) &&
  needService(
    'Postgres',
    databaseUrl !== '',
    'set TEST_DATABASE_URL (e.g. postgres://nemo:nemo@127.0.0.1:5432/nemo_test); .ci/run starts one',
  );

describe.runIf(run)('two server processes on Redis and Postgres', () => {
  const started: ServerProcess[] = [];
  const codes: string[] = [];
  let redis: ChildProcess | null = null;
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
    redis?.kill('SIGKILL');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DELETE FROM nemo_rooms WHERE code = ANY($1)', [codes]);
    await client.end();
  });

  test('rooms spread over both, joins cross processes, and a SIGKILLed process resumes its rooms from the store with no action lost or doubled while the other plays on; a Redis restart loses no room', async () => {
    const redisPort = 6480 + (process.pid % 100);
    redis = await startRedis(redisPort);
    const spawnNode = async (port?: number) => {
      const server = await spawnServer(
        {
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          DATABASE_URL: databaseUrl,
          ...(port ? { PORT: String(port) } : {}),
        },
        port ? { port } : {},
      );
      started.push(server);
      return server;
    };
    const a = await spawnNode();
    const b = await spawnNode();

    // Two rooms, created through A and through B; each client enters through the other process.
    const oneN = await connect(a.endpoint).create({ seat: 'nautilus', waitForOpponent: true });
    await oneN.ready;
    const oneI = await connect(b.endpoint).join(oneN.code, 'imperialist');
    const oneS = await connect(b.endpoint).join(oneN.code, 'spectator');
    await Promise.all([oneI.ready, oneS.ready]);
    const twoN = await connect(b.endpoint).create({ seat: 'nautilus', waitForOpponent: true });
    await twoN.ready;
    const twoI = await connect(a.endpoint).join(twoN.code, 'imperialist');
    await twoI.ready;
    codes.push(oneN.code, twoN.code);
    expect([oneI.viewer, oneS.viewer, twoI.viewer]).toEqual([
      'imperialist',
      'spectator',
      'imperialist',
    ]);
    // The matchmaker spreads rooms: one on each process.
    const hosts = [hostOf(redisPort, oneN.code), hostOf(redisPort, twoN.code)];
    expect(new Set(hosts).size).toBe(2);
    const victim = started.find((s) => hosts[0] === `127.0.0.1:${s.port}`)!;
    const survivor = started.find((s) => s !== victim)!;

    const oneVersion = await playAlong([oneN, oneI], 12);
    await playAlong([twoN, twoI], 6);
    const seen = canonicalJson(oneN.view!.state); // Postgres' jsonb keeps no key order
    const seats = [oneN.saved(), oneI.saved()];

    // Room one's process dies without a word. Room two, on the other, notices nothing.
    await victim.stop('SIGKILL');
    const twoRejected: unknown[] = [];
    twoN.onError((e) => twoRejected.push(e));
    const twoVersion = await playAlong([twoN, twoI], 6);
    expect(twoRejected).toEqual([]);

    // It comes back on its port, clears its dead self from Redis and resumes room one from the
    // store; the players come back with their seat tokens, one through each process.
    const restarted = await spawnNode(victim.port);
    expect(restarted.output()).toMatch(/resumed [1-9]\d* game/);
    const back = await Promise.all(
      seats.map((s, i) =>
        connect((i === 0 ? restarted : survivor).endpoint).join(s.code, 'any', { token: s.token! }),
      ),
    );
    const views = await Promise.all(back.map((g) => g.ready));
    expect(back.map((g) => g.viewer)).toEqual(['nautilus', 'imperialist']);
    expect(views.map((v) => v.version)).toEqual([oneVersion, oneVersion]);
    expect(canonicalJson(views[0]!.state)).toBe(seen);
    const after = await playAlong(back as [OnlineGame, OnlineGame], 4);
    await waitFor(back[1]!, (v) => v.version >= after);

    // The store holds exactly the actions the players were shown, and they replay.
    const store = await createPostgresStore(databaseUrl);
    const one = await store.load(oneN.code);
    const two = await store.load(twoN.code);
    await store.close();
    expect(one?.actions).toHaveLength(after);
    expect(two?.actions).toHaveLength(twoVersion);
    expect(() => replay({ setup: one!.setup, actions: one!.actions }, false)).not.toThrow();
    // Redis restarts: rooms under way play on; once it is back, rooms open and fill again.
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const duringOutage = await playAlong([twoN, twoI], 2);
    expect(duringOutage).toBe(twoVersion + 2);
    redis = await startRedis(redisPort);
    await new Promise((r) => setTimeout(r, 1500));
    const fresh = await connect(survivor.endpoint).create({
      seat: 'nautilus',
      waitForOpponent: true,
    });
    await fresh.ready;
    codes.push(fresh.code);
    const freshI = await connect(restarted.endpoint).join(fresh.code, 'imperialist');
    await freshI.ready;
    expect(await playAlong([fresh, freshI], 2)).toBe(2);
    // A room opened before the restart is listed again, so a spectator can still come in.
    const late = await connect(restarted.endpoint).join(twoN.code, 'spectator');
    expect((await late.ready).version).toBe(duringOutage);
    await Promise.all([fresh, freshI, late].map((g) => g.leave()));

    // The killed process's clients have nobody to say goodbye to.
    await Promise.all([...back, twoN, twoI].map((g) => g.leave()));
  }, 90_000);
});
