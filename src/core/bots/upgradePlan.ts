import type { GameState } from '../types';
import { upgradeById } from '../content';
import { BOT_TUNING, iconsVp } from './botValues';

/** What each Upgrade is worth over a whole game to the bots, before its VP icons. */
const UPGRADE_WORTH: Record<string, number> = {
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
export function upgradeWorth(state: GameState, id: string): number {
  const left = Math.min(1, state.drawPile.length / 28);
  return (
    (UPGRADE_WORTH[id] ?? 2) * left * BOT_TUNING.upgrade +
    iconsVp(state, upgradeById(id).vp) * BOT_TUNING.vp
  );
}

/** The displayed Upgrade most worth saving Salvage for. */
export function wantedUpgrade(
  state: GameState,
): { id: string; cost: number; worth: number } | null {
  let best: { id: string; cost: number; worth: number } | null = null;
  for (const id of state.upgradeDisplay) {
    const worth = upgradeWorth(state, id);
    if (!best || worth > best.worth) best = { id, cost: upgradeById(id).cost, worth };
  }
  return best;
}
