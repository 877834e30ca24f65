import { z } from 'zod';
import { CORE_EN, MOTIVE_IDS, type LevelWord } from '../../core/data';
import { commonDifficulty, recordSchema, type GameRecord, type VoyageSummary } from '../../core';

export type LogDifficulty = 'easy' | 'normal' | 'hard' | 'mixed';

/**
 * One finished voyage in the captain's log: its level as the level's message id (`triumph`), shown
 * in the reader's language; `record` is dropped (null) from the oldest ones.
 */
export type LogEntry = Omit<VoyageSummary, 'level'> & {
  level: LevelWord;
  id: string;
  playedAt: string;
  difficulty: LogDifficulty;
  record: GameRecord | null;
  daily: string | null;
  practice: boolean;
};

export const ENDINGS = ['finale', 'resource', 'notoriety', 'noSpace', 'nadeen', 'other'] as const;

const LEVEL_WORDS = Object.keys(CORE_EN.level) as [LevelWord, ...LevelWord[]];

export const logEntrySchema = z
  .object({
    id: z.string().min(1).max(100),
    playedAt: z.iso.datetime(),
    seed: z.string().min(1).max(200),
    motive: z.enum(MOTIVE_IDS as [string, ...string[]]),
    variant: z.enum(['solo', 'versus']),
    score: z.number().int().min(-1000).max(100_000),
    level: z.enum(LEVEL_WORDS),
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

/** The first format kept a level by its English name ("Triumph"); it loads as the level's id. */
const englishLevelSchema = z
  .string()
  .max(100)
  .transform((name, ctx) => {
    const id = LEVEL_WORDS.find((word) => CORE_EN.level[word] === name);
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: `no victory level is named ${name}` });
    return z.NEVER;
  });

export const LOG_FORMAT_VERSION = 2;

const logFileOf = <Entry extends z.ZodType>(version: 1 | 2, entry: Entry) =>
  z
    .object({
      format: z.literal('nemo.captainsLog'),
      version: z.literal(version),
      entries: z.array(entry).max(100_000),
    })
    .strict();

export const logFileSchema = z.discriminatedUnion('version', [
  logFileOf(1, logEntrySchema.extend({ level: englishLevelSchema })),
  logFileOf(LOG_FORMAT_VERSION, logEntrySchema),
]);

/** The difficulty a setup was played at: its aspects' common level, or "mixed". */
export function setupDifficulty(record: Pick<GameRecord, 'setup'>): LogDifficulty {
  return commonDifficulty(record.setup.difficulty);
}
