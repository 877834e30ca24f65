import type { EventSink } from '../../kernel/engine';
import { OCEANS } from '../data/oceans';
import {
  ADVENTURE_TOKENS,
  isAllyId,
  type AdventureTokenId,
  type AllyId,
  type TreasureId,
} from '../data/treasures';
import { SPECIAL_ATTACK } from '../data/actionTables';
import type { AllyEffect, OceanId } from '../data/types';
import type { GameState, Action, UsedThisTurn } from '../types';
import type { GameEvent } from '../gameEvent';
import type { CombatFrame, TestFrame } from '../frames';
import { treasureById } from '../content/lookup';
import { adventureToken, adventureTokenText } from '../content/registry';
import { changeNotoriety, changeResource } from '../mutate';
import { cubesIn, hasUpgrade, landIdsOf, landsOf, placementNeighbours, oceanOfDie } from '../board';
import { randomInt } from '../rng';
import { discardUpgrade, drawTreasure } from '../sharedMoves';
import { msg, type CoreValue } from '../data/coreText';

/**
 * Rules of upgrades, Ally tokens and Adventure tokens that the handlers offer as choices
 * (issue 4). Each is data-keyed: upgrades by their effect keys, tokens by their effect.
 */

// ---------------------------------------------------------------------------------------------
// Ally tokens (seed 000 §5): usable while the Motive is World Order and the Nautilus is in a
// Cube Ocean (an Ocean with an Uprising cube on one of its Land spaces).

export function inCubeOcean(state: GameState): boolean {
  return (
    state.motive === 'worldOrder' && state.nautilus !== null && cubesIn(state, state.nautilus) > 0
  );
}

function alliesWith(state: GameState, effect: AllyEffect): AllyId[] {
  if (!inCubeOcean(state)) return [];
  return [
    ...new Set(state.treasures.filter(isAllyId).filter((t) => treasureById(t).effect === effect)),
  ];
}

function spendAlly(
  state: GameState,
  events: EventSink<GameEvent>,
  ally: TreasureId,
  why: CoreValue,
): void {
  const i = state.treasures.indexOf(ally);
  if (i < 0) throw new Error(`Ally ${ally} is not in your collection`);
  state.treasures.splice(i, 1);
  state.treasuresSpent.push(ally);
  events.push({ type: 'TreasureSpent', treasure: ally, why });
}

/** Salvage Points the Allies can add to a Refit (Merchants 1, Scientists 2). */
export function allySalvage(state: GameState): number {
  if (!inCubeOcean(state)) return 0;
  let n = 0;
  for (const t of state.treasures) {
    const e = treasureById(t).effect;
    if (e === 'allySalvage1') n += 1;
    if (e === 'allySalvage2') n += 2;
  }
  return n;
}

/**
 * Pays a Refit: Salvage ships first, then the Hunt's counter-tactic gemstones on the Salvage track
 * (1 Salvage Point each, back to the supply), then Allies (Merchants before Scientists).
 */
export function payRefit(state: GameState, events: EventSink<GameEvent>, cost: number): void {
  const paid = state.salvage.splice(0, Math.min(cost, state.salvage.length));
  state.sunkDiscard.push(...paid);
  let left = cost - paid.length;
  const imperialist = state.imperialist;
  while (left > 0 && imperialist && imperialist.salvageGems > 0) {
    imperialist.salvageGems--;
    state.gemSupply++;
    events.push({ type: 'GemstoneMoved', from: 'salvage', to: 'supply' });
    left--;
  }
  for (const effect of ['allySalvage1', 'allySalvage2'] as const) {
    while (left > 0) {
      const ally = state.treasures.find((t) => treasureById(t).effect === effect);
      if (!ally) break;
      spendAlly(state, events, ally, 'Salvage for a Refit');
      left -= effect === 'allySalvage1' ? 1 : 2;
    }
  }
}

/** Emergency Resources: an Ally satisfies the loss of 1 Ship Resource. */
export function allyLossOptions(state: GameState): Action[] {
  if (!inCubeOcean(state)) return [];
  const allies = [...new Set(state.treasures.filter(isAllyId))];
  return allies.map((ally) => ({ type: 'useAlly' as const, ally, how: 'emergency' as const }));
}

/** Place an Ally face down on the Tonnage track as a sunk ship (Notoriety = its ship value). */
function allyTonnageOptions(state: GameState): Action[] {
  if (!inCubeOcean(state) || !state.nautilus) return [];
  const allies = [...new Set(state.treasures.filter(isAllyId))];
  const columns = OCEANS[state.nautilus].tonnageColumns;
  return allies.flatMap((ally) =>
    columns.map((column) => ({ type: 'useAlly' as const, ally, how: 'tonnage' as const, column })),
  );
}

// ---------------------------------------------------------------------------------------------
// Post-roll choices: War Room, Electro-Powered Crew Armor, Secret Society.

