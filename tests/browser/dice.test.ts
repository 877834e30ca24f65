import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

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
    // Not a test of the look: the tray draws at full quality, so a smaller window is cheaper.
    { width: 960, height: 600 },
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

  // Sound on: a second throw of two dice plays impact sounds (the WAV must load and decode).
  const soundWarnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('dice sound')) soundWarnings.push(msg.text());
  });
  await page.getByRole('button', { name: 'Sound off' }).click();
  await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.roll([1, 4]));
  expect(await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.getShownValues())).toEqual([
    1, 4,
  ]);
  await screenshot('dice-tray-2d6');

  // Instant speed: the final pose only, still the requested values.
  await page.getByRole('button', { name: 'Instant' }).click();
  await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.roll([3, 3, 6, 1]));
  expect(await page.evaluate(() => (window as DiceWindow).__nemo!.dice!.getShownValues())).toEqual([
    3, 3, 6, 1,
  ]);
  expect(await page.locator('[data-testid="roll-history"] li').count()).toBe(3);

  expect(soundWarnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
