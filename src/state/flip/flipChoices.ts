import {
  SECTIONS,
  SECTION_OF_SUIT,
  SUITS,
  UPGRADES,
  cardRank,
  cardSuit,
  legalActions,
} from '../../flip';
import type { FlipAction, FlipDecision, FlipState, SectionId } from '../../flip';
import { i18n } from '../../i18n/i18n';
import { describeFlipAction, fillSectionOf } from './describeFlip';
import {
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  slotName,
  flipText,
  spaceDetail,
  upgradeName,
} from './flipLabels';
import {
  actionCostOf,
  baseMovementOf,
  engageCostOf,
  neighboursOf,
  repairCostOf,
  slotProblemOf,
  upgradeCostOf,
  upgradeKnowledgeCostOf,
} from './flipRulesHelpers';
import { actionTarget, targetKey, type FlipTarget } from './flipTarget';

/** One line of the decision panel: a legal action, or an illegal choice with the reason. */
export interface FlipChoice {
  key: string;
  label: string;
  action: FlipAction | null;
  /** Why it cannot be chosen (shown on hover). */
  reason: string | null;
  target: FlipTarget | null;
  /** 'main' choices answer the decision; 'free' ones (treasure, upgrades, item) can come first. */
  group: 'main' | 'free';
}

const FREE = new Set(['convertTreasure', 'useUpgrade', 'useItem']);

function costNote(action: FlipAction, state: FlipState, section: SectionId | null): string {
  const p = state.players[action.player]!;
  if (action.type === 'chooseMove' && !action.wild) {
    const card = state.lineup[action.card];
    const k = card === undefined ? 0 : Math.abs(action.value - baseMovementOf(card));
    return k > 0 ? i18n.t('flip.action.knowledgeCost', { count: k }) : '';
  }
  if (action.type === 'engage') {
    const card = state.lineup[action.card];
    const k = card === undefined ? 0 : engageCostOf(p, cardSuit(card), action.suit);
    return k > 0 ? i18n.t('flip.action.knowledgeCost', { count: k }) : '';
  }
  if (action.type === 'fill' && section && state.phase === 'action') {
    const p2 = state.players[action.player]!;
    const top = p2.stack[p2.stack.length - 1];
    if (top?.kind === 'bonus') return '';
    const actionCard = [0, 1, 2].find((i) => i !== p2.moveCard && i !== p2.engageCard);
    const rank = cardRank(state.lineup[actionCard ?? 0] ?? 0);
    const k = actionCostOf(p2, section, action.slot, rank, action.value);
    return k > 0 ? i18n.t('flip.action.knowledgeCost', { count: k }) : '';
  }
  if (action.type === 'upgrade') {
    const cost = upgradeCostOf(p, action.upgrade);
    const k = upgradeKnowledgeCostOf(state, action.upgrade);
    return i18n.t(k > 0 ? 'flip.action.upgradeCostKnowledge' : 'flip.action.upgradeCost', {
      salvage: cost.salvage,
      crew: cost.crew,
      knowledge: k,
    });
  }
  return '';
}

function legalChoices(state: FlipState, decision: FlipDecision): FlipChoice[] {
  if (decision.kind === 'gameOver') return [];
  const section = fillSectionOf(state, decision.player);
  return legalActions(state, decision.player).map((action, i) => {
    const target = actionTarget(action, section);
    return {
      key: `a${i}`,
      label: describeFlipAction(action, state) + costNote(action, state, section),
      action,
      reason: null,
      target,
      group: FREE.has(action.type) ? 'free' : 'main',
    };
  });
}

function illegal(
  key: string,
  label: string,
  reason: string,
  target: FlipTarget | null,
): FlipChoice {
  return { key, label, action: null, reason, target, group: 'main' };
}

