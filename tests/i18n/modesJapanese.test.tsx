import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { skipPlaybackAtom } from '../../src/state/nemo/gameAtoms';
import { nextStepAtom, startLessonAtom } from '../../src/state/learn/learnAtoms';
import { LessonMenu } from '../../src/ui/learn/LessonMenu';
import { LessonPanel } from '../../src/ui/learn/LessonPanel';
import { FlipSetupScreen } from '../../src/ui/flip/FlipSetupScreen';
import { createFlipGame, currentDecision } from '../../src/flip';
import { describeFlipDecision, describeFlipEvent } from '../../src/state/flip/describeFlip';
import { buildFlipChoices } from '../../src/state/flip/flipChoices';

/** Visible text of server-rendered markup: tags dropped, entities left as they are. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

beforeAll(async () => {
  await setLanguage('ja');
});
afterAll(async () => {
  await setLanguage('en');
});

test('the lesson menu and a lesson card read in Japanese', () => {
  const menu = textOf(renderToStaticMarkup(<LessonMenu />));
  expect(menu).toContain('ネモの戦いを学ぶ');
  expect(menu).toContain('海での1ターン');
  expect(menu).toContain('帝国主義者のターン');
  expect(menu).not.toMatch(/A turn at sea|Start|steps/);

  const store = createStore();
  store.set(startLessonAtom, 'turn-at-sea');
  store.set(skipPlaybackAtom);
  const render = () =>
    textOf(
      renderToStaticMarkup(
        <Provider store={store}>
          <LessonPanel />
        </Provider>,
      ),
    );
  const welcome = render();
  expect(welcome).toContain('ようこそ、艦へ');
  expect(welcome).toContain('ステップ 1 / 9');
  expect(welcome).toContain('次へ →');
  expect(welcome).not.toMatch(/Welcome|Next|Restart|Lessons/);

  for (let i = 0; i < 4; i++) {
    store.set(nextStepAtom);
    store.set(skipPlaybackAtom);
  }
  const tryIt = render();
  expect(tryIt).toContain('やってみよう — ノーチラス号を北大西洋へ移動');
  expect(tryIt).not.toMatch(/Try it|Move the Nautilus/);
});

test('the Flip Voyage setup, its prompts, choices and log read in Japanese', () => {
  const setup = textOf(renderToStaticMarkup(<FlipSetupScreen />));
  expect(setup).toContain('フリップ航海');
  expect(setup).toContain('プレイヤー（ホットシート）');
  expect(setup).toContain('ファラガットの追跡');
  expect(setup).toContain('出航');
  expect(setup).not.toMatch(/Set sail|Players|Characters|Seed/);

  const state = createFlipGame({ seed: 3, players: 2, farragut: null });
  const decision = currentDecision(state);
  expect(describeFlipDecision(decision, state)).toMatch(/^P1 .+: キャラクターを選んでください。$/);
  const labels = buildFlipChoices(state, decision).map((c) => c.label);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/で遊ぶ$/);
  expect(describeFlipEvent({ type: 'TurnStarted', turn: 2 }, state)).toBe('— ターン2 —');
});
