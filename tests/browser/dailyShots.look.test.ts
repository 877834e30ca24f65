import { mkdirSync } from 'node:fs';
import { test } from 'vitest';
import type { Page } from 'playwright-core';
import type { DailyToday } from '../../src/protocol/dailyProtocol';
import { harness, server, startOnlineRoomForFile } from './onlineRoom';

startOnlineRoomForFile();
const DIR = '/tmp/dp/shots';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];
declare const window: { __nemo: { autoplay(ms?: number): void; stopAutoplay(): void; getSeatView(): { version: number } | null } };

async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/${name}-${size.width}x${size.height}.png`, timeout: 120_000 });
  }
}

test('daily screenshots', async () => {
  mkdirSync(DIR, { recursive: true });
  const dealt = (await (await fetch(`${server.endpoint}/api/daily`)).json()) as DailyToday;
  const yesterday = new Date(Date.parse(`${dealt.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const lang of ['en', 'ja']) {
    const q = `server=${encodeURIComponent(server.endpoint)}&quality=low&lang=${lang}&debug=1`;
    const { page } = await harness.open(`/?${q}`, SIZES[0]!);
    await page.getByTestId('menu-daily').click();
    await page.getByTestId('daily-motive').waitFor();
    await page.waitForTimeout(1500);
    await shoot(page, `front-daily-${lang}`);
    await page.goto(`${harness.baseUrl}/?mode=daily&${q}`);
    await page.getByTestId('daily-name').fill(lang === 'en' ? 'Captain Test' : 'ネモ');
    await shoot(page, `daily-start-${lang}`);
    await page.getByTestId('daily-sail').click();
    await page.getByTestId('official-line').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.__nemo.autoplay(400));
    await page.waitForFunction(() => (window.__nemo.getSeatView()?.version ?? 0) >= 8, null, { timeout: 120_000 });
    await page.evaluate(() => window.__nemo.stopAutoplay());
    await page.waitForTimeout(4000);
    await page.keyboard.press('h');
    await page.waitForTimeout(500);
    await shoot(page, `daily-game-${lang}`);
    await page.goto(`${harness.baseUrl}/?mode=board&of=daily:${dealt.today}&${q}`);
    await page.getByTestId('board-commitment').waitFor({ timeout: 30_000 });
    await shoot(page, `daily-board-${lang}`);
    await page.goto(`${harness.baseUrl}/?mode=board&of=daily:${yesterday}&${q}`);
    await page.getByTestId('board-seed').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await shoot(page, `daily-board-closed-${lang}`);
    await page.goto(`${harness.baseUrl}/?mode=board&of=seed:abc&${q}`);
    await page.getByTestId('board-known-seed').waitFor();
    await shoot(page, `seed-board-${lang}`);
    await page.close();
  }
}, 600_000);
