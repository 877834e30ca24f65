import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import type { Action } from '../../../src/core/types';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  newGameAtom,
  shownEventsAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { describeEvent } from '../../../src/state/nemo/events/eventCatalogue';
import { endLonePhaseAtom, loneEndAtom } from '../../../src/state/nemo/loneEnd';
import { seatsAtom } from '../../../src/state/nemo/seatAtoms';
import { memoryStorage } from '../app/memoryStorage';

describe('the Imperialist with nothing left to do (issue 43 §4)', () => {
  test('a lone "End the Imperialist Phase" is answered by the page, and the log says the IAP are spent', () => {
    const store = createStore();
    store.set(storageAtom, memoryStorage());
    store.set(seatsAtom, { nautilus: 'human', imperialist: 'human' });
    store.set(newGameAtom, defaultSetup({ seed: 'lone-end', motive: 'piracy', variant: 'versus' }));
    // Play on, the Imperialist spending every IAP it can, until only its End is left.
    let lone = null;
    for (let i = 0; i < 400; i++) {
      store.set(skipPlaybackAtom);
      lone = store.get(loneEndAtom);
      const decision = store.get(decisionAtom);
      if (lone || !decision) break;
      expect(store.set(endLonePhaseAtom)).toBe(false);
      const action =
        decision.options.find((a) => a.type === 'declineStartingUpgrade') ??
        decision.options.find((a) => a.type === 'imperialist') ??
        (decision.options[0] as Action);
      expect(store.set(dispatchAtom, action)).toBe(true);
    }
    expect(lone?.options).toEqual([{ type: 'endImperialistPhase' }]);
    expect(store.get(latestStateAtom)?.imperialist?.ap).toBe(0);

    const before = store.get(shownEventsAtom).length;
    expect(store.set(endLonePhaseAtom)).toBe(true);
    store.set(skipPlaybackAtom);
    expect(store.get(decisionAtom)?.seat).toBe('nautilus');
    expect(store.get(loneEndAtom)).toBeNull();
    const state = store.get(latestStateAtom)!;
    const lines = store
      .get(shownEventsAtom)
      .slice(before)
      .map((e) => describeEvent(e, state));
    expect(lines).toContain('The Imperialist has spent all its IAP: its turn ends.');
  });

  test('a Nautilus decision or an Imperialist one with a real choice is left to the player', () => {
    const store = createStore();
    store.set(storageAtom, memoryStorage());
    store.set(newGameAtom, defaultSetup({ seed: 'lone-end', motive: 'piracy', variant: 'versus' }));
    for (let i = 0; i < 200; i++) {
      store.set(skipPlaybackAtom);
      const decision = store.get(decisionAtom);
      if (!decision) break;
      if (decision.seat === 'imperialist' && decision.options.length > 1) {
        expect(store.get(loneEndAtom)).toBeNull();
        return;
      }
      expect(store.get(loneEndAtom)).toBeNull();
      store.set(
        dispatchAtom,
        decision.options.find((a) => a.type === 'declineStartingUpgrade') ??
          (decision.options[0] as Action),
      );
    }
    throw new Error('no Imperialist decision reached');
  });
});
