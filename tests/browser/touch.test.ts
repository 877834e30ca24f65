import { expect, test } from 'vitest';
import { join } from 'node:path';
import { SCREENSHOT_DIR, harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getDecision(): { options: { type: string; action?: string; ocean?: string }[] } | null;
  getState(): { nautilus: string; turn: number } | null;
  oceanScreenPosition(id: string): { x: number; y: number };
  renderStats(): { frames: number };
}
declare const window: { __nemo: NemoApi };

for (const size of [
  { name: 'tablet', width: 1024, height: 768, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
]) {
  test(`touch ${size.width}×${size.height}: the first turn played by taps, an Ocean tapped on the table`, async () => {
    const context = await harness.browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.isMobile,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(
      `${harness.baseUrl}/?seed=touch-1&motive=explore&speed=instant&quality=low&debug=1`,
    );
    await page.getByTestId('decision').waitFor({ timeout: 90_000 });
    await page.waitForFunction(() => (window.__nemo?.renderStats?.().frames ?? 0) > 0, null, {
      timeout: 90_000,
    });
    // Tap the first option of every decision up to the Action Phase.
    for (let i = 0; i < 40; i++) {
      await page.getByTestId('decision').waitFor({ timeout: 60_000 });
      if ((await page.getByTestId('decision').getAttribute('data-kind')) === 'action') break;
      const first = page.getByTestId('option').first();
      await first.scrollIntoViewIfNeeded();
      await first.tap();
    }
    expect(await page.getByTestId('decision').getAttribute('data-kind')).toBe('action');

    // A place to go: tap its Ocean on the 3D table.
    const target = await page.evaluate(
      () =>
        window.__nemo.getDecision()?.options.find((o) => o.type === 'act' && o.action === 'move')
          ?.ocean ?? null,
    );
    expect(target).not.toBeNull();
    const from = await page.evaluate(() => window.__nemo.getState()?.nautilus);
    const point = await page.evaluate((id) => window.__nemo.oceanScreenPosition(id!), target);
    // The spot is the table itself, not a panel over it.
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, point),
    ).toBe('CANVAS');
    await page.touchscreen.tap(point.x, point.y);
    // A tap on a selectable Ocean either moves at once or narrows the options to that Ocean.
    const moved = await page
      .waitForFunction((id) => window.__nemo.getState()?.nautilus === id, target, {
        timeout: 15_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!moved) {
      await page.getByTestId('option').first().tap();
      await page.waitForFunction((id) => window.__nemo.getState()?.nautilus === id, target, {
        timeout: 30_000,
      });
    }
    expect(from).not.toBe(target);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `touch-${size.name}.png`) });

    await page.getByRole('button', { name: /End the Action Phase/ }).tap();
    await page.waitForFunction(() => (window.__nemo.getState()?.turn ?? 0) >= 2, null, {
      timeout: 60_000,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
}
