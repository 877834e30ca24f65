import type { CardId } from '../data/cards';
import type { EventSink } from '../../kernel/engine';
import { ACTION_TABLES, ACTION_COSTS, LULL_ACTION_COST, type ActionId } from '../data/actionTables';
import { newTestFrame } from '../newTestFrame';
import type { OceanId } from '../data/types';
import type { TreasureId } from '../data/treasures';
import type { AttackKind, GameState, Action, NautilusActionKind } from '../types';
import type { GameEvent } from '../gameEvent';
import { treasureById, upgradeById } from '../content/lookup';
import { UPGRADES } from '../data/upgrades';
import { hasUpgrade, landsOf, moveNeighbourList, salvageSpacesTaken } from '../board';
import { changeNotoriety, changeResource, rollDice } from '../mutate';
import { discardUpgrade, drawTreasure, spendTreasure } from '../sharedMoves';
import { refillUpgradeDisplay } from './turnHandlers';
import { newCombat } from './combatSteps';
import { type FrameHandlers, nautilusDecision, popFrame } from './FrameHandler';
import { rollModifiers, sumModifiers } from '../rollModifiers';
import { playKeepCard, scanKeepCardOptions } from '../effects/cardLifeCycle';
import {
  actionPhaseOptions,
  allySalvage,
  applyComponentAction,
  claimAdventureToken,
} from '../effects/components';
import {
  hitOf,
  put,
  putAll,
  scanAll,
  scanAt,
  scanCount,
  skipSection,
  wants,
  type OptionScan,
} from '../optionScan';
import { msg, type CoreText } from '../data/coreText';

const ACTION_RULE = msg('rule.action');

export function actionCost(
  state: GameState,
  kind: NautilusActionKind | 'torpedo' | 'diplomacy',
): number {
  return kind === 'fogMachine' ? 1 : costOf(state, printedCost(kind));
}

/** The printed cost (a switch: a keyed read of ACTION_COSTS showed up in the playout profile). */
function printedCost(kind: NautilusActionKind | 'torpedo' | 'diplomacy'): number {
  switch (kind) {
    case 'fogMachine':
      return 1;
    case 'adventure':
      return ACTION_COSTS.adventure;
    case 'attack':
      return ACTION_COSTS.attack;
    case 'incite':
      return ACTION_COSTS.incite;
    case 'move':
      return ACTION_COSTS.move;
    case 'rest':
      return ACTION_COSTS.rest;
    case 'repair':
      return ACTION_COSTS.repair;
    case 'refit':
      return ACTION_COSTS.refit;
    case 'search':
      return ACTION_COSTS.search;
    case 'torpedo':
      return ACTION_COSTS.torpedo;
    case 'diplomacy':
      return ACTION_COSTS.diplomacy;
  }
}

/** An action's cost from its printed cost: a Lull Turn makes it 1 (not under Adventure). */
function costOf(state: GameState, base: number): number {
  if (base === 0) return 0;
  if (state.lull && state.motive !== 'adventure') return LULL_ACTION_COST;
  return base;
}

function moveDestinations(state: GameState, from: OceanId): readonly OceanId[] {
  const first = moveNeighbourList(state, from);
  if (!hasUpgrade(state, 'hydroDrive')) return first;
  const all = new Set<OceanId>(first);
  for (const o of first) for (const p of moveNeighbourList(state, o)) if (p !== from) all.add(p);
  return [...all];
}

