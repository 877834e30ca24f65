import { randomBytes } from 'node:crypto';
import { parseRecord, RecordError, type GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import {
  summarizeVoyage,
  type GameEndedEvent,
  type VoyageSummary,
} from '../../src/core/voyageSummary';
import type { GameSetup } from '../../src/core/types';
import { refusal, refusalEnglish, type RefusalText } from '../../src/protocol/refusal';
import type { BoardDifficulty, StoredVoyage } from './BoardEntry';

/** A refused submission: `refusal` for the page to render, `reason` in English (with detail). */
export interface Refused {
  ok: false;
  refusal: RefusalText;
  reason: string;
}

export type Verdict = { ok: true; voyage: StoredVoyage; record: GameRecord } | Refused;

const NAME = /^[\p{L}\p{M}\p{N} _.'-]+$/u;
const PLAYER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A refusal, with its English as the reason (or the English with its technical detail). */
export const refuse = (text: RefusalText, reason = refusalEnglish(text)): Refused => ({
  ok: false,
  refusal: text,
  reason,
});

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
  if (typeof body !== 'object' || body === null) return refuse(refusal('board.notVoyage'));
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string') return refuse(refusal('board.nameRequired'));
  const name = captainNameOf(b.name);
  if (name === null) return refuse(refusal('board.name'));
  if (typeof b.playerId !== 'string' || !PLAYER_ID.test(b.playerId))
    return refuse(refusal('board.playerId'));
  if (b.daily !== undefined) return refuse(refusal('board.dailyByServer'));
  if (b.practice !== undefined && typeof b.practice !== 'boolean')
    return refuse(refusal('board.practice'));

  let record: GameRecord;
  let summary;
  try {
    record = parseRecord(JSON.stringify(b.record ?? null));
    const { state, events } = replay(record);
    let ended: GameEndedEvent | undefined;
    for (const e of events) if (e.type === 'GameEnded') ended = e;
    summary = ended ? summarizeVoyage(state, ended) : null;
  } catch (e) {
    if (e instanceof RecordError)
      return refuse(refusal('board.record', { reason: e.text }), e.message);
    throw e;
  }
  if (!summary) return refuse(refusal('board.unfinished'));

  const claimed = b.claimed as { score?: unknown; level?: unknown } | undefined;
  if (claimed !== undefined) {
    if (typeof claimed !== 'object' || claimed === null) return refuse(refusal('board.claim'));
    if (claimed.score !== summary.score)
      return refuse(
        refusal('board.claimedScore', { score: summary.score, claimed: String(claimed.score) }),
      );
    if (claimed.level !== undefined && claimed.level !== summary.level)
      return refuse(
        refusal('board.claimedLevel', { level: summary.level, claimed: String(claimed.level) }),
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
