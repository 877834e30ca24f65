import { afterAll, describe, expect, test } from 'vitest';
import { spawnServer, type ServerProcess } from './spawnServer';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
});

describe("the operator's monitor panel", () => {
  test('is off by default, and behind MONITOR_PASSWORD when on', async () => {
    const off = await spawnServer({ SQLITE_FILE: ':memory:' });
    started.push(off);
    expect((await fetch(`${off.endpoint}/monitor/api`)).status).toBe(404);

    const on = await spawnServer({ SQLITE_FILE: ':memory:', MONITOR_PASSWORD: 'tide-42' });
    started.push(on);
    const anonymous = await fetch(`${on.endpoint}/monitor/api`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${on.endpoint}/monitor/api`, {
      headers: { authorization: `Basic ${Buffer.from('admin:guess').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    const admin = await fetch(`${on.endpoint}/monitor/api`, {
      headers: { authorization: `Basic ${Buffer.from('admin:tide-42').toString('base64')}` },
    });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toHaveProperty('rooms');
  });
});
