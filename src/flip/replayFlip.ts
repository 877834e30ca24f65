import { z } from 'zod';
import { SUITS } from './data/board';
import { CHARACTERS } from './data/characters';
import type { CharacterId } from './data/characters';
import { applyFlipActionInPlace } from './applyAction';
import { createFlipGame } from './createFlipGame';
import { flipStateHash } from './flipStateHash';
import { applyAll, ReplayError } from '../kernel/replay';
import { firstIssue } from '../kernel/firstIssue';
import { flipMsg, FlipRuleError } from './flipMessages';
import type { FlipAction, FlipRecord, FlipSetup, FlipState } from './types';

export const FLIP_FORMAT_VERSION = 1;

const player = z.number().int().min(0).max(3);
const resource = z.enum(['knowledge', 'salvage', 'crew']);
const characterIds = CHARACTERS.map((c) => c.id) as [CharacterId, ...CharacterId[]];
const suit = z.enum(SUITS as [string, ...string[]]);

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseCharacter'), player, character: z.enum(characterIds) }),
  z.object({
    type: z.literal('chooseMove'),
    player,
    card: z.number().int(),
    value: z.number().int(),
    wild: z.boolean().optional(),
  }),
  z.object({ type: z.literal('step'), player, to: z.number().int() }),
  z.object({ type: z.literal('takeExploration'), player, corner: z.number().int().nullable() }),
  z.object({ type: z.literal('engage'), player, card: z.number().int(), suit }),
  z.object({ type: z.literal('fill'), player, slot: z.number().int(), value: z.number().int() }),
  z.object({ type: z.literal('pass'), player }),
  z.object({ type: z.literal('repair'), player }),
  z.object({ type: z.literal('upgrade'), player, upgrade: z.number().int() }),
  z.object({ type: z.literal('convertTreasure'), player, to: resource }),
  z.object({
    type: z.literal('useUpgrade'),
    player,
    upgrade: z.number().int(),
    gain: z.array(resource).optional(),
  }),
  z.object({ type: z.literal('useItem'), player }),
]);

const setupSchema = z.object({
  seed: z.number().int(),
  players: z.number().int().min(1).max(4),
  characters: z.array(z.enum(characterIds)).optional(),
  farragut: z.number().int().min(0).max(4).nullable().optional(),
  challenges: z.array(z.string()).optional(),
});

const recordSchema = z.object({
  formatVersion: z.literal(FLIP_FORMAT_VERSION),
  setup: setupSchema,
  actions: z.array(actionSchema),
  finalHash: z.string().optional(),
});

export type FlipRecordFile = FlipRecord & { finalHash?: string };

/** Validate a loaded record; throws an Error with a one-line reason. */
export function parseFlipRecord(data: unknown): FlipRecordFile {
  const parsed = recordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error, 'record');
    throw new FlipRuleError(
      flipMsg('record.invalid', { path: issue.slice(0, issue.indexOf(': ')) }),
    );
  }
  return parsed.data as FlipRecordFile;
}

export function makeFlipRecord(setup: FlipSetup, actions: readonly FlipAction[]): FlipRecord {
  return { formatVersion: FLIP_FORMAT_VERSION, setup, actions: [...actions] };
}

/** Replay a record (validated first); throws naming the first action that breaks a rule. */
export function replayFlip(record: unknown): { state: FlipState; hash: string; actions: number } {
  const rec = parseFlipRecord(record);
  let state: FlipState;
  try {
    state = createFlipGame(rec.setup);
  } catch (e) {
    throw new FlipRuleError(flipMsg('record.setup', { reason: (e as Error).message }));
  }
  try {
    applyAll({ applyInPlace: applyFlipActionInPlace }, state, rec.actions);
  } catch (e) {
    if (!(e instanceof ReplayError)) throw e;
    throw new FlipRuleError(
      flipMsg('record.actionRefused', { index: e.index + 1, reason: e.reason }),
    );
  }
  const hash = flipStateHash(state);
  if (rec.finalHash !== undefined && rec.finalHash !== hash) {
    throw new FlipRuleError(flipMsg('record.hashMismatch'));
  }
  return { state, hash, actions: rec.actions.length };
}
