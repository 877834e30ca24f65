import { describe, expect, test } from 'vitest';
import type { Action } from '../../../../src/core/types';
import type { OptionEstimate } from '../../../../src/core/bots/search/searchDecision';
import {
  coachAdvice,
  explainEnding,
  explainOption,
} from '../../../../src/core/bots/search/coachAdvice';
import { createGame, defaultSetup } from '../../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../../src/core/engine';
import { chooseGreedy } from '../../../../src/core/bots/greedyPolicy';
import { seedRng } from '../../../../src/core/rng';
import { renderEnglish } from '../../../../src/core/text/renderEnglish';

function estimate(
  expectedScore: number,
  finaleChance: number,
  playouts = 48,
  action: Action = { type: 'endActions' },
): OptionEstimate {
  return {
    action,
    playouts,
    expectedScore,
    finaleChance,
    finaleScore: finaleChance > 0 ? expectedScore / finaleChance : 0,
    greedy: false,
    utility: expectedScore,
  };
}

const shown = (vp: number) => (Math.round(vp * 10) / 10).toFixed(1);

describe("the coach's reasons speak of one VP figure (issue 43 §4)", () => {
  test('a row states its gap to the first pick as the difference of the two figures shown', () => {
    const best = estimate(52.26, 0.35);
    const option = estimate(47.74, 0.34);
    const why = renderEnglish(explainOption(option, best));
    // 52.3 and 47.7 are shown: the line says 4.6, not the 4.5 of the raw estimates.
    expect(shown(best.expectedScore)).toBe('52.3');
    expect(shown(option.expectedScore)).toBe('47.7');
    expect(why).toBe('Reaches the Finale about as often, but ends 4.6 VP lower.');
    // No second VP figure (the score at the Finale, 149 against 141) beside the expected one.
    expect(why).not.toMatch(/149|141|against \d+\)/);
  });

  test('the first pick names its lead in the same VP', () => {
    const best = estimate(60, 0.5);
    expect(renderEnglish(explainOption(best, best, estimate(57.5, 0.49)))).toBe(
      'More VP than the next option (+2.5) for about the same chance of the Finale.',
    );
    expect(renderEnglish(explainOption(best, best, estimate(59.6, 0.49)))).toBe(
      'Slightly ahead of the next option (+0.4 VP); the difference is small.',
    );
    expect(renderEnglish(explainOption(best, best, estimate(58, 0.4)))).toBe(
      'Safest road to the Finale: 50 % against 40 % for the next option (+2.0 VP).',
    );
  });

  test('never "−0.0": options level in the shown figure say they are level', () => {
    const best = estimate(71.02, 0.45, 64);
    const lines = [
      renderEnglish(explainOption(estimate(70.98, 0.45, 64), best)),
      renderEnglish(explainOption(estimate(71.3, 0.45, 16), best)),
      renderEnglish(explainOption(best, best, estimate(71.04, 0.45, 64))),
      renderEnglish(explainOption(best, best, estimate(71.04, 0.45, 16))),
    ];
    expect(lines).toEqual([
      'Level with the first pick in expected VP: either will do.',
      'Level with the first pick in expected VP, but played out on fewer sampled futures (16 against 64).',
      'Level with the next option in expected VP: either will do.',
      'Level with the next option in expected VP, and played out on more sampled futures (64 against 16).',
    ]);
    for (const line of lines) expect(line).not.toMatch(/[−-]0\.0/);
  });

  test('for the Imperialist seat, less for the Nautilus is better, and the signs say so', () => {
    const best = estimate(30, 0.3);
    const worse = estimate(34, 0.31);
    expect(renderEnglish(explainOption(worse, best, undefined, 'imperialist'))).toBe(
      'Leaves the Nautilus 4.0 VP more than the first pick.',
    );
    expect(renderEnglish(explainOption(best, best, worse, 'imperialist'))).toBe(
      'Leaves the Nautilus the least: 4.0 VP less than the next option.',
    );
    expect(renderEnglish(explainOption(estimate(40, 0.45), best, undefined, 'imperialist'))).toBe(
      'Lets the Nautilus reach the Finale more often: 45 % against 30 % (+10.0 VP for it).',
    );
  });
});

describe('when the first pick is to end the Action Phase, the coach says why (issue 43 §4)', () => {
  const move = (ocean: string): Action => ({ type: 'act', action: 'move', ocean }) as Action;

  test('every other option lowers the chance of the Finale', () => {
    const end = estimate(52, 0.4);
    const others = [estimate(47.5, 0.35, 48, move('indianOcean')), estimate(40, 0.3)];
    expect(renderEnglish(explainEnding(end, others))).toBe(
      'Ending now is safest: every other option played out (2) lowers the chance to reach the Finale (35 % at best against 40 %; −4.5 VP).',
    );
  });

  test('the best other option is riskier, another is not', () => {
    const end = estimate(52, 0.4);
    const others = [estimate(50, 0.35), estimate(45, 0.41)];
    expect(renderEnglish(explainEnding(end, others))).toBe(
      'Spending more AP risks the voyage: the best other option played out (2 in all) reaches the Finale in 35 % against 40 % (−2.0 VP).',
    );
  });

  test('as safe, but fewer VP; or no better at all', () => {
    const end = estimate(52, 0.4);
    expect(renderEnglish(explainEnding(end, [estimate(49, 0.4), estimate(45, 0.41)]))).toBe(
      'No other option played out (2) adds VP: the best of them reaches the Finale as often but ends 3.0 VP lower.',
    );
    expect(renderEnglish(explainEnding(end, [estimate(52.01, 0.4)]))).toBe(
      'No other option played out (1) does better than ending now in expected VP.',
    );
  });

  test('in a real position whose first pick is End the Action Phase, that line is the reason', () => {
    // Seed e3, the rule-of-thumb bot's first 20 choices: an Action Phase of turn 2 with AP left.
    const state = createGame(defaultSetup({ seed: 'e3', motive: 'explore' })).state;
    const rng = seedRng('xe3');
    for (let i = 0; i < 20; i++)
      applyActionInPlace(state, chooseGreedy(state, currentDecision(state)!, rng));
    expect(currentDecision(state)?.options.length).toBeGreaterThan(2);
    const first = coachAdvice(state, { playouts: 12, horizon: 20 })?.options[0];
    expect(first?.action).toEqual({ type: 'endActions' });
    expect(renderEnglish(first!.why)).toMatch(
      /^(Ending now is safest|Spending more AP risks|No other option played out) .*\(\d+( in all)?\)/,
    );
  });
});
