import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import { framesNow } from './tableRest';
import {
  checkSizes,
  coveredPoints,
  DESKTOP_QUICK,
  expectIdleWithinBudget,
  openLearn,
  openPlay,
  openShowcaseWide,
  openVersus,
  PHONE,
  REVEALED_CARD,
  settle,
  TABLEAU,
  TRACKS,
} from './layoutSweep';

// The larger windows (1366×768 to 2560×1440) are swept by layout.look.test.ts (npm run test:long).
const harness = harnessForFile();

interface NemoApi {
  getDecision?(): { options: unknown[] } | null;
  dispatch?(action: unknown): boolean;
}
declare const window: Window & { __nemo: NemoApi };

test('solo play: every Ocean, the tracks and the revealed card clear of the panels at 1280×720 and 1024×768', async () => {
  const { page, consoleErrors, screenshot } = await openPlay(harness);
  const failures = await checkSizes(
    page,
    'play',
    DESKTOP_QUICK,
    { ...TRACKS, ...REVEALED_CARD },
    screenshot,
  );
  expect(failures).toEqual([]);
  await expectIdleWithinBudget(page);

  // Folding the dock gives the table the room, and P brings the panels back.
  const resizedBack = await framesNow(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await settle(page, resizedBack);
  let before = await framesNow(page);
  await page.getByTestId('dock-toggle').click();
  await settle(page, before);
  await screenshot('layout-play-1280x720-folded');
  expect(await page.getByTestId('decision').isVisible()).toBe(false);
  expect(await coveredPoints(page, TRACKS)).toEqual([]);
  before = await framesNow(page);
  await page.keyboard.press('p');
  await page.getByTestId('decision').waitFor();
  await settle(page, before);

  // Through the opening decisions to the Prologue roll: the dice appear in the dock's inset,
  // clear of the table and of the decision panel, while the table stays framed.
  await page.evaluate(() => {
    const option = window.__nemo.getDecision?.()?.options[0];
    if (option) window.__nemo.dispatch?.(option);
  });
  await page.getByTestId('dice-inset').waitFor({ timeout: 120_000 });
  // Checked while the dice are in the inset: once the roll resolves, the inset leaves.
  await expect.poll(() => insetProblems(page), { timeout: 5_000 }).toEqual([]);
  expect(await coveredPoints(page, TRACKS)).toEqual([]);
  await screenshot('layout-play-1280x720-dice');
  // Once the roll is resolved the inset leaves: the next decision has the dock's whole height.
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  await page.getByTestId('dice-inset').waitFor({ state: 'hidden', timeout: 60_000 });
  await settle(page);
  await screenshot('layout-play-1280x720-dice-decision');
  expect(consoleErrors).toEqual([]);
});

/** The dice inset shows the canvas (no panel over it) and overlaps neither the decision nor the log. */
async function insetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const inset = document.querySelector('[data-testid="dice-inset"]')?.getBoundingClientRect();
    if (!inset) return ['no dice inset'];
    if (inset.left < 0 || inset.right > innerWidth || inset.top < 0 || inset.bottom > innerHeight)
      problems.push('dice inset off screen');
    const centre = document.elementFromPoint(inset.x + inset.width / 2, inset.y + inset.height / 2);
    if (centre?.tagName !== 'CANVAS') problems.push('dice inset covered');
    for (const id of ['decision', 'log', 'hud']) {
      const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      if (
        r &&
        r.left < inset.right &&
        r.right > inset.left &&
        r.top < inset.bottom &&
        r.bottom > inset.top
      )
        problems.push(`dice inset overlaps ${id}`);
    }
    return problems;
  });
}

// In Japanese, whose labels run longest: the versus header must still fit at 1024×768.
test('versus: the Imperialist Tableau and every Ocean are on screen and uncovered', async () => {
  const { page, consoleErrors, screenshot } = await openVersus(harness);
  const failures = await checkSizes(
    page,
    'versus',
    DESKTOP_QUICK,
    { ...TRACKS, ...TABLEAU },
    screenshot,
  );
  expect(failures).toEqual([]);
  await expectIdleWithinBudget(page);
  expect(consoleErrors).toEqual([]);
});

test('learn: the lesson card docks beside the table, also on a phone', async () => {
  const { page, consoleErrors, screenshot } = await openLearn(harness);
  const failures = await checkSizes(
    page,
    'learn',
    [...DESKTOP_QUICK, PHONE],
    { ...TRACKS, ...TABLEAU },
    screenshot,
  );
  expect(failures).toEqual([]);
  expect(await page.getByTestId('lesson-panel').isVisible()).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('showcase: the wide shot keeps the board between the status bar and the captions', async () => {
  const { page, consoleErrors, screenshot } = await openShowcaseWide(harness);
  const failures = await checkSizes(
    page,
    'showcase',
    [...DESKTOP_QUICK, PHONE],
    TRACKS,
    screenshot,
  );
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
