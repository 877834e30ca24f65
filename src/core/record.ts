import { z } from 'zod';
import { MOTIVE_IDS } from './data/motives';
import { contentPackSchema } from './content/pack';
import type { Action, GameEvent, GameSetup, GameState } from './types';
import { createGame } from './createGame';
import { applyActionInPlace } from './engine';
import { stateHash } from './hash';

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
      })
      .strict()
      .optional(),
  })
  .strict();

const actionSchema = z.looseObject({ type: z.string().min(1).max(40) });

export const recordSchema = z
  .object({
    formatVersion: z.literal(RECORD_FORMAT_VERSION),
    game: z.literal('nemos-war'),
    setup: setupSchema,
    actions: z.array(actionSchema).max(100_000),
    finalHash: z.string().regex(/^[0-9a-f]{16}$/),
  })
  .strict();

export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid record';
  const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return `${path}: ${issue.message}`;
}

/** Parses and validates a record; throws a one-line RecordError and builds no state. */
export function parseRecord(text: string): GameRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new RecordError(
      `Not a record file: the JSON does not parse (${(e as Error).message.split('\n')[0]})`,
    );
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) throw new RecordError(`Invalid record at ${describeIssue(parsed.error)}`);
  return parsed.data as unknown as GameRecord;
}

export function serializeRecord(record: GameRecord): string {
  return JSON.stringify(record);
}

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
}

/** Replays a record from its setup; any illegal action or a hash mismatch is a RecordError. */
export function replay(
  record: Pick<GameRecord, 'setup' | 'actions'> & { finalHash?: string },
  keepEvents = true,
): ReplayResult {
  const created = createGame(record.setup);
  const state = created.state;
  const events: GameEvent[] = keepEvents ? created.events : [];
  record.actions.forEach((action, i) => {
    try {
      applyActionInPlace(state, action, keepEvents ? events : []);
    } catch (e) {
      throw new RecordError(
        `Action ${i + 1} of ${record.actions.length} cannot be replayed: ${(e as Error).message}`,
      );
    }
  });
  if (record.finalHash !== undefined && stateHash(state) !== record.finalHash) {
    throw new RecordError(
      `Final state hash mismatch: the record was altered (expected ${record.finalHash}, got ${stateHash(state)})`,
    );
  }
  return { state, events };
}

/** Validates text and replays it; nothing is returned unless all of it checks out. */
export function loadRecord(text: string): { record: GameRecord } & ReplayResult {
  const record = parseRecord(text);
  return { record, ...replay(record) };
}
