import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import type { RenderStats } from './tableRest';

const harness = harnessForFile();

function readStats(page: Page): Promise<RenderStats> {
  return page.evaluate(() => {
    const nemo = (window as unknown as { __nemo: { renderStats: () => RenderStats } }).__nemo;
    return nemo.renderStats();
  });
}

/** Waits until nothing is loading, no frame is requested and none has rendered for `quietMs`. */
async function waitUntilIdle(page: Page, quietMs: number, timeoutMs: number): Promise<RenderStats> {
  const deadline = Date.now() + timeoutMs;
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  let last = await readStats(page);
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const now = await readStats(page);
    if (now.frames !== last.frames || now.pendingFrames > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return now;
    last = now;
  }
  throw new Error(`the table never went idle (${last.frames} frames rendered)`);
}

test('the table demo renders the full board within budget, animates a change and idles without frames', async () => {
  const { page, consoleErrors, screenshot } = await harness.open('/?mode=table-demo&debug=1');
  await page.waitForFunction(
    () => {
      const nemo = (window as unknown as { __nemo?: { renderStats?: () => RenderStats } }).__nemo;
      return (nemo?.renderStats?.().frames ?? 0) > 0;
    },
    undefined,
    { timeout: 120_000 },
  );
  const settled = await waitUntilIdle(page, 1500, 120_000);
  console.log('table-demo render stats', JSON.stringify(settled));
  expect(settled.drawCalls).toBeGreaterThan(5);
  expect(settled.drawCalls).toBeLessThanOrEqual(100);

  await page.waitForTimeout(1200);
  const later = await readStats(page);
  expect(later.frames).toBe(settled.frames);

  await screenshot('table-demo');

  await page.getByText('Next turn').click();
  await page.waitForFunction(
    (before) => {
      const nemo = (window as unknown as { __nemo: { renderStats: () => RenderStats } }).__nemo;
      return nemo.renderStats().frames > before;
    },
    later.frames,
    { timeout: 30_000 },
  );
  const afterTurn = await waitUntilIdle(page, 1500, 120_000);
  expect(afterTurn.frames).toBeGreaterThan(later.frames + 1);
  expect(afterTurn.drawCalls).toBeLessThanOrEqual(100);
  expect(consoleErrors).toEqual([]);
});
