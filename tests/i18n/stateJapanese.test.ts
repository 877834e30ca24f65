import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { CARD_EFFECTS } from '../../src/core/cardEffects';
import { UPGRADES } from '../../src/core/data/upgrades';
import { TREASURES, WONDERS, ALLIES } from '../../src/core/data/treasures';
import { CHARACTERS } from '../../src/core/data/characters';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import type { GameState } from '../../src/core/types';
import type { GameEvent } from '../../src/core/gameEvent';
import { i18n, itemName, itemText, setLanguage } from '../../src/i18n/i18n';
import { ITEM_TABLES_JA } from '../../src/i18n/ja';
import { captionOf, describeEvent } from '../../src/state/nemo/events/eventCatalogue';
import { describeAction, describePrompt } from '../../src/state/nemo/describe';
import { labelOptions } from '../../src/state/nemo/optionLabels';
import { phaseSummary } from '../../src/state/nemo/phaseSummary';
import { rulesFor } from '../../src/state/nemo/rulesContent';
import { epilogueFor } from '../../src/state/nemo/words/epilogues';
import { renderCore } from '../../src/state/nemo/words/renderCore';
import { explainOption } from '../../src/core/bots/search/coachAdvice';
import { CARD_FLAVOUR, cardFlavour } from '../../src/state/nemo/words/cardFlavour';
import { SHIP_NAMES } from './garbled';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The English words left in a Japanese text once ship names are taken out. */
function englishWords(text: string): string[] {
  let rest = text;
  for (const name of SHIP_NAMES) rest = rest.split(name).join('');
  return rest.match(/[A-Za-z]{4,}/g) ?? [];
}

interface Played {
  state: GameState;
  events: GameEvent[];
  labels: string[];
  prompts: string[];
}

/** A seeded game played a few steps by always taking the last option, in the current language. */
function play(seed: string, steps: number, motive = MOTIVE_IDS[0]): Played {
  const setup = defaultSetup({
    seed,
    motive,
    nadeenDakkar: true,
    difficulty: allAspects('normal'),
    options: {
      deadlySeas: true,
      officerAttributes: true,
      upgradeDeck: false,
      journeysEndUpgrades: true,
      journeysEndVictoryLevels: true,
    },
  });
  const { state, events } = createGame(setup);
  const labels: string[] = [];
  const prompts: string[] = [];
  for (let i = 0; i < steps && !state.result; i++) {
    const d = currentDecision(state);
    if (!d) break;
    prompts.push(describePrompt(d.prompt));
    labels.push(...labelOptions(d.options, state));
    const action = d.options[(i * 7) % d.options.length];
    if (!action) break;
    applyActionInPlace(state, action, events);
  }
  return { state, events, labels, prompts };
}

