import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { SCREENSHOT_DIR, type BrowserHarness } from './harness';

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every menu entry and open panel: inside the window, none on top of another. */
export async function expectLaidOut(page: Page) {
  const boxes: Box[] = await page
    .locator('[data-menu-entry], section[aria-label]')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '?';
        return { id, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
  const viewport = page.viewportSize();
  expect(viewport).not.toBeNull();
  const menu = boxes.filter((b) => b.id.startsWith('menu-'));
  expect(menu.length).toBeGreaterThanOrEqual(7);
  for (const b of boxes) {
    expect(b.x, b.id).toBeGreaterThanOrEqual(0);
    expect(b.y, b.id).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, b.id).toBeLessThanOrEqual(viewport?.width ?? 0);
    expect(b.y + b.height, b.id).toBeLessThanOrEqual(viewport?.height ?? 0);
  }
  for (const a of menu)
    for (const b of menu) {
      if (a === b) continue;
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
    }
}

/** Waits until the page draws frames promptly again (the table's first frame is slow). */
export async function waitUntilSettled(page: Page) {
  for (let i = 0; i < 120; i++) {
    const started = Date.now();
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
    if (Date.now() - started < 250 && i > 2) return;
  }
}

export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), timeout: 120_000 });
}

/**
 * The front door at this size: the menu in the bundled serif, nothing cropped or overlapping,
 * also with the Versus panel open. `full`: at full quality, with the 3D table behind the menu
 * (its first frame stalls a software renderer); otherwise on the cheap setting, which leaves
 * the table out.
 */
export async function checkFrontDoorAt(
  harness: BrowserHarness,
  size: { width: number; height: number },
  full: boolean,
): Promise<void> {
  const { page, consoleErrors } = await harness.open(full ? '/' : '/?quality=low', size);
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  if (full) {
    // The start page as a visitor first meets it: the whole app, the table behind the menu,
    // no console error and no request off this origin (the harness records both).
    await page.locator('main').waitFor({ timeout: 60_000 });
    await page.locator('canvas').waitFor({ timeout: 120_000 });
  }
  await waitUntilSettled(page);
  // Laid out in the bundled serif, not in whatever serif this machine has (a wider one pushed
  // the last entry below a 720 px window).
  const font = await page.evaluate(() => ({
    loaded: [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === 'Nemo Serif' && f.status === 'loaded')
      .map((f) => `${f.weight} ${f.style}`)
      .sort(),
    family: getComputedStyle(document.querySelector('[data-testid="menu-solo"]')!).fontFamily,
  }));
  expect(font.loaded).toEqual(expect.arrayContaining(['400 normal', '700 normal']));
  expect(font.family).toMatch(/^"Nemo Serif"/);
  await expectLaidOut(page);
  await shoot(page, `front-${size.width}x${size.height}`);
  await page.getByTestId('menu-versus').click({ timeout: 120_000 });
  await waitUntilSettled(page);
  await expectLaidOut(page);
  await shoot(page, `front-versus-${size.width}x${size.height}`);
  expect(consoleErrors).toEqual([]);
  await page.close();
}
