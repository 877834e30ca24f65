import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { fillOcean, scenario } from '../../../src/core/scenario';
import { describeAction } from '../../../src/state/nemo/describe';
import { labelOptions, optionIndexOfKey, optionKey } from '../../../src/state/nemo/optionLabels';

function actionDecision() {
  const state = scenario({ seed: 'labels', at: 'action', emptyOceans: true, ap: 3 });
  fillOcean(state, state.nautilus ?? 'northAtlantic');
  const decision = currentDecision(state);
  if (!decision) throw new Error('no decision');
  return { state, options: decision.options };
}

describe('option labels', () => {
  test('names the Ocean and space of each Hidden Ship an attack could target', () => {
    const { state, options } = actionDecision();
    const plain = options.map((o) => describeAction(o, state));
    const bold = plain.filter((l) => l === 'Bold Attack a Hidden Ship');
    expect(bold.length).toBeGreaterThan(1);
    const labels = labelOptions(options, state);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((l) => /Bold Attack a Hidden Ship \(.+, space 2\)/.test(l))).toBe(true);
  });

  test('numbers options that still read alike after naming their place', () => {
    const { state, options } = actionDecision();
    const twice = [...options, ...options.slice(0, 1)];
    const labels = labelOptions(twice, state);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[0]).toMatch(/choice 1 of 2/);
  });

  test('gives every option a key: 1–9, then letters that skip B, H, P, R, S, T and U', () => {
    const keys = Array.from({ length: 14 }, (_, i) => optionKey(i));
    expect(keys.slice(0, 12)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'c', 'd']);
    expect(keys.every((k) => k !== null)).toBe(true);
    const letters = Array.from({ length: 30 }, (_, i) => optionKey(i));
    expect(letters).not.toContain('p');
    expect(letters).not.toContain('t');
    expect(letters).not.toContain('u');
    expect(letters).not.toContain('r');
    expect(letters).not.toContain('s');
    expect(optionIndexOfKey('A', 14)).toBe(9);
    expect(optionIndexOfKey('t', 14)).toBe(-1);
    expect(optionIndexOfKey('9', 3)).toBe(-1);
  });
});
