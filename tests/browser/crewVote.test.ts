import { expect, test } from 'vitest';
import { errorsOf, harness, server, startOnlineRoomForFile } from './onlineRoom';
import { crewOf, openVote, playedAt } from './crewShow';

startOnlineRoomForFile();

declare const window: {
  __nemo: {
    crewPhone(): { decision: { decisionId: string } | null; refusal: string | null };
    crewSend(decisionId: string, n: number): void;
  };
};

const PHONE = { width: 390, height: 844 };

test('three phones join a show by its link; the majority is played; a device counts once; stale and illegal votes are refused on the phone', async () => {
  const query = `server=${encodeURIComponent(server.endpoint)}&debug=1&quality=low&speed=instant&bot=quick`;
  const show = await harness.open(
    `/?mode=showcase&seed=crew-vote-1&crew=vote&crewSeconds=120&${query}`,
    { width: 1280, height: 720 },
  );
  const first = await openVote(show.page);
  expect(first.options.length).toBeGreaterThanOrEqual(2);
  const link = show.page.getByTestId('crew-link');
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  const code = (await crewOf(show.page)).room ?? '';
  expect(href).toContain(`room=${code}`);
  // The QR library loads lazily: wait for its picture before counting it.
  await show.page.getByTestId('crew-qr').first().waitFor({ timeout: 30_000 });
  expect(await show.page.getByTestId('crew-qr').count()).toBe(1);

  // Each phone is its own browser context (its own localStorage: its own device id).
  const path = new URL(href).pathname + new URL(href).search + '&debug=1';
  const phones = await Promise.all([0, 1, 2].map(() => harness.open(path, PHONE)));
  for (const phone of phones) await phone.page.getByTestId('crew-option').first().waitFor();
  const [a, b, c] = phones.map((p) => p.page) as [
    (typeof phones)[0]['page'],
    (typeof phones)[0]['page'],
    (typeof phones)[0]['page'],
  ];
  const option = (page: typeof a, n: number) =>
    page.locator(`[data-testid=crew-option][data-n="${n}"]`);
  expect(await option(a, 1).textContent()).toContain(first.options[0]!.label);

  // Two vote for 2, one for 1; the first votes twice for 2 and still counts once.
  await option(a, 2).click();
  await expect.poll(() => option(a, 2).getAttribute('aria-pressed')).toBe('true');
  await option(a, 2).click();
  await option(b, 2).click();
  await option(c, 1).click();
  await expect
    .poll(async () => (await crewOf(show.page)).tally, { timeout: 15_000 })
    .toMatchObject({
      1: 1,
      2: 2,
    });
  await expect.poll(() => option(c, 2).textContent()).toContain('2 votes');

  // The streamer ends the count early (Enter): the crew's option 2 is what the show plays next.
  await show.page.keyboard.press('Enter');
  await expect
    .poll(async () => (await crewOf(show.page)).last, { timeout: 20_000 })
    .toEqual({
      n: 2,
      by: 'crew',
    });
  expect(await playedAt(show.page, first.played)).toEqual(first.legal[1]);
  await show.page.getByTestId('crew-result').waitFor();
  expect(await show.page.getByTestId('crew-result').textContent()).toMatch(/^The crew chose 2: /);

  // A vote for the closed decision is stale; a vote for no option of the open one is illegal.
  const old = `d${first.played}`;
  await c.evaluate((id) => window.__nemo.crewSend(id, 1), old);
  await expect
    .poll(() => c.getByTestId('crew-refusal').textContent())
    .toBe('That vote is over: the decision has moved on.');
  await openVote(show.page);
  await expect
    .poll(() => c.evaluate(() => window.__nemo.crewPhone().decision?.decisionId ?? old))
    .not.toBe(old);
  const now = await c.evaluate(() => window.__nemo.crewPhone().decision?.decisionId ?? '');
  await c.evaluate((id) => window.__nemo.crewSend(id, 99), now);
  await expect
    .poll(() => c.getByTestId('crew-refusal').textContent())
    .toBe('That is not one of the options.');
  // The captain's order: a number key on the show plays that option at once.
  const next = await openVote(show.page);
  await show.page.keyboard.press('1');
  await expect
    .poll(async () => (await crewOf(show.page)).last?.by, { timeout: 20_000 })
    .toBe('captain');
  expect(await playedAt(show.page, next.played)).toEqual(next.legal[0]);
  for (const p of [show, ...phones]) expect(errorsOf(p)).toEqual([]);
});
