import { i18n } from '../../i18n/i18n';
import { botErrorText } from './botErrorText';
import { atom } from 'jotai';
import { greedyFlipPolicy } from '../../flip';
import type { Seat } from '../../core';
import type { RngState } from '../../kernel/prng';
import { flipDispatchAtom, flipSession } from '../flip/flipAtoms';
import { nemoSession } from '../nemo/gameAtoms';
import { quickPageMove } from './playPageBots';
import { botStrengthAtom } from './botStrengthAtom';
import { botClientOf } from './botClientAtom';
import { onBotAnswer, type BotTicket } from './botClient';
import { MOVE_BUDGET } from './botBudgets';

const seatRngsAtom = atom<{ seed: string; bySeat: Partial<Record<Seat, RngState>> } | null>(null);

/** The move a strong bot is thinking about: the session it was asked for, and its ticket. */
const pendingMoveAtom = atom<{ session: unknown; ticket: BotTicket } | null>(null);

/** The seat whose bot is thinking in the worker now (the thinking indicator), or null. */
export const botThinkingAtom = atom<Seat | null>((get) => {
  const pending = get(pendingMoveAtom);
  const decision = get(nemoSession.decisionAtom);
  return pending && pending.session === get(nemoSession.sessionReadAtom) && decision
    ? decision.seat
    : null;
});

/** Drops the move being thought about (undo, new game, a mode closing). */
export const cancelBotMoveAtom = atom(null, (get, set) => {
  get(pendingMoveAtom)?.ticket.cancel();
  set(pendingMoveAtom, null);
});

/**
 * The bot of the deciding seat takes its decision (Nemo's War). The quick bot answers at once;
 * the strong one thinks in the worker, and its answer is played only if the game is still
 * where it was asked (an undo or a new game meanwhile drops it).
 */
export const nemoBotMoveAtom = atom(null, (get, set) => {
  const session = get(nemoSession.sessionReadAtom);
  const decision = get(nemoSession.decisionAtom);
  if (!session || !decision || session.state.result) return;
  if (get(botStrengthAtom) === 'strong' && decision.options.length > 1) {
    const pending = get(pendingMoveAtom);
    if (pending?.session === session) return;
    pending?.ticket.cancel();
    const ticket = botClientOf(get, set).ask({
      setup: session.setup,
      actions: session.actions,
      task: { kind: 'move', budget: MOVE_BUDGET },
    });
    set(pendingMoveAtom, { session, ticket });
    onBotAnswer(
      ticket,
      () => get(pendingMoveAtom)?.ticket === ticket,
      (answer) => {
        set(pendingMoveAtom, null);
        if (get(nemoSession.sessionReadAtom) !== session) return;
        if (answer.kind === 'move' && answer.action) set(nemoSession.dispatchAtom, answer.action);
        else if (answer.kind === 'error')
          set(nemoSession.messageAtom, {
            kind: 'error',
            text: i18n.t('coach.botError', { message: botErrorText(answer) }),
          });
      },
    );
    return;
  }
  const seed = session.setup.seed;
  let rngs = get(seatRngsAtom);
  if (rngs?.seed !== seed) {
    rngs = { seed, bySeat: {} };
    set(seatRngsAtom, rngs);
  }
  set(nemoSession.dispatchAtom, quickPageMove(session.state, decision, seed, rngs.bySeat));
});

/** The greedy bot takes the deciding player's decision (Flip Voyage). */
export const flipBotMoveAtom = atom(null, (get, set) => {
  const state = get(flipSession.latestStateAtom);
  const decision = get(flipSession.decisionAtom);
  if (!state || !decision) return;
  set(flipDispatchAtom, greedyFlipPolicy(state, decision.player));
});

/** What the greedy bot would play for the deciding player now (Flip's debug hook). */
export const flipGreedyActionAtom = atom((get) => {
  const state = get(flipSession.latestStateAtom);
  const decision = state ? flipSession.engine.currentDecision(state) : null;
  return state && decision ? greedyFlipPolicy(state, decision.player) : null;
});
