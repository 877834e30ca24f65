import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { Client } from '@colyseus/sdk';
import { createGameServer } from '../../server/createGameServer';
import { createSqliteStore } from '../../server/store/sqliteStore';
import { hostCrew, joinCrew, type CrewHost, type CrewPhone } from '../../src/state/crew/crewClient';
import type {
  CrewPublish,
  CrewRefusal,
  CrewTallyMessage,
  CrewDecision,
} from '../../src/protocol/crewProtocol';

let colyseus: ColyseusTestServer;
const endpoint = 'http://127.0.0.1:2568';

beforeAll(async () => {
  const game = await createGameServer({
    store: createSqliteStore(':memory:'),
    crew: { tallyEveryMs: 20, phoneTallyEveryMs: 40, rate: { perSecond: 2, burst: 4 } },
  });
  colyseus = await boot(game.server);
});
afterAll(async () => {
  await colyseus.shutdown();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function decision(decisionId: string, delayMs = 0): CrewPublish {
  return {
    decisionId,
    prompt: { t: 'crew.test.prompt' },
    options: [1, 2, 3].map((n) => ({
      n,
      label: { t: 'decisions.moveTo', o: { ocean: { t: `ocean.o${n}` } } },
      odds: n === 2 ? 0.58 : null,
      pass: null,
      fail: null,
    })),
    delayMs,
    openMs: 20_000,
  };
}

let devices = 0;
const device = () => `device-${String(++devices).padStart(4, '0')}`;

/** The next message of a kind a phone gets that passes `ok`. */
function next<T>(subscribe: (l: (v: T) => void) => () => void, ok: (v: T) => boolean = () => true) {
  return new Promise<T>((resolve) => {
    const stop = subscribe((v) => {
      if (!ok(v)) return;
      stop();
      resolve(v);
    });
  });
}

async function phoneSeeing(code: string, decisionId: string, id = device()): Promise<CrewPhone> {
  const phone = await joinCrew(endpoint, code, id);
  if (phone.decision?.decisionId !== decisionId)
    await next<CrewDecision | null>(phone.onDecision, (d) => d?.decisionId === decisionId);
  return phone;
}

const refusal = (phone: CrewPhone) => next<CrewRefusal>(phone.onRefused);

describe('a crew vote', () => {
  let host: CrewHost;
  beforeAll(async () => {
    host = await hostCrew(endpoint);
  });

  test('phones vote for options of the open decision; the host closes and gets the tally', async () => {
    expect(host.code).toMatch(/^[A-Z2-9]{5}$/);
    host.publish(decision('d1'));
    const phones = await Promise.all([1, 2, 3].map(() => phoneSeeing(host.code, 'd1')));
    expect(phones[0]?.decision?.options.map((o) => o.n)).toEqual([1, 2, 3]);
    const tallies: CrewTallyMessage[] = [];
    host.onTally((t) => tallies.push(t));
    const [a, b, c] = phones as [CrewPhone, CrewPhone, CrewPhone];
    const acks = [a, b, c].map((p) => next(p.onVoted));
    a.vote('d1', 2);
    b.vote('d1', 2);
    c.vote('d1', 1);
    expect((await Promise.all(acks)).map((v) => v.n)).toEqual([2, 2, 1]);
    await expect.poll(() => tallies.at(-1)?.tally).toEqual({ '1': 1, '2': 2, '3': 0 });
    const closed = await host.close('d1');
    expect(closed.tally).toEqual({ '1': 1, '2': 2, '3': 0 });
    expect(closed.voters).toBe(3);
    await Promise.all(phones.map((p) => p.leave()));
  });

  test('a device counts once: a second vote (from it or its other tab) replaces the first', async () => {
    host.publish(decision('d2'));
    const id = device();
    const tab1 = await phoneSeeing(host.code, 'd2', id);
    const tab2 = await phoneSeeing(host.code, 'd2', id);
    tab1.vote('d2', 1);
    await next(tab1.onVoted);
    const seen = next(tab1.onVoted, (v) => v.n === 3);
    tab2.vote('d2', 3);
    await seen; // the first tab learns the device's vote changed
    const closed = await host.close('d2');
    expect(closed.tally).toEqual({ '1': 0, '2': 0, '3': 1 });
    expect(closed.voters).toBe(1);
    await Promise.all([tab1.leave(), tab2.leave()]);
  });

  test('stale, illegal and early votes are refused with a reason and change nothing', async () => {
    host.publish(decision('d3'));
    const phone = await phoneSeeing(host.code, 'd3');
    let refused = refusal(phone);
    phone.vote('d3', 7);
    expect(await refused).toEqual({ reason: 'illegal', decisionId: 'd3' });
    refused = refusal(phone);
    phone.vote('d2', 1);
    expect(await refused).toEqual({ reason: 'stale', decisionId: 'd2' });
    const closed = await host.close('d3');
    expect(closed.voters).toBe(0);
    refused = refusal(phone);
    phone.vote('d3', 1);
    expect(await refused).toEqual({ reason: 'stale', decisionId: 'd3' });
    await sleep(600); // let the rate limiter refill

    // Behind a stream delay the phone does not see the decision, and cannot vote on it, yet.
    host.publish(decision('d4', 400));
    refused = refusal(phone);
    phone.vote('d4', 1);
    expect(await refused).toEqual({ reason: 'not-open', decisionId: 'd4' });
    const shown = await next<CrewDecision | null>(phone.onDecision, (d) => d?.decisionId === 'd4');
    expect(shown?.closesAt).not.toBeNull();
    expect((shown?.closesAt ?? 0) - (shown?.now ?? 0)).toBeGreaterThan(19_000);
    await phone.leave();
  });

  test('a phone cannot host, publish or close; a flood is rate-limited', async () => {
    host.publish(decision('d5'));
    const phone = await phoneSeeing(host.code, 'd5');
    const raw = await new Client(endpoint).joinById(host.code, { role: 'phone', device: device() });
    const refusals: CrewRefusal[] = [];
    raw.onMessage('refused', (r: CrewRefusal) => refusals.push(r));
    raw.onMessage('*', () => undefined);
    raw.send('publish', decision('evil'));
    raw.send('close', { decisionId: 'd5' });
    raw.send('vote', { decisionId: 'd5', n: 'two' });
    await expect
      .poll(() => refusals.map((r) => r.reason))
      .toEqual(['not-host', 'not-host', 'protocol']);
    await expect(
      new Client(endpoint).joinById(host.code, { role: 'host', token: 'guessed' }),
    ).rejects.toThrow();
    await expect(
      new Client(endpoint).create('crew', { role: 'phone', device: device() }),
    ).rejects.toThrow();

    let counted = 0;
    phone.onVoted(() => counted++);
    const limited = refusal(phone);
    for (let i = 0; i < 12; i++) phone.vote('d5', (i % 3) + 1);
    expect((await limited).reason).toBe('rate-limit');
    await sleep(100);
    expect(counted).toBeLessThanOrEqual(4);
    const closed = await host.close('d5');
    expect(closed.voters).toBe(1);
    await Promise.all([phone.leave(), raw.leave()]);
  });

  test('the host pauses the count: phones see it stopped, then running again', async () => {
    host.publish(decision('d6'));
    const phone = await phoneSeeing(host.code, 'd6');
    const paused = next<CrewDecision | null>(phone.onDecision, (d) => d?.pausedLeftMs === 9000);
    host.timer({ decisionId: 'd6', paused: true, leftMs: 9000 });
    expect((await paused)?.closesAt).toBeNull();
    const running = next<CrewDecision | null>(phone.onDecision, (d) => d?.closesAt !== null);
    host.timer({ decisionId: 'd6', paused: false, leftMs: 9000 });
    const again = await running;
    expect((again?.closesAt ?? 0) - (again?.now ?? 0)).toBeLessThanOrEqual(9000);
    await phone.leave();
  });
});
