import { i18n } from '../../../i18n/i18n';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { entry, silent, type EntriesFor } from './eventEntry';
import { quotedCardName } from './eventNames';
import { coreValueText } from '../words/renderCore';

/** Marks an effect of our own design in the log (the published effect is not public). */
export const DESIGNED_MARK = '✎';

type CardEvent = 'CardRevealed' | 'CardFiled' | 'EffectApplied' | 'TokenDrawn';

/** Where a filed card goes, in words. */
function pileName(pile: string): string {
  if (pile === 'keep') return i18n.t('events.log.pileKeep');
  if (pile === 'adventureBottom') return i18n.t('events.log.pileBottom');
  const name = pile === 'pass' || pile === 'fail' ? i18n.t(`events.log.pile.${pile}`) : pile;
  return i18n.t('events.log.pileOther', { pile: name });
}

/** Event cards and what they do, and the random tokens a player draws. */
export const CARD_EVENTS: EntriesFor<CardEvent> = {
  CardRevealed: entry({
    holdMs: 900,
    showcaseHoldMs: 2200,
    log: (e) =>
      i18n.t(e.from === 'adventureDeck' ? 'events.log.revealedAdventure' : 'events.log.revealed', {
        title: quotedCardName(e.card),
      }),
    kicker: 'event',
    caption: VIEWER_CAPTIONS.CardRevealed,
    shot: () => ({ kind: 'cards' }),
  }),
  CardFiled: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    log: (e) =>
      e.pile === 'act'
        ? null
        : i18n.t('events.log.filed', { title: quotedCardName(e.card), pile: pileName(e.pile) }),
    kicker: 'event',
    shot: null,
  }),
  EffectApplied: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e, { state }) => {
      const line = `${i18n.t('events.log.effect', { source: coreValueText(e.source), text: coreValueText(e.text) })}${e.provenance === 'designed' ? ` ${DESIGNED_MARK}` : ''}`;
      // A content pack's text reaches the log as written (ours by reference): it says whose it is.
      const fromPack = state.setup.contentPack !== undefined && typeof e.text === 'string';
      return fromPack ? `${line} ${i18n.t('packs.fromYourPack')}` : line;
    },
    kicker: 'event',
    shot: null,
  }),
  TokenDrawn: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: silent,
    kicker: null,
    shot: null,
  }),
};
