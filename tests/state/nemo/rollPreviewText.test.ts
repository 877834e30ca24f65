import { afterAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { seedRng } from '../../../src/core/rng';
import { rollPreview, type RollPreview } from '../../../src/core/rollPreview';
import { i18n, setLanguage } from '../../../src/i18n/i18n';
import { rollFailText, rollPassText } from '../../../src/state/nemo/rollPreviewText';

/** The first few card tests a greedy voyage meets, as their previews. */
function cardTests(): RollPreview[] {
  const { state } = createGame(
    defaultSetup({ seed: '2701', motive: 'explore', difficulty: allAspects('normal') }),
  );
  const rng = seedRng('preview');
  const found: RollPreview[] = [];
  for (let i = 0; i < 1500 && !state.result && found.length < 4; i++) {
    const d = currentDecision(state);
    if (!d) break;
    const p = rollPreview(state);
    if (p?.kind === 'card' && !found.some((f) => f.card === p.card)) found.push(p);
    applyActionInPlace(state, chooseGreedy(state, d, rng), []);
  }
  return found;
}

describe("a card test's preview", () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  test.each(['en', 'ja'] as const)(
    '%s: the Pass and Fail lines each show their half of the card, never "Pass: Pass:"',
    async (lang) => {
      await setLanguage(lang);
      const previews = cardTests();
      expect(previews.length).toBeGreaterThan(0);
      for (const p of previews) {
        const pass = i18n.t('play.preview.pass', { text: rollPassText(p) });
        const fail = i18n.t('play.preview.fail', { text: rollFailText(p) });
        const passMark = i18n.t('decisions.preview.passMarker');
        const failMark = i18n.t('decisions.preview.failMarker');
        expect(pass.split(passMark).length - 1, pass).toBeLessThanOrEqual(1);
        expect(pass, pass).not.toContain(failMark);
        expect(fail.split(failMark).length - 1, fail).toBeLessThanOrEqual(1);
        expect(fail, fail).not.toContain(i18n.t('decisions.preview.failResult', { exert: '' }));
      }
    },
  );
});
