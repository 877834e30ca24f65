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

test('"A turn at sea" step 3 shows the revealed Event card in its place, not an empty slot (issue 43 §3)', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=learn&lesson=turn-at-sea&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(
    () => 'learn' in ((window as { __nemo?: object }).__nemo ?? {}),
    undefined,
    {
      timeout: 90_000,
    },
  );
  await waitForStep(page, 0);
  await page.getByTestId('lesson-next').click();
  await waitForStep(page, 1);
  // "Reveal the Event card": the card is turned up, resolved and filed on its pile.
  await page.getByTestId('lesson-next').click();
  const info = await waitForStep(page, 2);
  expect(info.highlights).toContain('card');
  const card = () =>
    page.evaluate(
      () =>
        (
          window as unknown as { __nemo: { revealedCard(): { cardId: string | null } } }
        ).__nemo.revealedCard().cardId,
    );
  await expect.poll(card, { timeout: 10_000 }).toBe('E20');
  await page.waitForTimeout(3000);
  expect(await card()).toBe('E20');
  await screenshot('learn-sea-step3-card');
  // Past the step, the slot is the game's again.
  await page.getByTestId('lesson-next').click();
  await waitForStep(page, 3);
  await expect.poll(card, { timeout: 10_000 }).toBeNull();
  expect(consoleErrors).toEqual([]);
  await page.close();
});