function attackOptions(state: GameState, ocean: OceanId, s: OptionScan): void {
  const slots = state.oceans[ocean].slots;
  const normal = canAfford(state, ACTION_COSTS.attack);
  const torpedo = hasUpgrade(state, 'steamTorpedoes') && !state.usedThisTurn.includes('torpedo');
  const diplomacy =
    hasUpgrade(state, 'hospitalMachines') && !state.usedThisTurn.includes('diplomacy');
  for (let slot = 0; slot < slots.length; slot++) {
    if (slots[slot] === -1) continue;
    if (normal) {
      if (wants(s)) put(s, { type: 'act', action: 'attack', slot, attack: 'bold' });
      if (wants(s)) put(s, { type: 'act', action: 'attack', slot, attack: 'stalk' });
    }
    if (torpedo && wants(s)) put(s, { type: 'act', action: 'attack', slot, attack: 'torpedo' });
    if (diplomacy && wants(s)) put(s, { type: 'act', action: 'attack', slot, attack: 'diplomacy' });
  }
  if (!normal) return;
  for (const squadron of state.oceans[ocean].squadrons) {
    if (wants(s)) put(s, { type: 'act', action: 'attack', squadron, attack: 'bold' });
    if (wants(s)) put(s, { type: 'act', action: 'attack', squadron, attack: 'stalk' });
  }
}

/** DRMs known before the roll for an Action test (seed 001 Tests and Action Phase). */
export function actionTestDrm(state: GameState, action: ActionId): number {
  return sumModifiers(rollModifiers(state, { kind: 'test', test: { kind: 'action', action } }));
}

/** Whether the Action Points pay for an action of this printed cost. */
function canAfford(state: GameState, base: number): boolean {
  return state.ap >= costOf(state, base);
}

function hasFreeLand(state: GameState, ocean: OceanId): boolean {
  for (const land of landsOf(ocean)) if (state.lands[land] === null) return true;
  return false;
}

/** The lowest salvage any Upgrade's Refit asks: less than it, no Upgrade in view is affordable. */
const LEAST_REFIT = Math.min(...UPGRADES.map((u) => u.cost - 1));

function cheapestRefit(state: GameState): number {
  let cheapest = Infinity;
  for (const u of state.upgradeDisplay) cheapest = Math.min(cheapest, upgradeById(u).cost - 1);
  return cheapest;
}

/** Whether `list[i]` is the first of its value (the order a `Set` of the list would keep). */
function firstOfItsValue(list: readonly string[], i: number): boolean {
  return list.indexOf(list[i] as string) === i;
}

/** The sections of the Action Phase walk (`skipSection`), the last one ending the walk. */
export const ACTION_SECTIONS = 7;

/** The Action Phase options, walked by `s` (all built, counted, or one built). */
function scanActionOptions(state: GameState, s: OptionScan): void {
  const ocean = state.nautilus;
  if (!ocean) {
    if (wants(s)) put(s, { type: 'endActions' });
    return;
  }
  if (!skipSection(s, 0) && canAfford(state, ACTION_COSTS.move))
    for (const to of moveDestinations(state, ocean))
      if (wants(s)) put(s, { type: 'act', action: 'move', ocean: to });
  if (!skipSection(s, 1)) attackOptions(state, ocean, s);
  if (s.hit) return; // the one option wanted is built
  if (!skipSection(s, 2)) fixedActionOptions(state, ocean, s);
  if (s.hit) return;
  if (!skipSection(s, 3)) treasureOptions(state, s);
  if (!skipSection(s, 4) && state.keepCards.length > 0) scanKeepCardOptions(state, 'action', s);
  if (!skipSection(s, 5)) putAll(s, actionPhaseOptions(state));
  if (!skipSection(s, 6) && wants(s)) put(s, { type: 'endActions' });
  skipSection(s, ACTION_SECTIONS);
}

