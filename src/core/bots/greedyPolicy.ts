import type { GameState, Action, Decision } from '../types';
import { characterById, treasureById } from '../content/lookup';
import { randomInt, type RngState } from '../rng';
import { cubesIn, hasUpgrade, shipSide } from '../board';
import { adjust } from '../scoring';
import { resetBotMemo } from './botMemo';
import { NOTORIETY } from '../data/tracks';
import { SLACK, slackUnitValue } from './slackModel';
import { BOT_TUNING, headroom, lowestResource, resourceUnit, topFrame } from './botValues';
import { effectValue, notorietyCost } from './effectValue';
import { attackValue } from './attackPlan';
import { actScore, AP_VALUE } from './actScore';
import { attackCommitScore, keepCardValue, testCommitScore } from './commitScore';
import { placementScore } from './placementScore';
import { boughtUpgradeScore, sinkAsScore, startingUpgradeScore, upgradeWorth } from './upgradePlan';
import { OFFICER_ATTRIBUTES } from '../data/characters';
import type { AttributeId } from '../data/types';

type Scored = { action: Action; score: number };

function scoreAction(state: GameState, decision: Decision, action: Action): number {
  switch (action.type) {
    case 'chooseDice': {
      const frame = topFrame(state);
      const white = frame?.k === 'placement' ? frame.white : [];
      const a = white[action.pick[0]] ?? 0;
      const b = white[action.pick[1]] ?? 0;
      if (a !== b) return Math.min(5 - state.ap, Math.abs(a - b)) + Math.abs(a - b) * 0.05;
      // A Lull places no ships for the black dice (seed 001 Placement Phase).
      const black = (state.act >= 2 ? 1 : 0) + (state.notoriety >= NOTORIETY.blackDie ? 1 : 0);
      return 0.6 + black * SLACK.empty * 0.5 * slackUnitValue(state);
    }
    case 'chooseOcean':
    case 'chooseSlot':
      return placementScore(state, decision, action);
    case 'act':
      return actScore(state, action);
    case 'useCard':
      return decision.kind === 'action' ? keepCardValue(state, action.card) : 2;
    case 'chooseEffect': {
      if (decision.kind === 'mapRoomKeep') return action.index;
      const top = topFrame(state);
      const option = top?.k === 'effectChoice' ? top.options[action.index] : undefined;
      return option ? effectValue(state, option.effects) : 0;
    }
    case 'useUpgrade':
      return action.upgrade === 'electroPoweredCrewArmor' && action.option === 'discard2' ? 0.5 : 2;
    case 'useAlly':
      return action.how === 'drm' ? 2 : action.how === 'emergency' ? 3 : 0.2;
    case 'mapRoom':
      return action.choice === 'notoriety' && headroom(state) > 12 ? 1 : 0;
    case 'declineStartingUpgrade':
      return 0;
    case 'buyStartingUpgrade':
      return startingUpgradeScore(state, action.pay);
    case 'commitTest':
      return decision.kind === 'attackCommit'
        ? attackCommitScore(state, action)
        : testCommitScore(state, action);
    case 'endActions':
      return Math.min(1, state.ap) * AP_VALUE * 0.5;
    case 'useTreasure':
      return decision.kind === 'loseTreasure' ? -treasureById(action.treasure).vp : 1;
    case 'sinkAs':
      return sinkAsScore(state, action);
    case 'continueBold': {
      const ocean = state.nautilus;
      if (!ocean) return -1;
      // The streak's +1 Notoriety (none with Periscope Device) rides on the next attack.
      const step = hasUpgrade(state, 'periscopeDevice') ? 0 : 1;
      return attackValue(state, ocean, action.slot, 'bold', step);
    }
    case 'stopBold':
      return 0;
    case 'stalkChoice':
      // Calling off by attackValue < 0 measured worse: 42 Finales in 120 Science games, not 51.
      return action.choice === 'fight' ? 1 : 0;
    case 'takeHit':
    case 'cancelHit':
    case 'sacrifice':
      return hitScore(state, decision, action);
    case 'uprisingChoice':
      return uprisingScore(state, action.choice);
    case 'loseResource':
      return (
        -resourceUnit(state, action.resource) - (state.resources[action.resource] <= 1 ? 300 : 0)
      );
    case 'buyRevealedUpgrade':
      return action.upgrade && action.pay
        ? boughtUpgradeScore(state, action.upgrade, action.pay)
        : 0;
    case 'replaceAttribute':
      return action.attribute ? attributeSwapGain(state, action.attribute) : 0;
    case 'discardUpgradeForLoss':
      // An Upgrade pays a loss only when it is worth less than the resource it saves.
      return -Math.max(1, upgradeWorth(state, action.upgrade));
    case 'sacrificeForLoss':
      return -5;
    case 'adventureChoice':
      return action.choice === 'perform' ? (lowestResource(state) <= 2 ? -1 : 1) : 0;
    case 'buyUpgrade':
      return action.upgrade ? upgradeWorth(state, action.upgrade) : 0;
    case 'acceptResult':
      return 0;
    case 'reroll':
      return lowestResource(state) <= 3 ? 1 : -0.5;
    case 'chooseShip':
      return -shipSide(state, action.ship).defense;
    case 'addUpgradeToDisplay':
      return 1;
    case 'changeMotive':
      return 0;
    default:
      return 0.5;
  }
}

