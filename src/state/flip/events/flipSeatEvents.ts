import { i18n } from '../../../i18n/i18n';
import { silent } from '../../nemo/events/eventEntry';
import type { FlipEntriesFor } from './flipEventEntry';
import { seatName } from './flipNames';
import {
  ITEM_NAME,
  SECTION_NAME,
  SUIT_SYMBOL,
  cardName,
  characterItemName,
  itemReasonName,
  challengeName,
  slotName,
  spaceDetail,
  upgradeName,
  valueName,
} from '../flipLabels';

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
    log: (e, { state }) =>
      i18n.t('flip.log.setsOut', {
        seat: seatName(state, e.player),
        space: spaceDetail(e.startSpace),
      }),
  },
  CardAssigned: {
    holdMs: 0,
    log: (e, { state }) => {
      const seat = seatName(state, e.player);
      const card = cardName(state.lineup[e.card] ?? -1);
      if (e.phase === 'move')
        return i18n.t('flip.log.usesToMove', { seat, card, value: e.value ?? '' });
      if (e.phase === 'engage')
        return i18n.t('flip.log.usesToEngage', {
          seat,
          card,
          suit: e.suit ? SUIT_SYMBOL[e.suit] : '',
        });
      return i18n.t('flip.log.usesToAct', { seat, card });
    },
  },
  KnowledgeSpent: { holdMs: 0, log: silent },
  NautilusStepped: { holdMs: 120, log: silent },
  NautilusMoved: {
    holdMs: 420,
    log: (e, { state }) =>
      i18n.t('flip.log.sails', {
        seat: seatName(state, e.player),
        leagues: e.leagues,
        space: spaceDetail(e.path[e.path.length - 1] ?? 0),
      }),
  },
  LeaguesTracked: { holdMs: 0, log: silent },
  StarsGained: {
    holdMs: 250,
    log: (e, { state }) =>
      i18n.t('flip.log.stars', {
        seat: seatName(state, e.player),
        amount: e.amount,
        source: i18n.t(`flip.starSource.${e.source}`),
        total: e.total,
      }),
  },
  ItemChanged: {
    holdMs: 250,
    log: (e, { state }) =>
      i18n.t('flip.log.item', {
        seat: seatName(state, e.player),
        delta: `${e.delta > 0 ? '+' : ''}${e.delta}`,
        item: ITEM_NAME[e.item],
        reason: itemReasonName(e.reason),
      }),
  },
  MapSymbolCollected: { holdMs: 0, log: silent },
  BonusLostAtSea: {
    holdMs: 0,
    log: (e) => i18n.t('flip.log.bonusLost', { space: spaceDetail(e.space) }),
  },
  ExplorationTaken: {
    holdMs: 0,
    log: (e, { state }) =>
      e.corner === null ? i18n.t('flip.log.declines', { seat: seatName(state, e.player) }) : null,
  },
  BonusActionGained: {
    holdMs: 250,
    log: (e, { state }) =>
      i18n.t('flip.log.bonusAction', {
        seat: seatName(state, e.player),
        suit: SUIT_SYMBOL[e.suit],
      }),
  },
  SlotFilled: {
    holdMs: 420,
    log: (e, { state }) =>
      i18n.t(e.section === 'adventure' ? 'flip.log.marksValue' : 'flip.log.marks', {
        seat: seatName(state, e.player),
        section: SECTION_NAME[e.section],
        slot: slotName(e.section, e.slot),
        value: valueName(e.value),
      }),
  },
  GroupCompleted: {
    holdMs: 420,
    log: (e, { state }) =>
      i18n.t('flip.log.completes', {
        seat: seatName(state, e.player),
        section: SECTION_NAME[e.section],
        stars: e.stars,
      }),
  },
  ActionSkipped: {
    holdMs: 0,
    log: (e, { state }) =>
      i18n.t(e.reason === 'pass' ? 'flip.log.passes' : 'flip.log.cannotAct', {
        seat: seatName(state, e.player),
      }),
  },
  Repaired: {
    holdMs: 0,
    log: (e, { state }) => i18n.t('flip.log.repairs', { seat: seatName(state, e.player) }),
  },
  UpgradeBuilt: {
    holdMs: 420,
    log: (e, { state }) =>
      i18n.t('flip.log.builds', {
        seat: seatName(state, e.player),
        upgrade: upgradeName(e.upgrade),
      }),
  },
  UpgradeUsed: {
    holdMs: 0,
    log: (e, { state }) =>
      i18n.t('flip.log.uses', { seat: seatName(state, e.player), what: upgradeName(e.upgrade) }),
  },
  ItemUsed: {
    holdMs: 0,
    log: (e, { state }) =>
      i18n.t('flip.log.uses', {
        seat: seatName(state, e.player),
        what: characterItemName(e.character),
      }),
  },
  ChallengeScored: {
    holdMs: 420,
    log: (e, { state }) =>
      i18n.t('flip.log.challenge', {
        who: e.player === 'farragut' ? i18n.t('flip.farragut') : seatName(state, e.player),
        challenge: challengeName(e.challenge),
        stars: e.stars,
      }),
  },
  LeaguesBonusAwarded: {
    holdMs: 0,
    log: (e, { state }) =>
      i18n.t('flip.log.leaguesBonus', { seat: seatName(state, e.player), stars: e.stars }),
  },
};
