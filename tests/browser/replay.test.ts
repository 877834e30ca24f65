import { expect, test } from 'vitest';
import { encodeRecordParam } from '../../src/state/voyage/recordParam';
import { harnessForFile } from './harness';
import { playedVoyage } from '../state/captainsLog/playedVoyages';

const harness = harnessForFile();

const voyage = playedVoyage('2026-12-06', '2026-12-06T10:00:00.000Z');

declare const window: { __nemo: { getState: () => { turn: number; setup: unknown } } };

test('a replay after its end: the scrubber holds the chosen turn, and "Replay this show" replays this record (issue 43 §2)', async () => {
  const record = voyage.record!;
  const { page, consoleErrors } = await harness.open(
    `/?mode=replay&record=${encodeRecordParam(record)}&speed=instant&quality=low&debug=1`,
    { width: 1280, height: 720 },
  );
  const bar = page.getByTestId('presenter-bar');
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="presenter-bar"]')?.getAttribute('data-ended') ===
      'true',
    undefined,
    { timeout: 90_000 },
  );
  expect(await bar.getAttribute('data-ended')).toBe('true');
  // The end card is read over the table: near-opaque.
  const alphas = await page
    .getByTestId('showcase-end-card')
    .evaluate((el) =>
      [...getComputedStyle(el).backgroundImage.matchAll(/rgba\([^)]*,\s*([\d.]+)\)/g)].map((m) =>
        Number(m[1]),
      ),
    );
  expect(alphas.length).toBeGreaterThan(0);
  expect(Math.min(...alphas)).toBeGreaterThanOrEqual(0.97);

  const scrubber = page.getByTestId('replay-scrubber');
  await scrubber.focus();
  await page.keyboard.press('Home');
  await page.waitForTimeout(1500);
  expect(await page.getByTestId('replay-turn').textContent()).toMatch(/^Turn 1 of/);
  expect(await page.evaluate(() => window.__nemo.getState().turn)).toBeLessThanOrEqual(1);

  await page
    .getByRole('button', { name: /Resume|Play/ })
    .first()
    .click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="presenter-bar"]')?.getAttribute('data-ended') ===
      'true',
    undefined,
    { timeout: 90_000 },
  );
  const url = page.url();
  await page.getByTestId('presenter-replay').click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="presenter-bar"]')?.getAttribute('data-ended') ===
      'true',
    undefined,
    { timeout: 90_000 },
  );
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.__nemo.getState().setup)).toEqual(record.setup);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
