import { describe, expect, it } from 'vitest';
import { ruleLabel } from '../../../src/state/game/ruleLabel';

describe('rule names shown to players', () => {
  it.each([
    ['Tests (seed 001)', 'Rules: Tests'],
    ['Action Phase: Bold Attack (seed 001)', 'Rules: Action Phase: Bold Attack'],
    ['Hunt the Nautilus, PASS a (seed 000 §7)', 'Rules: Hunt the Nautilus, PASS a'],
    [
      'The Placement Phase (Imperialist), seed 000 §7 a',
      'Rules: The Placement Phase (Imperialist)',
    ],
    ['The Imperialist Phase (seed 000 §7)', 'Rules: The Imperialist Phase'],
  ])('%s reads "%s" with no source reference', (rule, label) => {
    const shown = ruleLabel(rule);
    expect(shown).toBe(label);
    expect(shown).not.toMatch(/seed 0|§/);
  });
});
