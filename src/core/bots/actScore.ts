import type { GameState, Action } from '../types';
import type { OceanId, ResourceId } from '../data/types';
import { actionCost, actionTestDrm } from '../handlers/actionHandlers';
import { exertDrmOf } from '../handlers/testHandlers';
import { ACTION_TABLES } from '../data/actionTables';
import { hasUpgrade, moveNeighbourList } from '../board';
import { memo } from './botMemo';
import { spaceValue, lowestResource } from './botValues';
import { actionTestValue, notorietyCost, TREASURE_VALUE } from './effectValue';
import { attackValue, targetSides } from './attackPlan';

/** What one Action Point is worth when it is not spent now (only 1 carries over). */
export const AP_VALUE = 0.9;

/** The best exert choice for an Action test and its expected value. */
function bestActionTest(
  state: GameState,
  action: 'rest' | 'repair' | 'search' | 'incite' | 'refit',
) {
  const drm = actionTestDrm(state, action);
  const exertable = ACTION_TABLES[action].exert;
  const choices: ResourceId[][] = [[], ...exertable.map((r) => [r])];
  let best = -Infinity;
  for (const exert of choices) {
    if (exert.some((r) => state.resources[r] <= 0)) continue;
    const bonus = exert.reduce((s, r) => s + exertDrmOf(state, r), 0);
    best = Math.max(best, actionTestValue(state, action, drm + bonus, exert));
  }
  return best;
}

/** What the Nautilus could do in `ocean` with a few AP: its best attacks, or a Search. */
function oceanWorth(state: GameState, ocean: OceanId): number {
  return memo(`worth:${ocean}`, () => {
    const values: number[] = [];
    const seen = new Set<number>();
    state.oceans[ocean].slots.forEach((v, slot) => {
      if (v === -1) return;
      if (v === -2 && seen.has(v)) {
        values.push(values[values.length - 1] ?? 0);
        return;
      }
      const value = attackValue(state, ocean, slot, 'stalk');
      // Hidden Ships are alike: count each one, but evaluate the first only.
      values.push(value);
      seen.add(v);
    });
    values.sort((x, y) => y - x);
    const best = values.filter((v) => v > 0).slice(0, 2);
    const attacks = (best[0] ?? 0) + 0.5 * (best[1] ?? 0);
    return Math.max(attacks, state.oceans[ocean].gems > 0 ? 1.5 : 0);
  });
}

/** Move steps from `from` to every Ocean (Hydro Drive moves two lines per action). */
function moveDistances(state: GameState, from: OceanId): Map<OceanId, number> {
  return memo(`dist:${from}`, () => {
    const dist = new Map<OceanId, number>([[from, 0]]);
    let frontier = [from];
    const stride = hasUpgrade(state, 'hydroDrive') ? 2 : 1;
    for (let step = 1; frontier.length > 0; step++) {
      const next: OceanId[] = [];
      let ring = frontier;
      for (let k = 0; k < stride; k++) {
        const grown: OceanId[] = [];
        for (const o of ring)
          for (const n of moveNeighbourList(state, o))
            if (!dist.has(n)) {
              dist.set(n, step);
              grown.push(n);
            }
        next.push(...grown);
        ring = grown;
      }
      frontier = next;
    }
    return dist;
  });
}

/** Moving pays when it heads for a worthwhile Ocean, sooner (this turn) being better. */
function moveValue(state: GameState, to: OceanId): number {
  const apAfter = state.ap - actionCost(state, 'move');
  let best = 0;
  for (const [ocean, d] of moveDistances(state, to)) {
    const worth = oceanWorth(state, ocean);
    if (worth <= 0) continue;
    const discount = apAfter >= d + 1 ? 0.9 - 0.1 * d : 0.45 * Math.pow(0.75, d);
    best = Math.max(best, worth * discount);
  }
  const here = state.nautilus ? oceanWorth(state, state.nautilus) : 0;
  return best - 0.6 * here - 0.2;
}

export function actScore(state: GameState, action: Extract<Action, { type: 'act' }>): number {
  const ocean = state.nautilus;
  if (!ocean) return 0;
  const cost =
    action.action === 'attack'
      ? action.attack === 'bold' || action.attack === 'stalk'
        ? actionCost(state, 'attack')
        : 0
      : actionCost(state, action.action);
  const apPenalty = Math.max(0, cost - 1) * AP_VALUE;
  switch (action.action) {
    case 'attack': {
      if (action.attack === 'torpedo' || action.attack === 'diplomacy') {
        const sides = targetSides(state, ocean, action.slot);
        if (sides.length === 0) return 0;
        const warships = sides.reduce((w, s) => w + (s.side.warship ? s.weight : 0), 0);
        return 2 + spaceValue(state) * (1 - warships * 0.3);
      }
      const mode = action.attack === 'bold' ? 'bold' : 'stalk';
      return attackValue(state, ocean, action.slot, mode);
    }
    case 'move':
      return action.ocean ? moveValue(state, action.ocean) : 0;
    case 'incite':
    case 'rest':
    case 'repair':
    case 'search':
    case 'refit':
      return bestActionTest(state, action.action) - apPenalty;
    case 'adventure': {
      if (lowestResource(state) <= 3) return -1;
      return 0.5 + state.adventureGems * TREASURE_VALUE * 0.6 - apPenalty;
    }
    case 'fogMachine':
      return -notorietyCost(state, -2) - 1;
  }
  return 0;
}
