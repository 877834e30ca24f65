import { z } from 'zod';
import { MOTIVE_IDS } from '../../core/data';
import { commonDifficulty, recordSchema, type GameRecord, type VoyageSummary } from '../../core';

export type LogDifficulty = 'easy' | 'normal' | 'hard' | 'mixed';

/** One finished voyage in the captain's log; `record` is dropped (null) from the oldest ones. */
export type LogEntry = VoyageSummary & {
  id: string;
  playedAt: string;
  difficulty: LogDifficulty;
  record: GameRecord | null;
  daily: string | null;
  practice: boolean;
};

export const ENDINGS = ['finale', 'resource', 'notoriety', 'noSpace', 'nadeen', 'other'] as const;

export const logEntrySchema = z
  .object({
    id: z.string().min(1).max(100),
    playedAt: z.iso.datetime(),
    seed: z.string().min(1).max(200),
    motive: z.enum(MOTIVE_IDS as [string, ...string[]]),
    variant: z.enum(['solo', 'versus']),
    score: z.number().int().min(-1000).max(100_000),
    level: z.string().max(100),
    turns: z.number().int().min(0).max(10_000),
    ending: z.enum(ENDINGS),
    winner: z.enum(['nautilus', 'imperialist', 'draw']).optional(),
    difficulty: z.enum(['easy', 'normal', 'hard', 'mixed']),
    record: recordSchema.nullable(),
    daily: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    practice: z.boolean(),
  })
  .strict();

export const LOG_FORMAT_VERSION = 1;

export const logFileSchema = z
  .object({
    format: z.literal('nemo.captainsLog'),
    version: z.literal(LOG_FORMAT_VERSION),
    entries: z.array(logEntrySchema).max(100_000),
  })
  .strict();

/** The difficulty a setup was played at: its aspects' common level, or "mixed". */
export function setupDifficulty(record: Pick<GameRecord, 'setup'>): LogDifficulty {
  return commonDifficulty(record.setup.difficulty);
}
