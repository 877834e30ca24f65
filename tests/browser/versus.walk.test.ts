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
  // The page plays the Nautilus's seat itself and hands back only at a moment to record: the
  // bot's first status line, the first hunt, the end.
  for (let i = 0; i < 200; i++) {
    const status = await page
      .waitForFunction(
        ({ wantLine, wantHunt }) => {
          const api = window.__nemo;
          const hunted = api
            .getEvents()
            .some((e) => e.type === 'ImperialistTest' && e.what?.key === 'roll.hunt');
          const done = Boolean(api.getState()?.result);
          const line = wantLine && document.querySelector('[data-testid="bot-turn-line"]') !== null;
          if (done || line || (wantHunt && hunted)) return { done, hunted, line };
          // The Nautilus's moves until the Imperialist's turn, in one go: one render for the run.
          for (let n = 0; n < 50; n++) {
            const d = api.getDecision();
            if (!d || d.seat !== 'nautilus') break;
            const pick =
              d.options.find((o) => o.type === 'declineStartingUpgrade') ??
              d.options.find((o) => o.type === 'act' && o.action === 'attack') ??
              d.options[0];
            if (!api.dispatch(pick)) break;
          }
          return false;
        },
        { wantLine: botLine === null, wantHunt: !huntShot },
        { timeout: 300_000, polling: 30 },
      )
      .then(
        (handle) =>
          handle.jsonValue() as Promise<{ done: boolean; hunted: boolean; line: boolean }>,
      );
    if (!botLine && status.line) {
      botLine = await page.getByTestId('bot-turn-line').textContent();
      await screenshot('versus-bot-turn-line');
    }
    if (!huntShot && status.hunted) {
      await page.waitForTimeout(400);
      await screenshot('versus-squadron-hunts');
      huntShot = true;
    }
    if (status.done) break;
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
