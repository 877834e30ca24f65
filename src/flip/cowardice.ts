import { cardRank } from './cards';
import { actionFills } from './sections';
import type { FlipDecision, FlipState, PlayerState } from './types';

/**
 * The most knowledge a player could hold after converting: treasure (two each with the Skiff),
 * and salvage through the Library, fed by crew through the Dredge.
 */
export function reachableKnowledge(p: PlayerState): number {
  const inv = p.inventory;
  const perTreasure = p.upgrades[1 - 1] ? 2 : 1;
  const viaLibrary = p.upgrades[3 - 1] ? inv.salvage + (p.upgrades[2 - 1] ? inv.crew : 0) : 0;
  return inv.knowledge + inv.treasure * perTreasure + viaLibrary;
}

/**
 * Whether declining now is cowardice (Farragut +5): an exploration reward, a bonus action, or a
 * Take Action the player could pay for, converting resources first if need be.
 */
export function declineIsCowardice(state: FlipState, decision: FlipDecision): boolean {
  switch (decision.kind) {
    case 'chooseExploration':
      return decision.corners.length > 0;
    case 'bonusAction':
      return true;
    case 'takeAction': {
      const p = state.players[decision.player]!;
      const rank = cardRank(state.lineup[decision.card]!);
      return actionFills(p, decision.section, rank, reachableKnowledge(p)).length > 0;
    }
    default:
      return false;
  }
}
