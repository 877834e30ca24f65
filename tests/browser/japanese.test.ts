import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import { logBandProblems } from './logBand';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface NemoApi {
  getDecision(): { options: unknown[] } | null;
  getState(): { turn: number; result: unknown } | null;
  /** Once the table has mounted. */
  renderStats?(): { frames: number };
}
declare const window: { __nemo: NemoApi };

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** English words of four letters or more in the panels a player reads. */
async function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = new Set<string>();
    for (const id of ['decision', 'hud', 'log']) {
      const el = document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
      for (const word of el?.innerText.match(/[A-Za-z]{4,}/g) ?? []) words.add(word);
    }
    return [...words];
  });
}

test('a game in Japanese: the panels, options and log read in Japanese over the first turns', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=ja-1&motive=explore&lang=ja&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.getByTestId('decision').waitFor({ timeout: 180_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  // The table's canvas labels draw Japanese from the bundled font, loaded from this origin (the
  // harness reports any request to another origin, a CDN fallback, as an error).
  await page.waitForFunction(() => (window.__nemo?.renderStats?.().frames ?? 0) > 0, null, {
    timeout: 90_000,
  });
  const canvasFont = await page.evaluate(async () => {
    const faces = await document.fonts.load("bold 30px 'Nemo Serif JP'", '航海');
    return faces.length > 0 && document.fonts.check("bold 30px 'Nemo Serif JP'", '航海');
  });
  expect(canvasFont).toBe(true);

  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.getByTestId('decision').waitFor({ timeout: 120_000 });
    const decision = await page.getByTestId('decision').innerText();
    expect(decision, 'the decision panel is in Japanese').toMatch(JAPANESE);
    for (const word of await englishWords(page)) seen.add(word);
    if (i === 3) await screenshot('japanese-1280x720-opening');
    const turn = await page.evaluate(() => window.__nemo.getState()?.turn ?? 0);
    if (turn >= 3) break;
    // The first option by its key, as a keyboard player would choose it.
    const first = page.getByTestId('decision').locator('button[data-key]').first();
    await first.click();
    await page.waitForTimeout(150);
  }
  await waitForTableRest(page, { playback: true });
  await screenshot('japanese-1280x720-turn3');
  expect(await page.getByTestId('log').innerText()).toMatch(JAPANESE);
  // Issue 27: the newest lines sit flush in the log; the half line it hides leaves no empty band.
  await expect.poll(() => logBandProblems(page), { timeout: 10_000 }).toEqual([]);
  expect([...seen], 'English words left in the decision panel, the HUD or the log').toEqual([]);

  const frames = await page.evaluate(() => window.__nemo.renderStats?.().frames ?? 0);
  await page.setViewportSize({ width: 1024, height: 768 });
  // The table redraws at the new size and comes to rest.
  await waitForTableRest(page, { since: frames, playback: true });
  await screenshot('japanese-1024x768');
  await expect.poll(() => logBandProblems(page), { timeout: 10_000 }).toEqual([]);
  const header = await page.getByTestId('hud').boundingBox();
  expect(header?.height ?? 0, 'the header stays on one line in Japanese').toBeLessThanOrEqual(40);
  expect(consoleErrors).toEqual([]);
});
