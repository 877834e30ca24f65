import { describe, expect, test } from 'vitest';
import { CHARACTERS, type CharacterId } from '../../src/core/data';
import { characterById } from '../../src/core/content';
import type { Action } from '../../src/core';

describe('typed ids', () => {
  test('a Character is looked up by its id, and a misspelt id does not compile', () => {
    const ids: CharacterId[] = CHARACTERS.map((c) => c.id);
    expect(ids.map((id) => characterById(id).id)).toEqual(ids);
    // @ts-expect-error no Character is called this (`npm run typecheck` checks the mark)
    expect(() => characterById('captainNemo')).toThrow();
    // @ts-expect-error a sacrifice names a Character id
    const wrong: Action = { type: 'sacrifice', character: 'Ned Land' };
    expect(wrong.type).toBe('sacrifice');
  });

  test('an Officer Attribute or a Characteristic is named by its token id', () => {
    const replace: Action = { type: 'replaceAttribute', attribute: 'OA3' };
    expect(replace.type).toBe('replaceAttribute');
    // @ts-expect-error there are eight Officer Attribute tokens
    const ninth: Action = { type: 'replaceAttribute', attribute: 'OA9' };
    expect(ninth.type).toBe('replaceAttribute');
  });
});
