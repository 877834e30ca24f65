import { CORNERS, SUITS } from './data/board';
import { characterById } from './data/characters';
import { UPGRADES } from './data/upgrades';
import { cardRank, cardSuit, isFaceCard } from './cards';
import { cloneState } from './cloneState';
import { declineIsCowardice } from './cowardice';
import { currentDecision } from './currentDecision';
import { changeItem, gainStars, pushPending } from './effects';
import type { Events } from './effects';
import { advance, openCorners, placeCharacter, punishCowardice, resolveCourse } from './flow';
import {
  CONVERTIBLE,
  allowsFreeActions,
  engageCost,
  repairCost,
  upgradeCost,
  upgradeKnowledgeCost,
} from './legalActions';
import { moveChoices } from './moveChoices';
import { canFinishCourse, MAX_MOVE, neighbours } from './movement';
import { actionKnowledgeCost, fillSlot, slotProblem, spendKnowledge } from './sections';
import type { FlipAction, FlipDecision, FlipEvent, FlipState, Pending } from './types';

function fail(message: string): never {
  throw new Error(message);
}

function requireIndex(value: unknown, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= max) {
    fail(`${what} must be an index from 0 to ${max - 1}`);
  }
  return value;
}

/** Apply an action to `state` itself (fast path for simulations and bots). */
export function applyFlipActionInPlace(state: FlipState, action: FlipAction, events: Events): void {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    fail('Action: expected an object with a type');
  }
  if (state.phase === 'over') fail('Game over: no more actions can be taken');
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver') fail('Game over: no more actions can be taken');
  if (action.player !== decision.player) {
    fail(
      `Turn order: player ${decision.player} must decide (${decision.kind}), not player ${action.player}`,
    );
  }
  const player = decision.player;
  switch (action.type) {
    case 'convertTreasure':
    case 'useUpgrade':
    case 'useItem':
      if (!allowsFreeActions(decision)) {
        fail(
          `Free actions: finish the ${decision.kind} decision before using treasure, upgrades or items`,
        );
      }
      applyFree(state, player, action, events);
      break;
    default:
      applyMain(state, player, decision, action, events);
  }
  state.actionCount += 1;
  advance(state, events);
}

function applyFree(state: FlipState, player: number, action: FlipAction, events: Events): void {
  const p = state.players[player]!;
  const inv = p.inventory;
  if (action.type === 'convertTreasure') {
    if (!CONVERTIBLE.includes(action.to)) fail('Treasure: convert into knowledge, salvage or crew');
    if (inv.treasure < 1) fail('Treasure: you have no treasure to spend');
    changeItem(state, player, 'treasure', -1, 'conversion', events);
    changeItem(state, player, action.to, 1, 'conversion', events);
    return;
  }
  if (action.type === 'useItem') {
    if (!p.character) fail('Special item: choose a character first');
    if (p.itemUsed) fail('Special item: it can be used once per game');
    const def = characterById(p.character);
    const effect = def.item.effect;
    if (effect.type === 'repair' && inv.damage === 0) fail('Special item: no damage to repair');
    p.itemUsed = true;
    events.push({ type: 'ItemUsed', player, character: def.id });
    switch (effect.type) {
      case 'gain':
        for (const [item, n] of Object.entries(effect.resources)) {
          changeItem(
            state,
            player,
            item as keyof typeof effect.resources,
            n,
            def.item.name,
            events,
          );
        }
        break;
      case 'bonusAction':
        events.push({ type: 'BonusActionGained', player, suit: effect.suit, source: 'item' });
        queueAfterMovement(p.stack, { kind: 'bonus', suit: effect.suit, source: 'item' });
        break;
      case 'repair':
        changeItem(
          state,
          player,
          'damage',
          -Math.min(effect.damage, inv.damage),
          def.item.name,
          events,
        );
        break;
      case 'harpoon':
        changeItem(state, player, 'damage', effect.damage, def.item.name, events);
        gainStars(state, player, effect.stars, 'item', events);
        break;
    }
    return;
  }
  if (action.type !== 'useUpgrade') return;
  const u = action.upgrade;
  if (!Number.isInteger(u) || u < 1 || u > 4)
    fail('Upgrades: only A, 2, 3 and 4 are used on demand');
  if (!p.upgrades[u - 1]) fail(`Upgrades: ${UPGRADES[u - 1]!.name} is not built`);
  const name = UPGRADES[u - 1]!.name;
  const convert = (
    from: 'crew' | 'salvage' | 'knowledge',
    to: 'crew' | 'salvage' | 'knowledge',
  ): void => {
    if (inv[from] < 1) fail(`${name}: needs 1 ${from}`);
    changeItem(state, player, from, -1, name, events);
    changeItem(state, player, to, 1, name, events);
  };
  if (u === 1) {
    const gain = action.gain ?? [];
    if (gain.length !== 2 || !gain.every((g) => CONVERTIBLE.includes(g))) {
      fail('Skiff: choose two of crew, salvage or knowledge');
    }
    if (inv.treasure < 1) fail('Skiff: needs 1 treasure');
    changeItem(state, player, 'treasure', -1, name, events);
    for (const g of gain) changeItem(state, player, g, 1, name, events);
  } else if (u === 2) convert('crew', 'salvage');
  else if (u === 3) convert('salvage', 'knowledge');
  else convert('knowledge', 'crew');
  events.push({ type: 'UpgradeUsed', player, upgrade: u });
}

