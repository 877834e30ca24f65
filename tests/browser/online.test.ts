import { expect, test } from 'vitest';
import { errorsOf, harness, hostRoom, startOnlineRoomForFile, type OnlineApi } from './onlineRoom';

startOnlineRoomForFile();

declare const window: { __nemo: OnlineApi };

/** The line is visible, whole inside the coach panel and on screen. */
function adviceShown(line: Element): boolean {
  const panel = line.closest('[data-testid="coach-panel"]');
  if (!panel || getComputedStyle(line).visibility === 'hidden') return false;
  const r = line.getBoundingClientRect();
  const p = panel.getBoundingClientRect();
  return (
    r.height > 0 &&
    r.top >= p.top - 1 &&
    r.bottom <= p.bottom + 1 &&
    r.bottom <= document.documentElement.clientHeight &&
    r.right <= document.documentElement.clientWidth + 1
  );
}

test('the online table has Rules, Keys and a coach reading only its seat; the guest names itself', async () => {
  const { query, player, size, nemo, code } = await hostRoom();
  const guest = await harness.open(`/?mode=online&room=${code}&${player}`, size);
  await guest.page.getByTestId('online-guest-name').fill('Bo');
  await guest.page.getByTestId('online-claim-imperialist').click();
  await nemo.page
    .locator('[data-testid=online-seat-row-imperialist][data-kind=human][data-connected=true]')
    .waitFor();
  await nemo.page.getByTestId('online-start-game').click();
  await guest.page.getByTestId('online-banner').waitFor();
  await expect.poll(() => nemo.page.getByTestId('online-turn').textContent()).toMatch(/^Your turn/);
  // The guest's name reached the host.
  await expect
    .poll(() => nemo.page.evaluate(() => window.__nemo.getLobby()?.seats.imperialist?.name))
    .toBe('Bo');

  // The online table has the local one's Rules, Keys and coach. The coach reads only this
  // seat's view; on the 16-option first decision the dock is crowded, and the recommended
  // option still shows as a whole line (at 1280×720 and at 1024×768).
  await nemo.page.getByTestId('online-rules').click();
  await nemo.page.getByTestId('online-rules-panel').waitFor();
  await nemo.page.getByTestId('online-rules').click();
  await nemo.page.getByTestId('shortcuts-toggle').click();
  await expect.poll(() => nemo.page.getByTestId('shortcuts-help').textContent()).toContain('H');
  await nemo.page.keyboard.press('Escape');
  await nemo.page.getByTestId('shortcuts-help').waitFor({ state: 'detached' });
  await nemo.page.getByTestId('coach-toggle').click();
  for (const viewport of [size, { width: 1024, height: 768 }]) {
    await nemo.page.setViewportSize(viewport);
    const best = nemo.page.getByTestId('coach-best');
    await best.waitFor({ timeout: 60_000 });
    await expect.poll(() => best.evaluate(adviceShown), { timeout: 20_000 }).toBe(true);
    expect(await best.textContent()).toMatch(/^1\. .+ · /);
  }
  await nemo.page.setViewportSize(size);
  // Closed again, so the autoplay below does not wait on a coach thinking at every step.
  await nemo.page.getByTestId('coach-toggle').click();
  // The seat not deciding has a coach that waits; a spectator has none.
  await guest.page.getByTestId('coach-panel').waitFor();
  const watcher = await harness.open(`/?mode=online&room=${code}&seat=spectator&${query}`, size);
  await watcher.page.getByTestId('online-caster').waitFor();
  expect(await watcher.page.getByTestId('coach-panel').count()).toBe(0);
  for (const p of [nemo, guest, watcher]) expect(errorsOf(p)).toEqual([]);
});
