import type { GameRecord } from '../../core';
import { encodeRecordParam } from '../voyage/recordParam';

/** The replay page for a kept record (`?mode=replay&record=…`). */
export function replayHref(record: GameRecord): string {
  return `?mode=replay&record=${encodeRecordParam(record)}`;
}
