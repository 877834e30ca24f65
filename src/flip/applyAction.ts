import { CORNERS, SUITS } from './data/board';
import { characterById } from './data/characters';
import { UPGRADES } from './data/upgrades';
import { cardRank, cardSuit, isFaceCard } from './cards';
import { cloneState } from './cloneState';
import { declineIsCowardice } from './cowardice';
import { currentDecision } from './currentDecision';
import { changeItem, gainStars, pushPending, upgradeReason } from './effects';
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
import { flipMsg, FlipRuleError, type FlipText } from './flipMessages';

function fail(text: FlipText): never {
  throw new FlipRuleError(text);
}

function requireIndex(value: unknown, max: number, what: 'moveIndex' | 'engageIndex'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= max) {
    fail(flipMsg(`refusal.${what}`, { max: max - 1 }));
  }
  return value;
}

/** Apply an action to `state` itself (fast path for simulations and bots). */
export function applyFlipActionInPlace(state: FlipState, action: FlipAction, events: Events): void {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    fail(flipMsg('refusal.notAction'));
  }
  if (state.phase === 'over') fail(flipMsg('refusal.gameOver'));
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver') fail(flipMsg('refusal.gameOver'));
  if (action.player !== decision.player) {
    fail(
      flipMsg('refusal.turnOrder', {
        player: decision.player,
        kind: decision.kind,
        other: action.player,
      }),
    );
  }
  const player = decision.player;
  switch (action.type) {
    case 'convertTreasure':
    case 'useUpgrade':
    case 'useItem':
      if (!allowsFreeActions(decision)) {
        fail(flipMsg('refusal.freeActions', { kind: decision.kind }));
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
    if (!CONVERTIBLE.includes(action.to)) fail(flipMsg('refusal.convertInto'));
    if (inv.treasure < 1) fail(flipMsg('refusal.noTreasure'));
    changeItem(state, player, 'treasure', -1, 'conversion', events);
    changeItem(state, player, action.to, 1, 'conversion', events);
    return;
  }
  if (action.type === 'useItem') {
    if (!p.character) fail(flipMsg('refusal.itemNoCharacter'));
    if (p.itemUsed) fail(flipMsg('refusal.itemUsed'));
    const def = characterById(p.character);
    const effect = def.item.effect;
    if (effect.type === 'repair' && inv.damage === 0) fail(flipMsg('refusal.itemNoDamage'));
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
            `item.${def.id}`,
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
          `item.${def.id}`,
          events,
        );
        break;
      case 'harpoon':
        changeItem(state, player, 'damage', effect.damage, `item.${def.id}`, events);
        gainStars(state, player, effect.stars, 'item', events);
        break;
    }
    return;
  }
  if (action.type !== 'useUpgrade') return;
  const u = action.upgrade;
  if (!Number.isInteger(u) || u < 1 || u > 4) fail(flipMsg('refusal.onDemand'));
  if (!p.upgrades[u - 1]) fail(flipMsg('refusal.notBuilt', { upgrade: u }));
  const name = upgradeReason(u);
  const convert = (
    from: 'crew' | 'salvage' | 'knowledge',
    to: 'crew' | 'salvage' | 'knowledge',
  ): void => {
    if (inv[from] < 1) fail(flipMsg('refusal.needsOne', { upgrade: u, item: from }));
    changeItem(state, player, from, -1, name, events);
    changeItem(state, player, to, 1, name, events);
  };
  if (u === 1) {
    const gain = action.gain ?? [];
    if (gain.length !== 2 || !gain.every((g) => CONVERTIBLE.includes(g))) {
      fail(flipMsg('refusal.skiffTwo'));
    }
    if (inv.treasure < 1) fail(flipMsg('refusal.skiffTreasure'));
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
    fail(flipMsg('refusal.notAnswer', { action: action.type, kind: decision.kind }));
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
        fail(flipMsg('refusal.dealt'));
      }
      placeCharacter(state, player, action.character, events);
      state.mainDone = true;
      return;
    }
    case 'chooseMove': {
      expect(decision, ['chooseMove'], action);
      const cardIndex = requireIndex(action.card, state.lineup.length, 'moveIndex');
      const card = state.lineup[cardIndex]!;
      const { stuck, choices } = moveChoices(state, player);
      const wild = action.wild === true;
      let length: number;
      if (stuck) {
        const choice = choices.find((c) => c.card === cardIndex)!;
        if (wild || action.value !== choice.value) {
          fail(flipMsg('refusal.extend'));
        }
        length = choice.length;
      } else {
        const value = action.value;
        if (!Number.isInteger(value) || value < 1 || value > MAX_MOVE) {
          fail(flipMsg('refusal.moveRange'));
        }
        if (wild) {
          if (!isFaceCard(card)) fail(flipMsg('refusal.wildFace'));
          if (value === MAX_MOVE) fail(flipMsg('refusal.wildTen'));
          if (p.inventory.treasure < 1) fail(flipMsg('refusal.wildCost'));
        } else {
          const cost = Math.abs(value - Math.min(cardRank(card), MAX_MOVE));
          if (cost > p.inventory.knowledge) {
            fail(flipMsg('refusal.shiftCost', { cost }));
          }
        }
        if (!canFinishCourse(p.charted, [p.location], value)) {
          fail(flipMsg('refusal.noCourse', { value }));
        }
        if (wild) changeItem(state, player, 'treasure', -1, 'wildFaceCard', events);
        else
          spendKnowledge(
            state,
            player,
            Math.abs(value - Math.min(cardRank(card), MAX_MOVE)),
            'movementValue',
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
      if (top?.kind !== 'step') fail(flipMsg('refusal.noCharting'));
      const from = top.path[top.path.length - 1]!;
      if (!neighbours(from).includes(action.to)) {
        fail(flipMsg('refusal.orthogonal'));
      }
      if (top.path.length > 1 && top.path[top.path.length - 2] === action.to) {
        fail(flipMsg('refusal.backtrack'));
      }
      const path = [...top.path, action.to];
      if (!canFinishCourse(p.charted, path, top.remaining - 1)) {
        fail(flipMsg('refusal.deadEnd'));
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
        fail(flipMsg('refusal.exploration'));
      }
      p.stack.pop();
      p.corners[action.corner] = true;
      events.push({ type: 'ExplorationTaken', player, corner: action.corner });
      changeItem(state, player, CORNERS.value[action.corner]!.reward, 1, 'exploration', events);
      return;
    }
    case 'engage': {
      expect(decision, ['engage'], action);
      const cardIndex = requireIndex(action.card, state.lineup.length, 'engageIndex');
      if (cardIndex === p.moveCard) fail(flipMsg('refusal.usedToMove'));
      if (!SUITS.includes(action.suit)) fail(flipMsg('refusal.suit'));
      const cost = engageCost(p, cardSuit(state.lineup[cardIndex]!), action.suit);
      spendKnowledge(state, player, cost, 'changingSuit', events);
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
      spendKnowledge(state, player, cost, 'changingActionValue', events);
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
      if (p.inventory.damage < 1) fail(flipMsg('refusal.noDamage'));
      const cost = repairCost(p);
      if (p.inventory.crew < cost) fail(flipMsg('refusal.repairCost', { cost }));
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
        fail(flipMsg('refusal.upgradeValue'));
      if (p.upgrades[u - 1]) fail(flipMsg('refusal.built', { upgrade: u }));
      const cost = upgradeCost(p, u);
      if (p.inventory.salvage < cost.salvage || p.inventory.crew < cost.crew) {
        fail(
          flipMsg('refusal.upgradeCost', { upgrade: u, salvage: cost.salvage, crew: cost.crew }),
        );
      }
      spendKnowledge(state, player, upgradeKnowledgeCost(state, u), 'matchingUpgradeValue', events);
      changeItem(state, player, 'salvage', -cost.salvage, 'upgrade', events);
      changeItem(state, player, 'crew', -cost.crew, 'upgrade', events);
      p.upgrades[u - 1] = true;
      events.push({ type: 'UpgradeBuilt', player, upgrade: u });
      gainStars(state, player, 1, 'upgrade', events);
      state.mainDone = true;
      return;
    }
    default:
      fail(flipMsg('refusal.unknownType', { action: String((action as { type: unknown }).type) }));
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
