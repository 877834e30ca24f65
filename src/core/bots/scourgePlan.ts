import type { GameState } from '../types';
import type { OceanId } from '../data/types';
import { OCEANS } from '../data/oceans';
import { MAJOR_OCEANS } from '../board';
import { scourgeVp, TONNAGE_TRACK } from '../data/tracks';

/**
 * Scourging the Seas VP a sink in `ocean` moves toward (seed 000 §5; reference §10): the bonus
 * grows only when every Major Ocean's Tonnage column is one deeper, so a sink in a column at the
 * minimum earns its share of the next row's VP.
 */
export function scourgeStepVp(state: GameState, ocean: OceanId): number {
  const counts = MAJOR_OCEANS.map((o) => state.tonnage[o].length);
  const min = Math.min(...counts);
  if (min >= TONNAGE_TRACK.spaces) return 0;
  const atMin = counts.filter((c) => c === min).length;
  const scored = state.motive === 'worldOrder' ? 2 : 1;
  const step = scourgeVp(min + 1, scored) - scourgeVp(min, scored);
  const columns = OCEANS[ocean].tonnageColumns;
  return columns.some((c) => state.tonnage[c].length === min) ? step / atMin : 0;
}
