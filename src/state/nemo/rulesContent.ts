import type { Decision, GameState } from '../../core';
import { i18n } from '../../i18n/i18n';
import { rulesTextEn } from '../../i18n/messages/rulesText.en';

type PhaseKey = keyof typeof rulesTextEn.phase;
type DecisionKey = keyof typeof rulesTextEn.decision;

/** A phase's reminder in the current language: its title and lines (our own words). */
function phaseHelp(phase: PhaseKey): { title: string; lines: string[] } {
  const lines = Object.keys(rulesTextEn.phase[phase].lines).map((line) =>
    i18n.t(`rulesText.phase.${phase}.lines.${line}` as 'rulesText.phase.setup.lines.l0'),
  );
  return { title: i18n.t(`rulesText.phase.${phase}.title`), lines };
}

const hasDecisionHelp = (kind: string): kind is DecisionKey => kind in rulesTextEn.decision;

/** What the Rules panel says now: the decision’s reminder, then its phase’s. */
export function rulesFor(
  state: GameState,
  decision: Decision | null,
): { title: string; decision: string | null; lines: string[] } {
  const setup =
    decision?.kind === 'startingUpgrade' ||
    decision?.kind === 'doubleCostUpgrade' ||
    decision?.kind === 'replaceAttribute';
  const phase = phaseHelp(setup ? 'setup' : state.phase);
  return {
    title: phase.title,
    decision:
      decision && hasDecisionHelp(decision.kind)
        ? i18n.t(`rulesText.decision.${decision.kind}`)
        : null,
    lines: phase.lines,
  };
}

export const DECISION_KINDS_WITH_HELP = Object.keys(rulesTextEn.decision);
