import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { OCEAN_IDS } from '../../src/core/data/types';
import type { BrowserHarness, OpenedPage } from './harness';
import { framesNow, waitForTableRest } from './tableRest';

interface Point {
  x: number;
  y: number;
}
interface NemoApi {
  oceanScreenPosition(id: string): Point;
  tableScreenPosition(x: number, y: number, z: number): Point;
  renderStats(): { drawCalls: number; frames: number; pendingFrames: number };
  getDecision?(): { options: unknown[] } | null;
  dispatch?(action: unknown): boolean;
}
declare const window: Window & { __nemo: NemoApi };

/**
 * The window sizes `npm test` sweeps (the reference size and the narrowest desktop, where the
 * layouts run out of room first), and the larger ones the look check sweeps (`layout.look.test.ts`,
 * in `npm run test:long`): the same checks, with more pixels to draw on a software renderer.
 */
export const DESKTOP_QUICK: [number, number][] = [
  [1280, 720],
  [1024, 768],
];
export const DESKTOP_WIDE: [number, number][] = [
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
];
export const PHONE: [number, number] = [390, 844];

/** Table points (x, y, z) besides the Oceans that must be on screen and uncovered. */
export const TRACKS: Record<string, [number, number, number]> = {
  'Notoriety track, west end': [-15.4, 0, -9.95],
  'Notoriety track, east end': [15.4, 0, -9.95],
  'Nemo track': [-13.3, 0, 4.35],
  'Action Point track': [-13.3, 0, 8.15],
  'board, north-west corner': [-15.8, 0, -10.3],
  'board, south-west corner': [-15.8, 0, 10.3],
  'board, south-east corner': [15.8, 0, 10.3],
};
export const TABLEAU: Record<string, [number, number, number]> = {
  'Imperialist Tableau, west end': [-11.5, 0, -13.6],
  'Imperialist Tableau, east end': [11.5, 0, -13.6],
};
export const REVEALED_CARD: Record<string, [number, number, number]> = {
  'revealed card': [-4.3, 0, 12.7],
};

/**
 * Waits until the camera has settled and the canvas draws no more frames; `since` is the frame
 * count before a change that redraws the table (a resize), whose frame must come first.
 */
export async function settle(page: Page, since?: number): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof window.__nemo?.renderStats === 'function' &&
      typeof window.__nemo?.tableScreenPosition === 'function',
    null,
    { timeout: 180_000 },
  );
  await waitForTableRest(page, { since });
}

/** Every failure to keep a table point on screen and clear of the DOM panels, at this size. */
export async function coveredPoints(
  page: Page,
  extra: Record<string, [number, number, number]>,
): Promise<string[]> {
  return page.evaluate(
    ({ oceans, extra }) => {
      const api = window.__nemo;
      const failures: string[] = [];
      const check = (name: string, p: Point) => {
        const inside = p.x >= 0 && p.y >= 0 && p.x < innerWidth && p.y < innerHeight;
        if (!inside) {
          failures.push(`${name} off screen at ${Math.round(p.x)},${Math.round(p.y)}`);
          return;
        }
        const hit = document.elementFromPoint(p.x, p.y);
        if (hit?.tagName !== 'CANVAS') {
          const who = hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName;
          failures.push(`${name} under ${who} at ${Math.round(p.x)},${Math.round(p.y)}`);
        }
      };
      for (const id of oceans) check(id, api.oceanScreenPosition(id));
      for (const [name, [x, y, z]] of Object.entries(extra))
        check(name, api.tableScreenPosition(x, y, z));
      return failures;
    },
    { oceans: [...OCEAN_IDS], extra },
  );
}

/** The header stays on one line and the versus seat banner sits below it, not over it. */
export async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const hud = document.querySelector('[data-testid="hud"]')?.getBoundingClientRect();
    const seat = document.querySelector('[data-testid="seat-banner"]')?.getBoundingClientRect();
    if (hud && hud.height > 40) problems.push(`header wraps (${Math.round(hud.height)} px)`);
    if (hud && seat && seat.top < hud.bottom) problems.push('seat banner covers the header');
    if (hud && hud.left < 0) problems.push('header starts off screen');
    const cards = document.querySelector('[data-testid="tableau-button"]')?.getBoundingClientRect();
    if (hud && cards && (cards.right > hud.right || cards.width < 40))
      problems.push('the Cards & crew button is cut off');
    for (const id of ['mirror-toggle', 'dock-toggle']) {
      const tool = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      if (hud && tool && tool.left < hud.right && tool.top < hud.bottom)
        problems.push(`${id} runs under the header`);
    }
    return problems;
  });
}

