import { characterById } from '../../flip';
import { silent } from './eventEntry';
import type { FlipEntriesFor } from './flipEventEntry';
import { seatName } from './flipNames';
import {
  ITEM_NAME,
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  challengeName,
  slotName,
  spaceDetail,
  upgradeName,
  valueName,
} from '../flip/flipLabels';

type FlipSeatEvent =
  | 'CharacterChosen'
  | 'CardAssigned'
  | 'KnowledgeSpent'
  | 'NautilusStepped'
  | 'NautilusMoved'
  | 'LeaguesTracked'
  | 'StarsGained'
  | 'ItemChanged'
  | 'MapSymbolCollected'
  | 'BonusLostAtSea'
  | 'ExplorationTaken'
  | 'BonusActionGained'
  | 'SlotFilled'
  | 'GroupCompleted'
  | 'ActionSkipped'
  | 'Repaired'
  | 'UpgradeBuilt'
  | 'UpgradeUsed'
  | 'ItemUsed'
  | 'ChallengeScored'
  | 'LeaguesBonusAwarded';

/** What one seat does: its Nautilus on the map, its sheet, stars and items. */
export const FLIP_SEAT_EVENTS: FlipEntriesFor<FlipSeatEvent> = {
  CharacterChosen: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} sets out from ${spaceDetail(e.startSpace)}.`,
  },
  CardAssigned: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} uses ${cardName(state.lineup[e.card] ?? -1)} to ${e.phase === 'move' ? `move ${e.value ?? ''}` : e.phase === 'engage' ? `engage ${e.suit ? SUIT_SYMBOL[e.suit] : ''}` : 'take action'}.`,
  },
  KnowledgeSpent: { holdMs: 0, reveals: false, log: silent },
  NautilusStepped: { holdMs: 120, reveals: false, log: silent },
  NautilusMoved: {
    holdMs: 420,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} sails ${e.leagues} leagues to ${spaceDetail(e.path[e.path.length - 1] ?? 0)}.`,
  },
  LeaguesTracked: { holdMs: 0, reveals: false, log: silent },
  StarsGained: {
    holdMs: 250,
    reveals: false,
    log: (e, { state }) => `${seatName(state, e.player)} +${e.amount}★ (${e.source}) → ${e.total}.`,
  },
  ItemChanged: {
    holdMs: 250,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} ${e.delta > 0 ? '+' : ''}${e.delta} ${ITEM_NAME[e.item]} (${e.reason}).`,
  },
  MapSymbolCollected: { holdMs: 0, reveals: false, log: silent },
  BonusLostAtSea: {
    holdMs: 0,
    reveals: false,
    log: (e) => `A bonus at ${spaceDetail(e.space)} is lost at sea.`,
  },
  ExplorationTaken: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) =>
      e.corner === null ? `${seatName(state, e.player)} declines the exploration reward.` : null,
  },
  BonusActionGained: {
    holdMs: 250,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} gains a ${SUIT_SYMBOL[e.suit]} bonus action.`,
  },
  SlotFilled: {
    holdMs: 420,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} marks ${SECTION_NAME[e.section]} ${slotName(e.section, e.slot)}${e.section === 'adventure' ? ` with ${valueName(e.value)}` : ''}.`,
  },
  GroupCompleted: {
    holdMs: 420,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} completes a ${SECTION_NAME[e.section]} group: +${e.stars}★.`,
  },
  ActionSkipped: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} ${e.reason === 'pass' ? 'passes' : 'cannot act'}.`,
  },
  Repaired: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) => `${seatName(state, e.player)} repairs one damage.`,
  },
  UpgradeBuilt: {
    holdMs: 420,
    reveals: false,
    log: (e, { state }) => `${seatName(state, e.player)} builds ${upgradeName(e.upgrade)}.`,
  },
  UpgradeUsed: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) => `${seatName(state, e.player)} uses ${upgradeName(e.upgrade)}.`,
  },
  ItemUsed: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) =>
      `${seatName(state, e.player)} uses ${characterById(e.character).item.name}.`,
  },
  ChallengeScored: {
    holdMs: 420,
    reveals: false,
    log: (e, { state }) =>
      `${e.player === 'farragut' ? 'Farragut' : seatName(state, e.player)} meets “${challengeName(e.challenge)}”: +${e.stars}★.`,
  },
  LeaguesBonusAwarded: {
    holdMs: 0,
    reveals: false,
    log: (e, { state }) => `${seatName(state, e.player)} gains a ${e.stars}★ leagues bonus.`,
  },
};
