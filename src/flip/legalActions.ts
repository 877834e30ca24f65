import { SECTION_OF_SUIT, SUITS } from './data/board';
import { characterById } from './data/characters';
import { UPGRADES } from './data/upgrades';
import { cardRank, cardSuit } from './cards';
import { currentDecision } from './currentDecision';
import { moveChoices } from './moveChoices';
import { legalSteps } from './movement';
import { actionFills, bonusFills } from './sections';
import type {
  ConvertibleResource,
  FlipAction,
  FlipDecision,
  FlipState,
  PlayerState,
} from './types';

export const CONVERTIBLE: readonly ConvertibleResource[] = ['knowledge', 'salvage', 'crew'];
const SKIFF_PAIRS: readonly ConvertibleResource[][] = [
  ['knowledge', 'knowledge'],
  ['knowledge', 'salvage'],
  ['knowledge', 'crew'],
  ['salvage', 'salvage'],
  ['salvage', 'crew'],
  ['crew', 'crew'],
];

/**
 * Decisions during which treasure, conversion upgrades and the special item may be used: every
 * decision of a turn, mid-course and exploration rewards included.
 */
export function allowsFreeActions(decision: FlipDecision): boolean {
  return decision.kind !== 'chooseCharacter' && decision.kind !== 'gameOver';
}

export function engageCost(p: PlayerState, cardSuitValue: string, suit: string): number {
  if (cardSuitValue === suit) return 0;
  return p.upgrades[5 - 1] ? 1 : 2;
}

/** Knowledge needed to match an upgrade's value with the closest lineup card. */
export function upgradeKnowledgeCost(state: FlipState, upgrade: number): number {
  return Math.min(...state.lineup.map((c) => Math.abs(cardRank(c) - upgrade)));
}

export function upgradeCost(p: PlayerState, upgrade: number): { salvage: number; crew: number } {
  const def = UPGRADES[upgrade - 1]!;
  const discount = p.upgrades[12 - 1] && def.effect !== 'workshop' ? 1 : 0;
  return { salvage: Math.max(0, def.cost.salvage - discount), crew: def.cost.crew };
}

export function repairCost(p: PlayerState): number {
  return p.upgrades[11 - 1] ? 1 : 2;
}

function freeActions(state: FlipState, player: number): FlipAction[] {
  const p = state.players[player]!;
  const out: FlipAction[] = [];
  const inv = p.inventory;
  if (inv.treasure >= 1) {
    for (const to of CONVERTIBLE) out.push({ type: 'convertTreasure', player, to });
    if (p.upgrades[0]) {
      for (const gain of SKIFF_PAIRS)
        out.push({ type: 'useUpgrade', player, upgrade: 1, gain: [...gain] });
    }
  }
  if (p.upgrades[1] && inv.crew >= 1) out.push({ type: 'useUpgrade', player, upgrade: 2 });
  if (p.upgrades[2] && inv.salvage >= 1) out.push({ type: 'useUpgrade', player, upgrade: 3 });
  if (p.upgrades[3] && inv.knowledge >= 1) out.push({ type: 'useUpgrade', player, upgrade: 4 });
  if (!p.itemUsed && p.character) {
    const effect = characterById(p.character).item.effect;
    if (effect.type !== 'repair' || inv.damage > 0) out.push({ type: 'useItem', player });
  }
  return out;
}

/** Every legal choice for `player` now; empty when it is not that seat's decision. */
export function legalActions(state: FlipState, player: number): FlipAction[] {
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver' || decision.player !== player) return [];
  const p = state.players[player]!;
  const out: FlipAction[] = [];
  switch (decision.kind) {
    case 'chooseCharacter':
      for (const character of decision.options)
        out.push({ type: 'chooseCharacter', player, character });
      return out;
    case 'chooseMove':
      for (const c of moveChoices(state, player).choices) {
        out.push(
          c.wild
            ? { type: 'chooseMove', player, card: c.card, value: c.value, wild: true }
            : { type: 'chooseMove', player, card: c.card, value: c.value },
        );
      }
      break;
    case 'chartStep': {
      const top = p.stack[p.stack.length - 1];
      if (top?.kind !== 'step') return out;
      for (const to of legalSteps(p.charted, top.path, top.remaining))
        out.push({ type: 'step', player, to });
      break;
    }
    case 'chooseExploration':
      for (const corner of decision.corners) out.push({ type: 'takeExploration', player, corner });
      out.push({ type: 'takeExploration', player, corner: null });
      break;
    case 'engage':
      state.lineup.forEach((card, i) => {
        if (i === decision.moveCard) return;
        for (const suit of SUITS) {
          if (engageCost(p, cardSuit(card), suit) <= p.inventory.knowledge) {
            out.push({ type: 'engage', player, card: i, suit });
          }
        }
      });
      break;
    case 'takeAction': {
      const rank = cardRank(state.lineup[decision.card]!);
      for (const f of actionFills(p, decision.section, rank)) {
        out.push({ type: 'fill', player, slot: f.slot, value: f.value });
      }
      out.push({ type: 'pass', player });
      break;
    }
    case 'bonusAction':
      for (const f of bonusFills(p, SECTION_OF_SUIT[decision.suit])) {
        out.push({ type: 'fill', player, slot: f.slot, value: f.value });
      }
      out.push({ type: 'pass', player });
      break;
    case 'repairOrUpgrade':
      if (p.inventory.damage > 0 && p.inventory.crew >= repairCost(p))
        out.push({ type: 'repair', player });
      for (const u of UPGRADES) {
        if (p.upgrades[u.value - 1]) continue;
        const cost = upgradeCost(p, u.value);
        if (
          cost.salvage <= p.inventory.salvage &&
          cost.crew <= p.inventory.crew &&
          upgradeKnowledgeCost(state, u.value) <= p.inventory.knowledge
        ) {
          out.push({ type: 'upgrade', player, upgrade: u.value });
        }
      }
      out.push({ type: 'pass', player });
      break;
  }
  if (allowsFreeActions(decision)) out.push(...freeActions(state, player));
  return out;
}
