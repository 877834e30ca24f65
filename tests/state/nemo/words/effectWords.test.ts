import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../../src/core/createGame';
import { parseContentPack } from '../../../../src/core/content/index';
import { cardInfo, upgradeInfo } from '../../../../src/state/nemo/itemInfo';
import { effectsWords, entryWords } from '../../../../src/state/nemo/words/effectWords';
import { withPack } from '../../../../src/state/packs/packAtoms';

const EXAMPLE = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));

describe('a pack’s effects in words', () => {
  test('says each effect as the game runs it, branches included', () => {
    expect(effectsWords([{ kind: 'notoriety', amount: -1 }])).toBe('−1 Notoriety');
    expect(
      effectsWords([
        {
          kind: 'if',
          cond: { kind: 'notoriety', atLeast: 10 },
          then: [{ kind: 'lose', resource: 'hull', amount: 2 }],
        },
      ]),
    ).toBe('if Notoriety at least 10: lose 2 Hull');
    expect(entryWords({ fail: [{ kind: 'hits', amount: 2 }], atEnd: 'fail' })).toEqual([
      'Fail: suffer 2 random Hits.',
      'Unused at the end: Fail pile.',
    ]);
  });

  test('the info card shows the pack’s text and its effect data, marked as from the pack', () => {
    const { state } = createGame(withPack(defaultSetup({ seed: 'info' }), EXAMPLE));
    const e02 = cardInfo(state, 'E02');
    expect(e02.effect).toBe('The press is divided: lose 1 Notoriety. Pass pile.');
    expect(e02.fromPack).toBe(true);
    expect(e02.packEffect).toBe('Your pack: Played: −1 Notoriety. Then to the Pass pile.');
    expect(cardInfo(state, 'E01').packEffect).toBe('Your pack: Fail: +5 Notoriety; lose 1 Hull.');
    expect(upgradeInfo(state, 'fogMachine').effect).toBe(
      'Discard: lower Notoriety by 2d6 (pack text).',
    );
    const { state: builtIn } = createGame(defaultSetup({ seed: 'info' }));
    expect(cardInfo(builtIn, 'E02').fromPack).toBeUndefined();
  });
});

describe('a card test’s preview with a pack', () => {
  test('says the pack’s fail effects, not the built-in text it replaced', async () => {
    const { applyAction } = await import('../../../../src/core/engine');
    const { rollPreview } = await import('../../../../src/core/rollPreview');
    const { rollFailText, rollPassText } =
      await import('../../../../src/state/nemo/rollPreviewText');
    // Seed pack3: the first Event card is E01 (a test), which the example pack makes harsher.
    const { state } = createGame(withPack(defaultSetup({ seed: 'pack3' }), EXAMPLE));
    const next = applyAction(state, { type: 'declineStartingUpgrade' }).state;
    const preview = rollPreview(next);
    expect(preview?.card).toBe('E01');
    expect(rollFailText(preview!)).toMatch(/^\+5 Notoriety; lose 1 Hull/);
    expect(rollPassText(preview!)).toBe('−2 Notoriety.');
  });
});
