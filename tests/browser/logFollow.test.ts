import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): unknown[];
  getDecision(): { seat: string } | null;
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
}
declare const window: { __nemo: NemoApi };

/** Waits until the page is idle and the Nautilus has a decision to make. */
const nautilusToMove = (page: Page) =>
  page.waitForFunction(
    () => window.__nemo?.isIdle() && window.__nemo.getDecision()?.seat === 'nautilus',
    null,
    { timeout: 60_000, polling: 50 },
  );

/** Plays the Nautilus' first option `count` times (the bot plays the Imperialist between). */
async function play(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await nautilusToMove(page);
    await page.evaluate(() => window.__nemo.dispatch(window.__nemo.getLegalActions()[0]));
  }
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  await page.waitForTimeout(300);
}

const gap = (page: Page) =>
  page
    .getByTestId('log')
    .evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight));

test('versus against the bot: the log follows its newest line past its 120 lines; one wheel up lets go of it even on a busy page, and the reader keeps their place (issue 43 §3)', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=versus&seed=log-follow&motive=piracy&bot=quick&speed=instant&quality=low&debug=1',
    { width: 1280, height: 720 },
  );
  // Past the log's 120 lines the oldest go as the newest come: it still follows.
  await play(page, 70);
  expect(await page.getByTestId('log').evaluate((el) => el.children.length)).toBe(120);
  // The log scrolls to its newest line on the frame after the line lands.
  await expect.poll(() => gap(page), { timeout: 5_000 }).toBeLessThan(10);

  // A reader's wheel scrolls up on a busy page: one wheel lets go of the newest line (the log
  // must not snap back when the scroll's own event comes late), and new lines do not pull the
  // log away from what they read.
  await nautilusToMove(page);
  await page.evaluate(() => {
    // A long task right after the wheel holds the scroll's own event back.
    const busy = () => {
      const until = performance.now() + 600;
      while (performance.now() < until);
    };
    addEventListener('wheel', busy, { once: true, passive: true });
  });
  await scrollUp(page, -400);
  await play(page, 6);
  expect(await gap(page)).toBeGreaterThan(10);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

const lastShownLine = (page: Page) =>
  page.getByTestId('log').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const whole = [...el.children].filter((line) => {
      const r = line.getBoundingClientRect();
      return (
        (line as HTMLElement).style.visibility !== 'hidden' &&
        r.top >= box.top - 1 &&
        r.bottom <= box.bottom + 1
      );
    });
    return whole.at(-1)?.textContent ?? '';
  });

/** The reader wheels up once: the log lets go of its newest line and offers the way back. */
async function scrollUp(page: Page, delta = -600): Promise<void> {
  await page.getByTestId('log').hover();
  await page.mouse.wheel(0, delta);
  await expect
    .poll(() => page.getByTestId('log-newest').isVisible(), { timeout: 5_000 })
    .toBe(true);
}

test('solo: after an attack, "sunk: Tonnage or Salvage?" comes with the roll\'s result line as the log\'s newest, even when the reader had scrolled up; "Newest line" jumps back (issue 43 §3)', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=solo&seed=sunk-1&motive=explore&speed=instant&quality=low&debug=1',
    { width: 1024, height: 768 },
  );
  await page.evaluate(() => localStorage.setItem('nemo.stepMode', 'off'));
  // Bold Attacks where offered, else anything but a move, until the attack's roll is asked for.
  for (let i = 0; i < 200; i++) {
    await page.waitForFunction(() => window.__nemo?.isIdle() && window.__nemo.getDecision(), null, {
      timeout: 60_000,
      polling: 50,
    });
    const kind = await page.evaluate(
      () => (window.__nemo.getDecision() as unknown as { kind: string }).kind,
    );
    if (kind === 'attackCommit') break;
    await page.evaluate(() => {
      const all = window.__nemo.getLegalActions() as { type: string; action?: string }[];
      const pick =
        all.find((a) => a.type === 'act' && a.action === 'bold') ??
        all.find((a) => a.type !== 'act' || a.action !== 'move') ??
        all[0];
      window.__nemo.dispatch(pick);
    });
  }
  await page.getByTestId('option').first().waitFor();
  await page.getByRole('combobox', { name: 'Animation speed' }).selectOption('1');
  // The reader scrolls up to read the voyage so far, then rolls the attack with a click.
  await scrollUp(page);
  await page.getByTestId('option').last().click();
  await page.waitForFunction(
    () =>
      window.__nemo.isIdle() &&
      (window.__nemo.getDecision() as unknown as { kind: string } | null)?.kind === 'sinkAs',
    null,
    { timeout: 60_000 },
  );
  // The log scrolls to its foot on the frames after the last line lands.
  await expect.poll(() => gap(page), { timeout: 5_000 }).toBeLessThan(10);
  const newest = await lastShownLine(page);
  // The line under the prompt: Notoriety for the sinking, right after the result line.
  const lines = await page
    .getByTestId('log')
    .evaluate((el) => [...el.children].map((l) => l.textContent ?? ''));
  const result = lines.findLastIndex((l) => /success!/.test(l));
  expect(result).toBeGreaterThan(0);
  expect(lines.slice(result).includes(newest)).toBe(true);
  await screenshot('log-sunk-choice-1024');

  // Scrolled away again, the button brings the newest line back and the log follows it.
  await scrollUp(page);
  expect(await gap(page)).toBeGreaterThan(10);
  await screenshot('log-newest-button-1024');
  await page.getByTestId('log-newest').click();
  await expect.poll(() => page.getByTestId('log-newest').count(), { timeout: 5_000 }).toBe(0);
  await expect.poll(() => gap(page), { timeout: 5_000 }).toBeLessThan(10);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('versus against the bot: a reader who scrolled up keeps their place through the bot\'s moves, shown by a "Newest line" button; their own next move brings the newest line back (issue 43 §3)', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=versus&seed=log-follow&motive=piracy&bot=quick&speed=instant&quality=low&debug=1',
    { width: 1280, height: 720 },
  );
  await play(page, 12);
  await scrollUp(page);
  // Turns go by (the page's own dispatch, as a bot's moves would): the reader's place holds.
  await play(page, 8);
  expect(await gap(page)).toBeGreaterThan(10);
  expect(await page.getByTestId('log-newest').count()).toBe(1);
  await screenshot('log-newest-versus-1280');
  // A click on an option is the reader's move: the log follows the newest line again.
  await page.getByTestId('option').first().click();
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  await expect.poll(() => page.getByTestId('log-newest').count(), { timeout: 5_000 }).toBe(0);
  await expect.poll(() => gap(page), { timeout: 5_000 }).toBeLessThan(10);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
