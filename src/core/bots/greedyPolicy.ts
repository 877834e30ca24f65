import type { Action, Decision, GameState } from '../types';
import type { OceanId, ResourceId } from '../data/types';
import { cardEntry } from '../content/registry';
import { cardById, treasureById } from '../content';
import { randomInt, type RngState } from '../rng';
import { actionCost, actionTestDrm } from '../handlers/actionHandlers';
import { exertDrmOf } from '../handlers/testHandlers';
import { ACTION_TABLES } from '../data/actionTables';
import { cubesIn, hasUpgrade, moveNeighbours, shipSide } from '../board';
import { adjust } from '../scoring';
import { memo, resetBotMemo } from './botMemo';
import { MOTIVES } from '../data/motives';
import { upgradeWorth, wantedUpgrade } from './upgradePlan';
import { SLACK, slackRelief, slackUnitValue } from './slackModel';
import { NOTORIETY } from '../data/tracks';
import { BOT_TUNING, headroom, iconsVp, resourceUnit, spaceValue } from './botValues';
import {
  actionTestValue,
  cardTestValue,
  effectValue,
  notorietyCost,
  TREASURE_VALUE,
} from './effectValue';
import {
  attackValue,
  baseStrikeDrm,
  otherWarshipCount,
  planStrike,
  targetSides,
} from './attackPlan';

type Scored = { action: Action; score: number };

/** What one Action Point is worth when it is not spent now (only 1 carries over). */
const AP_VALUE = 0.9;

function lowestResource(state: GameState): number {
  return Math.min(state.resources.nemo, state.resources.crew, state.resources.hull);
}

function topFrame(state: GameState) {
  return state.stack[state.stack.length - 1];
}

function keepCardValue(state: GameState, card: string): number {
  const entry = cardEntry(state, card);
  const data = cardById(card);
  if (data.test !== null)
    return cardTestValue(
      state,
      data.test,
      0,
      [],
      entry.pass ?? [],
      entry.fail ?? [],
      iconsVp(state, data.vp) * BOT_TUNING.vp,
    );
  return effectValue(state, entry.keep?.effects ?? []);
}

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
          for (const n of moveNeighbours(state, o))
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

function actScore(state: GameState, action: Extract<Action, { type: 'act' }>): number {
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
      return bestActionTest(state, action.action) * BOT_TUNING.incite - apPenalty;
    case 'rest':
    case 'repair':
      return bestActionTest(state, action.action) * BOT_TUNING.rest - apPenalty;
    case 'search':
    case 'refit':
      return bestActionTest(state, action.action) - apPenalty;
    case 'adventure': {
      if (lowestResource(state) <= 3) return -1;
      return (0.5 + state.adventureGems * TREASURE_VALUE * 0.6) * BOT_TUNING.adventure - apPenalty;
    }
    case 'fogMachine':
      return -notorietyCost(state, -2) - 1;
  }
  return 0;
}

function attackCommitScore(
  state: GameState,
  action: Extract<Action, { type: 'commitTest' }>,
): number {
  const frame = topFrame(state);
  if (!frame || frame.k !== 'combat') return 0;
  const side = frame.squadron
    ? targetSides(state, frame.ocean, undefined)[0]?.side
    : frame.ship >= 0
      ? shipSide(state, frame.ship)
      : undefined;
  if (!side) return 0;
  const others = otherWarshipCount(state, frame.ocean, frame.squadron ? undefined : frame.slot);
  const stalk = frame.mode !== 'bold';
  const plan = planStrike(state, side, frame.ocean, baseStrikeDrm(state, stalk, others), [
    action.exert,
  ]);
  return plan.value;
}

