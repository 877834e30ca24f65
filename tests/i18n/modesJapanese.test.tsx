import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { skipPlaybackAtom } from '../../src/state/game/gameAtoms';
import { nextStepAtom, startLessonAtom } from '../../src/state/learn/learnAtoms';
import { LessonMenu } from '../../src/ui/learn/LessonMenu';
import { LessonPanel } from '../../src/ui/learn/LessonPanel';

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
