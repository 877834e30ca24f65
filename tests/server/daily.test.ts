import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pack } from 'msgpackr';
import type { GameEvent, GameState } from '../../src/core/index';
import { refusalEnglish, refusalOfJoinError } from '../../src/protocol/refusal';

const wire = await vi.hoisted(async () => {
  const mod = await import('./wire');
  mod.recordWebSocketFrames();
  return mod;
});

const { matchMaker } = await import('@colyseus/core');
const { createGameServer } = await import('../../server/createGameServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { dailySeedOf } = await import('../../server/daily/dailyDeal');
const { secretsOf } = await import('./secrets');
const { joinDaily, joinOptions, newDevice, signChallenge, fetchChallenge } =
  await import('./dailyClient');
const { publicDailySetup: dailySetup } = await import('./publicDailySetup');
const { summarizeVoyage } = await import('../../src/core/voyageSummary');
const { verifyDailyBoard } = await import('../../scripts/verify/verifyDailyBoard');
const { playRecord } = await import('../../scripts/sim/playRecord');

const SECRET = 'a-test-secret-of-this-server';
const DAY = '2026-12-07';
const NEXT = '2026-12-08';
let clock = new Date(`${DAY}T09:00:00Z`);
const trusted = new Set<string>();
const store = createSqliteStore(':memory:');
let game: Awaited<ReturnType<typeof createGameServer>>;
let base: string;
let endpoint: string;

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

interface DayReply {
  date: string;
  motive: string;
  difficulty: string;
  commitment: string;
  seed?: string;
}
interface Reply extends Partial<DayReply> {
  ok: boolean;
  reason?: string;
  today?: string;
  voyage: DayReply;
  board: { voyage: DayReply };
  entries: { id: string; score: number }[];
}

async function get(path: string) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, json: (await res.json()) as Reply };
}

interface ServerSide {
  session: { state: GameState; events: GameEvent[]; actions: unknown[] };
}
const serverRoom = (code: string) =>
  matchMaker.getLocalRoomById(code) as unknown as ServerSide | undefined;

/** Why a join was refused, in English: the refusal the SDK's error carries (else its text). */
function joinRefusalEnglish(e: unknown): string {
  const message = (e as Error).message;
  const carried = refusalOfJoinError(message);
  return carried ? refusalEnglish(carried) : message;
}

async function refusal(options: unknown): Promise<string> {
  try {
    await joinDaily(endpoint, options as Record<string, unknown>);
  } catch (e) {
    return joinRefusalEnglish(e);
  }
  throw new Error('the join was not refused');
}

