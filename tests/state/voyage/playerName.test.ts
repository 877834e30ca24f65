import { describe, expect, test } from 'vitest';
import { checkPlayerName } from '../../../src/state/voyage/playerName';
import { newPlayerId, playerIdOf } from '../../../src/state/voyage/playerId';
import { memoryStorage } from '../app/memoryStorage';

describe('a name on the board', () => {
  test("accepts letters of any script, digits, spaces and - _ . '", () => {
    expect(checkPlayerName('  Ned Land ')).toEqual({ ok: true, name: 'Ned Land' });
    expect(checkPlayerName("O'Brien-2_x.")).toEqual({ ok: true, name: "O'Brien-2_x." });
    expect(checkPlayerName('ネモ船長')).toEqual({ ok: true, name: 'ネモ船長' });
    expect(checkPlayerName('Émile')).toMatchObject({ ok: true });
  });

  test('refuses an empty, too long or oddly written name, saying why', () => {
    expect(checkPlayerName('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkPlayerName('x'.repeat(25))).toEqual({ ok: false, problem: 'long' });
    expect(checkPlayerName('x'.repeat(24))).toMatchObject({ ok: true });
    expect(checkPlayerName('<script>')).toEqual({ ok: false, problem: 'characters' });
    expect(checkPlayerName('a\u200bb')).toEqual({ ok: false, problem: 'characters' });
    expect(checkPlayerName('🦑')).toEqual({ ok: false, problem: 'characters' });
  });
});

describe('the player id', () => {
  test('is made once and kept, in the form the server takes', () => {
    const store = memoryStorage();
    const first = playerIdOf(store);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(playerIdOf(store)).toBe(first);
    expect(newPlayerId(new Uint8Array(16).fill(255))).toBe('_____________________w');
  });

  test('replaces a kept id the server would refuse', () => {
    const store = memoryStorage();
    store.setItem('nemo.playerId', 'bad id!');
    expect(playerIdOf(store, () => 'abcdefghijklmnopq')).toBe('abcdefghijklmnopq');
  });
});
