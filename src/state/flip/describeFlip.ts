import { SECTION_OF_SUIT, characterById, currentDecision, declineIsCowardice } from '../../flip';
import type { FlipAction, FlipDecision, FlipState, SectionId } from '../../flip';
import { seatName } from '../events/flipNames';
import {
  ITEM_NAME,
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  cornerName,
  slotName,
  spaceDetail,
  upgradeName,
  valueName,
} from './flipLabels';

export { describeFlipEvent } from '../events/flipEventCatalogue';

/** The section a fill by `player` goes to now: the bonus on top, else the engaged suit. */
export function fillSectionOf(state: FlipState, player: number): SectionId | null {
  const p = state.players[player];
  const top = p?.stack[p.stack.length - 1];
  if (top?.kind === 'bonus') return SECTION_OF_SUIT[top.suit];
  return p?.engageSuit ? SECTION_OF_SUIT[p.engageSuit] : null;
}

/** Farragut's penalty for declining now, if any (solo against Farragut). */
function cowardiceNote(state: FlipState): string {
  if (!state.farragut) return '';
  return declineIsCowardice(state, currentDecision(state)) ? ' — cowardice: Farragut +5' : '';
}

/** A button label for an action, in the state where it is offered. */
export function describeFlipAction(action: FlipAction, state: FlipState): string {
  const card = (i: number) => cardName(state.lineup[i] ?? -1);
  switch (action.type) {
    case 'chooseCharacter':
      return `Play ${characterById(action.character).name}`;
    case 'chooseMove':
      return `Move ${action.value} with ${card(action.card)}${action.wild ? ' (wild, 1 treasure)' : ''}`;
    case 'step':
      return `Step to ${spaceDetail(action.to)}`;
    case 'takeExploration':
      return action.corner === null
        ? `Decline the exploration reward${cowardiceNote(state)}`
        : `Take ${cornerName(action.corner)}`;
    case 'engage':
      return `Engage ${SECTION_NAME[SECTION_OF_SUIT[action.suit]]} ${SUIT_SYMBOL[action.suit]} with ${card(action.card)}`;
    case 'fill': {
      const section = fillSectionOf(state, action.player) ?? 'science';
      const written = section === 'adventure' ? `write ${valueName(action.value)} in ` : '';
      return `${SECTION_NAME[section]}: ${written}${slotName(section, action.slot)}`;
    }
    case 'pass':
      return `Pass (skip this)${cowardiceNote(state)}`;
    case 'repair':
      return 'Repair one damage';
    case 'upgrade':
      return `Build ${upgradeName(action.upgrade)}`;
    case 'convertTreasure':
      return `Spend 1 treasure for 1 ${ITEM_NAME[action.to]}`;
    case 'useUpgrade':
      return action.gain
        ? `${upgradeName(action.upgrade)}: 1 treasure → ${action.gain.join(' + ')}`
        : `Use ${upgradeName(action.upgrade)}`;
    case 'useItem': {
      const id = state.players[action.player]?.character;
      return id ? `Use ${characterById(id).item.name}` : 'Use your special item';
    }
  }
}

/** The prompt for a decision. */
export function describeFlipDecision(decision: FlipDecision, state: FlipState): string {
  const who = decision.kind === 'gameOver' ? '' : `${seatName(state, decision.player)}: `;
  switch (decision.kind) {
    case 'chooseCharacter':
      return `${who}choose your character.`;
    case 'chooseMove':
      return `${who}choose a lineup card to move by its value.`;
    case 'chartStep':
      return `${who}chart your course — ${decision.remaining} space${decision.remaining === 1 ? '' : 's'} to go.`;
    case 'chooseExploration':
      return `${who}you crossed a zone border: take an exploration reward.`;
    case 'engage':
      return `${who}choose another card to engage by its suit.`;
    case 'takeAction':
      return `${who}take action in ${SECTION_NAME[decision.section]} with ${cardName(state.lineup[decision.card] ?? -1)}.`;
    case 'bonusAction':
      return `${who}bonus action in ${SECTION_NAME[decision.section]} ${SUIT_SYMBOL[decision.suit]} — any value.`;
    case 'repairOrUpgrade':
      return `${who}repair one damage or build one upgrade.`;
    case 'gameOver':
      return 'The voyage is over.';
  }
}

/** A short reminder of the rule behind a decision. */
export function flipDecisionRule(decision: FlipDecision): string {
  switch (decision.kind) {
    case 'chooseCharacter':
      return 'Keep one of the two dealt characters; you start on the star space of its zone.';
    case 'chooseMove':
      return 'You must move exactly the value (J, Q, K = 10); 1 knowledge shifts it by 1; a face card is wild for 1 treasure.';
    case 'chartStep':
      return 'Orthogonal steps; no stepping straight back; end on an uncharted space.';
    case 'chooseExploration':
      return 'One reward from a corner of the border you crossed; declining it is cowardice against Farragut.';
    case 'engage':
      return 'The suit picks the section; 2 knowledge changes it.';
    case 'takeAction':
      return 'The last card’s value fills one space in the engaged section; knowledge shifts the value.';
    case 'bonusAction':
      return 'An open action: any value; the suit cannot be changed.';
    case 'repairOrUpgrade':
      return 'Repair: 2 crew per damage. Upgrade: match a lineup value and pay salvage and crew.';
    case 'gameOver':
      return '';
  }
}
