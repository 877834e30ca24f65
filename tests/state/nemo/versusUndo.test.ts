import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import type { Action } from '../../../src/core/types';
import {
  canUndoAtom,
  decisionAtom,
  dispatchAtom,
  messageAtom,
  newGameAtom,
  skipPlaybackAtom,
  storageAtom,
  undoAtom,
} from '../../../src/state/nemo/gameAtoms';
import { memoryStorage } from '../app/memoryStorage';

/** A hot-seat versus game, played with plain choices until `done` says stop. */
function versusStore() {
  const store = createStore();
  store.set(storageAtom, memoryStorage());
  store.set(newGameAtom, defaultSetup({ seed: 'undo-seats', motive: 'piracy', variant: 'versus' }));
  return store;
}

function answer(store: ReturnType<typeof createStore>, pick?: (a: Action) => boolean): void {
  store.set(skipPlaybackAtom);
  const decision = store.get(decisionAtom)!;
  const action =
    (pick && decision.options.find(pick)) ??
    decision.options.find((a) => a.type === 'declineStartingUpgrade') ??
    decision.options.find((a) => a.type === 'endImperialistPhase') ??
    (decision.options[0] as Action);
  expect(store.set(dispatchAtom, action)).toBe(true);
  store.set(skipPlaybackAtom);
}

describe('undo in versus never reopens the other seat’s decision (hot-seat and bots)', () => {
  test('the Nautilus cannot take back the Imperialist’s last move, but can take back its own', () => {
    const store = versusStore();
    for (let i = 0; i < 200 && store.get(decisionAtom)?.seat !== 'imperialist'; i++) answer(store);
    expect(store.get(decisionAtom)?.seat).toBe('imperialist');
    answer(store, (a) => a.type === 'endImperialistPhase');
    expect(store.get(decisionAtom)?.seat).toBe('nautilus');
    expect(store.get(canUndoAtom)).toBe(false);
    store.set(undoAtom);
    expect(store.get(messageAtom)?.kind).toBe('error');
    expect(store.get(decisionAtom)?.seat).toBe('nautilus');

    answer(store, (a) => a.type === 'act' && a.action === 'move');
    expect(store.get(decisionAtom)?.seat).toBe('nautilus');
    expect(store.get(canUndoAtom)).toBe(true);
    store.set(undoAtom);
    expect(store.get(messageAtom)?.text).toBe('Undone.');
    expect(store.get(decisionAtom)?.seat).toBe('nautilus');
    expect(store.get(canUndoAtom)).toBe(false);
  });
});
