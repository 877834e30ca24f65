import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core';
import { parseContentPack } from '../../../src/core/content';
import { storageAtom } from '../../../src/state/nemo/gameAtoms';
import { withPack } from '../../../src/state/packs/packAtoms';
import {
  measurePackOddsAtom,
  packOddsKey,
  packOddsResultsAtom,
  packOddsRunAtom,
  packOddsRunnerAtom,
  type PackOddsRunner,
} from '../../../src/state/packs/packOddsAtoms';
import type { PackOddsProgress } from '../../../src/workers/packOddsProtocol';
import { measurePackOdds } from '../../../src/workers/measurePackOdds';
import { memoryStorage } from '../app/memoryStorage';

const PACK = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));
const SETUP = withPack(defaultSetup({ seed: 'odds', motive: 'war' }), PACK);

describe('measuring a pack’s odds', () => {
  test('each trial seed is played with the pack and without, and the counts add up', () => {
    const seen: PackOddsProgress[] = [];
    measurePackOdds({ setup: SETUP, games: 2 }, (p) => seen.push(p));
    expect(seen.map((p) => [p.done, p.finished])).toEqual([
      [1, false],
      [2, true],
    ]);
    const last = seen[1]!;
    expect(last.packFinales).toBeLessThanOrEqual(2);
    expect(last.builtInFinales).toBeLessThanOrEqual(2);
  });

  test('progress shows while it runs; the figures are kept by pack, Motive and difficulty', () => {
    const store = createStore();
    const storage = memoryStorage();
    store.set(storageAtom, storage);
    let report: ((p: PackOddsProgress) => void) | null = null;
    const runner: PackOddsRunner = (_request, r) => {
      report = r;
      return () => {};
    };
    store.set(packOddsRunnerAtom, { run: runner });
    store.set(measurePackOddsAtom, SETUP);
    const key = packOddsKey(SETUP)!;
    expect(store.get(packOddsRunAtom)).toEqual({ key, done: 0, games: 50 });
    report!({ done: 20, games: 50, packFinales: 5, builtInFinales: 9, finished: false });
    expect(store.get(packOddsRunAtom)?.done).toBe(20);
    report!({ done: 50, games: 50, packFinales: 12, builtInFinales: 20, finished: true });
    expect(store.get(packOddsRunAtom)).toBeNull();
    expect(store.get(packOddsResultsAtom)[key]).toEqual({
      games: 50,
      packFinales: 12,
      builtInFinales: 20,
    });
    const later = createStore();
    later.set(storageAtom, storage);
    expect(later.get(packOddsResultsAtom)[key]?.packFinales).toBe(12);
    expect(packOddsKey({ ...SETUP, motive: 'piracy' })).not.toBe(key);
    expect(packOddsKey(defaultSetup({ seed: 'odds' }))).toBeNull();
  });
});