function testCommitScore(
  state: GameState,
  action: Extract<Action, { type: 'commitTest' }>,
): number {
  const frame = topFrame(state);
  if (!frame || frame.k !== 'test') return 0;
  const exertDrm = action.exert.reduce((s, r) => s + exertDrmOf(state, r), 0);
  const treasureDrm = action.treasure ? treasureById(action.treasure).vp : 0;
  const treasureCost = action.treasure
    ? TREASURE_VALUE + treasureById(action.treasure).vp * 0.4
    : 0;
  const drm = frame.baseDrm + exertDrm + treasureDrm;
  if (frame.purpose.kind === 'action')
    return actionTestValue(state, frame.purpose.action, drm, action.exert) - treasureCost;
  if (frame.purpose.kind === 'effect') {
    const { pass, fail } = frame.purpose;
    return cardTestValue(state, frame.target, drm, action.exert, pass, fail) - treasureCost;
  }
  const card = frame.purpose.card;
  const entry = cardEntry(state, card);
  const bonus = iconsVp(state, cardById(card).vp) * BOT_TUNING.vp;
  return (
    cardTestValue(
      state,
      frame.target,
      drm,
      action.exert,
      entry.pass ?? [],
      entry.fail ?? [],
      bonus,
    ) - treasureCost
  );
}

/** Placement choices: touch the Oceans whose dice regions have the most slack left. */
function placementScore(state: GameState, decision: Decision, action: Action): number {
  if (action.type !== 'chooseOcean' && action.type !== 'chooseSlot') return 0;
  const here = action.ocean === state.nautilus;
  const delta = decision.kind === 'place.hunt' ? -SLACK.empty : -1;
  const relief = slackRelief(state, action.ocean, delta);
  switch (decision.kind) {
    case 'place.hunt': {
      // A Warship placed with the Nautilus is Stalked at once for free (seed 001).
      if (!here) return relief;
      return lowestResource(state) >= 4 ? relief * 0.4 + 0.5 : relief - 2;
    }
    case 'place.spread':
    case 'place.reveal':
      return relief + (here ? 0.3 : 0);
    case 'place.flip':
      return relief - (here ? 0.3 : 0);
    default:
      return relief;
  }
}

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
      return 0.6 + black * SLACK.empty * 0.5 * slackUnitValue(state) * BOT_TUNING.lull;
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
    case 'discardUpgradeForLoss':
      return -4;
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

/** Buy the Motive's Upgrade at setup only when it is worth the Ship Resources it costs. */
function startingUpgradeScore(state: GameState, pay: Record<ResourceId, number>): number {
  let cost = 0;
  for (const r of ['nemo', 'crew', 'hull'] as const)
    for (let k = 0; k < pay[r]; k++) cost += resourceUnit(state, r) * (r === 'crew' ? 1.3 : 1);
  const worth = upgradeWorth(state, MOTIVES[state.motive].startingUpgrade);
  return worth * BOT_TUNING.buyStart - cost;
}

/** Tonnage scores (and keeps a Bold streak going); Salvage pays for a wanted Upgrade. */
function sinkAsScore(state: GameState, action: Extract<Action, { type: 'sinkAs' }>): number {
  if (action.as === 'tonnage') {
    const column = action.column ? state.tonnage[action.column].length : 0;
    return 2 - column * 0.3;
  }
  if (action.as !== 'salvage') return 0;
  const wanted = wantedUpgrade(state);
  if (!wanted || state.salvage.length >= wanted.cost || wanted.worth < 5) return 0;
  return 1.2 + wanted.worth * 0.12;
}

/** A Lull Uprising check: give up a cube (its Liberation VP) or take the Notoriety (seed 001). */
function uprisingScore(state: GameState, choice: 'removeCube' | 'notoriety'): number {
  const frame = topFrame(state);
  if (frame?.k !== 'uprisingCheck' || !frame.pending) return choice === 'removeCube' ? 1 : 0;
  if (choice === 'removeCube') return -(1 + adjust(state, 'liberation', 1) * BOT_TUNING.vp);
  return -notorietyCost(state, frame.pending.roll + cubesIn(state, frame.pending.ocean));
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
