import { MOTIVE_IDS, type Difficulty, type MotiveId } from '../../core/data';
import { isDayText } from '../../kernel/seeds';
import { defaultEndpoint } from '../online/onlineClient';
import { parseOnlineUrl } from '../online/onlineUrl';
import type { PageLocation, UrlParams } from '../app/urlTypes';
import type { BoardRef } from './voyageApi';

/**
 * The voyage boards' URL parameters: `of=daily:DATE|seed:SEED|motive:MOTIVE:DIFFICULTY` on
 * `mode=board`, `id=` or `record=` on `mode=replay`, and `server=` as online play reads it.
 */
export interface VoyageUrlOptions {
  board: BoardRef | null;
  replayId: string | null;
  record: string | null;
  server: string;
  problems: string[];
}

const DIFFICULTIES: readonly (Difficulty | 'mixed')[] = ['easy', 'normal', 'hard', 'mixed'];

/**
 * Reads a board reference (`daily:2026-12-05`, `seed:abc`, `motive:explore:normal`); a content
 * pack's board is prefixed with its hash (`pack:0123456789abcdef:seed:abc`).
 */
export function parseBoardRef(text: string): BoardRef | null {
  const packed = /^pack:([0-9a-f]{16}):(.*)$/.exec(text);
  if (packed) {
    const inner = parseBoardRef(packed[2] ?? '');
    return inner && inner.kind !== 'daily' ? { ...inner, pack: packed[1] ?? '' } : null;
  }
  const [kind, ...rest] = text.split(':');
  if (kind === 'daily' && rest.length === 1 && isDayText(rest[0] ?? '')) {
    return { kind: 'daily', date: rest[0] ?? '' };
  }
  if (kind === 'seed' && rest.length >= 1) {
    const seed = rest.join(':');
    return seed.length > 0 && seed.length <= 200 ? { kind: 'seed', seed } : null;
  }
  if (kind === 'motive' && rest.length === 2) {
    const [motive, difficulty] = rest;
    const m = MOTIVE_IDS.find((id) => id === motive);
    const d = DIFFICULTIES.find((x) => x === difficulty);
    return m && d ? { kind: 'motive', motive: m as MotiveId, difficulty: d } : null;
  }
  return null;
}

export function boardRefText(ref: BoardRef): string {
  if (ref.kind === 'daily') return `daily:${ref.date}`;
  const pack = ref.pack ? `pack:${ref.pack}:` : '';
  if (ref.kind === 'seed') return `${pack}seed:${ref.seed}`;
  return `${pack}motive:${ref.motive}:${ref.difficulty}`;
}

/** The board server: `server=` in the URL, else `VITE_NEMO_SERVER`, else this host at 2567. */
export function voyageServer(params: UrlParams, location: PageLocation) {
  const fromEnv = import.meta.env.VITE_NEMO_SERVER as string | undefined;
  return parseOnlineUrl(params).server ?? fromEnv ?? defaultEndpoint(location);
}

export function parseVoyageUrl(params: UrlParams, location: PageLocation): VoyageUrlOptions {
  const problems: string[] = [];
  const rawBoard = params.get('of');
  const board = rawBoard === null ? null : parseBoardRef(rawBoard);
  if (rawBoard !== null && board === null)
    problems.push(`Unknown board "${rawBoard}"; showing the voyage of the day's.`);
  const rawId = params.get('id');
  const replayId = rawId !== null && /^[A-Za-z0-9_-]{1,64}$/.test(rawId) ? rawId : null;
  if (rawId !== null && replayId === null) problems.push(`"${rawId}" is not a voyage id.`);
  return {
    board,
    replayId,
    record: params.get('record'),
    server: voyageServer(params, location),
    problems,
  };
}

/** Today's UTC date, `YYYY-MM-DD` (the page's clock: the core never reads one). */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The UTC day before `date`. */
export function dayBefore(date: string): string {
  return utcDay(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000));
}
