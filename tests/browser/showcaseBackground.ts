import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { SCREENSHOT_DIR, type BrowserHarness } from './harness';
import type { ShowcaseApi, ShowcaseInfo } from './showcaseApi';

declare const window: { __nemo: ShowcaseApi };

type ShowCheck = 'paused' | 'playing' | 'speed 2' | 'free camera' | 'hidden';

/** Waits until the presenter's key has taken effect. */
export async function waitForShow(page: Page, check: ShowCheck): Promise<void> {
  await page.waitForFunction(
    (what) => {
      const s = window.__nemo.showcase();
      if (what === 'paused') return s.paused;
      if (what === 'playing') return !s.paused;
      if (what === 'speed 2') return s.speed === '2';
      if (what === 'free camera') return s.freeCamera;
      return s.hidden;
    },
    check,
    { timeout: 10_000 },
  );
}

function info(page: Page): Promise<ShowcaseInfo> {
  return page.evaluate(() => window.__nemo.showcase());
}

async function waitForFrames(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__nemo?.renderStats?.().frames ?? 0) > 0, null, {
    timeout: 120_000,
  });
}

/**
 * A show on this background at 720p on the cheap renderer, paused on a framed, captioned moment
 * and kept as a picture; on the transparent one the canvas lets the page through, and on the
 * table one the presenter's keys drive the show.
 */
export async function checkShowBackground(
  harness: BrowserHarness,
  bg: 'table' | 'green' | 'transparent',
): Promise<void> {
  const { page, consoleErrors } = await harness.open(
    `/?mode=showcase&seed=show-2&speed=4&bg=${bg}&debug=1&quality=low`,
    { width: 1280, height: 720 },
  );
  await waitForFrames(page);
  await page.waitForFunction(
    () => {
      const s = window.__nemo.showcase();
      return s.caption !== null && (s.status?.turn ?? 0) >= 1 && s.camera.kind !== 'table';
    },
    null,
    { timeout: 150_000 },
  );
  await page.keyboard.press('Space');
  await waitForShow(page, 'paused');
  await page.waitForTimeout(1500);
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `showcase-bg-${bg}.png`),
    omitBackground: bg === 'transparent',
    timeout: 120_000,
  });
  if (bg === 'transparent') {
    const clear = await page.evaluate(() => {
      const canvas = document.querySelector('canvas');
      if (!canvas) return -1;
      const probe = document.createElement('canvas');
      probe.width = canvas.width;
      probe.height = canvas.height;
      const ctx = probe.getContext('2d');
      if (!ctx) return -1;
      ctx.drawImage(canvas, 0, 0);
      const data = ctx.getImageData(0, 0, probe.width, probe.height).data;
      let transparent = 0;
      for (let i = 3; i < data.length; i += 4 * 97) if (data[i] === 0) transparent++;
      return transparent;
    });
    expect(clear).toBeGreaterThan(100);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
  }
  if (bg === 'table') {
    const before = await page.evaluate(() => window.__nemo.getEvents().length);
    const shownBefore = (await info(page)).caption;
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
    const stepped = await info(page);
    expect(stepped.paused).toBe(true);
    expect(
      stepped.caption?.text !== shownBefore?.text ||
        (await page.evaluate(() => window.__nemo.getEvents().length)) > before,
    ).toBe(true);
    await page.keyboard.press('2');
    await waitForShow(page, 'speed 2');
    await page.keyboard.press('c');
    await waitForShow(page, 'free camera');
    await page.keyboard.press('h');
    await waitForShow(page, 'hidden');
    expect(await page.getByTestId('showcase-status').count()).toBe(0);
    await page.keyboard.press('h');
    await page.getByTestId('showcase-status').waitFor();
    await page.keyboard.press('Space');
    expect((await info(page)).paused).toBe(false);
  }
  expect(consoleErrors).toEqual([]);
  await page.close();
}
