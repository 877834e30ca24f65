import * as kernel from '../../kernel/session';
import { ReplayError } from '../../kernel/replay';
import { i18n } from '../../i18n/i18n';
import { errorText } from '../session/errorText';
import { flipEngine, makeFlipRecord } from '../../flip';
import type { FlipAction, FlipEvent, FlipRecord, FlipSetup, FlipState } from '../../flip';

/** One event to show, with the state the table shows once it has played. */
export type FlipStep = kernel.PlaybackStep<FlipState, FlipEvent>;

/** A whole Flip Voyage game so far: its setup, every action, the current state and all events. */
export type FlipSession = kernel.Session<FlipSetup, FlipState, FlipAction, FlipEvent>;

export function startFlipSession(setup: FlipSetup): FlipSession {
  return kernel.startSession(flipEngine, setup);
}

/** Applies one action; throws the rules core's error (naming the rule) when it is illegal. */
export function actFlip(
  session: FlipSession,
  action: FlipAction,
): { session: FlipSession; steps: FlipStep[] } {
  return kernel.actWithSteps(flipEngine, session, action);
}

export function flipRecordOf(session: FlipSession): FlipRecord {
  return makeFlipRecord(session.setup, session.actions);
}

/** Rebuilds a session (with its events) from a record; throws a one-line reason if it is bad. */
export function sessionFromFlipRecord(data: unknown): FlipSession {
  try {
    return kernel.sessionFromRecord(flipEngine, data);
  } catch (e) {
    throw new Error(recordProblem(e));
  }
}

/** Why a record does not replay, in the current language. */
function recordProblem(e: unknown): string {
  if (e instanceof ReplayError) {
    const reason = errorText(e.refusal ?? e);
    return i18n.t('flip.record.actionRefused', { index: e.index + 1, reason });
  }
  if (e instanceof kernel.HashMismatchError) return i18n.t('flip.record.hashMismatch');
  if (typeof e === 'object' && e !== null && 'flipText' in e) {
    const text = errorText(e);
    const key = (e.flipText as { key: string }).key;
    return key.startsWith('badSetup.') ? i18n.t('flip.record.setup', { reason: text }) : text;
  }
  return errorText(e);
}
