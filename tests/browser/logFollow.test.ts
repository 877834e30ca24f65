import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): unknown[];
  getDecision(): { seat: string } | null;
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
}
declare const window: { __nemo: NemoApi };

/** Plays the Nautilus' first option `count` times (the bot plays the Imperialist between). */
async function play(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.waitForFunction(
      () => window.__nemo?.isIdle() && window.__nemo.getDecision()?.seat === 'nautilus',
      null,
      { timeout: 60_000, polling: 50 },
    );
    await page.evaluate(() => window.__nemo.dispatch(window.__nemo.getLegalActions()[0]));
  }
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  await page.waitForTimeout(300);
}

const gap = (page: Page) =>
  page
    .getByTestId('log')
    .evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight));

test('versus against the bot: the log follows its newest line past its 120 lines; a reader who scrolls up keeps their place (issue 43 §3)', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=versus&seed=log-follow&motive=piracy&bot=quick&speed=instant&quality=low&debug=1',
    { width: 1280, height: 720 },
  );
  // Past the log's 120 lines the oldest go as the newest come: it still follows.
  await play(page, 70);
  expect(await page.getByTestId('log').evaluate((el) => el.children.length)).toBe(120);
  expect(await gap(page)).toBeLessThan(10);

  // A reader's wheel scrolls up: new lines do not pull the log away from what they read.
  await page.getByTestId('log').hover();
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(300);
  await play(page, 6);
  expect(await gap(page)).toBeGreaterThan(10);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