beforeAll(async () => {
  game = await createGameServer({
    store,
    now: () => clock,
    rate: { perSecond: 1000, burst: 1000 },
    daily: {
      secret: SECRET,
      trustedProxies: trusted,
      startRate: { perSecond: 1e-6, burst: 5 },
      foresightBudget: 0, // the planner's own test is dailyForesight.test.ts
    },
    voyageApi: {
      rate: { submit: { perSecond: 10, burst: 10 }, read: { perSecond: 100, burst: 100 } },
    },
  });
  const port = await freePort();
  await game.server.listen(port, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
  endpoint = base;
});

afterAll(async () => {
  await game.server.gracefullyShutdown(false);
  await store.close();
});

let rankedId = '';

describe('the voyage of the day, played against the server', () => {
  test('a scripted client plays today’s voyage to its end; no frame before a reveal carries a secret; the server ranks it', async () => {
    const device = await newDevice();
    const seed = dailySeedOf(SECRET, DAY);
    const hmacHex = seed.slice(`daily-${DAY}-`.length);
    const firstSocket = wire.received.length;
    const player = await joinDaily(endpoint, await joinOptions(base, device, 'Aronnax'));
    const frames = wire.received[firstSocket]!.frames;
    expect(player.seat).toMatchObject({ viewer: 'nautilus', code: expect.any(String) });
    const room = serverRoom(player.seat!.code)!;
    expect(room.session.state.setup.seed).toBe(seed);

    let checked = 0;
    let actions = 0;
    const checkFramesSoFar = () => {
      const { state, events } = room.session;
      const { texts, words } = secretsOf(state, events);
      const needles = [
        Buffer.from(seed),
        Buffer.from(hmacHex),
        Buffer.from(hmacHex.slice(0, 16)),
        ...texts.slice(1).map((t) => pack(t)),
        ...words.map((w) => pack(w)), // the generator's words: every die not yet rolled
      ];
      for (const frame of frames.slice(checked))
        for (const needle of needles) {
          expect(frame.includes(needle)).toBe(false);
        }
      checked = frames.length;
    };
    checkFramesSoFar();
    while (player.view!.decision) {
      expect(player.view!.state.rng).toEqual([0, 0, 0, 0]);
      expect(player.view!.state.forcedRolls).toBeUndefined();
      await player.play(0);
      actions++;
      checkFramesSoFar();
    }
    expect(actions).toBeGreaterThan(50);
    const ranked = await player.until(() => player.ranked);
    checkFramesSoFar();
    rankedId = ranked.entry.id;

    const { state, events } = room.session;
    const ended = events.find((e) => e.type === 'GameEnded') as never;
    const summary = summarizeVoyage(state, ended)!;
    expect(ranked.entry).toMatchObject({
      daily: DAY,
      practice: false,
      name: 'Aronnax',
      score: summary.score,
      level: summary.level,
    });
    const board = await get(`/api/boards/daily/${DAY}`);
    expect(board.json.entries.map((e) => [e.id, e.score])).toEqual([[rankedId, summary.score]]);
    expect(board.json.board.voyage.seed).toBeUndefined();
    expect(ranked.entry.seed).toBe('?');
    const { motive, difficulty } = board.json.board.voyage as {
      motive: string;
      difficulty: string;
    };
    for (const path of [`/api/boards/daily/${DAY}`, `/api/boards/motive/${motive}/${difficulty}`])
      expect(JSON.stringify((await get(path)).json)).not.toContain(hmacHex.slice(0, 16));
    await player.room.leave();

    // Finished: the same device is refused with one line; a rejoin cannot play it again.
    const again = await refusal(await joinOptions(base, device));
    expect(again).toMatch(/you have played today's official voyage/i);
  }, 120_000);

  test('the daily room ignores a client-chosen seed or setup, and the record stays off the wire while the day is open', async () => {
    const device = await newDevice();
    const options = {
      ...(await joinOptions(base, device)),
      seed: 'daily-2026-12-07',
      setup: dailySetup(DAY),
      motive: 'war',
    };
    const player = await joinDaily(endpoint, options);
    const room = serverRoom(player.seat!.code)!;
    expect(room.session.state.setup.seed).toBe(dailySeedOf(SECRET, DAY));
    expect(room.session.state.setup.seed).not.toBe(dailySetup(DAY).seed);
    await player.room.leave();

    const replayNow = await get(`/api/voyages/${rankedId}`);
    expect(replayNow.status).toBe(403);
    expect(replayNow.json.reason).toBe("replays of today's voyage open when the day closes");
  });

  test('undo goes back one action; a rejoin by the same device mid-game resumes it: in the same room, and from the store after the room is gone', async () => {
    const device = await newDevice();
    const first = await joinDaily(endpoint, await joinOptions(base, device, 'Ned'));
    for (let i = 0; i < 4; i++) await first.play(0);
    // Undo as in the versus room: back one action while nothing was rolled or revealed since.
    for (let i = 0; i < 40 && !first.view!.undoable; i++) await first.play(0);
    expect(first.view!.undoable).toBe(true);
    const before = first.view!.version;
    first.room.send('undo', { version: before });
    await first.until(() => first.view!.version === before - 1);
    const code = first.seat!.code;
    const version = first.view!.version;
    await first.room.leave();

    const second = await joinDaily(endpoint, await joinOptions(base, device, 'Ned'));
    expect(second.seat!.code).toBe(code);
    expect(second.view!.version).toBe(version);
    await second.play(0);

    const live = matchMaker.getLocalRoomById(code)!;
    await live.disconnect();
    expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
    const third = await joinDaily(endpoint, await joinOptions(base, device, 'Ned'));
    expect(third.seat!.code).toBe(code);
    expect(third.view!.version).toBe(version + 1);
    expect(serverRoom(code)!.session.actions).toHaveLength(version + 1);
    await third.room.leave();
  });

  test('a forged signature, a reused challenge and a malformed key are refused with one line and start nothing', async () => {
    const device = await newDevice();
    const thief = await newDevice();
    const playerId = createHash('sha256')
      .update(`${device.publicKey.x}.${device.publicKey.y}`)
      .digest('hex');

    const challenge = await fetchChallenge(base);
    const forged = {
      name: 'Thief',
      publicKey: device.publicKey,
      challenge,
      signature: await signChallenge(thief, challenge),
    };
    expect(await refusal(forged)).toBe('The signature does not match the device key.');

    const fresh = await joinOptions(base, device);
    const reusedFirst = await joinDaily(endpoint, fresh);
    await reusedFirst.room.leave();
    const stored = await store.daily.attemptOf(DAY, playerId);
    expect(stored).toBe(reusedFirst.seat!.code);
    const thiefReuse = await refusal({ ...fresh, publicKey: thief.publicKey });
    expect(thiefReuse).toBe('The challenge is unknown, used or expired: ask for a new one.');

    const other = await newDevice();
    const bad = await joinOptions(base, other);
    const malformed = await refusal({ ...bad, publicKey: { ...bad.publicKey, x: 'not-a-point' } });
    expect(malformed).toMatch(/^Malformed daily join at publicKey\.x: /);
    const offCurve = await joinOptions(base, other);
    const notOnCurve = await refusal({
      ...offCurve,
      publicKey: { ...offCurve.publicKey, y: offCurve.publicKey.x },
    });
    expect(notOnCurve).toBe('The signature does not match the device key.');
    for (const line of [malformed, notOnCurve]) expect(line).not.toContain('\n');
    const otherId = createHash('sha256')
      .update(`${other.publicKey.x}.${other.publicKey.y}`)
      .digest('hex');
    expect(await store.daily.attemptOf(DAY, otherId)).toBeNull();
  });

  test('new attempts are limited per address, and X-Forwarded-For counts only from a trusted proxy', async () => {
    const start = async (forwardedFor: string) => {
      const device = await newDevice();
      const challenge = await fetchChallenge(base, { 'X-Forwarded-For': forwardedFor });
      const options = {
        name: 'Conseil',
        publicKey: device.publicKey,
        challenge,
        signature: await signChallenge(device, challenge),
      };
      try {
        const player = await joinDaily(endpoint, options);
        await player.room.leave();
        return 'started';
      } catch (e) {
        return joinRefusalEnglish(e);
      }
    };
    const tooMany = 'Too many voyages started from this address: wait a while and try again.';
    const results: string[] = [];
    for (let i = 0; i < 6; i++) results.push(await start(`203.0.113.${i}`));
    expect(results.at(-1)).toBe(tooMany); // the header was ignored: one bucket for loopback
    trusted.add('127.0.0.1');
    try {
      expect(await start('198.51.100.7')).toBe('started');
      expect(await start('198.51.100.7, 198.51.100.8')).toBe('started');
    } finally {
      trusted.delete('127.0.0.1');
    }
  });

  test('the cheat fails: a record of a seed the page or the sim can compute is not taken as the day’s (the oracle’s own: dailyForesight.test.ts)', async () => {
    for (const date of [DAY, NEXT]) {
      const record = playRecord(dailySetup(date));
      const res = await fetch(`${base}/api/voyages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          record,
          name: 'Seer',
          playerId: 'seer-0123456789abcdef',
          daily: date,
        }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { reason: string }).reason).toBe(
        'the voyage of the day is played against the server: open it from the front door',
      );
    }
    const board = await get(`/api/boards/daily/${DAY}`);
    expect(board.json.entries).toHaveLength(1);
  });

  test('commit and reveal: the day’s commitment is the SHA-256 of the seed revealed after it, and its board replays to its scores', async () => {
    const open = await get('/api/daily');
    expect(open.json).toMatchObject({ ok: true, today: DAY, voyage: { date: DAY } });
    const { commitment } = open.json.voyage;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(open.json)).not.toContain(dailySeedOf(SECRET, DAY));
    expect((await get(`/api/daily/${DAY}`)).json.voyage.seed).toBeUndefined();
    expect((await get(`/api/daily/${NEXT}`)).status).toBe(404);
    expect((await get('/api/daily/2026-13-01')).status).toBe(400);

    clock = new Date(`${NEXT}T00:00:01Z`);
    const closed = await get(`/api/daily/${DAY}`);
    const { seed } = closed.json.voyage;
    expect(seed).toBe(dailySeedOf(SECRET, DAY));
    expect(createHash('sha256').update(`${DAY}:${seed}`).digest('hex')).toBe(commitment);
    expect(closed.json.voyage.commitment).toBe(commitment);
    // DESIGN.md §5: the day's fields at the top of the answer too.
    expect(open.json.commitment).toBe(commitment);
    expect(closed.json.seed).toBe(seed);

    const check = await verifyDailyBoard(base, DAY);
    expect(check).toEqual({ ok: true, date: DAY, entries: 1, mismatches: [] });
    const replayed = await get(`/api/voyages/${rankedId}`);
    expect(replayed.status).toBe(200);
  });
});
