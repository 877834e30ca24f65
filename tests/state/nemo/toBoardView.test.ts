import { afterEach, describe, expect, test } from 'vitest';
import { characterById, treasureById } from '../../../src/core/content';
import { scenario } from '../../../src/core/scenario';
import { setLanguage } from '../../../src/i18n/i18n';
import { toBoardView } from '../../../src/state/nemo/toBoardView';

describe('the board view', () => {
  afterEach(() => setLanguage('en'));

  test('names the Characters and Treasures on the table in the current language', async () => {
    const state = scenario({ seed: 'board-names' });
    state.treasures = [state.treasureBag[0]!];
    const treasure = treasureById(state.treasures[0]!);
    const character = characterById(state.characters[0]!.id);

    const english = toBoardView(state, null);
    expect(english.characters[0]!.name).toBe(character.name);
    expect(english.treasures[0]).toBe(treasure.name);

    await setLanguage('ja');
    const japanese = toBoardView(state, null);
    expect(japanese.characters[0]!.name).not.toBe(character.name);
    expect(japanese.characters[0]!.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(japanese.treasures[0]).not.toBe(treasure.name);
    expect(japanese.treasures[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
