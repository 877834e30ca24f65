import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDayText } from '../../src/kernel/seeds';
import type { DailyService } from '../daily/DailyService';
import { clientAddress } from '../daily/clientAddress';
import { createRateLimiter, type RateLimiter } from '../rateLimit';
import {
  rankVoyages,
  shownEntry,
  toBoardEntry,
  type BoardEntry,
  type BoardQuery,
  type StoredVoyage,
  type VoyageStore,
} from './BoardEntry';
import { refusal, refusalEnglish, type RefusalText } from '../../src/protocol/refusal';
import { verifySubmission, type Refused } from './verifySubmission';
import { onPackBoard } from './packBoard';

/** `?pack=HASH`: a content pack's board (16 hex digits); none: the built-in game's. */
function packParam(url: URL): { pack?: string } {
  const pack = url.searchParams.get('pack');
  if (pack === null) return {};
  if (!/^[0-9a-f]{16}$/.test(pack)) throw new Refusal(400, refusal('board.packHash'));
  return { pack };
}

export interface VoyageRouteOptions {
  voyages: VoyageStore;
  /** The voyage of the day (its deal, challenges, foresight) and the server's clock. */
  daily: DailyService;
  /** Per client address: submissions, reads and device-key challenges. */
  rate?: {
    submit: { perSecond: number; burst: number };
    read: { perSecond: number; burst: number };
    challenge?: { perSecond: number; burst: number };
  };
  /** Largest body accepted, in bytes (a whole record). */
  maxBodyBytes?: number;
  /** Entries per board response. */
  boardLimit?: number;
}

type Next = (error?: unknown) => void;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

/** A 4xx answer: `{ ok: false, reason, refusal }`, the reason in English for curl users. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly refusal: RefusalText,
    reason = refusalEnglish(refusal),
  ) {
    super(reason);
  }

  static of(status: number, refused: Refused): Refusal {
    return new Refusal(status, refused.refusal, refused.reason);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      reject(new Refusal(413, refusal('board.tooLarge', { bytes: maxBytes })));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        reject(new Refusal(413, refusal('board.tooLarge', { bytes: maxBytes })));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Refusal(400, refusal('board.notJson')));
      }
    });
    req.on('error', reject);
  });
}

/** Token buckets per client address, forgotten wholesale when too many addresses pile up. */
function limiterPool(perSecond: number, burst: number) {
  const pool = new Map<string, RateLimiter>();
  return (address: string, nowMs: number): boolean => {
    if (pool.size > 10_000) pool.clear();
    let limiter = pool.get(address);
    if (!limiter) pool.set(address, (limiter = createRateLimiter(perSecond, burst)));
    return limiter.take(nowMs);
  };
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Refusal(400, refusal('board.badAddress'));
  }
};

/** A day named in an address: written YYYY-MM-DD (else 400) and not after today (else 404). */
function dayOf(text: string, today: string): string {
  if (!isDayText(text)) throw new Refusal(400, refusal('board.dayFormat'));
  if (text > today) throw new Refusal(404, refusal('board.notDealt', { date: text }));
  return text;
}

/**
 * The voyage API (`/api/...`, see server/README.md) as a Node/Express middleware: other paths go
 * on to `next`. Every refusal is `{ ok: false, reason, refusal }` with a 4xx status: `reason` in
 * English, `refusal` its message id and parameters (`src/protocol/refusal.ts`), which the page renders.
 */
