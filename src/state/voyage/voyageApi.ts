import type { GameRecord } from '../../core';
import type { Difficulty, MotiveId } from '../../core/data';
import type { BoardEntry } from '../../protocol/boardEntry';
import type {
  DailyChallenge,
  DailyDay,
  DailyToday,
  DailyVoyageInfo,
} from '../../protocol/dailyProtocol';

import { isRefusalText, type RefusalText } from '../../protocol/refusal';

export type { BoardEntry } from '../../protocol/boardEntry';

/**
 * Which board: a day's, a seed's, or a Motive×difficulty one; `pack` (a content pack's hash) makes
 * a seed's or a Motive's board that pack's own.
 */
export type BoardRef =
  | { kind: 'daily'; date: string }
  | { kind: 'seed'; seed: string; pack?: string }
  | { kind: 'motive'; motive: MotiveId; difficulty: Difficulty | 'mixed'; pack?: string };

export interface Board {
  board: BoardRef & { voyage?: DailyVoyageInfo };
  entries: BoardEntry[];
}

/**
 * What the page sends for one finished voyage, for the known-seed boards (its seed's, its
 * Motive's). The voyage of the day is never sent: the server keeps and ranks it as it is played.
 */
export interface VoyageSubmission {
  record: GameRecord;
  name: string;
  playerId: string;
  claimed?: { score: number; level: string };
}

/** The server's answer to a submission: taken, refused (with its reason), or not reached. */
export type SubmitResult =
  | { kind: 'accepted'; entry: BoardEntry }
  | { kind: 'refused'; reason: string; refusal?: RefusalText }
  | { kind: 'unreachable' };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A failed read of the server: its English reason, and its refusal (rendered by `errorText` in the
 * player's language) when the server answered with one; `reachable` is false when it did not answer.
 */
export class VoyageApiError extends Error {
  constructor(
    message: string,
    readonly reachable: boolean,
    readonly refusal: RefusalText | null = null,
  ) {
    super(message);
    this.name = 'VoyageApiError';
  }
}

function refusalOf(body: Record<string, unknown>): RefusalText | null {
  return isRefusalText(body.refusal) ? body.refusal : null;
}

export function boardPath(ref: BoardRef): string {
  const e = encodeURIComponent;
  if (ref.kind === 'daily') return `/api/boards/daily/${e(ref.date)}`;
  const pack = ref.pack ? `?pack=${ref.pack}` : '';
  if (ref.kind === 'seed') return `/api/boards/seed/${e(ref.seed)}${pack}`;
  return `/api/boards/motive/${e(ref.motive)}/${e(ref.difficulty)}${pack}`;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The board server's routes, from a base address (`http://host:2567`). */
export function createVoyageApi(base: string, fetchFn: Fetch = (i, init) => fetch(i, init)) {
  async function get<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(base + path);
    } catch {
      throw new VoyageApiError('unreachable', false);
    }
    const body = await readJson(response);
    if (!response.ok || body.ok !== true) {
      const reason = typeof body.reason === 'string' ? body.reason : `HTTP ${response.status}`;
      throw new VoyageApiError(reason, response.status < 500, refusalOf(body));
    }
    return body as T;
  }
  return {
    daily: () => get<DailyToday>('/api/daily'),
    /** A day's voyage; once the day has closed, with its seed and the foresight score. */
    dailyDay: (date: string) => get<DailyDay>(`/api/daily/${encodeURIComponent(date)}`),
    async challenge(): Promise<string> {
      let response: Response;
      try {
        response = await fetchFn(base + '/api/daily/challenge', { method: 'POST' });
      } catch {
        throw new VoyageApiError('unreachable', false);
      }
      const body = (await readJson(response)) as Partial<DailyChallenge> & {
        reason?: unknown;
      };
      if (!response.ok || body.ok !== true || typeof body.challenge !== 'string') {
        const reason = typeof body.reason === 'string' ? body.reason : `HTTP ${response.status}`;
        throw new VoyageApiError(reason, response.status < 500, refusalOf(body));
      }
      return body.challenge;
    },
    board: (ref: BoardRef) => get<Board>(boardPath(ref)),
    voyage: (id: string) =>
      get<{ entry: BoardEntry; record: GameRecord }>(`/api/voyages/${encodeURIComponent(id)}`),
    async submit(body: VoyageSubmission): Promise<SubmitResult> {
      let response: Response;
      try {
        response = await fetchFn(base + '/api/voyages', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch {
        return { kind: 'unreachable' };
      }
      const answer = await readJson(response);
      if (response.ok && answer.ok === true && answer.entry) {
        return { kind: 'accepted', entry: answer.entry as BoardEntry };
      }
      // Busy (rate limit) or broken: the voyage waits and is sent again later.
      if (response.status === 429 || response.status >= 500) return { kind: 'unreachable' };
      const reason =
        typeof answer.reason === 'string' ? answer.reason : `refused (HTTP ${response.status})`;
      const refusal = refusalOf(answer);
      return {
        kind: 'refused',
        reason: reason.split('\n')[0] ?? reason,
        ...(refusal ? { refusal } : {}),
      };
    },
  };
}

export type VoyageApi = ReturnType<typeof createVoyageApi>;
