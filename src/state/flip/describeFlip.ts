import {
  FARRAGUT_CARDS,
  SECTION_OF_SUIT,
  characterById,
  currentDecision,
  declineIsCowardice,
} from '../../flip';
import type { FlipAction, FlipDecision, FlipEvent, FlipState, SectionId } from '../../flip';
import {
  ITEM_NAME,
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  challengeName,
  cornerName,
  slotName,
  spaceDetail,
  upgradeName,
  valueName,
} from './flipLabels';

export function seatName(state: FlipState, player: number): string {
  const id = state.players[player]?.character;
  const who = id ? characterById(id).name : `Seat ${player + 1}`;
  return state.players.length > 1 ? `P${player + 1} ${who}` : who;
}

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

/** A log line for an event; null for bookkeeping. */
export function describeFlipEvent(event: FlipEvent, state: FlipState): string | null {
  const who = (p: number) => seatName(state, p);
  switch (event.type) {
    case 'GameStarted':
      return `A new voyage: ${event.players} player${event.players > 1 ? 's' : ''}${event.farragut !== null ? `, Farragut level ${event.farragut}` : ''}.`;
    case 'CharacterChosen':
      return `${who(event.player)} sets out from ${spaceDetail(event.startSpace)}.`;
    case 'TurnStarted':
      return `— Turn ${event.turn} —`;
    case 'LineupRevealed':
      return `Lineup: ${event.cards.map(cardName).join('  ')}.`;
    case 'JokerRevealed':
      return 'A joker is revealed and boxed.';
    case 'DeckReshuffled':
      return `The ${event.deck === 'poker' ? 'discard pile' : "Farragut's discard"} is reshuffled (${event.size} cards).`;
    case 'PhaseStarted':
    case 'KnowledgeSpent':
    case 'NautilusStepped':
    case 'MapSymbolCollected':
    case 'LeaguesTracked':
      return null;
    case 'CardAssigned':
      return `${who(event.player)} uses ${cardName(state.lineup[event.card] ?? -1)} to ${event.phase === 'move' ? `move ${event.value ?? ''}` : event.phase === 'engage' ? `engage ${event.suit ? SUIT_SYMBOL[event.suit] : ''}` : 'take action'}.`;
    case 'NautilusMoved':
      return `${who(event.player)} sails ${event.leagues} leagues to ${spaceDetail(event.path[event.path.length - 1] ?? 0)}.`;
    case 'StarsGained':
      return `${who(event.player)} +${event.amount}★ (${event.source}) → ${event.total}.`;
    case 'ItemChanged':
      return `${who(event.player)} ${event.delta > 0 ? '+' : ''}${event.delta} ${ITEM_NAME[event.item]} (${event.reason}).`;
    case 'BonusLostAtSea':
      return `A bonus at ${spaceDetail(event.space)} is lost at sea.`;
    case 'ExplorationTaken':
      return event.corner === null ? `${who(event.player)} declines the exploration reward.` : null;
    case 'BonusActionGained':
      return `${who(event.player)} gains a ${SUIT_SYMBOL[event.suit]} bonus action.`;
    case 'SlotFilled':
      return `${who(event.player)} marks ${SECTION_NAME[event.section]} ${slotName(event.section, event.slot)}${event.section === 'adventure' ? ` with ${valueName(event.value)}` : ''}.`;
    case 'GroupCompleted':
      return `${who(event.player)} completes a ${SECTION_NAME[event.section]} group: +${event.stars}★.`;
    case 'ActionSkipped':
      return `${who(event.player)} ${event.reason === 'pass' ? 'passes' : 'cannot act'}.`;
    case 'Repaired':
      return `${who(event.player)} repairs one damage.`;
    case 'UpgradeBuilt':
      return `${who(event.player)} builds ${upgradeName(event.upgrade)}.`;
    case 'UpgradeUsed':
      return `${who(event.player)} uses ${upgradeName(event.upgrade)}.`;
    case 'ItemUsed':
      return `${who(event.player)} uses ${characterById(event.character).item.name}.`;
    case 'ChallengeScored':
      return `${event.player === 'farragut' ? 'Farragut' : who(event.player)} meets “${challengeName(event.challenge)}”: +${event.stars}★.`;
    case 'ChallengeFlipped':
      return `“${challengeName(event.challenge)}” flips to its 2★ side.`;
    case 'FarragutDrew':
      return `Farragut draws: ${event.cards.map((c) => FARRAGUT_CARDS[c]?.summary ?? c).join(' / ')}`;
    case 'FarragutCardMet':
      return `Farragut's card “${FARRAGUT_CARDS[event.card]?.summary ?? event.card}” will score.`;
    case 'FarragutScored':
      return `Farragut +${event.amount} (${event.reason}) → ${event.total}.`;
    case 'CardsDiscarded':
      return null;
    case 'EndTriggered':
      return `The tracks converge — the voyage ends after this turn.`;
    case 'LeaguesBonusAwarded':
      return `${who(event.player)} gains a ${event.stars}★ leagues bonus.`;
    case 'GameEnded':
      return 'The voyage is over.';
  }
}
