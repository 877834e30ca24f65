import type { Page } from 'playwright-core';

/** `window.__nemo.renderStats()` with `debug=1`: the last frame's cost and the frame counts. */
export interface RenderStats {
  drawCalls: number;
  triangles: number;
  frameMs: number;
  frames: number;
  pendingFrames: number;
}
declare const window: Window & {
  __nemo: { renderStats?: () => RenderStats; isIdle?: () => boolean };
};

/**
 * Waits until the table is at rest: no frame requested (`pendingFrames` 0: the camera and the
 * pieces have stopped asking for one) and no frame drawn for `quietMs`. With `since`, a frame
 * count read before a change that must redraw the table (a resize), it first waits for a frame
 * after that change, so an old quiet table never counts as the new one at rest. With `playback`,
 * the page's staged events must also have finished playing (`__nemo.isIdle`, where the page has it).
 */
export async function waitForTableRest(
  page: Page,
  options: { since?: number; quietMs?: number; playback?: boolean; timeout?: number } = {},
): Promise<void> {
  const { since, quietMs = 250, playback = false, timeout = 180_000 } = options;
  await page.waitForFunction(
    ({ since, quietMs, playback }) => {
      const stats = window.__nemo?.renderStats?.();
      if (!stats) return false;
      if (playback && !(window.__nemo.isIdle?.() ?? true)) return false;
      const w = window as unknown as { __nemoRest?: { frames: number; at: number } };
      const now = performance.now();
      if (since !== undefined && stats.frames <= since) return false;
      const last = w.__nemoRest;
      if (!last || last.frames !== stats.frames || stats.pendingFrames > 0) {
        w.__nemoRest = { frames: stats.frames, at: now };
        return false;
      }
      return now - last.at >= quietMs;
    },
    { since, quietMs, playback },
    { timeout, polling: 50 },
  );
  await page.evaluate(() => {
    delete (window as unknown as { __nemoRest?: unknown }).__nemoRest;
  });
}

/** The table's frame count now (0 before the table has drawn). */
export function framesNow(page: Page): Promise<number> {
  return page.evaluate(() => window.__nemo?.renderStats?.().frames ?? 0);
}