function illegalChoices(
  state: FlipState,
  decision: FlipDecision,
  legal: FlipChoice[],
): FlipChoice[] {
  if (decision.kind === 'gameOver') return [];
  const p = state.players[decision.player]!;
  const offered = new Set(legal.filter((c) => c.target).map((c) => targetKey(c.target!)));
  const out: FlipChoice[] = [];
  switch (decision.kind) {
    case 'chooseMove':
      state.lineup.forEach((card, index) => {
        const target: FlipTarget = { kind: 'card', index };
        if (offered.has(targetKey(target))) return;
        out.push(
          illegal(
            `x-card${index}`,
            i18n.t('flip.illegal.moveWith', { card: cardName(card) }),
            i18n.t('flip.illegal.noCourse', { value: baseMovementOf(card) }),
            target,
          ),
        );
      });
      break;
    case 'chartStep': {
      const top = p.stack[p.stack.length - 1];
      const prev = top?.kind === 'step' ? top.path[top.path.length - 2] : undefined;
      for (const to of neighboursOf(decision.from)) {
        const target: FlipTarget = { kind: 'space', space: to };
        if (offered.has(targetKey(target))) continue;
        out.push(
          illegal(
            `x-space${to}`,
            i18n.t('flip.action.step', { space: spaceDetail(to) }),
            to === prev
              ? i18n.t('flip.illegal.stepBack')
              : i18n.t('flip.illegal.noCourseFrom', { count: decision.remaining - 1 }),
            target,
          ),
        );
      }
      break;
    }
    case 'engage':
      state.lineup.forEach((card, index) => {
        const target: FlipTarget = { kind: 'card', index };
        if (index === decision.moveCard) {
          out.push(
            illegal(
              `x-card${index}`,
              i18n.t('flip.illegal.engageWith', { card: cardName(card) }),
              i18n.t('flip.illegal.usedToMove'),
              target,
            ),
          );
          return;
        }
        for (const suit of SUITS) {
          if (
            legal.some(
              (c) =>
                c.action?.type === 'engage' && c.action.card === index && c.action.suit === suit,
            )
          )
            continue;
          out.push(
            illegal(
              `x-card${index}-${suit}`,
              i18n.t('flip.action.engage', {
                section: SECTION_NAME[SECTION_OF_SUIT[suit]],
                suit: SUIT_SYMBOL[suit],
                card: cardName(card),
              }),
              i18n.t('flip.illegal.suitCost', {
                cost: engageCostOf(p, cardSuit(card), suit),
                have: p.inventory.knowledge,
              }),
              target,
            ),
          );
        }
      });
      break;
    case 'takeAction':
    case 'bonusAction': {
      const sec = decision.section;
      const rank = decision.kind === 'takeAction' ? cardRank(state.lineup[decision.card] ?? 0) : 0;
      SECTIONS[sec].slots.forEach((slotDef, slot) => {
        const target: FlipTarget = { kind: 'slot', section: sec, slot };
        if (offered.has(targetKey(target))) return;
        const value =
          slotDef.value === 'any' || slotDef.value === 'written'
            ? Math.max(rank, 1)
            : slotDef.value;
        const problem = slotProblemOf(p, sec, slot, value);
        let reason = problem === null ? null : flipText(problem);
        if (!reason && decision.kind === 'takeAction') {
          const k = actionCostOf(p, sec, slot, rank, value);
          reason = i18n.t('flip.illegal.turnInto', {
            card: cardName(state.lineup[decision.card] ?? 0),
            value,
            cost: k,
            have: p.inventory.knowledge,
          });
        }
        out.push(
          illegal(
            `x-slot${slot}`,
            i18n.t('flip.action.fill', { section: SECTION_NAME[sec], slot: slotName(sec, slot) }),
            reason ?? i18n.t('flip.illegal.notNow'),
            target,
          ),
        );
      });
      break;
    }
    case 'repairOrUpgrade': {
      if (!legal.some((c) => c.action?.type === 'repair')) {
        const cost = repairCostOf(p);
        out.push(
          illegal(
            'x-repair',
            i18n.t('flip.action.repair'),
            p.inventory.damage === 0
              ? i18n.t('flip.illegal.noDamage')
              : i18n.t('flip.illegal.repairCost', { cost, have: p.inventory.crew }),
            { kind: 'repair' },
          ),
        );
      }
      for (const u of UPGRADES) {
        if (legal.some((c) => c.action?.type === 'upgrade' && c.action.upgrade === u.value))
          continue;
        const cost = upgradeCostOf(p, u.value);
        const k = upgradeKnowledgeCostOf(state, u.value);
        const reason = p.upgrades[u.value - 1]
          ? i18n.t('flip.illegal.built')
          : cost.salvage > p.inventory.salvage || cost.crew > p.inventory.crew
            ? i18n.t('flip.illegal.upgradeCost', {
                salvage: cost.salvage,
                crew: cost.crew,
                haveSalvage: p.inventory.salvage,
                haveCrew: p.inventory.crew,
              })
            : i18n.t('flip.illegal.noMatch', {
                upgrade: upgradeName(u.value),
                cost: k,
                have: p.inventory.knowledge,
              });
        out.push(
          illegal(
            `x-up${u.value}`,
            i18n.t('flip.action.build', { upgrade: upgradeName(u.value) }),
            reason,
            {
              kind: 'upgrade',
              upgrade: u.value,
            },
          ),
        );
      }
      break;
    }
    default:
      break;
  }
  return out;
}

/** Every legal choice, followed by the illegal ones a player might try, each with its reason. */
export function buildFlipChoices(state: FlipState, decision: FlipDecision): FlipChoice[] {
  const legal = legalChoices(state, decision);
  return [...legal, ...illegalChoices(state, decision, legal)];
}
