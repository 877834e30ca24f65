import { test } from 'vitest';
import { harnessForFile } from './harness';
import { checkShowBackground } from './showcaseBackground';

// showcase.test.ts's show (npm test: the table background) on the other two backgrounds.
const harness = harnessForFile();

test('the green chroma-key background shows a framed, captioned moment', async () => {
  await checkShowBackground(harness, 'green');
});

test('the transparent background lets the page through the canvas', async () => {
  await checkShowBackground(harness, 'transparent');
});
