import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import { seriousViolations } from './a11yAxe';

// The content pack editor and the setup screen's Components field, in English and Japanese at
// 1280×720 and 1024×768: every control inside the window's width, none covering another.
const harness = harnessForFile();

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** Controls that stick out of the page's width or overlap another control. */
function misplaced(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll<HTMLElement>(sel)].filter(
      (el) => el.getClientRects().length > 0,
    );
    const out: string[] = [];
    const boxes = controls.map((el) => el.getBoundingClientRect());
    boxes.forEach((r, i) => {
      const name =
        controls[i]!.getAttribute('data-path') ?? controls[i]!.textContent?.slice(0, 30) ?? '';
      if (r.right > width + 1 || r.left < -1) out.push(`outside: ${name}`);
      for (let j = i + 1; j < boxes.length; j++) {
        const o = boxes[j]!;
        const overlap =
          Math.min(r.right, o.right) - Math.max(r.left, o.left) > 2 &&
          Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 2;
        if (overlap && !controls[i]!.contains(controls[j]!) && !controls[j]!.contains(controls[i]!))
          out.push(`overlap: ${name}`);
      }
    });
    return out;
  }, selector);
}

for (const lang of ['en', 'ja'] as const) {
  for (const size of SIZES) {
    test(`the pack editor (${lang}, ${size.width}×${size.height}): nothing cropped or covered`, async () => {
      const { page, consoleErrors, screenshot } = await harness.open(
        `/?mode=pack&lang=${lang}`,
        size,
      );
      await page.getByTestId('pack-start-example').click();
      await page.getByTestId('pack-component').selectOption('E01');
      await page.locator('[data-path="pass.include"]').check();
      await page.getByTestId('pack-try-fail').click();
      await page.getByTestId('pack-try-lines').waitFor();
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      expect(
        await misplaced(page, 'button, select, input, textarea, canvas, [data-testid="card-info"]'),
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await screenshot(`pack-editor-${lang}-${size.width}x${size.height}`);
      if (size.width === 1280) expect(await seriousViolations(page)).toEqual([]);
      await page.locator('[data-testid="pack-form"]').scrollIntoViewIfNeeded();
      await screenshot(`pack-editor-form-${lang}-${size.width}x${size.height}`);
      expect(consoleErrors).toEqual([]);
    });
  }
  test(`the setup screen with a pack (${lang}, 1024×768)`, async () => {
    const { page, screenshot } = await harness.open(
      `/?mode=solo&lang=${lang}&quality=low`,
      SIZES[1],
    );
    await page.getByTestId('content-pack-file').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByTestId('content-pack-file').setInputFiles('content/example-pack.json');
    await page
      .getByTestId('content-pack-summary')
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await misplaced(page, '[data-testid="content-pack-field"] *')).toEqual([]);
    await screenshot(`pack-setup-${lang}`);
  });
}
