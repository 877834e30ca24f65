import { afterAll, describe, expect, test } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasCommand, needService } from './services';
import { connect } from '../../src/state/online/onlineClient';
import { spawnServer, type ServerProcess } from './spawnServer';
import { playAlong } from './playAlong';
import { startRedis } from './redisServer';

const run = needService(
  'Redis',
  hasCommand('redis-server'),
  "Debian's redis-server is not installed (apt-get install redis-server); .ci/run installs it",
);

describe.runIf(run)('several server processes sharing rooms through Redis', () => {
  const started: { stop(signal?: NodeJS.Signals): Promise<void> }[] = [];
  let redis: ChildProcess | null = null;
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
    redis?.kill('SIGKILL');
  });

  test('two clients that entered through different processes meet in one room', async () => {
    const redisPort = 6390 + (process.pid % 100);
    redis = await startRedis(redisPort);
    const tmp = mkdtempSync(join(tmpdir(), 'nemo-redis-'));
    const servers: ServerProcess[] = [];
    for (const name of ['a', 'b']) {
      const server = await spawnServer({
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SQLITE_FILE: join(tmp, `${name}.sqlite`),
      });
      started.push(server);
      servers.push(server);
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(a.output()).toMatch(/redis/);
    const nautilus = await connect(a.endpoint).create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const imperialist = await connect(b.endpoint).join(nautilus.code, 'imperialist');
    await imperialist.ready;
    expect(imperialist.code).toBe(nautilus.code);
    expect(imperialist.viewer).toBe('imperialist');
    // Both sockets ended at the process that owns the room; the game runs between them.
    expect(await playAlong([nautilus, imperialist], 4)).toBeGreaterThanOrEqual(4);
    expect(nautilus.lobby?.seats.imperialist.kind).toBe('human');
    await Promise.all([nautilus.leave(), imperialist.leave()]);
  });
});
