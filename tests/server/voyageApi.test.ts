import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import { dailyDealOf, openVoyageOf } from '../../server/daily/dailyDeal';
import type { GameRecord } from '../../src/core/record';
import { createGameServer, type GameServer } from '../../server/createGameServer';
import { createSqliteStore } from '../../server/store/sqliteStore';
import type { BoardEntry } from '../../server/voyages/BoardEntry';
import { playRecord } from '../../scripts/sim/playRecord';

const DAY = '2026-12-05';
const SECRET = 'voyage-api-test-secret';
const SEED = 'known-seed-voyage';
let clock = new Date(`${DAY}T12:00:00Z`);
let game: GameServer;
let base: string;
let record: GameRecord;

interface ApiReply {
  ok: boolean;
  reason?: string;
  today?: string;
  voyage?: unknown;
  board?: unknown;
  entry: BoardEntry;
  entries: BoardEntry[];
  record?: GameRecord;
}

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

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    status: res.status,
    headers: res.headers,
    json: (await res.json()) as ApiReply,
  };
}

const captain = (playerId: string, extra: Record<string, unknown> = {}) => ({
  record,
  name: 'Conseil',
  playerId,
  ...extra,
});

beforeAll(async () => {
  record = playRecord(defaultSetup({ seed: SEED, motive: 'explore' }));
  game = await createGameServer({
    store: createSqliteStore(':memory:'),
    daily: { secret: SECRET },
    voyageApi: {
      now: () => clock,
      rate: { submit: { perSecond: 0.001, burst: 6 }, read: { perSecond: 100, burst: 100 } },
      maxBodyBytes: 64 * 1024,
    },
  });
  const port = await freePort();
  await game.server.listen(port, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await game.server.gracefullyShutdown(false);
  await game.deps.store.close();
});

describe('the voyage API on the game server', () => {
  test('the voyage of the day follows the server clock, with open CORS', async () => {
    const { status, headers, json } = await call('/api/daily');
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    const voyage = openVoyageOf(dailyDealOf(SECRET, DAY));
    expect(json).toEqual({ ok: true, today: DAY, ...voyage, voyage });
    const pre = await fetch(`${base}/api/voyages`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  test('a finished voyage goes on its known-seed boards; the voyage of the day is not taken from a client', async () => {
    const first = await call('/api/voyages', captain('captain-one-0123456789'));
    expect(first.status).toBe(201);
    expect(first.json.entry).toMatchObject({
      rank: 1,
      name: 'Conseil',
      seed: SEED,
      daily: null,
      practice: false,
    });
    expect(first.json.entry).not.toHaveProperty('playerId');

    const daily = await call('/api/voyages', captain('captain-one-0123456789', { daily: DAY }));
    expect(daily.status).toBe(400);
    expect(daily.json).toEqual({
      ok: false,
      reason: 'the voyage of the day is played against the server: open it from the front door',
      refusal: { key: 'board.dailyByServer', params: {} },
    });

    const board = await call(`/api/boards/daily/${DAY}`);
    expect(board.json.board).toEqual({
      kind: 'daily',
      date: DAY,
      voyage: openVoyageOf(dailyDealOf(SECRET, DAY)),
    });
    expect(board.json.entries).toEqual([]);
    const seed = await call(`/api/boards/seed/${encodeURIComponent(SEED)}`);
    expect(seed.json.board).toEqual({ kind: 'seed', seed: SEED });
    expect(seed.json.entries).toHaveLength(1);
    const byMotive = await call(`/api/boards/motive/explore/${first.json.entry.difficulty}`);
    expect(byMotive.json.entries).toHaveLength(1);

    const replayed = await call(`/api/voyages/${first.json.entry.id}`);
    expect(replayed.json.record).toEqual(record);
    expect(replayed.json.entry.id).toBe(first.json.entry.id);
  });

  test('tampered or malformed voyages are refused with one line and stored nowhere', async () => {
    const edited = await call(
      '/api/voyages',
      captain('captain-two-0123456789', { claimed: { score: 999, level: 'Triumph' } }),
    );
    expect(edited.status).toBe(400);
    expect(edited.json.reason).toMatch(/^the record scores \d+, not the claimed 999$/);
    const notJson = await call('/api/voyages', '{"record":');
    expect(notJson.json).toEqual({
      ok: false,
      reason: 'the body is not JSON',
      refusal: { key: 'board.notJson', params: {} },
    });
    const huge = await call('/api/voyages', {
      ...captain('captain-two-0123456789'),
      pad: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect((await call('/api/voyages/nope')).status).toBe(404);
    const board = await call(`/api/boards/seed/${encodeURIComponent(SEED)}`);
    expect(board.json.entries).toHaveLength(1);
  });

  test('submissions are rate-limited per address', async () => {
    // Five submissions were spent above (burst 6, refilled about once in 17 minutes).
    expect((await call('/api/voyages', captain('captain-three-0123456789'))).status).toBe(201);
    const refused = await call('/api/voyages', captain('captain-three-0123456789'));
    expect(refused.status).toBe(429);
    expect(refused.json.reason).toMatch(/too many voyages/);
    expect((await call('/api/daily')).status).toBe(200); // reads have their own bucket
    // Once the bucket has refilled, the address may send again.
    clock = new Date(`2026-12-06T00:30:00Z`);
    const late = await call('/api/voyages', captain('captain-three-0123456789'));
    expect(late.status).toBe(201);
  });
});