function rollKey(state: GameState, what: 'warRoom' | 'crewArmor'): UsedThisTurn {
  return `${what}@${state.rollIndex}`;
}

/** Choices after a failed test roll (Incite: War Room; any test: Secret Society +2). */
export function testAfterOptions(state: GameState, frame: TestFrame): Action[] {
  const options: Action[] = [];
  const incite = frame.purpose.kind === 'action' && frame.purpose.action === 'incite';
  if (
    incite &&
    hasUpgrade(state, 'warRoom') &&
    !state.usedThisTurn.includes(rollKey(state, 'warRoom'))
  ) {
    options.push({ type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' });
    options.push({ type: 'useUpgrade', upgrade: 'warRoom', option: 'die1' });
  }
  const rest = frame.purpose.kind === 'action' && frame.purpose.action === 'rest';
  if (
    rest &&
    hasUpgrade(state, 'hospitalMachines') &&
    !(state.usedOnce ?? []).includes('hospitalRest')
  )
    options.push({ type: 'useUpgrade', upgrade: 'hospitalMachines', option: 'restCrew' });
  for (const ally of alliesWith(state, 'allyDrm2'))
    options.push({ type: 'useAlly', ally, how: 'drm' });
  return options;
}

/** Choices after the Nautilus' attack roll misses. */
export function combatAfterOptions(state: GameState, frame: CombatFrame): Action[] {
  const options: Action[] = [];
  if (hasUpgrade(state, 'warRoom') && !state.usedThisTurn.includes(rollKey(state, 'warRoom'))) {
    options.push({ type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' });
    options.push({ type: 'useUpgrade', upgrade: 'warRoom', option: 'die1' });
  }
  if (
    frame.mode === 'bold' &&
    hasUpgrade(state, 'electroPoweredCrewArmor') &&
    !state.usedThisTurn.includes(rollKey(state, 'crewArmor'))
  ) {
    options.push({ type: 'useUpgrade', upgrade: 'electroPoweredCrewArmor', option: 'drm1' });
    options.push({ type: 'useUpgrade', upgrade: 'electroPoweredCrewArmor', option: 'discard2' });
  }
  for (const ally of alliesWith(state, 'allyDrm2'))
    options.push({ type: 'useAlly', ally, how: 'drm' });
  return options;
}

/** Action Phase choices: Hospital Machines recovery, Allies to the Tonnage track. */
export function actionPhaseOptions(state: GameState): Action[] {
  const options: Action[] = [];
  if (
    hasUpgrade(state, 'hospitalMachines') &&
    state.diplomacyDice < SPECIAL_ATTACK.diplomacy.dice &&
    ['science', 'explore', 'adventure', 'humanist'].includes(state.motive) &&
    Object.values(state.lands).includes('cube')
  )
    options.push({ type: 'useUpgrade', upgrade: 'hospitalMachines', option: 'recover' });
  if (inCubeOcean(state)) for (const o of allyTonnageOptions(state)) options.push(o);
  return options;
}

/** Applies a component choice; returns false when the action is not one of them. */
export function applyComponentAction(
  state: GameState,
  events: EventSink<GameEvent>,
  action: Action,
  roll: TestFrame | CombatFrame | null,
): boolean {
  if (action.type === 'useUpgrade') {
    const name: CoreValue = { ref: 'upgrade', id: action.upgrade };
    const text = (t: CoreValue) =>
      events.push({ type: 'EffectApplied', source: name, text: t, provenance: 'designed' });
    if (action.upgrade === 'warRoom' && roll) {
      const i = action.option === 'die0' ? 0 : 1;
      state.usedThisTurn.push(rollKey(state, 'warRoom'));
      roll.roll[i] = 2;
      text(msg('effect.rollDie', { roll: roll.roll.join(' + ') }));
      return true;
    }
    if (action.upgrade === 'electroPoweredCrewArmor' && roll) {
      state.usedThisTurn.push(rollKey(state, 'crewArmor'));
      if (action.option === 'discard2') {
        discardUpgrade(state, events, 'electroPoweredCrewArmor', msg('why.forDrm'));
        roll.afterDrm += 2;
      } else roll.afterDrm += 1;
      text(
        action.option === 'discard2' ? msg('effect.crewArmorDiscard') : msg('effect.crewArmorBold'),
      );
      return true;
    }
    if (action.upgrade === 'hospitalMachines' && action.option === 'restCrew') {
      state.usedOnce = [...(state.usedOnce ?? []), 'hospitalRest'];
      changeResource(state, events, 'crew', 1, name);
      text(msg('effect.hospitalRest'));
      return true;
    }
    if (action.upgrade === 'hospitalMachines') {
      const here = state.nautilus ? landsOf(state.nautilus) : [];
      const lands = landIdsOf(state).filter((l) => state.lands[l] === 'cube');
      const land = lands.find((l) => here.includes(l)) ?? lands[0];
      if (!land) return true;
      state.lands[land] = null;
      state.cubesAvailable++;
      events.push({ type: 'CubeMoved', from: land, to: 'available' });
      state.diplomacyDice = SPECIAL_ATTACK.diplomacy.dice;
      text(msg('effect.hospitalCube'));
      return true;
    }
    return false;
  }
  if (action.type === 'useAlly') {
    const ally = treasureById(action.ally);
    if (action.how === 'drm' && roll) {
      spendAlly(state, events, action.ally, msg('why.drmAfterRoll'));
      roll.afterDrm += 2;
      return true;
    }
    if (action.how === 'tonnage' && action.column) {
      spendAlly(state, events, action.ally, msg('why.tonnageTrack'));
      state.treasuresSpent.pop();
      state.tonnage[action.column].push({ ally: action.ally });
      changeNotoriety(
        state,
        events,
        ally.tonnageValue ?? 1,
        msg('why.joinsTonnage', { ally: { ref: 'treasure', id: action.ally } }),
      );
      return true;
    }
    if (action.how === 'emergency') {
      spendAlly(state, events, action.ally, msg('why.emergencyResources'));
      return true;
    }
    return false;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Adventure tokens (Adventure Motive, seed 001 Placement / Action Phase).

function tokensInPlay(state: GameState): Set<AdventureTokenId> {
  const ids = new Set(state.adventureTokensClaimed ?? []);
  for (const o of Object.values(state.oceans)) if (o.adventureToken) ids.add(o.adventureToken.id);
  return ids;
}

/** Lull Turn: one more facedown token in the doubles Ocean, or an adjacent one without a token. */
export function placeLullAdventureToken(
  state: GameState,
  events: EventSink<GameEvent>,
  die: number,
): void {
  if (state.motive !== 'adventure') return;
  const used = tokensInPlay(state);
  const pool = ADVENTURE_TOKENS.filter((t) => !used.has(t.id));
  if (pool.length === 0) return;
  const target = oceanOfDie(die);
  const ocean = [target, ...placementNeighbours(target)].find(
    (o) => state.oceans[o].adventureToken === null,
  );
  if (!ocean) return;
  const token = pool[randomInt(state.rng, pool.length)];
  if (!token) return;
  state.oceans[ocean].adventureToken = { id: token.id, faceUp: false };
  events.push({ type: 'TokenDrawn', kind: 'adventureToken', token: token.id });
  events.push({
    type: 'EffectApplied',
    source: msg('source.adventureMotive'),
    text: msg('effect.adventurePlaced', { ocean: { ref: 'ocean', id: ocean } }),
    provenance: 'published',
  });
}

/** Search: a facedown token here is revealed and moves faceup to the Ocean it names. */
export function revealAdventureToken(state: GameState, events: EventSink<GameEvent>): void {
  const here = state.nautilus;
  if (state.motive !== 'adventure' || !here) return;
  const token = state.oceans[here].adventureToken;
  if (!token || token.faceUp) return;
  const data = adventureToken(state, token.id);
  state.oceans[here].adventureToken = null;
  // The named Ocean already holds a token: this one stays here, faceup (designed).
  const to: OceanId = state.oceans[data.ocean].adventureToken === null ? data.ocean : here;
  state.oceans[to].adventureToken = { id: token.id, faceUp: true };
  events.push({
    type: 'EffectApplied',
    source: { ref: 'item', id: token.id },
    text: msg('effect.adventureRevealed', {
      ocean: { ref: 'ocean', id: to },
      text: adventureTokenText(state, token.id),
    }),
    provenance: 'designed',
  });
}

/** Adventure action or a successful Attack: claim a faceup token in the Nautilus' Ocean. */
export function claimAdventureToken(state: GameState, events: EventSink<GameEvent>): void {
  const here = state.nautilus;
  if (state.motive !== 'adventure' || !here) return;
  const token = state.oceans[here].adventureToken;
  if (!token || !token.faceUp) return;
  const data = adventureToken(state, token.id);
  state.oceans[here].adventureToken = null;
  state.adventureTokensClaimed = [...(state.adventureTokensClaimed ?? []), token.id];
  events.push({
    type: 'EffectApplied',
    source: { ref: 'item', id: token.id },
    text: msg('effect.claimed', { text: adventureTokenText(state, token.id) }),
    provenance: 'designed',
  });
  const r = data.reward;
  if (r.kind === 'nemo' || r.kind === 'crew' || r.kind === 'hull')
    changeResource(state, events, r.kind, r.amount, { ref: 'item', id: token.id });
  else if (r.kind === 'treasure') for (let i = 0; i < r.amount; i++) drawTreasure(state, events);
  else if (r.kind === 'notoriety')
    changeNotoriety(state, events, r.amount, { ref: 'item', id: token.id });
  else if (r.kind === 'actionPoints') {
    state.ap = Math.min(5, state.ap + r.amount);
    events.push({ type: 'ActionPointsSet', ap: state.ap, lull: state.lull });
  }
  // scourgeBonus scores at the end (scoring.ts).
}
