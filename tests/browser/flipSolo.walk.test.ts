import { expect, test } from 'vitest';
import type { FlipApi } from './flipApi';
import { harnessForFile } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

declare const window: { __nemo: FlipApi };
declare const localStorage: { getItem(key: string): string | null };

test('a solo voyage against Farragut plays to its score sheet through the page', async () => {
  // Not a test of the look: a smaller window, as the Flip table (no cheap setting) draws every
  // pixel of every frame of the voyage on a software renderer.
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=flip&seed=7&farragut=1&speed=instant&debug=1',
    { width: 960, height: 600 },
  );
  await page.waitForFunction(
    () => Boolean(window.__nemo?.getLegalActions) && window.__nemo.getLegalActions().length > 0,
    null,
    { timeout: 60_000 },
  );
  await page.getByTestId('flip-decision').waitFor({ timeout: 60_000 });
  let actions = 0;
  for (let round = 0; round < 400; round++) {
    const { done, taken } = await page.evaluate(() => {
      const api = window.__nemo;
      let n = 0;
      for (; n < 12; n++) {
        if (api.getState()?.result) return { done: true, taken: n };
        const legal = api.getLegalActions();
        const pick = api.getGreedyAction() ?? legal[0];
        if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(pick)))
          throw new Error('the bot chose an action the page does not offer');
        api.dispatch(pick);
      }
      return { done: Boolean(api.getState()?.result), taken: n };
    });
    actions += taken;
    if (done) break;
  }
  expect(actions).toBeGreaterThan(30);
  await page.getByTestId('flip-score-sheet').waitFor({ timeout: 60_000 });
  const sheet = await page.getByTestId('flip-score-sheet').innerText();
  expect(sheet).toMatch(/Farragut/);
  expect(sheet).toMatch(/Total/);
  await page.getByTestId('flip-shanty').waitFor();
  const saved = await page.evaluate(() => localStorage.getItem('nemos-war-3d.flip.autosave.v1'));
  expect(saved).toContain('"actions"');
  // Let the last cards slide off and the table go idle (render on demand) before the picture.
  await waitForTableRest(page, { playback: true });
  await screenshot('flip-end');
  await page.getByRole('button', { name: 'Look at the board' }).click();
  // The sheet steps aside (the board behind it is already drawn) and the table is at rest.
  await page.getByTestId('flip-score-sheet').waitFor({ state: 'hidden', timeout: 30_000 });
  await waitForTableRest(page, { playback: true });
  await screenshot('flip-end-board');
  const stats = await page.evaluate(() => window.__nemo.renderStats?.());
  console.log('flip board render stats', JSON.stringify(stats));
  expect(stats?.drawCalls ?? 0).toBeGreaterThan(0);
  expect(stats?.drawCalls ?? 999).toBeLessThanOrEqual(100);
  // Render on demand: an idle table draws no frames.
  await waitForTableRest(page, { playback: true });
  const idle = await page.evaluate(() => window.__nemo.renderStats?.().frames);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.__nemo.renderStats?.().frames)).toBe(idle);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
