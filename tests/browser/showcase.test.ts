import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import { checkShowBackground } from './showcaseBackground';

const harness = harnessForFile();

// The green and transparent backgrounds: showcaseBackgrounds.look.test.ts; the table's look in
// Full HD at full quality: showcaseLook.look.test.ts (both in npm run test:long).
test('the show on the table background pauses on a framed, captioned moment; the presenter keys drive the show', async () => {
  await checkShowBackground(harness, 'table');
});

test('the showcase opens without a white flash: the page is the dark of the sea (a keyed show its own colour) before the first frame (issue 43 §2)', async () => {
  const { page } = await harness.open('/?quality=low', { width: 1280, height: 720 });
  const before = async (search: string) => {
    await page.goto(`${harness.baseUrl}/${search}`, { waitUntil: 'commit' });
    return page.evaluate(() =>
      [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
    );
  };
  expect(await before('?mode=showcase&quality=low')).toEqual(['rgb(6, 13, 20)', 'rgb(6, 13, 20)']);
  expect(await before('?mode=showcase&bg=green&quality=low')).toEqual([
    'rgb(0, 177, 64)',
    'rgb(0, 177, 64)',
  ]);
  expect((await before('?mode=showcase&bg=transparent&quality=low'))[0]).toBe('rgba(0, 0, 0, 0)');
  await page.close();
});
