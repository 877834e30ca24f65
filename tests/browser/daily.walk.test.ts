import { expect, test } from 'vitest';
import type { DailyToday } from '../../src/protocol/dailyProtocol';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from './harness';
import { errorsOf, harness, server, startOnlineRoomForFile, type OnlineApi } from './onlineRoom';

startOnlineRoomForFile();

declare const window: {
  __nemo: OnlineApi & { getState(): { setup: { seed: string } } | null; stopAutoplay(): void };
};

test('an official voyage of the day against the real server: played to its end, ranked, and once only', async () => {
  const dealt = (await (await fetch(`${server.endpoint}/api/daily`)).json()) as DailyToday;
  const query =
    `server=${encodeURIComponent(server.endpoint)}` +
    '&debug=1&quality=low&speed=instant&canvas=0&lang=en';
  const opened = await harness.open(`/?mode=daily&${query}`, { width: 1280, height: 720 });
  const { page } = opened;

  // The start card names the day's Motive; Set sail signs in with this device's key.
  await expect
    .poll(() => page.getByTestId('daily-motive').getAttribute('data-motive'), { timeout: 30_000 })
    .toBe(dealt.voyage.motive);
  await page.getByTestId('daily-name').fill('Captain Test');
  await page.getByTestId('daily-sail').click();
  await page.getByTestId('official-line').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__nemo?.getSeatView?.() != null);
  // The page plays what the server sends this seat: the seed stays on the server.
  expect(await page.evaluate(() => window.__nemo.getState()?.setup.seed)).toBe('?');

  // The coach is off, and says why.
  await page.keyboard.press('h');
  expect(await page.getByTestId('coach-off').textContent()).toContain(
    'The coach is off during the official voyage of the day, as in rated chess.',
  );
  await page.keyboard.press('h');

  // A reload mid-voyage comes back to the same attempt.
  await page.evaluate(() => window.__nemo.autoplay(120));
  await page.waitForFunction(() => (window.__nemo.getSeatView()?.version ?? 0) >= 6, null, {
    timeout: 60_000,
  });
  await page.evaluate(() => window.__nemo.stopAutoplay());
  await page.waitForTimeout(500);
  const before = await page.evaluate(() => window.__nemo.getSeatView()?.version ?? 0);
  await page.reload();
  await page.getByTestId('official-line').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__nemo?.getSeatView?.() != null);
  expect(await page.evaluate(() => window.__nemo.getSeatView()?.version)).toBe(before);

  // To its end: the server scores it and sends its row on the day's board.
  await page.evaluate(() => window.__nemo.autoplay(120));
  await page.waitForFunction(() => window.__nemo.isFinished(), null, { timeout: 420_000 });
  expect(await page.evaluate(() => window.__nemo.getSeatView()?.version)).toBeGreaterThan(before);
  const ranked = page.getByTestId('daily-ranked');
  await ranked.waitFor({ timeout: 60_000 });
  expect(await ranked.textContent()).toMatch(/^The server’s score: \d+ VP, .+ — rank 1 on/);
  expect(await page.getByTestId('daily-row').textContent()).toContain('Captain Test');
  expect(await page.getByTestId('review').count()).toBe(0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'daily-ranked-1280x720.png') });

  // The day's board has the row, marked as this device's.
  await page.getByTestId('daily-result-board').click();
  const own = page.locator('[data-testid="board-entry"][data-own="true"]');
  await own.waitFor({ timeout: 30_000 });
  expect(await own.textContent()).toContain('Captain Test');

  // The same device again: the server refuses a second official attempt, in one line.
  await page.goto(`${harness.baseUrl}/?mode=daily&${query}`);
  await page.getByTestId('daily-sail').click();
  const problem = page.getByTestId('daily-problem');
  await problem.waitFor({ timeout: 30_000 });
  expect(await problem.textContent()).toMatch(/you have played today's official voyage/i);
  await page.goto(`${harness.baseUrl}/?${query}`);
  await page.getByTestId('menu-daily').click();
  await page.getByTestId('daily-played').waitFor({ timeout: 30_000 });
  // The browser logs the refused join's HTTP answer (Colyseus' 525 for an auth refusal).
  expect(errorsOf(opened).filter((e) => !/status of 525/.test(e))).toEqual([]);
  await page.close();
}, 600_000);
