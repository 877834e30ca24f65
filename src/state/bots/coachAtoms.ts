import { officialAttemptAtom } from '../daily/dailyAtoms';
import { i18n } from '../../i18n/i18n';
import { botErrorText } from './botErrorText';
import { atom } from 'jotai';
import { type Action, type Seat, samePlain as sameAction } from '../../core';
import { labelOptions } from '../nemo/optionLabels';
import { nemoSession } from '../nemo/gameAtoms';
import { COACH_BUDGET } from './botBudgets';
import { onBotAnswer } from './botClient';
import { botJobAtoms } from './botJobAtoms';
import { botClientOf } from './botClientAtom';
import { renderCore } from '../nemo/words/renderCore';
import { onlineGameAtom } from '../online/onlineAtoms';
import { MASK } from '../../protocol/protocol';

/** One option the coach shows: the page's wording of the action, its estimates and why. */
export interface CoachLine {
  label: string;
  finaleChance: number;
  expectedScore: number;
  why: string;
}

export type CoachView =
  | { status: 'idle' }
  | { status: 'thinking' }
  | { status: 'ready'; seat: Seat; lines: CoachLine[]; ms: number }
  | { status: 'none'; text: string };

/** The coach panel is open (key H or its button); closed by default. */
export const coachOpenAtom = atom(false);

const coach = botJobAtoms<CoachView>({ status: 'idle' });
const coachAtom = coach.jobAtom;

/** What the coach says about the decision on the table now. */
export const coachViewAtom = coach.viewAtom;

/**
 * Asks the coach about the current decision (once per position); the answer is kept only if
 * the game is still there when it comes. It never plays: the player picks.
 */
export const requestCoachAtom = atom(null, (get, set, now: () => number = () => Date.now()) => {
  const session = get(nemoSession.sessionReadAtom);
  const decision = get(nemoSession.decisionAtom);
  const previous = get(coachAtom);
  if (previous?.session === session && session) return;
  previous?.ticket?.cancel();
  // Online, the coach serves the seat at this table and reads only that seat's view: it is
  // never offered to a spectator, and waits while the other seat decides.
  const online = get(onlineGameAtom)?.game;
  // The official voyage of the day measures the player: no coach (the panel says why).
  const official = get(officialAttemptAtom) !== null;
  if (!session || !decision || official || (online && online.viewer !== decision.seat)) {
    set(coachAtom, null);
    return;
  }
  if (decision.options.length < 2) {
    set(coachAtom, {
      session,
      ticket: null,
      view: { status: 'none', text: i18n.t('coach.onlyOne') },
    });
    return;
  }
  const started = now();
  const ticket = botClientOf(get, set).ask({
    setup: session.setup,
    actions: session.actions,
    task: { kind: 'coach', budget: COACH_BUDGET },
    ...(online ? { view: { state: session.state, mask: MASK } } : {}),
  });
  set(coachAtom, { session, ticket, view: { status: 'thinking' } });
  onBotAnswer(
    ticket,
    () => get(coachAtom)?.ticket === ticket,
    (answer) => {
      // The options read as the decision panel words them (Hidden Ships named by their space).
      const labels = labelOptions(decision.options, session.state);
      const labelOf = (action: Action) =>
        labels[decision.options.findIndex((o) => sameAction(o, action))] ?? '';
      const view: CoachView =
        answer.kind === 'coach' && answer.advice
          ? {
              status: 'ready',
              seat: answer.advice.seat,
              ms: now() - started,
              lines: answer.advice.options.map((o) => ({
                label: labelOf(o.action),
                finaleChance: o.finaleChance,
                expectedScore: o.expectedScore,
                why: renderCore(o.why),
              })),
            }
          : {
              status: 'none',
              text:
                answer.kind === 'error'
                  ? i18n.t('coach.unreadable', { message: botErrorText(answer) })
                  : i18n.t('coach.nothing'),
            };
      set(coachAtom, { session, ticket: null, view });
    },
  );
});

/** Stops the coach thinking (panel closed). */
export const cancelCoachAtom = coach.cancelAtom;
