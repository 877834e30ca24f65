import type { GameState, Action, Decision } from '../types';
import type { OceanId } from '../data/types';
import { randomInt, type RngState } from '../rng';
import { oceanOfDie, shipSide } from '../board';
import { squadronDistance } from '../versus/imperialistMap';

/**
 * The Imperialist bot: it hunts the Nautilus with intent. It sees only what the Imperialist sees
 * on the table (no bag order, no generator state): positions, tracks and its own tableau.
 */
function distanceToNautilus(state: GameState, ocean: OceanId | undefined): number {
  if (!ocean || !state.nautilus) return 9;
  const d = squadronDistance(state, ocean, state.nautilus);
  return Number.isFinite(d) ? d : 9;
}

function actionOcean(a: Action): OceanId | undefined {
  if (a.type === 'chooseOcean' || a.type === 'chooseSlot') return a.ocean;
  return undefined;
}

function score(state: GameState, a: Action): number {
  switch (a.type) {
    case 'playBlackDice':
      return (
        a.dice.length * 10 -
        Math.min(...a.dice.map((d) => distanceToNautilus(state, oceanOfDie(d))), 9)
      );
    case 'chooseOcean':
    case 'chooseSlot': {
      const d = distanceToNautilus(state, actionOcean(a));
      // A Warship dropped right on the Nautilus gets a free Stalk Attack against it: stay adjacent.
      return d === 1 ? 5 : d === 0 ? 2 : 4 - d;
    }
    case 'commitGems':
      return a.count <= 2 ? a.count : -a.count;
    case 'huntBenefit':
      if (a.choice === 'hit') return 3;
      if (a.squadron) return 2;
      return a.slot !== undefined && state.nautilus
        ? (shipSide(state, state.oceans[state.nautilus].slots[a.slot] ?? 0).attack ?? 0) - 5
        : 0;
    case 'endImperialistPhase':
      return 0;
    case 'imperialist': {
      const ap = state.imperialist?.ap ?? 0;
      switch (a.action) {
        case 'hunt':
          return 100;
        case 'placeSquadron':
          return 60;
        case 'moveSquadron': {
          const before = distanceToNautilus(state, a.ocean);
          const after = distanceToNautilus(state, a.to);
          return after < before ? 50 - after : -5;
        }
        case 'crushDissent':
          return 30;
        case 'move': {
          if (!a.to || !state.nautilus) return -1;
          return a.to === state.nautilus
            ? 20
            : distanceToNautilus(state, a.to) < distanceToNautilus(state, a.ocean)
              ? 8
              : -1;
        }
        case 'obscure': {
          if (!a.ocean || a.slot === undefined) return -1;
          const v = state.oceans[a.ocean].slots[a.slot] ?? -1;
          if (v < 0 || a.ocean !== state.nautilus) return -1;
          const side = shipSide(state, v);
          return side.warship ? -1 : 10 + (side.vp.nonWarship ?? 0);
        }
        case 'convert': {
          if (!a.ocean || a.slot === undefined || a.ocean !== state.nautilus) return -2;
          const v = state.oceans[a.ocean].slots[a.slot] ?? -1;
          return v >= 0 && !shipSide(state, v).warship ? 12 : -2;
        }
        case 'applyPressure':
          return ap >= 4 ? 5 : -1;
        case 'thimbleRig':
          return -3;
      }
      return 0;
    }
    default:
      return 0;
  }
}

export function chooseImperialist(state: GameState, decision: Decision, rng: RngState): Action {
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const option of decision.options) {
    const s = score(state, option);
    if (s > bestScore) {
      bestScore = s;
      best = [option];
    } else if (s === bestScore) best.push(option);
  }
  const pick = best[randomInt(rng, best.length)];
  if (!pick) throw new Error(`Decision ${decision.kind} has no options`);
  return pick;
}
