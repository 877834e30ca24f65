import { replayActions, ReplayError } from '../kernel/replay';
import { recordHash } from './hash';
import { nemoEngine } from './nemoEngine';
import {
  parseRecord,
  RECORD_FORMAT_VERSION,
  RecordError,
  refusalText,
  type GameRecord,
} from './record';
import { msg } from './data/coreText';
import type { GameState } from './types';
import type { GameEvent } from './gameEvent';

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
}

/**
 * Replays a record from its setup; any illegal action or a hash mismatch is a RecordError. The
 * final hash is checked as the record's format keeps it (the current format where none is given).
 */
export function replay(
  record: Pick<GameRecord, 'setup' | 'actions'> &
    Partial<Pick<GameRecord, 'formatVersion' | 'finalHash'>>,
  keepEvents = true,
): ReplayResult {
  const events: GameEvent[] = [];
  let state: GameState;
  try {
    state = replayActions(
      nemoEngine,
      record.setup,
      record.actions,
      keepEvents ? events : undefined,
    );
  } catch (e) {
    if (!(e instanceof ReplayError)) throw e;
    throw new RecordError(
      msg('error.replayRefused', {
        index: e.index + 1,
        count: record.actions.length,
        reason: refusalText(e.refusal, e.reason),
      }),
    );
  }
  const hash = recordHash(state, record.formatVersion ?? RECORD_FORMAT_VERSION);
  if (record.finalHash !== undefined && hash !== record.finalHash) {
    throw new RecordError(
      msg('error.hashMismatch'),
      ` (expected ${record.finalHash}, got ${hash})`,
    );
  }
  return { state, events };
}

/** Validates text and replays it; nothing is returned unless all of it checks out. */
export function loadRecord(text: string): { record: GameRecord } & ReplayResult {
  const record = parseRecord(text);
  return { record, ...replay(record) };
}
