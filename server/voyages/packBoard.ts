import { packHash, validateContentPack } from '../../src/core/content/index';
import type { GameRecord } from '../../src/core/record';
import { refusal } from '../../src/protocol/refusal';
import type { StoredVoyage } from './BoardEntry';
import { refuse, type Refused } from './verifySubmission';

/**
 * A voyage played with a content pack goes on its pack's boards (keyed by the pack's hash), never
 * on the built-in ones; the pack must name real components. Returns the voyage to store, or why
 * the pack is refused.
 */
export function onPackBoard(
  voyage: StoredVoyage,
  record: GameRecord,
): { ok: true; voyage: StoredVoyage } | Refused {
  const pack = record.setup.contentPack;
  if (!pack) return { ok: true, voyage };
  try {
    return { ok: true, voyage: { ...voyage, pack: packHash(validateContentPack(pack)) } };
  } catch (e) {
    return refuse(refusal('board.pack', { reason: (e as Error).message }));
  }
}