export function createVoyageRoutes(options: VoyageRouteOptions) {
  const { daily } = options;
  const now = daily.now;
  const maxBody = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const limit = options.boardLimit ?? 100;
  const rate = options.rate ?? {
    submit: { perSecond: 0.2, burst: 10 },
    read: { perSecond: 5, burst: 60 },
  };
  const takeSubmit = limiterPool(rate.submit.perSecond, rate.submit.burst);
  const takeRead = limiterPool(rate.read.perSecond, rate.read.burst);
  const challengeRate = rate.challenge ?? { perSecond: 0.5, burst: 20 };
  const takeChallenge = limiterPool(challengeRate.perSecond, challengeRate.burst);
  const { voyages } = options;

  async function board(query: BoardQuery, extra: Record<string, unknown>) {
    const today = daily.today();
    const entries = rankVoyages(await voyages.board(query, limit)).map((e) => shownEntry(e, today));
    return { ok: true, board: { ...query, ...extra }, entries };
  }

  /** An entry ranked on its main board: the day's for an official voyage, else its seed's. */
  async function standing(voyage: StoredVoyage): Promise<BoardEntry> {
    const query: BoardQuery =
      voyage.daily && !voyage.practice
        ? { kind: 'daily', date: voyage.daily }
        : { kind: 'seed', seed: voyage.seed, pack: voyage.pack };
    const rank = (await voyages.countAbove(query, voyage.score)) + 1;
    return shownEntry(toBoardEntry(voyage, rank), daily.today());
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return false;
    const parts = url.pathname.slice('/api/'.length).split('/').map(decode);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return true;
    }
    const address = clientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      daily.trustedProxies,
    );
    const nowMs = now().getTime();
    if (
      req.method === 'POST' &&
      parts.length === 2 &&
      parts[0] === 'daily' &&
      parts[1] === 'challenge'
    ) {
      if (!takeChallenge(address, nowMs))
        throw new Refusal(429, refusal('board.tooManyChallenges'));
      send(res, 200, { ok: true, challenge: daily.challenges.issue(address, nowMs) });
      return true;
    }
    if (req.method === 'POST' && parts.length === 1 && parts[0] === 'voyages') {
      if (!takeSubmit(address, nowMs)) throw new Refusal(429, refusal('board.tooManyVoyages'));
      const verdict = verifySubmission(await readJson(req, maxBody), now());
      if (!verdict.ok) throw Refusal.of(400, verdict);
      const { record } = verdict;
      const packed = onPackBoard(verdict.voyage, record);
      if (!packed.ok) throw Refusal.of(400, packed);
      const { voyage } = packed;
      const duplicate = refusal('board.duplicateOfficial', { date: voyage.daily ?? '' });
      if (
        voyage.daily &&
        !voyage.practice &&
        (await voyages.hasOfficial(voyage.playerId, voyage.daily))
      )
        throw new Refusal(409, duplicate);
      if ((await voyages.add(voyage, record)) === 'duplicate') throw new Refusal(409, duplicate);
      send(res, 201, { ok: true, entry: await standing(voyage) });
      return true;
    }
    if (req.method !== 'GET') throw new Refusal(405, refusal('board.getOnly'));
    if (!takeRead(address, nowMs)) throw new Refusal(429, refusal('board.tooManyRequests'));
    const [head, a, b, c] = parts;
    const today = daily.today();
    // The day's fields stand at the top (DESIGN.md §5) and again under `voyage` (the page reads it).
    if (head === 'daily' && parts.length === 1) {
      const voyage = await daily.voyageOf(today);
      send(res, 200, { ok: true, today, ...voyage, voyage });
    } else if (head === 'daily' && a !== undefined && parts.length === 2) {
      const voyage = await daily.voyageOf(dayOf(a, today));
      send(res, 200, { ok: true, today, ...voyage, voyage });
    } else if (head === 'boards' && a === 'daily' && b !== undefined && parts.length === 3) {
      const day = dayOf(b, today);
      send(
        res,
        200,
        await board({ kind: 'daily', date: day }, { voyage: await daily.voyageOf(day) }),
      );
    } else if (head === 'boards' && a === 'seed' && b && parts.length === 3) {
      send(res, 200, await board({ kind: 'seed', seed: b, ...packParam(url) }, {}));
    } else if (head === 'boards' && a === 'motive' && b && c && parts.length === 4) {
      const query = { kind: 'motive' as const, motive: b, difficulty: c, ...packParam(url) };
      send(res, 200, await board(query, {}));
    } else if (head === 'voyages' && a && parts.length === 2) {
      const found = await voyages.get(a);
      if (!found) throw new Refusal(404, refusal('board.noVoyage'));
      const { daily: day, practice } = found.voyage;
      if (day !== null && !practice && day >= today)
        throw new Refusal(403, refusal('board.todayClosed'));
      send(res, 200, { ok: true, entry: await standing(found.voyage), record: found.record });
    } else {
      throw new Refusal(404, refusal('board.noAddress'));
    }
    return true;
  }

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    route(req, res).then(
      (handled) => {
        if (!handled) next();
      },
      (e: unknown) => {
        if (e instanceof Refusal)
          send(res, e.status, { ok: false, reason: e.message, refusal: e.refusal });
        else {
          process.stderr.write(`voyage api: ${(e as Error).stack ?? String(e)}\n`);
          send(res, 500, {
            ok: false,
            reason: refusalEnglish(refusal('board.failed')),
            refusal: refusal('board.failed'),
          });
        }
      },
    );
  };
}
