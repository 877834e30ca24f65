import { describe, expect, test } from 'vitest';
import { ruleLabel } from '../../../src/state/nemo/ruleLabel';
import { msg } from '../../../src/core/data/coreText';

describe('rule names shown to players', () => {
  test.each([
    ['rule.tests', 'Rules: Tests'],
    ['rule.boldAttack', 'Rules: Action Phase: Bold Attack'],
    ['rule.huntGive', 'Rules: Hunt the Nautilus, PASS a'],
    ['rule.blackDice', 'Rules: The Placement Phase (Imperialist)'],
    ['rule.imperialistPhase', 'Rules: The Imperialist Phase'],
  ] as const)('%s reads "%s" with no source reference', (rule, label) => {
    const shown = ruleLabel(msg(rule));
    expect(shown).toBe(label);
    expect(shown).not.toMatch(/seed 0|§/);
  });
});
