import type { GameState, Action, Decision, DecisionKind } from '../types';
import { applyActionInPlace, currentDecision } from '../engine';

/** The plainest answer to a decision: decline, end the phase, roll without exerting, accept. */
export function defaultChoice(decision: Decision): Action {
  const o = decision.options;
  return (
    o.find((a) => a.type === 'declineStartingUpgrade') ??
    o.find((a) => a.type === 'endActions') ??
    o.find((a) => a.type === 'endImperialistPhase') ??
    o.find((a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure) ??
    o.find((a) => a.type === 'acceptResult') ??
    (o[0] as Action)
  );
}

/** Plays default choices until a decision of `kind` is pending (lesson and test positions). */
export function playDefaultsUntil(state: GameState, kind: DecisionKind, limit = 500): Decision {
  for (let i = 0; i < limit; i++) {
    const d = currentDecision(state);
    if (!d) throw new Error(`no decision while waiting for ${kind}`);
    if (d.kind === kind) return d;
    applyActionInPlace(state, defaultChoice(d));
    if (state.result) throw new Error(`the game ended before ${kind}: ${state.result.reason}`);
  }
  throw new Error(`no ${kind} decision within ${limit} actions`);
}
