import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import { pauseOnOceanCloseUp, type ShowcaseInfo } from './showcaseApi';
import type { OceanId } from '../../src/core/data/types';
import { OCEAN_LAYOUT, printedOceanName } from '../../src/scene/layout/boardLayout';

const harness = harnessForFile();

interface NemoApi {
  screenBox(name: string): { left: number; top: number; right: number; bottom: number } | null;
  tableScreenPosition(x: number, y: number, z: number): { x: number; y: number };
  showcase(): ShowcaseInfo;
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

test('the showcase caption never runs under the presenter bar at 1024, 1280 and 1920 wide; a close-up names its Ocean once', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=showcase&seed=show-2&speed=4&debug=1&quality=low',
    SIZES[0],
  );
  await page.waitForFunction(
    () => {
      const s = window.__nemo?.showcase?.();
      return !!s && s.lowerThird != null && (s.status?.turn ?? 0) >= 1;
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

  // The director's Ocean close-up names the Ocean once: its plate lies on the printed name.
  const id = (await pauseOnOceanCloseUp(page, { playing: false, timeout: 150_000 })) as OceanId;
  await page.waitForTimeout(2500);
  const name = printedOceanName(OCEAN_LAYOUT[id]);
  const spot = await page.evaluate(
    ([x, z]) => ({
      plate: window.__nemo.screenBox('ocean-name-plate'),
      printed: window.__nemo.tableScreenPosition(x, 0, z),
    }),
    [name.x, name.z] as const,
  );
  expect(spot.plate, `${id}: no name plate`).not.toBeNull();
  const { plate, printed } = spot;
  expect(
    plate!.left <= printed.x &&
      printed.x <= plate!.right &&
      plate!.top <= printed.y &&
      printed.y <= plate!.bottom,
    `${id}: the plate is not on the printed name`,
  ).toBe(true);
  await screenshot('showcase-close-up-1920x1080');
  expect(consoleErrors).toEqual([]);
}, 300_000);
