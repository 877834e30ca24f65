import { describe, expect, test } from 'vitest';
import { TABLE_KEYS, optionIndexOfKey, optionKey } from '../../../src/state/nemo/optionLabels';

describe('option keys', () => {
  const keys = Array.from({ length: 40 }, (_, i) => optionKey(i)).filter((k) => k !== null);

  test('never hands an option a key the table uses (H coach, B board as text, P, T, R, S, U)', () => {
    for (const reserved of ['h', 'b', 'p', 't', 'r', 's', 'u']) {
      expect(TABLE_KEYS).toContain(reserved);
      expect(keys).not.toContain(reserved);
    }
    expect(keys).not.toContain(' ');
  });

  test('gives 1–9 then letters, each once, and a 17-option menu its 17 keys', () => {
    expect(keys.slice(0, 10)).toEqual([...'123456789', 'a']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(9 + 26 - TABLE_KEYS.length);
    // The study's 17-option Action Phase: its 16th and 17th rows were H and B before.
    expect(optionKey(15)).toBe('i');
    expect(optionKey(16)).toBe('j');
  });

  test('reads a pressed key back to its row, ignoring reserved letters and rows past the end', () => {
    expect(optionIndexOfKey('I', 17)).toBe(15);
    expect(optionIndexOfKey('h', 30)).toBe(-1);
    expect(optionIndexOfKey('b', 30)).toBe(-1);
    expect(optionIndexOfKey('j', 16)).toBe(-1);
  });
});
