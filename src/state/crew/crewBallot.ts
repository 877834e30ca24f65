import { applyAction } from '../../core/engine';
import { rollPreview, type RollPreview } from '../../core/rollPreview';
import { treasureById } from '../../core/content/lookup';
import type { Action, Decision, DecisionKind, GameState } from '../../core/types';
import type { CrewText } from '../../protocol/crewProtocol';
import { labelOptions } from '../nemo/optionLabels';
import { rollFailText, rollPassText } from '../nemo/rollPreviewText';
import { chanceWithDrm } from '../nemo/rollStakes';
import { renderCore } from '../nemo/words/renderCore';
import { recordCrewTexts } from './crewText';

/** Which decisions go to the crew: the ones that steer the voyage, or every one with a choice. */
export type CrewVotes = 'main' | 'all';

/** The decisions that steer a voyage; the rest (where to put a sunk ship, …) the bot takes. */
const MAIN_KINDS: readonly DecisionKind[] = [
  'action',
  'adventure',
  'act3Choice',
  'attackCommit',
  'attackAfter',
  'testCommit',
  'testAfter',
  'boldContinue',
  'effectChoice',
  'uprising',
  'startingUpgrade',
];

/**
 * A decision is put to the crew when it is the Nautilus' (in versus the audience takes that
 * seat), it has two options or more, and the setting does not leave its kind to the bot.
 */
export function isCrewDecision(decision: Decision | null, votes: CrewVotes): boolean {
  if (!decision || decision.seat !== 'nautilus' || decision.options.length < 2) return false;
  return votes === 'all' || MAIN_KINDS.includes(decision.kind);
}

/** One numbered option of a ballot: the action it plays and what the phones are told of it. */
export interface CrewBallotOption {
  n: number;
  action: Action;
  label: CrewText;
  /** Chance to pass the roll this option leads to (0–1), where the game knows it now. */
  odds: number | null;
  pass: CrewText | null;
  fail: CrewText | null;
}

export interface CrewBallot {
  prompt: CrewText;
  options: CrewBallotOption[];
}

/** The chance a commit option gives the pending roll (its exertion and Treasure counted). */
function commitOdds(action: Action, preview: RollPreview): number | null {
  if (action.type !== 'commitTest') return null;
  const match = preview.exert.find(
    (e) =>
      e.resources.length === action.exert.length &&
      e.resources.every((r) => action.exert.includes(r)),
  );
  const exertDrm = action.exert.length === 0 ? 0 : match?.drm;
  if (exertDrm === undefined) return null;
  const treasureDrm = action.treasure ? treasureById(action.treasure).vp : 0;
  return chanceWithDrm(preview, exertDrm + treasureDrm);
}

/**
 * The roll an option leads to, when choosing it reveals nothing: an Action test's table and
 * modifiers are public (a card's test or an attack on a Hidden Ship would show what is not yet
 * known, so those wait for their own decision).
 */
function previewAfter(state: GameState, action: Action): RollPreview | null {
  try {
    const preview = rollPreview(applyAction(state, action).state);
    return preview?.kind === 'action' ? preview : null;
  } catch {
    return null;
  }
}

/**
 * The ballot of a decision: each option numbered as the stream shows it, with its label, its
 * odds and what a pass and a failure do (the roll previews the decision panel shows), as words
 * the phones render in their own language.
 */
export function crewBallot(state: GameState, decision: Decision): CrewBallot {
  const pending = rollPreview(state);
  const previews = decision.options.map((o) => pending ?? previewAfter(state, o));
  const odds = decision.options.map((o, i) => {
    const preview = previews[i];
    if (!preview) return null;
    return pending ? commitOdds(o, preview) : preview.chance;
  });
  const labels = recordCrewTexts(() => labelOptions(decision.options, state));
  const passes = recordCrewTexts(() => previews.map((p) => (p ? rollPassText(p) : null)));
  const fails = recordCrewTexts(() => previews.map((p) => (p ? rollFailText(p) : null)));
  // A card's Pass and Fail halves are split in the phone's language, not here.
  previews.forEach((p, i) => {
    if (p?.kind !== 'card' || !p.card) return;
    passes[i] = { item: 'pass', id: p.card, en: p.cardText ?? '' };
    fails[i] = { item: 'fail', id: p.card, en: p.cardText ?? '' };
  });
  const [prompt] = recordCrewTexts(() => [renderCore(decision.prompt)]);
  return {
    prompt: prompt ?? '',
    options: decision.options.map((action, i) => ({
      n: i + 1,
      action,
      label: labels[i] ?? '',
      odds: odds[i] ?? null,
      pass: passes[i] ?? null,
      fail: fails[i] ?? null,
    })),
  };
}
