import { expect, test } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, harnessForFile } from './harness';

const harness = harnessForFile();

/** Visible text that runs past the window's sides or is clipped by an `overflow: hidden` box. */
function cutText(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const width = window.innerWidth;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!own || el.closest('[data-testid="live-announcer"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const text = (el.innerText || el.textContent || '').trim().slice(0, 40);
      if (rect.left < -1 || rect.right > width + 1) cut.push(`off-screen: ${text}`);
      // Clipped by a box that hides its overflow (a scrolling box is fine: it can be scrolled).
      for (let box = el; box && box !== document.body; box = box.parentElement!) {
        const s = getComputedStyle(box);
        if (!['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis') continue;
        const r = box.getBoundingClientRect();
        if (rect.left < r.left - 1 || rect.right > r.right + 1) {
          cut.push(`clipped: ${text}`);
          break;
        }
      }
    }
    return cut;
  });
}

test('200 % zoom (1280×720 seen as 640×360): the decision panel and the menu are reachable, no text cut off', async () => {
  const context = await harness.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 640, height: 360 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await page.goto(`${harness.baseUrl}/?quality=low`);
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  const frontCut = await cutText(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'zoom-200-front.png') });

  await page.goto(`${harness.baseUrl}/?seed=zoom-1&motive=explore&speed=instant&quality=low`);
  const decision = page.getByTestId('decision');
  await decision.waitFor({ timeout: 90_000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'zoom-200-play.png') });
  const playCut = await cutText(page);
  expect({ front: frontCut, play: playCut }).toEqual({ front: [], play: [] });

  // Every option can be scrolled into view and chosen; the Game menu opens.
  const options = page.getByTestId('option');
  const last = options.last();
  await last.scrollIntoViewIfNeeded();
  expect(await last.isVisible()).toBe(true);
  const game = page.getByRole('button', { name: /^Game/ });
  await game.scrollIntoViewIfNeeded();
  await game.click();
  await page.getByRole('button', { name: /Save file/ }).waitFor({ timeout: 10_000 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'zoom-200-menu.png') });
  const before = await decision.innerText();
  await game.click();
  await options.first().scrollIntoViewIfNeeded();
  await options.first().click();
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="decision"]')?.textContent !== old,
    before,
    { timeout: 60_000 },
  );
  await context.close();
});
