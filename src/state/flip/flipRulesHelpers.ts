/** Rule helpers the UI needs for previews and explanations, read from the Flip rules core. */
import { engageCost, repairCost, upgradeCost, upgradeKnowledgeCost } from '../../flip/legalActions';
import { NEIGHBOURS } from '../../flip/movement';
import { actionKnowledgeCost, slotProblem } from '../../flip/sections';

export { baseMovement as baseMovementOf } from '../../flip/moveChoices';
export const engageCostOf = engageCost;
export const repairCostOf = repairCost;
export const upgradeCostOf = upgradeCost;
export const upgradeKnowledgeCostOf = upgradeKnowledgeCost;
export const slotProblemOf = slotProblem;
export const actionCostOf = actionKnowledgeCost;

export function neighboursOf(space: number): readonly number[] {
  return NEIGHBOURS[space] ?? [];
}