describe('the state layer speaks Japanese', () => {
  beforeAll(async () => {
    await setLanguage('ja');
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  test("a seeded game's first decisions, prompts and log lines are Japanese, with no English words left", () => {
    const { state, events, labels, prompts } = play('1901', 40);
    const lines = events.map((e) => describeEvent(e, state)).filter((l): l is string => !!l);
    expect(labels.length).toBeGreaterThan(20);
    expect(lines.length).toBeGreaterThan(20);
    for (const text of [...labels, ...prompts, ...lines]) {
      expect(englishWords(text), text).toEqual([]);
    }
    for (const text of [...prompts, ...lines]) expect(text, text).toMatch(JAPANESE);
    expect(labels.some((l) => l.includes('アクションフェイズを終える'))).toBe(true);
    expect(lines.some((l) => l.startsWith('— ターン1（第1幕）—'))).toBe(true);
    expect(phaseSummary(events) ?? '').toMatch(JAPANESE);
  });

  test('every event type seen in a few seeded games has a Japanese log line and caption', () => {
    const sample = new Map<string, { event: GameEvent; state: GameState }>();
    MOTIVE_IDS.slice(0, 4).forEach((motive, g) => {
      const { state, events } = play(`70${g}`, 400, motive);
      for (const event of events)
        if (!sample.has(event.type)) sample.set(event.type, { event, state });
    });
    expect(sample.size).toBeGreaterThan(20);
    for (const [type, { event, state }] of sample) {
      const ja = describeEvent(event, state);
      const caption = captionOf(event, state);
      if (ja === null) continue;
      expect(ja.trim(), type).not.toBe('');
      expect(ja, type).toMatch(JAPANESE);
      expect(englishWords(ja), `${type}: ${ja}`).toEqual([]);
      if (caption) expect(caption.kicker + caption.text, type).toMatch(JAPANESE);
    }
  });

  test('the rules panel and the epilogues read in Japanese', () => {
    const { state } = play('1902', 5);
    const rules = rulesFor(state, currentDecision(state));
    for (const text of [rules.title, ...rules.lines]) expect(text).toMatch(JAPANESE);
    const epilogue = epilogueFor('science.triumph');
    expect(epilogue?.title).toBe('深海の伝説');
    expect(epilogue?.text).toContain('深海から知識を引き出すために船出し');
    expect(englishWords(epilogue?.text ?? '')).toEqual([]);
    for (const id of Object.keys(CARD_FLAVOUR)) expect(cardFlavour(id), id).toMatch(JAPANESE);
  });

  test("the coach's reasons, written in English by the core, read in Japanese", () => {
    const option = { finaleChance: 0.5, expectedScore: 200, finaleScore: 210 };
    const best = { finaleChance: 0.8, expectedScore: 230, finaleScore: 240 };
    const why = renderCore(explainOption(option as never, best as never, undefined));
    expect(why).toBe('より危険: フィナーレに届く確率は50 %、最善は80 %（−30.0 VP）。');
  });

  test('every card, Upgrade, Treasure and Character has a Japanese name and effect text', () => {
    for (const [id, entry] of Object.entries(CARD_EFFECTS))
      if (entry.text) expect(itemText(id, entry.text), id).toMatch(JAPANESE);
    for (const item of [...UPGRADES, ...TREASURES, ...WONDERS, ...ALLIES]) {
      expect(itemName(item.id, item.name), item.id).toMatch(JAPANESE);
      expect(itemText(item.id, item.text), item.id).toMatch(JAPANESE);
    }
    for (const c of CHARACTERS) {
      expect(itemName(c.id, c.name), c.id).toMatch(JAPANESE);
      expect(itemText(`${c.id}.sacrifice`, c.sacrificeText), c.id).toMatch(JAPANESE);
      expect(itemText(`${c.id}.penalty`, c.penaltyText), c.id).toMatch(JAPANESE);
    }
    const ids = new Set([
      ...Object.keys(CARD_EFFECTS),
      ...[...UPGRADES, ...TREASURES, ...WONDERS, ...ALLIES].map((i) => i.id),
      ...CHARACTERS.flatMap((c) => [c.id, `${c.id}.sacrifice`, `${c.id}.penalty`]),
    ]);
    const unknown = Object.keys(ITEM_TABLES_JA.texts).filter(
      (id) => !ids.has(id) && !/^(ADV|DS|OA|NC)\d+$/.test(id),
    );
    expect(unknown).toEqual([]);
  });
});

test('switching back to English gives the English words again', async () => {
  await setLanguage('ja');
  const ja = play('ja-2', 3);
  const endJa = describeAction({ type: 'endActions' }, ja.state);
  await setLanguage('en');
  expect(i18n.language).toBe('en');
  expect(endJa).toBe('アクションフェイズを終える');
  expect(describeAction({ type: 'endActions' }, ja.state)).toBe('End the Action Phase');
  const en = play('ja-2', 3);
  expect(en.events.map((e) => describeEvent(e, en.state)).find(Boolean)).toMatch(
    /^A new voyage begins/,
  );
});
