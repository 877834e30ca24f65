import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { flipStateHash, greedyFlipPolicy, legalActions } from '../../../src/flip';
import {
  continueFlipAutosaveAtom,
  flipCanUndoAtom,
  flipDecisionAtom,
  flipDispatchAtom,
  flipLatestStateAtom,
  flipMessageAtom,
  flipShownEventsAtom,
  flipStorageAtom,
  flipViewedSeatAtom,
  newFlipGameAtom,
  skipFlipPlaybackAtom,
  undoFlipAtom,
} from '../../../src/state/flip/flipAtoms';
import { STORAGE_KEYS } from '../../../src/state/app/storage';
import { flipChoicesAtom } from '../../../src/state/flip/flipInputAtoms';
import { describeFlipEvent } from '../../../src/state/flip/describeFlip';
import { memoryStorage } from '../app/memoryStorage';

const FLIP_AUTOSAVE_KEY = STORAGE_KEYS.flipAutosave;

function newStore(storage = memoryStorage()) {
  const store = createStore();
  store.set(flipStorageAtom, storage);
  return { store, storage };
}

function play(store: ReturnType<typeof createStore>, steps: number): void {
  for (let i = 0; i < steps; i++) {
    const state = store.get(flipLatestStateAtom)!;
    const d = store.get(flipDecisionAtom);
    if (!d) return;
    store.set(flipDispatchAtom, greedyFlipPolicy(state, d.player));
    store.set(skipFlipPlaybackAtom);
  }
}

describe('Flip session atoms', () => {
  test('refuse an illegal action with the rule, and change nothing', () => {
    const { store } = newStore();
    store.set(newFlipGameAtom, { seed: 3, players: 1, characters: ['nedLand'] });
    const before = store.get(flipLatestStateAtom);
    const ok = store.set(flipDispatchAtom, { type: 'repair', player: 0 });
    expect(ok).toBe(false);
    expect(store.get(flipMessageAtom)?.text).toMatch(/\w/);
    expect(store.get(flipLatestStateAtom)).toBe(before);
  });

  test('autosave after every action, and a fresh page continues the same voyage', () => {
    const { store, storage } = newStore();
    store.set(newFlipGameAtom, { seed: 5, players: 2, characters: ['aronnax', 'conseil'] });
    play(store, 25);
    expect(storage.getItem(FLIP_AUTOSAVE_KEY)).toContain('"actions"');
    const { store: again } = newStore(storage);
    expect(again.set(continueFlipAutosaveAtom)).toBe(true);
    expect(flipStateHash(again.get(flipLatestStateAtom)!)).toBe(
      flipStateHash(store.get(flipLatestStateAtom)!),
    );
  });

  test('a corrupt autosave is refused with a reason', () => {
    const storage = memoryStorage();
    storage.setItem(FLIP_AUTOSAVE_KEY, '{"formatVersion":1,"setup":{"seed":"x"}}');
    const { store } = newStore(storage);
    expect(store.set(continueFlipAutosaveAtom)).toBe(false);
    expect(store.get(flipMessageAtom)?.text).toMatch(/Cannot continue/);
    expect(store.get(flipLatestStateAtom)).toBeNull();
  });

  test('undo takes back a step of the course but never the card reveal', () => {
    const { store } = newStore();
    store.set(newFlipGameAtom, { seed: 9, players: 1, characters: ['navigator'] });
    expect(store.get(flipCanUndoAtom)).toBe(false);
    play(store, 2);
    const before = flipStateHash(store.get(flipLatestStateAtom)!);
    play(store, 1);
    expect(store.get(flipCanUndoAtom)).toBe(true);
    store.set(undoFlipAtom);
    expect(flipStateHash(store.get(flipLatestStateAtom)!)).toBe(before);
  });

  test('the table follows the seat that must decide in a hot-seat game', () => {
    const { store } = newStore();
    store.set(newFlipGameAtom, { seed: 4, players: 3 });
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const d = store.get(flipDecisionAtom);
      if (!d) break;
      expect(store.get(flipViewedSeatAtom)).toBe(d.player);
      seen.add(d.player);
      play(store, 1);
    }
    expect(seen).toEqual(new Set([0, 1, 2]));
  });

  test('offers every legal action as a choice, and explains the illegal ones', () => {
    const { store } = newStore();
    store.set(newFlipGameAtom, { seed: 2, players: 1, characters: ['chiefEngineer'] });
    const state = store.get(flipLatestStateAtom)!;
    const choices = store.get(flipChoicesAtom);
    expect(choices.filter((c) => c.action)).toHaveLength(legalActions(state, 0).length);
    for (const c of choices.filter((c) => !c.action)) expect(c.reason).toMatch(/\w/);
    const lines = store
      .get(flipShownEventsAtom)
      .map((e) => describeFlipEvent(e, state))
      .filter(Boolean);
    expect(lines.some((l) => /Lineup:/.test(l!))).toBe(true);
  });
});
