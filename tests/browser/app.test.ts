import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type BrowserHarness } from './harness';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

test('the start page renders without console errors or network requests', async () => {
  const { page, consoleErrors, screenshot } = await harness.open('/');
  await page.waitForSelector('main');
  await screenshot('start-page');
  expect(consoleErrors).toEqual([]);
});
