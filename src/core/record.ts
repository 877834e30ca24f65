import { z } from 'zod';
import { MOTIVE_IDS } from './data/motives';
import { isCardId } from './data/cards';
import { contentPackSchema } from './content/pack';
import { firstIssue } from '../kernel/firstIssue';
import type { Action, GameSetup } from './types';
import { IllegalActionError } from './engine';
import { msg, type CoreText, type CoreValue } from './data/coreText';
import { renderEnglish } from './text/renderEnglish';

export const RECORD_FORMAT_VERSION = 1;

/** A whole game: its setup and every action, with the hash of the final state. */
export interface GameRecord {
  formatVersion: 1;
  game: 'nemos-war';
  setup: GameSetup;
  actions: Action[];
  finalHash: string;
}

const difficulty = z.enum(['easy', 'normal', 'hard']);

export const setupSchema = z
  .object({
    seed: z.string().min(1).max(200),
    motive: z.enum(MOTIVE_IDS as [string, ...string[]]),
    difficulty: z
      .object({
        adventureGems: difficulty,
        shipGroups: difficulty,
        hiddenShips: difficulty,
        officerAttributes: difficulty,
        actionPoints: difficulty,
        deadlySeas: difficulty,
      })
      .strict(),
    options: z
      .object({
        deadlySeas: z.boolean(),
        officerAttributes: z.boolean(),
        upgradeDeck: z.boolean(),
        journeysEndUpgrades: z.boolean(),
        journeysEndVictoryLevels: z.boolean(),
      })
      .strict(),
    nadeenDakkar: z.boolean(),
    variant: z.enum(['solo', 'versus']),
    chosenUpgrades: z.array(z.string()).optional(),
    contentPack: contentPackSchema.optional(),
    versus: z
      .object({
        airship: z.boolean(),
        seaSerpent: z.boolean(),
        chezEmrich: z.boolean(),
        gemPenalty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        handicap: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const actionSchema = z
  .looseObject({ type: z.string().min(1).max(40), card: z.unknown().optional() })
  .refine((a) => a.type !== 'useCard' || (typeof a.card === 'string' && isCardId(a.card)), {
    message: 'unknown card id',
    path: ['card'],
  });

export const recordSchema = z
  .object({
    formatVersion: z.literal(RECORD_FORMAT_VERSION),
    game: z.literal('nemos-war'),
    setup: setupSchema,
    actions: z.array(actionSchema).max(100_000),
    finalHash: z.string().regex(/^[0-9a-f]{16}$/),
  })
  .strict();

/**
 * A record the game refuses: `text` says why in any language; `message` is the English with the
 * technical detail (the parser's words, the hashes) that only the English log keeps.
 */
export class RecordError extends Error {
  readonly text: CoreText;
  constructor(text: CoreText, detail = '') {
    super(renderEnglish(text) + detail);
    this.name = 'RecordError';
    this.text = text;
  }
}

/** Why the rules refused an action: the core's message where it gave one, else its words. */
export function refusalText(refusal: unknown, words: string): CoreValue {
  return refusal instanceof IllegalActionError ? refusal.text : words;
}

/** Parses and validates a record; throws a one-line RecordError and builds no state. */
export function parseRecord(text: string): GameRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new RecordError(msg('error.recordJson'), ` (${(e as Error).message.split('\n')[0]})`);
  }
  return checkRecord(json);
}

/** Validates a record's data (already parsed JSON); throws a one-line RecordError. */
export function checkRecord(data: unknown): GameRecord {
  const parsed = recordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error, '(root)');
    const cut = issue.indexOf(': ');
    throw new RecordError(
      msg('error.recordInvalid', { path: cut < 0 ? issue : issue.slice(0, cut) }),
      cut < 0 ? '' : issue.slice(cut),
    );
  }
  return parsed.data as unknown as GameRecord;
}

export function serializeRecord(record: GameRecord): string {
  return JSON.stringify(record);
}
