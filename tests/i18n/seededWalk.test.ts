import { afterAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { seedRng } from '../../src/core/rng';
import { rollPreview } from '../../src/core/rollPreview';
import type { MotiveId } from '../../src/core/data/types';
import type { GameEvent } from '../../src/core/types';
import { setLanguage } from '../../src/i18n/i18n';
import { captionOf, describeEvent } from '../../src/state/nemo/events/eventCatalogue';
import { describePrompt } from '../../src/state/nemo/describe';
import { labelOptions } from '../../src/state/nemo/optionLabels';
import { ruleLabel } from '../../src/state/nemo/ruleLabel';
import {
  rollFailText,
  rollNeedLine,
  rollPassText,
  rollSubject,
} from '../../src/state/nemo/rollPreviewText';
import { problems } from './garbled';

/** What a seeded game shows: prompts, rule names, option labels, roll previews, log lines, captions. */
function walk(seed: string, motive: MotiveId, versus: boolean, steps: number): string[] {
  const setup = defaultSetup({
    seed,
    motive,
    variant: versus ? 'versus' : 'solo',
    nadeenDakkar: !versus,
    difficulty: allAspects('normal'),
    options: {
      deadlySeas: true,
      officerAttributes: true,
      upgradeDeck: true,
      journeysEndUpgrades: true,
      journeysEndVictoryLevels: true,
    },
  });
  const { state, events } = createGame(setup);
  const rng = seedRng(`walk ${seed}`);
  const shown: string[] = [];
  const showEvents = (list: readonly GameEvent[]) => {
    for (const e of list) {
      const line = describeEvent(e, state);
      if (line) shown.push(line);
      const caption = captionOf(e, state);
      if (caption) shown.push(caption.text);
    }
  };
  showEvents(events);
  for (let i = 0; i < steps && !state.result; i++) {
    const d = currentDecision(state);
    if (!d) break;
    shown.push(describePrompt(d.prompt), ruleLabel(d.rule), ...labelOptions(d.options, state));
    const preview = rollPreview(state);
    if (preview)
      shown.push(
        rollSubject(preview),
        rollNeedLine(preview),
        rollPassText(preview),
        rollFailText(preview),
      );
    const action =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    const fresh: GameEvent[] = [];
    applyActionInPlace(state, action, fresh);
    showEvents(fresh);
  }
  return shown;
}

const GAMES: [string, MotiveId, boolean][] = [
  ['2701', 'explore', false],
  ['2702', 'war', false],
  ['2703', 'piracy', false],
  ['2704', 'worldOrder', false],
  ['2705', 'piracy', true],
];

describe('seeded games read cleanly in every language', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  test.each(['en', 'ja'] as const)(
    '%s: no placeholder, missing value, doubled label or quote (and no English in Japanese)',
    async (lang) => {
      await setLanguage(lang);
      const bad = new Set<string>();
      let count = 0;
      for (const [seed, motive, versus] of GAMES) {
        for (const text of walk(seed, motive, versus, 400)) {
          count++;
          const found = problems(text, lang);
          if (found.length > 0) bad.add(`${found.join(', ')}: ${text}`);
        }
      }
      expect(count).toBeGreaterThan(2000);
      expect([...bad]).toEqual([]);
    },
    120_000,
  );

  test('the checks catch what the study found', () => {
    expect(problems('Pass: Pass: +1 Notoriety, draw 1 Treasure.', 'en')).toContain(
      'a doubled label',
    );
    expect(problems('A new voyage begins (Piracy Motive, seed ?).', 'en')).toContain(
      'a "?" standing for a value',
    );
    expect(problems('Revealed ""The earth wants not new continents…"".', 'en')).toContain(
      'doubled quotes',
    );
    expect(problems('Finale completed. Epilogue paragraph {{key}}.', 'en')).toContain(
      'an unfilled parameter',
    );
    expect(problems('prompt.sinkAs', 'en')).toContain('an unresolved message id');
    expect(problems('Need undefined on 2d6', 'en')).toContain('a missing value');
    expect(problems('ヒットが船体に（残り1）', 'ja')).toEqual([]);
    expect(problems('ヒットがHull Damageに', 'ja')).toContain('English words in Japanese');
    expect(problems('Take it or cancel it?', 'en')).toEqual([]);
  });
});
