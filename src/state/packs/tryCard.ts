import { createGame, defaultSetup } from '../../core';
import { applyActionInPlace, currentDecision, legalActions } from '../../core';
import type { ContentPack } from '../../core/content';
import type { CardId } from '../../core/data';
import type { Action, GameEvent, GameState } from '../../core';
import { describeEvent } from '../nemo/events/eventCatalogue';
import { describeAction, describePrompt } from '../nemo/describe';
import { errorText } from '../session/errorText';
import { withPack } from './packAtoms';

/** How a tried card's test comes out: the dice are set to pass or to fail it. */
export type TryRoll = 'pass' | 'fail';

/** What trying a card did: its events as the log says them, and the decision it left open. */
export interface TryResult {
  lines: string[];
  /** The player's decision the card asks for (its prompt and options), if it stops at one. */
  decision: { prompt: string; options: string[] } | null;
  /** Why the sample game could not run the card (a rule's message). */
  error: string | null;
}

const PASS_DICE = [6, 6];
const FAIL_DICE = [1, 1];

/** A sample game whose first Event card, after the Prologue, is this card. */
function sampleGame(pack: ContentPack | null, card: CardId): GameState {
  const { state } = createGame(withPack(defaultSetup({ seed: 'try-it', motive: 'explore' }), pack));
  state.drawPile = ['PRO', card, ...state.drawPile.filter((c) => c !== 'PRO' && c !== card)];
  return state;
}

/**
 * Draws the card in a sample game played with the pack (none: the built-in card), rolls its test
 * to pass or fail with nothing exerted, and returns what happened from its reveal on, as the log
 * would show it.
 */
export function tryCard(pack: ContentPack | null, card: CardId, roll: TryRoll): TryResult {
  const events: GameEvent[] = [];
  const state = sampleGame(pack, card);
  let error: string | null = null;
  const apply = (action: Action) => applyActionInPlace(state, action, events);
  try {
    apply({ type: 'declineStartingUpgrade' });
    for (let step = 0; step < 4 && state.phase === 'event'; step++) {
      const decision = currentDecision(state);
      const options = decision ? legalActions(state, decision.seat) : [];
      const commit = options.find(
        (a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure,
      );
      const accept = options.find((a) => a.type === 'acceptResult');
      if (decision?.kind === 'testCommit' && commit) {
        state.forcedRolls = [...(roll === 'pass' ? PASS_DICE : FAIL_DICE)];
        apply(commit);
      } else if (accept) apply(accept);
      else break;
    }
  } catch (e) {
    error = errorText(e);
  }
  const from = events.findIndex((e) => e.type === 'CardRevealed' && e.card === card);
  const to = events.findIndex((e, i) => i > from && e.type === 'PhaseStarted');
  const shown = from < 0 ? [] : events.slice(from, to < 0 ? undefined : to);
  const lines = shown.map((e) => describeEvent(e, state)).filter((l): l is string => Boolean(l));
  const open = state.phase === 'event' ? currentDecision(state) : null;
  return {
    lines,
    decision: open
      ? {
          prompt: describePrompt(open.prompt),
          options: legalActions(state, open.seat).map((a) => describeAction(a, state)),
        }
      : null,
    error,
  };
}
