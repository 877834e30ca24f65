import { replayActions, ReplayError } from '../kernel/replay';
import { stateHash } from './hash';
import { nemoEngine } from './nemoEngine';
import { parseRecord, RecordError, refusalText, type GameRecord } from './record';
import { msg } from './data/coreText';
import type { GameEvent, GameState } from './types';

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
}

/** Replays a record from its setup; any illegal action or a hash mismatch is a RecordError. */
export function replay(
  record: Pick<GameRecord, 'setup' | 'actions'> & { finalHash?: string },
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
  if (record.finalHash !== undefined && stateHash(state) !== record.finalHash) {
    throw new RecordError(
      msg('error.hashMismatch'),
      ` (expected ${record.finalHash}, got ${stateHash(state)})`,
    );
  }
  return { state, events };
}

/** Validates text and replays it; nothing is returned unless all of it checks out. */
export function loadRecord(text: string): { record: GameRecord } & ReplayResult {
  const record = parseRecord(text);
  return { record, ...replay(record) };
}
