import { i18n } from '../../i18n/i18n';
import { atom } from 'jotai';
import { nemoEngine, type GameEvent } from '../../core';
import { requestRollAtom } from '../table/diceAtoms';
import { waitsForDice } from './events/eventCatalogue';
import { createSessionAtoms } from '../session/createSessionAtoms';
import { autosave, loadAutosave, sessionFromText } from './persistence';
import { browserStorage } from '../app/storage';

/** The roll the tray is throwing for the event on stage (the state layer requests it). */
export const stagedRollAtom = atom<{ event: GameEvent; id: number } | null>(null);

/** Nemo's War's session atoms (play, versus, learn, showcase). */
export const nemoSession = createSessionAtoms({
  engine: nemoEngine,
  persistence: { save: autosave, load: loadAutosave, fromText: sessionFromText },
  storage: browserStorage(),
  texts: {
    get noGame() {
      return i18n.t('play.message.noGame');
    },
    get nothingToUndo() {
      return i18n.t('play.message.nothingToUndo');
    },
    get loaded() {
      return i18n.t('play.message.loaded');
    },
    get undone() {
      return i18n.t('play.message.undone');
    },
    cannotContinue: (reason: string) => i18n.t('play.message.cannotContinue', { reason }),
    resumed: null,
  },
  onStaged(_get, set, event, session) {
    if (!waitsForDice(event)) return;
    const id = set(requestRollAtom, {
      seed: session.setup.seed,
      rollIndex: event.rollIndex,
      dice: event.dice,
    });
    set(stagedRollAtom, { event, id });
  },
});

export const {
  storageAtom,
  messageAtom,
  sessionReadAtom,
  latestStateAtom,
  playbackDoneAtom,
  shownStateAtom,
  pendingEventAtom,
  decisionAtom,
  legalActionsAtom,
  shownEventsAtom,
  canUndoAtom,
  installSessionAtom,
  newGameAtom,
  dispatchAtom,
  advancePlaybackAtom,
  skipPlaybackAtom,
  undoAtom,
  loadRecordTextAtom,
  continueAutosaveAtom,
} = nemoSession;

/** The finished game, once its last events have played (score sheet and end card). */
export const finishedStateAtom = atom((get) => {
  const state = get(latestStateAtom);
  return state?.result && get(playbackDoneAtom) ? { state, result: state.result } : null;
});
