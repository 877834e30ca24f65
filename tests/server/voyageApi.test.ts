import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dailySetup, dailyVoyage } from '../../src/core/dailyVoyage';
import type { GameRecord } from '../../src/core/record';
import { createGameServer, type GameServer } from '../../server/createGameServer';
import { createSqliteStore } from '../../server/store/sqliteStore';
import type { BoardEntry } from '../../server/voyages/BoardEntry';
import { playRecord } from '../../scripts/sim/playRecord';

const DAY = '2026-12-05';
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
  daily: DAY,
  ...extra,
});

beforeAll(async () => {
  record = playRecord(dailySetup(DAY));
  game = await createGameServer({
    store: createSqliteStore(':memory:'),
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
    expect(json).toEqual({ ok: true, today: DAY, voyage: dailyVoyage(DAY) });
    const pre = await fetch(`${base}/api/voyages`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  test('a finished voyage goes on the day board once; a second official attempt is refused', async () => {
    const first = await call('/api/voyages', captain('captain-one-0123456789'));
    expect(first.status).toBe(201);
    expect(first.json.entry).toMatchObject({
      rank: 1,
      name: 'Conseil',
      daily: DAY,
      practice: false,
    });
    expect(first.json.entry).not.toHaveProperty('playerId');

    const again = await call('/api/voyages', captain('captain-one-0123456789', { name: 'Again' }));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      ok: false,
      reason: `an official voyage of ${DAY} is already on the board`,
    });
    const practice = await call(
      '/api/voyages',
      captain('captain-one-0123456789', { name: 'Practice', practice: true }),
    );
    expect(practice.status).toBe(201);

    const board = await call(`/api/boards/daily/${DAY}`);
    expect(board.json.board).toEqual({ kind: 'daily', date: DAY, voyage: dailyVoyage(DAY) });
    expect(board.json.entries.map((e) => e.name)).toEqual(['Conseil']);
    const seed = await call(`/api/boards/seed/${encodeURIComponent(`daily-${DAY}`)}`);
    expect(seed.json.board).toEqual({ kind: 'seed', seed: `daily-${DAY}` });
    expect(seed.json.entries).toHaveLength(2);
    const { motive, difficulty } = dailyVoyage(DAY);
    const byMotive = await call(`/api/boards/motive/${motive}/${difficulty}`);
    expect(byMotive.json.entries).toHaveLength(2);

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
    expect(notJson.json).toEqual({ ok: false, reason: 'the body is not JSON' });
    const huge = await call('/api/voyages', {
      ...captain('captain-two-0123456789'),
      pad: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect((await call('/api/voyages/nope')).status).toBe(404);
    const board = await call(`/api/boards/daily/${DAY}`);
    expect(board.json.entries).toHaveLength(1);
  });

  test('submissions are rate-limited per address', async () => {
    // Six submissions were spent above (burst 6, refilled about once in 17 minutes).
    const refused = await call('/api/voyages', captain('captain-three-0123456789'));
    expect(refused.status).toBe(429);
    expect(refused.json.reason).toMatch(/too many voyages/);
    expect((await call('/api/daily')).status).toBe(200); // reads have their own bucket
    // Yesterday's voyage still counts after midnight, once the bucket has refilled.
    clock = new Date(`2026-12-06T00:30:00Z`);
    const late = await call('/api/voyages', captain('captain-three-0123456789'));
    expect(late.status).toBe(201);
  });
});