/**
 * A picture of each size is kept where the size fails (to see why), at the first size (for the
 * record) and, with LAYOUT_ALL_SHOTS=1, at every size: a 2560×1440 screenshot costs seconds.
 */
const ALL_SHOTS = process.env.LAYOUT_ALL_SHOTS === '1';

export async function checkSizes(
  page: Page,
  mode: string,
  sizes: [number, number][],
  extra: Record<string, [number, number, number]>,
  screenshot: (name: string) => Promise<string>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, [width, height]] of sizes.entries()) {
    const current = page.viewportSize();
    const resized = current?.width !== width || current?.height !== height;
    const before = await framesNow(page);
    await page.setViewportSize({ width, height });
    await settle(page, resized ? before : undefined);
    const at = `${mode} ${width}×${height}`;
    const found: string[] = [];
    for (const f of await coveredPoints(page, extra)) found.push(`${at}: ${f}`);
    if (width > height) for (const f of await headerProblems(page)) found.push(`${at}: ${f}`);
    if (ALL_SHOTS || index === 0 || found.length > 0)
      await screenshot(`layout-${mode}-${width}x${height}`);
    failures.push(...found);
  }
  return failures;
}

export async function expectIdleWithinBudget(page: Page): Promise<void> {
  const before = await page.evaluate(() => window.__nemo.renderStats());
  await page.waitForTimeout(1000);
  const after = await page.evaluate(() => window.__nemo.renderStats());
  expect(after.frames, 'no frames while idle').toBe(before.frames);
  expect(after.drawCalls).toBeLessThanOrEqual(100);
}

/** The solo game at its first decision (the sweep's starting point for the play mode). */
export async function openPlay(harness: BrowserHarness): Promise<OpenedPage> {
  const opened = await harness.open('/?seed=layout-1&debug=1&quality=low', {
    width: 1280,
    height: 720,
  });
  await opened.page.waitForFunction(() => Boolean(window.__nemo?.getDecision?.()), null, {
    timeout: 180_000,
  });
  await opened.page.getByTestId('decision').waitFor();
  return opened;
}

/** A versus game in Japanese, whose labels run longest, at its first decision. */
export async function openVersus(harness: BrowserHarness): Promise<OpenedPage> {
  const opened = await harness.open('/?mode=versus&seed=layout-2&debug=1&quality=low&lang=ja', {
    width: 1280,
    height: 720,
  });
  await opened.page.getByTestId('seat-banner').waitFor({ timeout: 180_000 });
  await opened.page.waitForFunction(() => Boolean(window.__nemo?.getDecision?.()), null, {
    timeout: 180_000,
  });
  return opened;
}

/** The Imperialist's lesson with its card docked. */
export async function openLearn(harness: BrowserHarness): Promise<OpenedPage> {
  const opened = await harness.open('/?mode=learn&lesson=imperialist-turn&debug=1&quality=low', {
    width: 1280,
    height: 720,
  });
  await opened.page.getByTestId('lesson-panel').waitFor({ timeout: 180_000 });
  return opened;
}

interface ShowcaseApi {
  showcase?: () => { caption: unknown; paused: boolean; freeCamera: boolean };
}

/** A show under way, paused, its camera taken from the director and back on the wide shot. */
export async function openShowcaseWide(harness: BrowserHarness): Promise<OpenedPage> {
  const opened = await harness.open('/?mode=showcase&seed=layout-3&debug=1&quality=low&speed=4', {
    width: 1280,
    height: 720,
  });
  const { page } = opened;
  await page.getByTestId('showcase-status').waitFor({ timeout: 180_000 });
  // The show is under way: its first caption is up.
  await page.waitForFunction(
    () => (window as unknown as { __nemo: ShowcaseApi }).__nemo.showcase?.().caption != null,
    null,
    { timeout: 60_000 },
  );
  await page.keyboard.press('Space');
  await page.keyboard.press('c');
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __nemo: ShowcaseApi }).__nemo.showcase?.();
      return Boolean(s?.paused && s.freeCamera);
    },
    null,
    { timeout: 30_000 },
  );
  await page.keyboard.press('Home');
  return opened;
}
