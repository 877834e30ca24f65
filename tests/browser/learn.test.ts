import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import { LESSON_IDS, startLesson, waitForStep } from './learnApi';

// Each lesson played to its end through the page is a walk: tests/browser/lessons.walk.test.ts.
const harness = harnessForFile();

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
