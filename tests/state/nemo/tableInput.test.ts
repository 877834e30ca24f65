import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';
import { demoBoardViewAtom } from '../../../src/state/nemo/boardViewAtom';
import { clickTargetAtom, selectedTargetAtom } from '../../../src/state/nemo/tableInput';

describe('clickTargetAtom', () => {
  test('selects only targets the current decision offers', () => {
    const store = createStore();
    store.set(demoBoardViewAtom, sampleBoardView());
    store.set(clickTargetAtom, { kind: 'ocean', id: 'indianOcean' });
    expect(store.get(selectedTargetAtom)).toBeNull();
    store.set(clickTargetAtom, { kind: 'ocean', id: 'arcticOcean' });
    expect(store.get(selectedTargetAtom)).toEqual({ kind: 'ocean', id: 'arcticOcean' });
  });

  test('gives every Ocean in the sample as many slots as its capacity', () => {
    const view = sampleBoardView();
    expect(view.oceans.westernPacific.slots).toHaveLength(4);
    expect(view.oceans.southAtlantic.slots).toHaveLength(3);
    expect(view.oceans.capeHorn.slots).toHaveLength(1);
  });
});
