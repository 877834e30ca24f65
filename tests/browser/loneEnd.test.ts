import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface Option {
  type: string;
}
interface NemoApi {
  getLegalActions(): Option[];
  getDecision(): { seat: string; options: Option[] } | null;
  getState(): { imperialist: { ap: number } | null } | null;
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  skipAnimations(): void;
}
declare const window: Window & { __nemo: NemoApi };

test('hot-seat: the Imperialist that has spent its IAP ends its phase by itself, and the log says so (issue 43 §4)', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=versus&seed=lone-1&motive=piracy&nautilus=human&imperialist=human&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  // Both seats answer plainly, the Imperialist spending IAP whenever it can, until it has none.
  let spent = false;
  for (let i = 0; i < 300 && !spent; i++) {
    await page.waitForFunction(() => window.__nemo.isIdle() && window.__nemo.getDecision(), null, {
      timeout: 60_000,
    });
    spent = await page.evaluate(() => {
      const api = window.__nemo;
      const d = api.getDecision()!;
      const pick =
        d.options.find((o) => o.type === 'declineStartingUpgrade') ??
        d.options.find((o) => o.type === 'imperialist') ??
        d.options[0];
      api.dispatch(pick);
      api.skipAnimations();
      return pick?.type === 'imperialist' && api.getState()?.imperialist?.ap === 0;
    });
  }
  expect(spent).toBe(true);
  // Nobody presses End: the turn passes to the Nautilus on its own.
  await page.waitForFunction(() => window.__nemo.getDecision()?.seat === 'nautilus', null, {
    timeout: 15_000,
  });
  await expect
    .poll(() => page.evaluate(() => document.body.innerText), { timeout: 10_000 })
    .toContain('The Imperialist has spent all its IAP: its turn ends.');
  await screenshot('versus-lone-end');
  expect(consoleErrors).toEqual([]);
}, 300_000);
