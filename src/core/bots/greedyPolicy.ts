import type { Action, Decision, GameState } from '../types';
import { RESOURCE_TRACKS } from '../data/tracks';
import { shipSide, revealedWarships, hasUpgrade } from '../board';
import { OCEANS } from '../data/oceans';
import type { Effect } from '../effects/types';
import { cardEntry } from '../content/registry';
import { cardById } from '../content';
import { MOTIVES } from '../data/motives';
import { OCEAN_IDS, type OceanId } from '../data/types';
import { randomInt, type RngState } from '../rng';

type Scored = { action: Action; score: number };

function resourceNeed(state: GameState, r: 'nemo' | 'crew' | 'hull'): number {
  return 1 - state.resources[r] / RESOURCE_TRACKS[r].max;
}

/** How full the world is (0..1): the bot fights harder as the seas fill up (defeat at 1). */
function worldFill(state: GameState): number {
  let used = 0;
  let total = 0;
  for (const o of OCEAN_IDS) {
    total += OCEANS[o].capacity;
    used += state.oceans[o].slots.filter((s) => s !== -1).length;
  }
  return used / Math.max(1, total);
}

function shipsIn(state: GameState, ocean: OceanId): number {
  return state.oceans[ocean].slots.filter((s) => s !== -1).length;
}

function lowestResource(state: GameState): number {
  return Math.min(state.resources.nemo, state.resources.crew / 2, state.resources.hull / 2);
}

const P_AT_LEAST: Record<number, number> = {
  2: 1,
  3: 35 / 36,
  4: 33 / 36,
  5: 30 / 36,
  6: 26 / 36,
  7: 21 / 36,
  8: 15 / 36,
  9: 10 / 36,
  10: 6 / 36,
  11: 3 / 36,
  12: 1 / 36,
};

/** A rough value of an effect list for the bot (resources by scarcity, Notoriety by headroom). */
function effectValue(state: GameState, effects: Effect[]): number {
  let v = 0;
  const weight = (r: 'nemo' | 'crew' | 'hull') =>
    (r === 'nemo' ? 3 : 1.2) * (state.resources[r] <= 2 ? 3 : 1);
  const room = headroom(state);
  for (const e of effects) {
    switch (e.kind) {
      case 'gain':
        v += e.amount * weight(e.resource);
        break;
      case 'lose':
        v -= e.amount * weight(e.resource);
        break;
      case 'loseOneOf':
        v -= e.amount * Math.min(...e.resources.map(weight));
        break;
      case 'notoriety':
        v -= e.amount * (room <= 6 ? 2 : room <= 12 ? 0.8 : 0.3);
        break;
      case 'drawTreasure':
        v += e.amount * 1.2;
        break;
      case 'ap':
        v += e.amount * 1.5;
        break;
      case 'placeHidden':
        v -= e.amount * 0.8;
        break;
      case 'hits':
        v -= e.amount * 1.5;
        break;
      case 'characteristic':
        v += e.amount;
        break;
      case 'discardTreasure':
        v -= e.amount * 1.5;
        break;
      case 'choice':
        v += Math.max(...e.options.map((o) => effectValue(state, o.effects)));
        break;
      case 'test': {
        const p = P_AT_LEAST[Math.max(2, Math.min(12, e.target))] ?? 0;
        v += p * effectValue(state, e.pass) + (1 - p) * effectValue(state, e.fail);
        break;
      }
      default:
        v += 0.3;
    }
  }
  return v;
}

function keepCardValue(state: GameState, card: string): number {
  const entry = cardEntry(state, card);
  const data = cardById(card);
  if (data.test !== null) {
    const p = P_AT_LEAST[Math.max(2, Math.min(12, data.test))] ?? 0;
    return (
      p * effectValue(state, entry.pass ?? []) + (1 - p) * effectValue(state, entry.fail ?? [])
    );
  }
  return effectValue(state, entry.keep?.effects ?? []);
}

/** Notoriety left before the Motive's Pariah defeat. */
function headroom(state: GameState): number {
  return (MOTIVES[state.motive].pariah ?? 99) - state.notoriety;
}

