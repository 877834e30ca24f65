import { randomBytes } from 'node:crypto';
import { parseRecord, RecordError, type GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import {
  summarizeVoyage,
  type GameEndedEvent,
  type VoyageSummary,
} from '../../src/core/voyageSummary';
import type { GameSetup } from '../../src/core/types';
import type { BoardDifficulty, StoredVoyage } from './BoardEntry';

export type Verdict =
  { ok: true; voyage: StoredVoyage; record: GameRecord } | { ok: false; reason: string };

const NAME = /^[\p{L}\p{M}\p{N} _.'-]+$/u;
const PLAYER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Why a client's daily record is refused: the server deals and keeps the official attempt. */
export const DAILY_BY_SERVER =
  'the voyage of the day is played against the server: open it from the front door';

const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** A captain's name as boards show it (trimmed), or null when it breaks the naming rule. */
export function captainNameOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  const length = [...name].length;
  return length >= 1 && length <= 24 && NAME.test(name) ? name : null;
}

export function boardDifficulty(setup: GameSetup): BoardDifficulty {
  const levels = new Set(Object.values(setup.difficulty));
  return levels.size === 1 ? [...levels][0]! : 'mixed';
}

/**
 * Checks a submitted voyage for the known-seed boards without touching storage: body shape, name,
 * the record replayed by the core to its end with the right hash, and the claimed score. A record
 * sent as the voyage of the day is refused: the server deals and keeps that one (DailyRoom).
 */
export function verifySubmission(body: unknown, now: Date): Verdict {
  if (typeof body !== 'object' || body === null) return refuse('the request is not a voyage');
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string') return refuse('a captain’s name is required');
  const name = captainNameOf(b.name);
  if (name === null) return refuse("the name must be 1–24 letters, digits, spaces or - _ . '");
  if (typeof b.playerId !== 'string' || !PLAYER_ID.test(b.playerId))
    return refuse('the player id is missing or malformed');
  if (b.daily !== undefined) return refuse(DAILY_BY_SERVER);
  if (b.practice !== undefined && typeof b.practice !== 'boolean')
    return refuse('practice must be true or false');

  let record: GameRecord;
  let summary;
  try {
    record = parseRecord(JSON.stringify(b.record ?? null));
    const { state, events } = replay(record);
    let ended: GameEndedEvent | undefined;
    for (const e of events) if (e.type === 'GameEnded') ended = e;
    summary = ended ? summarizeVoyage(state, ended) : null;
  } catch (e) {
    if (e instanceof RecordError) return refuse(e.message);
    throw e;
  }
  if (!summary) return refuse('the voyage has not ended: only finished games go on a board');

  const claimed = b.claimed as { score?: unknown; level?: unknown } | undefined;
  if (claimed !== undefined) {
    if (typeof claimed !== 'object' || claimed === null) return refuse('the claim is malformed');
    if (claimed.score !== summary.score)
      return refuse(`the record scores ${summary.score}, not the claimed ${String(claimed.score)}`);
    if (claimed.level !== undefined && claimed.level !== summary.level)
      return refuse(
        `the record reaches ${summary.level}, not the claimed ${String(claimed.level)}`,
      );
  }

  const voyage = storedVoyageOf(summary, record.setup, {
    playerId: b.playerId,
    name,
    daily: null,
    submittedAt: now,
  });
  return { ok: true, voyage, record };
}

/** A scored voyage as the store keeps it, under a new id (the server's own word for its score). */
export function storedVoyageOf(
  summary: VoyageSummary,
  setup: GameSetup,
  by: { playerId: string; name: string; daily: string | null; submittedAt: Date },
): StoredVoyage {
  return {
    id: randomBytes(9).toString('base64url'),
    playerId: by.playerId,
    name: by.name,
    motive: summary.motive,
    difficulty: boardDifficulty(setup),
    seed: summary.seed,
    variant: summary.variant,
    score: summary.score,
    level: summary.level,
    turns: summary.turns,
    ending: summary.ending,
    daily: by.daily,
    practice: false,
    submittedAt: by.submittedAt.toISOString(),
    ...(summary.winner ? { winner: summary.winner } : {}),
  };
}
