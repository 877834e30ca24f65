import type { BandId, UpgradeId } from '../../src/core/data/types';
import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import type { GameState } from '../../src/core/types';
import type { GameEvent } from '../../src/core/gameEvent';
import { i18n, setLanguage } from '../../src/i18n/i18n';
import {
  decisionAtom,
  latestStateAtom,
  newGameAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../src/state/nemo/gameAtoms';
import { speedAtom } from '../../src/state/app/settings';
import { DecisionPanel } from '../../src/ui/play/DecisionPanel';
import { Hud } from '../../src/ui/play/Hud';
import { chartExplanation } from '../../src/ui/play/chartExplanation';
import { itemKeys, tableauItems } from '../../src/ui/play/TableauMenu';
import { memoryStorage } from '../state/app/memoryStorage';
import { ACTION_TABLES } from '../../src/core/data/actionTables';
import { msg } from '../../src/core/data/coreText';

function newStore() {
  const store = createStore();
  store.set(storageAtom, memoryStorage());
  store.set(speedAtom, 'instant');
  store.set(newGameAtom, defaultSetup({ seed: 'ja-panel' }));
  store.set(skipPlaybackAtom);
  return store;
}

function render(store: ReturnType<typeof createStore>, node: React.ReactNode): string {
  return renderToStaticMarkup(<Provider store={store}>{node}</Provider>);
}

/** Visible text and spoken attributes, without the markup. */
function words(html: string): string {
  return html
    .replace(/<[^>]*?(?:aria-label|title)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ');
}

/** A key such as "play.decision.yours" shown instead of its text means a missing translation. */
const LEAKED_KEY = /\b(play|dice|coach|review|versusSetup)\.[a-zA-Z]+/;

/** A Search test landing on the row named `band`, as the core reports it. */
const searchTest = (band: BandId): GameEvent => {
  const row = ACTION_TABLES.search.rows.findIndex((r) => r.band === band);
  return {
    type: 'TestResolved',
    what: msg('actionName.search'),
    target: 0,
    roll: [3, 4],
    drm: 0,
    modifiers: [],
    total: 7,
    passed: true,
    band: msg(`band.${band}`),
    ...(row >= 0 ? { chart: { action: 'search', row } } : {}),
  } as GameEvent;
};

describe('the play screen in Japanese', () => {
  const hadWindow = 'window' in globalThis;
  beforeAll(async () => {
    // The HUD reads the window size for its layout; no DOM is needed to render it to text.
    (globalThis as { window?: unknown }).window ??= { innerWidth: 1280, innerHeight: 720 };
    await setLanguage('ja');
  });
  afterAll(async () => {
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
    await setLanguage('en');
  });

  test('the decision panel speaks Japanese and shows no message keys', () => {
    const store = newStore();
    expect(store.get(decisionAtom)).not.toBeNull();
    const text = words(render(store, <DecisionPanel />));
    expect(text).toContain('あなたの決定');
    expect(text).toContain('決定');
    expect(text).toContain('ステップ: カード・ダイス・配置のあとで一時停止');
    expect(text).not.toContain('Your decision');
    expect(text).not.toContain('Step: pause');
    expect(text).not.toMatch(LEAKED_KEY);
  });

  test('the HUD names turn, act, tracks and the tableau button in Japanese', () => {
    const store = newStore();
    const text = words(render(store, <Hud />));
    for (const word of ['ターン', '幕', '悪名', 'ネモ', '乗員', '船体', '手札と乗員', '山札'])
      expect(text).toContain(word);
    for (const english of ['Turn', 'Notoriety', 'Crew', 'Hull', 'Cards & crew', 'Draw Pile'])
      expect(text).not.toContain(english);
    expect(text).not.toMatch(LEAKED_KEY);
  });

  test('a chart band in the log explains itself in the current language', async () => {
    expect(chartExplanation(searchTest('suspected'))).toBe(
      '探索の結果表、7〜8の段: 代償つきの成功。効果はありますが、賭けたリソースは失われます。',
    );
    await setLanguage('en');
    expect(chartExplanation(searchTest('danger'))).toBe(
      'Search result chart, band 3–6: the action fails.',
    );
    expect(chartExplanation(searchTest('calamity'))).toMatch(/band ≤2: the worst result/);
    expect(
      chartExplanation({ ...searchTest('none' as BandId), band: undefined } as GameEvent),
    ).toBeNull();
    await setLanguage('ja');
  });
});

describe('the Cards & crew list', () => {
  test('lists discarded Upgrades only when there are some', () => {
    const store = newStore();
    const state = store.get(latestStateAtom) as GameState;
    const t = i18n.t.bind(i18n);
    const groups = (s: GameState) => tableauItems(s, t).map((g) => g.group);
    expect(state.upgradesDiscarded).toEqual([]);
    expect(groups(state)).not.toContain(t('play.tableau.discarded'));
    const id = state.upgradeDisplay[0] as UpgradeId;
    const withDiscard = { ...state, upgradesDiscarded: [id] };
    expect(groups(withDiscard)).toContain(t('play.tableau.discarded'));
    expect(tableauItems(withDiscard, t).find((g) => g.items.length === 0)).toBeUndefined();
  });

  test('a second identical Treasure gets a key of its own (no duplicate React key)', () => {
    const store = newStore();
    const state: GameState = {
      ...(store.get(latestStateAtom) as GameState),
      treasures: ['TVP3_1', 'TVP3_2'],
    };
    const t = i18n.t.bind(i18n);
    const treasures = tableauItems(state, t).find((g) => g.group === t('play.tableau.treasures'))!;
    const keys = itemKeys(treasures.group, treasures.items);
    expect(treasures.items.map((i) => i.title)).toEqual([
      treasures.items[0]!.title,
      treasures.items[0]!.title,
    ]);
    expect(new Set(keys).size).toBe(2);
  });
});
