import { expect, test } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { logText, LOG_KEY } from '../../src/state/captainsLog/logStore';
import { seriousViolations } from './a11yAxe';
import { harnessForFile, keepForDocs, SCREENSHOT_DIR } from './harness';
import { playedVoyage } from '../state/captainsLog/playedVoyages';

const harness = harnessForFile();

const voyages = [
  playedVoyage('2026-12-05', '2026-12-05T10:00:00.000Z', true),
  playedVoyage('2026-12-06', '2026-12-06T10:00:00.000Z'),
  playedVoyage('2026-12-07', '2026-12-07T10:00:00.000Z'),
];

async function openLog(lang: 'en' | 'ja') {
  const opened = await harness.open(`/?mode=log&lang=${lang}`, { width: 1280, height: 720 });
  const { page } = opened;
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key!, text!),
    [LOG_KEY, logText(voyages)],
  );
  await page.reload({ waitUntil: 'load' });
  await page.locator('[data-testid="log-table"] tbody tr').first().waitFor({ timeout: 60_000 });
  return opened;
}

/** Pixels of a chart canvas that are not transparent. */
function inkedPixels(page: Page, testId: string): Promise<number> {
  return page.locator(`[data-testid="${testId}"]`).evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  });
}

for (const lang of ['en', 'ja'] as const) {
  test(`captain's log lists the voyages, their statistics and plots (${lang})`, async () => {
    const { page, consoleErrors } = await openLog(lang);
    const rows = page.locator('[data-testid="log-table"] tbody tr');
    expect(await rows.count()).toBe(3);

    const motives = [...new Set(voyages.map((v) => v.motive))];
    const statRows = page.locator('[data-testid="log-stats"] tbody tr');
    expect(await statRows.count()).toBe(motives.length);
    for (const motive of motives) {
      const mine = voyages.filter((v) => v.motive === motive);
      const cells = await page
        .locator(`[data-testid="log-stats"] tr[data-motive="${motive}"] td`)
        .allInnerTexts();
      expect(cells[0]).toBe(String(mine.length));
      expect(cells[2]).toBe(String(Math.max(...mine.map((v) => v.score))));
    }

    await page.waitForFunction(() => document.fonts.status === 'loaded');
    expect(await inkedPixels(page, 'chart-score')).toBeGreaterThan(500);
    expect(await inkedPixels(page, 'chart-ending')).toBeGreaterThan(500);

    const first = voyages[0]!;
    await page.locator('select[data-filter="motive"]').selectOption(first.motive);
    expect(await rows.count()).toBe(voyages.filter((v) => v.motive === first.motive).length);
    await page.locator('select[data-filter="motive"]').selectOption('');
    await page.locator('select[data-filter="daily"]').selectOption('daily');
    expect(await rows.count()).toBe(1);
    await page.locator('select[data-filter="daily"]').selectOption('');

    if (lang === 'ja') {
      const text = await page.locator('main').innerText();
      expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
    }
    expect(await seriousViolations(page)).toEqual([]);
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const name = `captains-log-${lang}-${size.width}x${size.height}`;
      const file = join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file });
      keepForDocs(file, name);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
}
