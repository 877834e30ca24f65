import { expect, test } from 'vitest';
import { harnessForFile, type OpenedPage } from './harness';
import {
  ALL_SHOTS,
  LESSON_IDS,
  SHOT_AT,
  learn,
  startLesson,
  stateJson,
  waitForStep,
  waitQuiet,
  type NemoApi,
} from './learnApi';

const harness = harnessForFile();

declare const window: { __nemo: NemoApi };

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
