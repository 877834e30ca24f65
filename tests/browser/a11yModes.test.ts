import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile, type OpenedPage } from './harness';
import { seriousViolations, type AxeFinding } from './a11yAxe';

const harness = harnessForFile();

const spoken = (page: Page) => page.getByTestId('live-announcer').locator('p').allInnerTexts();

/**
 * The lesson menu checked by the first test, handed on to the lesson test, which starts its
 * lesson from it: one page load for the two (null: the lesson test opens its own).
 */
let learnMenu: OpenedPage | null = null;

test('axe: the solo setup, the lesson menu and the Flip Voyage setup have no serious faults', async () => {
  const found: Record<string, AxeFinding[]> = {};
  for (const [name, path, ready] of [
    ['setup', '/?mode=solo&quality=low', 'motive-explore'],
    ['learn menu', '/?mode=learn&speed=instant&quality=low', 'lesson-menu'],
    ['flip setup', '/?mode=flip&quality=low', 'setup-menu-link'],
  ] as const) {
    const opened = await harness.open(path, { width: 1280, height: 720 });
    const { page, consoleErrors } = opened;
    await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
    found[name] = await seriousViolations(page);
    expect(consoleErrors).toEqual([]);
    if (name === 'learn menu') learnMenu = opened;
    else await page.close();
  }
  expect(found).toEqual({ setup: [], 'learn menu': [], 'flip setup': [] });
});

test('axe on the versus table: no serious faults', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=versus&seed=versus-a11y&speed=instant&quality=low',
    { width: 1280, height: 720 },
  );
  await page.getByTestId('seat-banner').waitFor({ timeout: 90_000 });
  await page.getByTestId('decision').waitFor({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('a lesson: no serious faults, and the live region speaks its events', async () => {
  const opened =
    learnMenu ??
    (await harness.open('/?mode=learn&speed=instant&quality=low', { width: 1280, height: 720 }));
  learnMenu = null;
  const { page, consoleErrors } = opened;
  await page.getByTestId('lesson-start-turn-at-sea').click();
  await page.getByTestId('lesson-next').waitFor({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // Step on until the lesson has played something on the table (the Event card, the dice).
  const events = async () => (await spoken(page)).filter((l) => !l.startsWith('Now: '));
  for (let i = 0; i < 4 && (await events()).length === 0; i++) {
    await page.getByTestId('lesson-next').click();
    // Up to 1.5 s for the table to play the step's events and the live region to speak them.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="live-announcer"] p')].some(
            (p) => !(p.textContent ?? '').startsWith('Now: '),
          ),
        null,
        { timeout: 1500 },
      )
      .catch(() => undefined);
  }
  expect((await events()).length).toBeGreaterThan(0);
  const lines = await spoken(page);
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines).size).toBe(lines.length);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('Flip Voyage: no serious faults, and the live region speaks each event and decision', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=flip&seed=7&speed=instant&quality=low',
    { width: 1280, height: 720 },
  );
  await page.getByTestId('flip-decision').waitFor({ timeout: 90_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const before = (await spoken(page)).length;
  await page.getByTestId('flip-option').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="live-announcer"] p').length > n + 1,
    before,
    { timeout: 30_000 },
  );
  const lines = await spoken(page);
  expect(lines.some((l) => l.startsWith('Now: '))).toBe(true);
  expect(lines.some((l) => !l.startsWith('Now: '))).toBe(true);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('Showcase: the live region speaks the bot game as it plays', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?mode=showcase&seed=a11y-show&motive=war&speed=instant&quality=low&bot=quick',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="live-announcer"] p').length >= 3,
    null,
    { timeout: 90_000 },
  );
  const lines = await spoken(page);
  expect(new Set(lines).size).toBeGreaterThan(1);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
