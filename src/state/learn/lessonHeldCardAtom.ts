import { atom } from 'jotai';
import type { CardId } from '../../core/data';
import { shownEventsAtom, shownStateAtom } from '../nemo/gameAtoms';
import { currentStepAtom } from './learnAtoms';

/**
 * The Event card a lesson step talks about once it has gone to its pile: the step keeps it face
 * up in the revealed card's place, so that the highlight there shows the card, never an empty
 * slot (issue 43 §3). Null where the step does not ask or the card is still on show.
 */
export const lessonHeldCardAtom = atom<CardId | null>((get) => {
  const step = get(currentStepAtom);
  const shown = get(shownStateAtom);
  if (!step?.holdsRevealedCard || !shown || shown.revealed) return null;
  const events = get(shownEventsAtom);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'CardRevealed') return e.card;
  }
  return null;
});
