import { z } from 'zod';
import { canonicalJson } from '../../src/kernel/canonicalJson';
import { isDayText } from '../../src/kernel/seeds';
import { dailySetup } from '../../src/core/dailyVoyage';
import { RecordError, recordSchema, type GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import { summarizeVoyage, type GameEndedEvent } from '../../src/core/voyageSummary';
import type { GameEvent } from '../../src/core/types';
import type { VoyageEntry } from './boardEntry';

/** Letters of any script, digits, spaces and - _ . ' (1–24 after trimming). */
const NAME = /^[\p{L}\p{N} _.'-]{1,24}$/u;

export const submissionSchema = z.object({
  record: z.unknown(),
  name: z.string(),
  playerId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a player id of 16–64 letters or digits'),
  daily: z.string().optional(),
  practice: z.boolean().optional(),
  claimed: z.object({ score: z.number(), level: z.string() }).optional(),
});

export type Verdict =
  | {
      ok: true;
      entry: Omit<VoyageEntry, 'id' | 'submittedAt'>;
      playerId: string;
      record: GameRecord;
    }
  | { ok: false; reason: string };

const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** The UTC day before `day` (YYYY-MM-DD), computed on the calendar, not the clock. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Checks a submitted voyage as the server ranks it: the record parses, every action replays
 * legally to its final hash, the game has ended, the daily rules hold, and the score the board
 * shows is the one the server computed (a claimed score that differs is refused).
 */
export function verifySubmission(body: unknown, today: string): Verdict {
  const parsed = submissionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`Malformed submission: ${issue?.path.join('.') || 'body'}: ${issue?.message}`);
  }
  const submission = parsed.data;
  const name = submission.name.trim();
  if (!NAME.test(name))
    return refuse("A name is 1–24 letters, digits, spaces or - _ . ' characters.");
  const record = recordSchema.safeParse(submission.record);
  if (!record.success) {
    const issue = record.error.issues[0];
    return refuse(`Not a game record: ${issue?.path.join('.') || 'record'}: ${issue?.message}`);
  }
  const game = record.data as GameRecord;
  if (submission.daily !== undefined) {
    if (!isDayText(submission.daily)) return refuse(`"${submission.daily}" is not a day.`);
    if (submission.daily !== today && submission.daily !== dayBefore(today))
      return refuse(
        `The voyage of ${submission.daily} is closed: only today's or yesterday's is taken.`,
      );
    if (canonicalJson(game.setup) !== canonicalJson(dailySetup(submission.daily)))
      return refuse(
        `This record is not the voyage of ${submission.daily} (its seed or setup differs).`,
      );
  }
  let replayed: ReturnType<typeof replay>;
  try {
    replayed = replay(game, true);
  } catch (e) {
    if (e instanceof RecordError) return refuse(e.message);
    throw e;
  }
  const ended = replayed.events.find((e: GameEvent): e is GameEndedEvent => e.type === 'GameEnded');
  const summary = ended ? summarizeVoyage(replayed.state, ended) : null;
  if (!summary) return refuse('The voyage has not ended: only finished games are ranked.');
  if (
    submission.claimed &&
    (submission.claimed.score !== summary.score || submission.claimed.level !== summary.level)
  )
    return refuse(
      `The record scores ${summary.score} (${summary.level}), not the claimed ${submission.claimed.score} (${submission.claimed.level}).`,
    );
  const levels = new Set(Object.values(game.setup.difficulty));
  const difficulty = levels.size === 1 ? ([...levels][0] as 'easy' | 'normal' | 'hard') : 'mixed';
  return {
    ok: true,
    playerId: submission.playerId,
    record: game,
    entry: {
      name,
      motive: summary.motive,
      difficulty,
      seed: summary.seed,
      variant: summary.variant,
      score: summary.score,
      level: summary.level,
      turns: summary.turns,
      ending: summary.ending,
      daily: submission.daily ?? null,
      practice: submission.daily !== undefined && submission.practice === true,
      ...(summary.winner ? { winner: summary.winner } : {}),
    },
  };
}
