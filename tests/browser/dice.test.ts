import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type BrowserHarness } from './harness';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

interface DiceWindow {
  __nemo?: {
    dice?: {
      roll(values: number[], colors?: string[]): Promise<void>;
      getShownValues(): number[];
      getLastResult(): { requested: number[]; shown: number[]; attempts: number } | undefined;
    };
  };
}

test('the dice tray throws physics dice that land on the requested values', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=dice-demo&debug=1&speed=4',
  );
  await page.waitForFunction(() => Boolean((window as DiceWindow).__nemo?.dice), undefined, {
    timeout: 120_000,
  });
  await page.waitForSelector('canvas');

  // A played-back throw at 4×: the values read back from the die meshes at rest.
  await page.evaluate(() =>
    (window as DiceWindow).__nemo!.dice!.roll([6, 2, 5], ['white', 'black', 'white']),
  );
  expect(await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.getShownValues())).toEqual([
    6, 2, 5,
  ]);
  await page.waitForSelector('[data-testid="dice-result"][data-phase="settled"]');
  expect(await page.textContent('[data-testid="dice-result-text"]')).toContain('6, 2, 5');
  await screenshot('dice-tray-3d6');

  // A second throw of two dice, queued through the same API, shows up in the history.
  await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.roll([1, 4]));
  expect(await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.getShownValues())).toEqual([
    1, 4,
  ]);
  const history = await page.locator('[data-testid="roll-history"] li').count();
  expect(history).toBe(2);
  await screenshot('dice-tray-2d6');

  expect(consoleErrors).toEqual([]);
});
