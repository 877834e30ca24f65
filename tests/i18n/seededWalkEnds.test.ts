import { afterAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { seedRng } from '../../src/core/rng';
import { serializeRecord } from '../../src/core/record';
import { act, startSession, toRecord } from '../../src/core/session';
import {
  applyFlipActionInPlace,
  createFlipGame,
  currentDecision as flipDecision,
  greedyFlipPolicy,
  makeFlipRecord,
  type FlipAction,
} from '../../src/flip';
import { FLIP_EN, flipMsg, type FlipKey, type FlipText } from '../../src/flip/flipMessages';
import { setLanguage } from '../../src/i18n/i18n';
import type { Language } from '../../src/i18n/language';
import { sessionFromText } from '../../src/state/nemo/persistence';
import { scoreCategoryName } from '../../src/state/nemo/scoreCategoryNames';
import { decodeRecordParam } from '../../src/state/voyage/recordParam';
import { parseLogText } from '../../src/state/captainsLog/logStore';
import {
  describeFlipAction,
  describeFlipDecision,
  flipDecisionRule,
} from '../../src/state/flip/describeFlip';
import { buildFlipChoices } from '../../src/state/flip/flipChoices';
import { flipText, shantyVerse } from '../../src/state/flip/flipLabels';
import { sessionFromFlipText } from '../../src/state/flip/flipPersistence';
import { sessionFromFlipRecord } from '../../src/state/flip/flipSession';
import { coreValueText, levelName } from '../../src/state/nemo/words/renderCore';
import { errorText } from '../../src/state/session/errorText';
import { problems } from './garbled';

/** A Nemo's War game played to its end by the greedy bot: its score sheet as the page shows it. */
function scoreSheet(seed: string): string[] {
  const setup = defaultSetup({ seed, motive: 'science', difficulty: allAspects('normal') });
  const { state } = createGame(setup);
  const rng = seedRng(`end ${seed}`);
  for (let i = 0; i < 5000 && !state.result; i++) {
    const d = currentDecision(state);
    if (!d) break;
    applyActionInPlace(state, chooseGreedy(state, d, rng), []);
  }
  const result = state.result;
  expect(result).toBeTruthy();
  if (!result) return [];
  const shown = [coreValueText(result.reason)];
  const sheet = result.score;
  if (sheet) {
    shown.push(levelName(sheet.level));
    for (const line of sheet.lines)
      shown.push(scoreCategoryName(line.category), coreValueText(line.label));
    for (const cat of Object.keys(sheet.byCategory)) shown.push(scoreCategoryName(cat));
  }
  return shown;
}

/** What a failed load says: a bad file, a tampered record, a damaged link, a bad log. */
function loadErrors(): string[] {
  const setup = defaultSetup({ seed: 'load', motive: 'explore', difficulty: allAspects('normal') });
  let session = startSession(setup);
  const rng = seedRng('load');
  for (let i = 0; i < 30 && !session.state.result; i++) {
    const d = currentDecision(session.state)!;
    session = act(session, chooseGreedy(session.state, d, rng)).session;
  }
  const record = toRecord(session);
  const altered = { ...record, finalHash: '0'.repeat(record.finalHash?.length ?? 16) };
  const refused = {
    ...record,
    actions: [record.actions[0]!, record.actions[0]!, ...record.actions],
  };
  const attempts: (() => unknown)[] = [
    () => sessionFromText('{not json'),
    () => sessionFromText(JSON.stringify({ ...record, formatVersion: 99 })),
    () => sessionFromText(serializeRecord(altered)),
    () => sessionFromText(serializeRecord(refused)),
    () => decodeRecordParam('not base64!'),
    () => decodeRecordParam('_w'),
    () => parseLogText('{not json'),
    () => parseLogText('{"format":"nemo.captainsLog","version":9,"entries":[]}'),
  ];
  return attempts.map((attempt) => {
    try {
      attempt();
    } catch (e) {
      return errorText(e);
    }
    throw new Error('a bad load was accepted');
  });
}

/** A Flip Voyage walked by the greedy bot: prompts, rules, choices with their reasons, the shanty. */
function flipWalk(seed: number, players: number): { shown: string[]; actions: FlipAction[] } {
  const setup = { seed, players, farragut: players === 1 ? 2 : null };
  const state = createFlipGame(setup);
  const shown: string[] = [];
  const actions: FlipAction[] = [];
  for (let i = 0; i < 2000 && !state.result; i++) {
    const d = flipDecision(state);
    if (d.kind === 'gameOver') break;
    shown.push(describeFlipDecision(d, state), flipDecisionRule(d));
    for (const c of buildFlipChoices(state, d))
      shown.push(c.label, ...(c.reason ? [c.reason] : []));
    const action = greedyFlipPolicy(state, d.player);
    shown.push(describeFlipAction(action, state));
    applyFlipActionInPlace(state, action, []);
    actions.push(action);
  }
  if (state.result?.shanty) {
    const { shanty } = state.result;
    shown.push(
      shantyVerse('score', shanty.score),
      shantyVerse('treasure', shanty.treasure),
      shantyVerse('damage', shanty.damage),
    );
  }
  const record = makeFlipRecord(setup, actions);
  const broken = { ...record, actions: [actions[1]!, ...actions] };
  for (const bad of [
    broken,
    { ...record, finalHash: 'x' },
    { ...record, setup: { seed, players: 7 } },
  ])
    try {
      sessionFromFlipRecord(bad);
    } catch (e) {
      shown.push(errorText(e));
    }
  try {
    sessionFromFlipText('{not json');
  } catch (e) {
    shown.push(errorText(e));
  }
  return { shown, actions };
}

/** Every message the Flip core can emit, with sample values for its parameters. */
function everyFlipMessage(): string[] {
  const sample: Record<string, string | number> = {
    section: 'science',
    slot: 3,
    value: 7,
    max: 2,
    player: 1,
    other: 0,
    kind: 'engage',
    upgrade: 2,
    item: 'crew',
    action: 'repair',
    cost: 2,
    salvage: 1,
    crew: 2,
    reason: 'changingSuit',
    amount: 2,
    have: 1,
    count: 3,
    id: 'X9',
    index: 4,
    path: 'actions.3',
  };
  const keys = Object.entries(FLIP_EN).flatMap(([g, names]) =>
    Object.keys(names).map((n) => `${g}.${n}` as FlipKey),
  );
  return keys.map((key) => {
    const text = { key, params: sample } as unknown as FlipText;
    return flipText(text);
  });
}

/**
 * A record's own identifiers stay as written in it: an action's type, a field's path, JSON and
 * base64url (a load error names them so the file can be mended).
 */
const RECORD_IDS =
  /"[A-Za-z]+"|「[A-Za-z]+」|（[A-Za-z0-9.]+）|\b[a-z]+[A-Z]\w*\b|\bJSON\b|\bbase64url\b/g;

function check(texts: readonly string[], lang: Language): string[] {
  return texts.flatMap((text) => {
    const found = problems(text.replace(RECORD_IDS, ''), lang);
    return found.length > 0 ? [`${found.join(', ')}: ${text}`] : [];
  });
}

describe('score sheets, load errors and Flip voyages read cleanly in every language', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  test.each(['en', 'ja'] as const)(
    '%s',
    async (lang) => {
      await setLanguage(lang);
      const sheet = scoreSheet('2803');
      expect(sheet.length).toBeGreaterThan(3);
      const errors = loadErrors();
      const solo = flipWalk(2801, 1);
      const trio = flipWalk(2802, 3);
      expect(solo.actions.length + trio.actions.length).toBeGreaterThan(100);
      const all = [...sheet, ...errors, ...solo.shown, ...trio.shown, ...everyFlipMessage()];
      expect(new Set(all.filter((t) => t.trim() === '')).size).toBe(0);
      expect(check(all, lang)).toEqual([]);
    },
    240_000,
  );

  test('a Flip refusal reads in Japanese, with its names', async () => {
    await setLanguage('ja');
    const text = flipText(flipMsg('refusal.upgradeCost', { upgrade: 2, salvage: 1, crew: 2 }));
    expect(text).toMatch(/回収1/);
    expect(text).not.toMatch(/salvage|Upgrade/);
  });
});
