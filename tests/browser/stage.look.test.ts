import { expect, test } from 'vitest';
import { join } from 'node:path';
import { harnessForFile, SCREENSHOT_DIR } from './harness';
import { versusStagingRecord } from './versusStagingRecord';
import { framesNow, waitForTableRest } from './tableRest';
import { playSimplestLine } from './simplestLine';

const harness = harnessForFile();

interface RenderStats {
  drawCalls: number;
  frameMs: number;
  frames: number;
  pendingFrames: number;
}
interface NemoApi {
  getLegalActions(): { type: string; action?: string; as?: string }[];
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  renderStats(): RenderStats;
  staging(): { event: string | null; kind: string | null; t: number };
  holdStaging(kinds: string[] | null, at?: number): void;
}
declare const window: Window & { __nemo: NemoApi };

const HOLD_AT = 0.72;

test('a combat and a sinking play out on the table, within the draw-call budget, then the table rests', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=stage-10&motive=war&speed=instant&debug=1&quality=low',
    { width: 960, height: 540 },
  );
  await page.waitForFunction(
    () =>
      (window.__nemo?.getLegalActions?.().length ?? 0) > 0 &&
      (window.__nemo.renderStats?.().frames ?? 0) > 0 &&
      typeof window.__nemo.holdStaging === 'function',
    null,
    { timeout: 120_000 },
  );
  const idleCalls = (await page.evaluate(() => window.__nemo.renderStats())).drawCalls;
  await page.evaluate((at) => window.__nemo.holdStaging(['combat'], at), HOLD_AT);

  const measured: Record<string, RenderStats> = {};
  for (let i = 0; i < 400 && !(measured.combat && measured.sinking); i++) {
    const now = await page.evaluate(() => ({
      idle: window.__nemo.isIdle(),
      staging: window.__nemo.staging(),
    }));
    const kind = now.staging.kind;
    if ((kind === 'combat' || kind === 'sinking') && !measured[kind]) {
      if (now.staging.t < HOLD_AT - 0.001) {
        await page.waitForTimeout(100);
        continue;
      }
      // Held part-way: the table shows the moment; one more frame to measure it.
      await page.waitForTimeout(300);
      measured[kind] = await page.evaluate(() => window.__nemo.renderStats());
      await screenshot(`stage-${kind}`);
      await page.evaluate(
        (next) => window.__nemo.holdStaging(next, 0.72),
        kind === 'combat' ? ['sinking'] : null,
      );
      continue;
    }
    if (!now.idle) {
      await page.waitForTimeout(100);
      continue;
    }
    // Fight at 4×: the stagings play; everything before it is instant.
    if ((await playSimplestLine(page)) === 'attackCommit')
      await page.selectOption('select[aria-label="Animation speed"]', '4');
  }
  console.log(
    `stagings: combat frameMs ${measured.combat?.frameMs.toFixed(1)} (${measured.combat?.drawCalls} draw calls), ` +
      `sinking frameMs ${measured.sinking?.frameMs.toFixed(1)} (${measured.sinking?.drawCalls} draw calls), idle ${idleCalls} draw calls`,
  );
  expect(measured.combat, 'a combat was staged').toBeDefined();
  expect(measured.sinking, 'a sinking was staged').toBeDefined();
  for (const stats of [measured.combat!, measured.sinking!]) {
    // The staging draws on the table (its miniature and effects), within the budget.
    expect(stats.drawCalls).toBeGreaterThan(idleCalls);
    expect(stats.drawCalls).toBeLessThanOrEqual(100);
    expect(Number.isFinite(stats.frameMs)).toBe(true);
  }

  // Once the events are played, the canvas stops drawing.
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  // At rest: no frame asked for and none drawn for a while; then none for 1.5 s more.
  await waitForTableRest(page, { playback: true, timeout: 45_000 });
  const last = await framesNow(page);
  await page.waitForTimeout(1500);
  expect((await page.evaluate(() => window.__nemo.renderStats())).frames).toBe(last);
  expect(consoleErrors).toEqual([]);
});

test('the Airship or Sea Serpent sails and a Squadron hunts on the table, within the draw-call budget', async () => {
  const { record, move, hunt } = versusStagingRecord();
  const page = await harness.browser.newPage({
    serviceWorkers: 'block',
    viewport: { width: 960, height: 540 },
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${harness.baseUrl}/favicon.svg`);
  await page.evaluate((text) => localStorage.setItem('nemos-war-3d.autosave.v1', text), record);
  await page.goto(
    `${harness.baseUrl}/?mode=versus&continue=1&nautilus=human&imperialist=human&speed=4&debug=1&quality=low`,
  );
  await page.waitForFunction(
    () =>
      (window.__nemo?.getLegalActions?.().length ?? 0) > 0 &&
      (window.__nemo.renderStats?.().frames ?? 0) > 0 &&
      window.__nemo.isIdle(),
    null,
    { timeout: 120_000 },
  );
  const idleCalls = (await page.evaluate(() => window.__nemo.renderStats())).drawCalls;
  const measured: Record<string, RenderStats> = {};
  for (const [kind, action] of [
    ['shipSails', move],
    ['pursuit', hunt],
  ] as const) {
    await page.evaluate(
      ({ kind, action }) => {
        window.__nemo.holdStaging([kind], 0.6);
        if (!window.__nemo.dispatch(action)) throw new Error(`refused: ${JSON.stringify(action)}`);
      },
      { kind, action },
    );
    await page.waitForFunction(
      (kind) => {
        const s = window.__nemo.staging();
        return s.kind === kind && s.t >= 0.599;
      },
      kind,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(300);
    measured[kind] = await page.evaluate(() => window.__nemo.renderStats());
    await page.screenshot({ path: join(SCREENSHOT_DIR, `stage-${kind}.png`) });
    await page.evaluate(() => window.__nemo.holdStaging(null));
    await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  }
  console.log(
    `stagings: shipSails ${measured.shipSails?.drawCalls} draw calls, pursuit ${measured.pursuit?.drawCalls}, idle ${idleCalls}`,
  );
  for (const stats of Object.values(measured)) {
    // The wake, the flying or swimming miniature, the closing rings: drawn, within the budget.
    expect(stats.drawCalls).toBeGreaterThan(idleCalls);
    expect(stats.drawCalls).toBeLessThanOrEqual(100);
  }
  expect(errors).toEqual([]);
  await page.close();
});
