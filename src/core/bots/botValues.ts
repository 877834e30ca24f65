import type { GameState } from '../types';
import type { ResourceId } from '../data/types';
import { OCEAN_IDS } from '../data/types';
import { OCEANS } from '../data/oceans';
import { MOTIVES } from '../data/motives';
import { RESOURCE_TRACKS } from '../data/tracks';
import { SHIPS } from '../data/ships';
import { isWhiteToken } from '../board';
import { exertDrmOf } from '../handlers/testHandlers';
import type { ShipSide, VpCategory, VpValues } from '../data/types';
import { adjust } from '../scoring';
import { EXERT_LOSS } from './botOdds';

/** Weights of the bots' rules of thumb (tuned with `npm run sim`, docs/balance.md). */
export const BOT_TUNING = {
  notoriety: 1.4,
  slack: 1.4,
  boldFollow: 1,
  resource: 1,
  vp: 0.35,
};

/**
 * What one unit of a resource is worth to the bots. Nemo comes back only through Treasures,
 * and every track is a Defeat at 0, so units near the red space are worth far more.
 */
export function resourceUnit(state: GameState, r: ResourceId, up = false): number {
  const level = state.resources[r];
  const base = (r === 'nemo' ? 5 : 1.6) * BOT_TUNING.resource;
  const from = up ? level + 1 : level;
  return (
    survivalUnit(r, up ? level + 1 : level, base) +
    trackVpStep(state, r, from) * BOT_TUNING.vp * lateness(state)
  );
}

function survivalUnit(r: ResourceId, level: number, base: number): number {
  if (level <= 1) return base * 8;
  if (level <= 2) return base * 4;
  if (level <= 4) return base * 2;
  // Crew and Hull also buy bigger exert DRMs higher up their tracks.
  return r === 'crew' && level <= 7 ? base * 1.4 : base;
}

/** How close the end is (0 early, 1 for the last few cards): track VP only count at the end. */
function lateness(state: GameState): number {
  return Math.min(1, Math.max(0, 1 - state.drawPile.length / 10));
}

/** Score of a resource track at a level (seed 001: VP where the marker ends). */
function trackVp(state: GameState, r: ResourceId, level: number): number {
  const space = RESOURCE_TRACKS[r].spaces.find((s) => s.position === level);
  if (!space || space.vp === 0) return 0;
  if (space.vpCategory === 'penalty' || space.vpCategory === null) return space.vp;
  return adjust(state, space.vpCategory, space.vp);
}

/** VP between `level` and the space below it. */
function trackVpStep(state: GameState, r: ResourceId, level: number): number {
  return Math.max(0, trackVp(state, r, level) - trackVp(state, r, level - 1));
}

/** Expected cost of one Hit: 1d6 picks Nemo (1), Crew (2–3) or Hull (4–6). */
export function hitCost(state: GameState): number {
  return (
    (resourceUnit(state, 'nemo') +
      2 * resourceUnit(state, 'crew') +
      3 * resourceUnit(state, 'hull')) /
    6
  );
}

/** Notoriety left before the Motive's Pariah defeat. */
export function headroom(state: GameState): number {
  return (MOTIVES[state.motive].pariah ?? 99) - state.notoriety;
}

/** What one point of Notoriety costs, by how close the Pariah space is. */
export function notorietyUnit(state: GameState, extra = 0): number {
  return notorietyBase(headroom(state) - extra) * BOT_TUNING.notoriety;
}

function notorietyBase(room: number): number {
  if (room <= 1) return 40;
  if (room <= 3) return 6;
  if (room <= 6) return 2.5;
  if (room <= 10) return 1.2;
  if (room <= 16) return 0.6;
  return 0.3;
}

export function emptySpaces(state: GameState): number {
  let empty = 0;
  for (const o of OCEAN_IDS)
    empty += Math.max(0, OCEANS[o].capacity - state.oceans[o].slots.filter((s) => s !== -1).length);
  return empty;
}

/** How much a freed ship space is worth: the world filling up is a Defeat (seed 001). */
export function spaceValue(state: GameState): number {
  return 4 + 10 / (emptySpaces(state) + 1.5);
}

/** The side a ship from the bag shows when it is drawn onto the map. */
export function drawnSide(state: GameState, ship: number): ShipSide {
  const token = SHIPS[ship];
  if (!token) throw new Error(`Unknown ship token ${ship}`);
  return state.purple && !isWhiteToken(ship) ? token.back : token.front;
}

/** VP of a set of printed icons as this Motive scores them. */
export function iconsVp(state: GameState, vp: VpValues): number {
  let total = 0;
  for (const [category, printed] of Object.entries(vp) as [VpCategory, number][])
    total += adjust(state, category, printed);
  return total;
}

const sideVpCache = new WeakMap<ShipSide, { motive: string; vp: number }>();

/** Tonnage VP of a sunk side for this Motive. */
export function sideVp(state: GameState, side: ShipSide): number {
  const cached = sideVpCache.get(side);
  if (cached?.motive === state.motive) return cached.vp;
  const vp = iconsVp(state, side.vp);
  sideVpCache.set(side, { motive: state.motive, vp });
  return vp;
}

/** What failing with `r` exerted is expected to cost (a loss to 0 is a Defeat). */
export function exertLossCost(state: GameState, r: ResourceId): number {
  if (state.resources[r] <= 2) return 200;
  return EXERT_LOSS * resourceUnit(state, r);
}

/** DRM and cost-on-failure of an exert choice. */
export function exertPlan(
  state: GameState,
  exert: readonly ResourceId[],
): { drm: number; loss: number } {
  let drm = 0;
  let loss = 0;
  for (const r of exert) {
    drm += exertDrmOf(state, r);
    loss += exertLossCost(state, r);
  }
  return { drm, loss };
}

export function lowestResource(state: GameState): number {
  return Math.min(state.resources.nemo, state.resources.crew, state.resources.hull);
}

/** The frame the pending decision belongs to. */
export function topFrame(state: GameState): GameState['stack'][number] | undefined {
  return state.stack[state.stack.length - 1];
}
