import { expect, test } from 'vitest';
import type { DailyDay, DailyToday } from '../../src/protocol/dailyProtocol';
import { errorsOf, harness, server, startOnlineRoomForFile } from './onlineRoom';

startOnlineRoomForFile();

const size = { width: 1280, height: 720 };

async function today(): Promise<DailyToday> {
  return (await (await fetch(`${server.endpoint}/api/daily`)).json()) as DailyToday;
}

test("the front door offers today's official voyage as the real server deals it", async () => {
  const dealt = await today();
  expect(dealt.voyage.commitment).toMatch(/^[0-9a-f]{64}$/);
  const query = `server=${encodeURIComponent(server.endpoint)}&quality=low&lang=en`;
  const opened = await harness.open(`/?${query}`, size);
  const { page } = opened;
  // The front door asks the server nothing until its entry is opened.
  expect(await page.getByTestId('menu-daily').textContent()).toContain('Dealt by the server');
  await page.getByTestId('menu-daily').click();
  await expect
    .poll(() => page.getByTestId('menu-daily').textContent(), { timeout: 30_000 })
    .toMatch(/^Voyage of the dayToday: /);
  await expect
    .poll(() => page.getByTestId('daily-motive').getAttribute('data-motive'))
    .toBe(dealt.voyage.motive);
  const start = page.getByTestId('daily-start');
  expect(await start.textContent()).toContain('Play the official voyage');
  expect(await start.textContent()).toContain('Once a day on this device');
  expect(await start.getAttribute('href')).toContain('mode=daily');
  // Practice is a fresh seed with the day's Motive and difficulty, never the day's seed.
  const practice = new URL(
    (await page.getByTestId('daily-practice').getAttribute('href')) ?? '',
    harness.baseUrl,
  );
  expect(practice.searchParams.get('seed')).toMatch(/^practice-[0-9a-f]{12}$/);
  expect(practice.searchParams.get('motive')).toBe(dealt.voyage.motive);
  expect(practice.searchParams.get('difficulty')).toBe(dealt.voyage.difficulty);

  // The day's board says what an entry proves; its commitment is there and its seed is not.
  await page.goto(`${harness.baseUrl}/?mode=board&of=daily:${dealt.today}&${query}`);
  await page.getByTestId('board-proves').waitFor();
  expect(await page.getByTestId('board-proves').textContent()).toContain(
    'a second device is a second player',
  );
  await expect
    .poll(() => page.getByTestId('board-commitment').textContent())
    .toContain(dealt.voyage.commitment);
  expect(await page.getByTestId('board-seed').count()).toBe(0);
  expect(await page.getByTestId('board-play-official').getAttribute('href')).toContain(
    'mode=daily',
  );
  // A known-seed board says so.
  await page.goto(`${harness.baseUrl}/?mode=board&of=seed:abc&${query}`);
  await page.getByTestId('board-known-seed').waitFor();
  expect(errorsOf(opened)).toEqual([]);
  await page.close();
});

test('a closed day shows its revealed seed, and offers to replay it as practice', async () => {
  const dealt = await today();
  const yesterday = new Date(Date.parse(`${dealt.today}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const closed = (await (
    await fetch(`${server.endpoint}/api/daily/${yesterday}`)
  ).json()) as DailyDay;
  const seed = 'seed' in closed.voyage ? closed.voyage.seed : null;
  expect(seed).not.toBeNull();
  const query = `server=${encodeURIComponent(server.endpoint)}&quality=low&lang=en`;
  const opened = await harness.open(`/?mode=board&of=daily:${yesterday}&${query}`, size);
  const { page } = opened;
  await expect.poll(() => page.getByTestId('board-seed').textContent()).toContain(seed ?? '-');
  const practice = new URL(
    (await page.getByTestId('board-practice-day').getAttribute('href')) ?? '',
    harness.baseUrl,
  );
  expect(practice.searchParams.get('seed')).toBe(seed);
  expect(errorsOf(opened)).toEqual([]);
  await page.close();
});

test('offline, the voyage of the day says it needs the server and offers a fresh voyage', async () => {
  // A port nobody listens on: the server does not answer.
  const query = `server=${encodeURIComponent('http://127.0.0.1:9')}&quality=low&lang=en`;
  const { page } = await harness.open(`/?${query}`, size);
  await page.getByTestId('menu-daily').click();
  await expect
    .poll(() => page.getByTestId('menu-daily').textContent(), { timeout: 30_000 })
    .toContain('Needs the game server');
  expect(await page.getByTestId('daily-offline').textContent()).toContain(
    'The voyage of the day needs the game server',
  );
  expect(await page.getByTestId('daily-fresh').getAttribute('href')).toContain('mode=solo');
  // The official voyage's own page says the same.
  await page.goto(`${harness.baseUrl}/?mode=daily&${query}`);
  await page.getByTestId('daily-offline').waitFor();
  await page.getByTestId('daily-fresh').waitFor();
  await page.close();
});
