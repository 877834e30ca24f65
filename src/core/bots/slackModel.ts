import type { GameState } from '../types';
import type { OceanId } from '../data/types';
import { OCEAN_IDS } from '../data/types';
import { OCEANS } from '../data/oceans';
import { memo } from './botMemo';
import { BOT_TUNING } from './botValues';
import { MAJOR_OCEANS, HIDDEN, EMPTY, isWhiteToken, placementNeighbours } from '../board';

/**
 * The bots' picture of the Placement Phase (seed 001): each die fills, reveals or flips one
 * token in its Major Ocean or a neighbour, and a Warship with nowhere to go ends the game. A
 * token's "slack" is how many dice it can still absorb: an empty space ≈ 2.7 (hidden, revealed,
 * flipped if White), a Hidden Ship ≈ 1.7, a White ship 1, anything else 0.
 */
export const SLACK = { empty: 2.7, hidden: 1.7, white: 1 } as const;

/** The Oceans a die's placement can touch: its Major Ocean and every Ocean linked to it. */
export const DIE_REGIONS: readonly OceanId[][] = MAJOR_OCEANS.map((o) => [
  o,
  ...placementNeighbours(o),
]);

const REGIONS_OF: Record<OceanId, number[]> = Object.fromEntries(
  OCEAN_IDS.map((o) => [o, DIE_REGIONS.flatMap((r, i) => (r.includes(o) ? [i] : []))]),
) as Record<OceanId, number[]>;

export function tokenSlack(state: GameState, v: number): number {
  if (v === EMPTY) return SLACK.empty;
  if (v === HIDDEN) return SLACK.hidden;
  return isWhiteToken(v) && state.shipFace[v] === 0 ? SLACK.white : 0;
}

export function oceanSlack(state: GameState, ocean: OceanId): number {
  const slots = state.oceans[ocean].slots;
  let slack = 0;
  for (let i = 0; i < OCEANS[ocean].capacity; i++) slack += tokenSlack(state, slots[i] ?? EMPTY);
  return slack;
}

export function regionSlacks(state: GameState): number[] {
  const per = {} as Record<OceanId, number>;
  for (const o of OCEAN_IDS) per[o] = oceanSlack(state, o);
  return DIE_REGIONS.map((r) => r.reduce((s, o) => s + per[o], 0));
}

/** How worrying a region is at this slack (a die there with none left ends the game). */
export function threat(slack: number): number {
  return 30 / Math.pow(Math.max(0, slack) + 1.2, 1.6);
}

/** How much the total threat drops when `ocean`'s slack changes by `delta` (negative: rises). */
export function slackRelief(
  state: GameState,
  ocean: OceanId,
  delta: number,
  slacks: number[] = memo('regionSlacks', () => regionSlacks(state)),
): number {
  let relief = 0;
  for (const i of REGIONS_OF[ocean]) {
    const s = slacks[i] ?? 0;
    relief += threat(s) - threat(s + delta);
  }
  return relief;
}

/** Placement dice still to come: a die per card left, weighted by the Act they fall in. */
export function diceToCome(state: GameState): number {
  const perTurn = state.act === 1 ? 2.6 : state.act === 2 ? 3 : 4;
  return state.drawPile.length * perTurn;
}

/** The world-wide value of one unit of slack: high while the dice to come outrun the slack. */
export function slackUnitValue(state: GameState): number {
  let total = 0;
  for (const o of OCEAN_IDS) total += oceanSlack(state, o);
  const short = diceToCome(state) - total;
  return (0.4 + 1.4 * Math.min(1, Math.max(0, 1 + short / 20))) * BOT_TUNING.slack;
}
