import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  showcase(): {
    paused: boolean;
    caption: { text: string } | null;
    status: { turn: number } | null;
  };
}
declare const window: { __nemo: NemoApi };

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Overlay {
  caption: Box;
  bar: Box;
  /** The caption's text box cuts its text (taller than it shows). */
  cut: boolean;
}

/** Where the caption and the presenter bar stand; with `text`, the caption's text is that. */
function measure(page: Page, text: string | null): Promise<Overlay> {
  return page.evaluate((longText) => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const third = document.querySelector('[data-testid="lower-third"]')!;
    const words = third.lastElementChild as HTMLElement;
    const before = words.textContent;
    if (longText !== null) words.textContent = longText;
    const overlay = {
      caption: box(third),
      bar: box(document.querySelector('[data-testid="presenter-bar"]')!),
      // The show's own caption shows whole (a made-up long one ends in an ellipsis by design).
      cut: longText === null && words.scrollHeight > words.clientHeight + 1,
    };
    if (longText !== null) words.textContent = before;
    return overlay;
  }, text);
}

function meets(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

test('the showcase caption never runs under the presenter bar, however long, at 1024, 1280 and 1920 wide', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=showcase&seed=show-2&speed=4&debug=1&quality=low',
    SIZES[0],
  );
  await page.waitForFunction(
    () => {
      const s = window.__nemo?.showcase?.();
      return !!s && s.caption !== null && (s.status?.turn ?? 0) >= 1;
    },
    null,
    { timeout: 150_000 },
  );
  // Paused, the caption stays up for the measures.
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__nemo.showcase().paused, null, { timeout: 10_000 });
  await page.getByTestId('lower-third').waitFor();
  const long = 'The Nautilus slips past the Squadron at dusk, '.repeat(8).trim();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    for (const text of [null, long]) {
      const { caption, bar, cut } = await measure(page, text);
      const where = `${size.width}×${size.height}${text ? ', a long caption' : ''}`;
      expect(meets(caption, bar), `${where}: caption under the bar`).toBe(false);
      expect(cut, `${where}: caption cut`).toBe(false);
      expect(caption.left, where).toBeGreaterThanOrEqual(0);
      expect(caption.right, where).toBeLessThanOrEqual(size.width);
      expect(caption.bottom, where).toBeLessThanOrEqual(size.height);
      expect(bar.right, where).toBeLessThanOrEqual(size.width);
    }
    await screenshot(`showcase-overlay-${size.width}x${size.height}`);
  }
  expect(consoleErrors).toEqual([]);
}, 300_000);
