import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ShowcaseApi } from './showcaseApi';
import { harnessForFile } from './harness';
import { expectedShow } from './expectedShow';

const harness = harnessForFile();

declare const window: { __nemo: ShowcaseApi };

const FULL_HD = { width: 1920, height: 1080 };

async function waitForFrames(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__nemo?.renderStats?.().frames ?? 0) > 0, null, {
    timeout: 120_000,
  });
}

/** Waits for the end card, then the show's last turn, final score and event count. */
async function showAtItsEnd(page: Page) {
  await page.getByTestId('showcase-end-card').waitFor({ timeout: 150_000 });
  return page.evaluate(() => ({
    turn: window.__nemo.getState()?.turn ?? -1,
    total: window.__nemo.getState()?.result?.score?.total ?? null,
    events: window.__nemo.getEvents().length,
  }));
}

test('a seeded showcase plays itself at instant speed to its end card, the same show as the bot in Node', async () => {
  const seed = 'show-1';
  const expected = expectedShow(seed, 'war');
  const { page, consoleErrors, screenshot } = await harness.open(
    `/?mode=showcase&seed=${seed}&motive=war&speed=instant&debug=1&bot=quick&quality=low`,
    // The whole show plays at 720p (SwiftShader pays per pixel); the end card is shot in Full HD.
    { width: 1280, height: 720 },
  );
  expect(await showAtItsEnd(page)).toEqual(expected);
  // After the end there is nothing to pause: the bar offers this show again and a new one.
  const bar = page.getByTestId('presenter-bar');
  expect(await bar.getAttribute('data-ended')).toBe('true');
  expect(await bar.getByRole('button', { name: /^(Pause|Resume)/ }).count()).toBe(0);
  expect(await page.getByTestId('presenter-replay').getAttribute('href')).toContain(`seed=${seed}`);
  expect(await page.getByTestId('presenter-new-show').getAttribute('href')).not.toContain('seed=');
  await waitForFrames(page);
  await page.setViewportSize(FULL_HD);
  await page.waitForTimeout(800);
  await screenshot('showcase-end-card');
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('a versus showcase is bot against bot, the same show as in Node', async () => {
  const seed = 'show-v';
  const expected = expectedShow(seed, 'piracy', 'versus');
  const { page, consoleErrors } = await harness.open(
    `/?mode=showcase&variant=versus&seed=${seed}&motive=piracy&speed=instant&debug=1&quality=low&bot=quick`,
  );
  expect(await showAtItsEnd(page)).toEqual(expected);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
