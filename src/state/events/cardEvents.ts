import { cardById } from '../../core/content/lookup';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { entry, silent, type EntriesFor } from './eventEntry';

/** Marks an effect of our own design in the log (the published effect is not public). */
export const DESIGNED_MARK = '✎';

type CardEvent = 'CardRevealed' | 'CardFiled' | 'EffectApplied' | 'TokenDrawn';

const PILE = { keep: 'your tableau', adventureBottom: 'the bottom of the Adventure Deck' };

/** Event cards and what they do, and the random tokens a player draws. */
export const CARD_EVENTS: EntriesFor<CardEvent> = {
  CardRevealed: entry({
    holdMs: 900,
    showcaseHoldMs: 2200,
    reveals: true,
    log: (e) =>
      `Revealed "${cardById(e.card).title}"${e.from === 'adventureDeck' ? ' from the Adventure Deck' : ''}.`,
    kicker: 'Event',
    caption: VIEWER_CAPTIONS.CardRevealed,
    shot: () => ({ kind: 'cards' }),
  }),
  CardFiled: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) =>
      e.pile === 'act'
        ? null
        : `"${cardById(e.card).title}" goes to ${e.pile === 'keep' || e.pile === 'adventureBottom' ? PILE[e.pile] : `the ${e.pile} pile`}.`,
    kicker: 'Event',
    shot: null,
  }),
  EffectApplied: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `${e.source}: ${e.text}${e.provenance === 'designed' ? ` ${DESIGNED_MARK}` : ''}`,
    kicker: 'Event',
    shot: null,
  }),
  TokenDrawn: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: true,
    log: silent,
    kicker: null,
    shot: null,
  }),
};
