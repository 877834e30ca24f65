import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { parseContentPack } from '../../../src/core/content/index';
import { effectSchema } from '../../../src/core/content/pack';
import { storageAtom } from '../../../src/state/nemo/gameAtoms';
import {
  draftCheckAtom,
  importDraftAtom,
  packDraftAtom,
  packFileText,
  setDraftEntryAtom,
  startDraftAtom,
} from '../../../src/state/packs/packDraftAtoms';
import {
  defaultFor,
  entrySchema,
  kindVariants,
  variantKind,
} from '../../../src/state/packs/schemaForm';
import { tryCard } from '../../../src/state/packs/tryCard';
import { memoryStorage } from '../app/memoryStorage';

const EXAMPLE = readFileSync('content/example-pack.json', 'utf8');

function newStore(storage = memoryStorage()) {
  const store = createStore();
  store.set(storageAtom, storage);
  return { store, storage };
}

describe('the pack editor’s form, from the pack schema', () => {
  test('offers every effect kind, and each kind’s first value is one the core accepts but for the words the owner types', () => {
    const card = entrySchema('cards');
    const effect = card.properties?.play?.items;
    const variants = kindVariants(effect!)!;
    expect(variants.map(variantKind)).toContain('fightShip');
    expect(variants.length).toBe(32);
    for (const variant of variants) {
      const value = defaultFor(variant);
      const result = effectSchema.safeParse(value);
      const wordsOnly = result.error?.issues.every((i) => i.path.at(-1) === 'label') ?? true;
      expect(wordsOnly, JSON.stringify(value)).toBe(true);
    }
  });

  test('a new text starts empty: the owner types their own, and the draft says so', () => {
    const { store } = newStore();
    store.set(startDraftAtom, 'empty');
    store.set(setDraftEntryAtom, {
      section: 'upgrades',
      id: 'fogMachine',
      entry: defaultFor(entrySchema('upgrades')) as Record<string, unknown>,
    });
    expect(store.get(draftCheckAtom)).toEqual({
      ok: false,
      reason: 'upgrades.fogMachine.text: Too small: expected string to have >=1 characters',
    });
  });
});

describe('the pack draft', () => {
  test('starts from the example, is kept on the device, and exports a file that imports the same', () => {
    const { store, storage } = newStore();
    store.set(startDraftAtom, 'example');
    const check = store.get(draftCheckAtom);
    expect(check.ok).toBe(true);
    expect(newStore(storage).store.get(packDraftAtom)).toEqual(store.get(packDraftAtom));
    if (!check.ok) return;
    const other = newStore().store;
    expect(other.set(importDraftAtom, packFileText(check.pack))).toBe(true);
    expect(other.get(draftCheckAtom)).toEqual(check);
    expect(parseContentPack(packFileText(check.pack))).toEqual(parseContentPack(EXAMPLE));
  });

  test('a malformed file is refused on import and the draft stays', () => {
    const { store } = newStore();
    store.set(startDraftAtom, 'example');
    const before = store.get(packDraftAtom);
    expect(store.set(importDraftAtom, '{"format":"nemos-war-content","version":2}')).toBe(false);
    expect(store.get(packDraftAtom)).toEqual(before);
  });
});

describe('try it', () => {
  const pack = parseContentPack(EXAMPLE);

  test('a PLAY card the pack changes: its events as the log says them', () => {
    const tried = tryCard(pack, 'E02', 'pass');
    expect(tried.error).toBeNull();
    expect(tried.decision).toBeNull();
    expect(tried.lines.join('\n')).toContain(
      'The press is divided: lose 1 Notoriety. Pass pile. ✎ (from your pack)',
    );
  });

  test('the built-in card stops at its choice, with the options the player would see', () => {
    const tried = tryCard(null, 'E02', 'pass');
    expect(tried.decision?.options.length).toBe(2);
  });

  test('a TEST card is rolled to pass or to fail', () => {
    const failed = tryCard(pack, 'E01', 'fail').lines.join('\n');
    const passed = tryCard(pack, 'E01', 'pass').lines.join('\n');
    expect(failed).toMatch(/Notoriety/);
    expect(failed).toMatch(/Hull/);
    expect(passed).not.toMatch(/Hull/);
  });
});
