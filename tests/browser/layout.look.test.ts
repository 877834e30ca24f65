import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import {
  checkSizes,
  DESKTOP_WIDE,
  expectIdleWithinBudget,
  openLearn,
  openPlay,
  openShowcaseWide,
  openVersus,
  REVEALED_CARD,
  TABLEAU,
  TRACKS,
} from './layoutSweep';

// The layout sweep of layout.test.ts (npm test: 1280×720, 1024×768 and the phone) at the larger
// desktop windows, where a software renderer pays for every extra pixel.
const harness = harnessForFile();

test('solo play, versus, a lesson and the showcase: the table clear of the panels at 1366×768, 1920×1080 and 2560×1440', async () => {
  const failures: string[] = [];
  for (const [mode, open, extra] of [
    ['play', openPlay, { ...TRACKS, ...REVEALED_CARD }],
    ['versus', openVersus, { ...TRACKS, ...TABLEAU }],
    ['learn', openLearn, { ...TRACKS, ...TABLEAU }],
    ['showcase', openShowcaseWide, TRACKS],
  ] as const) {
    const { page, consoleErrors, screenshot } = await open(harness);
    failures.push(...(await checkSizes(page, mode, DESKTOP_WIDE, extra, screenshot)));
    if (mode === 'play' || mode === 'versus') await expectIdleWithinBudget(page);
    if (mode === 'learn') expect(await page.getByTestId('lesson-panel').isVisible()).toBe(true);
    expect(consoleErrors, mode).toEqual([]);
    await page.close();
  }
  expect(failures).toEqual([]);
});
