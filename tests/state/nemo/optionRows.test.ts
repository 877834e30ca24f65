import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { fillOcean, scenario } from '../../../src/core/scenario';
import { groupOptions } from '../../../src/state/nemo/paymentGroups';
import { displayOrder, optionRows } from '../../../src/state/nemo/optionRows';

function actionDecision() {
  const state = scenario({ seed: 'labels', at: 'action', emptyOceans: true, ap: 3 });
  fillOcean(state, state.nautilus ?? 'northAtlantic');
  const decision = currentDecision(state);
  if (!decision) throw new Error('no decision');
  return { state, options: decision.options, items: groupOptions(decision.options, state) };
}

describe('option rows of a long decision', () => {
  test('puts the attacks on one Ocean’s spaces in one row, a short button per space', () => {
    const { state, options, items } = actionDecision();
    const rows = optionRows(items, options, state);
    const bold = rows.find((r) => r.kind === 'spaces' && r.heading.startsWith('Bold Attack'));
    expect(bold?.kind).toBe('spaces');
    if (bold?.kind !== 'spaces') return;
    expect(bold.heading).toMatch(/^Bold Attack a Hidden Ship · .+/);
    expect(bold.entries.map((e) => e.label)).toEqual(bold.entries.map((_, i) => `space ${i + 1}`));
    // Fewer rows than options, and every option still shown exactly once.
    expect(rows.length).toBeLessThan(items.length);
    expect([...displayOrder(rows)].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
  });
});