/** Rest, Repair, Search, Incite, Refit, Adventure and the Fog Machine, when allowed. */
function fixedActionOptions(state: GameState, ocean: OceanId, s: OptionScan): void {
  if (canAfford(state, ACTION_COSTS.rest) && wants(s)) put(s, { type: 'act', action: 'rest' });
  if (canAfford(state, ACTION_COSTS.repair) && wants(s)) put(s, { type: 'act', action: 'repair' });
  if (canAfford(state, ACTION_COSTS.search) && state.oceans[ocean].gems > 0 && wants(s))
    put(s, { type: 'act', action: 'search' });
  if (
    canAfford(state, ACTION_COSTS.incite) &&
    state.cubesAvailable > 0 &&
    hasFreeLand(state, ocean) &&
    wants(s)
  )
    put(s, { type: 'act', action: 'incite' });
  if (canAfford(state, ACTION_COSTS.refit) && state.upgradeDisplay.length > 0) {
    const salvage = salvageSpacesTaken(state) + allySalvage(state);
    if (salvage >= LEAST_REFIT && salvage >= cheapestRefit(state) && wants(s))
      put(s, { type: 'act', action: 'refit' });
  }
  if (canAfford(state, ACTION_COSTS.adventure) && state.adventureDeck.length > 0 && wants(s))
    put(s, { type: 'act', action: 'adventure' });
  if (hasUpgrade(state, 'fogMachine') && state.ap >= actionCost(state, 'fogMachine') && wants(s))
    put(s, { type: 'act', action: 'fogMachine' });
}

/** The Treasures that may be used in the Action Phase (each kind once). */
function treasureOptions(state: GameState, s: OptionScan): void {
  const treasures = state.treasures;
  for (let i = 0; i < treasures.length; i++) {
    if (!firstOfItsValue(treasures, i)) continue;
    const t = treasures[i] as TreasureId;
    const effect = treasureById(t).effect;
    if (
      effect === 'gainNemo' ||
      effect === 'gainCrew' ||
      effect === 'gainHull' ||
      effect === 'gainAction'
    ) {
      if ((effect !== 'gainAction' || state.ap < 5) && wants(s))
        put(s, { type: 'useTreasure', treasure: t });
    }
    if (effect === 'revealUpgrade' && state.upgradeDeck.length > 0 && wants(s))
      put(s, { type: 'useTreasure', treasure: t });
  }
}

function actionOptions(state: GameState): Action[] {
  const options: Action[] = [];
  scanActionOptions(state, scanAll(options));
  return options;
}

const ACTION_PROMPTS = new Map<number, CoreText>();

/** The Action Phase prompt; the few texts it can be are kept (a playout asks every step). */
function actionPrompt(state: GameState): CoreText {
  const key = state.ap * 2 + (state.lull ? 1 : 0);
  let prompt = ACTION_PROMPTS.get(key);
  if (prompt === undefined) {
    prompt = msg(state.lull ? 'prompt.actionLull' : 'prompt.action', { ap: state.ap });
    ACTION_PROMPTS.set(key, prompt);
  }
  return prompt;
}

function startActionTest(state: GameState, action: ActionId): void {
  const table = ACTION_TABLES[action];
  state.stack.push(
    newTestFrame({ kind: 'action', action }, 7, table.exert, {
      maxExert: table.maxExert,
      treasureAllowed: table.drms.includes('spendTreasure'),
    }),
  );
}

function applyTreasure(state: GameState, events: EventSink<GameEvent>, id: TreasureId): void {
  const effect = treasureById(id).effect;
  spendTreasure(state, events, id, msg('why.used'));
  if (effect === 'gainNemo') changeResource(state, events, 'nemo', 1, msg('why.treasure'));
  else if (effect === 'gainCrew') changeResource(state, events, 'crew', 1, msg('why.treasure'));
  else if (effect === 'gainHull') changeResource(state, events, 'hull', 1, msg('why.treasure'));
  else if (effect === 'gainAction') {
    state.ap = Math.min(5, state.ap + 1);
    events.push({ type: 'ActionPointsSet', ap: state.ap, lull: state.lull });
  } else if (effect === 'revealUpgrade')
    refillUpgradeDisplay(state, events, state.upgradeDisplay.length + 1);
}

