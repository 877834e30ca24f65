import { officialAttemptAtom } from '../daily/dailyAtoms';
import { i18n } from '../../i18n/i18n';
import { botErrorText } from './botErrorText';
import { atom } from 'jotai';
import { type Action, type GameSetup, type GameState, type Seat, nemoEngine } from '../../core';
import { seatsAtom } from '../nemo/seatAtoms';
import { replaySession } from '../../kernel/session';
import { demoBoardViewAtom } from '../nemo/boardViewAtom';
import { describeAction } from '../nemo/describe';
import { nemoSession } from '../nemo/gameAtoms';
import { toBoardView } from '../nemo/toBoardView';
import { REVIEW_BUDGET } from './botBudgets';
import { onBotAnswer } from './botClient';
import { botJobAtoms } from './botJobAtoms';
import { botClientOf } from './botClientAtom';

/** One costly decision of the finished game, as the score sheet lists it. */
export interface ReviewLine {
  /** Whose decisions were reviewed (the costs are in the Nautilus' expected VP). */
  seat: Seat;
  /** Actions played before this decision (the moment to show). */
  index: number;
  turn: number;
  played: string;
  preferred: string;
  /** Expected VP the played option cost against the preferred one. */
  cost: number;
  playedChance: number;
  preferredChance: number;
}

export type ReviewView =
  | { status: 'idle' }
  | { status: 'thinking' }
  | { status: 'ready'; lines: ReviewLine[] }
  | { status: 'failed'; text: string };

const review = botJobAtoms<ReviewView>({ status: 'idle' });
const reviewAtom = review.jobAtom;

export const reviewViewAtom = review.viewAtom;

function stateBefore(setup: GameSetup, actions: readonly Action[], index: number): GameState {
  return replaySession(nemoEngine, setup, actions.slice(0, index)).state;
}

/** Reviews the finished game in the worker (once per game): its three costliest decisions. */
export const requestReviewAtom = atom(null, (get, set) => {
  const session = get(nemoSession.sessionReadAtom);
  const previous = get(reviewAtom);
  if (previous?.session === session) return;
  previous?.ticket?.cancel();
  if (!session?.state.result || get(officialAttemptAtom) !== null) {
    set(reviewAtom, null);
    return;
  }
  // The player's own decisions: the Nautilus', unless only the Imperialist was played by hand.
  const seats = get(seatsAtom);
  const seat: Seat =
    session.state.imperialist && seats.imperialist === 'human' && seats.nautilus === 'bot'
      ? 'imperialist'
      : 'nautilus';
  const ticket = botClientOf(get, set).ask({
    setup: session.setup,
    actions: session.actions,
    task: { kind: 'review', budget: REVIEW_BUDGET, seat },
  });
  set(reviewAtom, { session, ticket, view: { status: 'thinking' } });
  onBotAnswer(
    ticket,
    () => get(reviewAtom)?.ticket === ticket,
    (answer) => {
      let view: ReviewView;
      if (answer.kind === 'review') {
        view = {
          status: 'ready',
          lines: answer.items.map((item) => {
            const before = stateBefore(session.setup, session.actions, item.index);
            return {
              seat,
              index: item.index,
              turn: before.turn,
              played: describeAction(item.played, before),
              preferred: describeAction(item.preferred, before),
              cost: item.cost,
              playedChance: item.playedEstimate.finaleChance,
              preferredChance: item.preferredEstimate.finaleChance,
            };
          }),
        };
      } else {
        view = {
          status: 'failed',
          text: answer.kind === 'error' ? botErrorText(answer) : i18n.t('review.noAnswer'),
        };
      }
      set(reviewAtom, { session, ticket: null, view });
    },
  );
});

/** Stops a review still being worked out (the score sheet closed). */
export const cancelReviewAtom = review.cancelAtom;

const momentAtom = atom<number | null>(null);
/** The decision whose moment the table shows (actions played before it), or null. */
export const reviewMomentAtom = atom((get) => get(momentAtom));

/**
 * Shows the table as it was before action `index` of the finished game (read-only: a fixed
 * picture, no decision to take), or the game's end again with null.
 */
export const showReviewMomentAtom = atom(null, (get, set, index: number | null) => {
  const session = get(nemoSession.sessionReadAtom);
  set(momentAtom, index);
  if (index === null || !session) {
    set(demoBoardViewAtom, null);
    return;
  }
  set(demoBoardViewAtom, toBoardView(stateBefore(session.setup, session.actions, index), null));
});
