import { MAP_SPACES, SECTION_OF_SUIT, currentDecision, declineIsCowardice } from '../../flip';
import { i18n } from '../../i18n/i18n';
import type { FlipAction, FlipDecision, FlipState, SectionId } from '../../flip';
import { seatName } from './events/flipNames';
import {
  ITEM_NAME,
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  characterItemName,
  characterName,
  cornerName,
  slotName,
  spaceDetail,
  upgradeName,
  valueName,
} from './flipLabels';

export { describeFlipEvent } from './events/flipEventCatalogue';

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
  return declineIsCowardice(state, currentDecision(state)) ? i18n.t('flip.action.cowardice') : '';
}

/**
 * A step onto a bonus the course does not end on loses the bonus at sea: the option says so
 * before the player takes it.
 */
export function bonusWarning(
  state: FlipState,
  action: Extract<FlipAction, { type: 'step' }>,
): string {
  const p = state.players[action.player];
  const top = p?.stack[p.stack.length - 1];
  const kind = MAP_SPACES[action.to];
  if (!p || top?.kind !== 'step' || top.remaining <= 1 || kind?.type !== 'bonus') return '';
  if (p.collected[action.to]) return '';
  return i18n.t('wayfinding.flip.passesBonus', { suit: SUIT_SYMBOL[kind.suit] });
}

/** A button label for an action, in the state where it is offered. */
export function describeFlipAction(action: FlipAction, state: FlipState): string {
  const card = (i: number) => cardName(state.lineup[i] ?? -1);
  switch (action.type) {
    case 'chooseCharacter':
      return i18n.t('flip.action.play', { character: characterName(action.character) });
    case 'chooseMove':
      return i18n.t(action.wild ? 'flip.action.moveWild' : 'flip.action.move', {
        value: action.value,
        card: card(action.card),
      });
    case 'step':
      return (
        i18n.t('flip.action.step', { space: spaceDetail(action.to) }) + bonusWarning(state, action)
      );
    case 'takeExploration':
      return action.corner === null
        ? i18n.t('flip.action.decline') + cowardiceNote(state)
        : i18n.t('flip.action.take', { corner: cornerName(action.corner) });
    case 'engage':
      return i18n.t('flip.action.engage', {
        section: SECTION_NAME[SECTION_OF_SUIT[action.suit]],
        suit: SUIT_SYMBOL[action.suit],
        card: card(action.card),
      });
    case 'fill': {
      const section = fillSectionOf(state, action.player) ?? 'science';
      return i18n.t(section === 'adventure' ? 'flip.action.fillWritten' : 'flip.action.fill', {
        section: SECTION_NAME[section],
        value: valueName(action.value),
        slot: slotName(section, action.slot),
      });
    }
    case 'pass':
      return i18n.t('flip.action.pass') + cowardiceNote(state);
    case 'repair':
      return i18n.t('flip.action.repair');
    case 'upgrade':
      return i18n.t('flip.action.build', { upgrade: upgradeName(action.upgrade) });
    case 'convertTreasure':
      return i18n.t('flip.action.convert', { item: ITEM_NAME[action.to] });
    case 'useUpgrade':
      return action.gain
        ? i18n.t('flip.action.useUpgradeGain', {
            upgrade: upgradeName(action.upgrade),
            gain: action.gain.map((g) => ITEM_NAME[g]).join(' + '),
          })
        : i18n.t('flip.action.use', { what: upgradeName(action.upgrade) });
    case 'useItem': {
      const id = state.players[action.player]?.character;
      return id
        ? i18n.t('flip.action.use', { what: characterItemName(id) })
        : i18n.t('flip.action.useItem');
    }
  }
}

/** The prompt for a decision. */
export function describeFlipDecision(decision: FlipDecision, state: FlipState): string {
  if (decision.kind === 'gameOver') return i18n.t('flip.decision.gameOver');
  const who = seatName(state, decision.player);
  switch (decision.kind) {
    case 'chooseCharacter':
      return i18n.t('flip.decision.chooseCharacter', { who });
    case 'chooseMove':
      return i18n.t('flip.decision.chooseMove', { who });
    case 'chartStep':
      return i18n.t('flip.decision.chartStep', { who, count: decision.remaining });
    case 'chooseExploration':
      return i18n.t('flip.decision.chooseExploration', { who });
    case 'engage':
      return i18n.t('flip.decision.engage', { who });
    case 'takeAction':
      return i18n.t('flip.decision.takeAction', {
        who,
        section: SECTION_NAME[decision.section],
        card: cardName(state.lineup[decision.card] ?? -1),
      });
    case 'bonusAction':
      return i18n.t('flip.decision.bonusAction', {
        who,
        section: SECTION_NAME[decision.section],
        suit: SUIT_SYMBOL[decision.suit],
      });
    case 'repairOrUpgrade':
      return i18n.t('flip.decision.repairOrUpgrade', { who });
  }
}

/** A short reminder of the rule behind a decision. */
export function flipDecisionRule(decision: FlipDecision): string {
  return decision.kind === 'gameOver' ? '' : i18n.t(`flip.rule.${decision.kind}`);
}
