import { FARRAGUT_CARDS } from '../../flip';
import { silent } from './eventEntry';
import type { FlipEntriesFor } from './flipEventEntry';
import { cardName, challengeName } from '../flip/flipLabels';

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

const farragutCard = (card: number) => FARRAGUT_CARDS[card]?.summary ?? card;

/** What happens on the shared table: turns, the lineup and decks, challenges, Farragut. */
export const FLIP_TABLE_EVENTS: FlipEntriesFor<FlipTableEvent> = {
  GameStarted: {
    holdMs: 0,
    reveals: false,
    log: (e) =>
      `A new voyage: ${e.players} player${e.players > 1 ? 's' : ''}${e.farragut !== null ? `, Farragut level ${e.farragut}` : ''}.`,
  },
  TurnStarted: { holdMs: 250, reveals: false, log: (e) => `— Turn ${e.turn} —` },
  PhaseStarted: { holdMs: 0, reveals: false, log: silent },
  LineupRevealed: {
    holdMs: 800,
    reveals: true,
    log: (e) => `Lineup: ${e.cards.map(cardName).join('  ')}.`,
  },
  JokerRevealed: { holdMs: 600, reveals: true, log: () => 'A joker is revealed and boxed.' },
  DeckReshuffled: {
    holdMs: 0,
    reveals: true,
    log: (e) =>
      `The ${e.deck === 'poker' ? 'discard pile' : "Farragut's discard"} is reshuffled (${e.size} cards).`,
  },
  CardsDiscarded: { holdMs: 0, reveals: false, log: silent },
  ChallengeFlipped: {
    holdMs: 800,
    reveals: false,
    log: (e) => `“${challengeName(e.challenge)}” flips to its 2★ side.`,
  },
  FarragutDrew: {
    holdMs: 600,
    reveals: true,
    log: (e) => `Farragut draws: ${e.cards.map(farragutCard).join(' / ')}`,
  },
  FarragutCardMet: {
    holdMs: 250,
    reveals: false,
    log: (e) => `Farragut's card “${farragutCard(e.card)}” will score.`,
  },
  FarragutScored: {
    holdMs: 420,
    reveals: false,
    log: (e) => `Farragut +${e.amount} (${e.reason}) → ${e.total}.`,
  },
  EndTriggered: {
    holdMs: 0,
    reveals: false,
    log: () => `The tracks converge — the voyage ends after this turn.`,
  },
  GameEnded: { holdMs: 600, reveals: false, log: () => 'The voyage is over.' },
};