/** A Lull Uprising check: give up a cube (its Liberation VP) or take the Notoriety (seed 001). */
function uprisingScore(state: GameState, choice: 'removeCube' | 'notoriety'): number {
  const frame = topFrame(state);
  if (frame?.k !== 'uprisingCheck' || !frame.pending) return choice === 'removeCube' ? 1 : 0;
  if (choice === 'removeCube') return -(1 + adjust(state, 'liberation', 1) * BOT_TUNING.vp);
  return -notorietyCost(state, frame.pending.roll + cubesIn(state, frame.pending.ocean));
}

/** Expected VP change of swapping an Officer Attribute for a random unused one. */
function attributeSwapGain(state: GameState, id: AttributeId): number {
  const held = new Set(state.characters.flatMap((c) => c.attributes));
  const unused = OFFICER_ATTRIBUTES.filter((a) => !held.has(a.id));
  const vp = (a: { vpModifier: number; effect: string | null }) =>
    a.vpModifier + (a.effect ? 1 : 0);
  const mine = OFFICER_ATTRIBUTES.find((a) => a.id === id);
  if (!mine || unused.length === 0) return 0;
  const mean = unused.reduce((s, a) => s + vp(a), 0) / unused.length;
  return (mean - vp(mine)) * BOT_TUNING.vp;
}

/** Hits and failed tests: cancel or sacrifice only when the loss would be dangerous. */
function hitScore(state: GameState, decision: Decision, action: Action): number {
  const frame = topFrame(state);
  if (decision.kind === 'hit' && frame?.k === 'hits' && frame.location) {
    const unit =
      resourceUnit(state, frame.location) + (state.resources[frame.location] <= 1 ? 300 : 0);
    if (action.type === 'takeHit') return -unit;
    if (action.type === 'cancelHit') return -5;
    return -6;
  }
  if (action.type === 'sacrifice' && decision.kind === 'forcedSacrifice')
    return -characterById(action.character).vp;
  if (action.type === 'sacrifice') return lowestResource(state) <= 2 ? 1 : -0.5;
  return 0;
}

/** A rule-of-thumb player: scores each option one step ahead and takes the best (ties at random). */
export function chooseGreedy(state: GameState, decision: Decision, rng: RngState): Action {
  resetBotMemo();
  let best: Scored[] = [];
  for (const action of decision.options) {
    const score = scoreAction(state, decision, action);
    if (best.length === 0 || score > (best[0] as Scored).score) best = [{ action, score }];
    else if (score === (best[0] as Scored).score) best.push({ action, score });
  }
  const pick = best[randomInt(rng, best.length)];
  if (!pick) throw new Error(`Decision ${decision.kind} has no options`);
  return pick.action;
}
