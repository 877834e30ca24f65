import type { GameState } from '../types';
import type { OceanId, ResourceId } from '../data/types';
import { OCEAN_IDS } from '../data/types';
import { ACTION_POINTS } from '../data/tracks';
import { HUNT_TEST } from '../data/actionTables';
import { hasUpgrade, revealedWarshipCount } from '../board';
import { squadronDistance } from '../versus/imperialistMap';
import { IMPERIALIST_COSTS } from '../handlers/imperialistHandlers';
import { BOT_TUNING, resourceUnit } from './botValues';

/** P(2d6 < n). */
function chanceBelow(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b < n) ways++;
  return ways / 36;
}

/**
 * Expected loss (in the greedy bot's units) of waiting in `ocean` through the next Imperialist
 * Phase (versus only): Squadrons that can sail there and still afford a Hunt (seed 000 §7) take
 * a gemstone (−2 VP, and AP for the Imperialist) and a Hit on a pass. Everything used is on the
 * table: Squadron positions, the Imperialist's saved AP and committed gemstones, the Act.
 */
export function huntThreat(state: GameState, ocean: OceanId): number {
  const im = state.imperialist;
  if (!im) return 0;
  const ap = Math.min(ACTION_POINTS.max, Math.min(1, im.ap) + state.act + im.committed);
  let nearest = Infinity;
  let squadrons = 0;
  for (const o of OCEAN_IDS) {
    const here = state.oceans[o].squadrons.length;
    if (here === 0) continue;
    squadrons += here;
    nearest = Math.min(nearest, squadronDistance(state, o, ocean));
  }
  if (squadrons === 0 || !Number.isFinite(nearest)) return 0;
  const left = ap - nearest * IMPERIALIST_COSTS.moveSquadron;
  const hunts = Math.floor(left / IMPERIALIST_COSTS.hunt);
  if (hunts <= 0) return 0;
  let drm = HUNT_TEST.perWarshipInOcean * (revealedWarshipCount(state, ocean) + 1);
  for (const u of HUNT_TEST.nautilusUpgradesPlus1) if (hasUpgrade(state, u)) drm += 1;
  const pass = chanceBelow(HUNT_TEST.target - drm);
  const weakest = (['nemo', 'crew', 'hull'] as ResourceId[]).reduce((w, r) =>
    state.resources[r] < state.resources[w] ? r : w,
  );
  const hit = resourceUnit(state, weakest) + (state.resources[weakest] <= 1 ? 300 : 0);
  const loss = hit + 2 * BOT_TUNING.vp;
  return 0.5 * hunts * pass * loss;
}
