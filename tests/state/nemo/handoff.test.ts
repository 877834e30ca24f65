import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import type { Action } from '../../../src/core/types';
import {
  decisionAtom,
  dispatchAtom,
  newGameAtom,
  shownEventsAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { describeEvent } from '../../../src/state/nemo/events/eventCatalogue';
import { latestStateAtom } from '../../../src/state/nemo/gameAtoms';
import {
  confirmHandoffAtom,
  handoffNeededAtom,
  seatsAtom,
} from '../../../src/state/nemo/seatAtoms';
import { memoryStorage } from '../app/memoryStorage';

describe('hot-seat hand-overs and the Imperialist’s trace', () => {
  test('veils only decisions with a real choice, and the log says how the Imperialist’s turn ended', () => {
    const store = createStore();
    store.set(storageAtom, memoryStorage());
    store.set(seatsAtom, { nautilus: 'human', imperialist: 'human' });
    store.set(
      newGameAtom,
      defaultSetup({ seed: 'handoff-1', motive: 'piracy', variant: 'versus' }),
    );
    let single = 0;
    let veiled = 0;
    for (let i = 0; i < 300 && !(single > 0 && veiled > 0); i++) {
      store.set(skipPlaybackAtom);
      const decision = store.get(decisionAtom);
      if (!decision) break;
      const needed = store.get(handoffNeededAtom);
      if (decision.options.length === 1) {
        expect(needed, decision.prompt.key).toBe(false);
        single++;
      } else if (needed) veiled++;
      if (needed) store.set(confirmHandoffAtom);
      const action =
        decision.options.find((a) => a.type === 'endImperialistPhase') ??
        decision.options.find((a) => a.type === 'declineStartingUpgrade') ??
        (decision.options[0] as Action);
      expect(store.set(dispatchAtom, action)).toBe(true);
    }
    expect(single).toBeGreaterThan(0);
    expect(veiled).toBeGreaterThan(0);
    store.set(skipPlaybackAtom);
    const state = store.get(latestStateAtom);
    if (!state) throw new Error('no state');
    const lines = store.get(shownEventsAtom).map((e) => describeEvent(e, state));
    expect(lines.some((l) => l?.startsWith('The Imperialist has') && l.includes('IAP'))).toBe(true);
    expect(lines.some((l) => l?.startsWith('The Imperialist ends its turn'))).toBe(true);
  });
});
