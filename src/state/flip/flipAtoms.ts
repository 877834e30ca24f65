import { i18n } from '../../i18n/i18n';
import { atom } from 'jotai';
import { flipEngine } from '../../flip';
import { browserStorage } from '../app/storage';
import { createSessionAtoms } from '../session/createSessionAtoms';
import { autosaveFlip, loadFlipAutosave, sessionFromFlipText } from './flipPersistence';
import type { FlipTarget } from './flipTarget';

/** The seat whose board is pinned on the table; null follows the deciding seat. */
const pinnedSeatAtom = atom<number | null>(null);
/** A table target the player clicked: the decision panel narrows to its choices. */
export const flipSelectedTargetAtom = atom<FlipTarget | null>(null);
/** What the pointer is over on the table, with the explanation to show. */
export const flipHoverAtom = atom<{ target: FlipTarget; text: string; legal: boolean } | null>(
  null,
);

/** Flip Voyage's session atoms, built like Nemo's War's on the kernel's engine contract. */
export const flipSession = createSessionAtoms({
  engine: flipEngine,
  persistence: { save: autosaveFlip, load: loadFlipAutosave, fromText: sessionFromFlipText },
  storage: browserStorage(),
  texts: {
    get noGame() {
      return i18n.t('flip.session.noGame');
    },
    get nothingToUndo() {
      return i18n.t('flip.session.nothingToUndo');
    },
    get loaded() {
      return i18n.t('flip.session.loaded');
    },
    get undone() {
      return i18n.t('flip.session.undone');
    },
    cannotContinue: (reason: string) => i18n.t('flip.session.cannotContinue', { reason }),
    get resumed() {
      return i18n.t('flip.session.resumed');
    },
  },
  onChanged(_get, set) {
    set(pinnedSeatAtom, null);
    set(flipSelectedTargetAtom, null);
  },
});

export const {
  storageAtom: flipStorageAtom,
  messageAtom: flipMessageAtom,
  sessionReadAtom: flipSessionReadAtom,
  latestStateAtom: flipLatestStateAtom,
  playbackDoneAtom: flipPlaybackDoneAtom,
  shownStateAtom: flipShownStateAtom,
  pendingEventAtom: flipPendingEventAtom,
  decisionAtom: flipDecisionAtom,
  legalActionsAtom: flipLegalActionsAtom,
  shownEventsAtom: flipShownEventsAtom,
  canUndoAtom: flipCanUndoAtom,
  newGameAtom: newFlipGameAtom,
  dispatchAtom: flipDispatchAtom,
  advancePlaybackAtom: advanceFlipPlaybackAtom,
  skipPlaybackAtom: skipFlipPlaybackAtom,
  undoAtom: undoFlipAtom,
  continueAutosaveAtom: continueFlipAutosaveAtom,
} = flipSession;

/** The seat whose board the table shows. */
export const flipViewedSeatAtom = atom(
  (get) => {
    const pinned = get(pinnedSeatAtom);
    if (pinned !== null) return pinned;
    const shown = get(flipShownStateAtom);
    if (!shown) return 0;
    return shown.phase === 'over' ? 0 : shown.active;
  },
  (_get, set, seat: number | null) => set(pinnedSeatAtom, seat),
);
export const flipSeatPinnedAtom = atom((get) => get(pinnedSeatAtom) !== null);
