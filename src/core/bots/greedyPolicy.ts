import type { Action, Decision, GameState } from '../types';
import { RESOURCE_TRACKS } from '../data/tracks';
import { shipSide, revealedWarships } from '../board';
import { randomInt, type RngState } from '../rng';

type Scored = { action: Action; score: number };

function resourceNeed(state: GameState, r: 'nemo' | 'crew' | 'hull'): number {
  return 1 - state.resources[r] / RESOURCE_TRACKS[r].max;
}

function scoreAction(state: GameState, decision: Decision, action: Action): number {
  const ocean = state.nautilus;
  switch (action.type) {
    case 'declineStartingUpgrade':
      return 1;
    case 'buyStartingUpgrade':
      return action.pay.crew === 3 || action.pay.hull === 3 ? 2 : 0;
    case 'commitTest': {
      const risky = action.exert.some((r) => state.resources[r] <= 3);
      return action.exert.length * (risky ? -2 : 1.5) + (action.treasure ? 0.5 : 0);
    }
    case 'endActions':
      return 0.1;
    case 'act': {
      if (!ocean) return 0;
      switch (action.action) {
        case 'attack': {
          const v = state.oceans[ocean].slots[action.slot ?? -1] ?? -1;
          if (v === -2) return action.attack === 'stalk' ? 2.5 : 1.5;
          if (v < 0) return 0;
          const side = shipSide(state, v);
          const ease = 12 - side.defense;
          const danger = side.attack ?? 0;
          const base = ease * 0.8 - danger * 0.2 + (action.attack === 'stalk' ? 1 : 0.6);
          return state.resources.hull <= 3 && side.warship ? base - 3 : base;
        }
        case 'rest':
          return 5 * resourceNeed(state, 'crew');
        case 'repair':
          return 6 * resourceNeed(state, 'hull');
        case 'search':
          return 3 - revealedWarships(state, ocean).length;
        case 'incite':
          return state.notoriety > 10 ? 2.5 : 1;
        case 'refit':
          return 3;
        case 'adventure':
          return 2 + state.adventureGems;
        case 'move': {
          const to = action.ocean;
          if (!to) return 0;
          const o = state.oceans[to];
          return 0.5 + o.gems * 1.2 + o.slots.filter((s) => s === -2).length * 0.4;
        }
        case 'fogMachine':
          return state.notoriety > 20 ? 4 : -1;
      }
      return 0;
    }
    case 'useTreasure':
      return decision.kind === 'loseTreasure' ? 0 : 1;
    case 'sinkAs':
      return action.as === 'tonnage' ? 2 : state.salvage.length < 3 ? 1.5 : 0;
    case 'continueBold':
      return state.resources.hull > 4 ? 1 : -1;
    case 'stopBold':
      return 0;
    case 'takeHit':
      return 1;
    case 'uprisingChoice':
      return action.choice === 'removeCube' ? 1 : 0;
    case 'loseResource':
      return state.resources[action.resource];
    case 'adventureChoice':
      return action.choice === 'perform' ? 1 : 0;
    case 'buyUpgrade':
      return action.upgrade ? 2 : 0;
    case 'acceptResult':
      return 0;
    case 'sacrifice':
      return -0.5;
    case 'addUpgradeToDisplay':
      return 1;
    case 'changeMotive':
      return 0;
    default:
      return 0.5;
  }
}

/** A simple rule-of-thumb player: scores each option and takes the best (ties broken at random). */
export function chooseGreedy(state: GameState, decision: Decision, rng: RngState): Action {
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