function takeAction(
  state: GameState,
  action: Extract<Action, { type: 'act' }>,
  events: EventSink<GameEvent>,
): void {
  const ocean = state.nautilus as OceanId;
  const costKind =
    action.action === 'attack' && (action.attack === 'torpedo' || action.attack === 'diplomacy')
      ? action.attack
      : action.action;
  const cost = actionCost(state, costKind);
  state.ap -= cost;
  events.push({
    type: 'ActionTaken',
    action: action.attack ? `${action.action}:${action.attack}` : action.action,
    cost,
  });
  events.push({ type: 'ActionPointsSet', ap: state.ap, lull: state.lull });
  switch (action.action) {
    case 'move': {
      const to = action.ocean as OceanId;
      state.nautilus = to;
      events.push({ type: 'NautilusMoved', from: ocean, to });
      return;
    }
    case 'attack': {
      const attack = action.attack as AttackKind;
      if (attack === 'torpedo' || attack === 'diplomacy') state.usedThisTurn.push(attack);
      if (action.squadron) {
        state.stack.push({ ...newCombat(ocean, -1, -1, attack), squadron: action.squadron });
        return;
      }
      const slot = action.slot as number;
      state.stack.push(newCombat(ocean, slot, state.oceans[ocean].slots[slot] as number, attack));
      return;
    }
    case 'rest':
    case 'repair':
    case 'refit':
    case 'search':
    case 'incite':
      startActionTest(state, action.action);
      return;
    case 'adventure': {
      const card = state.adventureDeck.shift() as CardId;
      state.revealed = card;
      events.push({ type: 'CardRevealed', card, from: 'adventureDeck' });
      state.stack.push({ k: 'adventureChoice', card });
      claimAdventureToken(state, events);
      return;
    }
    case 'fogMachine': {
      discardUpgrade(state, events, 'fogMachine', msg('why.fogUsed'));
      const { white } = rollDice(state, events, msg('roll.fogMachine'), 2);
      changeNotoriety(state, events, -((white[0] ?? 0) + (white[1] ?? 0)), {
        ref: 'upgrade',
        id: 'fogMachine',
      });
      return;
    }
  }
}

export const ACTION_HANDLERS: Pick<FrameHandlers, 'actionPhase' | 'adventureChoice'> = {
  actionPhase: {
    decide(state) {
      return nautilusDecision('action', actionPrompt(state), ACTION_RULE, actionOptions(state));
    },
    sections: ACTION_SECTIONS,
    count(state, frame, marks) {
      const s = scanCount(marks);
      scanActionOptions(state, s);
      return s.n;
    },
    optionAt(state, frame, index, marks) {
      const s = scanAt(index, marks);
      scanActionOptions(state, s);
      return hitOf(s);
    },
    choose(state, frame, action, events) {
      if (action.type === 'endActions') {
        popFrame(state, frame);
        return;
      }
      if (applyComponentAction(state, events, action, null)) return;
      if (action.type === 'useCard') playKeepCard(state, events, action.card);
      else if (action.type === 'useTreasure') applyTreasure(state, events, action.treasure);
      else if (action.type === 'act') takeAction(state, action, events);
    },
  },
  adventureChoice: {
    decide(state, frame) {
      return nautilusDecision(
        'adventure',
        msg('prompt.adventure', { card: { ref: 'card', id: frame.card } }),
        msg('rule.adventure'),
        [
          { type: 'adventureChoice', choice: 'perform' },
          { type: 'adventureChoice', choice: 'bottom' },
        ],
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'adventureChoice') return;
      if (action.choice === 'bottom') {
        state.adventureDeck.push(frame.card);
        state.revealed = null;
        events.push({ type: 'CardFiled', card: frame.card, pile: 'adventureBottom' });
        return;
      }
      const gems = state.adventureGems;
      state.adventureGems = 0;
      state.gemSupply += gems;
      if (gems > 0) events.push({ type: 'GemstoneMoved', from: 'adventureDeck', to: 'supply' });
      state.stack.push({ k: 'resolveCard', card: frame.card, from: 'adventureDeck' });
      for (let i = 0; i < gems; i++) drawTreasure(state, events);
    },
  },
};
