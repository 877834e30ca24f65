import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile, type OpenedPage } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface LearnInfo {
  lesson: string | null;
  stepCount: number;
  step: number;
  stepId: string | null;
  tryIt: 'decision' | 'ocean' | null;
  play: boolean;
  highlights: string[];
  rendered: string[];
  feedback: { kind: 'wrong' | 'right'; text: string } | null;
  idle: boolean;
}
interface NemoApi {
  learn(): LearnInfo;
  learnVerdicts(): boolean[];
  getState(): unknown;
  renderStats?: () => { frames: number };
}
declare const window: { __nemo: NemoApi };

/** One frame per lesson for the record (every step with LEARN_ALL_SHOTS=1). */
const SHOT_AT: Record<string, string> = {
  'turn-at-sea': 'placement',
  'imperialist-map': 'arctic-ice',
  'imperialist-turn': 'squadron-at-sea',
};
const ALL_SHOTS = process.env.LEARN_ALL_SHOTS === '1';

const learn = (page: Page) => page.evaluate(() => window.__nemo.learn());
/** A short fingerprint of the rules state, computed in the page. */
const stateJson = (page: Page) =>
  page.evaluate(() => {
    const text = JSON.stringify(window.__nemo.getState());
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return `${text.length}:${h >>> 0}`;
  });

/** Waits until events are shown and the scene has placed every highlight of the step. */
async function waitForStep(page: Page, index: number): Promise<LearnInfo> {
  await page.waitForFunction(
    (i) => {
      const l = window.__nemo.learn();
      const rendered = [...l.rendered].sort().join('|');
      return l.step === i && l.idle && rendered === [...l.highlights].sort().join('|');
    },
    index,
    { timeout: 60_000 },
  );
  return learn(page);
}

/**
 * Waits until no frame has rendered for a while (the camera has arrived), for a picture only:
 * after 16 s the picture is taken anyway.
 */
async function waitQuiet(page: Page): Promise<void> {
  await waitForTableRest(page, { quietMs: 400, timeout: 16_000 }).catch(() => undefined);
}

/**
 * Starts a lesson from the menu and waits for the table's first frame. Vite may reload the page
 * once when the lazy table pulls in dependencies it has not optimized yet: then start again.
 */
async function startLesson(page: Page, id: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByTestId(`lesson-start-${id}`).click();
    const started = await page
      .waitForFunction(
        (lesson) =>
          window.__nemo?.learn?.().lesson === lesson &&
          (window.__nemo.renderStats?.().frames ?? 0) > 0,
        id,
        { timeout: 90_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (started) return;
    await page.getByTestId('lesson-menu').waitFor({ timeout: 30_000 });
  }
  throw new Error(`lesson ${id} did not start`);
}

const LESSON_IDS = ['turn-at-sea', 'imperialist-map', 'imperialist-turn'] as const;

/**
 * The lessons are walked on one page, each started from the menu the last one finished on (a
 * lesson's end is the menu): one page load and one table for the three. A lesson that failed
 * leaves its page behind and the next one opens its own.
 */
let lessonPage: OpenedPage | null = null;
async function lessonMenu(): Promise<OpenedPage> {
  if (!lessonPage) {
    lessonPage = await harness.open('/?mode=learn&speed=instant&debug=1&quality=low', {
      width: 1280,
      height: 720,
    });
  }
  await lessonPage.page.getByTestId('lesson-menu').waitFor({ timeout: 90_000 });
  return lessonPage;
}

test('the lesson menu lists every lesson, with its progress', async () => {
  // No progress stored before the app's first load (cleared on a small file of the same
  // origin), so the menu loads once.
  const { page, consoleErrors, screenshot } = await harness.open('/favicon.svg', {
    width: 1280,
    height: 720,
  });
  await page.evaluate(() => localStorage.removeItem('nemos-war-3d.learn.progress.v1'));
  await page.goto(`${harness.baseUrl}/?mode=learn&debug=1&quality=low`, { waitUntil: 'load' });
  await page.getByTestId('lesson-menu').waitFor({ timeout: 90_000 });
  await screenshot('learn-menu');
  const ids = await page
    .locator('[data-testid^="lesson-card-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')?.slice(12) ?? ''));
  expect(ids).toEqual([...LESSON_IDS]);
  await startLesson(page, 'turn-at-sea');
  await waitForStep(page, 0);
  await page.getByTestId('lesson-next').click();
  await waitForStep(page, 1);
  await page.getByTestId('lesson-menu-button').click();
  await expect
    .poll(() =>
      page.getByTestId('lesson-card-turn-at-sea').getByTestId('lesson-status').textContent(),
    )
    .toContain('step 2');
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test.each(LESSON_IDS)(
  'lesson %s: each step lights existing targets; each try-it accepts only the right move',
  async (id) => {
    const opened = await lessonMenu();
    // Until this lesson has passed, a failure leaves the page to no one.
    lessonPage = null;
    const { page, consoleErrors, screenshot } = opened;
    await startLesson(page, id);
    let info = await waitForStep(page, 0);
    expect(info.lesson).toBe(id);
    let tries = 0;
    for (let index = 0; index < info.stepCount; index++) {
      info = await waitForStep(page, index);
      expect(info.highlights.length, info.stepId ?? '').toBeGreaterThan(0);
      if (ALL_SHOTS || SHOT_AT[id] === info.stepId) {
        await waitQuiet(page);
        await screenshot(ALL_SHOTS ? `learn-${id}-${index}-${info.stepId}` : `learn-${id}`);
      }
      if (index === info.stepCount - 1) break;
      if (!info.tryIt) {
        await page.getByTestId('lesson-next').click();
        continue;
      }
      tries++;
      const verdicts = await page.evaluate(() => window.__nemo.learnVerdicts());
      const choices = page.getByTestId('lesson-choice');
      expect(await choices.count()).toBe(verdicts.length);
      expect(verdicts.filter((v) => v).length, info.stepId ?? '').toBeGreaterThan(0);
      expect(verdicts.filter((v) => !v).length, info.stepId ?? '').toBeGreaterThan(0);
      const before = await stateJson(page);
      // Every wrong answer is refused in the unit test; here up to three go through the page.
      const wrongOnes = verdicts.flatMap((v, i) => (v ? [] : [i]));
      const sample = new Set([
        wrongOnes[0],
        wrongOnes[Math.floor(wrongOnes.length / 2)],
        wrongOnes[wrongOnes.length - 1],
      ]);
      for (const i of sample) {
        if (i === undefined) continue;
        await choices.nth(i).click();
        const after = await learn(page);
        expect(after.step).toBe(index);
        expect(after.feedback?.kind).toBe('wrong');
        expect(await stateJson(page)).toBe(before);
      }
      await page.getByTestId('lesson-feedback').waitFor();
      if (ALL_SHOTS) await screenshot(`learn-${id}-${index}-wrong`);
      await choices.nth(verdicts.indexOf(true)).click();
      expect((await learn(page)).feedback?.kind).toBe('right');
    }
    expect(tries).toBeGreaterThan(0);
    await page.getByTestId('lesson-finish').click();
    await page.getByTestId('lesson-menu').waitFor();
    await expect
      .poll(() => page.getByTestId(`lesson-card-${id}`).getByTestId('lesson-status').textContent())
      .toContain('Completed');
    const saved = await page.evaluate(() => localStorage.getItem('nemos-war-3d.learn.progress.v1'));
    expect(saved).toContain(`"${id}"`);
    expect(consoleErrors).toEqual([]);
    if (id === LESSON_IDS[LESSON_IDS.length - 1]) await page.close();
    else lessonPage = opened;
  },
);
