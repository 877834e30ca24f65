import type { GameState } from '../types';
import type { Effect } from '../data/effectTypes';
import type { ActionId, ActionResultRow, ResourceId } from '../data/types';
import { memo } from './botMemo';
import { NOTORIETY, RESOURCE_TRACKS } from '../data/tracks';
import { MOTIVES } from '../data/motives';
import { actionResult } from '../data/actionTables';
import { passChance } from './botOdds';
import { wantedUpgrade } from './upgradePlan';
import { headroom, hitCost, notorietyUnit, resourceUnit, spaceValue } from './botValues';

/** A Treasure token in hand: its VP at the end, or a DRM / emergency resource before that. */
export const TREASURE_VALUE = 2.5;

/** What gaining `amount` Notoriety costs (negative amounts are relief); reaching Pariah is a Defeat. */
export function notorietyCost(state: GameState, amount: number): number {
  if (amount <= 0) {
    let relief = 0;
    for (let k = 0; k < -amount; k++) relief += notorietyUnit(state, -k);
    return -Math.min(relief, Math.max(0, state.notoriety) * 2);
  }
  const scaled = state.motive === 'humanist' && state.phase === 'action' ? amount * 3 : amount;
  if (scaled >= headroom(state)) return 300;
  let cost = 0;
  for (let k = 0; k < scaled; k++) cost += notorietyUnit(state, k);
  return cost + thresholdCost(state, state.notoriety, state.notoriety + scaled);
}

/**
 * Notoriety thresholds crossed on the way (seed 001 Gameplay): stronger ship groups join the
 * bag, Warships turn purple at 36, and from 44 a black die places one more ship every turn.
 */
function thresholdCost(state: GameState, from: number, to: number): number {
  let cost = 0;
  for (const stack of state.shipStacks)
    if (stack.at !== null && stack.ids.length > 0 && stack.at > from && stack.at <= to) cost += 2.5;
  if (!state.purple && from < NOTORIETY.purpleFlip && to >= NOTORIETY.purpleFlip) cost += 3;
  if (from < NOTORIETY.blackDie && to >= NOTORIETY.blackDie)
    cost += Math.min(20, state.drawPile.length * 1.2);
  return cost;
}

export function loseCost(state: GameState, r: ResourceId, amount: number): number {
  if (amount >= state.resources[r]) return 300;
  return amount * resourceUnit(state, r);
}

export function gainValue(state: GameState, r: ResourceId, amount: number): number {
  const room = RESOURCE_TRACKS[r].max - state.resources[r];
  return Math.min(room, amount) * resourceUnit(state, r, true) * 0.9;
}

/** A rough value of an effect list for the bots (resources by scarcity, Notoriety by headroom). */
export function effectValue(state: GameState, effects: readonly Effect[]): number {
  let v = 0;
  for (const e of effects) {
    switch (e.kind) {
      case 'gain':
        v += gainValue(state, e.resource, e.amount);
        break;
      case 'lose':
        v -= loseCost(state, e.resource, e.amount);
        break;
      case 'loseOneOf':
        v -= Math.min(...e.resources.map((r) => loseCost(state, r, e.amount)));
        break;
      case 'notoriety':
        v -= notorietyCost(state, e.amount);
        break;
      case 'drawTreasure':
        v += e.amount * TREASURE_VALUE;
        break;
      case 'discardTreasure':
        v -= state.treasures.length > 0 ? e.amount * TREASURE_VALUE : 0;
        break;
      case 'gainUpgrade': {
        const wanted = wantedUpgrade(state);
        v += wanted ? wanted.worth : 0;
        break;
      }
      case 'placeUprising':
        v += e.amount * (1 + MOTIVES[state.motive].vpAdjust.liberation * 0.3);
        break;
      case 'ap':
        v += e.amount * 1.5;
        break;
      case 'placeHidden':
        v -= e.amount * spaceValue(state) * 0.5;
        break;
      case 'removeHidden':
      case 'removeShips':
        v += e.amount * spaceValue(state) * 0.8;
        break;
      case 'hits':
        v -= e.amount * hitCost(state);
        break;
      case 'characteristic':
        v += e.amount;
        break;
      case 'sacrificeCharacter':
        v -= 6;
        break;
      case 'choice':
        v += Math.max(...e.options.map((o) => effectValue(state, o.effects)));
        break;
      case 'test': {
        const p = passChance(e.target);
        v += p * effectValue(state, e.pass) + (1 - p) * effectValue(state, e.fail);
        break;
      }
      case 'if':
        v += Math.max(effectValue(state, e.then), effectValue(state, e.else ?? [])) * 0.7;
        break;
      default:
        v += 0.3;
    }
  }
  return v;
}

/** Expected cost of failing with `exert` out: 1 each if the low die is 1, else 2 (seed 001). */
function exertFailCost(state: GameState, exert: readonly ResourceId[], low: number): number {
  let cost = 0;
  for (const r of exert) cost += loseCost(state, r, low === 1 ? 1 : 2);
  return cost;
}

/** Expected value of an Action test (Rest, Repair, Search, Incite, Refit) at a known DRM. */
export function actionTestValue(
  state: GameState,
  action: ActionId,
  drm: number,
  exert: readonly ResourceId[],
): number {
  const rowValues = memo(`rows:${action}`, () => new Map<ActionResultRow, number>());
  const failCost = [0, exertFailCost(state, exert, 1), exertFailCost(state, exert, 2)];
  let sum = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const row = actionResult(action, a + b + drm, a === 1 && b === 1);
      let value = rowValues.get(row);
      if (value === undefined) {
        value = effectValue(state, row.effects);
        rowValues.set(row, value);
      }
      sum += value;
      if (!row.pass || row.red) sum -= failCost[Math.min(a, b) === 1 ? 1 : 2] ?? 0;
    }
  return sum / 36;
}

/** Expected value of a card or effect test with `drm` and exerted resources. */
export function cardTestValue(
  state: GameState,
  target: number,
  drm: number,
  exert: readonly ResourceId[],
  pass: readonly Effect[],
  fail: readonly Effect[],
  passBonus = 0,
): number {
  const p = passChance(target - drm);
  const passV = effectValue(state, pass) + passBonus;
  const failV = effectValue(state, fail) - exertFailCost(state, exert, 2) * 0.85;
  return p * passV + (1 - p) * failV;
}
