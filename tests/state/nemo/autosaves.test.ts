import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { serializeRecord } from '../../../src/core/record';
import { startSession, toRecord } from '../../../src/core/session';
import type { GameSetup } from '../../../src/core/types';
import {
  continueAutosaveAtom,
  latestStateAtom,
  newGameAtom,
  sessionReadAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { MAX_AUTOSAVES, saveGame, savedGames } from '../../../src/state/nemo/autosaves';
import { STORAGE_KEYS } from '../../../src/state/app/storage';
import { memoryStorage } from '../app/memoryStorage';

function pageWith(storage = memoryStorage()) {
  const store = createStore();
  store.set(storageAtom, storage);
  return { store, storage };
}

describe('one autosave per unfinished game (issue 43 §1)', () => {
  test('leaving a solo voyage for versus and another voyage keeps all three, newest first', () => {
    const { store, storage } = pageWith();
    store.set(newGameAtom, defaultSetup({ seed: 'solo-1', motive: 'explore' }));
    store.set(newGameAtom, defaultSetup({ seed: 'vs-1', motive: 'piracy', variant: 'versus' }));
    store.set(newGameAtom, defaultSetup({ seed: 'practice-1', motive: 'war' }));
    const games = savedGames(storage);
    expect(games.map((g) => [g.variant, g.motive])).toEqual([
      ['solo', 'war'],
      ['versus', 'piracy'],
      ['solo', 'explore'],
    ]);
    expect(games.map((g) => g.turn)).toEqual([0, 0, 0]);

    const other = pageWith(storage).store;
    const solo = games[2]!;
    expect(other.set(continueAutosaveAtom, solo.id)).toBe(true);
    expect(other.get(sessionReadAtom)?.setup.seed).toBe('solo-1');
    expect(other.set(continueAutosaveAtom, null)).toBe(true);
    expect(other.get(sessionReadAtom)?.setup.seed).toBe('practice-1');
  });

  test('a finished game leaves the list, so Continue never opens it', () => {
    const storage = memoryStorage();
    const session = startSession(defaultSetup({ seed: 'ends' }));
    saveGame(storage, session, 1);
    expect(savedGames(storage)).toHaveLength(1);
    const ended = { ...session, state: { ...session.state, result: { outcome: 'defeat' } } };
    saveGame(storage, ended as typeof session, 2);
    expect(savedGames(storage)).toEqual([]);
    const { store } = pageWith(storage);
    expect(store.set(continueAutosaveAtom, null)).toBe(false);
    expect(store.get(latestStateAtom)).toBeNull();
  });

  test(`keeps at most ${MAX_AUTOSAVES} games: the one untouched longest goes first`, () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_AUTOSAVES; i++)
      saveGame(storage, startSession(defaultSetup({ seed: `g${i}` })), 100 + i);
    const seeds = savedGames(storage).map((g) => JSON.parse(g.record).setup.seed as string);
    expect(seeds).toHaveLength(MAX_AUTOSAVES);
    expect(seeds).not.toContain('g0');
    expect(seeds[0]).toBe(`g${MAX_AUTOSAVES}`);
  });

  test("an older version's single autosave is listed and kept when another game is saved", () => {
    const storage = memoryStorage();
    const setup: GameSetup = defaultSetup({ seed: 'old-save' });
    storage.setItem(STORAGE_KEYS.autosave, serializeRecord(toRecord(startSession(setup))));
    saveGame(storage, startSession(defaultSetup({ seed: 'new-save' })), 5);
    expect(storage.getItem(STORAGE_KEYS.autosave)).toBeNull();
    const seeds = savedGames(storage).map((g) => JSON.parse(g.record).setup.seed as string);
    expect(seeds).toEqual(['new-save', 'old-save']);
  });
});
