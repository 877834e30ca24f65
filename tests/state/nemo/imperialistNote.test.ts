import { describe, expect, test } from 'vitest';
import { legalActions } from '../../../src/core/engine';
import { emptyOceans, playUntil, scenario } from '../../../src/core/scenario';
import { imperialistNote } from '../../../src/state/nemo/imperialistNote';

describe('Thimble-Rig is explained where it is offered (issue 43 §4)', () => {
  test('the note says what it does when a Thimble-Rig is among the options, and only then', () => {
    const state = scenario({ seed: 'vs', motive: 'piracy', variant: 'versus' });
    playUntil(state, 'imperialistAction');
    emptyOceans(state, true);
    const note = () => imperialistNote(state, legalActions(state, 'imperialist')).join(' ');
    expect(note()).not.toContain('Thimble-Rig');
    state.oceans.northAtlantic.slots[0] = 30;
    state.oceans.europeanSeas.slots[1] = -2;
    state.shipBag = state.shipBag.filter((s) => s !== 30);
    expect(note()).toMatch(/Thimble-Rig \(1 AP\): .*trade places/);
  });
});
