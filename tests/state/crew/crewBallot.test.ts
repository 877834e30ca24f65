import { afterAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { seedRng } from '../../../src/core/rng';
import type { Decision, GameState } from '../../../src/core/types';
import { cloneState } from '../../../src/core/cloneState';
import { setLanguage } from '../../../src/i18n/i18n';
import { crewBallot, isCrewDecision } from '../../../src/state/crew/crewBallot';
import { renderCrewText } from '../../../src/state/crew/crewText';
import { labelOptions } from '../../../src/state/nemo/optionLabels';
import { rollFailText, rollPassText } from '../../../src/state/nemo/rollPreviewText';
import { rollPreview } from '../../../src/core/rollPreview';
import { crewPublishSchema } from '../../../src/protocol/crewProtocol';

/** Decisions a greedy voyage meets that the crew would vote on (the main ones), with their states. */
function crewDecisions(limit: number): { state: GameState; decision: Decision }[] {
  const { state } = createGame(
    defaultSetup({ seed: '4242', motive: 'explore', difficulty: allAspects('normal') }),
  );
  const rng = seedRng('crew');
  const found: { state: GameState; decision: Decision }[] = [];
  for (let i = 0; i < 2000 && !state.result && found.length < limit; i++) {
    const d = currentDecision(state);
    if (!d) break;
    if (isCrewDecision(d, 'main')) found.push({ state: cloneState(state), decision: d });
    applyActionInPlace(state, chooseGreedy(state, d, rng), []);
  }
  return found;
}

describe('the crew ballot', () => {
  afterAll(async () => {
    await setLanguage('en');
  });
  const decisions = crewDecisions(40);

  test('reaches the kinds that steer a voyage, and leaves one-option decisions to the bot', () => {
    const kinds = new Set(decisions.map((d) => d.decision.kind));
    expect(kinds.has('action')).toBe(true);
    expect(kinds.has('testCommit')).toBe(true);
    expect(
      isCrewDecision(
        { ...decisions[0]!.decision, options: [decisions[0]!.decision.options[0]!] },
        'all',
      ),
    ).toBe(false);
    expect(isCrewDecision({ ...decisions[0]!.decision, kind: 'sinkAs' }, 'main')).toBe(false);
    expect(isCrewDecision({ ...decisions[0]!.decision, kind: 'sinkAs' }, 'all')).toBe(true);
    // In a versus show the audience takes the Nautilus' seat; the Imperialist's bot plays on.
    expect(isCrewDecision({ ...decisions[0]!.decision, seat: 'imperialist' }, 'all')).toBe(false);
  });

  test.each(['en', 'ja'] as const)(
    '%s: the phone renders the same words the stream shows, from ids sent with no English',
    async (lang) => {
      // The show records its words in English; the phone renders them in its own language.
      await setLanguage('en');
      const ballots = decisions.map(({ state, decision }) => crewBallot(state, decision));
      await setLanguage(lang);
      decisions.forEach(({ state, decision }, i) => {
        const ballot = ballots[i]!;
        const labels = labelOptions(decision.options, state);
        expect(ballot.options.map((o) => renderCrewText(o.label))).toEqual(labels);
        const preview = rollPreview(state);
        if (preview) {
          expect(renderCrewText(ballot.options[0]!.pass!)).toBe(rollPassText(preview));
          expect(renderCrewText(ballot.options[0]!.fail!)).toBe(rollFailText(preview));
        }
        const wire = {
          decisionId: `d${i}`,
          prompt: ballot.prompt,
          options: ballot.options.map(({ action: _a, ...o }) => o),
          delayMs: 0,
          openMs: 20_000,
        };
        expect(crewPublishSchema.safeParse(wire).success).toBe(true);
      });
      if (lang === 'ja') {
        // Japanese phones read Japanese: not one option label is left in English.
        const english = ballots.flatMap((b) => b.options.map((o) => o.label));
        const rendered = english.map(renderCrewText);
        expect(rendered.filter((l) => /^[A-Za-z ]+$/.test(l))).toEqual([]);
      }
    },
  );

  test('gives the odds of the roll an option leads to, and of each way to commit to a roll', () => {
    const commit = decisions.find((d) => d.decision.kind === 'testCommit');
    expect(commit).toBeDefined();
    const ballot = crewBallot(commit!.state, commit!.decision);
    const odds = ballot.options.map((o) => o.odds);
    expect(odds.every((o) => o !== null && o >= 0 && o <= 1)).toBe(true);
    // Exerting more never lowers the chance: the plain roll is the lowest.
    expect(Math.min(...(odds as number[]))).toBe(odds[0]);
    const action = decisions.find((d) => d.decision.kind === 'action');
    const actionOdds = crewBallot(action!.state, action!.decision).options.map((o) => o.odds);
    expect(actionOdds.some((o) => o !== null)).toBe(true);
  });
});
