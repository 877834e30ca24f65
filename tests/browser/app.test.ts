import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

test('the start page renders without console errors or network requests', async () => {
  const { page, consoleErrors, screenshot } = await harness.open('/');
  await page.waitForSelector('main');
  await screenshot('start-page');
  expect(consoleErrors).toEqual([]);
});
