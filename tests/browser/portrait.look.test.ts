import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { OCEAN_IDS } from '../../src/core/data/types';
import { harnessForFile } from './harness';
import { pauseOnOceanCloseUp } from './showcaseApi';

const harness = harnessForFile();

interface Point {
  x: number;
  y: number;
}
interface NemoApi {
  oceanScreenPosition(id: string): Point;
  renderStats(): { frames: number; pendingFrames: number };
  showcase(): { camera: { kind: string; id?: string }; paused: boolean };
  learn(): { step: number; stepId: string | null; highlights: string[]; idle: boolean };
}
declare const window: Window & { __nemo: NemoApi };

const PHONE = { width: 390, height: 844 };

/** Waits until the camera has arrived and the canvas draws no more frames. */
async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const stats = await page.evaluate(() => window.__nemo.renderStats());
    if (stats.frames === last && stats.pendingFrames === 0) return;
    last = stats.frames;
    await page.waitForTimeout(500);
  }
  throw new Error('the table never came to rest');
}

/** The Oceans among `ids` whose centre is off screen or under a DOM panel, with what covers them. */
function hiddenOceans(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((oceans) => {
    const failures: string[] = [];
    for (const id of oceans) {
      const p = window.__nemo.oceanScreenPosition(id);
      if (!(p.x >= 0 && p.y >= 0 && p.x < innerWidth && p.y < innerHeight)) {
        failures.push(`${id} off screen at ${Math.round(p.x)},${Math.round(p.y)}`);
        continue;
      }
      const hit = document.elementFromPoint(p.x, p.y);
      if (hit?.tagName !== 'CANVAS') {
        const who = hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName;
        failures.push(`${id} under ${who} at ${Math.round(p.x)},${Math.round(p.y)}`);
      }
    }
    return failures;
  }, ids);
}

test('a phone in portrait watches a showcase: the shot Ocean and the board stay clear of the captions', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=showcase&debug=1&quality=low&speed=2',
    PHONE,
  );
  // The director cuts to an Ocean (a ship arriving, a battle): the presenter pauses there.
  const shot = await pauseOnOceanCloseUp(page, { playing: true, timeout: 120_000 });
  await page.waitForTimeout(2000);
  await screenshot('portrait-showcase-shot');
  expect(await hiddenOceans(page, [shot])).toEqual([]);
  const caption = page.getByTestId('lower-third');
  if (await caption.isVisible()) {
    const box = (await caption.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }

  // Back to the wide shot: all twelve Oceans on screen, none under the status bar or captions.
  await page.keyboard.press('c');
  await page.keyboard.press('Home');
  await settle(page);
  await screenshot('portrait-showcase-wide');
  expect(await hiddenOceans(page, OCEAN_IDS)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a phone in portrait follows a lesson: each Ocean a step names is on screen, not under the lesson card', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=learn&lesson=turn-at-sea&speed=instant&debug=1&quality=low',
    PHONE,
  );
  await page.getByTestId('lesson-panel').waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => typeof window.__nemo?.renderStats === 'function', null, {
    timeout: 120_000,
  });
  const named = new Set<string>();
  for (let index = 0; index < 5; index++) {
    await page.waitForFunction(
      (i) => window.__nemo.learn?.().step === i && window.__nemo.learn().idle,
      index,
      { timeout: 60_000 },
    );
    const { stepId, highlights } = await page.evaluate(() => window.__nemo.learn());
    const oceans = highlights.flatMap((h) => (h.startsWith('ocean:') ? [h.slice(6)] : []));
    if (oceans.length > 0) {
      await settle(page);
      await screenshot(`portrait-learn-${stepId}`);
      for (const id of oceans) named.add(id);
      expect(await hiddenOceans(page, oceans), stepId ?? '').toEqual([]);
    }
    // Step 5 is a try-it (move to the North Atlantic): checked, not answered.
    if (index < 4) await page.getByTestId('lesson-next').click();
  }
  expect(named.size, 'the steps walked name Oceans').toBeGreaterThan(2);
  expect(consoleErrors).toEqual([]);
});
