import { expect, test } from 'vitest';
import { errorsOf, harness, hostRoom, startOnlineRoomForFile, type OnlineApi } from './onlineRoom';

startOnlineRoomForFile();

declare const window: { __nemo: OnlineApi };

test('two browsers play a versus game to the end through the server; a spectator sees the end', async () => {
  const { query, player, size, nemo, code } = await hostRoom();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const link = await nemo.page.getByTestId('online-room-link').inputValue();
  expect(link).toContain(`room=${code}`);

  // The invitation link opens the lobby; the guest takes the open Imperialist seat.
  const guest = await harness.open(`/?mode=online&room=${code}&${player}`, size);
  await guest.page.getByTestId('online-claim-imperialist').click();
  await guest.page.getByText('You play the Imperialist').waitFor();
  await nemo.page
    .locator('[data-testid=online-seat-row-imperialist][data-kind=human][data-connected=true]')
    .waitFor();
  // The host's Start takes every seated player to the table.
  await nemo.page.getByTestId('online-start-game').click();
  await nemo.page.getByTestId('online-banner').waitFor();
  await guest.page.getByTestId('online-banner').waitFor();
  await expect.poll(() => nemo.page.getByTestId('online-turn').textContent()).toMatch(/^Your turn/);
  await expect
    .poll(() => guest.page.getByTestId('online-turn').textContent())
    .toMatch(/^Waiting for Ada \(Nautilus\)/);

  const watcher = await harness.open(`/?mode=online&room=${code}&seat=spectator&${query}`, size);
  await watcher.page.getByTestId('online-caster').waitFor();

  // The first-option bot plays each seat through the server at a person's pace.
  await nemo.page.evaluate(() => window.__nemo.autoplay(130));
  await guest.page.evaluate(() => window.__nemo.autoplay(130));
  for (const p of [nemo, guest, watcher])
    await p.page.waitForFunction(() => window.__nemo?.isFinished?.(), null, { timeout: 240_000 });

  const views = await Promise.all(
    [nemo, guest, watcher].map((p) => p.page.evaluate(() => window.__nemo.getSeatView())),
  );
  const [a, b, c] = views;
  expect(a?.viewer).toBe('nautilus');
  expect(b?.viewer).toBe('imperialist');
  expect(c?.viewer).toBe('spectator');
  expect(a?.version).toBeGreaterThan(50);
  expect(b?.version).toBe(a?.version);
  const winner = a?.state.result?.versus?.winner;
  expect(['nautilus', 'imperialist', 'draw']).toContain(winner);
  expect(c?.state.result?.versus?.winner).toBe(winner);

  // Each side played out the other's moves as events; the end shows on every screen.
  const events = await guest.page.evaluate(() => window.__nemo.getEvents().length);
  expect(events).toBeGreaterThan(100);
  await expect.poll(() => nemo.page.getByTestId('online-turn').textContent()).toMatch(/Game over/);
  await expect.poll(() => guest.page.getByTestId('online-turn').textContent()).toMatch(/Game over/);
  await watcher.page.getByTestId('showcase-end-card').waitFor({ timeout: 30_000 });
  await expect
    .poll(() => watcher.page.getByTestId('online-turn').textContent())
    .toMatch(/^Game over/);

  for (const p of [nemo, guest, watcher]) expect(errorsOf(p)).toEqual([]);
});
