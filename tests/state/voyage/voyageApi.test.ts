import { describe, expect, test } from 'vitest';
import { publicDailySetup as dailySetup } from '../../server/publicDailySetup';
import { startSession, toRecord } from '../../../src/core/session';
import { VoyageApiError, createVoyageApi } from '../../../src/state/voyage/voyageApi';

const body = {
  record: toRecord(startSession(dailySetup('2026-12-05'))),
  name: 'Conseil',
  playerId: 'abcdefghijklmnop',
  daily: '2026-12-05',
};

function answering(status: number, json: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    return new Response(JSON.stringify(json), { status });
  };
  return { api: createVoyageApi('http://board.test:2567', fetchFn), calls };
}

describe('the board server client', () => {
  test('posts the voyage as JSON and reads the refusal reason as one line', async () => {
    const { api, calls } = answering(400, {
      ok: false,
      reason: 'the record scores 212, not the claimed 300\nstack',
    });
    expect(await api.submit(body)).toEqual({
      kind: 'refused',
      reason: 'the record scores 212, not the claimed 300',
    });
    expect(calls[0]?.url).toBe('http://board.test:2567/api/voyages');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(body);
  });

  test('treats a busy or broken server like an unreachable one (the voyage waits)', async () => {
    expect(await answering(429, { ok: false, reason: 'slow down' }).api.submit(body)).toEqual({
      kind: 'unreachable',
    });
    expect(await answering(503, {}).api.submit(body)).toEqual({ kind: 'unreachable' });
    const down = createVoyageApi('http://board.test:2567', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await down.submit(body)).toEqual({ kind: 'unreachable' });
    await expect(down.board({ kind: 'daily', date: '2026-12-05' })).rejects.toMatchObject({
      reachable: false,
    });
  });

  test('reads boards from the contract routes, escaping seeds', async () => {
    const { api, calls } = answering(404, { ok: false, reason: 'no such board' });
    await expect(api.board({ kind: 'seed', seed: 'a b/c' })).rejects.toThrow(VoyageApiError);
    expect(calls[0]?.url).toBe('http://board.test:2567/api/boards/seed/a%20b%2Fc');
    await api.board({ kind: 'motive', motive: 'war', difficulty: 'mixed' }).catch(() => null);
    expect(calls[1]?.url).toBe('http://board.test:2567/api/boards/motive/war/mixed');
  });
});
