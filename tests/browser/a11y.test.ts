import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import { seriousViolations } from './a11yAxe';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

test('the front door has no serious accessibility faults, in English or Japanese', async () => {
  const { page, consoleErrors } = await harness.open('/?quality=low');
  await page.getByTestId('front-door').waitFor();
  await page.getByTestId('menu-settings').click();
  expect(await seriousViolations(page)).toEqual([]);

  // The language switch re-renders the menu in Japanese and is remembered on the next visit.
  await page.getByTestId('language-select').selectOption('ja');
  await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await page.reload();
  await page.getByTestId('menu-solo').waitFor();
  expect(await page.getByTestId('menu-solo').innerText()).toContain('ソロ航海');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.clear());
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('play without a mouse: announcer, board as text, shortcuts and text commands', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?seed=a11y-1&motive=explore&speed=instant&quality=low',
    { width: 1280, height: 720 },
  );
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  const axeFindings = await seriousViolations(page);

  await page.keyboard.press('b');
  const mirror = page.getByTestId('board-mirror');
  await mirror.waitFor();
  // Every Ocean is a row of the table, with its ships.
  expect(await page.getByTestId('board-mirror-oceans').locator('tbody tr').count()).toBe(12);
  expect(await mirror.innerText()).toContain('Hidden Ship');
  await page.keyboard.press('Escape');
  await mirror.waitFor({ state: 'detached' });

  await page.keyboard.press('?');
  await page.getByTestId('shortcuts-help').waitFor();
  await page.keyboard.press('Escape');

  const prompt = async () => page.getByTestId('decision').locator('div').nth(1).innerText();
  const before = await prompt();
  await page.keyboard.press('/');
  await page.keyboard.type('options');
  await page.keyboard.press('Enter');
  expect(await page.getByTestId('command-reply').innerText()).toMatch(/^Options: 1\. /);
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  expect(await page.getByTestId('command-reply').innerText()).toMatch(/^Chosen: /);
  await page.waitForFunction(
    (old) => document.querySelectorAll('[data-testid="decision"] div')[1]?.textContent !== old,
    before,
  );
  // The live region spoke the events that followed, one line each, and the new decision.
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="live-announcer"] p').length > 1,
  );
  const spoken = await page.getByTestId('live-announcer').locator('p').allInnerTexts();
  expect(spoken.length).toBeGreaterThan(1);
  expect(spoken.some((line) => line.startsWith('Now: '))).toBe(true);
  expect(axeFindings).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('touch at 390×844: a bottom sheet with 44 px targets, a tap chooses, pinch zooms, drag orbits', async () => {
  const context = await harness.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${harness.baseUrl}/?seed=a11y-2&speed=instant&quality=low&debug=1`);
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  // A tap waits for a frame: let the software renderer draw the table first.
  await page.waitForFunction(
    () =>
      ((
        window as unknown as { __nemo?: { renderStats?: () => { frames: number } } }
      ).__nemo?.renderStats?.().frames ?? 0) > 0,
    null,
    { timeout: 120_000 },
  );
  expect(await page.getByTestId('panel-dock').getAttribute('data-sheet')).toBe('true');
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="panel-dock"] button')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => ({ text: b.innerText, h: b.getBoundingClientRect().height }))
      .filter((b) => b.h < 44),
  );
  expect(small).toEqual([]);
  // Two fingers spread apart zoom in; one finger dragged orbits: the board moves on screen.
  const corners = () =>
    page.evaluate(() => {
      const api = (
        window as unknown as {
          __nemo: {
            tableScreenPosition(x: number, y: number, z: number): { x: number; y: number };
          };
        }
      ).__nemo;
      return [api.tableScreenPosition(-15.8, 0, -10.3), api.tableScreenPosition(15.8, 0, 10.3)];
    });
  const span = ([a, b]: { x: number; y: number }[]) => Math.hypot(b!.x - a!.x, b!.y - a!.y);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
  // Control: wait until the camera is at rest (its easing settles to within a tenth of a pixel),
  // so only the gestures move the board.
  const still = (a: { x: number; y: number }[], b: { x: number; y: number }[]) =>
    a.every((p, i) => Math.abs(p.x - b[i]!.x) < 0.1 && Math.abs(p.y - b[i]!.y) < 0.1);
  let before = await corners();
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(500);
    const now = await corners();
    if (still(now, before)) break;
    before = now;
  }
  expect(still(await corners(), before)).toBe(true);
  await touch('touchStart', [
    [170, 250],
    [220, 250],
  ]);
  for (let i = 1; i <= 8; i++) {
    await touch('touchMove', [
      [170 - i * 12, 250],
      [220 + i * 12, 250],
    ]);
  }
  await touch('touchEnd', []);
  // The camera eases to its new place and the table comes to rest.
  await waitForTableRest(page);
  const zoomed = await corners();
  expect(span(zoomed)).toBeGreaterThan(span(before) * 1.05);
  await touch('touchStart', [[195, 200]]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [[195 + i * 15, 200]]);
  await touch('touchEnd', []);
  await waitForTableRest(page);
  const orbited = await corners();
  expect(
    Math.abs(orbited[0]!.x - zoomed[0]!.x) + Math.abs(orbited[0]!.y - zoomed[0]!.y),
  ).toBeGreaterThan(10);
  const options = page.getByTestId('option');
  const first = await options.first().innerText();
  await options.first().tap({ timeout: 90_000 });
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="option"]')?.textContent !== old,
    first,
    { timeout: 60_000 },
  );

  await context.close();
});
