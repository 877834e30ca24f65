import { expect, test } from 'vitest';
import { join } from 'node:path';
import { SCREENSHOT_DIR, harnessForFile } from './harness';
import type { ShowcaseApi } from './showcaseApi';

const harness = harnessForFile();

declare const window: { __nemo: ShowcaseApi };

test('the showcase on the table in Full HD at full quality: a framed, captioned close-up', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=showcase&seed=show-2&speed=4&bg=table&debug=1',
    { width: 1920, height: 1080 },
  );
  await page.waitForFunction(
    () => {
      const s = window.__nemo?.showcase?.();
      return (
        !!s &&
        (window.__nemo.renderStats?.().frames ?? 0) > 0 &&
        s.lowerThird != null &&
        (s.status?.turn ?? 0) >= 1 &&
        s.camera.kind !== 'table'
      );
    },
    null,
    { timeout: 150_000 },
  );
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__nemo.showcase().paused, null, { timeout: 10_000 });
  await page.waitForTimeout(1500);
  const stats = await page.evaluate(() => window.__nemo.renderStats?.());
  expect(stats?.drawCalls ?? 0).toBeGreaterThan(0);
  expect(stats?.drawCalls ?? Infinity).toBeLessThanOrEqual(100);
  await page.getByTestId('lower-third').waitFor();
  await page.screenshot({
    path: join(SCREENSHOT_DIR, 'showcase-bg-table-1920x1080.png'),
    // Full HD at full quality on the bundled Chromium's SwiftShader can take tens of seconds.
    timeout: 120_000,
  });
  expect(consoleErrors).toEqual([]);
  await page.close();
});
