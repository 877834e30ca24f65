import { FARRAGUT_CARDS } from '../../../flip';
import { i18n } from '../../../i18n/i18n';
import { silent } from '../../nemo/events/eventEntry';
import type { FlipEntriesFor } from './flipEventEntry';
import { cardName, challengeName } from '../flipLabels';

type FlipTableEvent =
  | 'GameStarted'
  | 'TurnStarted'
  | 'PhaseStarted'
  | 'LineupRevealed'
  | 'JokerRevealed'
  | 'DeckReshuffled'
  | 'CardsDiscarded'
  | 'ChallengeFlipped'
  | 'FarragutDrew'
  | 'FarragutCardMet'
  | 'FarragutScored'
  | 'EndTriggered'
  | 'GameEnded';

/** A Farragut card's condition in the current language. */
export function farragutCardText(card: number): string {
  const c = FARRAGUT_CARDS[card]?.condition;
  if (!c) return String(card);
  if (c.type === 'gain') return i18n.t(`flip.farragutCard.${c.item}`);
  if (c.type === 'section') return i18n.t(`flip.farragutCard.${c.suit}`);
  return i18n.t('flip.farragutCard.goldZone');
}

/** What happens on the shared table: turns, the lineup and decks, challenges, Farragut. */
export const FLIP_TABLE_EVENTS: FlipEntriesFor<FlipTableEvent> = {
  GameStarted: {
    holdMs: 0,
    log: (e) =>
      i18n.t('flip.log.started', {
        count: e.players,
        farragut:
          e.farragut !== null ? i18n.t('flip.log.startedFarragut', { level: e.farragut }) : '',
      }),
  },
  TurnStarted: {
    holdMs: 250,
    log: (e) => i18n.t('flip.log.turn', { turn: e.turn }),
  },
  PhaseStarted: { holdMs: 0, log: silent },
  LineupRevealed: {
    holdMs: 800,
    log: (e) => i18n.t('flip.log.lineup', { cards: e.cards.map(cardName).join('  ') }),
  },
  JokerRevealed: { holdMs: 600, log: () => i18n.t('flip.log.joker') },
  DeckReshuffled: {
    holdMs: 0,
    log: (e) =>
      i18n.t(e.deck === 'poker' ? 'flip.log.reshuffledPoker' : 'flip.log.reshuffledFarragut', {
        size: e.size,
      }),
  },
  CardsDiscarded: { holdMs: 0, log: silent },
  ChallengeFlipped: {
    holdMs: 800,
    log: (e) => i18n.t('flip.log.challengeFlipped', { challenge: challengeName(e.challenge) }),
  },
  FarragutDrew: {
    holdMs: 600,
    log: (e) =>
      i18n.t('flip.log.farragutDrew', { cards: e.cards.map(farragutCardText).join(' / ') }),
  },
  FarragutCardMet: {
    holdMs: 250,
    log: (e) => i18n.t('flip.log.farragutCardMet', { card: farragutCardText(e.card) }),
  },
  FarragutScored: {
    holdMs: 420,
    log: (e) =>
      i18n.t('flip.log.farragutScored', {
        amount: e.amount,
        reason: i18n.t(`flip.farragutReason.${e.reason}`),
        total: e.total,
      }),
  },
  EndTriggered: {
    holdMs: 0,
    log: () => i18n.t('flip.log.endTriggered'),
  },
  GameEnded: { holdMs: 600, log: () => i18n.t('flip.log.over') },
};
