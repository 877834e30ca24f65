import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): { type: string }[];
  dispatch(action: unknown): boolean;
  getState(): { result: unknown; turn: number } | null;
  isIdle(): boolean;
  renderStats?: () => { drawCalls: number; triangles: number; frames: number };
}
declare const window: { __nemo: NemoApi };

test('the setup screen starts a game, and a seeded game plays to its score sheet through window.__nemo', async () => {
  const setup = await harness.open('/?mode=solo');
  await setup.page.getByRole('button', { name: 'New game' }).waitFor();
  await setup.screenshot('play-setup');
  expect(setup.consoleErrors).toEqual([]);
  await setup.page.close();

  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=browser-1&motive=war&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(
    () => Boolean(window.__nemo?.getLegalActions) && window.__nemo.getLegalActions().length > 0,
    null,
    { timeout: 60_000 },
  );
  await page.waitForFunction(
    () => typeof window.__nemo.renderStats === 'function' && window.__nemo.renderStats().frames > 0,
    null,
    { timeout: 120_000 },
  );
  let midShot = false;
  for (let i = 0; i < 3000; i++) {
    const done = await page.evaluate(() => {
      const api = window.__nemo;
      const state = api.getState();
      if (state?.result) return true;
      const options = api.getLegalActions();
      const pick =
        options.find((o) => o.type === 'declineStartingUpgrade') ??
        options.find((o) => o.type === 'act' && (o as { action?: string }).action === 'attack') ??
        options[0];
      if (pick) api.dispatch(pick);
      return false;
    });
    // Yield a frame between moves, as a player would: React commits each move before the next.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (done) break;
    if (!midShot && i === 25) {
      await page.waitForTimeout(300);
      await screenshot('play-midgame');
      midShot = true;
    }
  }
  const ended = await page.evaluate(() => ({
    result: window.__nemo.getState()?.result ?? null,
    idle: window.__nemo.isIdle(),
  }));
  expect(ended.result).not.toBeNull();
  await page.getByTestId('score-sheet').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await screenshot('play-end');
  const stats = await page.evaluate(() => window.__nemo.renderStats?.());
  expect(stats?.drawCalls ?? 0).toBeGreaterThan(0);
  expect(stats?.drawCalls ?? 999).toBeLessThanOrEqual(100);
  expect(consoleErrors).toEqual([]);
});