/**
 * Put a bonus action below a course still being charted and its exploration rewards: like a map
 * bonus, it is taken once the movement rewards are recorded.
 */
function queueAfterMovement(stack: Pending[], bonus: Pending): void {
  let at = stack.length;
  while (at > 0 && stack[at - 1]!.kind !== 'bonus') at -= 1;
  stack.splice(at, 0, bonus);
}

function expect(decision: FlipDecision, kinds: FlipDecision['kind'][], action: FlipAction): void {
  if (!kinds.includes(decision.kind)) {
    fail(`Turn order: "${action.type}" is not an answer to the ${decision.kind} decision`);
  }
}

function applyMain(
  state: FlipState,
  player: number,
  decision: FlipDecision,
  action: FlipAction,
  events: Events,
): void {
  const p = state.players[player]!;
  switch (action.type) {
    case 'chooseCharacter': {
      expect(decision, ['chooseCharacter'], action);
      if (decision.kind !== 'chooseCharacter' || !decision.options.includes(action.character)) {
        fail('Setup: choose one of the two character cards you were dealt');
      }
      placeCharacter(state, player, action.character, events);
      state.mainDone = true;
      return;
    }
    case 'chooseMove': {
      expect(decision, ['chooseMove'], action);
      const cardIndex = requireIndex(action.card, state.lineup.length, 'Chart a Course: the card');
      const card = state.lineup[cardIndex]!;
      const { stuck, choices } = moveChoices(state, player);
      const wild = action.wild === true;
      let length: number;
      if (stuck) {
        const choice = choices.find((c) => c.card === cardIndex)!;
        if (wild || action.value !== choice.value) {
          fail(
            'Chart a Course: no card reaches an uncharted space, so play a card at its value and extend the course',
          );
        }
        length = choice.length;
      } else {
        const value = action.value;
        if (!Number.isInteger(value) || value < 1 || value > MAX_MOVE) {
          fail('Chart a Course: movement is 1 to 10 spaces');
        }
        if (wild) {
          if (!isFaceCard(card)) fail('Wild face card: only a Jack, Queen or King can be wild');
          if (value === MAX_MOVE) fail('Wild face card: a face card already moves 10');
          if (p.inventory.treasure < 1) fail('Wild face card: costs 1 treasure');
        } else {
          const cost = Math.abs(value - Math.min(cardRank(card), MAX_MOVE));
          if (cost > p.inventory.knowledge) {
            fail(`Knowledge: changing the movement value by ${cost} needs ${cost} knowledge`);
          }
        }
        if (!canFinishCourse(p.charted, [p.location], value)) {
          fail(`Chart a Course: no course of ${value} spaces ends on an uncharted space`);
        }
        if (wild) changeItem(state, player, 'treasure', -1, 'wild face card', events);
        else
          spendKnowledge(
            state,
            player,
            Math.abs(value - Math.min(cardRank(card), MAX_MOVE)),
            'movement value',
            events,
          );
        length = value;
      }
      p.moveCard = cardIndex;
      events.push({
        type: 'CardAssigned',
        player,
        phase: 'move',
        card: cardIndex,
        value: action.value,
      });
      state.mainDone = true;
      if (length === 0) resolveCourse(state, player, [p.location], events);
      else pushPending(state, player, { kind: 'step', path: [p.location], remaining: length });
      return;
    }
    case 'step': {
      expect(decision, ['chartStep'], action);
      const top = p.stack[p.stack.length - 1];
      if (top?.kind !== 'step') fail('Chart a Course: no course is being charted');
      const from = top.path[top.path.length - 1]!;
      if (!neighbours(from).includes(action.to)) {
        fail('Chart a Course: move orthogonally, one adjacent space at a time');
      }
      if (top.path.length > 1 && top.path[top.path.length - 2] === action.to) {
        fail('Chart a Course: you can never immediately backtrack');
      }
      const path = [...top.path, action.to];
      if (!canFinishCourse(p.charted, path, top.remaining - 1)) {
        fail('Chart a Course: that way the course cannot end on an uncharted space');
      }
      events.push({
        type: 'NautilusStepped',
        player,
        from,
        to: action.to,
        remaining: top.remaining - 1,
      });
      if (top.remaining > 1) {
        top.path = path;
        top.remaining -= 1;
        return;
      }
      p.stack.pop();
      resolveCourse(state, player, path, events);
      return;
    }
    case 'takeExploration': {
      expect(decision, ['chooseExploration'], action);
      const top = p.stack[p.stack.length - 1]!;
      const open = openCorners(p, top);
      if (action.corner === null) {
        const cowardly = declineIsCowardice(state, decision);
        p.stack.pop();
        events.push({ type: 'ExplorationTaken', player, corner: null });
        if (cowardly) punishCowardice(state, events);
        return;
      }
      if (!open.includes(action.corner)) {
        fail(
          'Exploration: take a reward from a corner of the border you crossed that is still open',
        );
      }
      p.stack.pop();
      p.corners[action.corner] = true;
      events.push({ type: 'ExplorationTaken', player, corner: action.corner });
      changeItem(state, player, CORNERS.value[action.corner]!.reward, 1, 'exploration', events);
      return;
    }
    case 'engage': {
      expect(decision, ['engage'], action);
      const cardIndex = requireIndex(action.card, state.lineup.length, 'Engage: the card');
      if (cardIndex === p.moveCard) fail('Engage: the card used to move cannot also engage');
      if (!SUITS.includes(action.suit)) fail('Engage: choose hearts, spades, diamonds or clubs');
      const cost = engageCost(p, cardSuit(state.lineup[cardIndex]!), action.suit);
      spendKnowledge(state, player, cost, 'changing the suit', events);
      p.engageCard = cardIndex;
      p.engageSuit = action.suit;
      events.push({
        type: 'CardAssigned',
        player,
        phase: 'engage',
        card: cardIndex,
        suit: action.suit,
      });
      state.mainDone = true;
      return;
    }
    case 'fill': {
      expect(decision, ['takeAction', 'bonusAction'], action);
      if (decision.kind === 'bonusAction') {
        const problem = slotProblem(p, decision.section, action.slot, action.value);
        if (problem) fail(problem);
        p.stack.pop();
        fillSlot(state, player, decision.section, action.slot, action.value, true, events);
        return;
      }
      if (decision.kind !== 'takeAction') return;
      const problem = slotProblem(p, decision.section, action.slot, action.value);
      if (problem) fail(problem);
      const rank = cardRank(state.lineup[decision.card]!);
      const cost = actionKnowledgeCost(p, decision.section, action.slot, rank, action.value);
      spendKnowledge(state, player, cost, 'changing the action value', events);
      events.push({
        type: 'CardAssigned',
        player,
        phase: 'action',
        card: decision.card,
        value: action.value,
      });
      state.mainDone = true;
      fillSlot(state, player, decision.section, action.slot, action.value, false, events);
      return;
    }
    case 'pass': {
      expect(decision, ['takeAction', 'bonusAction', 'repairOrUpgrade'], action);
      const cowardly = declineIsCowardice(state, decision);
      events.push({ type: 'ActionSkipped', player, reason: 'pass' });
      if (decision.kind === 'bonusAction') p.stack.pop();
      else state.mainDone = true;
      if (cowardly) punishCowardice(state, events);
      return;
    }
    case 'repair': {
      expect(decision, ['repairOrUpgrade'], action);
      if (p.inventory.damage < 1) fail('Repair: there is no damage to repair');
      const cost = repairCost(p);
      if (p.inventory.crew < cost) fail(`Repair: costs ${cost} crew`);
      changeItem(state, player, 'crew', -cost, 'repair', events);
      changeItem(state, player, 'damage', -1, 'repair', events);
      events.push({ type: 'Repaired', player });
      state.mainDone = true;
      return;
    }
    case 'upgrade': {
      expect(decision, ['repairOrUpgrade'], action);
      const u = action.upgrade;
      if (!Number.isInteger(u) || u < 1 || u > UPGRADES.length)
        fail('Upgrade: choose a value from A to K');
      if (p.upgrades[u - 1]) fail(`Upgrade: ${UPGRADES[u - 1]!.name} is already built`);
      const cost = upgradeCost(p, u);
      if (p.inventory.salvage < cost.salvage || p.inventory.crew < cost.crew) {
        fail(
          `Upgrade: ${UPGRADES[u - 1]!.name} costs ${cost.salvage} salvage and ${cost.crew} crew`,
        );
      }
      spendKnowledge(
        state,
        player,
        upgradeKnowledgeCost(state, u),
        'matching the upgrade value',
        events,
      );
      changeItem(state, player, 'salvage', -cost.salvage, 'upgrade', events);
      changeItem(state, player, 'crew', -cost.crew, 'upgrade', events);
      p.upgrades[u - 1] = true;
      events.push({ type: 'UpgradeBuilt', player, upgrade: u });
      gainStars(state, player, 1, 'upgrade', events);
      state.mainDone = true;
      return;
    }
    default:
      fail(`Unknown action type "${(action as { type: unknown }).type}"`);
  }
}

/** Apply an action without touching `state`; throws an Error naming the rule that forbids it. */
export function applyAction(
  state: FlipState,
  action: FlipAction,
): { state: FlipState; events: FlipEvent[] } {
  const next = cloneState(state);
  const events: FlipEvent[] = [];
  applyFlipActionInPlace(next, action, events);
  return { state: next, events };
}
