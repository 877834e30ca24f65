import type { GameState, Action } from '../types';
import type { ResourceId, UpgradeId } from '../data/types';
import { MOTIVES } from '../data/motives';
import { upgradeById } from '../content/lookup';
import { salvageSpacesTaken } from '../board';
import { BOT_TUNING, iconsVp, resourceUnit } from './botValues';

/** What each Upgrade is worth over a whole game to the bots, before its VP icons. */
const UPGRADE_WORTH: Partial<Record<UpgradeId, number>> = {
  steamTorpedoes: 14,
  strengthenedProw: 11,
  periscopeDevice: 10,
  hospitalMachines: 8,
  reinforcedArmor: 6,
  electroPoweredCrewArmor: 5,
  doubleHull: 4,
  fogMachine: 4,
  hydroDrive: 3,
  monstrousDesign: 3,
};

/** An Upgrade's worth now: its play value shrinks as the Draw Pile runs down; VP stay. */
export function upgradeWorth(state: GameState, id: UpgradeId): number {
  const left = Math.min(1, state.drawPile.length / 28);
  return (UPGRADE_WORTH[id] ?? 2) * left + iconsVp(state, upgradeById(id).vp) * BOT_TUNING.vp;
}

/** The displayed Upgrade most worth saving Salvage for. */
export function wantedUpgrade(
  state: GameState,
): { id: UpgradeId; cost: number; worth: number } | null {
  let best: { id: UpgradeId; cost: number; worth: number } | null = null;
  for (const id of state.upgradeDisplay) {
    const worth = upgradeWorth(state, id);
    if (!best || worth > best.worth) best = { id, cost: upgradeById(id).cost, worth };
  }
  return best;
}

/** Buy the Motive's Upgrade at setup only when it is worth the Ship Resources it costs. */
export function startingUpgradeScore(state: GameState, pay: Record<ResourceId, number>): number {
  return boughtUpgradeScore(state, MOTIVES[state.motive].startingUpgrade, pay);
}

/** An Upgrade bought with Ship Resources: its worth less what the resources are worth. */
export function boughtUpgradeScore(
  state: GameState,
  upgrade: UpgradeId,
  pay: Record<ResourceId, number>,
): number {
  let cost = 0;
  for (const r of ['nemo', 'crew', 'hull'] as const)
    for (let k = 0; k < pay[r]; k++) cost += resourceUnit(state, r) * (r === 'crew' ? 1.3 : 1);
  return upgradeWorth(state, upgrade) - cost;
}

/** Tonnage scores (and keeps a Bold streak going); Salvage pays for a wanted Upgrade. */
export function sinkAsScore(state: GameState, action: Extract<Action, { type: 'sinkAs' }>): number {
  if (action.as === 'tonnage') {
    const column = action.column ? state.tonnage[action.column].length : 0;
    return 2 - column * 0.3;
  }
  if (action.as !== 'salvage') return 0;
  const wanted = wantedUpgrade(state);
  if (!wanted || salvageSpacesTaken(state) >= wanted.cost || wanted.worth < 5) return 0;
  return 1.2 + wanted.worth * 0.12;
}
