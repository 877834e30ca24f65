import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface Option {
  type: string;
  action?: string;
}
interface NemoApi {
  getDecision(): { seat: string; options: Option[] } | null;
  dispatch(action: unknown): boolean;
  getState(): { result: { versus?: { winner: string } } | null } | null;
  getEvents(): { type: string; what?: { key: string } }[];
}
declare const window: { __nemo: NemoApi };

test('a versus game against the Imperialist bot: a Squadron hunts the Nautilus and the game ends with a winner', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=versus&seed=versus-1&speed=instant&debug=1&quality=low&bot=quick',
    {
      width: 1280,
      height: 720,
    },
  );
  await page.waitForFunction(() => Boolean(window.__nemo?.getDecision?.()), null, {
    timeout: 120_000,
  });
  await page.getByTestId('seat-banner').waitFor();
  let huntShot = false;
  let botLine: string | null = null;
  for (let i = 0; i < 4000; i++) {
    const status = await page.evaluate(() => {
      const api = window.__nemo;
      const hunted = api
        .getEvents()
        .some((e) => e.type === 'ImperialistTest' && e.what?.key === 'roll.hunt');
      if (api.getState()?.result) return { done: true, hunted, waiting: false };
      const d = api.getDecision();
      if (!d || d.seat !== 'nautilus') return { done: false, hunted, waiting: true };
      const pick =
        d.options.find((o) => o.type === 'declineStartingUpgrade') ??
        d.options.find((o) => o.type === 'act' && o.action === 'attack') ??
        d.options[0];
      api.dispatch(pick);
      return { done: false, hunted, waiting: false };
    });
    if (!botLine) {
      const line = page.getByTestId('bot-turn-line');
      if ((await line.count()) > 0) {
        botLine = await line.textContent();
        await screenshot('versus-bot-turn-line');
      }
    }
    if (!huntShot && status.hunted) {
      await page.waitForTimeout(400);
      await screenshot('versus-squadron-hunts');
      huntShot = true;
    }
    if (status.done) break;
    if (status.waiting) await page.waitForTimeout(60);
  }
  expect(huntShot).toBe(true);
  // The bot's Imperialist turn left a trace: a status line naming what it did, as the log does.
  expect(botLine).toMatch(/^Imperialist bot.*The Imperialist (spends|ends|has spent)/);
  // One name per ship group: the log never says 'group D'.
  const log = (await page.getByTestId('log').textContent()) ?? '';
  expect(log).not.toMatch(/\bgroup [A-Z]\b/);
  expect(log).toMatch(/The Imperialist (spends|ends its turn|has spent)/);
  const winner = await page.evaluate(() => window.__nemo.getState()?.result?.versus?.winner);
  expect(['nautilus', 'imperialist', 'draw']).toContain(winner);
  await page.getByTestId('score-sheet').waitFor({ timeout: 60_000 });
  await screenshot('versus-end');
  expect(consoleErrors).toEqual([]);
});
