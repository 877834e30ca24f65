import { describe, expect, test } from 'vitest';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  CARDS,
  CHARACTERS,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
  type AdventureTokenId,
  type CharacterId,
  type CoreRef,
  type DeadlySeasId,
  type TreasureId,
} from '../../src/core/data';
import { cardById, characterById, treasureById, validateContentPack } from '../../src/core/content';
import type { Action, ContentPack, UsedThisTurn } from '../../src/core';

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

  test('Treasure, Ally, Adventure and Deadly Seas tokens are named by the ids the data tables give them', () => {
    const treasures: TreasureId[] = [...TREASURES, ...WONDERS, ...ALLIES].map((t) => t.id);
    expect(treasures.map((id) => treasureById(id).id)).toEqual(treasures);
    expect(treasures).toContain('TW13');
    expect(treasures).toContain('AX5');
    const adventure: AdventureTokenId[] = ADVENTURE_TOKENS.map((t) => t.id);
    expect(adventure).toEqual(['ADV1', 'ADV2', 'ADV3', 'ADV4', 'ADV5', 'ADV6', 'ADV7', 'ADV8']);
    const deadly: DeadlySeasId[] = DEADLY_SEAS_TOKENS.map((t) => t.id);
    expect(deadly).toHaveLength(10);
    // @ts-expect-error there are two Gain-1-Nemo tokens
    expect(() => treasureById('TNEMO3')).toThrow();
    // @ts-expect-error an Ally is spent by its token id, not its name
    const byName: Action = { type: 'useAlly', ally: 'Merchants', how: 'emergency' };
    expect(byName.type).toBe('useAlly');
    // @ts-expect-error a Wonder is a Treasure, not an Ally
    const wonder: Action = { type: 'useAlly', ally: 'TW01', how: 'drm' };
    expect(wonder.type).toBe('useAlly');
  });

  test('cards, name references and once-a-turn marks take their typed ids', () => {
    expect(cardById(CARDS[0]?.id ?? 'E01').number).toBe(1);
    // @ts-expect-error there are 51 Event cards
    expect(() => cardById('E52')).toThrow();
    const ref: CoreRef = { ref: 'treasure', id: 'TVP3_1' };
    expect(ref.ref).toBe('treasure');
    // @ts-expect-error a treasure reference names a Treasure token, not a card
    const wrongRef: CoreRef = { ref: 'treasure', id: 'E01' };
    expect(wrongRef.ref).toBe('treasure');
    const used: UsedThisTurn[] = ['torpedo', 'warRoom@12'];
    // @ts-expect-error Gunnery is written in lower case
    used.push('Gunnery');
    expect(used).toHaveLength(3);
  });

  test('a content pack names components by their ids: the type refuses a stranger, and so does validation', () => {
    const pack: ContentPack = {
      format: 'nemos-war-content',
      version: 1,
      treasures: { AM1: { text: 'Our words.', provenance: 'designed' } },
    };
    expect(validateContentPack(pack).treasures?.AM1?.text).toBe('Our words.');
    const stranger = {
      format: 'nemos-war-content',
      version: 1,
      // @ts-expect-error no such Deadly Seas token
      deadlySeas: { DS11: { text: 'Kraken.', provenance: 'designed' } },
    } satisfies ContentPack;
    expect(() => validateContentPack(stranger)).toThrow(/deadlySeas\.DS11: unknown/);
  });
});