function scoreAction(state: GameState, decision: Decision, action: Action): number {
  const ocean = state.nautilus;
  const fill = worldFill(state);
  const room = headroom(state);
  const notorietyCost = room <= 3 ? 3 : room <= 8 ? 1 : room <= 14 ? 0.4 : 0.1;
  switch (action.type) {
    case 'chooseDice': {
      const [a, b] = action.pick;
      return a === b ? 0.5 : Math.abs(a - b);
    }
    case 'chooseOcean':
    case 'chooseSlot': {
      // Placement: a hunting Warship placed with the Nautilus is Stalked for free; hidden
      // ships near it are targets; revealed and flipped Warships are better kept away.
      const here = action.ocean === ocean;
      if (decision.kind === 'place.hunt') return here ? 2 : 0.5;
      if (decision.kind === 'place.spread') return here ? 1 : 0.5;
      if (decision.kind === 'place.reveal' || decision.kind === 'place.flip') return here ? 0 : 0.5;
      return 0.5;
    }
    case 'useCard':
      return decision.kind === 'action' ? keepCardValue(state, action.card) : 2;
    case 'chooseEffect': {
      if (decision.kind === 'mapRoomKeep') return action.index;
      const top = state.stack[state.stack.length - 1];
      const option = top?.k === 'effectChoice' ? top.options[action.index] : undefined;
      return option ? effectValue(state, option.effects) : 0;
    }
    case 'useUpgrade':
      return action.upgrade === 'electroPoweredCrewArmor' && action.option === 'discard2' ? 0.5 : 2;
    case 'useAlly':
      return action.how === 'drm' ? 2 : action.how === 'emergency' ? 3 : 0.2;
    case 'mapRoom':
      return action.choice === 'notoriety' && state.notoriety < 25 ? 1 : 0;
    case 'declineStartingUpgrade':
      return 1;
    case 'buyStartingUpgrade':
      return action.pay.crew === 3 || action.pay.hull === 3 ? 2 : 0;
    case 'commitTest': {
      if (decision.kind === 'attackCommit' && action.exert.includes('nemo')) return -3;
      const risky = action.exert.some((r) => state.resources[r] <= (r === 'nemo' ? 4 : 5));
      return action.exert.length * (risky ? -2 : 1.5) + (action.treasure ? 0.5 : 0);
    }
    case 'endActions':
      return 0.1;
    case 'act': {
      if (!ocean) return 0;
      switch (action.action) {
        case 'attack': {
          const v = state.oceans[ocean].slots[action.slot ?? -1] ?? -1;
          if (action.attack === 'torpedo' || action.attack === 'diplomacy') return 6;
          if (v === -1) return 0;
          const targets = shipsIn(state, ocean);
          const others = revealedWarships(state, ocean).filter((w) => w !== v).length;
          const drm =
            (action.attack === 'stalk' ? 1 : 0) +
            (hasUpgrade(state, 'strengthenedProw') ? 1 : 0) -
            (others > 0 ? 1 : 0);
          const side = v >= 0 ? shipSide(state, v) : null;
          const defense = side ? side.defense : 8;
          const p =
            P_AT_LEAST[Math.max(2, Math.min(12, defense - drm))] ?? (defense - drm > 12 ? 0 : 1);
          const danger = side?.attack
            ? 1 - (P_AT_LEAST[Math.max(2, Math.min(12, side.attack))] ?? 0)
            : 0.2;
          const win = 2 + fill * 6 - (side?.notoriety ?? 1) * notorietyCost;
          const chain =
            action.attack === 'bold' && room > 8 ? p * (targets - 1) * (0.8 + fill * 2) : 0;
          const hurt = danger * 2.5 * (lowestResource(state) <= 2 ? 3 : 1);
          return p * win + chain - (1 - p) * (0.5 + notorietyCost) - hurt;
        }
        case 'rest':
          return state.resources.crew <= 4 ? 2 + 6 * resourceNeed(state, 'crew') : 0.3;
        case 'repair':
          return state.resources.hull <= 4 ? 2 + 6 * resourceNeed(state, 'hull') : 0.3;
        case 'search':
          return 1.5 + (1 - fill) * 1.5 - revealedWarships(state, ocean).length;
        case 'incite':
          return room <= 10 ? 6 - room * 0.3 : state.notoriety > 10 ? 2.5 : 1;
        case 'refit':
          return 3;
        case 'adventure':
          return 1 + (1 - fill) + state.adventureGems;
        case 'move': {
          const to = action.ocean;
          if (!to) return 0;
          const here = shipsIn(state, ocean);
          const there = shipsIn(state, to);
          if (state.ap < 2) return 0.05;
          return (
            0.2 +
            state.oceans[to].gems * 0.4 +
            (there > 0 && here === 0 ? 1.2 : 0) +
            (there - here) * 0.15
          );
        }
        case 'fogMachine':
          return room <= 8 || state.notoriety > 20 ? 5 : -1;
      }
      return 0;
    }
    case 'useTreasure':
      return decision.kind === 'loseTreasure' ? 0 : 1;
    case 'sinkAs':
      return action.as === 'tonnage' ? 2 : state.salvage.length < 3 ? 1.5 : 0;
    case 'continueBold': {
      if (lowestResource(state) <= 2 || state.resources.hull <= 3) return -1;
      const pariah = MOTIVES[state.motive].pariah ?? 99;
      if (pariah - state.notoriety <= 6) return -1;
      const v = ocean ? (state.oceans[ocean].slots[action.slot] ?? -1) : -1;
      return v >= 0 && shipSide(state, v).warship ? 0.5 + fill : 1 + fill;
    }
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
